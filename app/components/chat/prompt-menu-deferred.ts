import { deferredPart } from "./deferred-part";
import { importAgain } from "~/app/loading/import-again";

/**
 * The prompt picker (its fill-in form, variables, plan change and their messages), loaded when the
 * page is idle or when it is first wanted: one copy for the chat and focus mode.
 */
export const deferredPromptMenu = deferredPart(() =>
  importAgain(() => import("./prompt-menu")).then((module) => module.PromptMenu),
);
