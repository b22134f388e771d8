import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";

export type JobStatus = "pending" | "running" | "done" | "failed";

/**
 * Scheduled work (docs/decisions/0006): one row per job, due at `run_at`. A job is named by its kind and
 * a key of the caller's choosing (e.g. a calendar entry's id), so scheduling again moves the one job
 * rather than adding a second. `revision` grows with every (re)schedule: a worker that finishes an
 * older revision leaves the newer schedule alone.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestampTz("run_at").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    /** while running: when another worker may take the job over (its worker died) */
    lockedUntil: timestampTz("locked_until"),
    lastError: text("last_error"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    finishedAt: timestampTz("finished_at"),
  },
  (t) => [
    unique("jobs_kind_key_key").on(t.kind, t.key),
    // What the workers ask for: pending jobs that are due.
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    check("jobs_status_check", sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
