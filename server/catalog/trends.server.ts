import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  categoryTitle,
  publishedPrompts,
  toSummary,
  type CategorySummary,
  type PromptSummary,
} from "./rows.server";
import { categories, promptEvents, prompts, searchTerms, searchWordDays } from "./schema";
import { listedIn, listPopularPrompts, utcDay } from "./lists.server";

// Daily trends, ranked by recorded use: what is rising today against the previous week.

/** The days a sparkline shows: today and the seven before it. */
export const TREND_DAYS = 8;
/** Below this many events (or searches) today, nothing counts as a trend: one click is not one. */
export const MIN_TRENDING_COUNT = 5;
export const MIN_TRENDING_SEARCHES = 3;
/** Rows per section. */
export const TRENDS_LIMIT = 10;
/** What a trend counts: copies, uses and favourites (shares are left out). */
const TREND_EVENT_KINDS = ["copy", "use", "favorite"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrendFigures {
  /** events in the last 24 h (searches: today, UTC) */
  today: number;
  /** the daily average of the seven days before */
  baseline: number;
  /** today against the baseline, in percent (e.g. 240 for "+240%"); null when there was nothing before */
  changePercent: number | null;
  /** TREND_DAYS daily counts, oldest first, today last */
  series: number[];
}

export interface Trends {
  /** false while nothing rises past the minimum: the lists then show the stable daily order */
  enoughData: boolean;
  prompts: (TrendFigures & { prompt: PromptSummary })[];
  categories: (TrendFigures & { category: CategorySummary })[];
  words: (TrendFigures & { word: string })[];
  /** while no category rises (a fresh install, a quiet day): every category, to explore instead */
  explore: CategorySummary[];
  /** while no search rises: words to search for, the tags of the prompts listed */
  suggestions: string[];
}

/** How many words to suggest while no search rises. */
const SUGGESTIONS = 8;

/** Today against the previous seven days' average, from a series whose last entry is today. */
export function trendFigures(series: number[]): TrendFigures {
  const today = series.at(-1) ?? 0;
  const before = series.slice(0, -1);
  const baseline = before.reduce((sum, value) => sum + value, 0) / Math.max(1, before.length);
  return {
    today,
    baseline: Math.round(baseline * 10) / 10,
    changePercent: baseline === 0 ? null : Math.round(((today - baseline) / baseline) * 100),
    series,
  };
}

/**
 * How far above its usual day a count is, smoothed so a jump from 0 to 5 does not outrank a jump
 * from 20 to 100. A steady favourite (100 a day, every day) scores 1 and never trends.
 */
export function trendScore({ today, baseline }: Pick<TrendFigures, "today" | "baseline">): number {
  return (today + 1) / (baseline + 1);
}

function isRising(figures: TrendFigures, minimum: number): boolean {
  return figures.today >= minimum && figures.today > figures.baseline;
}

function byScore<T extends TrendFigures>(rows: T[]): T[] {
  return rows.sort((a, b) => trendScore(b) - trendScore(a) || b.today - a.today);
}

/** Daily counts per key, in TREND_DAYS buckets of 24 h ending at `now` (bucket 0 is the last 24 h). */
function seriesFrom(rows: { key: string; bucket: number; count: number }[]): Map<string, number[]> {
  const series = new Map<string, number[]>();
  for (const { key, bucket, count } of rows) {
    if (bucket < 0 || bucket >= TREND_DAYS) continue;
    const values = series.get(key) ?? Array<number>(TREND_DAYS).fill(0);
    values[TREND_DAYS - 1 - bucket]! += count;
    series.set(key, values);
  }
  return series;
}

export async function getTrends(db: Database, locale: Locale, now: Date = appClock.now()): Promise<Trends> {
  const since = new Date(now.getTime() - TREND_DAYS * DAY_MS);
  // Events of the last eight days per prompt and 24-hour bucket, for released, published prompts only.
  const eventRows = (await db.execute(sql`
    select e.prompt_id as "promptId", p.category_id as "categoryId",
      floor(extract(epoch from (${now.toISOString()}::timestamptz - e.created_at)) / 86400)::int as bucket,
      count(*)::int as count
    from ${promptEvents} e
    join ${prompts} p on p.id = e.prompt_id
    where e.created_at > ${since.toISOString()} and e.created_at <= ${now.toISOString()}
      and e.kind in (${sql.join(
        TREND_EVENT_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and p.is_published and p.published_at <= ${now.toISOString()}
    group by 1, 2, 3`)) as {
    rows?: { promptId: number; categoryId: string; bucket: number; count: number }[];
  };
  const events = eventRows.rows ?? [];

  const promptSeries = seriesFrom(
    events.map((row) => ({ key: String(row.promptId), bucket: row.bucket, count: row.count })),
  );
  const categorySeries = seriesFrom(
    events.map((row) => ({ key: row.categoryId, bucket: row.bucket, count: row.count })),
  );

  const risingPrompts = byScore(
    [...promptSeries].flatMap(([id, series]) => {
      const figures = trendFigures(series);
      return isRising(figures, MIN_TRENDING_COUNT) ? [{ id: Number(id), ...figures }] : [];
    }),
  ).slice(0, TRENDS_LIMIT);
  const enoughData = risingPrompts.length > 0;

  // With too little data, the prompts in the stable daily order of the popular list, so the server and the browser show the same list.
  const promptRows = enoughData
    ? await summariesInOrder(
        db,
        locale,
        risingPrompts.map((row) => row.id),
        now,
      )
    : await listPopularPrompts(db, locale, {
        limit: TRENDS_LIMIT,
        windowDays: 7,
        day: `${utcDay(now)}:trends`,
      });
  const figuresOf = new Map(risingPrompts.map(({ id, ...figures }) => [id, figures]));
  const promptTrends = promptRows.map((prompt) => ({
    prompt,
    ...(figuresOf.get(prompt.id) ??
      trendFigures(promptSeries.get(String(prompt.id)) ?? Array<number>(TREND_DAYS).fill(0))),
  }));

  const categoryList = await db
    .select({
      id: categories.id,
      title: categoryTitle(locale),
      icon: categories.icon,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const risingCategories = byScore(
    categoryList.flatMap((category) => {
      const figures = trendFigures(categorySeries.get(category.id) ?? Array<number>(TREND_DAYS).fill(0));
      return isRising(figures, MIN_TRENDING_COUNT) ? [{ category, ...figures }] : [];
    }),
  ).slice(0, TRENDS_LIMIT);

  const words = await risingWords(db, locale, now);
  return {
    enoughData,
    prompts: promptTrends,
    categories: risingCategories,
    words,
    explore: risingCategories.length === 0 ? categoryList : [],
    suggestions:
      words.length === 0
        ? [
            ...new Set(
              promptRows.flatMap((prompt) => prompt.tags.map((tag) => tag.toLocaleLowerCase(locale))),
            ),
          ].slice(0, SUGGESTIONS)
        : [],
  };
}

async function summariesInOrder(
  db: Database,
  locale: Locale,
  ids: number[],
  now: Date,
): Promise<PromptSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPrompts(db, locale, and(inArray(prompts.id, ids), listedIn(locale)), now);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Search words counted today (UTC) at least MIN_TRENDING_SEARCHES times and above their week. */
async function risingWords(db: Database, locale: Locale, now: Date): Promise<Trends["words"]> {
  const today = utcDay(now);
  const first = utcDay(new Date(now.getTime() - (TREND_DAYS - 1) * DAY_MS));
  const candidates = db
    .select({ word: searchWordDays.word })
    .from(searchWordDays)
    .where(
      and(
        eq(searchWordDays.day, today),
        eq(searchWordDays.locale, locale),
        sql`${searchWordDays.count} >= ${MIN_TRENDING_SEARCHES}`,
      ),
    );
  const rows = await db
    .select({ word: searchWordDays.word, day: searchWordDays.day, count: searchWordDays.count })
    .from(searchWordDays)
    .where(
      and(
        eq(searchWordDays.locale, locale),
        sql`${searchWordDays.day} between ${first} and ${today}`,
        inArray(searchWordDays.word, candidates),
      ),
    );
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const series = seriesFrom(
    rows.map((row) => ({
      key: row.word,
      bucket: Math.round((todayMs - Date.parse(`${row.day}T00:00:00Z`)) / DAY_MS),
      count: row.count,
    })),
  );
  return byScore(
    [...series].flatMap(([word, values]) => {
      const figures = trendFigures(values);
      return isRising(figures, MIN_TRENDING_SEARCHES) ? [{ word, ...figures }] : [];
    }),
  ).slice(0, TRENDS_LIMIT);
}

/**
 * Counts the words of a search for today's trends: only words of the public vocabulary (titles,
 * descriptions, tags), so a name or an address someone typed is never counted or shown, and never
 * who searched. Never throws: counting must not break the search.
 */
export async function recordSearchWords(
  db: Database,
  locale: Locale,
  words: string[],
  now: Date = appClock.now(),
): Promise<void> {
  const unique = [...new Set(words)].filter((word) => word.length >= 3);
  if (unique.length === 0) return;
  try {
    await db.execute(sql`
      insert into ${searchWordDays} (day, locale, word, count)
      select distinct ${utcDay(now)}::date, ${locale}, u.term, 1
      from unnest(array[${sql.join(
        unique.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as w(word)
      cross join lateral (select public.promptario_unaccent(w.word) as term) u
      where exists (select 1 from ${searchTerms} t where t.locale = ${locale} and t.term = u.term)
      on conflict (day, locale, word) do update set count = ${searchWordDays.count} + 1`);
  } catch (error) {
    console.error("Could not count search words:", error instanceof Error ? error.message : error);
  }
}
