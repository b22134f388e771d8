import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";
import { lockerPrompts } from "../locker/schema";
import { projects } from "../projects/schema";

/**
 * A prompt a member plans to use on a day. It points at either
 * a library prompt (catalogue or a member's, integer ids) or a prompt of the member's locker (uuid
 * ids): exactly one of the two. Deleting the prompt deletes its entries.
 */
export const calendarEntries = pgTable(
  "calendar_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    promptId: integer("prompt_id").references(() => prompts.id, { onDelete: "cascade" }),
    lockerPromptId: uuid("locker_prompt_id").references(() => lockerPrompts.id, { onDelete: "cascade" }),
    scheduledDate: date("scheduled_date", { mode: "string" }).notNull(),
    /** the prompt's title when it was scheduled (the entry keeps a name if the prompt is renamed) */
    title: text("title").notNull(),
    reminder: boolean("reminder").notNull().default(false),
    /** what the member filled in the prompt's [placeholders] when scheduling it, by placeholder name */
    values: jsonb("values").$type<Record<string, string>>().notNull().default({}),
    /** the day whose reminder went out: a second run for the same day sends nothing */
    remindedOn: date("reminded_on", { mode: "string" }),
    /** the project it is planned for; none when the project is deleted */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("calendar_entries_user_date_idx").on(t.userId, t.scheduledDate),
    index("calendar_entries_prompt_idx")
      .on(t.promptId)
      .where(sql`${t.promptId} is not null`),
    index("calendar_entries_locker_prompt_idx")
      .on(t.lockerPromptId)
      .where(sql`${t.lockerPromptId} is not null`),
    index("calendar_entries_project_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    check("calendar_entries_one_prompt_check", sql`num_nonnulls(${t.promptId}, ${t.lockerPromptId}) = 1`),
  ],
);

/** A member's private ICS feed: only the token's hash is kept. */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestampTz("created_at").notNull().defaultNow(),
});
