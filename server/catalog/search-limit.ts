/**
 * A search counts, ranks and pages at most this many matches, so that its cost does not grow with
 * the catalogue (docs/performance.md: p95 under 30 ms on 100,000 prompts). Beyond it the reader is told
 * that more match ("More than 500 prompts") and refines the words; the matches ranked are the
 * first the index finds. Not a server module: the API's description and the pages quote it.
 */
export const SEARCH_MATCH_LIMIT = 500;
