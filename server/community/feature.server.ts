import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { prompts } from "~/server/catalog/schema";
import type { Feature } from "~/server/feature";
import { communityApi } from "./api.server";
import { promptVotes } from "./schema";

/** Takes back a member's upvotes, keeping the prompts' counts in step. */
async function eraseVotes(tx: Executor, userId: string) {
  const votedPrompts = await tx
    .delete(promptVotes)
    .where(eq(promptVotes.userId, userId))
    .returning({ id: promptVotes.promptId });
  if (votedPrompts.length)
    await tx
      .update(prompts)
      .set({ upvotes: sql`greatest(${prompts.upvotes} - 1, 0)` })
      .where(
        inArray(
          prompts.id,
          votedPrompts.map((vote) => vote.id),
        ),
      );
}

/**
 * The community: upvotes, comments, members' versions of prompts and reports. A deleted member's
 * upvotes are taken back (the counts go down with them).
 */
export const communityFeature: Feature = {
  name: "community",
  api: { base: "/", routes: communityApi },
  personalData: {
    references: [{ column: promptVotes.userId, by: "id", erasure: "erase" }],
    async export(db, { id }) {
      const upvotedPrompts = await db
        .select({ promptId: promptVotes.promptId, createdAt: promptVotes.createdAt })
        .from(promptVotes)
        .where(eq(promptVotes.userId, id))
        .orderBy(asc(promptVotes.createdAt));
      return { upvotedPrompts };
    },
    async erase(tx, { id }) {
      await eraseVotes(tx, id);
    },
  },
};
