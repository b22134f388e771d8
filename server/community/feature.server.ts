import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { prompts } from "~/server/catalog/schema";
import type { Feature } from "~/server/feature";
import { communityApi } from "./api.server";
import { appClock } from "~/server/jobs/clock.server";
import { removeComments } from "./comments.server";
import {
  comments,
  commentVotes,
  exampleVotes,
  memberHandles,
  postingBans,
  promptExamples,
  promptVotes,
  reports,
} from "./schema";

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

/** Takes back a member's upvotes on comments, keeping the comments' counts in step. */
async function eraseCommentVotes(tx: Executor, userId: string) {
  const voted = await tx
    .delete(commentVotes)
    .where(eq(commentVotes.userId, userId))
    .returning({ id: commentVotes.commentId });
  if (voted.length)
    await tx
      .update(comments)
      .set({ upvotes: sql`greatest(${comments.upvotes} - 1, 0)` })
      .where(
        inArray(
          comments.id,
          voted.map((vote) => vote.id),
        ),
      );
}

/** Takes back a member's upvotes on examples, keeping the examples' counts in step. */
async function eraseExampleVotes(tx: Executor, userId: string) {
  const voted = await tx
    .delete(exampleVotes)
    .where(eq(exampleVotes.userId, userId))
    .returning({ id: exampleVotes.exampleId });
  if (voted.length)
    await tx
      .update(promptExamples)
      .set({ upvotes: sql`greatest(${promptExamples.upvotes} - 1, 0)` })
      .where(
        inArray(
          promptExamples.id,
          voted.map((vote) => vote.id),
        ),
      );
}

/**
 * The community: upvotes, comments, members' versions of prompts and reports. A deleted member's
 * upvotes are taken back (the counts go down with them). Their comments are removed, since the text
 * is theirs; one that others answered keeps its place with no text and no author, so the replies,
 * which are other members' words, still read in context. Their examples and their handle go with them.
 */
export const communityFeature: Feature = {
  name: "community",
  api: { base: "/", routes: communityApi },
  personalData: {
    references: [
      { column: promptVotes.userId, by: "id", erasure: "erase" },
      { column: commentVotes.userId, by: "id", erasure: "erase" },
      { column: comments.authorId, by: "id", erasure: "erase" },
      { column: exampleVotes.userId, by: "id", erasure: "erase" },
      { column: promptExamples.authorId, by: "id", erasure: "cascade" },
      { column: memberHandles.userId, by: "id", erasure: "cascade" },
      // Reports stay for the moderation record, no longer saying who filed or decided them.
      { column: reports.reporterId, by: "id", erasure: "set null" },
      { column: reports.resolvedBy, by: "id", erasure: "set null" },
      { column: postingBans.userId, by: "id", erasure: "cascade" },
      { column: postingBans.bannedBy, by: "id", erasure: "set null" },
    ],
    async export(db, { id }) {
      const upvotedPrompts = await db
        .select({ promptId: promptVotes.promptId, createdAt: promptVotes.createdAt })
        .from(promptVotes)
        .where(eq(promptVotes.userId, id))
        .orderBy(asc(promptVotes.createdAt));
      const upvotedComments = await db
        .select({ commentId: commentVotes.commentId, createdAt: commentVotes.createdAt })
        .from(commentVotes)
        .where(eq(commentVotes.userId, id))
        .orderBy(asc(commentVotes.createdAt));
      const written = await db
        .select({
          id: comments.id,
          promptId: comments.promptId,
          parentId: comments.parentId,
          body: comments.body,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
          hiddenAt: comments.hiddenAt,
        })
        .from(comments)
        .where(eq(comments.authorId, id))
        .orderBy(asc(comments.id));
      const filed = await db
        .select({
          targetType: reports.targetType,
          targetId: reports.targetId,
          reason: reports.reason,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, id))
        .orderBy(asc(reports.createdAt));
      const [ban] = await db
        .select({ until: postingBans.until, createdAt: postingBans.createdAt })
        .from(postingBans)
        .where(eq(postingBans.userId, id));
      const upvotedExamples = await db
        .select({ exampleId: exampleVotes.exampleId, createdAt: exampleVotes.createdAt })
        .from(exampleVotes)
        .where(eq(exampleVotes.userId, id))
        .orderBy(asc(exampleVotes.createdAt));
      const examples = await db
        .select({
          id: promptExamples.id,
          promptId: promptExamples.promptId,
          body: promptExamples.body,
          model: promptExamples.model,
          createdAt: promptExamples.createdAt,
          hiddenAt: promptExamples.hiddenAt,
        })
        .from(promptExamples)
        .where(eq(promptExamples.authorId, id))
        .orderBy(asc(promptExamples.id));
      const [handle] = await db
        .select({ handle: memberHandles.handle, createdAt: memberHandles.createdAt })
        .from(memberHandles)
        .where(eq(memberHandles.userId, id));
      return {
        upvotedPrompts,
        upvotedComments,
        comments: written,
        reports: filed,
        handle: handle ?? null,
        postingBan: ban ?? null,
        upvotedExamples,
        examples,
      };
    },
    async erase(tx, { id }) {
      await eraseVotes(tx, id);
      await eraseCommentVotes(tx, id);
      await eraseExampleVotes(tx, id);
      const theirs = await tx.select({ id: comments.id }).from(comments).where(eq(comments.authorId, id));
      await removeComments(
        tx,
        theirs.map((comment) => comment.id),
        appClock.now(),
      );
    },
  },
};
