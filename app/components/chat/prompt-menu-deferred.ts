import { deferredPart } from "./deferred-part";

/**
 * The prompt picker (its fill-in form, variables, plan change and their messages), loaded when the
 * page is idle or when it is first wanted: one copy for the chat and focus mode.
 */
export const deferredPromptMenu = deferredPart(() =>
  import("./prompt-menu").then((module) => module.PromptMenu),
);
