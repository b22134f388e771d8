import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { mailOutbox } from "~/server/mail/schema";
import { SUPPORT_EMAIL } from "~/server/mail/templates";
import {
  CONTACT_RATE_RULE,
  listContactMessages,
  markContactMessageHandled,
  submitContactMessage,
  type ContactSubmission,
} from "./contact.server";
import { contactMessages } from "./schema";

let testDb: TestDatabase;
let nextAddress = 1;
/** Each test writes from an address of its own, so their rate-limit counts do not mix. */
const uniqueAddress = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.db.delete(contactMessages);
  await testDb.db.delete(mailOutbox);
});
afterEach(() => {
  delete process.env.SUPPORT_EMAIL;
});

const submission = (overrides: Partial<ContactSubmission> = {}): ContactSubmission => ({
  message: {
    name: "Ana Souza",
    email: "ana@example.com",
    subject: "A prompt for bakeries",
    message: "Could you add a prompt for planning a bakery's weekly Instagram posts?\nThanks!",
  },
  locale: "pt",
  clientAddress: uniqueAddress(),
  honeypot: "",
  ...overrides,
});

describe("submitContactMessage", () => {
  it("stores the message as new, in the visitor's language", async () => {
    const result = await submitContactMessage(testDb.db, submission());
    expect(result.status).toBe("sent");

    const { items, total } = await listContactMessages(testDb.db);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "A prompt for bakeries",
      locale: "pt",
      status: "new",
      handledAt: null,
    });
    expect(items[0]?.message).toContain("weekly Instagram posts?\nThanks!");
  });

  it("mails it to the support address, with replies going to the visitor", async () => {
    await submitContactMessage(testDb.db, submission({ locale: "en" }));
    const mails = await testDb.db
      .select({
        to: mailOutbox.toAddress,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        status: mailOutbox.status,
      })
      .from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: SUPPORT_EMAIL,
      replyTo: "ana@example.com",
      subject: "Contact form: A prompt for bakeries",
      status: "sent",
    });
    expect(mails[0]?.text).toContain("Ana Souza");
    expect(mails[0]?.text).toContain("weekly Instagram posts?");
  });

  it("mails the address in SUPPORT_EMAIL when it is set", async () => {
    process.env.SUPPORT_EMAIL = "help@example.org";
    await submitContactMessage(testDb.db, submission());
    const [mail] = await testDb.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(mail?.to).toBe("help@example.org");
  });

  it("answers a bot that filled the honeypot as if it went through, and keeps nothing", async () => {
    const result = await submitContactMessage(testDb.db, submission({ honeypot: "https://spam.example" }));
    expect(result.status).toBe("ignored");
    expect((await listContactMessages(testDb.db)).total).toBe(0);
    expect(await testDb.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(0);
  });

  it("refuses the sixth message from one address within ten minutes, with a wait", async () => {
    const clientAddress = uniqueAddress();
    const results = [];
    for (let i = 0; i <= CONTACT_RATE_RULE.max; i++) {
      results.push(await submitContactMessage(testDb.db, submission({ clientAddress })));
    }
    expect(results.slice(0, CONTACT_RATE_RULE.max).map((result) => result.status)).toEqual(
      Array(CONTACT_RATE_RULE.max).fill("sent"),
    );
    const refused = results.at(-1)!;
    expect(refused.status).toBe("rate-limited");
    if (refused.status === "rate-limited") {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(CONTACT_RATE_RULE.windowMs / 1000);
    }
    expect((await listContactMessages(testDb.db)).total).toBe(CONTACT_RATE_RULE.max);

    // Someone else is not held back by it.
    expect((await submitContactMessage(testDb.db, submission())).status).toBe("sent");
  });
});

describe("the inbox", () => {
  it("lists the newest first and filters by status", async () => {
    const first = await submitContactMessage(testDb.db, submission());
    const second = await submitContactMessage(
      testDb.db,
      submission({ message: { ...submission().message, subject: "Second" } }),
    );
    if (first.status !== "sent" || second.status !== "sent") throw new Error("not sent");

    const all = await listContactMessages(testDb.db);
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id]);

    expect(await markContactMessageHandled(testDb.db, first.id)).toBe(true);
    const fresh = await listContactMessages(testDb.db, { status: "new" });
    expect(fresh.items.map((item) => item.id)).toEqual([second.id]);
    expect(fresh.total).toBe(1);
    const handled = await listContactMessages(testDb.db, { status: "handled" });
    expect(handled.items[0]?.handledAt).toBeInstanceOf(Date);
  });

  it("keeps the first handled time when a message is marked twice, and reports unknown ids", async () => {
    const sent = await submitContactMessage(testDb.db, submission());
    if (sent.status !== "sent") throw new Error("not sent");
    await markContactMessageHandled(testDb.db, sent.id);
    const [before] = await testDb.db
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.id));
    await markContactMessageHandled(testDb.db, sent.id);
    const [after] = await testDb.db
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.id));
    expect(after?.handledAt?.getTime()).toBe(before?.handledAt?.getTime());
    expect(await markContactMessageHandled(testDb.db, 987_654)).toBe(false);
  });
});
