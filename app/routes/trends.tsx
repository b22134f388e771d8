import { Check, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { PromptBadges } from "~/app/components/catalog/prompt-badges";
import { Sparkline } from "~/app/components/trends/sparkline";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator, type Translate } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localeFromRequest, type Locale } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { getTrends, type TrendFigures } from "~/server/catalog/trends.server";
import { pageGate } from "~/server/entitlements/page-gates";
import type { Route } from "./+types/trends";
import { numberFormat } from "~/core/intl";

await provideAreaMessages(import.meta.glob("/core/messages/{home,legend-library}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "trends");
  if (!gate.open) return { access: gate.fallback, locale };
  try {
    return { access: "trends" as const, locale, trends: await getTrends(await getDb(), locale) };
  } catch (error) {
    console.error("Could not load trends:", error instanceof Error ? error.message : error);
    return { access: "error" as const, locale };
  }
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("trends.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

/** "+240%", "−35%", "New today" when there was nothing before, or nothing when there is nothing at all. */
function changeLabel(figures: TrendFigures, locale: Locale, t: Translate): string | null {
  if (figures.today === 0 && figures.baseline === 0) return null;
  if (figures.changePercent === null) return t("trends.change.new");
  const formatted = numberFormat(locale, { signDisplay: "exceptZero" }).format(figures.changePercent);
  return `${formatted}%`;
}

function TrendRow({
  figures,
  children,
  testId,
}: {
  figures: TrendFigures;
  children: ReactNode;
  testId: string;
}) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const change = changeLabel(figures, locale, t);
  // A row with nothing in eight days (a fresh install, a quiet prompt) shows no row of zeros.
  const quiet = figures.series.every((value) => value === 0);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid={testId}>
      <div className="min-w-0 flex-1">{children}</div>
      {quiet ? null : (
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          <div className="text-sm sm:text-right">
            {change ? (
              <p className="font-bold text-emerald-700 dark:text-emerald-400" data-testid="trend-change">
                {change}
              </p>
            ) : null}
            <p className="text-muted-foreground">
              {t("trends.today", { count: number.format(figures.today) })} ·{" "}
              {t("trends.baseline", { count: number.format(figures.baseline) })}
            </p>
          </div>
          <Sparkline
            values={figures.series}
            label={t("trends.sparkline", {
              values: figures.series
                .slice(0, -1)
                .map((value) => number.format(value))
                .join(", "),
              today: number.format(figures.today),
            })}
          />
        </div>
      )}
    </li>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function TrendsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "teaser") {
    return (
      <div className="px-4 py-12">
        <div
          className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
          data-testid="trends-teaser"
        >
          <TrendingUp className="mx-auto size-12 text-primary" aria-hidden />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t("trends.teaser.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("trends.teaser.body")}</p>
          <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
            {(["trends.teaser.point1", "trends.teaser.point2", "trends.teaser.point3"] as const).map(
              (key) => (
                <li key={key} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(key)}
                </li>
              ),
            )}
          </ul>
          <Button asChild size="lg" className="mt-6">
            <Link to="/pricing">{t("trends.teaser.cta")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("trends.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("trends.subtitle")}</p>
      {loaderData.access === "error" ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-destructive/50 p-6"
          data-testid="trends-error"
        >
          <p className="font-semibold">{t("trends.error")}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/trends" reloadDocument>
              {t("trends.retry")}
            </Link>
          </Button>
        </div>
      ) : (
        <TrendLists trends={loaderData.trends} />
      )}
    </div>
  );
}

function TrendLists({ trends }: { trends: Awaited<ReturnType<typeof getTrends>> }) {
  const t = useT();
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Section
          title={t(trends.enoughData ? "trends.prompts.title" : "trends.dayOne.prompts")}
          id="trending-prompts"
        >
          {trends.enoughData ? null : (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="trends-not-enough">
              {t("trends.notEnough")}
            </p>
          )}
          <ol className="mt-2 divide-y divide-border">
            {trends.prompts.map(({ prompt, ...figures }) => (
              <TrendRow key={prompt.id} figures={figures} testId="trend-prompt">
                <Link to={`/prompt/${prompt.id}`} className="font-semibold hover:underline">
                  {prompt.title}
                </Link>
                {trends.enoughData ? null : (
                  <p className="mt-0.5 line-clamp-1 text-sm text-muted-foreground">{prompt.description}</p>
                )}
                <div className="mt-1">
                  <PromptBadges prompt={prompt} />
                </div>
              </TrendRow>
            ))}
          </ol>
        </Section>
      </div>
      <Section title={t("trends.categories.title")} id="trending-categories">
        {trends.categories.length === 0 ? (
          <>
            <p className="mt-2 text-sm text-muted-foreground">
              {t("trends.categories.empty")} {t("trends.dayOne.categoriesHint")}
            </p>
            {trends.explore.length > 0 ? (
              <Chips label={t("trends.dayOne.categories")} testId="trends-explore">
                {trends.explore.map((category) => (
                  <li key={category.id}>
                    <Link to={`/category/${category.id}`} className={chip}>
                      <CategoryIcon name={category.icon} /> {category.title}
                    </Link>
                  </li>
                ))}
              </Chips>
            ) : null}
          </>
        ) : (
          <ol className="mt-2 divide-y divide-border">
            {trends.categories.map(({ category, ...figures }) => (
              <TrendRow key={category.id} figures={figures} testId="trend-category">
                <Link
                  to={`/category/${category.id}`}
                  className="inline-flex items-center gap-2 font-semibold hover:underline"
                >
                  <CategoryIcon name={category.icon} /> {category.title}
                </Link>
              </TrendRow>
            ))}
          </ol>
        )}
      </Section>
      <Section title={t("trends.words.title")} id="trending-words">
        {trends.words.length === 0 ? (
          <>
            <p className="mt-2 text-sm text-muted-foreground">
              {t("trends.words.empty")} {trends.suggestions.length > 0 ? t("trends.dayOne.wordsHint") : null}
            </p>
            {trends.suggestions.length > 0 ? (
              <Chips label={t("trends.dayOne.words")} testId="trends-suggestions">
                {trends.suggestions.map((word) => (
                  <li key={word}>
                    <Link to={`/categories?q=${encodeURIComponent(word)}`} className={chip}>
                      {word}
                    </Link>
                  </li>
                ))}
              </Chips>
            ) : null}
          </>
        ) : (
          <ol className="mt-2 divide-y divide-border">
            {trends.words.map(({ word, ...figures }) => (
              <TrendRow key={word} figures={figures} testId="trend-word">
                <Link
                  to={`/categories?q=${encodeURIComponent(word)}`}
                  className="font-semibold hover:underline"
                >
                  {word}
                </Link>
              </TrendRow>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

const chip =
  "inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Links to explore while nothing rises: categories, or words to search. */
function Chips({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}
