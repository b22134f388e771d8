import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

export interface FocusTask {
  id: string;
  text: string;
  done: boolean;
}

/**
 * A focus session: what the member works on, its sub-tasks, the
 * prompts they used, their mood and attention. `version` grows with every save, so two tabs never
 * overwrite each other's newer edits; an ended session is kept for the history.
 */
export const focusSessions = pgTable(
  "focus_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subTasks: jsonb("sub_tasks").$type<FocusTask[]>().notNull().default([]),
    lastPrompts: jsonb("last_prompts").$type<string[]>().notNull().default([]),
    /** the text in the "prompt you are working with" box, saved like the rest of the session */
    workingPrompt: text("working_prompt").notNull().default(""),
    mood: text("mood").notNull().default("smile"),
    attention: integer("attention").notNull().default(5),
    version: integer("version").notNull().default(1),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    endedAt: timestampTz("ended_at"),
  },
  (t) => [
    index("focus_sessions_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    // The history's order (newest ended first), read from the index instead of sorting every session;
    // ORDER BY … DESC puts nulls first, and an index in another null order cannot serve it.
    index("focus_sessions_user_ended_idx")
      .on(t.userId, t.endedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.endedAt} is not null`),
    check("focus_sessions_attention_check", sql`${t.attention} between 1 and 10`),
    check(
      "focus_sessions_mood_check",
      sql`${t.mood} in ('sleepy', 'sad', 'neutral', 'slight-smile', 'smile', 'grin')`,
    ),
  ],
);
