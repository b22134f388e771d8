import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  capabilities,
  type Capabilities,
  EARLY_ACCESS_DAYS,
  FREE_PROMPTS_PER_CATEGORY,
  type Viewer,
} from "~/server/entitlements/entitlements";
import {
  defaultOrder,
  releasedBy,
  summaryColumns,
  toSummary,
  translationFor,
  type PromptSummary,
  type SummaryRow,
} from "./rows.server";
import {
  categories,
  categoryTranslations,
  promptEvents,
  prompts,
  promptTranslations,
  searchTerms,
} from "./schema";
import { SEARCH_MATCH_LIMIT } from "./search-limit";
import { favorites } from "~/server/accounts/schema";
import {
  advancedFiltersUsed,
  sourceOf,
  type AccessLevel,
  type AuthorChoice,
  type PlaceholderChoice,
  type PromptFilters,
  type PublishedWindow,
} from "./filters";
import { listPromptSummaries } from "./lists.server";
import { accessOf, facetIndex, type IndexedPrompt } from "./facet-index.server";

export interface SearchOptions {
  q?: string;
  categoryId?: string;
  locale: Locale;
  limit: number;
  offset: number;
  viewer: Viewer;
  /** only "forbidden" prompts (the filter on /categories) */
  forbiddenOnly?: boolean;
  /** only prompts published since then (this week's drop: `?new=week`) */
  publishedSince?: Date;
  /** the clock: prompts dated later are scheduled and left out */
  now?: Date;
  /**
   * The advanced filters and the sort (server/catalog/filters); the caller has checked the viewer
   * may use them (server/entitlements: advancedFilters).
   */
  filters?: PromptFilters;
  /** the query's words looked up already (searchWithFacets shares them with its counts) */
  match?: WordsMatch;
}

export interface SearchResult {
  /** how many prompts match, counted up to SEARCH_MATCH_LIMIT */
  total: number;
  /** more prompts match than `total`; a search with words ranks and pages only its first matches */
  totalCapped: boolean;
  items: PromptSummary[];
  /**
   * The query with its misspelt words replaced by the closest known words ("markting" →
   * "marketing"), offered as "Did you mean …?": only when that query finds something the viewer may
   * see, so it never names a word of an unreleased or unreadable prompt.
   */
  suggestedQuery?: string;
}

const MAX_QUERY_WORDS = 8;
/** Shorter words are never "corrected": too many near neighbours. */
const MIN_CORRECTABLE_LENGTH = 4;
/** A correction is a known word at least this similar (pg_trgm's own default for `%`)… */
const MIN_TYPO_SIMILARITY = 0.3;
/** …and at most this many letters longer or shorter. */
const MAX_TYPO_LENGTH_CHANGE = 2;
/** The word being typed is completed from this length on ("rec" → recipe, recipes, …). */
const MIN_PREFIX_LENGTH = 3;
/** Completions of the word being typed that a search looks for, the shortest words first. */
const MAX_COMPLETIONS = 12;
/** A prompt found only through its category's name ranks below any that says the words. */
const CATEGORY_MATCH_RANK = 0.001;

/** The words of a query, lower-cased; tsquery syntax cannot survive this split. */
export function queryWords(q: string | undefined): string[] {
  return (q ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/** What each word of a query may match: the word itself first, then corrections and completions. */
export interface WordAlternatives {
  word: string;
  alternatives: string[];
  /** match the word as a prefix in the index itself: the last word, when no known word completes it */
  prefix: boolean;
  /** the closest known word when this one is misspelt */
  correction?: string;
}

/**
 * Every word must match one of its alternatives: "reuniao notas" → (reuniao) & (notas | nota…).
 * Alternatives are whole words, which the index finds far faster than a prefix (`word:*`).
 */
export function tsqueryText(words: WordAlternatives[]): string | null {
  if (words.length === 0) return null;
  return words
    .map(({ word, alternatives, prefix }) => {
      const terms = [...new Set([word, ...alternatives])];
      return `(${terms.map((term) => (prefix && term === word ? `${term}:*` : term)).join(" | ")})`;
    })
    .join(" & ");
}

/**
 * Looks the words up in the public vocabulary (search_terms: title, tagline, description and tags,
 * never prompt text). The last word is the one being typed: it is completed with known words that
 * start with it. Any other word is complete. An unknown word (a typo) also looks for the closest
 * known word by trigram similarity ("markting" → marketing).
 */
async function lookUpWords(db: Database, locale: Locale, words: string[]): Promise<WordAlternatives[]> {
  if (words.length === 0) return [];
  const config = sql`public.promptario_search_config(${localeLiteral(locale)})`;
  const wordArray = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const known = (await db.execute(sql`
    select w.position::int as position, u.term,
      numnode(plainto_tsquery(${config}, u.term)) = 0 as "stopWord",
      case when w.position = ${words.length}
        then exists (
          -- a range, not LIKE, so the primary key (locale, term) answers it
          select 1 from ${searchTerms} t
          where t.locale = ${locale} and t.term >= u.term and t.term < u.term || chr(1114111)
        )
        else exists (select 1 from ${searchTerms} t where t.locale = ${locale} and t.term = u.term)
      end as known,
      case when w.position = ${words.length} and length(u.term) >= ${MIN_PREFIX_LENGTH} then array(
        select t.term from ${searchTerms} t
        where t.locale = ${locale} and t.term >= u.term and t.term < u.term || chr(1114111)
        order by length(t.term), t.term
        limit ${MAX_COMPLETIONS}
      ) end as completions
    from unnest(${wordArray}) with ordinality as w(word, position)
    cross join lateral (select public.promptario_unaccent(w.word) as term) u`)) as {
    rows?: {
      position: number;
      term: string;
      stopWord: boolean;
      known: boolean;
      completions: string[] | null;
    }[];
  };
  const found = new Map((known.rows ?? []).map((row) => [row.position - 1, row]));

  // Typos are rare: the similarity lookup runs only for them. It compares a word only with known
  // words about as long that start with its first letter followed by its second or its third one
  // (a slip, or a swap: "protrait"): two ranges of the primary key. Comparing with the whole
  // vocabulary costs tens of milliseconds on 100,000 prompts.
  const misspelt = words.flatMap((word, index) => {
    const row = found.get(index);
    return row && !row.known && !row.stopWord && word.length >= MIN_CORRECTABLE_LENGTH ? [row.term] : [];
  });
  const suggestions = new Map<string, string>();
  if (misspelt.length > 0) {
    const closest = (term: string) => {
      const starts = [...new Set([term.slice(0, 2), term.slice(0, 1) + term.slice(2, 3)])];
      return sql`
        select ${term} as term, (
          select c.term from (
            select t.term from ${searchTerms} t
            where t.locale = ${locale}
              and (${sql.join(
                starts.map((start) => sql`(t.term >= ${start} and t.term < ${start} || chr(1114111))`),
                sql` or `,
              )})
              and length(t.term) between ${term.length - MAX_TYPO_LENGTH_CHANGE} and ${term.length + MAX_TYPO_LENGTH_CHANGE}
            union
            -- The words of the category names (a dozen rows) belong to the vocabulary too.
            select w.term from ${categoryTranslations} ct
            cross join lateral regexp_split_to_table(public.promptario_unaccent(lower(ct.title)), '[^a-z0-9]+') w(term)
            where ct.locale = ${locale}
              and length(w.term) between ${term.length - MAX_TYPO_LENGTH_CHANGE} and ${term.length + MAX_TYPO_LENGTH_CHANGE}
            offset 0 -- keeps the tests above ahead of similarity()
          ) c
          where similarity(c.term, ${term}) >= ${MIN_TYPO_SIMILARITY}
          order by similarity(c.term, ${term}) desc, c.term
          limit 1
        ) as suggestion`;
    };
    const corrected = (await db.execute(sql.join(misspelt.map(closest), sql` union all `))) as {
      rows?: { term: string; suggestion: string | null }[];
    };
    for (const row of corrected.rows ?? []) if (row.suggestion) suggestions.set(row.term, row.suggestion);
  }

  return words.map((word, index) => {
    const row = found.get(index);
    // A stop word being typed ("plan for") is most likely that word: it is left out, not completed.
    const completions = row && !row.stopWord ? (row.completions ?? []) : [];
    const suggestion = row ? suggestions.get(row.term) : undefined;
    return {
      word,
      correction: suggestion && suggestion !== row?.term ? suggestion : undefined,
      alternatives: [...(suggestion ? [suggestion] : []), ...completions],
      // Words that only prompt texts contain are not in the vocabulary: a reader of those texts
      // still finds them as they are typed.
      prefix:
        index === words.length - 1 &&
        word.length >= MIN_PREFIX_LENGTH &&
        !row?.stopWord &&
        completions.length === 0,
    };
  });
}

/**
 * The catalogue prompts whose text anyone may read (the same rule as promptAccess): among the first
 * of every category in its default order (the free "first 5" of server/entitlements), those neither premium
 * nor early access. Members' prompts are never locked, but match on their public fields only here.
 */
const freelyReadable = (now: Date) => sql`
  select w.id from ${categories} c cross join lateral (
    select p.id, p.is_premium, p.is_forbidden, p.published_at from ${prompts} p
    where p.category_id = c.id and p.is_published and p.source = 'catalog' and p.published_at <= ${now.toISOString()}
    order by p.featured desc nulls last, p.published_at desc nulls last, p.id
    limit ${FREE_PROMPTS_PER_CATEGORY}
  ) w
  where not w.is_premium and not w.is_forbidden
    and w.published_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${EARLY_ACCESS_DAYS})`;

/**
 * The locale as a literal, not a parameter, so the planner picks that language's partial indexes
 * (migration 0010) whatever plan the driver asks for.
 */
const localeLiteral = (locale: Locale) => sql.raw(locale === "pt" ? "'pt'" : "'en'");

/**
 * Full-text search in the reader's language: accent-insensitive, the last word completed as it is
 * typed, ranked, and tolerant of typos. The text of a prompt the viewer may not read never makes
 * it match: such prompts are matched on their public document (title, tags, description, tagline).
 */
export async function searchPrompts(db: Database, options: SearchOptions): Promise<SearchResult> {
  const words = queryWords(options.q);
  const filters = options.filters;
  const filtered = filters !== undefined && advancedFiltersUsed(filters).length > 0;
  // One category is a basic filter: the same as categoryId.
  if (filters && !filtered && filters.categories[0] && !options.categoryId)
    options = { ...options, categoryId: filters.categories[0] };
  const match =
    words.length === 0 ? null : (options.match ?? (await wordsMatchOf(db, options.locale, words)));
  if (filtered && (match === null || filters.sort !== "relevance"))
    return listFiltered(db, options, filters, match);
  if (match === null) return listPublished(db, options);
  if (filtered) return rankFiltered(db, options, filters, match);

  const text = tsqueryText(match.words)!;
  const locale = localeLiteral(options.locale);
  const query = sql`to_tsquery(public.promptario_search_config(${locale}), public.promptario_unaccent(${text}))`;
  const { readsLockedText, readsForbiddenText } = capabilities(options.viewer);
  const now = options.now ?? appClock.now();

  // Matched on the document the viewer may read, the first SEARCH_MATCH_LIMIT + 1 in index order
  // (the extra one tells that there are more). The prompt is checked by a subquery per match, not
  // a join, which would let the planner read the whole prompts table for a thousand rows.
  const listedOn = (extra?: SQL) =>
    sql`p.is_published and p.published_at <= ${now.toISOString()} ${
      options.categoryId ? sql`and p.category_id = ${options.categoryId}` : sql``
    } ${options.forbiddenOnly ? sql`and p.is_forbidden` : sql``} ${
      options.publishedSince ? sql`and p.published_at >= ${options.publishedSince.toISOString()}` : sql``
    } ${extra ? sql`and ${extra}` : sql``}`;
  const listedWhere = (extra?: SQL) =>
    sql`(select ${listedOn(extra)} from ${prompts} p where p.id = pt.prompt_id)`;
  const listed = listedWhere();
  // What anyone may read weighs double; the text counts for a reader who may read it.
  const publicRank = sql`ts_rank_cd(pt.search_public, ${query}) * 2`;
  const fullRank = sql`${publicRank} + ts_rank_cd(pt.search_full, ${query})`;
  const matchOn = (document: SQL, rank: SQL, where: SQL) => sql`(
      select pt.prompt_id, ${rank} as rank
      from ${promptTranslations} pt
      where pt.locale = ${locale} and ${document} @@ ${query} and ${where}
      limit ${SEARCH_MATCH_LIMIT + 1}
    )`;
  // A query that names a category ("marketing") finds its prompts, ranked after the prompts that
  // say the words themselves. Category names are public: this reveals nothing locked. Read from
  // the prompts (their languages are on the row), not from every translation in turn.
  const inNamedCategory =
    match.namedCategories.length === 0
      ? null
      : sql`(
      select p.id as prompt_id, ${CATEGORY_MATCH_RANK}::real as rank
      from ${prompts} p
      where p.category_id in (${sql.join(
        match.namedCategories.map((id) => sql`${id}`),
        sql`, `,
      )})
        and p.locales @> array[${locale}]::text[] and ${listedOn()}
      limit ${SEARCH_MATCH_LIMIT + 1}
    )`;
  const onDocuments = !readsLockedText
    ? matchOn(sql`pt.search_public`, publicRank, listed)
    : readsForbiddenText
      ? matchOn(sql`pt.search_full`, fullRank, listed)
      : // A Creator reads every text but the forbidden prompts': those match on their public fields only.
        sql`${matchOn(sql`pt.search_full`, fullRank, listedWhere(sql`not p.is_forbidden`))}
      union all ${matchOn(
        sql`pt.search_public`,
        publicRank,
        // The few forbidden prompts by their partial index, not every public match in turn.
        sql`pt.prompt_id = any(array(select f.id from ${prompts} f where f.is_forbidden)) and ${listedWhere(sql`p.is_forbidden`)}`,
      )}`;
  const found = inNamedCategory ? sql`${onDocuments} union all ${inNamedCategory}` : onDocuments;
  const ranked = sql`
    with found as materialized (${found}),
    ${
      readsLockedText
        ? sql`matched as (select * from found),`
        : sql`
    -- The free prompts anyone may read match on their text too (the same rule as promptAccess),
    -- unless the matches found already fill the limit.
    readable as materialized (
      select pt.prompt_id, ${fullRank} as rank
      from ${promptTranslations} pt
      where (select count(*) from found) <= ${SEARCH_MATCH_LIMIT}
        and pt.locale = ${locale} and pt.prompt_id = any(array(${freelyReadable(now)}))
        and pt.search_full @@ ${query} and ${listed}
    ),
    matched as (select * from found union all select * from readable),`
    }
    ranked as (select prompt_id, max(rank) as rank from matched group by prompt_id)`;

  // Pages end at the limit: what lies beyond it was never ranked.
  const limit = Math.max(0, Math.min(options.limit, SEARCH_MATCH_LIMIT - options.offset));
  const page = (await db.execute(sql`
    ${ranked},
    page as (
      select prompt_id, rank, count(*) over ()::int as total from ranked
      order by rank desc, prompt_id limit ${limit} offset ${options.offset}
    )
    select page.total, p.id, pt.title, pt.description, pt.tags, p.is_premium as "isPremium",
      p.is_forbidden as "isForbidden", p.upvotes, pt.locale,
      c.id as "categoryId", coalesce(ct.title, other.title) as "categoryTitle",
      c.icon as "categoryIcon", c.color as "categoryColor"
    from page
    join ${prompts} p on p.id = page.prompt_id
    join ${promptTranslations} pt on pt.prompt_id = page.prompt_id and pt.locale = ${locale}
    join ${categories} c on c.id = p.category_id
    left join ${categoryTranslations} ct on ct.category_id = c.id and ct.locale = ${locale}
    left join ${categoryTranslations} other on other.category_id = c.id and other.locale <> ${locale}
    order by page.rank desc, page.prompt_id`)) as { rows?: (SummaryRow & { total: number })[] };
  const rows = page.rows ?? [];

  // Past the last match the page is empty and says nothing about the total: count them.
  const matches =
    rows[0]?.total ??
    (options.offset > 0 || limit === 0
      ? ((
          (await db.execute(sql`${ranked} select count(*)::int as total from ranked`)) as {
            rows?: { total: number }[];
          }
        ).rows?.[0]?.total ?? 0)
      : 0);
  return {
    total: Math.min(matches, SEARCH_MATCH_LIMIT),
    totalCapped: matches > SEARCH_MATCH_LIMIT,
    items: rows.map(toSummary),
    suggestedQuery: await suggestedQuery(db, options, match.words),
  };
}

/** The query with its corrections, when searching it finds something (a second search, only for typos). */
async function suggestedQuery(
  db: Database,
  options: SearchOptions,
  words: WordAlternatives[],
): Promise<string | undefined> {
  if (!words.some((word) => word.correction)) return undefined;
  const corrected = words.map((word) => word.correction ?? word.word).join(" ");
  const found = await searchPrompts(db, { ...options, q: corrected, match: undefined, limit: 1, offset: 0 });
  return found.total > 0 ? corrected : undefined;
}

/** Without words: every published prompt in the default order, counted up to SEARCH_MATCH_LIMIT. */
async function listPublished(db: Database, options: SearchOptions): Promise<SearchResult> {
  const filters = and(
    eq(prompts.isPublished, true),
    releasedBy(options.now ?? appClock.now()),
    options.categoryId ? eq(prompts.categoryId, options.categoryId) : undefined,
    options.forbiddenOnly ? eq(prompts.isForbidden, true) : undefined,
    options.publishedSince ? gte(prompts.publishedAt, options.publishedSince) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns(options.locale))
      .from(prompts)
      .innerJoin(
        promptTranslations,
        and(eq(promptTranslations.promptId, prompts.id), translationFor(options.locale)),
      )
      .innerJoin(categories, eq(categories.id, prompts.categoryId))
      .where(filters)
      .orderBy(...defaultOrder)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(prompts)
        .where(filters)
        .limit(SEARCH_MATCH_LIMIT + 1)
        .as("published"),
    ),
  ]);
  const matches = counted?.value ?? 0;
  return {
    total: Math.min(matches, SEARCH_MATCH_LIMIT),
    totalCapped: matches > SEARCH_MATCH_LIMIT,
    items: rows.map(toSummary),
  };
}

// ---------------------------------------------------------------------------------------------
// Advanced filters (server/catalog/filters): tags, several categories, access, placeholders, how
// recent, author, upvotes, and the sorts. Every query reads `prompts p` with the listing rule
// (published and released by now), so a scheduled drop is never listed nor counted.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const PUBLISHED_DAYS: Record<PublishedWindow, number> = { "7d": 7, "30d": 30 };
/** The usage events "most used" counts (a share is not a use). */
const USE_KINDS = sql.raw(`('copy', 'use')`);

/** A query's words as the filters match them: the accent-folded tsquery, and the categories it names. */
export interface WordsMatch {
  /** each word with what it may match (its corrections and completions) */
  words: WordAlternatives[];
  query: SQL;
  /** the categories whose name the words say, in the reader's language (their prompts match too) */
  namedCategories: string[];
}

/** The words looked up (their tsquery, as the ranked search builds it) and the categories they name. */
export async function wordsMatchOf(db: Database, locale: Locale, words: string[]): Promise<WordsMatch> {
  const lookedUp = await lookUpWords(db, locale, words);
  const text = tsqueryText(lookedUp)!;
  const lang = localeLiteral(locale);
  const query = sql`to_tsquery(public.promptario_search_config(${lang}), public.promptario_unaccent(${text}))`;
  // A dozen rows; read apart so that the statements that use them name the categories themselves,
  // which the planner estimates (an unknown array of categories, it read every translation).
  const named = (await db.execute(sql`
    select ct.category_id as id from ${categoryTranslations} ct
    where ct.locale = ${lang}
      and to_tsvector(public.promptario_search_config(${lang}), public.promptario_unaccent(ct.title)) @@ ${query}
    order by ct.category_id`)) as { rows?: { id: string }[] };
  return { words: lookedUp, query, namedCategories: (named.rows ?? []).map((row) => row.id) };
}

/** What a reader may read of the prompts their words match (server/entitlements' capabilities). */
export type Reading = Pick<Capabilities, "readsLockedText" | "readsForbiddenText">;

/**
 * The prompts of the categories the words name that have a text in the reader's language (as the
 * ranked search finds them), on `alias`; null when the words name none.
 */
export function inNamedCategories(match: WordsMatch, locale: Locale, alias: "p" | "m" = "p"): SQL | null {
  if (match.namedCategories.length === 0) return null;
  const prompt = sql.raw(alias);
  const categories = sql.join(
    match.namedCategories.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${prompt}.category_id in (${categories}) and ${prompt}.locales @> array[${localeLiteral(locale)}]::text[])`;
}

/**
 * The ids of the prompts whose text the words match, on the document the reader may read (a
 * Creator matches forbidden prompts on their public fields only; a visitor or an Explorer the free
 * prompts anyone may read on their text, every other on its public fields). A prompt may come
 * twice; the categories the words name are not in it (textMatch adds them).
 */
export function matchedDocuments(match: WordsMatch, locale: Locale, reading: Reading, now: Date): SQL {
  const { query } = match;
  const { readsLockedText, readsForbiddenText } = reading;
  const lang = localeLiteral(locale);
  const on = (document: SQL, where?: SQL) =>
    sql`select pt.prompt_id from ${promptTranslations} pt where pt.locale = ${lang} and ${document} @@ ${query}${
      where ? sql` and ${where}` : sql``
    }`;
  // The few forbidden prompts, from their partial index: a match is told apart by its id alone,
  // without reading its prompt.
  const forbidden = sql`array(select f.id from ${prompts} f where f.is_forbidden)`;
  return !readsLockedText
    ? sql`${on(sql`pt.search_public`)} union all ${on(
        sql`pt.search_full`,
        sql`pt.prompt_id = any(array(${freelyReadable(now)}))`,
      )}`
    : readsForbiddenText
      ? on(sql`pt.search_full`)
      : sql`${on(sql`pt.search_full`, sql`pt.prompt_id <> all(${forbidden})`)} union all ${on(
          sql`pt.search_public`,
          sql`pt.prompt_id = any(${forbidden})`,
        )}`;
}

/**
 * The prompts whose words match (matchedDocuments), or that are in a category the words name, as a
 * condition on `p`. Not capped: filters see every match, and agree with the facet counts, which
 * never count a prompt on words the viewer may not read.
 */
export function textMatch(match: WordsMatch, locale: Locale, reading: Reading, now: Date): SQL {
  const documents = matchedDocuments(match, locale, reading, now);
  // One subquery at the top level of the conditions, so the planner joins it once (a hash
  // semi-join) instead of testing every prompt against it, or turns it around (walks an index in
  // the page's order and stops at the page).
  const named = inNamedCategories(match, locale, "m");
  return named
    ? sql`p.id in (${documents} union all select m.id from ${prompts} m where ${named})`
    : sql`p.id in (${documents})`;
}

/**
 * The ids matchedDocuments gives, as one array (thousands of rows cost more to send and parse than
 * the match itself). Asked once per match and reader: the results page and its counts share them.
 */
export function matchedIds(
  db: Database,
  match: WordsMatch,
  locale: Locale,
  reading: Reading,
  now: Date,
): Promise<number[]> {
  const key = `${locale} ${readingKey(reading)} ${now.getTime()}`;
  let asked = askedIds.get(match);
  if (!asked) askedIds.set(match, (asked = new Map()));
  let ids = asked.get(key);
  if (!ids) {
    ids = (
      db.execute(sql`select array(${matchedDocuments(match, locale, reading, now)}) as ids`) as Promise<{
        rows: { ids: number[] }[];
      }>
    ).then((found) => found.rows[0]?.ids ?? []);
    asked.set(key, ids);
  }
  return ids;
}

const askedIds = new WeakMap<WordsMatch, Map<string, Promise<number[]>>>();

/** What decides which prompts words match for a reader (matchedDocuments): three kinds of reader. */
export const readingKey = (reading: Reading) =>
  reading.readsForbiddenText ? "all" : reading.readsLockedText ? "locked" : "public";

export type Dimension =
  "tags" | "categories" | "access" | "placeholders" | "published" | "author" | "upvotes";

const accessCondition = (level: AccessLevel) =>
  level === "free"
    ? sql`(not p.is_premium and not p.is_forbidden)`
    : level === "premium"
      ? sql`(p.is_premium and not p.is_forbidden)`
      : sql`p.is_forbidden`;
const placeholderCondition = (choice: PlaceholderChoice) =>
  choice === "with" ? sql`p.has_placeholders` : sql`not p.has_placeholders`;
const publishedCondition = (window: PublishedWindow, now: Date) =>
  sql`p.published_at >= ${new Date(now.getTime() - PUBLISHED_DAYS[window] * DAY_MS).toISOString()}`;
const authorCondition = (author: AuthorChoice) =>
  author === "library" ? sql`p.source = 'catalog'` : sql`p.source = 'member'`;
const upvotesCondition = (min: number) => sql`p.upvotes >= ${min}`;

/** Each filter's condition on `p`, by dimension; absent when the filter is not set. */
export function dimensionConditions(filters: PromptFilters, now: Date): Partial<Record<Dimension, SQL>> {
  const found: Partial<Record<Dimension, SQL>> = {};
  if (filters.tags.length > 0) {
    // Containment in either language of the prompt, answered by the GIN indexes on its own row.
    const wanted = sql`array[${sql.join(
      filters.tags.map((tag) => sql`${tag}`),
      sql`, `,
    )}]::text[]`;
    found.tags = sql`(p.tags_en @> ${wanted} or p.tags_pt @> ${wanted})`;
  }
  if (filters.categories.length > 0)
    found.categories = sql`p.category_id in (${sql.join(
      filters.categories.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  if (filters.access) found.access = accessCondition(filters.access);
  if (filters.placeholders) found.placeholders = placeholderCondition(filters.placeholders);
  if (filters.published) found.published = publishedCondition(filters.published, now);
  if (filters.author) found.author = authorCondition(filters.author);
  if (filters.minUpvotes !== undefined) found.upvotes = upvotesCondition(filters.minUpvotes);
  return found;
}

export const allOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** Every filter's condition on `p`, `true` when none is set. */
function filterConditions(filters: PromptFilters, now: Date): SQL {
  return allOf(Object.values(dimensionConditions(filters, now)));
}

interface FilterScope {
  filters: PromptFilters;
  now: Date;
  /** the words' match (textMatch), null without words */
  text: SQL | null;
  categoryId?: string;
  forbiddenOnly?: boolean;
  publishedSince?: Date;
}

/** Listed (published and released) and within the scope's words and older filters, on `p`. */
export function baseConditions(scope: FilterScope): SQL[] {
  const base = [sql`p.is_published`, sql`p.published_at <= ${scope.now.toISOString()}`];
  if (scope.text) base.push(scope.text);
  if (scope.categoryId) base.push(sql`p.category_id = ${scope.categoryId}`);
  if (scope.forbiddenOnly) base.push(sql`p.is_forbidden`);
  if (scope.publishedSince) base.push(sql`p.published_at >= ${scope.publishedSince.toISOString()}`);
  return base;
}

/**
 * baseConditions (without the words) and every filter's condition (dimensionConditions), on a prompt
 * of the facet index: the same rules, read in memory.
 */
function passesInMemory(scope: Omit<FilterScope, "text">): (p: IndexedPrompt) => boolean {
  const { filters } = scope;
  const at = scope.now.getTime();
  const since = scope.publishedSince?.getTime() ?? -Infinity;
  const windowStart = filters.published ? at - PUBLISHED_DAYS[filters.published] * DAY_MS : -Infinity;
  const hasAll = (tags: string[]) => filters.tags.every((tag) => tags.includes(tag));
  return (p) =>
    p.isPublished &&
    p.publishedAt <= at &&
    p.publishedAt >= since &&
    p.publishedAt >= windowStart &&
    (!scope.categoryId || p.categoryId === scope.categoryId) &&
    (!scope.forbiddenOnly || p.isForbidden) &&
    (filters.tags.length === 0 || hasAll(p.tagsEn) || hasAll(p.tagsPt)) &&
    (filters.categories.length === 0 || filters.categories.includes(p.categoryId)) &&
    (!filters.access || accessOf(p) === filters.access) &&
    (!filters.placeholders || p.hasPlaceholders === (filters.placeholders === "with")) &&
    (!filters.author || p.source === sourceOf(filters.author)) &&
    (filters.minUpvotes === undefined || p.upvotes >= filters.minUpvotes);
}

/**
 * Words and advanced filters, by relevance: the ids the words match (matchedIds, shared with the
 * counts), kept or not by the facet index (passesInMemory), then the first SEARCH_MATCH_LIMIT + 1
 * that say the words and as many of the named categories', by id, ranked as the unfiltered search
 * ranks them. Checking each match's prompt in the database was most of the time of a selective
 * filter: a third of "marketing"'s 3,400 matches are premium.
 */
async function rankFiltered(
  db: Database,
  options: SearchOptions,
  filters: PromptFilters,
  match: WordsMatch,
): Promise<SearchResult> {
  const now = options.now ?? appClock.now();
  const reading = capabilities(options.viewer);
  const [index, ids] = await Promise.all([
    facetIndex(db),
    matchedIds(db, match, options.locale, reading, now),
  ]);
  const passes = passesInMemory({ ...options, filters, now });
  const seen = new Set<number>();
  const saying: number[] = [];
  for (const id of ids) {
    const prompt = index.prompts.get(id);
    if (seen.has(id) || !prompt || !passes(prompt)) continue;
    seen.add(id);
    saying.push(id);
  }
  const inNamed: number[] = [];
  if (match.namedCategories.length > 0) {
    const named = new Set(match.namedCategories);
    for (const prompt of index.prompts.values())
      if (
        named.has(prompt.categoryId) &&
        prompt.locales.includes(options.locale) &&
        !seen.has(prompt.id) &&
        passes(prompt)
      )
        inNamed.push(prompt.id);
  }
  const matches = saying.length + inNamed.length;
  const first = (list: number[]) => list.sort((a, b) => a - b).slice(0, SEARCH_MATCH_LIMIT + 1);

  const locale = localeLiteral(options.locale);
  const { query } = match;
  // What anyone may read weighs double; the text counts for a reader who may read it.
  const readsText = reading.readsForbiddenText
    ? sql`true`
    : reading.readsLockedText
      ? sql`pt.prompt_id <> all(array(select f.id from ${prompts} f where f.is_forbidden))`
      : sql`pt.prompt_id = any(array(${freelyReadable(now)})) and pt.search_full @@ ${query}`;
  const limit = Math.max(0, Math.min(options.limit, SEARCH_MATCH_LIMIT - options.offset));
  const page = (await db.execute(sql`
    with ranked as (
      select pt.prompt_id, ts_rank_cd(pt.search_public, ${query}) * 2
        + case when ${readsText} then ts_rank_cd(pt.search_full, ${query}) else 0 end as rank
      from ${promptTranslations} pt
      where pt.locale = ${locale} and pt.prompt_id = any(${`{${first(saying).join(",")}}`}::int[])
      union all
      select n.id, ${CATEGORY_MATCH_RANK}::real from unnest(${`{${first(inNamed).join(",")}}`}::int[]) n(id)
    )
    select prompt_id as id from ranked order by rank desc, prompt_id limit ${limit} offset ${options.offset}`)) as {
    rows?: { id: number }[];
  };
  return {
    ...(await filteredPage(
      db,
      (page.rows ?? []).map((row) => row.id),
      matches,
      options.locale,
      now,
    )),
    suggestedQuery: await suggestedQuery(db, options, match.words),
  };
}

/** The sorts by a count of events: the counted prompts first, then the others. */
const COUNTED_SORTS = new Set<PromptFilters["sort"]>(["used-7d", "used-all", "favorited"]);

const DEFAULT_ORDER_SQL = sql`p.source, p.featured desc nulls last, p.published_at desc nulls last, p.id`;

/** The sorts a page takes in the order of its prompts' own columns (not a count of events). */
export const isColumnSort = (sort: PromptFilters["sort"]) => !COUNTED_SORTS.has(sort);

/** The order of a sort of isColumnSort on `p` (its `sort_title_en` or `sort_title_pt` by the locale). */
export function listedOrder(filters: PromptFilters, locale: Locale): SQL {
  const sortTitle = sql.raw(locale === "pt" ? "p.sort_title_pt" : "p.sort_title_en");
  return filters.sort === "newest"
    ? sql`p.published_at desc, p.id`
    : filters.sort === "upvoted"
      ? sql`p.upvotes desc, p.published_at desc, p.id`
      : filters.sort === "az"
        ? sql`${sortTitle} collate "C", p.id`
        : DEFAULT_ORDER_SQL;
}

/** A page of filtered prompts from their ids in order and how many match (counted up to the cap). */
export async function filteredPage(
  db: Database,
  ids: number[],
  matches: number,
  locale: Locale,
  now: Date,
): Promise<SearchResult> {
  return {
    total: Math.min(matches, SEARCH_MATCH_LIMIT),
    totalCapped: matches > SEARCH_MATCH_LIMIT,
    items: await listPromptSummaries(db, ids, locale, now),
  };
}

/** The filtered prompts in the chosen order, ids then their summaries (as listCategoryPrompts). */
async function listFiltered(
  db: Database,
  options: SearchOptions,
  filters: PromptFilters,
  match: WordsMatch | null,
): Promise<SearchResult> {
  const now = options.now ?? appClock.now();
  const text = match ? textMatch(match, options.locale, capabilities(options.viewer), now) : null;
  const where = allOf([
    ...baseConditions({ ...options, filters, now, text }),
    filterConditions(filters, now),
  ]);
  const countMatches = async () =>
    (
      (await db.execute(sql`
        select count(*)::int as total from (select 1 from ${prompts} p where ${where} limit ${SEARCH_MATCH_LIMIT + 1}) m`)) as {
        rows?: { total: number }[];
      }
    ).rows?.[0]?.total ?? 0;
  // With words the sorted page reads every match anyway: it counts them too (below).
  const countedApart = !match || COUNTED_SORTS.has(filters.sort);
  const counting = countedApart ? countMatches() : null;

  const wanted = options.offset + options.limit;
  let ids: number[];
  let inPage: number | undefined;
  if (COUNTED_SORTS.has(filters.sort)) {
    // The prompts with uses (or favourites) first, by their count, read from the few that have
    // any; then every other prompt in the default order. Sorting every filtered prompt by a count
    // that most of them lack would read and sort the whole catalogue.
    const counted =
      filters.sort === "favorited"
        ? sql`select f.prompt_id, count(*)::int as n from ${favorites} f group by f.prompt_id`
        : sql`select e.prompt_id, count(*)::int as n from ${promptEvents} e where e.kind in ${USE_KINDS} ${
            filters.sort === "used-7d"
              ? sql`and e.created_at > ${new Date(now.getTime() - 7 * DAY_MS).toISOString()}`
              : sql``
          } group by e.prompt_id`;
    // The prompts are found by their ids (the primary key, once each): joined as a table, the
    // planner hashes the whole catalogue to meet a few thousand counted prompts.
    const first = (await db.execute(sql`
      with counted as materialized (${counted})
      select p.id, count(*) over ()::int as total from ${prompts} p join counted c on c.prompt_id = p.id
      where p.id = any(array(select prompt_id from counted)) and ${where}
      order by c.n desc, ${DEFAULT_ORDER_SQL}
      limit ${wanted}`)) as { rows?: { id: number; total: number }[] };
    const firstRows = first.rows ?? [];
    const withCounts = firstRows[0]?.total ?? 0;
    // The page is the counted prompts from the offset on, then the others from the start.
    ids = firstRows.slice(options.offset, wanted).map((row) => row.id);
    const missing = options.limit - ids.length;
    if (missing > 0) {
      const rest = (await db.execute(sql`
        with counted as materialized (${counted})
        select p.id from ${prompts} p
        where ${where} and p.id not in (select prompt_id from counted)
        order by ${DEFAULT_ORDER_SQL}
        limit ${missing} offset ${Math.max(0, options.offset - withCounts)}`)) as {
        rows?: { id: number }[];
      };
      ids = [...ids, ...(rest.rows ?? []).map((row) => row.id)];
    }
  } else {
    const order = listedOrder(filters, options.locale);
    const rows = (await db.execute(sql`
      select p.id${countedApart ? sql`` : sql`, count(*) over ()::int as total`} from ${prompts} p where ${where}
      order by ${order} limit ${options.limit} offset ${options.offset}`)) as {
      rows?: { id: number; total?: number }[];
    };
    ids = (rows.rows ?? []).map((row) => row.id);
    inPage = rows.rows?.[0]?.total;
  }
  const [items, matches] = await Promise.all([
    listPromptSummaries(db, ids, options.locale, now),
    // Past the last match the page says nothing about the total: counted then.
    counting ?? inPage ?? countMatches(),
  ]);
  return {
    total: Math.min(matches, SEARCH_MATCH_LIMIT),
    totalCapped: matches > SEARCH_MATCH_LIMIT,
    items,
  };
}
