import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { COMMENT_EDIT_WINDOW_MS, COMMENTS_PER_HOUR, type CommentInput } from "~/core/forms/community";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { catalogChanged } from "~/server/catalog/changes.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { notify, promptTitles } from "~/server/notifications/notifications.server";
import {
  mayReadComments,
  promptFor,
  requireCommunity,
  requirePoster,
  type Member,
  type PromptRef,
} from "./access.server";
import { CommunityError } from "./errors";
import { communityAuthor, type CommunityAuthor } from "./handles.server";
import { comments, commentVotes, memberHandles } from "./schema";
import type { VoteState } from "./votes.server";

const HOUR_MS = 60 * 60 * 1000;

/** A comment as a reader sees it; a deleted one keeps its place (no text, no author) for its replies. */
export interface CommentView {
  id: number;
  parentId: number | null;
  author: CommunityAuthor | null;
  body: string | null;
  upvotes: number;
  voted: boolean;
  mine: boolean;
  deleted: boolean;
  createdAt: string;
  editedAt: string | null;
  /** until when its author may edit it (only for the author) */
  editableUntil: string | null;
  replies: CommentView[];
}

export interface PromptComments {
  /** true when the reader may not read the prompt's text, and so no comment on it */
  locked: boolean;
  total: number;
  comments: CommentView[];
}

const byVotesThenNewest = (a: CommentView, b: CommentView) =>
  b.upvotes - a.upvotes || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The prompt's comments for this reader, sorted by votes then newest, replies under theirs. Hidden
 * comments (and their replies) are left out for everyone; nothing is shown to a reader who may not
 * read the prompt's text.
 */
export async function listComments(
  db: Database,
  viewer: Viewer,
  ref: PromptRef,
  now: Date = appClock.now(),
): Promise<PromptComments> {
  const prompt = await promptFor(db, viewer, ref, now);
  const promptId = prompt.id;
  if (!mayReadComments(prompt)) return { locked: true, total: 0, comments: [] };
  const userId = viewer.kind === "member" ? viewer.userId : null;
  const rows = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      authorId: comments.authorId,
      authorName: user.name,
      authorImage: user.image,
      authorHandle: memberHandles.handle,
      body: comments.body,
      upvotes: comments.upvotes,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      deletedAt: comments.deletedAt,
      voted: userId
        ? sql<boolean>`exists (select 1 from ${commentVotes} v where v.comment_id = ${comments.id} and v.user_id = ${userId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .leftJoin(user, eq(user.id, comments.authorId))
    .leftJoin(memberHandles, eq(memberHandles.userId, comments.authorId))
    .where(and(eq(comments.promptId, promptId), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.id));

  const views = new Map<number, CommentView>();
  for (const row of rows) {
    const deleted = row.deletedAt !== null;
    const mine = !deleted && userId !== null && row.authorId === userId;
    views.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      // By handle, or "Member" without one; null once the comment or its author's account is gone.
      author:
        deleted || row.authorId === null
          ? null
          : communityAuthor({ handle: row.authorHandle, name: row.authorName, image: row.authorImage }),
      body: deleted ? null : row.body,
      upvotes: row.upvotes,
      voted: Boolean(row.voted),
      mine,
      deleted,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      editableUntil:
        mine && now.getTime() < row.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS
          ? new Date(row.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS).toISOString()
          : null,
      replies: [],
    });
  }
  const top: CommentView[] = [];
  for (const view of views.values()) {
    if (view.parentId === null) top.push(view);
    // A reply whose comment is hidden goes with it.
    else views.get(view.parentId)?.replies.push(view);
  }
  const shown = top.filter((view) => !view.deleted || view.replies.some((reply) => !reply.deleted));
  for (const view of shown) {
    view.replies = view.replies.filter((reply) => !reply.deleted).sort(byVotesThenNewest);
  }
  shown.sort(byVotesThenNewest);
  const total = shown.reduce((sum, view) => sum + (view.deleted ? 0 : 1) + view.replies.length, 0);
  return { locked: false, total, comments: shown };
}

/** A comment the member may act on: not hidden, not deleted, on a prompt whose text they read. */
async function actionable(db: Database, viewer: Viewer, commentId: number, now: Date) {
  const [row] = await db
    .select({
      id: comments.id,
      promptId: comments.promptId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt), isNull(comments.deletedAt)));
  if (!row) throw new CommunityError("comment_not_found");
  // Someone who may not read the prompt's text is told there is no such comment.
  const prompt = await promptFor(db, viewer, row.promptId, now).catch(() => null);
  if (!prompt || !mayReadComments(prompt)) throw new CommunityError("comment_not_found");
  return row;
}

/** Seconds until the member's oldest comment of the last hour leaves it, or null under the limit. */
async function commentLimitWait(tx: Executor, member: Member, now: Date): Promise<number | null> {
  if (member.isAdmin) return null;
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await tx
    .select({ createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.authorId, member.userId), gt(comments.createdAt, since)))
    .orderBy(desc(comments.createdAt))
    .limit(COMMENTS_PER_HOUR);
  if (recent.length < COMMENTS_PER_HOUR) return null;
  const oldest = recent[recent.length - 1]!.createdAt;
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/**
 * Posts a comment, or a reply (a reply to a reply joins the same thread: one level). At most
 * COMMENTS_PER_HOUR an hour per member; past it, a refusal that says when to come back.
 */
export async function postComment(
  db: Database,
  viewer: Viewer,
  promptId: number,
  input: CommentInput,
  now: Date = appClock.now(),
): Promise<CommentView> {
  const member = await requirePoster(db, viewer, now);
  const prompt = await promptFor(db, viewer, promptId, now);
  if (!mayReadComments(prompt)) throw new CommunityError("prompt_locked");
  let parentId: number | null = null;
  let answered: { id: number; authorId: string | null } | null = null;
  if (input.parentId !== undefined) {
    const parent = await actionable(db, viewer, input.parentId, now);
    if (parent.promptId !== promptId) throw new CommunityError("comment_not_found");
    parentId = parent.parentId ?? parent.id;
    answered = parent;
  }
  const id = await db.transaction(async (tx) => {
    // One member's comments are counted and written one at a time, so quick posts cannot slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comments:${member.userId}`}))`);
    const wait = await commentLimitWait(tx, member, now);
    if (wait !== null) throw new CommunityError("comment_limit", wait);
    const [created] = await tx
      .insert(comments)
      .values({ promptId, parentId, authorId: member.userId, body: input.body, createdAt: now })
      .returning({ id: comments.id });
    if (answered?.authorId)
      await notify(tx, {
        recipientId: answered.authorId,
        kind: "comment_reply",
        actorId: member.userId,
        subject: {
          type: "comment",
          id: answered.id,
          title: await promptTitles(tx, promptId),
          url: `/prompt/${promptId}#comment-${created!.id}`,
        },
        now,
      });
    return created!.id;
  });
  await catalogChanged();
  return commentById(db, viewer, promptId, id, now);
}

async function commentById(db: Database, viewer: Viewer, promptId: number, id: number, now: Date) {
  const { comments: threads } = await listComments(db, viewer, promptId, now);
  const found = threads.flatMap((thread) => [thread, ...thread.replies]).find((view) => view.id === id);
  if (!found) throw new CommunityError("comment_not_found");
  return found;
}

/** The author changes their comment's text within COMMENT_EDIT_WINDOW_MS of posting it. */
export async function editComment(
  db: Database,
  viewer: Viewer,
  commentId: number,
  body: string,
  now: Date = appClock.now(),
): Promise<CommentView> {
  const member = await requirePoster(db, viewer, now);
  const comment = await actionable(db, viewer, commentId, now);
  if (comment.authorId !== member.userId) throw new CommunityError("not_your_comment");
  if (now.getTime() >= comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS)
    throw new CommunityError("edit_window_closed");
  await db.update(comments).set({ body, editedAt: now }).where(eq(comments.id, commentId));
  await catalogChanged();
  return commentById(db, viewer, comment.promptId, commentId, now);
}

/**
 * Removes a comment or, while it has replies, clears its text and author and keeps its place.
 * Without a Creator or Legend plan a member still deletes what they wrote before.
 */
export async function deleteComment(
  db: Database,
  viewer: Viewer,
  commentId: number,
  now: Date = appClock.now(),
): Promise<void> {
  if (viewer.kind !== "member") throw new CommunityError("plan_required");
  const comment = await actionable(db, viewer, commentId, now);
  if (comment.authorId !== viewer.userId) throw new CommunityError("not_your_comment");
  await db.transaction(async (tx) => {
    await removeComments(tx, [commentId], now);
  });
  await catalogChanged();
}

/**
 * Deletes comments; one that still has replies keeps its place with no text and no author. A
 * deleted comment left with no reply goes too.
 */
export async function removeComments(tx: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const withReplies = await tx
    .selectDistinct({ id: comments.parentId })
    .from(comments)
    .where(and(inArray(comments.parentId, ids), isNull(comments.deletedAt)));
  const keep = new Set(withReplies.flatMap((row) => (row.id === null ? [] : [row.id])));
  const parents = await tx
    .select({ parentId: comments.parentId })
    .from(comments)
    .where(inArray(comments.id, ids));
  const gone = ids.filter((id) => !keep.has(id));
  if (gone.length) await tx.delete(comments).where(inArray(comments.id, gone));
  if (keep.size)
    await tx
      .update(comments)
      .set({ body: "", authorId: null, deletedAt: now })
      .where(inArray(comments.id, [...keep]));
  // A deleted comment kept for its replies goes once the last reply is gone.
  const emptied = parents.flatMap((row) => (row.parentId === null ? [] : [row.parentId]));
  if (emptied.length)
    await tx.execute(sql`delete from ${comments} c where c.id in (${sql.join(emptied, sql`, `)})
      and c.deleted_at is not null
      and not exists (select 1 from ${comments} r where r.parent_id = c.id and r.deleted_at is null)`);
}

/** Upvotes a comment (once), or takes the upvote back; `comments.upvotes` moves in the same transaction. */
export async function voteComment(
  db: Database,
  viewer: Viewer,
  commentId: number,
  up: boolean,
  now: Date = appClock.now(),
): Promise<VoteState> {
  const member = requireCommunity(viewer);
  await actionable(db, viewer, commentId, now);
  return db.transaction(async (tx) => {
    const changed = up
      ? await tx
          .insert(commentVotes)
          .values({ commentId, userId: member.userId })
          .onConflictDoNothing()
          .returning({ id: commentVotes.commentId })
      : await tx
          .delete(commentVotes)
          .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, member.userId)))
          .returning({ id: commentVotes.commentId });
    const [row] = changed.length
      ? await tx
          .update(comments)
          .set({ upvotes: sql`greatest(${comments.upvotes} + ${up ? 1 : -1}, 0)` })
          .where(eq(comments.id, commentId))
          .returning({ upvotes: comments.upvotes })
      : await tx.select({ upvotes: comments.upvotes }).from(comments).where(eq(comments.id, commentId));
    return { upvotes: row?.upvotes ?? 0, voted: up };
  });
}

/** How many comments the member posted in the hour before `now` (for tests and the page's hint). */
export async function commentsInLastHour(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(eq(comments.authorId, userId), gt(comments.createdAt, new Date(now.getTime() - HOUR_MS))));
  return row?.value ?? 0;
}
