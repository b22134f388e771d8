import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

export const SUPPORT_STATUSES = ["open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_AUTHORS = ["member", "admin"] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/**
 * A Legend member's chat with the team. A member has at most one open conversation; a closed one is
 * kept as history, and a new message after it starts the next. One admin answers it at a time.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<SupportStatus>().notNull().default("open"),
    assignedAdminId: text("assigned_admin_id").references(() => user.id, { onDelete: "set null" }),
    /** the member's first message not yet answered; null while nothing waits for the team */
    waitingSince: timestampTz("waiting_since"),
    /** the member's newest message, and the newest an admin has seen: the tab's unread count */
    lastMemberMessageId: bigint("last_member_message_id", { mode: "number" }).notNull().default(0),
    adminReadMessageId: bigint("admin_read_message_id", { mode: "number" }).notNull().default(0),
    lastMessageAt: timestampTz("last_message_at").notNull(),
    createdAt: timestampTz("created_at").notNull(),
    closedAt: timestampTz("closed_at"),
  },
  (t) => [
    uniqueIndex("support_conversations_one_open_idx")
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index("support_conversations_member_idx").on(t.memberId, t.id),
    index("support_conversations_waiting_idx").on(t.status, t.waitingSince),
    check("support_conversations_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
);

/** What the member and the team wrote, in order; `admin_id` is who answered (null once their account is gone). */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    author: text("author").$type<SupportAuthor>().notNull(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** the sender's own id for the message, so a retried send is stored once */
    clientId: uuid("client_id"),
    createdAt: timestampTz("created_at").notNull(),
  },
  (t) => [
    index("support_messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("support_messages_client_idx").on(t.clientId),
    check("support_messages_author_check", sql`${t.author} in ('member', 'admin')`),
    check("support_messages_body_check", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * The member's open support streams, one row per stream, refreshed while it is open: an answer to
 * a member with no fresh row here is mailed. Any process can tell, since the rows are in the database.
 */
export const supportPresence = pgTable(
  "support_presence",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seenAt: timestampTz("seen_at").notNull().defaultNow(),
  },
  (t) => [index("support_presence_user_idx").on(t.userId, t.seenAt)],
);
