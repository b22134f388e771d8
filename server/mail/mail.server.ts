import { and, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Database } from "~/db/client.server";
import { getConfig } from "~/server/config.server";
import { mailOutbox, type MailTransportKind } from "./schema";
import { renderMail, replyToOf, type MailTemplate, type OutgoingMail } from "./templates";

export { renderMail };
export type { MailTemplate, OutgoingMail };

/** What a transport hands to the mail server. */
export interface MailMessage {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** recorded on each message, so the outbox shows which path delivered it */
  kind: MailTransportKind;
  /** resolves once the mail server accepted the message; rejects otherwise */
  send(message: MailMessage): Promise<void>;
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** Wait after failed attempt n (1-based); the attempt after the last wait is the final one. */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60];
export const MAIL_MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/**
 * How long a process owns a message it is delivering before another may try it. It covers one send
 * at the SMTP timeouts below, so a message is only sent twice if its sender died mid-send.
 */
const CLAIM_SECONDS = 5 * 60;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const MAIL_WORKER_INTERVAL_MS = 30_000;
/**
 * Sent and failed mail is deleted this long after it was last tried: it holds sign-in links and
 * personal details, and the privacy policy promises an account's data gone within 30 days.
 */
export const MAIL_KEEP_DAYS = 30;
const MAIL_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const LAST_ERROR_MAX_LENGTH = 500;

/** Local mode: the stored outbox row is the delivered mail, read at /dev/mailbox. */
export const LOCAL_MAIL_TRANSPORT: MailTransport = { kind: "local", send: async () => {} };

/** Delivers through an SMTP server given as smtp://user:pass@host:587 or smtps://… */
export function createSmtpTransport(smtpUrl: string, from: string = getConfig().mailFrom): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send({ to, replyTo, subject, text, html }) {
      await transporter.sendMail({ from, to, replyTo: replyTo ?? undefined, subject, text, html });
    },
  };
}

let smtpTransport: MailTransport | undefined;

function defaultMailTransport(): MailTransport {
  const { smtpUrl } = getConfig();
  if (!smtpUrl) return LOCAL_MAIL_TRANSPORT;
  smtpTransport ??= createSmtpTransport(smtpUrl);
  return smtpTransport;
}

const CLAIMED_COLUMNS = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  htmlBody: mailOutbox.htmlBody,
  attempts: mailOutbox.attempts,
};
type ClaimedMail = Pick<typeof mailOutbox.$inferSelect, keyof typeof CLAIMED_COLUMNS>;

const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::integer * interval '1 second'`;

/**
 * Queues the message durably in the database (table mail_outbox) and tries to deliver it at once.
 * Never throws because delivery failed: a failed send stays queued and is retried with backoff.
 */
export async function sendMail(
  db: Database,
  mail: OutgoingMail,
  transport: MailTransport = defaultMailTransport(),
): Promise<{ id: string }> {
  const { subject, text, html } = renderMail(mail);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: replyToOf(mail.template),
      locale: mail.locale,
      subject,
      textBody: text,
      htmlBody: html,
      transport: transport.kind,
      // Stored as claimed by this first attempt, so the retry loop leaves it alone meanwhile.
      attempts: 1,
      nextAttemptAt: secondsFromNow(CLAIM_SECONDS),
    })
    .returning(CLAIMED_COLUMNS);
  if (!row) throw new Error("mail_outbox insert returned no row");

  try {
    await deliver(db, row, transport);
  } catch (error) {
    // The message is stored; whatever went wrong recording the outcome, the retry loop picks it up.
    console.error(`Mail ${row.id}: could not record the delivery outcome:`, describeError(error));
  }
  return { id: String(row.id) };
}

/**
 * Stores the message for the delivery loop without sending it now: for a caller inside a
 * transaction (a scheduled reminder), so the mail exists exactly when the transaction commits.
 * `deliverDueMail` (or the mail worker, within 30 s) sends it.
 */
export async function queueMail(
  db: Pick<Database, "insert">,
  mail: OutgoingMail,
  transport: MailTransport = defaultMailTransport(),
): Promise<{ id: string }> {
  const { subject, text, html } = renderMail(mail);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: replyToOf(mail.template),
      locale: mail.locale,
      subject,
      textBody: text,
      htmlBody: html,
      transport: transport.kind,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox insert returned no row");
  return { id: String(row.id) };
}

/** Delivers queued messages that are due (used by the retry loop and by tests). Returns how many went out. */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport = defaultMailTransport(),
): Promise<number> {
  let delivered = 0;
  // One at a time, so a claim never outlives the single send it covers.
  for (let row = await claimDueMail(db); row; row = await claimDueMail(db)) {
    if (await deliver(db, row, transport)) delivered += 1;
  }
  return delivered;
}

/**
 * Deletes sent and failed mail older than MAIL_KEEP_DAYS (by its last attempt). Pending mail is
 * kept whatever its age: it has yet to go out. Returns how many were deleted.
 */
export async function pruneMailOutbox(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAIL_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ["sent", "failed"]),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`, before),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/**
 * Starts a timer (unref'd) that calls deliverDueMail every 30 s, and pruneMailOutbox on its first
 * run and hourly after; returns a stop function.
 */
export function startMailWorker(getDb: () => Promise<Database>): () => void {
  let running = false;
  let prunedAt = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then(async (db) => {
        if (Date.now() - prunedAt >= MAIL_PRUNE_INTERVAL_MS) {
          prunedAt = Date.now();
          await pruneMailOutbox(db);
        }
        return deliverDueMail(db);
      })
      .catch((error: unknown) => console.error("Mail delivery run failed:", describeError(error)))
      .finally(() => {
        running = false;
      });
  }, MAIL_WORKER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const MAILBOX_COLUMNS = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  text: mailOutbox.textBody,
  html: mailOutbox.htmlBody,
  createdAt: mailOutbox.createdAt,
};

/** The newest mail first, for the dev mailbox. */
export async function listMailbox(db: Database, { limit }: { limit: number }): Promise<MailboxMessage[]> {
  const rows = await db.select(MAILBOX_COLUMNS).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

export async function getMailboxMessage(db: Database, id: number): Promise<MailboxMessage | undefined> {
  const [row] = await db.select(MAILBOX_COLUMNS).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row && { ...row, id: String(row.id) };
}

/**
 * Takes the oldest due message and counts the attempt. SKIP LOCKED and the pushed-back
 * next_attempt_at keep any other server process from sending it at the same time.
 */
async function claimDueMail(db: Database): Promise<ClaimedMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: secondsFromNow(CLAIM_SECONDS) })
    .where(inArray(mailOutbox.id, due))
    .returning(CLAIMED_COLUMNS);
  return row;
}

async function deliver(db: Database, row: ClaimedMail, transport: MailTransport): Promise<boolean> {
  try {
    await transport.send({
      to: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
  } catch (error) {
    await recordFailure(db, row, describeError(error));
    return false;
  }
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, transport: transport.kind, lastError: null })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

async function recordFailure(db: Database, row: ClaimedMail, error: string): Promise<void> {
  const lastError = error.slice(0, LAST_ERROR_MAX_LENGTH);
  const delay = RETRY_DELAYS_SECONDS[row.attempts - 1];
  if (delay === undefined) {
    await db.update(mailOutbox).set({ status: "failed", lastError }).where(eq(mailOutbox.id, row.id));
    console.error(`Mail ${row.id} failed after ${row.attempts} attempts; giving up: ${lastError}`);
    return;
  }
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: secondsFromNow(delay), lastError })
    .where(eq(mailOutbox.id, row.id));
  console.warn(
    `Mail ${row.id} not delivered (attempt ${row.attempts} of ${MAIL_MAX_ATTEMPTS}); retrying in ${delay / 60} min: ${lastError}`,
  );
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
