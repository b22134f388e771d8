import { Clock } from "lucide-react";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localSupportHours } from "~/core/support-hours";
import { cn } from "~/app/components/ui/cn";
import { dateFormat } from "~/core/intl";

/**
 * The support hours as the product states them (New York's), the same hours on the reader's clock,
 * and whether the team answers live now; outside the hours, that the answer comes by mail too.
 */
export function SupportHours({
  now,
  openNow,
  nextOpening,
  email,
  timeZone,
}: {
  /** the server's time when the page was made */
  now: string;
  openNow: boolean;
  nextOpening: string;
  email: string;
  timeZone: string;
}) {
  const t = useT();
  const locale = useLocale();
  const hours = localSupportHours(locale, new Date(now), timeZone);
  const back = dateFormat(locale, {
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(nextOpening));
  return (
    <section
      aria-labelledby="support-hours-title"
      className="rounded-xl border border-border bg-card p-4 text-sm"
      data-testid="support-hours"
    >
      <h2 id="support-hours-title" className="flex items-center gap-2 font-semibold">
        <Clock className="size-4 text-primary" aria-hidden /> {t("support.hours.title")}
      </h2>
      <p className="mt-2">{t("support.hours.official")}</p>
      <p className="mt-1 text-muted-foreground" data-testid="support-hours-local">
        {t("support.hours.local", {
          zone: hours.zone,
          days: t("support.hours.days", { from: hours.fromDay, to: hours.toDay }),
          opens: hours.opens,
          closes: hours.closes,
        })}
      </p>
      <p
        className={cn(
          "mt-3 flex gap-2 rounded-lg p-2.5",
          openNow ? "bg-emerald-500/10 text-emerald-900 dark:text-emerald-200" : "bg-muted",
        )}
        data-testid="support-availability"
        data-open={openNow}
      >
        <span
          className={cn(
            "mt-1.5 size-2 shrink-0 rounded-full",
            openNow ? "bg-emerald-600" : "bg-muted-foreground",
          )}
          aria-hidden
        />
        <span>
          {openNow ? t("support.hours.open") : t("support.hours.closed", { email })}
          {openNow ? null : <> {t("support.hours.next", { when: back })}</>}
        </span>
      </p>
    </section>
  );
}
