import { count, desc, eq, sql } from "drizzle-orm";
import type { ContactMessageInput } from "~/core/forms/contact";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { hit, type RateRule } from "~/server/accounts/rate-limit.server";
import { sendMail, type MailTransport } from "~/server/mail/mail.server";
import { SUPPORT_EMAIL } from "~/server/mail/templates";
import { contactMessages, type ContactMessageStatus } from "./schema";

/** Per client address: enough for a person with follow-ups, too few for a flood. */
export const CONTACT_RATE_RULE = { max: 5, windowMs: 10 * 60_000 } satisfies RateRule;

export type ContactSubmissionResult =
  | { status: "sent"; id: number }
  /** the honeypot was filled: the visitor is told it went through, and nothing is kept */
  | { status: "ignored" }
  | { status: "rate-limited"; retryAfterSeconds: number };

export interface ContactSubmission {
  message: ContactMessageInput;
  locale: Locale;
  clientAddress: string;
  /** the hidden field's value; people leave it empty */
  honeypot: string;
  /** the sender's plan includes priority support: decided from their session, never from the form */
  priority?: boolean;
}

/** Where contact messages go: SUPPORT_EMAIL from the environment, else the published address. */
export function supportAddress(): string {
  return process.env.SUPPORT_EMAIL?.trim() || SUPPORT_EMAIL;
}

/**
 * Stores a contact message and mails it to support (replies go to the visitor). The mail is queued
 * in the outbox, so an SMTP outage delays it rather than losing it; only a database failure throws.
 */
export async function submitContactMessage(
  db: Database,
  submission: ContactSubmission,
  options: { transport?: MailTransport; to?: string } = {},
): Promise<ContactSubmissionResult> {
  if (submission.honeypot.trim() !== "") return { status: "ignored" };

  const limit = await hit(db, `contact:ip:${submission.clientAddress}`, CONTACT_RATE_RULE);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { name, email, subject, message } = submission.message;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name,
      email,
      subject,
      message,
      locale: submission.locale,
      priority: submission.priority ?? false,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact_messages insert returned no row");

  await sendMail(
    db,
    {
      to: options.to ?? supportAddress(),
      locale: submission.locale,
      template: { kind: "contact-message", fromName: name, fromEmail: email, subject, message },
    },
    options.transport,
  );
  return { status: "sent", id: row.id };
}

export interface ContactMessageListItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  status: ContactMessageStatus;
  /** from a Legend member or an admin: listed first while it is new */
  priority: boolean;
  createdAt: Date;
  handledAt: Date | null;
}

const LIST_COLUMNS = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  locale: contactMessages.locale,
  status: contactMessages.status,
  priority: contactMessages.priority,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

/**
 * The admin inbox: new priority messages (Legend members') first, then newest first;
 * optionally only one status, with the total for paging. A handled priority message takes its
 * place by date again.
 */
export async function listContactMessages(
  db: Database,
  { status, limit = 50, offset = 0 }: { status?: ContactMessageStatus; limit?: number; offset?: number } = {},
): Promise<{ items: ContactMessageListItem[]; total: number }> {
  const where = status ? eq(contactMessages.status, status) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(contactMessages)
      .where(where)
      .orderBy(
        desc(sql`${contactMessages.priority} and ${contactMessages.status} = 'new'`),
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: items.map((item) => ({ ...item, locale: item.locale as Locale })),
    total: totals?.total ?? 0,
  };
}

/**
 * Marks a message handled. Marking it again keeps the first handled time. Returns false when no
 * message has that id.
 */
export async function markContactMessageHandled(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ status: "handled", handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
