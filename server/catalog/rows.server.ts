import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { categories, categoryTranslations, prompts, promptTranslations } from "./schema";

/** What every catalogue list shows of a category and a prompt, and the queries that read them. */
export interface CategorySummary {
  id: string;
  title: string;
  icon: string;
  color: string;
}

export interface CategoryWithCount extends CategorySummary {
  promptCount: number;
}

export interface PromptSummary {
  id: number;
  title: string;
  description: string;
  tags: string[];
  isPremium: boolean;
  /** Legend members and admins only */
  isForbidden: boolean;
  locale: Locale;
  category: CategorySummary;
  /** members' upvotes (community) */
  upvotes: number;
}

// Correlated subqueries name the outer columns in full: drizzle leaves them unqualified when a query
// reads one table, and an unqualified name would bind to the subquery's own table.
export const outer = {
  categoryId: sql.raw(`"categories"."id"`),
  promptId: sql.raw(`"prompts"."id"`),
  promptCategoryId: sql.raw(`"prompts"."category_id"`),
  promptFeatured: sql.raw(`"prompts"."featured"`),
  promptPublishedAt: sql.raw(`"prompts"."published_at"`),
};

export const categoryTitle = (locale: Locale) =>
  sql<string>`coalesce(
    (select ct.title from ${categoryTranslations} ct where ct.category_id = ${outer.categoryId} and ct.locale = ${locale}),
    (select ct.title from ${categoryTranslations} ct where ct.category_id = ${outer.categoryId} order by ct.locale limit 1)
  )`;

/** The translation in the reader's language, else the prompt's only one (member prompts have one). */
export const translationFor = (locale: Locale) =>
  sql`${promptTranslations.locale} = (
    select pt2.locale from ${promptTranslations} pt2 where pt2.prompt_id = ${outer.promptId}
    order by (pt2.locale = ${locale}) desc, pt2.locale limit 1
  )`;

export const summaryColumns = (locale: Locale) => ({
  id: prompts.id,
  title: promptTranslations.title,
  description: promptTranslations.description,
  tags: promptTranslations.tags,
  isPremium: prompts.isPremium,
  isForbidden: prompts.isForbidden,
  upvotes: prompts.upvotes,
  locale: promptTranslations.locale,
  categoryId: categories.id,
  categoryTitle: categoryTitle(locale),
  categoryIcon: categories.icon,
  categoryColor: categories.color,
});

export type SummaryRow = {
  id: number;
  title: string;
  description: string;
  tags: string[];
  isPremium: boolean;
  isForbidden: boolean;
  upvotes: number;
  locale: string;
  categoryId: string;
  categoryTitle: string;
  categoryIcon: string;
  categoryColor: string;
};

export function toSummary(row: SummaryRow): PromptSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    isPremium: row.isPremium,
    isForbidden: row.isForbidden,
    upvotes: row.upvotes,
    locale: row.locale === "pt" ? "pt" : "en",
    category: {
      id: row.categoryId,
      title: row.categoryTitle,
      icon: row.categoryIcon,
      color: row.categoryColor,
    },
  };
}

/**
 * Released by `now`: a prompt dated later is scheduled (a weekly drop) and, until then, is in no list,
 * search, sitemap or related list for anyone (admins open it from the admin's prompts tab).
 */
export const releasedBy = (now: Date) => sql`${prompts.publishedAt} <= ${now.toISOString()}`;

/** Published and released prompts in the reader's language, joined to their category. */
export function publishedPrompts(db: Database, locale: Locale, where?: SQL, now: Date = appClock.now()) {
  return db
    .select(summaryColumns(locale))
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .where(and(eq(prompts.isPublished, true), releasedBy(now), where))
    .$dynamic();
}

// Spelled as the indexes are built (DESC NULLS LAST), so the planner can read them in order.
export const defaultOrder = [
  // Catalogue prompts before members' ('catalog' < 'member'): members' prompts come after the library's.
  asc(prompts.source),
  sql`${prompts.featured} desc nulls last`,
  sql`${prompts.publishedAt} desc nulls last`,
  asc(prompts.id),
];

/**
 * The prompts a viewer may open: every published and released one, a member's private prompts for
 * their author, and everything for admins. Anyone else is told such a prompt does not exist
 * (a private prompt is its author's), and so is anyone but an admin about a prompt scheduled for a
 * later date (a weekly drop stays a surprise until its day).
 */
export function visibleTo(viewer: Viewer, now: Date = appClock.now()): SQL {
  if (capabilities(viewer).seesScheduledPrompts) return sql`true`;
  const released = releasedBy(now);
  return viewer.kind === "member"
    ? sql`((${prompts.isPublished} or ${prompts.authorId} = ${viewer.userId}) and ${released})`
    : sql`(${prompts.isPublished} and ${released})`;
}
