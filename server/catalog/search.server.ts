import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  capabilities,
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
import { categories, categoryTranslations, prompts, promptTranslations, searchTerms } from "./schema";
import { SEARCH_MATCH_LIMIT } from "./search-limit";

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
}

export interface SearchResult {
  /** how many prompts match, counted up to SEARCH_MATCH_LIMIT */
  total: number;
  /** more prompts match than `total`; a search with words ranks and pages only its first matches */
  totalCapped: boolean;
  items: PromptSummary[];
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
  if (words.length === 0) return listPublished(db, options);

  const text = tsqueryText(await lookUpWords(db, options.locale, words))!;
  const locale = localeLiteral(options.locale);
  const query = sql`to_tsquery(public.promptario_search_config(${locale}), public.promptario_unaccent(${text}))`;
  const { readsLockedText, readsForbiddenText } = capabilities(options.viewer);
  const now = options.now ?? appClock.now();

  // Matched on the document the viewer may read, the first SEARCH_MATCH_LIMIT + 1 in index order
  // (the extra one tells that there are more). The prompt is checked by a subquery per match, not
  // a join, which would let the planner read the whole prompts table for a thousand rows.
  const listedWhere = (extra?: SQL) =>
    sql`(select p.is_published and p.published_at <= ${now.toISOString()} ${
      options.categoryId ? sql`and p.category_id = ${options.categoryId}` : sql``
    } ${options.forbiddenOnly ? sql`and p.is_forbidden` : sql``} ${
      options.publishedSince ? sql`and p.published_at >= ${options.publishedSince.toISOString()}` : sql``
    } ${extra ? sql`and ${extra}` : sql``} from ${prompts} p where p.id = pt.prompt_id)`;
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
  const found = !readsLockedText
    ? matchOn(sql`pt.search_public`, publicRank, listed)
    : readsForbiddenText
      ? matchOn(sql`pt.search_full`, fullRank, listed)
      : // A Creator reads every text but the forbidden prompts': those match on their public fields only.
        sql`${matchOn(sql`pt.search_full`, fullRank, listedWhere(sql`not p.is_forbidden`))}
      union all ${matchOn(sql`pt.search_public`, publicRank, listedWhere(sql`p.is_forbidden`))}`;
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
  };
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
