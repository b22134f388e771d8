import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { requireMember } from "~/server/accounts/require-member.server";
import { tierInForce } from "~/server/billing/subscriptions.server";
import { appClock } from "~/server/jobs/clock.server";
import type { Route } from "./+types/subscription-success";
import "~/app/components/billing/messages";

const RECHECK_MS = 1_500;
const PATIENCE_CHECKS = 8;

/** Re-checks the subscription on load; a Stripe webhook may land a moment after the redirect. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { locale: localeFromRequest(request), tier: tierInForce(member.subscription, appClock.now()) };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("success.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function SubscriptionSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  const { tier } = loaderData;
  const waiting = tier === "free";

  useEffect(() => {
    if (!waiting || checks >= PATIENCE_CHECKS) return;
    const timer = setTimeout(() => {
      setChecks((count) => count + 1);
      void revalidator.revalidate();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [waiting, checks, revalidator]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          {waiting ? (
            <Loader2 className="size-12 animate-spin text-primary" aria-hidden />
          ) : (
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
          )}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight" aria-live="polite">
            {waiting ? t("success.waiting") : t("success.title")}
          </h1>
          <CardDescription className="text-base">
            {waiting
              ? checks >= PATIENCE_CHECKS
                ? t("success.slow")
                : null
              : t("success.body", { plan: t(`plan.${tier}.name`) })}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">{t("success.home")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/account?tab=subscription">{t("success.account")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
