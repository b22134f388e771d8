import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReportInput, ReportTarget } from "~/core/forms/community";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { mayReadComments, promptFor, requireCommunity } from "./access.server";
import { CommunityError } from "./errors";
import { visibleExamplePrompt } from "./examples.server";
import { comments, postingBans, promptExamples, reports } from "./schema";

export const POSTING_BAN_DAYS = { min: 1, max: 365 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member reports a comment, a member's prompt or an example they can see; one open report each is
 * enough. Comments and prompts are reported by the members who take part; an example by anyone
 * signed in who can see it.
 */
export async function fileReport(
  db: Database,
  viewer: Viewer,
  input: ReportInput,
  now: Date = appClock.now(),
): Promise<{ id: number; status: string }> {
  const member = input.targetType === "example" ? signedIn(viewer) : requireCommunity(viewer);
  if (input.targetType === "example") {
    if ((await visibleExamplePrompt(db, viewer, input.targetId, now)) === null)
      throw new CommunityError("report_target_not_found");
    return openOrNewReport(db, member.userId, input, now);
  }
  const promptId =
    input.targetType === "prompt"
      ? input.targetId
      : (
          await db
            .select({ promptId: comments.promptId })
            .from(comments)
            .where(
              and(eq(comments.id, input.targetId), isNull(comments.hiddenAt), isNull(comments.deletedAt)),
            )
        )[0]?.promptId;
  const prompt = promptId === undefined ? null : await promptFor(db, viewer, promptId, now).catch(() => null);
  const visible =
    prompt !== null && (input.targetType === "prompt" ? prompt.source === "member" : mayReadComments(prompt));
  if (!visible) throw new CommunityError("report_target_not_found");
  return openOrNewReport(db, member.userId, input, now);
}

function signedIn(viewer: Viewer) {
  if (viewer.kind !== "member") throw new CommunityError("plan_required");
  return viewer;
}

async function openOrNewReport(db: Database, reporterId: string, input: ReportInput, now: Date) {
  const [open] = await db
    .select({ id: reports.id, status: reports.status })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetId),
        eq(reports.reporterId, reporterId),
        eq(reports.status, "open"),
      ),
    );
  if (open) return open;
  const [created] = await db
    .insert(reports)
    .values({ ...input, reporterId, createdAt: now })
    .returning({ id: reports.id, status: reports.status });
  return created!;
}

export type ReportDecision = "hide" | "restore" | "dismiss";
const STATUS_OF: Record<ReportDecision, "hidden" | "restored" | "dismissed"> = {
  hide: "hidden",
  restore: "restored",
  dismiss: "dismissed",
};

/**
 * An admin's decision on a report: hiding takes the comment or example (or the member's prompt, unpublished)
 * off every page at once; restoring brings it back. Every report of the same thing gets the
 * decision, and the audit log records it in the same transaction.
 */
export async function decideReport(
  db: Database,
  actor: AdminActor,
  reportId: number,
  decision: ReportDecision,
  now: Date = appClock.now(),
): Promise<{ id: number; status: string }> {
  const status = STATUS_OF[decision];
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
    if (!report) throw new CommunityError("report_not_found");
    const sameTarget = and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId));
    if (decision !== "dismiss") {
      if (report.targetType === "example")
        await tx
          .update(promptExamples)
          .set({ hiddenAt: decision === "hide" ? now : null })
          .where(eq(promptExamples.id, report.targetId));
      else if (report.targetType === "comment")
        await tx
          .update(comments)
          .set({ hiddenAt: decision === "hide" ? now : null })
          .where(eq(comments.id, report.targetId));
      else
        await tx
          .update(prompts)
          .set({ isPublished: decision !== "hide" })
          .where(and(eq(prompts.id, report.targetId), eq(prompts.source, "member")));
    }
    await tx
      .update(reports)
      .set({ status, resolvedAt: now, resolvedBy: actor.userId })
      .where(decision === "dismiss" ? eq(reports.id, reportId) : sameTarget);
    await audit(tx, actor, {
      action: `report.${decision}`,
      targetType: report.targetType,
      targetId: report.targetId,
      targetLabel: report.reason.slice(0, 80),
      before: { status: report.status },
      after: { status },
    });
  });
  if (decision !== "dismiss") await catalogChanged();
  return { id: reportId, status };
}

export const REPORT_STATUSES = ["open", "hidden", "restored", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * The reports for the admin's Reports tab, with what was reported (the comment's text or the
 * prompt's title) and who reported it: open ones oldest first, so the longest waiting come first;
 * decided ones newest first.
 */
export async function listReports(
  db: Database,
  {
    status = "open",
    limit = 50,
    offset = 0,
    now = appClock.now(),
  }: { status?: ReportStatus; limit?: number; offset?: number; now?: Date } = {},
) {
  const reporter = alias(user, "reporter");
  const author = alias(user, "author");
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        reporter: reporter.name,
        commentBody: comments.body,
        commentPromptId: comments.promptId,
        exampleBody: promptExamples.body,
        examplePromptId: promptExamples.promptId,
        promptTitle: sql<string | null>`(select ${promptTranslations.title} from ${promptTranslations}
          where ${promptTranslations.promptId} = ${reports.targetId} order by ${promptTranslations.locale} limit 1)`,
        authorId: author.id,
        authorName: author.name,
        bannedUntil: postingBans.until,
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(comments, and(eq(reports.targetType, "comment"), eq(comments.id, reports.targetId)))
      .leftJoin(
        prompts,
        and(eq(reports.targetType, "prompt"), eq(prompts.id, reports.targetId), eq(prompts.source, "member")),
      )
      .leftJoin(
        promptExamples,
        and(eq(reports.targetType, "example"), eq(promptExamples.id, reports.targetId)),
      )
      .leftJoin(
        author,
        sql`${author.id} = coalesce(${comments.authorId}, ${promptExamples.authorId}, ${prompts.authorId})`,
      )
      .leftJoin(postingBans, and(eq(postingBans.userId, author.id), gt(postingBans.until, now)))
      .where(eq(reports.status, status))
      .orderBy(
        ...(status === "open"
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.resolvedAt), desc(reports.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reports).where(eq(reports.status, status)),
  ]);
  return {
    total: totalRow?.value ?? 0,
    items: rows.map((row) => {
      const isComment = row.targetType === "comment";
      const isExample = row.targetType === "example";
      return {
        id: row.id,
        targetType: row.targetType as ReportTarget,
        targetId: row.targetId,
        reason: row.reason,
        status: row.status as ReportStatus,
        createdAt: row.createdAt.toISOString(),
        reporter: row.reporter,
        /** the comment's or example's text, or the prompt's title; null once it is deleted */
        text: isExample ? row.exampleBody : isComment ? row.commentBody : row.promptTitle,
        /** the prompt page where it is (or was) shown */
        promptId: isExample
          ? row.examplePromptId
          : isComment
            ? row.commentPromptId
            : row.promptTitle === null
              ? null
              : row.targetId,
        /** who wrote it, while they are a member; a moderator may stop them from posting */
        author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? "" },
        /** until when the author may not post, when a ban is running */
        authorBannedUntil: row.bannedUntil?.toISOString() ?? null,
      };
    }),
  };
}

export type ReportListItem = Awaited<ReturnType<typeof listReports>>["items"][number];

/** Whether an admin hid the member's prompt on a report and has not restored it since. */
export async function hiddenByModeration(db: Executor, promptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(eq(reports.targetType, "prompt"), eq(reports.targetId, promptId), eq(reports.status, "hidden")),
    )
    .limit(1);
  return row !== undefined;
}

/** The member who wrote what a report points at (a comment, an example or a member's prompt), while they exist. */
async function reportedAuthor(tx: Executor, reportId: number) {
  const [report] = await tx
    .select({ targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw new CommunityError("report_not_found");
  const [row] =
    report.targetType === "comment"
      ? await tx
          .select({ id: user.id, email: user.email })
          .from(comments)
          .innerJoin(user, eq(user.id, comments.authorId))
          .where(eq(comments.id, report.targetId))
      : report.targetType === "example"
        ? await tx
            .select({ id: user.id, email: user.email })
            .from(promptExamples)
            .innerJoin(user, eq(user.id, promptExamples.authorId))
            .where(eq(promptExamples.id, report.targetId))
        : await tx
            .select({ id: user.id, email: user.email })
            .from(prompts)
            .innerJoin(user, eq(user.id, prompts.authorId))
            .where(and(eq(prompts.id, report.targetId), eq(prompts.source, "member")));
  if (!row) throw new CommunityError("nothing_to_ban");
  return row;
}

/**
 * An admin stops the author of reported content from posting in the community for `days` days
 * (POSTING_BAN_DAYS), counted from now; a running ban is replaced. In the audit log.
 */
export async function banReportedAuthor(
  db: Database,
  actor: AdminActor,
  reportId: number,
  days: number,
  now: Date = appClock.now(),
): Promise<{ userId: string; until: string }> {
  if (!Number.isInteger(days) || days < POSTING_BAN_DAYS.min || days > POSTING_BAN_DAYS.max)
    throw new RangeError("days out of range");
  const until = new Date(now.getTime() + days * DAY_MS);
  return db.transaction(async (tx) => {
    const author = await reportedAuthor(tx, reportId);
    const [before] = await tx
      .select({ until: postingBans.until })
      .from(postingBans)
      .where(and(eq(postingBans.userId, author.id), gt(postingBans.until, now)));
    await tx
      .insert(postingBans)
      .values({ userId: author.id, until, reportId, bannedBy: actor.userId, createdAt: now })
      .onConflictDoUpdate({
        target: postingBans.userId,
        set: { until, reportId, bannedBy: actor.userId, createdAt: now },
      });
    await audit(tx, actor, {
      action: "member.posting_ban",
      targetType: "user",
      targetId: author.id,
      targetLabel: author.email,
      before: { bannedUntil: before?.until.toISOString() ?? null },
      after: { bannedUntil: until.toISOString(), days, reportId },
    });
    return { userId: author.id, until: until.toISOString() };
  });
}

/** An admin lets a member post again before their ban ends. In the audit log; nothing to lift, no entry. */
export async function liftPostingBan(
  db: Database,
  actor: AdminActor,
  userId: string,
  now: Date = appClock.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [lifted] = await tx
      .delete(postingBans)
      .where(eq(postingBans.userId, userId))
      .returning({ until: postingBans.until });
    if (!lifted || lifted.until <= now) return;
    const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await audit(tx, actor, {
      action: "member.posting_ban_lifted",
      targetType: "user",
      targetId: userId,
      targetLabel: member?.email ?? null,
      before: { bannedUntil: lifted.until.toISOString() },
      after: { bannedUntil: null },
    });
  });
}
