import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { catalogMemo } from "./catalog-memo.server";
import {
  ACCESS_LEVELS,
  AUTHORS,
  filterSearchParams,
  NO_FILTERS,
  PLACEHOLDER_CHOICES,
  PUBLISHED_WINDOWS,
  sourceOf,
  UPVOTE_STEPS,
  type AccessLevel,
  type AuthorChoice,
  type PlaceholderChoice,
  type PromptFilters,
  type PublishedWindow,
} from "./filters";
import { accessOf, facetIndex, sortTitleOf, tagsOf, type IndexedPrompt } from "./facet-index.server";
import { promptFacetCounts, prompts } from "./schema";
import {
  allOf,
  baseConditions,
  filteredPage,
  isColumnSort,
  matchedIds,
  searchPrompts,
  type SearchOptions,
  type SearchResult,
  DAY_MS,
  dimensionConditions,
  inNamedCategories,
  PUBLISHED_DAYS,
  queryWords,
  readingKey,
  wordsMatchOf,
  type Dimension,
  type Reading,
  type WordsMatch,
} from "./search.server";

/** How many prompts each choice would leave, the other filters kept (facet counts). */
export interface FilterFacets {
  categories: Record<string, number>;
  /** the most frequent tags among the prompts listed, in the reader's language */
  tags: { tag: string; count: number }[];
  access: Record<AccessLevel, number>;
  placeholders: Record<PlaceholderChoice, number>;
  published: Record<PublishedWindow, number>;
  author: Record<AuthorChoice, number>;
  /** by step of UPVOTE_STEPS, e.g. { "5": 120 } */
  upvotes: Record<string, number>;
}

/** Tags the panel offers at most (the selected ones besides). */
export const FACET_TAGS = 16;

export interface FacetOptions {
  q?: string;
  filters: PromptFilters;
  locale: Locale;
  viewer: Viewer;
  now?: Date;
  forbiddenOnly?: boolean;
  /** only prompts published since then (this week's drop, the API's `new=week`): every count too */
  publishedSince?: Date;
}

/**
 * The counts of every choice: for each filter, the prompts that pass all the other filters and that
 * choice (a category adds to the chosen ones; a tag narrows them).
 *
 * Without words, and with one tag at most, the choices are broad (up to the whole catalogue): the
 * counts add up the rows of `prompt_facet_counts`, which a trigger keeps with the prompts, and
 * count from `prompts` only what the clock decides (the scheduled prompts, the last 30 days). With
 * two tags, the prompts that match them are read once and grouped by every dimension at once. With
 * words, the database gives the ids their text matches and the facet index (./facet-index) every
 * match's columns; a category the words name (all its prompts match) comes from the table. Either
 * way the counts are as of the call: a prompt added, hidden or upvoted counts at once.
 *
 * With words the matching prompts depend on what the reader may read (never a locked text): those
 * counts are also kept per kind of reader, words and filters (not the sort, which changes no
 * count), as of the catalogue's version, for FACET_MEMO_MS.
 */
export async function filterFacets(
  db: Database,
  options: FacetOptions,
  match?: WordsMatch,
): Promise<FilterFacets> {
  const words = queryWords(options.q);
  if (words.length === 0) return countFilterFacets(db, options);
  const now = options.now ?? appClock.now();
  return memoWithWords(db, facetKey({ ...options, q: words.join(" ") }), now, match);
}

/**
 * filterFacets without the memo (the benchmark measures the counting itself); `match`, the words
 * looked up already.
 */
export async function countFilterFacets(
  db: Database,
  options: FacetOptions,
  match?: WordsMatch,
): Promise<FilterFacets> {
  const now = options.now ?? appClock.now();
  const words = queryWords(options.q);
  if (words.length > 0)
    return countWithWords(
      db,
      options,
      now,
      match ?? (await wordsMatchOf(db, options.locale, words)),
      capabilities(options.viewer),
    );
  const { filters } = options;
  return facetsOf(
    tableServes(options)
      ? await countFromTable(
          db,
          options,
          now,
          filters.tags[0] ? { kind: "tag", tag: filters.tags[0] } : { kind: "catalogue" },
        )
      : await countMatching(db, options, now),
    options,
  );
}

/**
 * Whether the counts table answers for these filters: not for two tags or more (their prompts are
 * counted), nor an upvote minimum between the panel's steps.
 */
const fromTableServes = (filters: PromptFilters) =>
  filters.tags.length <= 1 &&
  (filters.minUpvotes === undefined || UPVOTE_STEPS.some((step) => step === filters.minUpvotes));

/** fromTableServes, and the whole catalogue in scope: this week's drop is a few prompts, counted. */
const tableServes = (options: FacetOptions) => fromTableServes(options.filters) && !options.publishedSince;

async function countWithWords(
  db: Database,
  options: FacetOptions,
  now: Date,
  match: WordsMatch,
  reading: Reading,
): Promise<FilterFacets> {
  return (await countMatches(db, options, now, match, reading)).facets;
}

/**
 * The counts of what the words match (the named categories' prompts from the table when it serves
 * the filters), and with `page` the page of those that pass every filter, read in the same pass.
 */
async function countMatches(
  db: Database,
  options: FacetOptions,
  now: Date,
  match: WordsMatch,
  reading: Reading,
  page?: PageOf,
): Promise<{ facets: FilterFacets; paged?: Paged }> {
  if (match.namedCategories.length === 0 || options.filters.tags.length > 0 || !tableServes(options)) {
    const { paged, ...counted } = await countWithWordsIndexed(db, options, now, match, reading, { page });
    return { facets: facetsOf(counted, options), paged };
  }
  // The named categories' prompts from the table, the other matches counted.
  const [named, { paged, ...others }] = await Promise.all([
    countFromTable(db, options, now, { kind: "named", match }),
    countWithWordsIndexed(db, options, now, match, reading, { textOnly: true, page }),
  ]);
  return {
    facets: facetsOf(
      { rows: [...named.rows, ...others.rows], tags: [...named.tags, ...others.tags] },
      options,
    ),
    paged,
  };
}

/** What the results page with its facet counts shows. */
export interface SearchWithFacets {
  result: SearchResult;
  facets: FilterFacets;
}

/**
 * The results page and its facet counts. Words with a sort by the prompts' own columns (newest,
 * most upvoted, A–Z) read their matches once for both: the page needs every match to sort them,
 * and so do the counts. Otherwise the two reads run side by side (the counts with words from their
 * memo unless `fresh`, which the benchmark sets to measure the counting itself).
 */
export async function searchWithFacets(
  db: Database,
  options: SearchOptions,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SearchWithFacets> {
  const filters = options.filters ?? NO_FILTERS;
  const words = queryWords(options.q);
  const now = options.now ?? appClock.now();
  const facetOptions: FacetOptions = {
    q: options.q,
    filters,
    locale: options.locale,
    viewer: options.viewer,
    now,
    forbiddenOnly: options.forbiddenOnly,
    publishedSince: options.publishedSince,
  };
  // The words looked up once, and the ids they match read once, for the page and its counts.
  const match = words.length > 0 ? await wordsMatchOf(db, options.locale, words) : undefined;
  const onePass =
    match !== undefined && filters.sort !== "relevance" && isColumnSort(filters.sort) && !options.categoryId;
  if (!onePass) {
    const [result, facets] = await Promise.all([
      searchPrompts(db, { ...options, now, match }),
      (fresh ? countFilterFacets : filterFacets)(db, facetOptions, match),
    ]);
    return { result, facets };
  }
  const { facets, paged } = await countMatches(db, facetOptions, now, match, capabilities(options.viewer), {
    limit: options.limit,
    offset: options.offset,
  });
  return { result: await filteredPage(db, paged!.ids, paged!.matches, options.locale, now), facets };
}

// ---------------------------------------------------------------------------------------------
// The memo of counts with words

/** How long counts with words are kept (within one catalogue version): what upvotes move meanwhile. */
const FACET_MEMO_MS = 10_000;

function facetKey(options: FacetOptions & { q: string }): string {
  const params = filterSearchParams({ ...options.filters, sort: "relevance" });
  params.set("q", options.q);
  params.set("lang", options.locale);
  params.set("reads", readingKey(capabilities(options.viewer)));
  if (options.forbiddenOnly) params.set("forbidden", "1");
  if (options.publishedSince) params.set("since", options.publishedSince.toISOString());
  return params.toString();
}

const memoWithWords = catalogMemo(
  async (db, key: string, now, match?: WordsMatch) => {
    const params = new URLSearchParams(key);
    const reads = params.get("reads");
    const options: FacetOptions = {
      filters: {
        tags: params.getAll("tag"),
        categories: params.getAll("category"),
        access: (params.get("access") ?? undefined) as AccessLevel | undefined,
        placeholders: (params.get("placeholders") ?? undefined) as PlaceholderChoice | undefined,
        published: (params.get("published") ?? undefined) as PublishedWindow | undefined,
        author: (params.get("author") ?? undefined) as AuthorChoice | undefined,
        minUpvotes: params.has("upvotes") ? Number(params.get("upvotes")) : undefined,
        sort: "relevance",
      },
      locale: params.get("lang") === "pt" ? "pt" : "en",
      // Only the reading below decides what the words match.
      viewer: { kind: "anonymous" },
      forbiddenOnly: params.has("forbidden"),
      publishedSince: params.has("since") ? new Date(params.get("since")!) : undefined,
    };
    const words = (params.get("q") ?? "").split(" ");
    return countWithWords(db, options, now, match ?? (await wordsMatchOf(db, options.locale, words)), {
      readsLockedText: reads === "locked" || reads === "all",
      readsForbiddenText: reads === "all",
    });
  },
  { ttlMs: FACET_MEMO_MS, maxEntries: 500 },
);

// ---------------------------------------------------------------------------------------------
// Counting

/**
 * Prompts counted together: the same value of every dimension. `total` is how the row adds to a
 * count without a date filter (1; -1 for scheduled prompts, which the counts table holds and the
 * panel does not list; 0 for a row that only serves the date filter), `recent` whether its prompts
 * were released in the last 7 or 30 days (null: earlier, or scheduled).
 */
interface FacetRow {
  categoryId: string;
  access: AccessLevel;
  hasPlaceholders: boolean;
  source: string;
  upvoteStep: number;
  /** passes the upvote filter, when one is set */
  meetsUpvotes: boolean;
  total: number;
  recent: PublishedWindow | null;
  prompts: number;
}

interface Counted {
  rows: FacetRow[];
  /** every tag of the prompts listed (all filters kept) with its count; a tag may come in parts */
  tags: { tag: string; count: number }[];
}

const tagsColumn = (locale: Locale) => sql.raw(locale === "pt" ? "tags_pt" : "tags_en");

/** The date of each window's start, and of the widest one (what `recent` rows are read from). */
function windowsOf(now: Date) {
  const start = (window: PublishedWindow) =>
    new Date(now.getTime() - PUBLISHED_DAYS[window] * DAY_MS).toISOString();
  return { week: start("7d"), month: start("30d"), now: now.toISOString() };
}

/** A row's `recent` from `p.published_at`, for prompts released by now. */
const recentOf = (now: Date) => {
  const { week, month } = windowsOf(now);
  return sql`case when p.published_at >= ${week} then '7d' when p.published_at >= ${month} then '30d' end`;
};

const inList = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The conditions of the set filters other than tags and the date, on the counts table's columns. */
function tableConditions(filters: PromptFilters, forbiddenOnly: boolean | undefined): SQL[] {
  const found: SQL[] = [];
  if (filters.categories.length > 0) found.push(inList(sql`c.category_id`, filters.categories));
  if (filters.access) found.push(sql`c.access = ${filters.access}`);
  if (forbiddenOnly) found.push(sql`c.access = 'forbidden'`);
  if (filters.placeholders)
    found.push(filters.placeholders === "with" ? sql`c.has_placeholders` : sql`not c.has_placeholders`);
  if (filters.author) found.push(sql`c.source = ${sourceOf(filters.author)}`);
  if (filters.minUpvotes !== undefined) found.push(sql`c.upvote_step >= ${filters.minUpvotes}`);
  return found;
}

/** Which prompts the counts table is read for. */
type TableScope =
  | { kind: "catalogue" }
  /** the categories the words name, their prompts with a text in the reader's language */
  | { kind: "named"; match: WordsMatch }
  /** the prompts with this tag in either language (a filter by one tag) */
  | { kind: "tag"; tag: string };

/**
 * From the counts table (filters it serves, fromTableServes): the prompts of the scope, less the
 * scheduled ones, with those of the last 30 days apart for the date filter; the tags the same way.
 * One statement over a few thousand rows at most, whatever the catalogue's size.
 */
async function countFromTable(
  db: Database,
  options: FacetOptions,
  now: Date,
  scope: TableScope,
): Promise<Counted> {
  const { filters, locale } = options;
  const { month, now: at } = windowsOf(now);
  const min = filters.minUpvotes;
  const lang = sql.raw(locale === "pt" ? "'pt'" : "'en'");
  const set = dimensionConditions(filters, now);
  // The table's rows of the scope: its prompts (tag '') and their tags in the reader's language.
  const [ofPrompts, withTag] =
    scope.kind === "catalogue"
      ? [sql`c.locale = '' and c.with_tag = ''`, sql`''`]
      : scope.kind === "named"
        ? [
            sql`c.locale = ${lang} and c.with_tag = '' and ${inList(sql`c.category_id`, scope.match.namedCategories)}`,
            sql`''`,
          ]
        : [sql`c.locale = '' and c.with_tag = ${scope.tag}`, sql`${scope.tag}`];
  const ofTags = allOf([
    sql`c.locale = ${lang} and c.with_tag = ${withTag} and c.tag <> ''`,
    ...(scope.kind === "named" ? [inList(sql`c.category_id`, scope.match.namedCategories)] : []),
    ...tableConditions(filters, options.forbiddenOnly),
  ]);
  // The same prompts in `prompts`, for what the clock decides.
  const inScope =
    scope.kind === "catalogue"
      ? []
      : scope.kind === "named"
        ? [inNamedCategories(scope.match, locale)!]
        : [set.tags!];
  // The tags of the prompts listed: every filter kept.
  const onPrompts = [
    ...inScope,
    ...Object.entries(set)
      .filter(([dimension]) => dimension !== "published" && dimension !== "tags")
      .map(([, condition]) => condition),
    ...(options.forbiddenOnly ? [sql`p.is_forbidden`] : []),
  ];
  const tags = tagsColumn(locale);
  const tagCounts = filters.published
    ? // Released in the window: a few recent prompts, counted from `prompts`.
      sql`
        select t.tag, count(*)::int as n
        from ${prompts} p cross join lateral unnest(p.${tags}) t(tag)
        where ${allOf([...baseConditions({ filters, now, text: null }), set.published!, ...onPrompts])}
          and t.tag <> ''
        group by t.tag`
    : sql`
        select c.tag, c.prompts as n from ${promptFacetCounts} c where ${ofTags}
        union all
        select s.tag, -count(*) from ${prompts} p cross join lateral unnest(p.${tags}) s(tag)
        where ${allOf([sql`p.is_published`, sql`p.published_at > ${at}`, ...onPrompts])} and s.tag <> ''
        group by s.tag`;
  const result = (await db.execute(sql`
    select null::text as tag, c.category_id as "categoryId", c.access, c.has_placeholders as "hasPlaceholders",
      c.source, c.upvote_step as "upvoteStep", ${min === undefined ? sql`true` : sql`c.upvote_step >= ${min}`} as "meetsUpvotes",
      1 as total, null::text as recent, c.prompts
    from ${promptFacetCounts} c
    where ${ofPrompts} and c.tag = '' and c.prompts <> 0
    union all
    select null, p.category_id, public.promptario_access_level(p.is_premium, p.is_forbidden), p.has_placeholders,
      p.source, public.promptario_upvote_step(p.upvotes), ${min === undefined ? sql`true` : sql`p.upvotes >= ${min}`},
      case when p.published_at > ${at} then -1 else 0 end,
      case when p.published_at <= ${at} then ${recentOf(now)} end,
      count(*)::int
    from ${prompts} p
    where ${allOf([sql`p.is_published`, sql`p.published_at >= ${month}`, ...inScope])}
    group by 2, 3, 4, 5, 6, 7, 8, 9
    union all
    select t.tag, null, null, null, null, null, null, null, null, sum(t.n)::int
    from (${tagCounts}) t
    group by t.tag
    having sum(t.n) <> 0`)) as { rows?: (FacetRow & { tag: string | null })[] };
  return splitRows(result.rows ?? []);
}

/** The rows of a statement that returns both: a tag's count has its tag, the others none. */
function splitRows(rows: (FacetRow & { tag: string | null })[]): Counted {
  return {
    rows: rows.filter((row) => row.tag === null),
    tags: rows.flatMap((row) => (row.tag === null ? [] : [{ tag: row.tag, count: row.prompts }])),
  };
}

/** A page of the matches in the sort's order (listedOrder), made with their counts. */
interface PageOf {
  limit: number;
  offset: number;
}

/** The page's prompts in order, and how many prompts pass every filter. */
interface Paged {
  ids: number[];
  matches: number;
}

/**
 * Without words, with two tags or an upvote minimum between the panel's steps: the prompts listed
 * that match them, read once, grouped by every dimension, and the tags of those that pass every
 * filter, in one statement. (With words: countWithWordsIndexed.)
 */
async function countMatching(db: Database, options: FacetOptions, now: Date): Promise<Counted> {
  const { filters, locale } = options;
  const set = dimensionConditions(filters, now);
  const min = filters.minUpvotes;
  const matching = allOf([
    ...baseConditions({
      filters,
      now,
      text: null,
      forbiddenOnly: options.forbiddenOnly,
      publishedSince: options.publishedSince,
    }),
    ...(set.tags ? [set.tags] : []),
    // Every count keeps an upvote minimum but the upvotes' own, whose steps start at 1; and a date
    // window but the date's own, whose windows are at most 30 days.
    ...(min !== undefined ? [sql`p.upvotes >= 1`] : []),
    ...(filters.published ? [sql`p.published_at >= ${windowsOf(now).month}`] : []),
  ]);
  const others = allOf(
    Object.entries(set)
      .filter(([dimension]) => dimension !== ("tags" satisfies Dimension))
      .map(([, condition]) => condition),
  );
  const result = (await db.execute(sql`
    with p as materialized (
      select p.category_id, p.is_premium, p.is_forbidden, p.has_placeholders, p.source, p.upvotes,
        p.published_at, p.${tagsColumn(locale)} as tags
      from ${prompts} p
      where ${matching}
    )
    select null::text as tag, p.category_id as "categoryId",
      public.promptario_access_level(p.is_premium, p.is_forbidden) as access,
      p.has_placeholders as "hasPlaceholders", p.source, public.promptario_upvote_step(p.upvotes) as "upvoteStep",
      ${min === undefined ? sql`true` : sql`p.upvotes >= ${min}`} as "meetsUpvotes",
      1 as total, ${recentOf(now)} as recent, count(*)::int as prompts
    from p
    group by 2, 3, 4, 5, 6, 7, 9
    union all
    select t.tag, null, null, null, null, null, null, null, null, count(*)::int
    from p cross join lateral unnest(p.tags) t(tag)
    where ${others} and t.tag <> ''
    group by t.tag`)) as { rows?: (FacetRow & { tag: string | null })[] };
  return splitRows(result.rows ?? []);
}

/**
 * With words: the prompts they match, from the facet index (./facet-index): the database gives the
 * ids whose text the words match, the index every match's columns, and the counts (and `page`, in
 * the sort's order) are made here, by countMatching's rules. `textOnly`: the prompts of the
 * categories the words name are left out of the counts (they come from the table), not the page. Reading each match's prompt was most of the time of a
 * broad word (9,200 look-ups for "reunião" at 100,000 prompts).
 */
async function countWithWordsIndexed(
  db: Database,
  options: FacetOptions,
  now: Date,
  match: WordsMatch,
  reading: Reading,
  { textOnly = false, page }: { textOnly?: boolean; page?: PageOf } = {},
): Promise<Counted & { paged?: Paged }> {
  const { filters, locale } = options;
  const [index, ids] = await Promise.all([facetIndex(db), matchedIds(db, match, locale, reading, now)]);
  const at = now.getTime();
  const named = new Set(match.namedCategories);
  const isNamed = (prompt: IndexedPrompt) => named.has(prompt.categoryId) && prompt.locales.includes(locale);
  // What the words match: their texts, and the prompts of the categories they name (left out of
  // the counts with `textOnly`, and out of the page too without one). A prompt may match twice.
  const candidates: IndexedPrompt[] = [];
  const seen = new Set<number>();
  const add = (prompt: IndexedPrompt) => {
    if (seen.has(prompt.id)) return;
    seen.add(prompt.id);
    candidates.push(prompt);
  };
  for (const id of ids) {
    const prompt = index.prompts.get(id);
    if (prompt && !(named.size > 0 && textOnly && !page && isNamed(prompt))) add(prompt);
  }
  if (named.size > 0 && (!textOnly || page))
    for (const prompt of index.prompts.values()) if (isNamed(prompt)) add(prompt);

  const { week, month } = windowsOf(now);
  const weekStart = Date.parse(week);
  const monthStart = Date.parse(month);
  const since = options.publishedSince?.getTime() ?? -Infinity;
  const min = filters.minUpvotes;
  const wanted = filters.tags;
  const hasAll = (tags: string[]) => wanted.every((tag) => tags.includes(tag));
  // Whether a row passes every filter but the tags (already a condition of every match): the same
  // for all the prompts of a row, so decided once per row.
  const passes = Object.values(rowPasses(filters));
  const kept = (row: FacetRow) =>
    passes.every((pass) => pass(row)) && (!filters.published || inWindow(row, filters.published));
  // Rows by every dimension at once, keyed by a number whose digits are their values (a string per
  // match cost more than the counting); categories are numbered as they come.
  const categoryNumbers = new Map<string, number>();
  const groups = new Map<number, { row: FacetRow; kept: boolean }>();
  const tagCounts = new Map<string, number>();
  const listed = page ? new TopList(page.offset + page.limit, indexedOrder(filters, locale)) : null;
  let matches = 0;
  for (const p of candidates) {
    // countMatching's base: listed, the tags, and the widest windows of the upvotes and the date
    if (!p.isPublished || p.publishedAt > at || p.publishedAt < since) continue;
    if (options.forbiddenOnly && !p.isForbidden) continue;
    if (wanted.length > 0 && !hasAll(p.tagsEn) && !hasAll(p.tagsPt)) continue;
    if (min !== undefined && p.upvotes < 1) continue;
    if (filters.published && p.publishedAt < monthStart) continue;
    let category = categoryNumbers.get(p.categoryId);
    if (category === undefined) categoryNumbers.set(p.categoryId, (category = categoryNumbers.size));
    let steps = 0;
    while (steps < UPVOTE_STEPS.length && p.upvotes >= UPVOTE_STEPS[steps]!) steps += 1;
    const access = accessOf(p);
    const meets = min === undefined || p.upvotes >= min;
    const recent = p.publishedAt >= weekStart ? 1 : p.publishedAt >= monthStart ? 2 : 0;
    let key = category;
    key = key * ACCESS_LEVELS.length + ACCESS_LEVELS.indexOf(access);
    key = key * 2 + Number(p.hasPlaceholders);
    key = key * 2 + Number(p.source === "member");
    key = key * (UPVOTE_STEPS.length + 1) + steps;
    key = key * 2 + Number(meets);
    key = key * 3 + recent;
    let group = groups.get(key);
    if (!group) {
      const row: FacetRow = {
        categoryId: p.categoryId,
        access,
        hasPlaceholders: p.hasPlaceholders,
        source: p.source,
        upvoteStep: steps === 0 ? 0 : UPVOTE_STEPS[steps - 1]!,
        meetsUpvotes: meets,
        total: 1,
        recent: recent === 1 ? "7d" : recent === 2 ? "30d" : null,
        prompts: 0,
      };
      groups.set(key, (group = { row, kept: kept(row) }));
    }
    if (listed && group.kept) {
      matches += 1;
      listed.offer(p);
    }
    if (page && textOnly && isNamed(p)) continue;
    group.row.prompts += 1;
    if (group.kept)
      for (const tag of tagsOf(p, locale)) if (tag !== "") tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const counted: Counted = {
    rows: [...groups.values()].flatMap(({ row }) => (row.prompts > 0 ? [row] : [])),
    tags: [...tagCounts].map(([tag, count]) => ({ tag, count })),
  };
  if (!page || !listed) return counted;
  return {
    ...counted,
    paged: {
      ids: listed
        .sorted()
        .slice(page.offset)
        .map((p) => p.id),
      matches,
    },
  };
}

/** The first `size` items in an order, kept while items are offered one by one. */
class TopList<T> {
  private items: T[] = [];
  constructor(
    private readonly size: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}
  offer(item: T) {
    const { items, size, compare } = this;
    if (items.length === size && compare(item, items[size - 1]!) >= 0) return;
    // Binary search for its place; the list stays sorted.
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(items[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    items.splice(low, 0, item);
    if (items.length > size) items.pop();
  }
  sorted(): T[] {
    return this.items;
  }
}

/**
 * Compares as COLLATE "C" does, by code point. JavaScript's < compares UTF-16 units, which puts a
 * character above U+FFFF (two surrogates, U+D800–U+DFFF) before U+E000–U+FFFF: those are moved.
 */
function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return inCodePointOrder(x) - inCodePointOrder(y);
  }
  return a.length - b.length;
}

const inCodePointOrder = (unit: number) =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;

/** listedOrder (search.server) on indexed prompts. */
function indexedOrder(
  filters: PromptFilters,
  locale: Locale,
): (a: IndexedPrompt, b: IndexedPrompt) => number {
  const newest = (a: IndexedPrompt, b: IndexedPrompt) => b.publishedAt - a.publishedAt || a.id - b.id;
  if (filters.sort === "newest") return newest;
  if (filters.sort === "upvoted") return (a, b) => b.upvotes - a.upvotes || newest(a, b);
  if (filters.sort === "az")
    return (a, b) => {
      const left = sortTitleOf(a, locale);
      const right = sortTitleOf(b, locale);
      // ascending, nulls last
      if (left === null || right === null) return left === right ? a.id - b.id : left === null ? 1 : -1;
      return byCodePoint(left, right) || a.id - b.id;
    };
  // source, featured first, newest, id
  return (a, b) =>
    (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
    Number(b.featured) - Number(a.featured) ||
    newest(a, b);
}

// ---------------------------------------------------------------------------------------------
// From rows to counts

/** Whether a row passes each set filter but the date (a row's `recent` says which windows it is in). */
function rowPasses(
  filters: PromptFilters,
): Record<Exclude<Dimension, "tags" | "published">, (row: FacetRow) => boolean> {
  return {
    categories: (row) => filters.categories.length === 0 || filters.categories.includes(row.categoryId),
    access: (row) => !filters.access || row.access === filters.access,
    placeholders: (row) => !filters.placeholders || row.hasPlaceholders === (filters.placeholders === "with"),
    author: (row) => !filters.author || row.source === sourceOf(filters.author),
    upvotes: (row) => filters.minUpvotes === undefined || row.meetsUpvotes,
  };
}

const inWindow = (row: FacetRow, window: PublishedWindow) =>
  row.recent === "7d" || (window === "30d" && row.recent === "30d");

function facetsOf({ rows, tags }: Counted, options: FacetOptions): FilterFacets {
  const { filters } = options;
  const passes = rowPasses(filters);
  const dimensions = Object.keys(passes) as (keyof typeof passes)[];
  const keptBut = (row: FacetRow, left: Dimension) =>
    (!options.forbiddenOnly || row.access === "forbidden") &&
    dimensions.every((dimension) => dimension === left || passes[dimension](row));
  /** The prompts of the rows that pass `choice` and every filter but `left` (the date's window unless it is left). */
  const count = (left: Dimension, choice: (row: FacetRow) => boolean, window = filters.published) => {
    let sum = 0;
    for (const row of rows) {
      if (!choice(row) || !keptBut(row, left)) continue;
      if (!window) sum += row.total * row.prompts;
      else if (inWindow(row, window)) sum += row.prompts;
    }
    return sum;
  };
  const byKey = <K extends string>(keys: readonly K[], countOf: (key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, countOf(key)])) as Record<K, number>;

  const categories: Record<string, number> = {};
  for (const categoryId of new Set(rows.map((row) => row.categoryId))) {
    const n = count("categories", (row) => row.categoryId === categoryId);
    if (n > 0) categories[categoryId] = n;
  }
  const tagCounts = new Map<string, number>();
  for (const { tag, count } of tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + count);
  return {
    categories,
    // The most frequent first, then by code point (as COLLATE "C"), the chosen ones left out.
    tags: [...tagCounts]
      .filter(([tag, count]) => count > 0 && !filters.tags.includes(tag))
      .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, FACET_TAGS)
      .map(([tag, count]) => ({ tag, count })),
    access: byKey(ACCESS_LEVELS, (level) => count("access", (row) => row.access === level)),
    placeholders: byKey(PLACEHOLDER_CHOICES, (choice) =>
      count("placeholders", (row) => row.hasPlaceholders === (choice === "with")),
    ),
    published: byKey(PUBLISHED_WINDOWS, (window) => count("published", () => true, window)),
    author: byKey(AUTHORS, (author) => count("author", (row) => row.source === sourceOf(author))),
    upvotes: byKey(
      UPVOTE_STEPS.map((step) => String(step)),
      (step) => count("upvotes", (row) => row.upvoteStep >= Number(step)),
    ),
  };
}
