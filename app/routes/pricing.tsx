import { useState } from "react";
import { Check, Crown, Sparkles } from "lucide-react";
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { CountryPicker } from "~/app/components/billing/country-picker";
import { PlanChangeDialog } from "~/app/components/billing/plan-change";
import { PLAN_FEATURES, PlanFeatureLine } from "~/app/components/billing/plan-features";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { toast } from "~/app/components/ui/toast";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { loader as rootLoader } from "~/app/root";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { countryFromRequest, currencyFor, formatPrice, PRICES, type PaidPlan } from "~/core/plans";
import { planChangeContext } from "~/server/billing/billing.server";
import { tierInForce } from "~/server/billing/subscriptions.server";
import { getDb } from "~/server/database.server";
import { formatLongDate } from "~/core/locale";
import { getPricingFaq } from "~/server/content/content.server";
import type { Route } from "./+types/pricing";
import "~/app/components/billing/messages";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const country = countryFromRequest(request);
  const member = await getCurrentMember(request);
  return {
    locale,
    country,
    currentTier: member ? tierInForce(member.subscription) : null,
    // A member with a paid subscription changes its plan; a second checkout would charge both.
    subscription: member ? await planChangeContext(await getDb(), member.user.id) : null,
    faq: getPricingFaq(locale),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("pricing.meta.title"),
    description: t("pricing.meta.description"),
    path: "/pricing",
    locale: data?.locale ?? locale,
    origin,
  });
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.member);
  const { country, currentTier, faq, subscription } = loaderData;
  const currency = currencyFor(country);
  const { pending, go } = useBillingRedirect();
  const [changing, setChanging] = useState<PaidPlan | null>(null);

  function subscribe(plan: PaidPlan) {
    if (!signedIn) {
      toast.info(t("pricing.loginToSubscribe"));
      navigate(`/login?redirectTo=${encodeURIComponent("/pricing")}`);
      return;
    }
    // A plan this page did not know of (bought in another tab): the change is offered instead.
    void go(plan, "/api/v1/billing/checkout", { plan, country }, "pricing.errors.payment", () =>
      setChanging(plan),
    );
  }

  const plans = [
    { id: "explorer" as const, price: formatPrice(0, currency, locale), highlighted: false },
    {
      id: "creator" as const,
      price: formatPrice(PRICES.creator[currency], currency, locale),
      highlighted: true,
    },
    {
      id: "legend" as const,
      price: formatPrice(PRICES.legend[currency], currency, locale),
      highlighted: false,
    },
  ];
  const current = currentTier === "free" ? "explorer" : currentTier;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t("pricing.title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("pricing.subtitle")}</p>
        <CountryPicker
          className="mt-6"
          country={country}
          onChange={(next) => {
            const search = new URLSearchParams(params);
            search.set("country", next);
            setParams(search, { replace: true, preventScrollReset: true });
          }}
        />
      </div>

      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const isCurrent = current === plan.id;
          return (
            <li
              key={plan.id}
              id={`plan-${plan.id}`}
              data-testid={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
                plan.highlighted ? "border-primary ring-2 ring-primary lg:scale-[1.03]" : "border-border",
              )}
            >
              {plan.highlighted ? (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">
                  <Sparkles aria-hidden /> {t("pricing.mostPopular")}
                </Badge>
              ) : null}
              <h2 className="flex items-center gap-2 text-xl font-bold">
                {plan.id === "legend" ? <Crown className="size-5 text-amber-500" aria-hidden /> : null}
                {t(`plan.${plan.id}.name`)}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`plan.${plan.id}.tagline`)}</p>
              <p className="mt-6">
                <span className="text-4xl font-extrabold tracking-tight" data-testid={`price-${plan.id}`}>
                  {plan.price}
                </span>
                <span className="text-muted-foreground">{t("pricing.perMonth")}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {PLAN_FEATURES[plan.id].map((line) => (
                  <li key={line[0]!.key} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />{" "}
                    <PlanFeatureLine features={line} />
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                {isCurrent && subscription?.scheduledTier ? (
                  <Button className="w-full" variant="outline" onClick={() => setChanging(subscription.tier)}>
                    {t("pricing.keep", { plan: t(`plan.${subscription.tier}.name`) })}
                  </Button>
                ) : isCurrent ? (
                  <p
                    className="rounded-md bg-muted px-3 py-2 text-center text-sm font-medium"
                    data-testid="current-plan"
                  >
                    {t("pricing.currentPlan")}
                  </p>
                ) : subscription && subscription.scheduledTier === plan.id ? (
                  <p
                    className="rounded-md bg-muted px-3 py-2 text-center text-sm font-medium"
                    data-testid="scheduled-plan"
                  >
                    {t("pricing.startsOn", { date: formatLongDate(subscription.periodEnd, locale) })}
                  </p>
                ) : subscription && plan.id !== "explorer" ? (
                  <Button
                    className="w-full"
                    variant={plan.highlighted ? "default" : "outline"}
                    onClick={() => setChanging(plan.id as PaidPlan)}
                  >
                    {t("pricing.change", { plan: t(`plan.${plan.id}.name`) })}
                  </Button>
                ) : plan.id === "explorer" ? (
                  signedIn ? null : (
                    <Button asChild variant="outline" className="w-full">
                      <Link to="/login?tab=signup">{t("pricing.free.cta")}</Link>
                    </Button>
                  )
                ) : (
                  <Button
                    className="w-full"
                    variant={plan.highlighted ? "default" : "outline"}
                    disabled={pending !== null}
                    onClick={() => subscribe(plan.id as PaidPlan)}
                  >
                    {pending === plan.id
                      ? t("pricing.starting")
                      : t("pricing.subscribe", { plan: t(`plan.${plan.id}.name`) })}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <PlanChangeDialog
        key={changing ?? "closed"}
        plan={changing}
        periodEnd={subscription?.periodEnd ?? null}
        onOpenChange={(open) => (open ? undefined : setChanging(null))}
      />
      <p className="mt-8 text-center text-sm text-muted-foreground">{t("pricing.guarantee")}</p>

      <section className="mx-auto mt-16 max-w-3xl" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq" className="text-2xl font-bold tracking-tight">
          {t("pricing.faq.title")}
        </h2>
        <dl className="mt-6 divide-y divide-border rounded-xl border border-border">
          {faq.questions.map((item) => (
            <div key={item.question} className="p-5">
              <dt className="font-semibold">{item.question}</dt>
              <dd
                className="prose-sm mt-2 text-muted-foreground [&_p+p]:mt-2"
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
