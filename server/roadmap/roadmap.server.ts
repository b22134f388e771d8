import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import {
  PROPOSALS_PER_DAY,
  ROADMAP_COMMENTS_PER_HOUR,
  type RoadmapProposal,
  type RoadmapStatus,
} from "~/core/forms/roadmap";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { RoadmapError } from "./errors";
import { postingBannedUntil } from "~/server/community/access.server";
import { roadmapComments, roadmapItems, roadmapVotes } from "./schema";

export type Member = Extract<Viewer, { kind: "member" }>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The list shows at most this many items of one status. */
const LIST_LIMIT = 200;

/** Voting, proposing and commenting: Creator, Legend and admins (server/entitlements: `roadmap`). */
export function requireRoadmapMember(viewer: Viewer): Member {
  if (viewer.kind !== "member" || !capabilities(viewer).roadmap) throw new RoadmapError("plan_required");
  return viewer;
}

export interface RoadmapItemView {
  id: number;
  title: string;
  description: string;
  /** the language of `title` and `description`: the other one when the item is not translated yet */
  language: Locale;
  status: RoadmapStatus;
  votes: number;
  /** whether the viewer voted for it */
  voted: boolean;
  comments: number;
  /** a blog article's id in content/blog */
  blogPostId: number | null;
  shippedAt: string | null;
  createdAt: string;
}

/** Everything an admin edits: both languages as stored. */
export interface RoadmapItemTexts {
  titleEn: string | null;
  titlePt: string | null;
  descriptionEn: string | null;
  descriptionPt: string | null;
}

const ITEM_COLUMNS = {
  id: roadmapItems.id,
  status: roadmapItems.status,
  titleEn: roadmapItems.titleEn,
  titlePt: roadmapItems.titlePt,
  descriptionEn: roadmapItems.descriptionEn,
  descriptionPt: roadmapItems.descriptionPt,
  sourceLocale: roadmapItems.sourceLocale,
  votes: roadmapItems.votes,
  mergedIntoId: roadmapItems.mergedIntoId,
  blogPostId: roadmapItems.blogPostId,
  shippedAt: roadmapItems.shippedAt,
  createdAt: roadmapItems.createdAt,
};

type ItemRow = {
  id: number;
  status: string;
  titleEn: string | null;
  titlePt: string | null;
  descriptionEn: string | null;
  descriptionPt: string | null;
  sourceLocale: string;
  votes: number;
  mergedIntoId: number | null;
  blogPostId: number | null;
  shippedAt: Date | null;
  createdAt: Date;
};

/** The item in the reader's language, or in the language it was written in until an admin adds theirs. */
export function localized(row: RoadmapItemTexts & { sourceLocale: string }, locale: Locale) {
  const own = locale === "en" ? row.titleEn : row.titlePt;
  const language: Locale = own !== null ? locale : row.sourceLocale === "pt" ? "pt" : "en";
  const title = (language === "en" ? row.titleEn : row.titlePt) ?? row.titleEn ?? row.titlePt ?? "";
  const description = (language === "en" ? row.descriptionEn : row.descriptionPt) ?? "";
  return { title, description, language };
}

function view(row: ItemRow, locale: Locale, voted: boolean, comments: number): RoadmapItemView {
  return {
    id: row.id,
    ...localized(row, locale),
    status: row.status as RoadmapStatus,
    votes: row.votes,
    voted,
    comments,
    blogPostId: row.blogPostId,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function votedBy(db: Executor, viewer: Viewer, itemIds: number[]): Promise<Set<number>> {
  if (viewer.kind !== "member" || itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: roadmapVotes.itemId })
    .from(roadmapVotes)
    .where(and(eq(roadmapVotes.userId, viewer.userId), inArray(roadmapVotes.itemId, itemIds)));
  return new Set(rows.map((row) => row.itemId));
}

async function commentCounts(db: Executor, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: roadmapComments.itemId, total: count() })
    .from(roadmapComments)
    .where(inArray(roadmapComments.itemId, itemIds))
    .groupBy(roadmapComments.itemId);
  return new Map(rows.map((row) => [row.itemId, row.total]));
}

/** The roadmap, most votes first (then newest); merged duplicates are left out. */
export async function listRoadmap(
  db: Database,
  viewer: Viewer,
  { status, locale }: { status?: RoadmapStatus | undefined; locale: Locale },
): Promise<RoadmapItemView[]> {
  const rows = await db
    .select(ITEM_COLUMNS)
    .from(roadmapItems)
    .where(and(isNull(roadmapItems.mergedIntoId), status ? eq(roadmapItems.status, status) : undefined))
    .orderBy(desc(roadmapItems.votes), desc(roadmapItems.createdAt), desc(roadmapItems.id))
    .limit(LIST_LIMIT);
  const ids = rows.map((row) => row.id);
  const [voted, comments] = await Promise.all([votedBy(db, viewer, ids), commentCounts(db, ids)]);
  return rows.map((row) => view(row, locale, voted.has(row.id), comments.get(row.id) ?? 0));
}

export interface RoadmapCommentView {
  id: number;
  body: string;
  authorName: string;
  /** whether the viewer wrote it (and may delete it) */
  mine: boolean;
  createdAt: string;
}

export type RoadmapItemDetail =
  | { mergedIntoId: number }
  | {
      mergedIntoId: null;
      item: RoadmapItemView;
      comments: RoadmapCommentView[];
      /** both languages as stored: for admins only */
      texts: RoadmapItemTexts | null;
    };

async function itemRow(db: Executor, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select(ITEM_COLUMNS).from(roadmapItems).where(eq(roadmapItems.id, id)).limit(1);
  return row;
}

/** The item where merges lead: a merged duplicate names its target instead. */
export async function getRoadmapItem(
  db: Database,
  viewer: Viewer,
  id: number,
  locale: Locale,
): Promise<RoadmapItemDetail> {
  const row = await itemRow(db, id);
  if (!row) throw new RoadmapError("item_not_found");
  if (row.mergedIntoId !== null) return { mergedIntoId: row.mergedIntoId };
  const [voted, comments] = await Promise.all([
    votedBy(db, viewer, [id]),
    db
      .select({
        id: roadmapComments.id,
        body: roadmapComments.body,
        authorId: roadmapComments.authorId,
        authorName: user.name,
        createdAt: roadmapComments.createdAt,
      })
      .from(roadmapComments)
      .innerJoin(user, eq(user.id, roadmapComments.authorId))
      .where(eq(roadmapComments.itemId, id))
      .orderBy(asc(roadmapComments.createdAt), asc(roadmapComments.id)),
  ]);
  const me = viewer.kind === "member" ? viewer.userId : null;
  return {
    mergedIntoId: null,
    item: view(row, locale, voted.has(id), comments.length),
    comments: comments.map((comment) => ({
      id: comment.id,
      body: comment.body,
      authorName: comment.authorName,
      mine: comment.authorId === me,
      createdAt: comment.createdAt.toISOString(),
    })),
    texts:
      viewer.kind === "member" && capabilities(viewer).adminDashboard
        ? {
            titleEn: row.titleEn,
            titlePt: row.titlePt,
            descriptionEn: row.descriptionEn,
            descriptionPt: row.descriptionPt,
          }
        : null,
  };
}

/** An item that can be voted on and discussed: it exists and was not merged away. */
async function openItem(db: Executor, id: number): Promise<ItemRow> {
  const row = await itemRow(db, id);
  if (!row) throw new RoadmapError("item_not_found");
  if (row.mergedIntoId !== null) throw new RoadmapError("item_merged");
  return row;
}

/** Votes for an item or takes the vote back; voting twice changes nothing. */
export async function voteRoadmapItem(
  db: Database,
  viewer: Viewer,
  id: number,
  up: boolean,
): Promise<{ votes: number; voted: boolean }> {
  const member = requireRoadmapMember(viewer);
  return db.transaction(async (tx) => {
    await openItem(tx, id);
    const changed = up
      ? await tx
          .insert(roadmapVotes)
          .values({ itemId: id, userId: member.userId })
          .onConflictDoNothing()
          .returning({ itemId: roadmapVotes.itemId })
      : await tx
          .delete(roadmapVotes)
          .where(and(eq(roadmapVotes.itemId, id), eq(roadmapVotes.userId, member.userId)))
          .returning({ itemId: roadmapVotes.itemId });
    const [row] = changed.length
      ? await tx
          .update(roadmapItems)
          .set({ votes: up ? sql`${roadmapItems.votes} + 1` : sql`greatest(${roadmapItems.votes} - 1, 0)` })
          .where(eq(roadmapItems.id, id))
          .returning({ votes: roadmapItems.votes })
      : await tx.select({ votes: roadmapItems.votes }).from(roadmapItems).where(eq(roadmapItems.id, id));
    return { votes: row!.votes, voted: up };
  });
}

/** Seconds until the oldest of the member's last `limit` rows since `window` leaves it, or null under it. */
function waitFor(times: Date[], limit: number, windowMs: number, now: Date): number | null {
  if (times.length < limit) return null;
  const oldest = times[times.length - 1]!;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * A member's proposal: stored in the language it was written in, "under review" until an admin
 * decides. At most PROPOSALS_PER_DAY in 24 hours (admins have no limit).
 */
export async function proposeRoadmapItem(
  db: Database,
  viewer: Viewer,
  input: RoadmapProposal,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<RoadmapItemView> {
  const member = requireRoadmapMember(viewer);
  await refuseBanned(db, member.userId, now);
  const language = input.language ?? locale;
  const id = await db.transaction(async (tx) => {
    // One member's proposals are counted and written one at a time, so quick posts cannot slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roadmap-proposals:${member.userId}`}))`);
    if (!member.isAdmin) {
      const recent = await tx
        .select({ createdAt: roadmapItems.createdAt })
        .from(roadmapItems)
        .where(
          and(
            eq(roadmapItems.authorId, member.userId),
            gt(roadmapItems.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .orderBy(desc(roadmapItems.createdAt))
        .limit(PROPOSALS_PER_DAY);
      const wait = waitFor(
        recent.map((row) => row.createdAt),
        PROPOSALS_PER_DAY,
        DAY_MS,
        now,
      );
      if (wait !== null) throw new RoadmapError("proposal_limit", wait);
    }
    const [created] = await tx
      .insert(roadmapItems)
      .values({
        status: "under_review",
        sourceLocale: language,
        ...(language === "en"
          ? { titleEn: input.title, descriptionEn: input.description }
          : { titlePt: input.title, descriptionPt: input.description }),
        authorId: member.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roadmapItems.id });
    return created!.id;
  });
  return view((await itemRow(db, id))!, locale, false, 0);
}

/** A plain-text comment; at most ROADMAP_COMMENTS_PER_HOUR an hour per member (admins have no limit). */
export async function commentOnRoadmapItem(
  db: Database,
  viewer: Viewer,
  itemId: number,
  body: string,
  now: Date = appClock.now(),
): Promise<RoadmapCommentView> {
  const member = requireRoadmapMember(viewer);
  await refuseBanned(db, member.userId, now);
  const id = await db.transaction(async (tx) => {
    await openItem(tx, itemId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roadmap-comments:${member.userId}`}))`);
    if (!member.isAdmin) {
      const recent = await tx
        .select({ createdAt: roadmapComments.createdAt })
        .from(roadmapComments)
        .where(
          and(
            eq(roadmapComments.authorId, member.userId),
            gt(roadmapComments.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        )
        .orderBy(desc(roadmapComments.createdAt))
        .limit(ROADMAP_COMMENTS_PER_HOUR);
      const wait = waitFor(
        recent.map((row) => row.createdAt),
        ROADMAP_COMMENTS_PER_HOUR,
        HOUR_MS,
        now,
      );
      if (wait !== null) throw new RoadmapError("comment_limit", wait);
    }
    const [created] = await tx
      .insert(roadmapComments)
      .values({ itemId, authorId: member.userId, body, createdAt: now })
      .returning({ id: roadmapComments.id });
    return created!.id;
  });
  const [author] = await db.select({ name: user.name }).from(user).where(eq(user.id, member.userId));
  return { id, body, authorName: author?.name ?? "", mine: true, createdAt: now.toISOString() };
}

/**
 * The author deletes their comment; an admin (`moderator`) deletes anyone's, which the audit log
 * records with the comment as it was, in the same transaction.
 */
export async function deleteRoadmapComment(
  db: Database,
  viewer: Viewer,
  commentId: number,
  moderator: AdminActor | null = null,
): Promise<void> {
  if (viewer.kind !== "member") throw new RoadmapError("comment_not_found");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        itemId: roadmapComments.itemId,
        authorId: roadmapComments.authorId,
        body: roadmapComments.body,
      })
      .from(roadmapComments)
      .where(eq(roadmapComments.id, commentId))
      .for("update");
    if (!row) throw new RoadmapError("comment_not_found");
    const own = row.authorId === viewer.userId;
    if (!own && !moderator) throw new RoadmapError("not_your_comment");
    await tx.delete(roadmapComments).where(eq(roadmapComments.id, commentId));
    if (!own)
      await audit(tx, moderator!, {
        action: "roadmap.comment_delete",
        targetType: "roadmap_comment",
        targetId: commentId,
        targetLabel: row.body.slice(0, 80),
        before: row,
        after: null,
      });
  });
}

export interface ChangelogMonth {
  /** YYYY-MM */
  month: string;
  items: RoadmapItemView[];
}

/** Shipped items by the month they shipped, newest first. */
export async function listChangelog(db: Database, locale: Locale): Promise<ChangelogMonth[]> {
  const rows = await db
    .select(ITEM_COLUMNS)
    .from(roadmapItems)
    .where(and(eq(roadmapItems.status, "shipped"), isNull(roadmapItems.mergedIntoId)))
    .orderBy(desc(sql`coalesce(${roadmapItems.shippedAt}, ${roadmapItems.createdAt})`), desc(roadmapItems.id))
    .limit(LIST_LIMIT);
  const months: ChangelogMonth[] = [];
  for (const row of rows) {
    const item = view(row, locale, false, 0);
    const month = (item.shippedAt ?? item.createdAt).slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.items.push(item);
    else months.push({ month, items: [item] });
  }
  return months;
}

/** A member a moderator stopped from posting in the community cannot propose or comment here either. */
async function refuseBanned(db: Database, userId: string, now: Date): Promise<void> {
  if (await postingBannedUntil(db, userId, now)) throw new RoadmapError("posting_banned");
}
