import { Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Textarea } from "~/app/components/ui/textarea";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { COMMENT_MAX } from "~/core/forms/community";
import { formatLongDate } from "~/core/locale";
import type { CommunityAnswer } from "./community-api";

/**
 * Writes a comment, a reply or an edit. What is typed stays in the box until the server has it:
 * offline or on a server error the box keeps it and Retry sends it again (docs/decisions/0009).
 */
export function CommentForm({
  label,
  submitLabel,
  initial = "",
  onSubmit,
  onCancel,
  notDone,
  autoFocus = false,
  testId,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (body: string) => Promise<CommunityAnswer<unknown>>;
  onCancel?: () => void;
  /** what did not happen, said with the failure */
  notDone: string;
  autoFocus?: boolean;
  testId: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = body.trim().length;

  async function send() {
    if (length === 0) return setRefusal(t("community.comment.empty"));
    if (length > COMMENT_MAX) return setRefusal(t("community.comment.tooLong"));
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    const answer = await onSubmit(body);
    setBusy(false);
    if (answer.kind === "ok") {
      if (!initial) setBody("");
    } else if (answer.kind === "failed") setFailure(answer.failure);
    else if (answer.code === "comment_limit")
      setRefusal(t("community.comment.limit", { minutes: Math.ceil((answer.retryAfter ?? 60) / 60) }));
    else if (answer.code === "edit_window_closed") setRefusal(t("community.comment.editClosed"));
    else if (answer.code === "posting_banned" && answer.until)
      setRefusal(t("community.postingBanned", { date: formatLongDate(answer.until, locale) }));
    else setRefusal(t("community.error", { error: answer.error }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={submit} className="space-y-2" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        name="body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={t("community.comment.placeholder")}
        maxLength={COMMENT_MAX + 200}
        minHeight="sm"
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint`}
        aria-invalid={length > COMMENT_MAX || undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span id={`${id}-hint`}>{t("community.comment.hint")}</span>
        <span className={length > COMMENT_MAX ? "text-destructive" : undefined}>
          {t("community.comment.characters", { count: length, max: COMMENT_MAX })}
        </span>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive" data-testid="comment-refusal">
          {refusal}
        </p>
      ) : null}
      <ActionFailureAlert failure={failure} onRetry={() => void send()} busy={busy} what={notDone} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? t("community.comment.posting") : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t("community.comment.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
