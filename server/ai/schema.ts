import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

/**
 * One row per AI call (the daily allowance counts them): who, for which feature, which model, how much went in and
 * came out, how long it took and how it ended. The daily allowance counts these rows.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    feature: text("feature").notNull(),
    /** "offline" for the offline assistant */
    model: text("model").notNull(),
    inputChars: integer("input_chars").notNull(),
    outputChars: integer("output_chars").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    /** pending while the answer is written, then ok, error, timeout, empty or stopped */
    outcome: text("outcome").notNull(),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("ai_usage_user_created_idx").on(t.userId, t.createdAt.desc()),
    check(
      "ai_usage_outcome_check",
      sql`${t.outcome} in ('pending', 'ok', 'error', 'timeout', 'empty', 'stopped')`,
    ),
  ],
);
