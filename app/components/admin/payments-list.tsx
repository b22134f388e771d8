import { Loader2, Undo2 } from "lucide-react";
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
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatPrice } from "~/core/plans";
import type { PaymentView } from "~/server/billing/refunds.server";
import { formatDate } from "./format";
import { useAdminFetcher } from "./use-admin-fetcher";

/** A member's payments under their row: each with its refund state, and Refund while within its 7 days. */
export function PaymentsList({ email, payments }: { email: string; payments: PaymentView[] }) {
  const t = useT();
  return (
    <details className="mt-3 rounded-lg border text-sm" data-testid="admin-user-payments">
      <summary className="cursor-pointer px-3 py-2 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {t("admin.payments.title", { count: payments.length })}
      </summary>
      <ul className="divide-y border-t">
        {payments.map((payment) => (
          <PaymentRow key={payment.id} email={email} payment={payment} />
        ))}
      </ul>
    </details>
  );
}

function PaymentRow({ email, payment }: { email: string; payment: PaymentView }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useAdminFetcher(`refund-payment-${payment.id}`);
  const busy = fetcher.state !== "idle";
  const amount = formatPrice(payment.amount, payment.currency, locale);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
      data-testid="admin-payment"
      data-payment-id={payment.id}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium tabular-nums">{amount}</span>
        <span>{t(`plan.${payment.plan}.name`)}</span>
        <span className="text-muted-foreground">{formatDate(payment.paidAt, locale)}</span>
        {payment.first ? <Badge variant="outline">{t("admin.payments.first")}</Badge> : null}
      </span>
      {payment.refundedAt ? (
        <Badge variant="secondary">
          {t("admin.payments.refundedOn", { date: formatDate(payment.refundedAt, locale) })}
        </Badge>
      ) : payment.refund.eligible ? (
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-muted-foreground">
            {t("admin.payments.refundUntil", { date: formatDate(payment.refund.until, locale) })}
          </span>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" size="sm" variant="outline" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Undo2 aria-hidden />}
                {t("admin.payments.refund")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("admin.payments.confirmTitle", { amount, email })}</AlertDialogTitle>
                <AlertDialogDescription>{t("admin.payments.confirmBody")}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t("admin.cancel")}</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    fetcher.submit(
                      { intent: "refund-payment", target: String(payment.id) },
                      { method: "post", preventScrollReset: true },
                    )
                  }
                >
                  {t("admin.payments.refund")}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">{t("admin.payments.windowPassed")}</span>
      )}
    </li>
  );
}
