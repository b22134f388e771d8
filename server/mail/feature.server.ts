import { asc, eq, or } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { mailOutbox } from "./schema";

/**
 * The mail we sent the member. The export lists subjects and dates, not bodies: those hold sign-in
 * links and codes. Deleting the account deletes the mail, pending mail included.
 */
export const mailFeature: Feature = {
  name: "mail",
  personalData: {
    references: [
      { column: mailOutbox.toAddress, by: "email", erasure: "erase" },
      { column: mailOutbox.replyTo, by: "email", erasure: "erase" },
    ],
    async export(db, { email }) {
      const sent = await db
        .select({
          subject: mailOutbox.subject,
          locale: mailOutbox.locale,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(asc(mailOutbox.createdAt));
      return { mails: sent };
    },
    async erase(tx, { email }) {
      await tx.delete(mailOutbox).where(or(eq(mailOutbox.toAddress, email), eq(mailOutbox.replyTo, email)));
    },
  },
};
