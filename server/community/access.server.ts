import type { Locale } from "~/core/locale";
import { and, eq, gt } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { getPrompt, type PromptDetail } from "~/server/catalog/prompt.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { CommunityError } from "./errors";
import { postingBans } from "./schema";

export type Member = Extract<Viewer, { kind: "member" }>;

/** Voting, commenting, forking and reporting: Creator, Legend and admins (server/entitlements). */
export function requireCommunity(viewer: Viewer): Member {
  if (viewer.kind !== "member" || !capabilities(viewer).community) throw new CommunityError("plan_required");
  return viewer;
}

/**
 * A prompt by id, or the prompt itself when the caller has already read it for the same viewer
 * (the prompt page has): its access is not read again.
 */
export type PromptRef = number | PromptDetail;

/** The prompt as the viewer may find it, with the text only when they may read it; else a 404. */
export async function promptFor(
  db: Database,
  viewer: Viewer,
  ref: PromptRef,
  now: Date,
  locale: Locale = "en",
): Promise<PromptDetail> {
  if (typeof ref !== "number") return ref;
  const prompt = await getPrompt(db, ref, locale, viewer, now);
  if (!prompt) throw new CommunityError("prompt_not_found");
  return prompt;
}

/**
 * Comments quote and discuss a prompt's text, so they are for the readers of that text: a reader
 * who sees the prompt locked sees no comment (and cannot write one).
 */
export const mayReadComments = (prompt: PromptDetail) => prompt.promptText !== null;

/** Until when a moderator stopped the member from posting, or null when they may post. */
export async function postingBannedUntil(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const [ban] = await db
    .select({ until: postingBans.until })
    .from(postingBans)
    .where(and(eq(postingBans.userId, userId), gt(postingBans.until, now)));
  return ban?.until ?? null;
}

/**
 * Every community write that publishes a member's words (comments, their own versions, examples,
 * proposals) asks here first: a member a moderator stopped from posting is refused until the ban's
 * end (403, `code`: posting_banned, with `until`).
 */
export async function assertMayPost(db: Executor, userId: string, now: Date): Promise<void> {
  const until = await postingBannedUntil(db, userId, now);
  if (until) throw new CommunityError("posting_banned", undefined, until);
}

/** The community's gate for a write that posts: the plan, then any moderation ban. */
export async function requirePoster(db: Executor, viewer: Viewer, now: Date): Promise<Member> {
  const member = requireCommunity(viewer);
  await assertMayPost(db, member.userId, now);
  return member;
}
