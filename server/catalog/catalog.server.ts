import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/app/i18n/locale";
import type { Database } from "~/db/client.server";
import {
  capabilities,
  EARLY_ACCESS_DAYS,
  FREE_PROMPTS_PER_CATEGORY,
  promptAccess,
  type LockReason,
  type Viewer,
} from "~/server/entitlements/entitlements";
import { categories, categoryTranslations, promptEvents, prompts, promptTranslations, searchTerms } from "./schema";

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
  locale: Locale;
  category: CategorySummary;
}

export interface PromptDetail extends PromptSummary {
  tagline: string | null;
  credits: string | null;
  /** null whenever the viewer may not read it (DESIGN.md D2) */
  promptText: string | null;
  instructions: string | null;
  steps: string[] | null;
  locked: boolean;
  lockReason: LockReason | null;
  publishedAt: string;
  authorId: string | null;
  related: PromptSummary[];
}

/** Popularity weights for recorded events (DESIGN.md D6). */
const EVENT_WEIGHTS = { copy: 1, share: 2, use: 2, favorite: 3 } as const;
const RELATED_LIMIT = 3;

// Correlated subqueries name the outer columns in full: drizzle leaves them unqualified when a query
// reads one table, and an unqualified name would bind to the subquery's own table.
const outer = {
  categoryId: sql.raw(`"categories"."id"`),
  promptId: sql.raw(`"prompts"."id"`),
  promptCategoryId: sql.raw(`"prompts"."category_id"`),
  promptFeatured: sql.raw(`"prompts"."featured"`),
  promptPublishedAt: sql.raw(`"prompts"."published_at"`),
};

const categoryTitle = (locale: Locale) =>
  sql<string>`coalesce(
    (select ct.title from ${categoryTranslations} ct where ct.category_id = ${outer.categoryId} and ct.locale = ${locale}),
    (select ct.title from ${categoryTranslations} ct where ct.category_id = ${outer.categoryId} order by ct.locale limit 1)
  )`;

/** The translation in the reader's language, else the prompt's only one (member prompts have one). */
const translationFor = (locale: Locale) =>
  sql`${promptTranslations.locale} = (
    select pt2.locale from ${promptTranslations} pt2 where pt2.prompt_id = ${outer.promptId}
    order by (pt2.locale = ${locale}) desc, pt2.locale limit 1
  )`;

const summaryColumns = (locale: Locale) => ({
  id: prompts.id,
  title: promptTranslations.title,
  description: promptTranslations.description,
  tags: promptTranslations.tags,
  isPremium: prompts.isPremium,
  locale: promptTranslations.locale,
  categoryId: categories.id,
  categoryTitle: categoryTitle(locale),
  categoryIcon: categories.icon,
  categoryColor: categories.color,
});

type SummaryRow = {
  id: number;
  title: string;
  description: string;
  tags: string[];
  isPremium: boolean;
  locale: string;
  categoryId: string;
  categoryTitle: string;
  categoryIcon: string;
  categoryColor: string;
};

function toSummary(row: SummaryRow): PromptSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    isPremium: row.isPremium,
    locale: row.locale === "pt" ? "pt" : "en",
    category: { id: row.categoryId, title: row.categoryTitle, icon: row.categoryIcon, color: row.categoryColor },
  };
}

/** Published prompts in the reader's language, joined to their category. */
function publishedPrompts(db: Database, locale: Locale, where?: SQL) {
  return db
    .select(summaryColumns(locale))
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .where(and(eq(prompts.isPublished, true), where))
    .$dynamic();
}

// Spelled as the index is built (DESC NULLS LAST), so the planner can read it in order.
const defaultOrder = [
  sql`${prompts.featured} desc nulls last`,
  sql`${prompts.publishedAt} desc nulls last`,
  asc(prompts.id),
];

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategories(db: Database, locale: Locale): Promise<CategoryWithCount[]> {
  return db
    .select({
      id: categories.id,
      title: categoryTitle(locale),
      icon: categories.icon,
      color: categories.color,
      promptCount: sql<number>`(select count(*)::int from ${prompts} p where p.category_id = ${outer.categoryId} and p.is_published)`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function getCategory(db: Database, id: string, locale: Locale): Promise<CategorySummary | null> {
  const [row] = await db
    .select({ id: categories.id, title: categoryTitle(locale), icon: categories.icon, color: categories.color })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ?? null;
}

export async function listCategoryPrompts(db: Database, categoryId: string, locale: Locale): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale, eq(prompts.categoryId, categoryId)).orderBy(...defaultOrder);
  return rows.map(toSummary);
}

// ---------------------------------------------------------------------------------------------
// Lists for the home, featured and popular pages

export async function listFeaturedPrompts(db: Database, locale: Locale, limit: number): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale, eq(prompts.featured, true))
    .orderBy(desc(prompts.publishedAt), asc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function listNewestPrompts(db: Database, locale: Locale, limit: number): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale)
    .orderBy(desc(prompts.publishedAt), asc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * Ranked by recorded copies, shares, uses and favourites within the window; ties (and a catalogue
 * with no events yet) fall back to an order that changes once a day, never between requests, so a
 * server-rendered list is what the browser hydrates.
 */
export async function listPopularPrompts(
  db: Database,
  locale: Locale,
  options: { limit: number; windowDays: number; day: string },
): Promise<PromptSummary[]> {
  const seed = daySeed(options.day);
  const score = sql<number>`coalesce((
    select sum(case e.kind ${sql.raw(
      Object.entries(EVENT_WEIGHTS)
        .map(([kind, weight]) => `when '${kind}' then ${weight}`)
        .join(" "),
    )} else 0 end)
    from ${promptEvents} e
    where e.prompt_id = ${outer.promptId} and e.created_at > now() - make_interval(days => ${options.windowDays})
  ), 0)`;
  const rows = await publishedPrompts(db, locale)
    .orderBy(desc(score), sql`(${prompts.id} * ${seed}) % 1000003`, asc(prompts.id))
    .limit(options.limit);
  return rows.map(toSummary);
}

/** The UTC calendar day, e.g. "2026-11-22": the daily order changes at midnight UTC. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function daySeed(day: string): number {
  let hash = 7;
  for (const char of day) hash = (hash * 31 + char.charCodeAt(0)) % 999_983;
  return hash + 1;
}

/** Summaries of the given published prompts, in the order of `ids`. */
export async function listPromptSummaries(db: Database, ids: number[], locale: Locale): Promise<PromptSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPrompts(db, locale, inArray(prompts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchOptions {
  q?: string;
  categoryId?: string;
  locale: Locale;
  limit: number;
  offset: number;
  viewer: Viewer;
}

export interface SearchResult {
  total: number;
  items: PromptSummary[];
}

const MAX_QUERY_WORDS = 8;
/** Shorter words are never "corrected": too many near neighbours. */
const MIN_CORRECTABLE_LENGTH = 4;

/** The words of a query, lower-cased; tsquery syntax cannot survive this split. */
export function queryWords(q: string | undefined): string[] {
  return (q ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Each word as a prefix ("reun" finds "reunião"), or'ed with the closest known word when the word
 * itself is unknown ("markting" also looks for "marketing").
 */
export function prefixQuery(alternatives: string[][]): string | null {
  if (alternatives.length === 0) return null;
  return alternatives.map((words) => `(${[...new Set(words)].map((w) => `${w}:*`).join(" | ")})`).join(" & ");
}

async function withCorrections(db: Database, locale: Locale, words: string[]): Promise<string[][]> {
  const correctable = words.filter((word) => word.length >= MIN_CORRECTABLE_LENGTH);
  if (correctable.length === 0) return words.map((word) => [word]);
  const rows = (await db.execute(sql`
    select w.word, (
      select t.term from ${searchTerms} t
      where t.locale = ${locale} and t.term % public.promptario_unaccent(w.word)
      order by similarity(t.term, public.promptario_unaccent(w.word)) desc, t.term
      limit 1
    ) as suggestion,
    exists (
      -- a range, not LIKE, so the primary key (locale, term) answers it
      select 1 from ${searchTerms} t
      where t.locale = ${locale}
        and t.term >= public.promptario_unaccent(w.word)
        and t.term < public.promptario_unaccent(w.word) || chr(1114111)
    ) as known
    from unnest(array[${sql.join(
      correctable.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w(word)`)) as { rows?: { word: string; suggestion: string | null; known: boolean }[] };
  const corrections = new Map(
    (rows.rows ?? []).filter((row) => !row.known && row.suggestion).map((row) => [row.word, row.suggestion!]),
  );
  return words.map((word) => (corrections.has(word) ? [word, corrections.get(word)!] : [word]));
}

/** The first prompts of every category in its default order: the free "first 5" (DESIGN.md D2). */
const freeWindow = sql`
  select w.id from ${categories} c cross join lateral (
    select p.id from ${prompts} p
    where p.category_id = c.id and p.is_published
    order by p.featured desc nulls last, p.published_at desc nulls last, p.id
    limit ${FREE_PROMPTS_PER_CATEGORY}
  ) w`;

/**
 * Full-text search in the reader's language: accent-insensitive, prefix matching, ranked, and
 * tolerant of typos. The text of a prompt the viewer may not read never makes it match (it is
 * matched against the public document instead).
 */
export async function searchPrompts(db: Database, options: SearchOptions): Promise<SearchResult> {
  const words = queryWords(options.q);
  const readsPremium = capabilities(options.viewer).readsLockedText;

  const filters: SQL[] = [eq(prompts.isPublished, true)];
  if (options.categoryId) filters.push(eq(prompts.categoryId, options.categoryId));

  if (words.length === 0) {
    const rows = await db
      .select({ ...summaryColumns(options.locale), total: sql<number>`count(*) over ()::int` })
      .from(prompts)
      .innerJoin(
        promptTranslations,
        and(eq(promptTranslations.promptId, prompts.id), translationFor(options.locale)),
      )
      .innerJoin(categories, eq(categories.id, prompts.categoryId))
      .where(and(...filters))
      .orderBy(...defaultOrder)
      .limit(options.limit)
      .offset(options.offset);
    return { total: rows[0]?.total ?? (options.offset > 0 ? await countPublished(db, options) : 0), items: rows.map(toSummary) };
  }

  const tsquery = prefixQuery(await withCorrections(db, options.locale, words))!;
  const query = sql`to_tsquery(public.promptario_search_config(${options.locale}), public.promptario_unaccent(${tsquery}))`;
  const rank = sql`ts_rank_cd(${promptTranslations.searchPublic}, ${query}) * 2
    + case when ${readsPremium} or not ${prompts.isPremium} then ts_rank_cd(${promptTranslations.searchFull}, ${query}) else 0 end`;

  const rows = await db
    .select({ ...summaryColumns(options.locale), total: sql<number>`count(*) over ()::int` })
    .from(promptTranslations)
    .innerJoin(prompts, eq(prompts.id, promptTranslations.promptId))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .where(
      and(
        ...filters,
        eq(promptTranslations.locale, options.locale),
        sql`${promptTranslations.searchFull} @@ ${query}`,
        // search_full contains search_public: a prompt whose text the viewer may not read matches only
        // on what anyone can read (the same rule as promptAccess, for every row at once).
        sql`(${readsPremium} or ${promptTranslations.searchPublic} @@ ${query} or (
          not ${prompts.isPremium}
          and ${prompts.publishedAt} <= now() - make_interval(days => ${EARLY_ACCESS_DAYS})
          and ${prompts.id} in (${freeWindow})
        ))`,
      ),
    )
    .orderBy(sql`${rank} desc`, asc(prompts.id))
    .limit(options.limit)
    .offset(options.offset);
  return { total: rows[0]?.total ?? 0, items: rows.map(toSummary) };
}

async function countPublished(db: Database, options: SearchOptions): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(prompts)
    .where(and(eq(prompts.isPublished, true), options.categoryId ? eq(prompts.categoryId, options.categoryId) : undefined));
  return row?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------
// One prompt

/** 1-based position of a prompt in its category's default order (featured first, then newest). */
const categoryRank = sql<number>`(
  select count(*)::int + 1 from (
    select 1 from ${prompts} p2
    where p2.category_id = ${outer.promptCategoryId} and p2.is_published and p2.id <> ${outer.promptId}
      and (p2.featured, p2.published_at, -p2.id) > (${outer.promptFeatured}, ${outer.promptPublishedAt}, -${outer.promptId})
    limit 10
  ) better
)`;

export async function getPrompt(
  db: Database,
  id: number,
  locale: Locale,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<PromptDetail | null> {
  const visible =
    viewer.kind === "member"
      ? sql`(${prompts.isPublished} or ${prompts.authorId} = ${viewer.userId} or ${viewer.isAdmin})`
      : eq(prompts.isPublished, true);
  const [row] = await db
    .select({
      ...summaryColumns(locale),
      tagline: promptTranslations.tagline,
      credits: promptTranslations.credits,
      promptText: promptTranslations.promptText,
      instructions: promptTranslations.instructions,
      steps: promptTranslations.steps,
      publishedAt: prompts.publishedAt,
      authorId: prompts.authorId,
      relatedPromptIds: prompts.relatedPromptIds,
      categoryRank,
    })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .where(and(eq(prompts.id, id), visible))
    .limit(1);
  if (!row) return null;

  const access = promptAccess(viewer, row, now);
  return {
    ...toSummary(row),
    tagline: row.tagline,
    credits: row.credits,
    promptText: access.canReadText ? row.promptText : null,
    instructions: access.canReadText ? row.instructions : null,
    steps: access.canSeeSteps ? row.steps : null,
    locked: !access.canReadText,
    lockReason: access.lockReason,
    publishedAt: row.publishedAt.toISOString(),
    authorId: row.authorId,
    related: await relatedPrompts(db, row, locale),
  };
}

async function relatedPrompts(
  db: Database,
  prompt: { id: number; categoryId: string; relatedPromptIds: number[] },
  locale: Locale,
): Promise<PromptSummary[]> {
  const chosen = prompt.relatedPromptIds.filter((id) => id !== prompt.id).slice(0, RELATED_LIMIT);
  const rows = chosen.length
    ? await publishedPrompts(db, locale, inArray(prompts.id, chosen))
    : await publishedPrompts(db, locale, and(eq(prompts.categoryId, prompt.categoryId), ne(prompts.id, prompt.id)))
        .orderBy(...defaultOrder)
        .limit(RELATED_LIMIT);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return chosen.length ? chosen.flatMap((id) => byId.get(id) ?? []) : [...byId.values()];
}

/**
 * Texts a reader may see, for the API's list: the same entitlement rule as the page, per prompt.
 */
export async function readablePromptTexts(
  db: Database,
  ids: number[],
  locale: Locale,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<Map<number, { promptText: string; locked: false } | { promptText: null; locked: true }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: prompts.id,
      isPremium: prompts.isPremium,
      publishedAt: prompts.publishedAt,
      authorId: prompts.authorId,
      categoryRank,
      promptText: promptTranslations.promptText,
    })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .where(inArray(prompts.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      promptAccess(viewer, row, now).canReadText
        ? { promptText: row.promptText, locked: false as const }
        : { promptText: null, locked: true as const },
    ]),
  );
}
