import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/app/components/ui/alert-dialog";
import { useT } from "~/app/i18n/use-locale";

/** Asks before a saved prompt is deleted; `prompt` null keeps it closed. */
export function LockerDeleteDialog({
  prompt,
  onClose,
  onConfirm,
}: {
  prompt: { title: string } | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <AlertDialog open={prompt !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("locker.delete.title", { title: prompt?.title ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("locker.delete.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("locker.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} data-testid="locker-delete-confirm">
            {t("locker.delete.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
