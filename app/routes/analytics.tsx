import { BarChart3, Check, Flame } from "lucide-react";
import { Suspense, useMemo, type ReactNode } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { Link } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import type { ActivitySeries } from "~/app/components/insights/activity-chart";
import { RecommendationGrid } from "~/app/components/insights/recommendation-grid";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { provideAreaMessages, translator, type Translate } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localeFromRequest, type Locale } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { pageGate } from "~/server/entitlements/page-gates";
import { getMemberAnalytics, type MemberAnalytics } from "~/server/insights/analytics.server";
import { getRecommendations } from "~/server/insights/recommendations.server";
import { appClock } from "~/server/jobs/clock.server";
import type { Route } from "./+types/analytics";
import { importAgain } from "~/app/loading/import-again";
import { dateFormat, numberFormat } from "~/core/intl";

await provideAreaMessages(import.meta.glob("/core/messages/insights.{en,pt}.ts"));

// chartist comes with this page only, in its own chunk, after the page is shown.
const ActivityChart = lazyWhenOnline(() =>
  importAgain(() => import("~/app/components/insights/activity-chart")),
);

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "analytics");
  if (!gate.open) return { access: gate.fallback, locale };
  const days = new URL(request.url).searchParams.get("days") === "90" ? 90 : 30;
  try {
    const db = await getDb();
    const now = appClock.now();
    const [analytics, recommendations] = await Promise.all([
      getMemberAnalytics(db, member.user.id, { days, locale, now }),
      getRecommendations(db, member.viewer, { locale, now }),
    ]);
    return { access: "analytics" as const, locale, analytics, recommendations };
  } catch (error) {
    console.error("Could not load analytics:", error instanceof Error ? error.message : error);
    return { access: "error" as const, locale, days };
  }
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("analytics.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "teaser") return <Teaser />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("analytics.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("analytics.subtitle")}</p>
        </div>
        <PeriodSwitch
          days={loaderData.access === "analytics" ? loaderData.analytics.days : loaderData.days}
        />
      </div>
      {loaderData.access === "error" ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-destructive/50 p-6"
          data-testid="analytics-error"
        >
          <p className="font-semibold">{t("analytics.error")}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to={`/analytics?days=${loaderData.days}`} reloadDocument>
              {t("analytics.retry")}
            </Link>
          </Button>
        </div>
      ) : (
        <Insights analytics={loaderData.analytics} recommendations={loaderData.recommendations} />
      )}
    </div>
  );
}

function Teaser() {
  const t = useT();
  return (
    <div className="px-4 py-12">
      <div
        className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
        data-testid="analytics-teaser"
      >
        <BarChart3 className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t("analytics.teaser.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("analytics.teaser.body")}</p>
        <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
          {(["analytics.teaser.point1", "analytics.teaser.point2", "analytics.teaser.point3"] as const).map(
            (key) => (
              <li key={key} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(key)}
              </li>
            ),
          )}
        </ul>
        <Button asChild size="lg" className="mt-6">
          <Link to="/pricing">{t("analytics.teaser.cta")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** 30 or 90 days: links, so the period is in the URL and each is a plain keyboard stop. */
function PeriodSwitch({ days }: { days: number }) {
  const t = useT();
  return (
    <nav aria-label={t("analytics.period.label")}>
      <ul className="inline-flex rounded-lg border border-border bg-card p-1 text-sm">
        {([30, 90] as const).map((value) => (
          <li key={value}>
            <Link
              to={`/analytics?days=${value}`}
              aria-current={value === days ? "page" : undefined}
              preventScrollReset
              className={cn(
                "block rounded-md px-3 py-1.5 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                value === days
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              {t(value === 30 ? "analytics.period.30" : "analytics.period.90")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-2xl border border-border bg-card p-4 sm:p-6", className)}
    >
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function formatDay(day: string, locale: Locale, style: "short" | "long" = "short") {
  return dateFormat(locale, {
    day: "numeric",
    month: style === "short" ? "short" : "long",
    ...(style === "long" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

function Insights({
  analytics,
  recommendations,
}: {
  analytics: MemberAnalytics;
  recommendations: Parameters<typeof RecommendationGrid>[0]["items"];
}) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const { totals } = analytics;
  const empty = totals.copies + totals.uses + totals.favorites + totals.aiMessages === 0;
  const stats = [
    { key: "copies", label: t("analytics.totals.copies"), value: totals.copies },
    { key: "uses", label: t("analytics.totals.uses"), value: totals.uses },
    {
      key: "favorites",
      label: t("analytics.totals.favorites"),
      value: totals.favorites,
      note: t("analytics.totals.favoritesKept", { count: number.format(analytics.favoritesKept) }),
    },
    { key: "ai", label: t("analytics.totals.aiMessages"), value: totals.aiMessages },
    { key: "active", label: t("analytics.totals.activeDays"), value: totals.activeDays },
  ];

  return (
    <div className="mt-6 space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-range">
        {t("analytics.range", {
          from: formatDay(analytics.from, locale, "long"),
          to: formatDay(analytics.to, locale, "long"),
        })}
      </p>
      {empty ? (
        <div
          className="rounded-2xl border border-dashed border-border p-6 text-center sm:p-10"
          data-testid="analytics-empty"
        >
          <BarChart3 className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <h2 className="mt-3 text-xl font-bold">{t("analytics.empty.title")}</h2>
          <p className="mx-auto mt-2 max-w-lg text-muted-foreground">{t("analytics.empty.body")}</p>
          <Button asChild className="mt-5">
            <Link to="/categories">{t("analytics.empty.browse")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {stats.map((stat) => (
              <div
                key={stat.key}
                className="rounded-xl border border-border bg-card p-4"
                data-testid={`total-${stat.key}`}
              >
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="mt-1 text-2xl font-extrabold tabular-nums">{number.format(stat.value)}</dd>
                {stat.note ? <dd className="mt-1 text-xs text-muted-foreground">{stat.note}</dd> : null}
              </div>
            ))}
            <Streak streak={analytics.streak} />
          </dl>
          <Section title={t("analytics.chart.title")} id="analytics-chart">
            <DailyActivity analytics={analytics} />
          </Section>
          <div className="grid gap-6 lg:grid-cols-3">
            <TopCategories analytics={analytics} />
            <TopTags analytics={analytics} />
            <TopPrompts analytics={analytics} />
          </div>
        </>
      )}
      <section aria-labelledby="analytics-recommended" data-testid="analytics-recommended">
        <h2 id="analytics-recommended" className="text-2xl font-bold tracking-tight">
          {t("analytics.recommended.title")}
        </h2>
        <p className="mt-1 mb-6 text-muted-foreground">{t("analytics.recommended.subtitle")}</p>
        {recommendations.length === 0 ? (
          <p className="text-muted-foreground">{t("analytics.recommended.empty")}</p>
        ) : (
          <RecommendationGrid items={recommendations} />
        )}
      </section>
    </div>
  );
}

function Streak({ streak }: { streak: MemberAnalytics["streak"] }) {
  const t = useT();
  const value =
    streak.days === 0
      ? t("analytics.streak.none")
      : streak.days === 1
        ? t("analytics.streak.oneDay")
        : t("analytics.streak.days", { count: streak.days });
  const hint =
    streak.days === 0
      ? t("analytics.streak.start")
      : streak.includesToday
        ? t("analytics.streak.today")
        : t("analytics.streak.keepGoing");
  return (
    <div
      className="col-span-2 rounded-xl border border-border bg-card p-4 sm:col-span-3 lg:col-span-1"
      data-testid="streak"
    >
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Flame className="size-4 text-orange-600 dark:text-orange-400" aria-hidden />{" "}
        {t("analytics.streak.title")}
      </dt>
      <dd className="mt-1 text-lg font-extrabold" data-testid="streak-days" data-days={streak.days}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

function DailyActivity({ analytics }: { analytics: MemberAnalytics }) {
  const t = useT();
  const locale = useLocale();
  const names = {
    copies: t("analytics.totals.copies"),
    uses: t("analytics.totals.uses"),
    favorites: t("analytics.totals.favorites"),
    ai: t("analytics.totals.aiMessages"),
  };
  const data = useMemo<ActivitySeries>(
    () => ({
      labels: analytics.series.map((entry) => formatDay(entry.day, locale)),
      series: [
        { key: "copies", name: names.copies, values: analytics.series.map((entry) => entry.copies) },
        { key: "uses", name: names.uses, values: analytics.series.map((entry) => entry.uses) },
        { key: "favorites", name: names.favorites, values: analytics.series.map((entry) => entry.favorites) },
        { key: "ai", name: names.ai, values: analytics.series.map((entry) => entry.aiMessages) },
      ],
    }),
    // The names change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [analytics.series, locale],
  );
  const activeDays = analytics.series.filter(
    (entry) => entry.copies + entry.uses + entry.favorites + entry.aiMessages > 0,
  );
  return (
    <div className="mt-4">
      <p className="text-sm text-muted-foreground">
        {t("analytics.chart.summary", {
          copies: analytics.totals.copies,
          uses: analytics.totals.uses,
          favorites: analytics.totals.favorites,
          ai: analytics.totals.aiMessages,
          days: analytics.days,
        })}
      </p>
      <div className="mt-4">
        <Suspense
          fallback={
            <p className="flex min-h-[220px] items-center justify-center text-sm text-muted-foreground">
              {t("analytics.chart.loading")}
            </p>
          }
        >
          <ActivityChart data={data} />
        </Suspense>
      </div>
      {/* The chart's numbers for screen readers. */}
      <table className="sr-only" data-testid="activity-table">
        <caption>
          {t("analytics.chart.tableCaption", {
            from: formatDay(analytics.from, locale, "long"),
            to: formatDay(analytics.to, locale, "long"),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("analytics.chart.day")}</th>
            <th scope="col">{names.copies}</th>
            <th scope="col">{names.uses}</th>
            <th scope="col">{names.favorites}</th>
            <th scope="col">{names.ai}</th>
          </tr>
        </thead>
        <tbody>
          {activeDays.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatDay(entry.day, locale, "long")}</th>
              <td>{entry.copies}</td>
              <td>{entry.uses}</td>
              <td>{entry.favorites}</td>
              <td>{entry.aiMessages}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function timesLabel(count: number, t: Translate) {
  return t("analytics.categories.count", { count });
}

/** A ranked list whose bars only repeat the number written beside them. */
function RankedBar({ share }: { share: number }) {
  return (
    <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
      <span
        className="block h-full rounded-full bg-primary"
        style={{ width: `${Math.max(4, Math.round(share * 100))}%` }}
      />
    </span>
  );
}

function TopCategories({ analytics }: { analytics: MemberAnalytics }) {
  const t = useT();
  const top = analytics.topCategories[0]?.count ?? 1;
  return (
    <Section title={t("analytics.categories.title")} id="analytics-categories">
      {analytics.topCategories.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("analytics.none")}</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="top-categories">
          {analytics.topCategories.map(({ category, count }) => (
            <li key={category.id}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <Link
                  to={`/category/${category.id}`}
                  className="inline-flex items-center gap-2 font-semibold hover:underline"
                >
                  <CategoryIcon name={category.icon} /> {category.title}
                </Link>
                <span className="text-muted-foreground tabular-nums">{timesLabel(count, t)}</span>
              </div>
              <RankedBar share={count / top} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function TopTags({ analytics }: { analytics: MemberAnalytics }) {
  const t = useT();
  return (
    <Section title={t("analytics.tags.title")} id="analytics-tags">
      {analytics.topTags.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("analytics.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="top-tags">
          {analytics.topTags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={`/categories?q=${encodeURIComponent(tag)}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:bg-accent"
              >
                {tag}{" "}
                <span className="text-muted-foreground tabular-nums" aria-hidden>
                  {count}
                </span>
                <span className="sr-only">({timesLabel(count, t)})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TopPrompts({ analytics }: { analytics: MemberAnalytics }) {
  const t = useT();
  return (
    <Section title={t("analytics.prompts.title")} id="analytics-prompts">
      {analytics.topPrompts.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("analytics.none")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-border" data-testid="top-prompts">
          {analytics.topPrompts.map(({ prompt, count, days }) => (
            <li key={prompt.id} className="py-2">
              <Link to={`/prompt/${prompt.id}`} className="font-semibold hover:underline">
                {prompt.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {count === 1
                  ? t("analytics.prompts.once")
                  : days === 1
                    ? t("analytics.prompts.sameDay", { count })
                    : t("analytics.prompts.count", { count, days })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
