import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { RepurposeFormat } from "../../core/forms/repurpose";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

export interface RepurposeRunResult {
  format: RepurposeFormat;
  status: "done" | "error";
  content: string;
  /** the AI module's failure code, or "allowance" */
  error: string | null;
}

/**
 * One run of the repurposer: the member's text, the formats, language and tone they chose, and what
 * was written. Each format costs an AI message, so the results are kept: a reload or another device
 * reopens them. Only the newest runs of a member are kept (see REPURPOSE_RUNS_KEPT).
 */
export const repurposeRuns = pgTable(
  "repurpose_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    formats: jsonb("formats").$type<RepurposeFormat[]>().notNull(),
    language: text("language").notNull(),
    tone: text("tone").notNull(),
    results: jsonb("results").$type<RepurposeRunResult[]>().notNull().default([]),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("repurpose_runs_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);
