import { Check } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { CountryPicker } from "~/app/components/billing/country-picker";
import { PlanChangeDialog } from "~/app/components/billing/plan-change";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { Button } from "~/app/components/ui/button";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { currencyFor, formatPrice, PRICES, type Country } from "~/core/plans";
import "~/app/components/billing/messages";

const REDIRECT_SECONDS = 3;

export interface LegendUpsellTexts {
  title: string;
  body: string;
  points: string[];
  upgrade: string;
  countdown: (seconds: number) => string;
  stay: string;
}

/** What the member pays for now, as POST /api/v1/subscription/check answers it. */
interface PlanInForce {
  tier: "free" | "creator" | "legend";
  periodEnd: string | null;
}

/**
 * What a member below Legend sees on a Legend tool's page: what the tool does, an upgrade that
 * starts a Legend checkout, and a visible countdown to /pricing, which they can stop. A Creator
 * already pays: they are offered the change to Legend on the same subscription instead, explained
 * before anything is charged (PlanChangeDialog). `name` prefixes the test ids (`chat-upsell`,
 * `locker-countdown`…).
 */
export function LegendUpsell({
  name,
  icon,
  country: initialCountry,
  texts,
}: {
  name: string;
  icon: ReactNode;
  country: Country;
  texts: LegendUpsellTexts;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  // The plans page's choice of prices, which the member can change here too.
  const [country, setCountry] = useState(initialCountry);
  const currency = currencyFor(country);
  const { pending, go } = useBillingRedirect();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [stayed, setStayed] = useState(false);
  const [plan, setPlan] = useState<PlanInForce | null>(null);
  const [changing, setChanging] = useState(false);

  // The page is the same for every member below Legend; which of them already pays is asked here.
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/v1/subscription/check", { method: "POST", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as {
          subscription_tier: PlanInForce["tier"];
          subscription_end: string | null;
        };
        setPlan({ tier: body.subscription_tier, periodEnd: body.subscription_end });
      })
      // Without the answer the button starts a checkout, which sends a member with a plan here too.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const changes = plan?.tier === "creator";
  // Once the change is on screen the page stays put, whether or not they confirm it.
  const openChange = () => {
    setStayed(true);
    setChanging(true);
  };

  useEffect(() => {
    if (stayed || pending || changing) return;
    if (seconds <= 0) {
      navigate("/pricing");
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds, stayed, pending, changing, navigate]);

  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
      data-testid={`${name}-upsell`}
    >
      {icon}
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{texts.title}</h1>
      <p className="mt-2 text-muted-foreground">{texts.body}</p>
      <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
        {texts.points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {point}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6"
        size="lg"
        disabled={pending !== null}
        onClick={() =>
          changes
            ? openChange()
            : void go(
                "legend",
                "/api/v1/billing/checkout",
                { plan: "legend", country },
                "pricing.errors.payment",
                openChange,
              )
        }
        data-testid={`${name}-upgrade`}
      >
        {changes ? t("pricing.change", { plan: t("plan.legend.name") }) : texts.upgrade}
      </Button>
      {changes ? null : (
        <div className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
          <p data-testid={`${name}-price`}>
            <span className="font-semibold">{formatPrice(PRICES.legend[currency], currency, locale)}</span>
            <span className="text-muted-foreground">{t("pricing.perMonth")}</span>
          </p>
          <CountryPicker
            country={country}
            onChange={(next) => {
              setStayed(true);
              setCountry(next);
            }}
          />
        </div>
      )}
      {!stayed ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          <p role="status" data-testid={`${name}-countdown`}>
            {texts.countdown(Math.max(seconds, 0))}
          </p>
          <Button variant="link" size="sm" onClick={() => setStayed(true)}>
            {texts.stay}
          </Button>
        </div>
      ) : null}
      <PlanChangeDialog
        key={changing ? "legend" : "closed"}
        plan={changing ? "legend" : null}
        periodEnd={plan?.periodEnd ?? null}
        onOpenChange={(open) => setChanging(open)}
      />
    </div>
  );
}
