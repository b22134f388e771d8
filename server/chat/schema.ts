import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { projects } from "../projects/schema";

/** A Legend member's conversations with the assistant, kept until they delete them. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** the project it is in: its instructions go with every answer; none when the project is deleted */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("chat_conversations_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    index("chat_conversations_project_idx")
      .on(t.projectId, t.updatedAt.desc())
      .where(sql`${t.projectId} is not null`),
  ],
);

/**
 * The messages of a conversation. An assistant answer is written while it streams (`streaming`),
 * so a reload or a dropped connection finds it, and ends `done` or `error`.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull().default(""),
    status: text("status").notNull().default("done"),
    /** for an answer that failed: the message key shown in its place */
    error: text("error"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    check("chat_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
    check("chat_messages_status_check", sql`${t.status} in ('streaming', 'done', 'error')`),
  ],
);
