import { sql, type SQL } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";
import { projects } from "../projects/schema";

/** A saved prompt: the member's own copy, private, optionally copied from a library prompt. */
export const lockerPrompts = pgTable(
  "locker_prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** the project it is in; none when the project is deleted */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    description: text("description"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the library prompt it was saved from, if any */
    sourcePromptId: integer("source_prompt_id").references(() => prompts.id, { onDelete: "set null" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    /** lower case, accents removed: what the locker search matches (migration 0015's function) */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`public.promptario_locker_search_text(${lockerPrompts.title}, ${lockerPrompts.content}, ${lockerPrompts.description}, ${lockerPrompts.tags})`,
      ),
  },
  (t) => [
    // The locker's order (newest first, then id) read straight from the index: ORDER BY … DESC puts
    // nulls first, and an index in another null order cannot serve it.
    index("locker_prompts_user_updated_idx").on(
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Trigrams find a rare word without reading every prompt of the member.
    index("locker_prompts_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("locker_prompts_project_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
  ],
);
