import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { notificationsApi } from "./api.server";
import { notificationMail, notifications } from "./schema";

/**
 * Notifications: replies to a member's comments, versions and examples of their prompts, news of
 * roadmap items they voted for; and which of them also come by mail. A deleted member's
 * notifications go with them; those they caused stay for the recipients, no longer naming them.
 */
export const notificationsFeature: Feature = {
  name: "notifications",
  api: { base: "/me", routes: notificationsApi },
  personalData: {
    references: [
      { column: notifications.recipientId, by: "id", erasure: "cascade" },
      { column: notifications.actorId, by: "id", erasure: "set null" },
      { column: notificationMail.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [received, mail] = await Promise.all([
        db
          .select({
            kind: notifications.kind,
            subjectType: notifications.subjectType,
            subjectId: notifications.subjectId,
            title: notifications.subjectTitle,
            url: notifications.subjectUrl,
            createdAt: notifications.createdAt,
            readAt: notifications.readAt,
          })
          .from(notifications)
          .where(eq(notifications.recipientId, id))
          .orderBy(asc(notifications.createdAt)),
        db
          .select({ kind: notificationMail.kind, mail: notificationMail.mail })
          .from(notificationMail)
          .where(eq(notificationMail.userId, id)),
      ]);
      return { notifications: received, mailSettings: mail };
    },
  },
};
