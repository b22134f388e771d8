import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type ContactMessageStatus = "new" | "handled";

/** What visitors send through the contact form, read in the admin inbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** the language the visitor wrote in, so the answer can be in it too */
    locale: text("locale").notNull(),
    status: text("status").$type<ContactMessageStatus>().notNull().default("new"),
    /** sent by a signed-in Legend member or admin (answered first): set on the server from the session, never from the form */
    priority: boolean("priority").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    // The inbox lists newest first, optionally only the new ones.
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_status_check", sql`${t.status} in ('new', 'handled')`),
    check("contact_messages_locale_check", sql`${t.locale} in ('en', 'pt')`),
    check("contact_messages_handled_at_check", sql`(${t.status} = 'handled') = (${t.handledAt} is not null)`),
  ],
);
