import { useRef, useState, type RefObject } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./alert-dialog";
import { useT } from "~/app/i18n/use-locale";

/**
 * Closing a form that holds unsaved edits asks first, whichever way it is closed (Escape, the ×,
 * a click outside, Cancel): `requestClose` closes at once when nothing was changed, and otherwise
 * shows `confirmDiscard` (render it next to the form). "Keep editing" puts the focus back where it was.
 */
export function useConfirmDiscard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  // Where the member was typing: "Keep editing" goes back there.
  const typingIn = useRef<HTMLElement | null>(null);
  const requestClose = () => {
    if (!dirty) return close();
    typingIn.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };
  const confirmDiscard = (
    <ConfirmDiscard
      open={asking}
      returnTo={typingIn}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose, confirmDiscard };
}

function ConfirmDiscard({
  open,
  returnTo,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  returnTo: RefObject<HTMLElement | null>;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onKeep())}>
      <AlertDialogContent
        data-testid="confirm-discard"
        onCloseAutoFocus={(event) => {
          const target = returnTo.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("dialog.discard.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("dialog.discard.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("dialog.discard.keep")}</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard}>{t("dialog.discard.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
