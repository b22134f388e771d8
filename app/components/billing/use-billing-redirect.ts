import { useState } from "react";
import { toast } from "~/app/components/ui/toast";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";

/**
 * Posts to a billing endpoint that answers `{url}` and sends the browser there (Stripe Checkout,
 * the portal, or their local test pages). `pending` tells which button is waiting. A member who
 * already has a plan is refused a second checkout; `onHasPlan` then offers the change instead.
 */
export function useBillingRedirect() {
  const t = useT();
  const [pending, setPending] = useState<string | null>(null);

  async function go(
    key: string,
    endpoint: string,
    body: unknown,
    fallback: MessageKey,
    onHasPlan?: () => void,
  ) {
    setPending(key);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      const payload = (await response.json().catch(() => ({}))) as { url?: string; code?: string };
      if (response.status === 409 && payload.code === "has-subscription" && onHasPlan) {
        setPending(null);
        onHasPlan();
        return;
      }
      if (!response.ok || !payload.url) {
        toast.error(t(response.status === 400 ? "pricing.errors.invalidPlan" : fallback));
        setPending(null);
        return;
      }
      window.location.assign(payload.url);
    } catch {
      toast.error(t(fallback));
      setPending(null);
    }
  }

  return { pending, go };
}
