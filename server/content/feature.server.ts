import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { contactMessages } from "./schema";

/** What the member wrote through the contact form, found by their account's email address. */
export const contentFeature: Feature = {
  name: "contactMessages",
  personalData: {
    references: [{ column: contactMessages.email, by: "email", erasure: "erase" }],
    async export(db, { email }) {
      const messages = await db
        .select({
          name: contactMessages.name,
          subject: contactMessages.subject,
          message: contactMessages.message,
          locale: contactMessages.locale,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(eq(contactMessages.email, email))
        .orderBy(asc(contactMessages.createdAt));
      return { messages };
    },
    async erase(tx, { email }) {
      await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    },
  },
};
