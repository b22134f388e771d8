import { BadgeCheck } from "lucide-react";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { useT } from "~/app/i18n/use-locale";
import "~/app/components/billing/messages";

/** Shown beside a premium prompt to a member whose plan includes it. */
export function SubscribedCard({ tier }: { tier: "creator" | "legend" }) {
  const t = useT();
  const { pending, go } = useBillingRedirect();
  return (
    <Card className="border-emerald-500/50" data-testid="subscribed-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgeCheck className="size-4 text-emerald-600" aria-hidden />
          {t("subscription.subscribedCard.title", { plan: t(`plan.${tier}.name`) })}
        </CardTitle>
        <CardDescription>{t("subscription.subscribedCard.body")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          size="sm"
          disabled={pending !== null}
          onClick={() => void go("portal", "/api/v1/billing/portal", {}, "pricing.errors.portal")}
        >
          {pending ? t("auth.processing") : t("subscription.manage")}
        </Button>
      </CardContent>
    </Card>
  );
}
