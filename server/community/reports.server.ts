import { and, desc, eq, isNull } from "drizzle-orm";
import type { ReportInput } from "~/core/forms/community";
import type { Database } from "~/db/client.server";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { prompts } from "~/server/catalog/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { mayReadComments, promptFor, requireCommunity } from "./access.server";
import { CommunityError } from "./errors";
import { comments, reports } from "./schema";

/** A member reports a comment or a member's prompt they can see; one open report each is enough. */
export async function fileReport(
  db: Database,
  viewer: Viewer,
  input: ReportInput,
  now: Date = appClock.now(),
): Promise<{ id: number; status: string }> {
  const member = requireCommunity(viewer);
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
  const [open] = await db
    .select({ id: reports.id, status: reports.status })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetId),
        eq(reports.reporterId, member.userId),
        eq(reports.status, "open"),
      ),
    );
  if (open) return open;
  const [created] = await db
    .insert(reports)
    .values({ ...input, reporterId: member.userId, createdAt: now })
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
 * An admin's decision on a report: hiding takes the comment (or the member's prompt, unpublished)
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
      if (report.targetType === "comment")
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

/** The reports for the admin's Reports tab, newest first. */
export async function listReports(db: Database, status: string = "open") {
  const rows = await db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.status, status))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(100);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
