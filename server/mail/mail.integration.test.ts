import net, { type AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import {
  createSmtpTransport,
  deliverDueMail,
  listMailbox,
  MAIL_KEEP_DAYS,
  MAIL_MAX_ATTEMPTS,
  pruneMailOutbox,
  renderMail,
  sendMail,
  type MailTemplate,
  type MailTransport,
  type OutgoingMail,
} from "./mail.server";
import { mailOutbox } from "./schema";

let testDb: TestDatabase;
let smtp: TestSmtpServer;
/** a port nothing listens on: an SMTP server that is down */
let closedPort: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpServer();
  closedPort = await findClosedPort();
});
afterAll(async () => {
  await smtp?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.rejecting = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const VERIFY_URL = "https://promptario.app/verify-email?token=abc&callbackURL=%2F";

const verifyMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "ana@example.com",
  locale: "en",
  template: { kind: "verify-email", url: VERIFY_URL, name: "Ana" },
  ...overrides,
});

describe("renderMail", () => {
  it("writes the verification mail in US English, with its 24-hour expiry and a note for who did not ask", () => {
    const { subject, text, html } = renderMail(verifyMail());
    expect(subject).toBe("Confirm your email for Promptário");
    expect(text).toContain("Hi Ana,");
    expect(text).toContain(VERIFY_URL);
    expect(text).toContain("expires in 24 hours");
    expect(text).toContain("you can ignore this email");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`href="${VERIFY_URL.replaceAll("&", "&amp;")}"`);
  });

  it("writes the verification mail in Brazilian Portuguese", () => {
    const { subject, text, html } = renderMail(verifyMail({ locale: "pt" }));
    expect(subject).toBe("Confirme seu e-mail no Promptário");
    expect(text).toContain("Olá, Ana!");
    expect(text).toContain("Confirmar e-mail: " + VERIFY_URL);
    expect(text).toContain("expira em 24 horas");
    expect(text).toContain("pode ignorar este e-mail");
    expect(html).toContain('<html lang="pt-BR">');
  });

  it("says the reset link expires in one hour, in both languages", () => {
    const template: MailTemplate = {
      kind: "reset-password",
      url: "https://promptario.app/reset/x",
      name: null,
    };
    const en = renderMail({ to: "a@example.com", locale: "en", template });
    const pt = renderMail({ to: "a@example.com", locale: "pt", template });
    expect(en.subject).toBe("Reset your Promptário password");
    expect(en.text).toMatch(/^Hi,\n/);
    expect(en.text).toContain("expires in 1 hour");
    expect(pt.subject).toBe("Redefina sua senha do Promptário");
    expect(pt.text).toMatch(/^Olá!\n/);
    expect(pt.text).toContain("expira em 1 hora");
  });

  it("renders every template in both languages, self-contained and in the brand colour", () => {
    const templates: MailTemplate[] = [
      { kind: "verify-email", url: VERIFY_URL, name: "Ana" },
      { kind: "reset-password", url: VERIFY_URL, name: "Ana" },
      { kind: "password-changed", name: "Ana" },
      { kind: "two-factor-code", code: "482913" },
      { kind: "account-deleted", name: null },
      {
        kind: "contact-message",
        fromName: "Bia",
        fromEmail: "bia@example.com",
        subject: "Plans",
        message: "Hi!",
      },
    ];
    for (const template of templates) {
      const en = renderMail({ to: "a@example.com", locale: "en", template });
      const pt = renderMail({ to: "a@example.com", locale: "pt", template });
      expect(pt.subject, template.kind).not.toBe(en.subject);
      expect(pt.text, template.kind).not.toBe(en.text);
      for (const { html } of [en, pt]) {
        expect(html, template.kind).toMatch(/^<!doctype html>/);
        expect(html, template.kind).toContain("#4f46e5");
        expect(html, template.kind).not.toMatch(/<img|<link|<script|@import|url\(/i);
      }
    }
    const code = renderMail({ to: "a@example.com", locale: "pt", template: templates[3]! });
    expect(code.subject).toContain("482913");
    expect(code.text).toContain("482913");
  });

  it("escapes every value it puts into the HTML", () => {
    const { html, text } = renderMail({
      to: "team@promptario.app",
      locale: "en",
      template: {
        kind: "contact-message",
        fromName: "<script>alert(1)</script>",
        fromEmail: "bia@example.com",
        subject: "<b>Urgent</b>",
        message: '"><img src=x onerror=alert(1)>\nSecond line',
      },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Urgent");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\nSecond line");
    expect(text).toContain("Second line");

    const link = renderMail(
      verifyMail({
        template: { kind: "verify-email", url: 'https://promptario.app/v?t="><script>', name: "<i>Ana</i>" },
      }),
    ).html;
    expect(link).not.toContain("<script>");
    expect(link).not.toContain("<i>Ana");
    expect(link).toContain('href="https://promptario.app/v?t=&quot;&gt;&lt;script&gt;"');
  });

  it("keeps a subject typed into a form on one header line", () => {
    const { subject } = renderMail({
      to: "team@promptario.app",
      locale: "en",
      template: {
        kind: "contact-message",
        fromName: "X",
        fromEmail: "x@example.com",
        subject: "Hi\r\nBcc: all@example.com",
        message: ".",
      },
    });
    expect(subject).toBe("Contact form: Hi Bcc: all@example.com");
  });

  it("refuses a link that is not a web address", () => {
    expect(() =>
      renderMail(verifyMail({ template: { kind: "verify-email", url: "javascript:alert(1)", name: null } })),
    ).toThrow(/http/);
  });
});

describe("sendMail without SMTP_URL", () => {
  it("stores each mail as delivered to the dev mailbox, which lists the newest first", async () => {
    const first = await sendMail(testDb.db, verifyMail());
    const second = await sendMail(testDb.db, {
      to: "bia@example.com",
      locale: "pt",
      template: { kind: "password-changed", name: "Bia" },
    });

    const mailbox = await listMailbox(testDb.db, { limit: 10 });
    expect(mailbox.map(({ id, to, subject }) => ({ id, to, subject }))).toEqual([
      { id: second.id, to: "bia@example.com", subject: "Sua senha do Promptário foi alterada" },
      { id: first.id, to: "ana@example.com", subject: "Confirm your email for Promptário" },
    ]);
    expect(mailbox[1]?.text).toContain(VERIFY_URL);
    expect(mailbox[1]?.html).toContain("Confirm email");
    expect(mailbox[1]?.createdAt).toBeInstanceOf(Date);
    expect(await outboxRow(first.id)).toMatchObject({ status: "sent", transport: "local", attempts: 1 });
    expect((await listMailbox(testDb.db, { limit: 1 })).map((mail) => mail.id)).toEqual([second.id]);
  });
});

describe("pruneMailOutbox", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  it(`deletes sent and failed mail older than ${MAIL_KEEP_DAYS} days and keeps the rest, pending mail included`, async () => {
    const oldSent = await sendMail(testDb.db, verifyMail({ to: "old-sent@example.com" }));
    const recentSent = await sendMail(testDb.db, verifyMail({ to: "recent-sent@example.com" }));
    const oldFailed = await sendMail(testDb.db, verifyMail({ to: "old-failed@example.com" }));
    const oldPending = await sendMail(testDb.db, verifyMail({ to: "old-pending@example.com" }));
    const setRow = (id: string, values: Partial<typeof mailOutbox.$inferInsert>) =>
      testDb.db
        .update(mailOutbox)
        .set(values)
        .where(eq(mailOutbox.id, Number(id)));
    await setRow(oldSent.id, { sentAt: daysAgo(MAIL_KEEP_DAYS + 1) });
    await setRow(recentSent.id, { sentAt: daysAgo(MAIL_KEEP_DAYS - 1) });
    await setRow(oldFailed.id, {
      status: "failed",
      sentAt: null,
      nextAttemptAt: daysAgo(MAIL_KEEP_DAYS + 5),
    });
    await setRow(oldPending.id, {
      status: "pending",
      sentAt: null,
      nextAttemptAt: daysAgo(MAIL_KEEP_DAYS + 5),
    });

    expect(await pruneMailOutbox(testDb.db)).toBe(2);

    const left = await testDb.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).orderBy(mailOutbox.id);
    expect(left.map((row) => row.to)).toEqual(["recent-sent@example.com", "old-pending@example.com"]);
    expect(await pruneMailOutbox(testDb.db)).toBe(0);
  });
});

describe("sendMail over SMTP", () => {
  it("delivers the mail to the SMTP server with its subject and body", async () => {
    const { id } = await sendMail(testDb.db, verifyMail(), smtp.transport);

    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!;
    expect(received.envelopeTo).toEqual(["ana@example.com"]);
    expect(received.subject).toBe("Confirm your email for Promptário");
    expect(received.from).toContain("<no-reply@promptario.app>");
    expect(received.body).toContain("Hi Ana,");
    expect(received.body).toContain(VERIFY_URL);
    expect(received.body).toContain("Content-Type: text/html");
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("lets the team reply straight to whoever wrote through the contact form", async () => {
    await sendMail(
      testDb.db,
      {
        to: "support@promptario.app",
        locale: "en",
        template: {
          kind: "contact-message",
          fromName: "Bia",
          fromEmail: "bia@example.com",
          subject: "Plans",
          message: "Hello",
        },
      },
      smtp.transport,
    );
    expect(smtp.received[0]?.replyTo).toBe("bia@example.com");
    expect(smtp.received[0]?.subject).toBe("Contact form: Plans");
  });

  it("keeps a mail the server rejects queued, and delivers it on a later run", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    smtp.rejecting = true;

    const { id } = await sendMail(testDb.db, verifyMail(), smtp.transport);
    expect(smtp.received).toHaveLength(0);
    const queued = await outboxRow(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued.lastError).toContain("451");
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Mail ${id} not delivered`));

    smtp.rejecting = false;
    expect(await deliverDueMail(testDb.db, smtp.transport)).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await makeDue(id);
    expect(await deliverDueMail(testDb.db, smtp.transport)).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Confirm your email for Promptário"]);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("keeps mail queued while the SMTP server is down, and nothing is lost", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = createSmtpTransport(`smtp://127.0.0.1:${closedPort}`);

    const { id } = await sendMail(testDb.db, verifyMail({ locale: "pt" }), down);
    const queued = await outboxRow(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued.lastError).toMatch(/ECONNREFUSED/);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    await makeDue(id);
    expect(await deliverDueMail(testDb.db, smtp.transport)).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Confirme seu e-mail no Promptário"]);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", transport: "smtp" });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts and marks the mail failed`, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = createSmtpTransport(`smtp://127.0.0.1:${closedPort}`);

    const { id } = await sendMail(testDb.db, verifyMail(), down);
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await makeDue(id);
      expect(await deliverDueMail(testDb.db, down)).toBe(0);
      expect(await outboxRow(id)).toMatchObject({ attempts: attempt });
    }
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`Mail ${id} failed after ${MAIL_MAX_ATTEMPTS} attempts`),
    );

    await makeDue(id);
    expect(await deliverDueMail(testDb.db, smtp.transport)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("delivers each due mail once when two delivery runs overlap", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = createSmtpTransport(`smtp://127.0.0.1:${closedPort}`);
    const ids: string[] = [];
    for (const to of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"]) {
      ids.push((await sendMail(testDb.db, verifyMail({ to }), down)).id);
    }
    for (const id of ids) await makeDue(id);

    const delivered = await Promise.all([
      deliverDueMail(testDb.db, smtp.transport),
      deliverDueMail(testDb.db, smtp.transport),
    ]);
    expect(delivered[0] + delivered[1]).toBe(4);
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
    ]);
  });
});

async function outboxRow(id: string) {
  const [row] = await testDb.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, Number(id)));
  if (!row) throw new Error(`no mail_outbox row ${id}`);
  return row;
}

/** Moves a queued mail's retry time into the past, instead of waiting for it. */
async function makeDue(id: string) {
  await testDb.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, Number(id)));
}

interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  /** every MIME part, quoted-printable decoded */
  body: string;
}

interface TestSmtpServer {
  transport: MailTransport;
  received: ReceivedMail[];
  /** while true, every recipient is refused with a temporary error */
  rejecting: boolean;
  close(): Promise<void>;
}

async function startSmtpServer(): Promise<TestSmtpServer> {
  const mailbox = { received: [] as ReceivedMail[], rejecting: false };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback; the client would otherwise upgrade to TLS with a self-signed certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!mailbox.rejecting) return callback();
      callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mailbox.received.push({
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(mailbox, {
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function findClosedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function parseMessage(raw: string): Omit<ReceivedMail, "envelopeTo"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => {
    const value = new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1];
    return value === undefined ? undefined : decodeEncodedWords(value);
  };
  return {
    from: header("From") ?? "",
    replyTo: header("Reply-To"),
    subject: header("Subject") ?? "",
    body: decodeQuotedPrintable(raw.slice(split + 4)),
  };
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const text = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
