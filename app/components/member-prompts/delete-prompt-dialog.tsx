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

/** The confirmation before a prompt is deleted, naming it and what goes with it. */
export function DeletePromptDialog({
  open,
  onOpenChange,
  contentId,
  title,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the id the trigger's aria-controls names */
  contentId: string;
  title: string;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("prompt.owner.deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("prompt.owner.deleteBody", { title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("prompt.owner.cancel")}</AlertDialogCancel>
          <AlertDialogAction data-testid="confirm-delete-prompt" onClick={onConfirm}>
            {t("prompt.owner.deleteConfirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
