import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import type { Feature } from "~/server/feature";
import { roadmapApi } from "./api.server";
import { roadmapComments, roadmapItems, roadmapVotes } from "./schema";

/** Takes back a member's roadmap votes, keeping the items' counts in step. */
async function eraseVotes(tx: Executor, userId: string) {
  const voted = await tx
    .delete(roadmapVotes)
    .where(eq(roadmapVotes.userId, userId))
    .returning({ itemId: roadmapVotes.itemId });
  for (const { itemId } of voted) {
    const [row] = await tx
      .select({ votes: roadmapItems.votes })
      .from(roadmapItems)
      .where(eq(roadmapItems.id, itemId));
    if (row)
      await tx
        .update(roadmapItems)
        .set({ votes: Math.max(row.votes - 1, 0) })
        .where(eq(roadmapItems.id, itemId));
  }
}

/**
 * The public roadmap and changelog. A deleted member's votes are taken back and their comments go
 * with them; a proposal they wrote stays on the roadmap (others voted on it), no longer naming them.
 */
export const roadmapFeature: Feature = {
  name: "roadmap",
  api: { base: "/", routes: roadmapApi },
  personalData: {
    references: [
      { column: roadmapVotes.userId, by: "id", erasure: "erase" },
      { column: roadmapComments.authorId, by: "id", erasure: "cascade" },
      { column: roadmapItems.authorId, by: "id", erasure: "set null" },
    ],
    async export(db, { id }) {
      const votes = await db
        .select({ itemId: roadmapVotes.itemId, createdAt: roadmapVotes.createdAt })
        .from(roadmapVotes)
        .where(eq(roadmapVotes.userId, id))
        .orderBy(asc(roadmapVotes.createdAt));
      const proposals = await db
        .select({
          id: roadmapItems.id,
          titleEn: roadmapItems.titleEn,
          titlePt: roadmapItems.titlePt,
          descriptionEn: roadmapItems.descriptionEn,
          descriptionPt: roadmapItems.descriptionPt,
          status: roadmapItems.status,
          createdAt: roadmapItems.createdAt,
        })
        .from(roadmapItems)
        .where(eq(roadmapItems.authorId, id))
        .orderBy(asc(roadmapItems.id));
      const comments = await db
        .select({
          id: roadmapComments.id,
          itemId: roadmapComments.itemId,
          body: roadmapComments.body,
          createdAt: roadmapComments.createdAt,
        })
        .from(roadmapComments)
        .where(eq(roadmapComments.authorId, id))
        .orderBy(asc(roadmapComments.id));
      return { votes, proposals, comments };
    },
    async erase(tx, { id }) {
      await eraseVotes(tx, id);
    },
  },
};
