import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type MailStatus = "pending" | "sent" | "failed";
export type MailTransportKind = "smtp" | "local";

/**
 * Every mail the app sends, stored before delivery so a failed send is retried rather than lost.
 * In local mode this table is also the dev mailbox (/dev/mailbox).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    /** where a reply goes, e.g. the visitor who wrote through the contact form */
    replyTo: text("reply_to"),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    transport: text("transport").$type<MailTransportKind>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // What the delivery loop asks for: pending mail that is due.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("mail_outbox_transport_check", sql`${t.transport} in ('smtp', 'local')`),
    check("mail_outbox_locale_check", sql`${t.locale} in ('en', 'pt')`),
  ],
);
