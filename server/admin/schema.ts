import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

/**
 * Every change an admin makes: who, what, the state before and after, and when. The
 * actor's email is kept as written at the time, so the entry still reads after the account is gone.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** a short human label for the target (an email, a prompt title) as it was then */
    targetLabel: text("target_label"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);
