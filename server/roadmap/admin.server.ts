import { and, count, eq, ne, sql } from "drizzle-orm";
import type { RoadmapEdit, RoadmapStatus } from "~/core/forms/roadmap";
import type { Database, Executor } from "~/db/client.server";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit, changedFields } from "~/server/admin/audit.server";
import { listBlogArticles } from "~/server/content/content.server";
import { appClock } from "~/server/jobs/clock.server";
import { notify, type NotifyInput } from "~/server/notifications/notifications.server";
import { RoadmapError } from "./errors";
import { roadmapComments, roadmapItems, roadmapVotes } from "./schema";

/**
 * An admin's changes to the roadmap, each in the audit log in the same transaction. A status change
 * and a merge tell the item's voters (a notification, and a mail for those who asked for one) in
 * that transaction too, and answer whom they told.
 */

const ADMIN_COLUMNS = {
  id: roadmapItems.id,
  status: roadmapItems.status,
  titleEn: roadmapItems.titleEn,
  titlePt: roadmapItems.titlePt,
  descriptionEn: roadmapItems.descriptionEn,
  descriptionPt: roadmapItems.descriptionPt,
  blogPostId: roadmapItems.blogPostId,
  shippedAt: roadmapItems.shippedAt,
  mergedIntoId: roadmapItems.mergedIntoId,
  votes: roadmapItems.votes,
};

export type RoadmapAdminItem = {
  id: number;
  status: RoadmapStatus;
  titleEn: string | null;
  titlePt: string | null;
  descriptionEn: string | null;
  descriptionPt: string | null;
  blogPostId: number | null;
  shippedAt: string | null;
  mergedIntoId: number | null;
  votes: number;
};

/** What a status change or a merge hands back: the item now, and the members to tell about it. */
export interface RoadmapNotice {
  item: RoadmapAdminItem;
  notifyUserIds: string[];
}

async function lockedItem(tx: Executor, id: number) {
  const [row] = await tx
    .select(ADMIN_COLUMNS)
    .from(roadmapItems)
    .where(eq(roadmapItems.id, id))
    .for("update");
  if (!row) throw new RoadmapError("item_not_found");
  return row;
}

function shape(row: Awaited<ReturnType<typeof lockedItem>>): RoadmapAdminItem {
  return { ...row, status: row.status as RoadmapStatus, shippedAt: row.shippedAt?.toISOString() ?? null };
}

const label = (row: { titleEn: string | null; titlePt: string | null }) => row.titleEn ?? row.titlePt;

async function votersOf(tx: Executor, itemId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: roadmapVotes.userId })
    .from(roadmapVotes)
    .where(eq(roadmapVotes.itemId, itemId));
  return rows.map((row) => row.userId);
}

const blank = (value: string | null | undefined) => (value === "" ? null : value);

/** Both languages' texts and the linked blog post; a title left blank leaves that language untranslated. */
export async function editRoadmapItem(
  db: Database,
  actor: AdminActor,
  id: number,
  edit: RoadmapEdit,
): Promise<RoadmapAdminItem> {
  if (edit.blogPostId != null && !listBlogArticles("en").some((article) => article.id === edit.blogPostId))
    throw new RoadmapError("blog_post_not_found");
  return db.transaction(async (tx) => {
    const before = shape(await lockedItem(tx, id));
    const next = {
      titleEn: edit.titleEn === undefined ? before.titleEn : blank(edit.titleEn)!,
      titlePt: edit.titlePt === undefined ? before.titlePt : blank(edit.titlePt)!,
      descriptionEn: edit.descriptionEn === undefined ? before.descriptionEn : edit.descriptionEn,
      descriptionPt: edit.descriptionPt === undefined ? before.descriptionPt : edit.descriptionPt,
      blogPostId: edit.blogPostId === undefined ? before.blogPostId : edit.blogPostId,
    };
    // An item keeps a title in one language at least.
    if (next.titleEn === null && next.titlePt === null) next.titleEn = before.titleEn ?? before.titlePt;
    const [row] = await tx
      .update(roadmapItems)
      .set({ ...next, updatedAt: appClock.now() })
      .where(eq(roadmapItems.id, id))
      .returning(ADMIN_COLUMNS);
    const after = shape(row!);
    const change = changedFields(before, after);
    await audit(tx, actor, {
      action: "roadmap.edit",
      targetType: "roadmap_item",
      targetId: id,
      targetLabel: label(after),
      ...change,
    });
    return after;
  });
}

/** Moves an item to another status; a shipped item is dated by the app's clock the first time it ships. */
export async function setRoadmapStatus(
  db: Database,
  actor: AdminActor,
  id: number,
  status: RoadmapStatus,
  now: Date = appClock.now(),
): Promise<RoadmapNotice> {
  return db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    if (before.mergedIntoId !== null) throw new RoadmapError("item_merged");
    const [row] = await tx
      .update(roadmapItems)
      .set({
        status,
        shippedAt: status === "shipped" ? (before.shippedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(roadmapItems.id, id))
      .returning(ADMIN_COLUMNS);
    const after = shape(row!);
    if (before.status !== status)
      await audit(tx, actor, {
        action: "roadmap.status",
        targetType: "roadmap_item",
        targetId: id,
        targetLabel: label(after),
        before: { status: before.status },
        after: { status },
      });
    const voters = before.status === status ? [] : await votersOf(tx, id);
    await tellVoters(tx, voters, after, { status }, now);
    return { item: after, notifyUserIds: voters };
  });
}

/**
 * Merges a duplicate into another item: its votes carry over (a member who voted for both counts
 * once), its comments move with them, and the duplicate points at the target from then on. The
 * duplicate's voters are the ones to tell.
 */
export async function mergeRoadmapItem(
  db: Database,
  actor: AdminActor,
  duplicateId: number,
  targetId: number,
): Promise<RoadmapNotice> {
  if (duplicateId === targetId) throw new RoadmapError("cannot_merge");
  return db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot wait on each other.
    const [first, second] = duplicateId < targetId ? [duplicateId, targetId] : [targetId, duplicateId];
    const rows = [await lockedItem(tx, first), await lockedItem(tx, second)];
    const duplicate = rows.find((row) => row.id === duplicateId)!;
    const target = rows.find((row) => row.id === targetId)!;
    if (duplicate.mergedIntoId !== null || target.mergedIntoId !== null)
      throw new RoadmapError("cannot_merge");

    const voters = await votersOf(tx, duplicateId);
    await tx.execute(sql`
      insert into ${roadmapVotes} (item_id, user_id, created_at)
      select ${targetId}, user_id, created_at from ${roadmapVotes} where item_id = ${duplicateId}
      on conflict do nothing`);
    await tx.delete(roadmapVotes).where(eq(roadmapVotes.itemId, duplicateId));
    await tx.update(roadmapComments).set({ itemId: targetId }).where(eq(roadmapComments.itemId, duplicateId));
    const [total] = await tx
      .select({ value: count() })
      .from(roadmapVotes)
      .where(eq(roadmapVotes.itemId, targetId));
    const now = appClock.now();
    const [row] = await tx
      .update(roadmapItems)
      .set({ votes: total!.value, updatedAt: now })
      .where(eq(roadmapItems.id, targetId))
      .returning(ADMIN_COLUMNS);
    await tx
      .update(roadmapItems)
      .set({ mergedIntoId: targetId, votes: 0, updatedAt: now })
      .where(eq(roadmapItems.id, duplicateId));
    // Items merged into the duplicate earlier lead to the target now, so no link ends at a merged item.
    await tx
      .update(roadmapItems)
      .set({ mergedIntoId: targetId })
      .where(and(eq(roadmapItems.mergedIntoId, duplicateId), ne(roadmapItems.id, targetId)));
    await audit(tx, actor, {
      action: "roadmap.merge",
      targetType: "roadmap_item",
      targetId: duplicateId,
      targetLabel: label(duplicate),
      before: { mergedIntoId: null, votes: duplicate.votes, targetVotes: target.votes },
      after: { mergedIntoId: targetId, votes: 0, targetVotes: total!.value },
    });
    const merged = shape(row!);
    // The link leads to the target, where the voters' votes and the comments are now.
    await tellVoters(
      tx,
      voters,
      shape(duplicate),
      { mergedInto: titles(merged) },
      now,
      `/roadmap/${targetId}`,
    );
    return { item: merged, notifyUserIds: voters };
  });
}

/** An item's title in each language, the other language's where one is missing. */
const titles = (item: RoadmapAdminItem) => ({
  en: item.titleEn ?? item.titlePt ?? undefined,
  pt: item.titlePt ?? item.titleEn ?? undefined,
});

/** A roadmap_status notification for each voter: the item's title in both languages, and its link. */
async function tellVoters(
  tx: Executor,
  voters: string[],
  item: RoadmapAdminItem,
  detail: NotifyInput["detail"],
  now: Date,
  url = `/roadmap/${item.id}`,
): Promise<void> {
  const title = titles(item);
  for (const recipientId of voters) {
    await notify(tx, {
      recipientId,
      kind: "roadmap_status",
      subject: { type: "roadmap_item", id: item.id, title, url },
      detail,
      now,
    });
  }
}
