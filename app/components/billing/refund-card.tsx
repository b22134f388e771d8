import { Loader2, RotateCcw, Undo2 } from "lucide-react";
import { useCallback } from "react";
import { useFetcher } from "react-router";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Alert } from "~/app/components/ui/alert";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate } from "~/core/locale";
import { formatPrice } from "~/core/plans";
import type { RefundFormResult } from "~/server/billing/refund-form.server";
import type { RefundOffer } from "~/server/billing/refunds.server";
import "~/app/components/billing/messages";

const REFUSALS: Record<Exclude<RefundFormResult, { ok: true }>["code"], MessageKey> = {
  "payment-not-found": "refund.errors.notFound",
  "already-refunded": "refund.errors.alreadyRefunded",
  "window-passed": "refund.errors.windowPassed",
  "not-first-payment": "refund.errors.notFirst",
  "refund-in-progress": "refund.errors.inProgress",
  "refund-failed": "refund.errors.failed",
};

/**
 * The money-back guarantee on the subscription tab: while the member's first payment is less than
 * 7 days old, "Request a refund" (after a confirmation saying what happens); afterwards, a line
 * saying why there is none. Posts to the page's own action (docs/decisions/0009).
 */
export function RefundCard({ offer }: { offer: RefundOffer | null }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<RefundFormResult | ActionFailure>({ key: "refund" });
  const submit = useCallback(() => {
    if (!offer) return;
    void fetcher.submit(
      { intent: "refund", paymentId: String(offer.payment.id) },
      { method: "post", preventScrollReset: true },
    );
  }, [fetcher, offer]);
  if (!offer) return null;

  const amount = formatPrice(offer.payment.amount, offer.payment.currency, locale);
  const paidOn = formatLongDate(offer.payment.paidAt, locale);
  const plan = t(`plan.${offer.payment.plan}.name`);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const answer = isActionFailure(result) ? undefined : result;

  if (answer?.ok || offer.refundedAt) {
    return (
      <Alert variant="success" className="mt-4" data-testid="refund-done">
        <Undo2 aria-hidden />
        <p>
          {answer?.ok
            ? t("refund.done", { amount: formatPrice(answer.amount, answer.currency, locale) })
            : t("refund.refunded", { amount, date: formatLongDate(offer.refundedAt!, locale) })}
        </p>
      </Alert>
    );
  }

  if (!offer.eligible) {
    return (
      <p className="mt-4 px-1 text-sm text-muted-foreground" data-testid="refund-unavailable">
        {t("refund.windowPassed", { date: paidOn, until: formatLongDate(offer.until, locale) })}
      </p>
    );
  }

  return (
    <Card className="mt-4" data-testid="refund-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Undo2 className="size-4" aria-hidden /> {t("refund.title")}
        </CardTitle>
        <CardDescription>
          {t("refund.body", { amount, date: paidOn, until: formatLongDate(offer.until, locale) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ActionFailureAlert failure={result} onRetry={submit} busy={busy} what={t("refund.notDone")} />
        {answer && !answer.ok ? (
          <Alert variant="destructive" data-testid="refund-error">
            <div className="flex flex-1 flex-wrap items-center gap-3">
              <p className="min-w-0 flex-1">{t(REFUSALS[answer.code])}</p>
              {answer.code === "refund-failed" ? (
                <Button type="button" variant="outline" size="sm" onClick={submit} disabled={busy}>
                  <RotateCcw aria-hidden /> {t("actionFailure.retry")}
                </Button>
              ) : null}
            </div>
          </Alert>
        ) : null}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" size="sm" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Undo2 aria-hidden />}
              {busy ? t("refund.sending") : t("refund.request")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("refund.confirm.title", { amount })}</AlertDialogTitle>
              <AlertDialogDescription>{t("refund.confirm.money", { amount })}</AlertDialogDescription>
            </AlertDialogHeader>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>{t("refund.confirm.planEnds", { plan })}</li>
              <li>{t("refund.confirm.keeps")}</li>
              <li>{t("refund.confirm.once")}</li>
            </ul>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("refund.confirm.cancel", { plan })}</AlertDialogCancel>
              <AlertDialogAction onClick={submit}>{t("refund.confirm.submit", { amount })}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
