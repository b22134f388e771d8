import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ActionFailureAlert } from "~/app/components/layout/action-failure";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";

interface OwnedPrompt {
  id: number;
  title: string;
  isPublished: boolean;
}

type Size = "sm" | "default";

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

export function EditLink({ id, size = "default" }: { id: number; size?: Size }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size={size}>
      <Link to={`/prompt/${id}/edit`} data-testid="edit-prompt">
        <Pencil aria-hidden /> {t("prompt.owner.edit")}
      </Link>
    </Button>
  );
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
  return (
    <>
      <fetcher.Form ref={form} method="post" hidden>
        <input type="hidden" name="promptId" value={prompt.id} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </fetcher.Form>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="ghost-destructive" size={size} data-testid="delete-prompt">
            <Trash2 aria-hidden /> {t("prompt.owner.delete")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("prompt.owner.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("prompt.owner.deleteBody", { title: prompt.title })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("prompt.owner.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              data-testid="confirm-delete-prompt"
              onClick={() => form.current?.requestSubmit()}
            >
              {t("prompt.owner.deleteConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
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
