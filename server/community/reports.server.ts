import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
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
import { comments, promptExamples, reports } from "./schema";

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
  }: { status?: ReportStatus; limit?: number; offset?: number } = {},
) {
  const reporter = alias(user, "reporter");
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
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(comments, and(eq(reports.targetType, "comment"), eq(comments.id, reports.targetId)))
      .leftJoin(
        promptExamples,
        and(eq(reports.targetType, "example"), eq(promptExamples.id, reports.targetId)),
      )
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
