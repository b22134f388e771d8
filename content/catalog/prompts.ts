import { CATALOG_PROMPTS_1 } from "./prompts-1";
import { CATALOG_PROMPTS_2 } from "./prompts-2";
import { CATALOG_PROMPTS_DROPS, DROP_WEEK } from "./prompts-drops";
import { CATALOG_PROMPTS_FORBIDDEN } from "./prompts-forbidden";
import type { CatalogPrompt } from "./types";

/** The 25 original catalogue prompts, ids 1–25. */
export const CATALOG_PROMPTS: CatalogPrompt[] = [...CATALOG_PROMPTS_1, ...CATALOG_PROMPTS_2];

/** Ids of the "forbidden" prompts: Legend members and admins only. */
export const FORBIDDEN_PROMPT_IDS: ReadonlySet<number> = new Set(
  CATALOG_PROMPTS_FORBIDDEN.map((prompt) => prompt.id),
);

/** Weekly drops: content id → weeks after the Monday of the week the seed first loads it. */
export { DROP_WEEK };

/** Everything the seed loads: the 25, the forbidden prompts and the weekly drops. */
export const CATALOG_LIBRARY: CatalogPrompt[] = [
  ...CATALOG_PROMPTS,
  ...CATALOG_PROMPTS_FORBIDDEN,
  ...CATALOG_PROMPTS_DROPS,
];
