import { Loader2 } from "lucide-react";
import { Markdown } from "~/app/components/chat/markdown";
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
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Dialog, DialogContent, DialogTitle } from "~/app/components/ui/dialog";
import { useT } from "~/app/i18n/use-locale";
import type { FocusSession } from "~/server/focus/focus.server";
import { MOOD_EMOJI } from "./focus-format";
import { RetryAlert } from "./retry-alert";

// Focus mode's dialogs, all closed when the page loads: they load when it is idle or first wanted.

export type LostState =
  { status: "loading" } | { status: "shown"; reply: string } | { status: "failed" } | null;

/** "I lost focus": the assistant's suggestion for the session, or why there is none, with Retry. */
export function LostDialog({
  lost,
  onClose,
  onRetry,
}: {
  lost: LostState;
  onClose: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={lost !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("focus.lost.close")} data-testid="focus-lost-dialog">
        <DialogTitle>{t("focus.lost.title")}</DialogTitle>
        {lost?.status === "loading" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t("focus.lost.loading")}
          </p>
        ) : lost?.status === "shown" ? (
          <div className="text-sm" data-testid="focus-lost-reply">
            <Markdown text={lost.reply} />
          </div>
        ) : (
          <RetryAlert
            message={t("focus.lost.apology")}
            retryLabel={t("focus.retry")}
            onRetry={onRetry}
            data-testid="focus-lost-failed"
          />
        )}
        <Button type="button" onClick={onClose}>
          {t("focus.lost.close")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before ending the session; the focus goes back to the button that asked. */
export function EndDialog({
  open,
  onOpenChange,
  onEnd,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnd: () => void;
  returnFocus: () => void;
}) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("focus.end.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("focus.end.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("focus.end.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onEnd} data-testid="focus-end-confirm">
            {t("focus.end.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** An ended session from the history, read-only. */
export function SessionDialog({ session, onClose }: { session: FocusSession | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={session !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("focus.history.close")}>
        <DialogTitle>{session?.title}</DialogTitle>
        <p className="text-xs text-muted-foreground">{t("focus.history.readOnly")}</p>
        <p className="text-2xl" aria-label={session ? t(`focus.mood.${session.mood}`) : undefined}>
          {session ? MOOD_EMOJI[session.mood] : null}{" "}
          <span className="text-sm">
            {session ? t("focus.attention.title", { value: session.attention }) : null}
          </span>
        </p>
        <ul className="space-y-1 text-sm">
          {session?.subTasks.map((task) => (
            <li key={task.id} className={cn(task.done && "text-muted-foreground line-through")}>
              {task.done ? "✓ " : "○ "}
              {task.text}
            </li>
          ))}
        </ul>
        {session?.lastPrompts.length ? (
          <ol className="space-y-1 text-xs">
            {session.lastPrompts.map((text, index) => (
              <li key={index} className="rounded bg-muted p-2 font-mono break-words">
                {text}
              </li>
            ))}
          </ol>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
