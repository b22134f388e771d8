import type { Locale } from "~/core/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/core/search";
import type { Database } from "~/db/client.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { cachedCategories } from "./categories.server";
import type { CategorySummary } from "./rows.server";
import { queryWords, searchPrompts } from "./search.server";

/** How many of each kind the box under the search field lists. */
const MAX_PROMPTS = 5;
const MAX_CATEGORIES = 3;
const MAX_TAGS = 4;

export interface PromptSuggestion {
  id: number;
  title: string;
  isPremium: boolean;
  isForbidden: boolean;
  category: CategorySummary;
}

export interface Suggestions {
  prompts: PromptSuggestion[];
  categories: CategorySummary[];
  tags: string[];
  /** how many prompts the whole search finds (counted up to the search's limit) */
  total: number;
  /** "Did you mean …?": the query with its misspelt words corrected, when that finds something */
  didYouMean: string | null;
}

export const NO_SUGGESTIONS: Suggestions = {
  prompts: [],
  categories: [],
  tags: [],
  total: 0,
  didYouMean: null,
};

/** Lower-case, without accents: "Educação" and "educacao" compare equal. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * What to offer as the reader types: the prompts the search would list first (titles only, so a
 * locked prompt shows no more than its card does), the categories and tags whose words start with
 * the words typed, and a correction when a word is misspelt. The same search as the results page,
 * so the same rules of who may find what.
 */
export async function suggest(
  db: Database,
  options: { q: string; locale: Locale; viewer: Viewer; now?: Date },
): Promise<Suggestions> {
  const q = options.q.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const words = queryWords(q).map(folded);
  if (words.length === 0) return NO_SUGGESTIONS;
  const now = options.now ?? appClock.now();

  const [result, categories] = await Promise.all([
    searchPrompts(db, { q, locale: options.locale, viewer: options.viewer, limit: 20, offset: 0, now }),
    cachedCategories(db, options.locale, now),
  ]);

  // Every word typed starts a word of the name: "ed" → Education, "foto ret" → Fotografia de Retrato.
  const startsWords = (text: string) => {
    const own = folded(text).split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => own.some((part) => part.startsWith(word)));
  };
  const tags = new Map<string, string>();
  for (const item of result.items)
    for (const tag of item.tags) if (startsWords(tag) && !tags.has(folded(tag))) tags.set(folded(tag), tag);

  return {
    prompts: result.items.slice(0, MAX_PROMPTS).map((item) => ({
      id: item.id,
      title: item.title,
      isPremium: item.isPremium,
      isForbidden: item.isForbidden,
      category: item.category,
    })),
    categories: categories
      .filter((category) => category.promptCount > 0 && startsWords(category.title))
      .slice(0, MAX_CATEGORIES)
      .map(({ id, title, icon, color }) => ({ id, title, icon, color })),
    tags: [...tags.values()].slice(0, MAX_TAGS),
    total: result.total,
    didYouMean: result.suggestedQuery ?? null,
  };
}
