import { and, asc, eq, or } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { adminApi } from "./api.server";
import { adminAuditLog } from "./schema";

const DELETED_ACCOUNT = "deleted account";

/**
 * The admin audit log keeps what was done after an account is gone, but not who it was done by or
 * to: the deletion replaces the person's email in the entries with "deleted account".
 */
export const adminFeature: Feature = {
  name: "adminAudit",
  api: { base: "/admin", routes: adminApi },
  personalData: {
    references: [
      { column: adminAuditLog.actorId, by: "id", erasure: "set null" },
      { column: adminAuditLog.actorEmail, by: "email", erasure: "erase" },
    ],
    async export(db, { id }) {
      const entries = await db
        .select({
          action: adminAuditLog.action,
          byYou: adminAuditLog.actorId,
          targetType: adminAuditLog.targetType,
          targetId: adminAuditLog.targetId,
          at: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(
          or(
            eq(adminAuditLog.actorId, id),
            and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, id)),
          ),
        )
        .orderBy(asc(adminAuditLog.createdAt));
      return { entries: entries.map(({ byYou, ...entry }) => ({ ...entry, byYou: byYou === id })) };
    },
    async erase(tx, { id, email }) {
      await tx
        .update(adminAuditLog)
        .set({ actorEmail: DELETED_ACCOUNT })
        .where(eq(adminAuditLog.actorEmail, email));
      await tx
        .update(adminAuditLog)
        .set({ targetLabel: DELETED_ACCOUNT, before: null, after: null })
        .where(and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, id)));
    },
  },
};
