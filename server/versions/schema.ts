import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";
import { lockerPrompts } from "../locker/schema";

/** One language's texts of a library prompt (a member's prompt has one, a catalogue prompt both). */
export interface PromptTextsSnapshot {
  title: string;
  tagline: string | null;
  description: string;
  promptText: string;
  instructions: string | null;
  credits: string | null;
  tags: string[];
  steps?: string[];
}

/** What a version keeps: the whole text of the prompt as it was saved, to diff and to restore. */
export type VersionSnapshot =
  | {
      kind: "prompt";
      categoryId: string;
      type?: string;
      translations: Partial<Record<"en" | "pt", PromptTextsSnapshot>>;
    }
  | {
      kind: "locker";
      title: string;
      content: string;
      description: string | null;
      tags: string[];
      projectId: string | null;
    };

/**
 * Every kept version of a prompt: a library prompt (a member's or the catalogue's) or a prompt in a
 * member's locker; exactly one of the two ids is set. Each save adds one, with who saved it, when,
 * and an optional note.
 */
export const promptVersions = pgTable(
  "prompt_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer("prompt_id").references(() => prompts.id, { onDelete: "cascade" }),
    lockerPromptId: uuid("locker_prompt_id").references(() => lockerPrompts.id, { onDelete: "cascade" }),
    /** who saved it; null once that account is deleted, or for the text a prompt had before its first kept save */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    snapshot: jsonb("snapshot").$type<VersionSnapshot>().notNull(),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("prompt_versions_one_subject", sql`num_nonnulls(${t.promptId}, ${t.lockerPromptId}) = 1`),
    index("prompt_versions_prompt_idx").on(t.promptId, t.id.desc()),
    index("prompt_versions_locker_prompt_idx").on(t.lockerPromptId, t.id.desc()),
    index("prompt_versions_author_idx").on(t.authorId),
  ],
);
