import { CATALOG_PROMPTS_1 } from "./prompts-1";
import { CATALOG_PROMPTS_2 } from "./prompts-2";
import type { CatalogPrompt } from "./types";

export const CATALOG_PROMPTS: CatalogPrompt[] = [...CATALOG_PROMPTS_1, ...CATALOG_PROMPTS_2];
