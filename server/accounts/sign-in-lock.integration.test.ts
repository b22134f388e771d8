import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { getConfig } from "~/server/config.server";
import { mailOutbox } from "~/server/mail/schema";
import { CLIENT_IP_HEADER, createAuthFor, type Auth } from "./auth.server";
import { SIGN_IN_FAILURES } from "./rate-limit.server";
import { createTestMember, type TestMember } from "./testing.server";

// Wrong passwords are counted per account, whatever the address they come from.

let testDb: TestDatabase;
let auth: Auth;
let clock: number;
let member: TestMember;

async function signIn(email: string, password: string, address: string) {
  const { publicUrl } = getConfig();
  const response = await auth.handler(
    new Request(`${publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, [CLIENT_IP_HEADER]: address },
      body: JSON.stringify({ email, password }),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; code?: string },
    retryAfter: response.headers.get("retry-after"),
  };
}

/** 10 wrong passwords, 2 from each of 5 addresses (each address stays under its own limit). */
async function failTenTimes(email: string) {
  for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
    expect((await signIn(email, "wrong password", `198.51.100.${i % 5}`)).status).toBe(401);
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  clock = Date.parse("2026-11-25T12:00:00Z");
  auth = createAuthFor(testDb.db, { now: () => clock });
  member = await createTestMember(auth, testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

describe("failed sign-ins per account", () => {
  it("lock-the-account-from-every-address-after-10-and-reveal-nothing", async () => {
    await failTenTimes(member.email);
    const locked = await signIn(member.email, member.password, "203.0.113.50");
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);

    // The page form signs in through the same server call: refused the same way.
    await expect(
      auth.api.signInEmail({ body: { email: member.email, password: member.password } }),
    ).rejects.toMatchObject({
      statusCode: 429,
    });

    // An email with no account behaves exactly the same.
    const stranger = `nobody-${clock}@example.com`;
    await failTenTimes(stranger);
    const strangerLocked = await signIn(stranger, "anything at all", "203.0.113.51");
    expect(strangerLocked.status).toBe(429);
    expect(strangerLocked.body).toEqual(locked.body);
  });

  it("end-when-the-15-minutes-are-over", async () => {
    clock += SIGN_IN_FAILURES.windowMs - 60_000;
    expect((await signIn(member.email, member.password, "203.0.113.52")).status).toBe(429);
    clock += 61_000;
    expect((await signIn(member.email, member.password, "203.0.113.52")).status).toBe(200);
  });

  it("end-with-a-password-reset", async () => {
    const other = await createTestMember(auth, testDb.db);
    await failTenTimes(other.email);
    expect((await signIn(other.email, other.password, "203.0.113.53")).status).toBe(429);

    await auth.api.requestPasswordReset({ body: { email: other.email, redirectTo: "/reset-password" } });
    const [mail] = await testDb.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, other.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = decodeURIComponent(/#token=([^\s]+)/.exec(mail!.text)![1]!);
    await auth.api.resetPassword({ body: { token, newPassword: "a brand new password" } });
    expect((await signIn(other.email, "a brand new password", "203.0.113.53")).status).toBe(200);
  });
});
