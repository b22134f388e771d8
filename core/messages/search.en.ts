// Messages of the search box in the header: every page shows it, so they belong to the core set.
export const searchEn = {
  "search.label": "Search prompts",
  "search.placeholder": "Search…",
  "search.open": "Search",
  "search.close": "Close search",
  "search.shortcut": "Press / to search",
  "search.group.prompts": "Prompts",
  "search.group.categories": "Categories",
  "search.group.tags": "Tags",
  "search.seeAll": "See all results for “{query}”",
  "search.didYouMean": "Did you mean",
  "search.noMatches": "No prompts match “{query}”.",
  "search.loading": "Searching…",
  "search.failed": "Suggestions are unavailable right now. Press Enter to search.",
  "search.count.one": "1 suggestion. Use the up and down arrows to choose.",
  "search.count.other": "{count} suggestions. Use the up and down arrows to choose.",
};
