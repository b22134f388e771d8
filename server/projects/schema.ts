import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROJECT_COLORS, PROJECT_LIMITS } from "../../core/forms/projects";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

const palette = sql.raw(PROJECT_COLORS.map((color) => `'${color}'`).join(", "));

/**
 * A Legend member's project: it groups chat conversations, saved prompts and calendar entries (each
 * points here, and is left in no project when the project goes). Its instructions are added to every
 * chat conversation in it.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull().default("blue"),
    instructions: text("instructions").notNull().default(""),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // One name per member whatever its case: "Clients" and "clients" would be the same project to a person.
    uniqueIndex("projects_user_name_key").on(t.userId, sql`lower(${t.name})`),
    check("projects_color_check", sql`${t.color} in (${palette})`),
    check(
      "projects_instructions_length_check",
      sql`char_length(${t.instructions}) <= ${sql.raw(String(PROJECT_LIMITS.instructions))}`,
    ),
  ],
);

/**
 * A project deleted a moment ago, with what it held, so "Undo" can put it back as it was. Kept for
 * an hour (RESTORE_WINDOW_MS), then pruned: by then the member has moved on.
 */
export const deletedProjects = pgTable(
  "deleted_projects",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull(),
    instructions: text("instructions").notNull(),
    createdAt: timestampTz("created_at").notNull(),
    /** the ids of what was in it: { lockerPrompts, conversations, calendarEntries } */
    contents: jsonb("contents").$type<ProjectContents>().notNull(),
    deletedAt: timestampTz("deleted_at").notNull(),
  },
  (t) => [index("deleted_projects_deleted_at_idx").on(t.deletedAt)],
);

export interface ProjectContents {
  lockerPrompts: string[];
  conversations: string[];
  calendarEntries: string[];
}
