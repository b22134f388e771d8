import { useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";

/** A submit button that asks first: the form is sent only once the dialog is confirmed. */
export function ConfirmSubmit({
  children,
  question,
  confirmLabel,
  testId,
}: {
  children: ReactNode;
  question: string;
  confirmLabel: string;
  testId?: string;
}) {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button ref={trigger} type="button" variant="outline" size="sm" data-testid={testId}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{confirmLabel}</AlertDialogTitle>
        <AlertDialogDescription>{question}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("roadmap.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => trigger.current?.closest("form")?.requestSubmit()}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
