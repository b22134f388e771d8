import { and, count, desc, eq, sql } from "drizzle-orm";
import { promptIdFromReference, requestTitle, type PromptRequestAnswer } from "~/core/forms/requests";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { releasedBy } from "~/server/catalog/rows.server";
import { prompts } from "~/server/catalog/schema";
import { appClock } from "~/server/jobs/clock.server";
import { notify, withdrawUnread } from "~/server/notifications/notifications.server";
import { PromptRequestError } from "./errors";
import { requestColumns, toRequestView, type PromptRequestView } from "./requests.server";
import { promptRequests, type PromptRequestStatus } from "./schema";

/** A request as the admin inbox shows it: the member's request, who sent it, in which language. */
export interface AdminPromptRequest extends PromptRequestView {
  locale: "en" | "pt";
  requester: { id: string; email: string; name: string };
}

const adminColumns = {
  ...requestColumns("en"),
  locale: promptRequests.locale,
  requesterId: user.id,
  requesterEmail: user.email,
  requesterName: user.name,
};

function adminQuery(db: Database) {
  return db
    .select(adminColumns)
    .from(promptRequests)
    .innerJoin(user, eq(user.id, promptRequests.userId))
    .$dynamic();
}

function toAdminRequest(row: Awaited<ReturnType<ReturnType<typeof adminQuery>["execute"]>>[number]) {
  const { locale, requesterId, requesterEmail, requesterName, ...request } = row;
  return {
    ...toRequestView(request),
    locale: locale === "en" ? "en" : "pt",
    requester: { id: requesterId, email: requesterEmail, name: requesterName },
  } satisfies AdminPromptRequest;
}

/** The admin inbox's prompt requests: waiting ones first (oldest first), then answered ones, newest first. */
export async function listPromptRequestsForAdmin(
  db: Database,
  { status, limit, offset }: { status?: PromptRequestStatus; limit: number; offset: number },
): Promise<{ items: AdminPromptRequest[]; total: number }> {
  const where = status ? eq(promptRequests.status, status) : undefined;
  const waiting = sql`${promptRequests.status} in ('open', 'in_progress')`;
  const [rows, [totals]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(
        sql`${waiting} desc`,
        sql`case when ${waiting} then ${promptRequests.createdAt} end asc`,
        desc(promptRequests.createdAt),
        desc(promptRequests.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(promptRequests).where(where),
  ]);
  return { items: rows.map(toAdminRequest), total: totals?.value ?? 0 };
}

/** How many requests wait for an answer (the inbox's badge). */
export async function waitingPromptRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(promptRequests)
    .where(sql`${promptRequests.status} in ('open', 'in_progress')`);
  return row?.value ?? 0;
}

/**
 * An admin answers a request: its status, the answer the member reads and, once done, the prompt
 * written for it (a published prompt the member can open now). The member is told at once, under
 * the bell and by mail; a newer answer replaces an older one they have not read yet.
 */
export async function answerPromptRequest(
  db: Database,
  actor: AdminActor,
  id: number,
  input: PromptRequestAnswer,
  now: Date = appClock.now(),
): Promise<AdminPromptRequest> {
  const promptId = input.prompt ? promptIdFromReference(input.prompt) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        userId: promptRequests.userId,
        purpose: promptRequests.purpose,
        status: promptRequests.status,
        answer: promptRequests.answer,
        promptId: promptRequests.promptId,
      })
      .from(promptRequests)
      .where(eq(promptRequests.id, id))
      .for("update");
    if (!before) throw new PromptRequestError("request_not_found");
    if (promptId !== null) {
      const [found] = await tx
        .select({ id: prompts.id })
        .from(prompts)
        .where(and(eq(prompts.id, promptId), eq(prompts.isPublished, true), releasedBy(now)));
      if (!found) throw new PromptRequestError("prompt_not_found");
    }
    const after = { status: input.status, answer: input.answer || null, promptId };
    if (
      before.status === after.status &&
      before.answer === after.answer &&
      before.promptId === after.promptId
    )
      return;
    await tx
      .update(promptRequests)
      .set({ ...after, answeredBy: actor.userId, answeredAt: now, updatedAt: now })
      .where(eq(promptRequests.id, id));
    await audit(tx, actor, {
      action: "request.answer",
      targetType: "prompt_request",
      targetId: id,
      targetLabel: null,
      before: { status: before.status, promptId: before.promptId, answered: before.answer !== null },
      after: { status: after.status, promptId: after.promptId, answered: after.answer !== null },
    });
    const subject = {
      type: "prompt_request" as const,
      id,
      title: requestTitle(before.purpose),
      url: `/requests#request-${id}`,
    };
    await withdrawUnread(tx, { recipientId: before.userId, kind: "prompt_request", subject });
    // From the team, not from one admin: the notification names no one.
    await notify(tx, {
      recipientId: before.userId,
      kind: "prompt_request",
      subject,
      detail: { status: input.status },
      now,
    });
  });
  const [row] = await adminQuery(db).where(eq(promptRequests.id, id));
  return toAdminRequest(row!);
}
