import { Bot } from "lucide-react";
import { LegendUpsell } from "~/app/components/billing/legend-upsell";
import { useT } from "~/app/i18n/use-locale";
import type { Country } from "~/core/plans";

/** The chat's upsell for members below Legend: upgrade, or /pricing after 3 s. */
export function ChatUpsell({ country }: { country: Country }) {
  const t = useT();
  return (
    <LegendUpsell
      name="chat"
      country={country}
      icon={<Bot className="mx-auto size-12 text-primary" aria-hidden />}
      texts={{
        title: t("chat.upsell.title"),
        body: t("chat.upsell.body"),
        points: [t("chat.upsell.point1"), t("chat.upsell.point2"), t("chat.upsell.point3")],
        upgrade: t("chat.upsell.upgrade"),
        countdown: (seconds) => t("chat.upsell.countdown", { seconds }),
        stay: t("chat.upsell.stay"),
      }}
    />
  );
}
