import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { prompts } from "~/server/catalog/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { promptFor, requireCommunity } from "./access.server";
import { promptVotes } from "./schema";

export interface VoteState {
  upvotes: number;
  voted: boolean;
}

/**
 * One upvote per member and prompt; voting again changes nothing, and so does undoing a vote that
 * is not there. `prompts.upvotes` moves in the same transaction, so lists can sort and show it
 * without counting.
 */
export async function votePrompt(
  db: Database,
  viewer: Viewer,
  promptId: number,
  up: boolean,
  now: Date = appClock.now(),
): Promise<VoteState> {
  const member = requireCommunity(viewer);
  await promptFor(db, viewer, promptId, now);
  return db.transaction(async (tx) => {
    const changed = up
      ? await tx
          .insert(promptVotes)
          .values({ promptId, userId: member.userId })
          .onConflictDoNothing()
          .returning({ promptId: promptVotes.promptId })
      : await tx
          .delete(promptVotes)
          .where(and(eq(promptVotes.promptId, promptId), eq(promptVotes.userId, member.userId)))
          .returning({ promptId: promptVotes.promptId });
    const [row] = changed.length
      ? await tx
          .update(prompts)
          .set({ upvotes: sql`greatest(${prompts.upvotes} + ${up ? 1 : -1}, 0)` })
          .where(eq(prompts.id, promptId))
          .returning({ upvotes: prompts.upvotes })
      : await tx.select({ upvotes: prompts.upvotes }).from(prompts).where(eq(prompts.id, promptId));
    return { upvotes: row?.upvotes ?? 0, voted: up };
  });
}

/** The prompt's count and whether this member upvoted it (for the page). */
export async function promptVoteState(
  db: Executor,
  promptId: number,
  userId: string | null,
): Promise<VoteState> {
  const [row] = await db
    .select({
      upvotes: prompts.upvotes,
      voted: userId
        ? sql<boolean>`exists (select 1 from ${promptVotes} v where v.prompt_id = ${prompts.id} and v.user_id = ${userId})`
        : sql<boolean>`false`,
    })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  return { upvotes: row?.upvotes ?? 0, voted: Boolean(row?.voted) };
}
