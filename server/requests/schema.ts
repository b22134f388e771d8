import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";

export const PROMPT_REQUEST_STATUSES = ["open", "in_progress", "done", "declined"] as const;
export type PromptRequestStatus = (typeof PROMPT_REQUEST_STATUSES)[number];

/**
 * A paying member's request for a prompt the library does not have yet: what it is for, which AI it
 * is for, and an example of the output they want. An admin answers it, and links the prompt written
 * for it when it is done.
 */
export const promptRequests = pgTable(
  "prompt_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    aiTool: text("ai_tool").notNull(),
    example: text("example").notNull().default(""),
    /** the language the member wrote in (and reads the answer in) */
    locale: text("locale").notNull(),
    status: text("status").$type<PromptRequestStatus>().notNull().default("open"),
    answer: text("answer"),
    promptId: integer("prompt_id").references(() => prompts.id, { onDelete: "set null" }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    answeredAt: timestampTz("answered_at"),
    createdAt: timestampTz("created_at").notNull(),
    updatedAt: timestampTz("updated_at").notNull(),
  },
  (t) => [
    index("prompt_requests_user_created_idx").on(t.userId, t.createdAt),
    index("prompt_requests_status_created_idx").on(t.status, t.createdAt),
    check("prompt_requests_status_check", sql`${t.status} in ('open', 'in_progress', 'done', 'declined')`),
    check("prompt_requests_locale_check", sql`${t.locale} in ('en', 'pt')`),
    check("prompt_requests_purpose_length_check", sql`char_length(${t.purpose}) between 1 and 1000`),
    check("prompt_requests_example_length_check", sql`char_length(${t.example}) <= 2000`),
    check("prompt_requests_answer_length_check", sql`char_length(${t.answer}) <= 2000`),
  ],
);
