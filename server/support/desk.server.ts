import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SupportMessageInput } from "~/core/forms/support";
import type { Database, Executor } from "~/db/client.server";
import { user, userRoles } from "~/server/accounts/schema";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { getConfig } from "~/server/config.server";
import { appClock } from "~/server/jobs/clock.server";
import { queueMail } from "~/server/mail/mail.server";
import { SupportError } from "./errors";
import { announce } from "./live.server";
import { isMemberPresent } from "./presence.server";
import { supportConversations, supportMessages, type SupportAuthor, type SupportStatus } from "./schema";
import {
  adminTypist,
  alreadySent,
  languageOf,
  lockMember,
  messageView,
  selectMessages,
  typingDone,
  typingDue,
  type SupportMessageView,
} from "./support.server";

/**
 * The team's side of chat support (the Support tab of /admin and /api/v1/admin/support): the
 * conversations, longest waiting first; answering, taking and assigning, closing and reopening.
 * Only an AdminActor (server/admin/actor.server.ts) gets here; assignments, closing and reopening
 * are in the audit log.
 */

/** The desk lists at most this many open conversations (the longest waiting first), and closed ones. */
export const DESK_OPEN_LIMIT = 200;
export const DESK_CLOSED_LIMIT = 50;
/** A conversation shows at most its newest messages; the member's page keeps the whole history. */
export const DESK_MESSAGES_LIMIT = 500;
const PREVIEW_LENGTH = 140;

export interface ConversationSummary {
  id: number;
  status: SupportStatus;
  member: { id: string; name: string; email: string };
  assignee: { id: string; name: string } | null;
  /** since when the member's unanswered message waits; null when nothing waits */
  waitingSince: string | null;
  lastMessageAt: string;
  lastMessage: { author: SupportAuthor; preview: string } | null;
  /** the member wrote something no admin has seen yet */
  unread: boolean;
  createdAt: string;
  closedAt: string | null;
}

const member = alias(user, "member");
const assignee = alias(user, "assignee");
const lastMessage = alias(supportMessages, "last_message");

function summaries(db: Executor) {
  return db
    .select({
      id: supportConversations.id,
      status: supportConversations.status,
      memberId: member.id,
      memberName: member.name,
      memberEmail: member.email,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
      waitingSince: supportConversations.waitingSince,
      lastMessageAt: supportConversations.lastMessageAt,
      lastAuthor: lastMessage.author,
      lastBody: sql<string | null>`left(${lastMessage.body}, ${PREVIEW_LENGTH})`,
      unread: sql<boolean>`${supportConversations.lastMemberMessageId} > ${supportConversations.adminReadMessageId}`,
      createdAt: supportConversations.createdAt,
      closedAt: supportConversations.closedAt,
    })
    .from(supportConversations)
    .innerJoin(member, eq(member.id, supportConversations.memberId))
    .leftJoin(assignee, eq(assignee.id, supportConversations.assignedAdminId))
    .leftJoin(
      lastMessage,
      eq(
        lastMessage.id,
        sql`(select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id})`,
      ),
    )
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function summaryOf(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    status: row.status,
    member: { id: row.memberId, name: row.memberName, email: row.memberEmail },
    assignee:
      row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage:
      row.lastAuthor && row.lastBody !== null ? { author: row.lastAuthor, preview: row.lastBody } : null,
    unread: Boolean(row.unread),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function conversationSummary(db: Executor, id: number): Promise<ConversationSummary | null> {
  const [row] = await summaries(db).where(eq(supportConversations.id, id));
  return row ? summaryOf(row) : null;
}

/** How many open conversations hold a member's message no admin has seen (the tab's count). */
export async function unreadConversations(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.status, "open"),
        gt(supportConversations.lastMemberMessageId, supportConversations.adminReadMessageId),
      ),
    );
  return row?.value ?? 0;
}

/** Every admin, to assign a conversation to. */
export async function supportAdmins(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(user.name), asc(user.id));
}

export const DESK_FILTERS = ["open", "closed"] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

/**
 * Open conversations, the one whose member has waited longest first (then those waiting for
 * nobody, latest activity first); or the DESK_CLOSED_LIMIT most recently closed.
 */
export async function listDesk(
  db: Executor,
  _actor: AdminActor,
  { status = "open" }: { status?: DeskFilter } = {},
): Promise<{
  status: DeskFilter;
  items: ConversationSummary[];
  unread: number;
  admins: { id: string; name: string }[];
}> {
  const query = summaries(db).where(eq(supportConversations.status, status));
  const [rows, unread, admins] = await Promise.all([
    status === "open"
      ? query
          .orderBy(
            sql`${supportConversations.waitingSince} asc nulls last`,
            desc(supportConversations.lastMessageAt),
            desc(supportConversations.id),
          )
          .limit(DESK_OPEN_LIMIT)
      : query
          .orderBy(desc(supportConversations.closedAt), desc(supportConversations.id))
          .limit(DESK_CLOSED_LIMIT),
    unreadConversations(db),
    supportAdmins(db),
  ]);
  return { status, items: rows.map(summaryOf), unread, admins };
}

/** A conversation with its newest DESK_MESSAGES_LIMIT messages, oldest first. */
export async function deskConversation(
  db: Executor,
  _actor: AdminActor,
  id: number,
): Promise<{ conversation: ConversationSummary; messages: SupportMessageView[] }> {
  const conversation = await conversationSummary(db, id);
  if (!conversation) throw new SupportError("conversation_not_found");
  const rows = await selectMessages(db)
    .where(eq(supportMessages.conversationId, id))
    .orderBy(desc(supportMessages.id))
    .limit(DESK_MESSAGES_LIMIT);
  return { conversation, messages: rows.reverse().map(messageView) };
}

/** A message by id with its conversation, for the team's streams. */
export async function deskMessage(db: Executor, id: number): Promise<SupportMessageView | null> {
  const [row] = await selectMessages(db).where(eq(supportMessages.id, id));
  return row ? messageView(row) : null;
}

/** Every message after `after`, oldest first (the team's streams catching up). */
export async function deskMessagesAfter(
  db: Executor,
  after: number,
  limit = 100,
): Promise<SupportMessageView[]> {
  const rows = await selectMessages(db)
    .where(gt(supportMessages.id, after))
    .orderBy(asc(supportMessages.id))
    .limit(limit);
  return rows.map(messageView);
}

export async function newestMessageId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${supportMessages.id})` })
    .from(supportMessages);
  return Number(row?.value ?? 0);
}

interface Locked {
  id: number;
  memberId: string;
  status: SupportStatus;
  assignedAdminId: string | null;
  lastMemberMessageId: number;
}

/**
 * Runs `work` on the conversation with its member's lock held (as the member's sends take it) and
 * its row locked; a conversation that does not exist is a 404.
 */
async function withConversation<T>(
  db: Database,
  id: number,
  work: (tx: Executor, conversation: Locked) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ memberId: supportConversations.memberId })
      .from(supportConversations)
      .where(eq(supportConversations.id, id));
    if (!found) throw new SupportError("conversation_not_found");
    await lockMember(tx, found.memberId);
    const [conversation] = await tx
      .select({
        id: supportConversations.id,
        memberId: supportConversations.memberId,
        status: supportConversations.status,
        assignedAdminId: supportConversations.assignedAdminId,
        lastMemberMessageId: supportConversations.lastMemberMessageId,
      })
      .from(supportConversations)
      .where(eq(supportConversations.id, id))
      .for("update");
    if (!conversation) throw new SupportError("conversation_not_found");
    return work(tx, conversation);
  });
}

async function emailOf(tx: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

async function assigneeOf(tx: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await tx.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

async function recordAssignment(
  tx: Executor,
  actor: AdminActor,
  conversation: Locked,
  toAdminId: string,
): Promise<void> {
  await tx
    .update(supportConversations)
    .set({ assignedAdminId: toAdminId })
    .where(eq(supportConversations.id, conversation.id));
  await audit(tx, actor, {
    action: "support.assign",
    targetType: "support_conversation",
    targetId: conversation.id,
    targetLabel: await emailOf(tx, conversation.memberId),
    before: { assignee: await emailOf(tx, conversation.assignedAdminId) },
    after: { assignee: await emailOf(tx, toAdminId) },
  });
  await announce(tx, {
    type: "conversation",
    conversationId: conversation.id,
    memberId: conversation.memberId,
  });
}

/**
 * An admin answers. An unassigned conversation becomes theirs; one another admin has is refused
 * (`assigned_to_other`, naming who), as is a closed one. A member with no support stream open gets
 * the answer by mail, queued in the same transaction. A retried send (the same `clientId`) is stored once.
 */
export async function replyAsAdmin(
  db: Database,
  actor: AdminActor,
  conversationId: number,
  input: SupportMessageInput,
  now: Date = appClock.now(),
): Promise<{ message: SupportMessageView; conversation: ConversationSummary }> {
  const messageId = await withConversation(db, conversationId, async (tx, conversation) => {
    const retried = await alreadySent(
      tx,
      input.clientId,
      (row) => row.author === "admin" && row.adminId === actor.userId,
    );
    if (retried.id !== null) return retried.id;
    if (conversation.status !== "open") throw new SupportError("conversation_closed");
    if (conversation.assignedAdminId && conversation.assignedAdminId !== actor.userId)
      throw new SupportError("assigned_to_other", {
        assignee: await assigneeOf(tx, conversation.assignedAdminId),
      });
    if (!conversation.assignedAdminId) await recordAssignment(tx, actor, conversation, actor.userId);
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId,
        author: "admin",
        adminId: actor.userId,
        body: input.body,
        clientId: retried.taken ? null : (input.clientId ?? null),
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportConversations)
      .set({
        waitingSince: null,
        lastMessageAt: now,
        // Answering is reading.
        adminReadMessageId: conversation.lastMemberMessageId,
      })
      .where(eq(supportConversations.id, conversationId));
    if (!(await isMemberPresent(tx, conversation.memberId)))
      await mailAnswer(tx, conversation.memberId, actor.userId, input.body);
    await announce(tx, {
      type: "message",
      conversationId,
      memberId: conversation.memberId,
      messageId: message!.id,
    });
    await announce(tx, { type: "conversation", conversationId, memberId: conversation.memberId });
    return message!.id;
  });
  typingDone(adminTypist(actor.userId, conversationId));
  const message = await deskMessage(db, messageId);
  return { message: message!, conversation: (await conversationSummary(db, conversationId))! };
}

async function mailAnswer(tx: Executor, memberId: string, adminId: string, body: string) {
  const [recipient, admin] = await Promise.all([
    tx.select({ email: user.email, language: user.language }).from(user).where(eq(user.id, memberId)),
    assigneeOf(tx, adminId),
  ]);
  if (!recipient[0]) return;
  const { publicUrl } = getConfig();
  await queueMail(tx, {
    to: recipient[0].email,
    locale: languageOf(recipient[0].language),
    template: {
      kind: "support-answer",
      adminName: admin?.name ?? null,
      message: body,
      url: `${publicUrl}/support`,
    },
  });
}

/**
 * The admin takes an unassigned conversation (or keeps theirs). Two admins taking it at once: the
 * first has it, the second is told who (`assigned_to_other`).
 */
export async function takeConversation(
  db: Database,
  actor: AdminActor,
  id: number,
): Promise<ConversationSummary> {
  await withConversation(db, id, async (tx, conversation) => {
    if (conversation.assignedAdminId === actor.userId) return;
    if (conversation.assignedAdminId)
      throw new SupportError("assigned_to_other", {
        assignee: await assigneeOf(tx, conversation.assignedAdminId),
      });
    await recordAssignment(tx, actor, conversation, actor.userId);
  });
  return (await conversationSummary(db, id))!;
}

/** Hands the conversation to an admin (themselves included), whoever had it. */
export async function assignConversation(
  db: Database,
  actor: AdminActor,
  id: number,
  adminId: string,
): Promise<ConversationSummary> {
  await withConversation(db, id, async (tx, conversation) => {
    const [isAdmin] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, adminId), eq(userRoles.role, "admin")));
    if (!isAdmin) throw new SupportError("admin_not_found");
    if (conversation.assignedAdminId === adminId) return;
    await recordAssignment(tx, actor, conversation, adminId);
  });
  return (await conversationSummary(db, id))!;
}

/** Closes the conversation: the member's next message starts a new one. Closing a closed one changes nothing. */
export async function closeConversation(
  db: Database,
  actor: AdminActor,
  id: number,
  now: Date = appClock.now(),
): Promise<ConversationSummary> {
  await withConversation(db, id, async (tx, conversation) => {
    if (conversation.status === "closed") return;
    await tx
      .update(supportConversations)
      .set({ status: "closed", closedAt: now, waitingSince: null })
      .where(eq(supportConversations.id, id));
    await audit(tx, actor, {
      action: "support.close",
      targetType: "support_conversation",
      targetId: id,
      targetLabel: await emailOf(tx, conversation.memberId),
      before: { status: "open" },
      after: { status: "closed" },
    });
    await announce(tx, { type: "conversation", conversationId: id, memberId: conversation.memberId });
  });
  return (await conversationSummary(db, id))!;
}

/**
 * Opens a closed conversation again. Refused while the member has another one open
 * (`member_has_open_conversation`): a member has one open conversation at a time.
 */
export async function reopenConversation(
  db: Database,
  actor: AdminActor,
  id: number,
): Promise<ConversationSummary> {
  await withConversation(db, id, async (tx, conversation) => {
    if (conversation.status === "open") return;
    const [other] = await tx
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.memberId, conversation.memberId),
          eq(supportConversations.status, "open"),
        ),
      );
    if (other) throw new SupportError("member_has_open_conversation");
    await tx
      .update(supportConversations)
      .set({ status: "open", closedAt: null })
      .where(eq(supportConversations.id, id));
    await audit(tx, actor, {
      action: "support.reopen",
      targetType: "support_conversation",
      targetId: id,
      targetLabel: await emailOf(tx, conversation.memberId),
      before: { status: "closed" },
      after: { status: "open" },
    });
    await announce(tx, { type: "conversation", conversationId: id, memberId: conversation.memberId });
  });
  return (await conversationSummary(db, id))!;
}

/** The team has seen the conversation's messages up to `upTo` (every one when not given). */
export async function markConversationRead(
  db: Database,
  _actor: AdminActor,
  id: number,
  upTo?: number,
): Promise<{ unread: number }> {
  const target = upTo === undefined ? supportConversations.lastMemberMessageId : sql`${upTo}::bigint`;
  const [changed] = await db
    .update(supportConversations)
    .set({
      adminReadMessageId: sql`least(${supportConversations.lastMemberMessageId}, greatest(${supportConversations.adminReadMessageId}, ${target}))`,
    })
    .where(
      and(
        eq(supportConversations.id, id),
        gt(supportConversations.lastMemberMessageId, supportConversations.adminReadMessageId),
      ),
    )
    .returning({ memberId: supportConversations.memberId });
  if (changed) await announce(db, { type: "conversation", conversationId: id, memberId: changed.memberId });
  else if (!(await conversationSummary(db, id))) throw new SupportError("conversation_not_found");
  return { unread: await unreadConversations(db) };
}

/** The admin is typing in the conversation: its member's stream shows it for a few seconds. */
export async function adminTyping(db: Database, actor: AdminActor, id: number): Promise<void> {
  const [conversation] = await db
    .select({ memberId: supportConversations.memberId, status: supportConversations.status })
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  if (!conversation) throw new SupportError("conversation_not_found");
  if (conversation.status !== "open" || !typingDue(adminTypist(actor.userId, id))) return;
  const admin = await assigneeOf(db, actor.userId);
  await announce(db, {
    type: "typing",
    conversationId: id,
    memberId: conversation.memberId,
    by: "admin",
    name: admin?.name ?? null,
  });
}
