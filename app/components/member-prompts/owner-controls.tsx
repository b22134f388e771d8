import { Eye, EyeOff, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ActionFailureAlert } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { DeletePromptDialog } from "./delete-prompt-dialog";
import { importAgain } from "~/app/loading/import-again";
import { loadOnce } from "~/app/loading/load-once";

interface OwnedPrompt {
  id: number;
  title: string;
  isPublished: boolean;
}

export type Size = "sm" | "default";

/**
 * Publish or make private: a form, so it works before the page's script has loaded. It posts to the
 * page the member is on (its action hands these intents to handleOwnerIntent) through a fetcher, so
 * a request that gets no answer leaves the member where they are, told so, with Retry.
 */
export function PublishButton({
  prompt,
  redirectTo,
  size = "default",
}: {
  prompt: OwnedPrompt;
  redirectTo: string;
  size?: Size;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // A refusal the server meant (an admin hid the prompt on a report) is said beside the button.
  const answer: unknown = fetcher.data;
  const refusal =
    !busy && answer && typeof answer === "object" && "formError" in answer
      ? (answer as { formError?: MessageKey }).formError
      : undefined;
  return (
    <>
      <fetcher.Form ref={form} method="post">
        <input type="hidden" name="promptId" value={prompt.id} />
        <input type="hidden" name="intent" value={prompt.isPublished ? "unpublish" : "publish"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button
          type="submit"
          size={size}
          variant={prompt.isPublished ? "outline" : "default"}
          disabled={busy}
          data-testid="publish-toggle"
        >
          {prompt.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {prompt.isPublished ? t("prompt.owner.unpublish") : t("prompt.owner.publish")}
        </Button>
      </fetcher.Form>
      <ActionFailureAlert
        failure={fetcher.data}
        busy={busy}
        onRetry={() => {
          // A redirect after success leaves a fetcher's last data in place: forget the failure first.
          fetcher.reset();
          form.current?.requestSubmit();
        }}
        className="basis-full"
      />
      {refusal ? (
        <p role="alert" className="basis-full text-sm text-destructive" data-testid="publish-refusal">
          {t(refusal)}
        </p>
      ) : null}
    </>
  );
}

type DeleteDialog = typeof DeletePromptDialog;

// The confirmation (with the dialog's code, about 2 KB of gzipped JavaScript) loads when the page
// is first idle, or when the button is pointed at, focused or pressed: the edit page and the owner
// bar load without it, and it still opens offline on a page that was loaded online.
const deleteDialog = loadOnce(() =>
  importAgain(() => import("./delete-prompt-dialog")).then((module) => module.DeletePromptDialog),
);

/**
 * The confirmation's code and Radix's dialogs, for a page that shows Delete at once (the owner
 * bar): loaded with it, Delete asks before deleting even if the connection drops right after.
 */
export async function loadDeleteConfirmation(): Promise<void> {
  await deleteDialog.load();
  // Here by now, with the confirmation: imported so, it stays out of the pages that list prompts.
  const { loadDialogs } = await importAgain(() => import("~/app/components/ui/dialog-root"));
  await loadDialogs();
}

/** Delete, after a confirmation that names the prompt and what goes with it. */
export function DeletePromptButton({
  prompt,
  redirectTo,
  size = "default",
}: {
  prompt: OwnedPrompt;
  redirectTo: string;
  size?: Size;
}) {
  const t = useT();
  const fetcher = useFetcher();
  // A form rendered with the page, so its route is known before the member goes offline.
  const form = useRef<HTMLFormElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const [Dialog, setDialog] = useState<DeleteDialog | null>(() => deleteDialog.current() ?? null);
  const [open, setOpen] = useState(false);

  function load(then?: () => void) {
    deleteDialog.load().then(
      (loaded) => {
        setDialog(() => loaded);
        then?.();
      },
      // Offline before the page was ever idle: the dialog stays closed, and the next press tries again.
      () => {},
    );
  }
  useEffect(() => {
    if (Dialog) return;
    const idle =
      typeof requestIdleCallback === "function" ? requestIdleCallback(() => load(), { timeout: 4000 }) : null;
    const timer = idle === null ? setTimeout(() => load(), 1000) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [Dialog]);

  return (
    <>
      <fetcher.Form ref={form} method="post" hidden>
        <input type="hidden" name="promptId" value={prompt.id} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </fetcher.Form>
      {/* The attributes a dialog's trigger has (dialog-root.tsx), before the dialog has loaded too. */}
      <Button
        ref={trigger}
        type="button"
        variant="ghost-destructive"
        size={size}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onPointerEnter={() => load()}
        onFocus={() => load()}
        onClick={() => load(() => setOpen(true))}
        data-testid="delete-prompt"
      >
        <Trash2 aria-hidden /> {t("prompt.owner.delete")}
      </Button>
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          title={prompt.title}
          onConfirm={() => form.current?.requestSubmit()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      ) : null}
      <ActionFailureAlert
        failure={fetcher.data}
        busy={fetcher.state !== "idle"}
        onRetry={() => {
          // A redirect after success leaves a fetcher's last data in place: forget the failure first.
          fetcher.reset();
          form.current?.requestSubmit();
        }}
        className="basis-full"
      />
    </>
  );
}
