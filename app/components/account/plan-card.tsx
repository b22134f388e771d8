import { Crown } from "lucide-react";
import { Link } from "react-router";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { formatLongDate } from "~/core/locale";
import type { PlanSummary } from "~/core/plans";
import { useLocale, useT } from "~/app/i18n/use-locale";
import "~/app/components/billing/messages";

/** The member's plan: status, renewal or end date, and the way to manage it. */
export function PlanCard({ plan, headingLevel = 3 }: { plan: PlanSummary; headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const { pending, go } = useBillingRedirect();
  const paid = plan.tier !== "free";
  const date = plan.periodEnd ? formatLongDate(plan.periodEnd, locale) : null;
  const status = !paid
    ? t("subscription.status.free")
    : plan.granted
      ? t("subscription.status.granted")
      : plan.cancelAtPeriodEnd
        ? t("subscription.status.canceling")
        : plan.status === "past_due"
          ? t("subscription.status.pastDue")
          : t("subscription.status.active");

  return (
    <Card data-testid="plan-card">
      <CardHeader>
        <CardTitle level={headingLevel} className="flex items-center gap-2">
          <Crown className="size-4 text-amber-500" aria-hidden /> {t("subscription.status.title")}
        </CardTitle>
        {paid ? null : <CardDescription>{t("profile.subscription.freeBody")}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("subscription.plan")}</dt>
          <dd className="font-semibold" data-testid="plan-name">
            {plan.tier === "free" ? t("profile.subscription.free") : t(`plan.${plan.tier}.name`)}
          </dd>
          <dt className="text-muted-foreground">{t("subscription.status")}</dt>
          <dd>{status}</dd>
        </dl>
        {paid && date ? (
          <p className="text-sm" data-testid="plan-date">
            {plan.cancelAtPeriodEnd || plan.granted
              ? t("subscription.endsOn", { date })
              : t("subscription.renewsOn", { date })}
          </p>
        ) : null}
        {plan.granted ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">{t("subscription.keepPlan")}</Link>
          </Button>
        ) : paid ? (
          <Button
            size="sm"
            variant="outline"
            disabled={pending !== null}
            onClick={() => void go("portal", "/api/v1/billing/portal", {}, "pricing.errors.portal")}
          >
            {pending ? t("auth.processing") : t("subscription.manage")}
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link to="/pricing">{t("profile.subscription.upgrade")}</Link>
          </Button>
        )}
      </CardContent>
      <p className="px-6 pb-6 text-xs text-muted-foreground">{t("settings.subscription.guarantee")}</p>
    </Card>
  );
}
