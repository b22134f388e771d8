import { deferredPanel } from "./deferred-panel";
import { importAgain } from "~/app/loading/import-again";

/**
 * The catalogue prompt editor (both languages, the template's checks and variables menu) loads when
 * an admin opens a prompt to edit, not with the Prompts tab; the page preloads it when the address
 * opens one.
 */
export const PROMPT_EDITOR = deferredPanel(() =>
  importAgain(() => import("./prompt-editor")).then((m) => m.PromptEditor),
);
