import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { favorites } from "~/server/accounts/schema";
import { aiUsage } from "~/server/ai/schema";
import { categories, categoryTranslations, promptEvents } from "~/server/catalog/schema";
import type { CategorySummary, PromptSummary } from "~/server/catalog/rows.server";
import {
  DAY_MS,
  promptUsesOf,
  rowsOf,
  summariesInOrder,
  useKinds,
  weightedTags,
  windowStart,
} from "./activity.server";

// A Legend member's own use of the library: /analytics and GET /api/v1/me/analytics.

export const ANALYTICS_PERIODS = [30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function isAnalyticsPeriod(value: unknown): value is AnalyticsPeriod {
  return ANALYTICS_PERIODS.includes(value as AnalyticsPeriod);
}

/** The streak looks back this far at most. */
const STREAK_MAX_DAYS = 400;
const TOP_CATEGORIES = 5;
const TOP_TAGS = 8;
const TOP_PROMPTS = 5;

export interface DayActivity {
  /** the UTC day, YYYY-MM-DD */
  day: string;
  copies: number;
  uses: number;
  favorites: number;
  aiMessages: number;
}

export interface MemberAnalytics {
  days: AnalyticsPeriod;
  /** first and last UTC day of the window, both included (the last is today) */
  from: string;
  to: string;
  totals: { copies: number; uses: number; favorites: number; aiMessages: number; activeDays: number };
  /** favourites kept now (favourites removed since are not) */
  favoritesKept: number;
  /** one entry per day of the window, oldest first */
  series: DayActivity[];
  topCategories: { category: CategorySummary; count: number }[];
  topTags: { tag: string; count: number }[];
  /** consecutive UTC days with any activity, ending today, or yesterday when today has none yet */
  streak: { days: number; includesToday: boolean };
  /** the prompts used on the most different days, then the most often */
  topPrompts: { prompt: PromptSummary; count: number; days: number }[];
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** Consecutive active days ending today or yesterday (UTC), from the set of active days. */
export function currentStreak(activeDays: Set<string>, now: Date): { days: number; includesToday: boolean } {
  const today = windowStart(now, 1).getTime();
  const includesToday = activeDays.has(dayKey(new Date(today)));
  let cursor = includesToday ? today : today - DAY_MS;
  let days = 0;
  while (activeDays.has(dayKey(new Date(cursor)))) {
    days += 1;
    cursor -= DAY_MS;
  }
  return { days, includesToday };
}

export async function getMemberAnalytics(
  db: Database,
  userId: string,
  { days, locale, now = appClock.now() }: { days: AnalyticsPeriod; locale: Locale; now?: Date },
): Promise<MemberAnalytics> {
  const since = windowStart(now, days);
  const until = now.toISOString();
  const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

  const [eventDays, aiDays, uses, [kept], activeRows] = await Promise.all([
    rowsOf<{ day: string; kind: string; count: number }>(
      db,
      sql`select ${utcDay("created_at")} as day, kind, count(*)::int as count
        from ${promptEvents}
        where user_id = ${userId} and created_at >= ${since.toISOString()} and created_at <= ${until} and kind in (${useKinds})
        group by 1, 2`,
    ),
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select ${utcDay("created_at")} as day, count(*)::int as count
        from ${aiUsage}
        where user_id = ${userId} and created_at >= ${since.toISOString()} and created_at <= ${until}
        group by 1`,
    ),
    promptUsesOf(db, userId, since, now),
    db.select({ value: count() }).from(favorites).where(eq(favorites.userId, userId)),
    // Active days for the streak, which may reach back before the window.
    rowsOf<{ day: string }>(
      db,
      sql`select ${utcDay("created_at")} as day from ${promptEvents}
          where user_id = ${userId} and created_at >= ${windowStart(now, STREAK_MAX_DAYS).toISOString()} and created_at <= ${until}
            and kind in (${useKinds})
        union
        select ${utcDay("created_at")} as day from ${aiUsage}
          where user_id = ${userId} and created_at >= ${windowStart(now, STREAK_MAX_DAYS).toISOString()} and created_at <= ${until}`,
    ),
  ]);

  const series: DayActivity[] = Array.from({ length: days }, (_, index) => ({
    day: dayKey(new Date(since.getTime() + index * DAY_MS)),
    copies: 0,
    uses: 0,
    favorites: 0,
    aiMessages: 0,
  }));
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const field = { copy: "copies", use: "uses", favorite: "favorites" } as const;
  for (const row of eventDays) {
    const entry = byDay.get(row.day);
    const key = field[row.kind as keyof typeof field];
    if (entry && key) entry[key] += row.count;
  }
  for (const row of aiDays) {
    const entry = byDay.get(row.day);
    if (entry) entry.aiMessages += row.count;
  }
  const totals = { copies: 0, uses: 0, favorites: 0, aiMessages: 0, activeDays: 0 };
  for (const entry of series) {
    totals.copies += entry.copies;
    totals.uses += entry.uses;
    totals.favorites += entry.favorites;
    totals.aiMessages += entry.aiMessages;
    if (entry.copies + entry.uses + entry.favorites + entry.aiMessages > 0) totals.activeDays += 1;
  }

  const categoryCounts = new Map<string, number>();
  for (const use of uses)
    categoryCounts.set(use.categoryId, (categoryCounts.get(use.categoryId) ?? 0) + use.count);
  const topCategoryIds = [...categoryCounts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_CATEGORIES);
  const returnedTo = [...uses].sort(
    (a, b) => b.days - a.days || b.count - a.count || a.promptId - b.promptId,
  );

  const [categoryRows, tags, promptRows] = await Promise.all([
    topCategoryIds.length === 0
      ? []
      : db
          .select({
            id: categories.id,
            icon: categories.icon,
            color: categories.color,
            locale: categoryTranslations.locale,
            title: categoryTranslations.title,
          })
          .from(categories)
          .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
          .where(
            and(
              inArray(
                categories.id,
                topCategoryIds.map(([id]) => id),
              ),
            ),
          ),
    weightedTags(db, uses, locale),
    // A few more than shown: an unpublished prompt drops out.
    summariesInOrder(
      db,
      returnedTo.slice(0, TOP_PROMPTS * 2).map((use) => use.promptId),
      locale,
      now,
    ),
  ]);

  const categoryOf = new Map<string, CategorySummary>();
  for (const row of categoryRows) {
    if (!categoryOf.has(row.id) || row.locale === locale) {
      categoryOf.set(row.id, { id: row.id, title: row.title, icon: row.icon, color: row.color });
    }
  }
  const useOf = new Map(uses.map((use) => [use.promptId, use]));

  return {
    days,
    from: series[0]!.day,
    to: series.at(-1)!.day,
    totals,
    favoritesKept: kept?.value ?? 0,
    series,
    topCategories: topCategoryIds.flatMap(([id, total]) => {
      const category = categoryOf.get(id);
      return category ? [{ category, count: total }] : [];
    }),
    topTags: tags.slice(0, TOP_TAGS),
    streak: currentStreak(new Set(activeRows.map((row) => row.day)), now),
    topPrompts: promptRows.slice(0, TOP_PROMPTS).map((prompt) => ({
      prompt,
      count: useOf.get(prompt.id)?.count ?? 0,
      days: useOf.get(prompt.id)?.days ?? 0,
    })),
  };
}
