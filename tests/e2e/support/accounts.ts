import { createHmac, randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The newest mail to an address in the local dev mailbox, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
        found = messages.find((message) => message.to === to && (!subject || subject.test(message.subject)));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: MailboxMessage, pattern: RegExp): string {
  const match = mail.text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
  return match[0];
}

/** Signs up through the form, opens the verification link and lands signed in. */
export async function signUpAndVerify(page: Page, email: string, password = "secret123", name = "Ana Souza") {
  await page.goto("/login?tab=signup");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const form = page.locator("form").filter({ has: page.locator('input[name="name"]') });
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(email)).toBeVisible();
  const mail = await latestMail(page.request, email);
  const link = linkIn(mail, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  // A click before React has hydrated the page does nothing (the account menu, for one).
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as authenticator apps compute it. */
export function totp(secretBase32: string, now = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secretBase32.replace(/=+$/, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, "0");
}
