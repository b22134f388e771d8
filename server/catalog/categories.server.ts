import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  categoryTitle,
  defaultOrder,
  releasedBy,
  type CategorySummary,
  type CategoryWithCount,
  type PromptSummary,
} from "./rows.server";
import { categories, prompts } from "./schema";
import { catalogMemo } from "./catalog-memo.server";
import { listedIn, listPromptSummaries } from "./lists.server";

export async function listCategories(
  db: Database,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<CategoryWithCount[]> {
  // One pass over the prompts for all counts: a count per category reads each category's prompts
  // through its index, twelve times slower on a large catalogue.
  const counts = db
    .select({ categoryId: prompts.categoryId, value: sql<number>`count(*)::int`.as("value") })
    .from(prompts)
    .where(and(eq(prompts.isPublished, true), releasedBy(now)))
    .groupBy(prompts.categoryId)
    .as("counts");
  return db
    .select({
      id: categories.id,
      title: categoryTitle(locale),
      icon: categories.icon,
      color: categories.color,
      promptCount: sql<number>`coalesce(${counts.value}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The categories without their counts: what every page's navigation needs. */
export async function listCategoryTitles(db: Database, locale: Locale): Promise<CategorySummary[]> {
  return db
    .select({
      id: categories.id,
      title: categoryTitle(locale),
      icon: categories.icon,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * listCategories as of the catalogue's version, for five minutes at most: counting every published
 * prompt takes half a second at a million prompts, and a count moves only when a prompt is
 * published, removed (both change the version) or released on its day.
 */
export const cachedCategories = catalogMemo((db, locale: Locale, now) => listCategories(db, locale, now), {
  ttlMs: 5 * 60_000,
});

/** listCategoryTitles as of the catalogue's version: every page's navigation reads it. */
export const cachedCategoryTitles = catalogMemo((db, locale: Locale) => listCategoryTitles(db, locale));

export async function getCategory(db: Database, id: string, locale: Locale): Promise<CategorySummary | null> {
  const [row] = await db
    .select({
      id: categories.id,
      title: categoryTitle(locale),
      icon: categories.icon,
      color: categories.color,
    })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ?? null;
}

/** The first `limit` prompts of a category in its default order (a page asks for more as the reader does). */
export async function listCategoryPrompts(
  db: Database,
  categoryId: string,
  locale: Locale,
  { limit }: { limit: number },
  now: Date = appClock.now(),
): Promise<PromptSummary[]> {
  // The ids first, in the category's index order, then their summaries by primary key: as one
  // statement the planner switched, past about 250 rows of a large category, to reading every
  // translation and sorting (0.3 s became 5 s at a million prompts).
  const ids = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(
        eq(prompts.isPublished, true),
        releasedBy(now),
        eq(prompts.categoryId, categoryId),
        listedIn(locale),
      ),
    )
    .orderBy(...defaultOrder)
    .limit(limit);
  return listPromptSummaries(
    db,
    ids.map((row) => row.id),
    locale,
    now,
  );
}
