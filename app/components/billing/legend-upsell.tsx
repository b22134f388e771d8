import { Check } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { Button } from "~/app/components/ui/button";
import type { Country } from "~/core/plans";

const REDIRECT_SECONDS = 3;

export interface LegendUpsellTexts {
  title: string;
  body: string;
  points: string[];
  upgrade: string;
  countdown: (seconds: number) => string;
  stay: string;
}

/**
 * What a member below Legend sees on a Legend tool's page: what the tool
 * does, an upgrade that starts a Legend checkout, and a visible countdown to /pricing, which they
 * can stop. `name` prefixes the test ids (`chat-upsell`, `locker-countdown`…).
 */
export function LegendUpsell({
  name,
  icon,
  country,
  texts,
}: {
  name: string;
  icon: ReactNode;
  country: Country;
  texts: LegendUpsellTexts;
}) {
  const navigate = useNavigate();
  const { pending, go } = useBillingRedirect();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [stayed, setStayed] = useState(false);

  useEffect(() => {
    if (stayed || pending) return;
    if (seconds <= 0) {
      navigate("/pricing");
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds, stayed, pending, navigate]);

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
          void go("legend", "/api/v1/billing/checkout", { plan: "legend", country }, "pricing.errors.payment")
        }
        data-testid={`${name}-upgrade`}
      >
        {texts.upgrade}
      </Button>
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
    </div>
  );
}
