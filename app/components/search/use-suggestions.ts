import { useEffect, useState } from "react";
import type { Locale } from "~/core/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/core/search";
import type { Suggestions } from "~/server/catalog/suggest.server";

/** Long enough that typing a word asks once, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 200;

export type SuggestionsState =
  | { status: "idle" }
  | { status: "loading"; query: string; last: Suggestions | null }
  | { status: "done"; query: string; suggestions: Suggestions }
  | { status: "failed"; query: string };

/**
 * The suggestions for what is typed, asked of /api/v1/suggestions once typing pauses; an answer to
 * an older query is dropped (its request aborted) when a newer one is asked.
 */
export function useSuggestions(query: string, locale: Locale, enabled: boolean): SuggestionsState {
  const q = query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  // The last answer, for the query it answers; what is shown is derived from it and the query.
  const [answer, setAnswer] = useState<
    { query: string; suggestions: Suggestions } | { query: string; failed: true } | null
  >(null);
  const wanted = enabled && q !== "";

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `/api/v1/suggestions?${new URLSearchParams({ q, lang: locale })}`;
      fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`suggestions: ${response.status}`);
          setAnswer({ query: q, suggestions: (await response.json()) as Suggestions });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ query: q, failed: true });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale, wanted]);

  if (!wanted) return { status: "idle" };
  if (answer?.query === q)
    return "failed" in answer
      ? { status: "failed", query: q }
      : { status: "done", query: q, suggestions: answer.suggestions };
  return { status: "loading", query: q, last: answer && "suggestions" in answer ? answer.suggestions : null };
}
