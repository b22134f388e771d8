import "./messages";
import { CheckCircle2, Flag, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from "~/app/components/ui/dialog";
import { Textarea } from "~/app/components/ui/textarea";
import { useT } from "~/app/i18n/use-locale";
import { REPORT_REASON_MAX, type ReportTarget } from "~/core/forms/community";
import { communityRequest } from "./community-api";
import type { CommunityViewer } from "./community-gate";

/**
 * "Report" on a comment or a member's prompt: a small dialog asking why. The typed reason lives
 * here, not in the dialog, so closing it or a failed request keeps it; Retry sends it again
 * (docs/decisions/0009). Only members who take part see it.
 */
export function ReportButton({
  targetType,
  targetId,
  viewer,
}: {
  targetType: ReportTarget;
  targetId: number;
  viewer: CommunityViewer;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!viewer.canTakePart) return null;
  const length = reason.trim().length;
  const title = t(
    targetType === "comment"
      ? "community.report.comment"
      : targetType === "example"
        ? "community.report.example"
        : "community.report.prompt",
  );

  async function send() {
    if (length === 0) return setRefusal(t("community.report.empty"));
    if (length > REPORT_REASON_MAX) return setRefusal(t("community.report.tooLong"));
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    const answer = await communityRequest("POST", "/reports", {
      targetType,
      targetId,
      reason: reason.trim(),
    });
    setBusy(false);
    if (answer.kind === "ok") {
      setSent(true);
      setReason("");
    } else if (answer.kind === "failed") setFailure(answer.failure);
    else setRefusal(t("community.error", { error: answer.error }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSent(false);
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          aria-label={title}
          data-testid={`report-${targetType}`}
        >
          <Flag aria-hidden /> {t("community.report")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("community.report.close")} data-testid="report-dialog">
        <DialogTitle>{title}</DialogTitle>
        {sent ? (
          <>
            <p role="status" className="flex items-start gap-2 text-sm" data-testid="report-sent">
              <CheckCircle2
                className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
                aria-hidden
              />
              {t("community.report.sent")}
            </p>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("community.report.close")}
                </Button>
              </DialogClose>
            </div>
          </>
        ) : (
          <form onSubmit={submit} className="space-y-3" data-testid="report-form">
            <label htmlFor={id} className="text-sm font-medium">
              {t("community.report.reason")}
            </label>
            <Textarea
              id={id}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t("community.report.reasonPlaceholder")}
              maxLength={REPORT_REASON_MAX + 100}
              minHeight="sm"
              autoFocus
              aria-describedby={`${id}-count`}
              aria-invalid={length > REPORT_REASON_MAX || undefined}
            />
            <p
              id={`${id}-count`}
              className={
                length > REPORT_REASON_MAX ? "text-xs text-destructive" : "text-xs text-muted-foreground"
              }
            >
              {t("community.report.characters", { count: length, max: REPORT_REASON_MAX })}
            </p>
            {refusal ? (
              <p role="alert" className="text-sm text-destructive" data-testid="report-refusal">
                {refusal}
              </p>
            ) : null}
            <ActionFailureAlert
              failure={failure}
              onRetry={() => void send()}
              busy={busy}
              what={t("community.report.notSent")}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {t("community.report.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {busy ? t("community.report.sending") : t("community.report.submit")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
