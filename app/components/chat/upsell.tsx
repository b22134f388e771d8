import { Bot, Check } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useBillingRedirect } from "~/app/components/billing/use-billing-redirect";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";
import type { Country } from "~/core/plans";

const REDIRECT_SECONDS = 3;

/**
 * What a member below Legend sees on /chat-legend (SPEC §2, DESIGN.md D10): what the chat does, an
 * upgrade that starts a Legend checkout, and a visible countdown to /pricing, which they can stop.
 */
export function ChatUpsell({ country }: { country: Country }) {
  const t = useT();
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
    <div className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8" data-testid="chat-upsell">
      <Bot className="mx-auto size-12 text-primary" aria-hidden />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t("chat.upsell.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("chat.upsell.body")}</p>
      <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
        {(["chat.upsell.point1", "chat.upsell.point2", "chat.upsell.point3"] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(key)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6"
        size="lg"
        disabled={pending !== null}
        onClick={() => void go("legend", "/api/v1/billing/checkout", { plan: "legend", country }, "pricing.errors.payment")}
        data-testid="chat-upgrade"
      >
        {t("chat.upsell.upgrade")}
      </Button>
      {!stayed ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          <p role="status" data-testid="chat-countdown">
            {t("chat.upsell.countdown", { seconds: Math.max(seconds, 0) })}
          </p>
          <Button variant="link" size="sm" onClick={() => setStayed(true)}>
            {t("chat.upsell.stay")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
