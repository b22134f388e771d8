import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { getPrompt, type PromptDetail } from "~/server/catalog/prompt.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { CommunityError } from "./errors";

export type Member = Extract<Viewer, { kind: "member" }>;

/** Voting, commenting, forking and reporting: Creator, Legend and admins (server/entitlements). */
export function requireCommunity(viewer: Viewer): Member {
  if (viewer.kind !== "member" || !capabilities(viewer).community) throw new CommunityError("plan_required");
  return viewer;
}

/** The prompt as the viewer may find it, with the text only when they may read it; else a 404. */
export async function promptFor(
  db: Database,
  viewer: Viewer,
  promptId: number,
  now: Date,
  locale: Locale = "en",
): Promise<PromptDetail> {
  const prompt = await getPrompt(db, promptId, locale, viewer, now);
  if (!prompt) throw new CommunityError("prompt_not_found");
  return prompt;
}

/**
 * Comments quote and discuss a prompt's text, so they are for the readers of that text: a reader
 * who sees the prompt locked sees no comment (and cannot write one).
 */
export const mayReadComments = (prompt: PromptDetail) => prompt.promptText !== null;
