import { and, desc, asc, eq, gte, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import { mondayOf, WEEK_MS } from "~/core/weeks";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  defaultOrder,
  publishedPrompts,
  releasedBy,
  summaryColumns,
  toSummary,
  translationFor,
  type PromptSummary,
} from "./rows.server";
import { categories, prompts, promptTranslations } from "./schema";

// Weekly drops: new catalogue prompts, one week at a time (docs/features.md, the Legend library).

/** /new shows this week and the weeks before it, this many in all. */
export const NEW_WEEKS = 8;
/** The coming drops /new announces (their dates only). */
export const UPCOMING_DROPS = 4;
/** Below this many prompts in the weeks shown (a fresh install), /new adds the library's picks. */
export const STARTERS_BELOW = 4;
export const STARTERS = 8;

export interface WeekOfPrompts {
  /** the week's Monday, YYYY-MM-DD (UTC) */
  weekStart: string;
  isCurrentWeek: boolean;
  prompts: PromptSummary[];
}

export interface WeeklyDrops {
  /** newest week first; this week is always there, even before its drop */
  weeks: WeekOfPrompts[];
  /** when the next scheduled catalogue prompt appears (its date only, nothing of it), or null */
  nextDropAt: string | null;
  /** the next UPCOMING_DROPS release dates, soonest first: only when, never what */
  upcoming: string[];
  /** the library's stable selection (its default order), while the weeks shown hold few prompts */
  starters: PromptSummary[];
}

/** Catalogue prompts released in the last NEW_WEEKS weeks, by week. */
export async function listWeeklyDrops(
  db: Database,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<WeeklyDrops> {
  const thisMonday = mondayOf(now);
  const from = new Date(thisMonday.getTime() - (NEW_WEEKS - 1) * WEEK_MS);
  const [rows, upcoming, picks] = await Promise.all([
    db
      .select({ ...summaryColumns(locale), publishedAt: prompts.publishedAt })
      .from(prompts)
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
      .innerJoin(categories, eq(categories.id, prompts.categoryId))
      .where(
        and(
          eq(prompts.isPublished, true),
          eq(prompts.source, "catalog"),
          gte(prompts.publishedAt, from),
          releasedBy(now),
        ),
      )
      .orderBy(desc(prompts.publishedAt), asc(prompts.id))
      .then((found) => found.map(({ publishedAt, ...row }) => ({ summary: toSummary(row), publishedAt }))),
    db
      .selectDistinct({ at: prompts.publishedAt })
      .from(prompts)
      .where(
        and(
          eq(prompts.source, "catalog"),
          eq(prompts.isPublished, true),
          sql`${prompts.publishedAt} > ${now.toISOString()}`,
        ),
      )
      .orderBy(asc(prompts.publishedAt))
      .limit(UPCOMING_DROPS)
      .then((found) => found.map((row) => new Date(row.at).toISOString())),
    publishedPrompts(db, locale, eq(prompts.source, "catalog"), now)
      .orderBy(...defaultOrder)
      .limit(STARTERS)
      .then((found) => found.map(toSummary)),
  ]);

  const weeks = new Map<string, WeekOfPrompts>();
  const weekOf = (monday: Date) => {
    const key = monday.toISOString().slice(0, 10);
    let week = weeks.get(key);
    if (!week) {
      week = { weekStart: key, isCurrentWeek: monday.getTime() === thisMonday.getTime(), prompts: [] };
      weeks.set(key, week);
    }
    return week;
  };
  weekOf(thisMonday);
  for (const row of rows) weekOf(mondayOf(row.publishedAt)).prompts.push(row.summary);
  return {
    weeks: [...weeks.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart)),
    nextDropAt: upcoming[0] ?? null,
    upcoming,
    starters: rows.length < STARTERS_BELOW ? picks : [],
  };
}
