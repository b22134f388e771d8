import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { SUPPORT_MESSAGES_PER_HOUR, type SupportMessageInput } from "~/core/forms/support";
import { isLocale, type Locale } from "~/core/locale";
import { isWithinSupportHours, nextSupportOpening } from "~/core/support-hours";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { getConfig } from "~/server/config.server";
import { supportAddress } from "~/server/content/contact.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { queueMail } from "~/server/mail/mail.server";
import { SupportError } from "./errors";
import { announce } from "./live.server";
import { supportConversations, supportMessages, type SupportAuthor, type SupportStatus } from "./schema";

const HOUR_MS = 60 * 60 * 1000;
/** Messages /support shows at first, and adds with each "Show earlier messages". */
export const SUPPORT_HISTORY_PAGE = 100;

export interface SupportMessageView {
  id: number;
  conversationId: number;
  author: SupportAuthor;
  /** the admin who answered, by their name; null for the member's own messages and a former admin */
  authorName: string | null;
  body: string;
  createdAt: string;
  /** the sender's own id for it, so a page can tell its optimistic copy from the stored one */
  clientId: string | null;
}

/** The member's conversation as they see it: who of the team has it, and whether it is open. */
export interface MemberConversationView {
  id: number;
  status: SupportStatus;
  assignee: { name: string } | null;
  createdAt: string;
  closedAt: string | null;
}

export interface SupportMember {
  userId: string;
}

/** The member behind `viewer`, when their plan includes chat support (Legend, and admins). */
export function requireSupportMember(viewer: Viewer): SupportMember {
  if (viewer.kind !== "member" || !capabilities(viewer).chatSupport) throw new SupportError("plan_required");
  return { userId: viewer.userId };
}

const MESSAGE_COLUMNS = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  author: supportMessages.author,
  authorName: user.name,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  clientId: supportMessages.clientId,
};

interface MessageRow {
  id: number;
  conversationId: number;
  author: SupportAuthor;
  authorName: string | null;
  body: string;
  createdAt: Date;
  clientId: string | null;
}

export function messageView(row: MessageRow): SupportMessageView {
  return {
    ...row,
    authorName: row.author === "admin" ? row.authorName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Messages with their admin's name, in id order. */
export function selectMessages(db: Executor) {
  return db
    .select(MESSAGE_COLUMNS)
    .from(supportMessages)
    .leftJoin(user, eq(user.id, supportMessages.adminId))
    .$dynamic();
}

const ofMember = (memberId: string) =>
  inArray(
    supportMessages.conversationId,
    sql`(select ${supportConversations.id} from ${supportConversations} where ${supportConversations.memberId} = ${memberId})`,
  );

/** The member's conversation that is open, else their latest one, else null. */
export async function memberConversation(
  db: Executor,
  memberId: string,
): Promise<MemberConversationView | null> {
  const [row] = await db
    .select({
      id: supportConversations.id,
      status: supportConversations.status,
      assigneeName: user.name,
      createdAt: supportConversations.createdAt,
      closedAt: supportConversations.closedAt,
    })
    .from(supportConversations)
    .leftJoin(user, eq(user.id, supportConversations.assignedAdminId))
    .where(eq(supportConversations.memberId, memberId))
    .orderBy(sql`${supportConversations.status} = 'open' desc`, desc(supportConversations.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    assignee: row.assigneeName === null ? null : { name: row.assigneeName },
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * The member's whole history, every conversation's messages in order, a page at a time: the newest
 * SUPPORT_HISTORY_PAGE, or those before the message `before`.
 */
export async function supportHistory(
  db: Executor,
  viewer: Viewer,
  { before, limit = SUPPORT_HISTORY_PAGE }: { before?: number; limit?: number } = {},
): Promise<{
  conversation: MemberConversationView | null;
  messages: SupportMessageView[];
  hasEarlier: boolean;
}> {
  const { userId } = requireSupportMember(viewer);
  const [conversation, rows] = await Promise.all([
    memberConversation(db, userId),
    selectMessages(db)
      .where(and(ofMember(userId), before === undefined ? undefined : lt(supportMessages.id, before)))
      .orderBy(desc(supportMessages.id))
      .limit(limit + 1),
  ]);
  return {
    conversation,
    messages: rows.slice(0, limit).reverse().map(messageView),
    hasEarlier: rows.length > limit,
  };
}

/** The member's messages after `after` (a stream catching up), oldest first, at most `limit`. */
export async function memberMessagesAfter(
  db: Executor,
  memberId: string,
  after: number,
  limit = 200,
): Promise<SupportMessageView[]> {
  const rows = await selectMessages(db)
    .where(and(ofMember(memberId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id))
    .limit(limit);
  return rows.map(messageView);
}

/**
 * The message already stored with this client id: a retried send, when it is the same sender's.
 * Someone else's id (a client reusing one) is not theirs to answer with: `taken`, and the new
 * message is stored without it.
 */
export async function alreadySent(
  tx: Executor,
  clientId: string | undefined,
  isSender: (row: { memberId: string; adminId: string | null; author: SupportAuthor }) => boolean,
): Promise<{ id: number | null; taken: boolean }> {
  if (!clientId) return { id: null, taken: false };
  const [row] = await tx
    .select({
      id: supportMessages.id,
      author: supportMessages.author,
      adminId: supportMessages.adminId,
      memberId: supportConversations.memberId,
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportMessages.clientId, clientId));
  if (!row) return { id: null, taken: false };
  return { id: isSender(row) ? row.id : null, taken: true };
}

/** Seconds until the member's oldest message of the last hour leaves it, or null under the limit. */
async function messageLimitWait(tx: Executor, memberId: string, now: Date): Promise<number | null> {
  const recent = await tx
    .select({ createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(
      and(
        ofMember(memberId),
        eq(supportMessages.author, "member"),
        gt(supportMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(supportMessages.createdAt))
    .limit(SUPPORT_MESSAGES_PER_HOUR);
  if (recent.length < SUPPORT_MESSAGES_PER_HOUR) return null;
  const oldest = recent[recent.length - 1]!.createdAt;
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/**
 * A member's and a conversation's messages are written one at a time, so a member's quick sends
 * cannot slip past the hourly limit, and a stream that reads "after id n" never finds a gap filled later.
 */
export async function lockMember(tx: Executor, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${memberId}`}))`);
}

/**
 * The member writes to the team: into their open conversation, or a new one (the support address is
 * mailed, in the same transaction). SUPPORT_MESSAGES_PER_HOUR an hour; a retried send (the same
 * `clientId`) is stored once and counted once.
 */
export async function sendMemberMessage(
  db: Database,
  viewer: Viewer,
  input: SupportMessageInput,
  now: Date = appClock.now(),
): Promise<{ message: SupportMessageView; conversation: MemberConversationView }> {
  const { userId } = requireSupportMember(viewer);
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const retried = await alreadySent(
      tx,
      input.clientId,
      (row) => row.author === "member" && row.memberId === userId,
    );
    if (retried.id !== null) return retried.id;
    const wait = await messageLimitWait(tx, userId, now);
    if (wait !== null) throw new SupportError("message_limit", { retryAfter: wait });

    let [conversation] = await tx
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(and(eq(supportConversations.memberId, userId), eq(supportConversations.status, "open")));
    const started = !conversation;
    if (!conversation)
      [conversation] = await tx
        .insert(supportConversations)
        .values({ memberId: userId, status: "open", lastMessageAt: now, createdAt: now })
        .returning({ id: supportConversations.id });
    const conversationId = conversation!.id;
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId,
        author: "member",
        body: input.body,
        clientId: retried.taken ? null : (input.clientId ?? null),
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportConversations)
      .set({
        lastMemberMessageId: message!.id,
        lastMessageAt: now,
        waitingSince: sql`coalesce(${supportConversations.waitingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(supportConversations.id, conversationId));
    if (started) {
      await mailTeamAboutNewConversation(tx, userId, conversationId, input.body);
      await announce(tx, { type: "conversation", conversationId, memberId: userId });
    }
    await announce(tx, { type: "message", conversationId, memberId: userId, messageId: message!.id });
    return message!.id;
  });
  typingDone(memberTypist(userId));
  const [row] = await selectMessages(db).where(eq(supportMessages.id, id));
  return { message: messageView(row!), conversation: (await memberConversation(db, userId))! };
}

async function mailTeamAboutNewConversation(
  tx: Executor,
  memberId: string,
  conversationId: number,
  body: string,
) {
  const [member] = await tx
    .select({ name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, memberId));
  if (!member) return;
  await queueMail(tx, {
    to: supportAddress(),
    locale: languageOf(member.language),
    template: {
      kind: "support-new-conversation",
      memberName: member.name,
      memberEmail: member.email,
      message: body,
      url: `${getConfig().publicUrl}/admin?tab=support&c=${conversationId}`,
    },
  });
}

export const languageOf = (language: string): Locale => (isLocale(language) ? language : "pt");

// Typing is said at most this often per person and process: it is only a hint.
const TYPING_EVERY_MS = 1_000;
const typedAt = new Map<string, number>();

/** Whether a typing hint from `who` should go out now (and notes that it did). */
export function typingDue(who: string, at = Date.now()): boolean {
  const last = typedAt.get(who);
  if (last !== undefined && at - last < TYPING_EVERY_MS) return false;
  if (typedAt.size > 10_000) typedAt.clear();
  typedAt.set(who, at);
  return true;
}

/**
 * A message from `who` was sent: the other side stops showing them typing, so the first hint of
 * their next message goes out at once rather than being held back by the one before it.
 */
export function typingDone(who: string): void {
  typedAt.delete(who);
}

export const memberTypist = (userId: string) => `member:${userId}`;
export const adminTypist = (adminId: string, conversationId: number) => `admin:${adminId}:${conversationId}`;

/** The member is typing: the team's streams show it for a few seconds. Nothing without an open conversation. */
export async function memberTyping(db: Database, viewer: Viewer): Promise<void> {
  const { userId } = requireSupportMember(viewer);
  if (!typingDue(memberTypist(userId))) return;
  const [open] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(and(eq(supportConversations.memberId, userId), eq(supportConversations.status, "open")));
  if (open)
    await announce(db, {
      type: "typing",
      conversationId: open.id,
      memberId: userId,
      by: "member",
      name: null,
    });
}

/**
 * What /support shows: the member's history, whether the team answers live now (by the app's
 * clock) and when it is back, and the member's saved time zone to show times in until the
 * browser's own is known.
 */
export async function supportPage(db: Executor, viewer: Viewer, now: Date = appClock.now()) {
  const { userId } = requireSupportMember(viewer);
  const [history, [member]] = await Promise.all([
    supportHistory(db, viewer),
    db.select({ email: user.email, timeZone: user.timeZone }).from(user).where(eq(user.id, userId)),
  ]);
  return {
    history,
    email: member?.email ?? "",
    timeZone: member?.timeZone ?? null,
    now: now.toISOString(),
    openNow: isWithinSupportHours(now),
    nextOpening: nextSupportOpening(now).toISOString(),
  };
}
