import { CalendarClock, Gift } from "lucide-react";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { listWeeklyDrops } from "~/server/catalog/drops.server";
import type { Route } from "./+types/new";

await provideAreaMessages(import.meta.glob("/core/messages/{home,legend-library}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, ...(await listWeeklyDrops(await getDb(), locale)) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("new.meta.title"),
    description: t("new.meta.description"),
    path: "/new",
    locale: data?.locale ?? locale,
    origin,
  });
}

export default function NewPrompts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { weeks, nextDropAt, upcoming, starters } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.new") }]} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("new.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("new.subtitle")}</p>
      {nextDropAt ? (
        <p
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium"
          data-testid="next-drop"
        >
          <CalendarClock className="size-4" aria-hidden />{" "}
          {t("new.next", { date: formatLongDate(nextDropAt, locale) })}
        </p>
      ) : null}
      {upcoming.length > 0 ? (
        <section className="mt-8" aria-labelledby="upcoming-drops" data-testid="upcoming-drops">
          <h2 id="upcoming-drops" className="text-xl font-bold tracking-tight">
            {t("new.upcoming.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("new.upcoming.subtitle")}</p>
          <ol className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {upcoming.map((at) => (
              <li
                key={at}
                className="flex flex-col gap-3 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-4"
                data-testid="upcoming-drop"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Gift className="size-4" aria-hidden />
                </span>
                <span className="font-semibold">{formatLongDate(at, locale)}</span>
                <span className="text-sm text-muted-foreground">{t("new.upcoming.hidden")}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="mt-10 space-y-10">
        {weeks.map((week) => (
          <section key={week.weekStart} aria-labelledby={`week-${week.weekStart}`} data-testid="new-week">
            <h2 id={`week-${week.weekStart}`} className="text-xl font-bold tracking-tight">
              {week.isCurrentWeek
                ? t("new.week.current")
                : t("new.week.of", { date: formatLongDate(week.weekStart, locale) })}
            </h2>
            {week.prompts.length > 0 ? (
              <div className="mt-4">
                <PromptGrid prompts={week.prompts} />
              </div>
            ) : (
              <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
                {t("new.week.pending")}
              </p>
            )}
          </section>
        ))}
      </div>
      {starters.length > 0 ? (
        <section className="mt-12" aria-labelledby="new-starters" data-testid="new-starters">
          <h2 id="new-starters" className="text-xl font-bold tracking-tight">
            {t("new.starters.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("new.starters.subtitle")}</p>
          <div className="mt-4">
            <PromptGrid prompts={starters} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
