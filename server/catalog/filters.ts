// The catalogue's advanced filters as the pages' URLs, the API and MCP spell them. Not a server
// file: the filter panel reads and writes the same names, so nothing here may import zod (it would
// ship to every catalogue page; the API's and MCP's shape is filter-input.server.ts).

export const ACCESS_LEVELS = ["free", "premium", "forbidden"] as const;
export const PLACEHOLDER_CHOICES = ["with", "without"] as const;
export const PUBLISHED_WINDOWS = ["7d", "30d"] as const;
export const AUTHORS = ["library", "members"] as const;
/** The prompts' `source` an author choice keeps. */
export const sourceOf = (author: AuthorChoice) => (author === "library" ? "catalog" : "member");
/** The "at least N upvotes" steps the panel offers (the API takes any whole number). */
export const UPVOTE_STEPS = [1, 5, 10, 25] as const;
export const SORTS = ["relevance", "newest", "used-7d", "used-all", "favorited", "upvoted", "az"] as const;
export const MAX_FILTER_TAGS = 5;
export const MAX_FILTER_CATEGORIES = 12;
export const MAX_UPVOTES_FILTER = 1_000_000;

export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type PlaceholderChoice = (typeof PLACEHOLDER_CHOICES)[number];
export type PublishedWindow = (typeof PUBLISHED_WINDOWS)[number];
export type AuthorChoice = (typeof AUTHORS)[number];
export type SortChoice = (typeof SORTS)[number];

export interface PromptFilters {
  /** every one must match */
  tags: string[];
  /** any of them */
  categories: string[];
  access?: AccessLevel;
  placeholders?: PlaceholderChoice;
  published?: PublishedWindow;
  author?: AuthorChoice;
  minUpvotes?: number;
  /** "relevance" without words is the default order (featured first, then newest) */
  sort: SortChoice;
}

export const NO_FILTERS: PromptFilters = { tags: [], categories: [], sort: "relevance" };

/** The filters that need the advanced filters of a paid plan; a query and one category stay free. */
export type AdvancedFilterName =
  "tags" | "categories" | "access" | "placeholders" | "published" | "author" | "upvotes" | "sort";

export function advancedFiltersUsed(filters: PromptFilters): AdvancedFilterName[] {
  const used: AdvancedFilterName[] = [];
  if (filters.tags.length > 0) used.push("tags");
  if (filters.categories.length > 1) used.push("categories");
  if (filters.access) used.push("access");
  if (filters.placeholders) used.push("placeholders");
  if (filters.published) used.push("published");
  if (filters.author) used.push("author");
  if (filters.minUpvotes !== undefined) used.push("upvotes");
  if (filters.sort !== "relevance") used.push("sort");
  return used;
}

/** The filters a viewer without advanced filters keeps: the query's words and one category. */
export function basicFiltersOf(filters: PromptFilters): PromptFilters {
  return { ...NO_FILTERS, categories: filters.categories.slice(0, 1) };
}

/** A tag as the catalogue writes them: trimmed, lower-case, one space between words. */
export const normalizeTag = (tag: string) => tag.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

const listOf = (values: string[], max: number) =>
  [
    ...new Set(
      values
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter((value) => value.length > 0 && value.length <= 64),
    ),
  ].slice(0, max);

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * The filters of a page's URL, forgiving: an unknown value is left out (a shared link that has aged
 * still opens). `tag` and `category` may repeat or hold commas.
 */
export function filtersFromSearchParams(params: URLSearchParams): PromptFilters {
  const upvotes = params.get("upvotes");
  const minUpvotes =
    upvotes && /^\d{1,7}$/.test(upvotes) && Number(upvotes) > 0 ? Number(upvotes) : undefined;
  return {
    tags: listOf(params.getAll("tag"), MAX_FILTER_TAGS).map(normalizeTag),
    categories: listOf(params.getAll("category"), MAX_FILTER_CATEGORIES),
    access: oneOf(ACCESS_LEVELS, params.get("access")),
    placeholders: oneOf(PLACEHOLDER_CHOICES, params.get("placeholders")),
    published: oneOf(PUBLISHED_WINDOWS, params.get("published")),
    author: oneOf(AUTHORS, params.get("author")),
    minUpvotes: minUpvotes === undefined ? undefined : Math.min(minUpvotes, MAX_UPVOTES_FILTER),
    sort: oneOf(SORTS, params.get("sort")) ?? "relevance",
  };
}

/** The URL's query for these filters, in a stable order (so equal filters make equal links). */
export function filterSearchParams(filters: PromptFilters, into = new URLSearchParams()): URLSearchParams {
  for (const category of filters.categories) into.append("category", category);
  for (const tag of filters.tags) into.append("tag", tag);
  if (filters.access) into.set("access", filters.access);
  if (filters.placeholders) into.set("placeholders", filters.placeholders);
  if (filters.published) into.set("published", filters.published);
  if (filters.author) into.set("author", filters.author);
  if (filters.minUpvotes !== undefined) into.set("upvotes", String(filters.minUpvotes));
  if (filters.sort !== "relevance") into.set("sort", filters.sort);
  return into;
}

export function filtersFromInput(input: {
  tags?: string[];
  categories?: string[];
  access?: AccessLevel;
  placeholders?: PlaceholderChoice;
  published?: PublishedWindow;
  author?: AuthorChoice;
  minUpvotes?: number;
  sort?: SortChoice;
}): PromptFilters {
  return {
    tags: [...new Set((input.tags ?? []).map(normalizeTag))],
    categories: [...new Set(input.categories ?? [])],
    access: input.access,
    placeholders: input.placeholders,
    published: input.published,
    author: input.author,
    minUpvotes: input.minUpvotes ? input.minUpvotes : undefined,
    sort: input.sort ?? "relevance",
  };
}
