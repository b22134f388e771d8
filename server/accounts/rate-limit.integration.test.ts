import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { AUTH_RULES, hit, limitAuthAttempt } from "./rate-limit.server";
import { rateLimit } from "./schema";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

const uniqueEmail = () => `Someone.${randomUUID()}@Example.com`;
let nextAddress = 1;
/** Each test signs in from addresses of its own, so their per-address counts do not mix. */
const uniqueAddress = () => `198.51.100.${nextAddress++}`;

async function attempts(count: number, attempt: () => ReturnType<typeof limitAuthAttempt>) {
  const decisions = [];
  for (let i = 0; i < count; i++) decisions.push(await attempt());
  return decisions;
}

describe("sign-in attempts per account", () => {
  it("lets five attempts for one email through and refuses the sixth with a wait", async () => {
    const email = uniqueEmail();
    const decisions = await attempts(6, () => limitAuthAttempt(testDb.db, "sign-in", uniqueAddress(), email));
    expect(decisions.slice(0, 5).every((decision) => decision.allowed)).toBe(true);
    expect(decisions[5]?.allowed).toBe(false);
    expect(decisions[5]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[5]?.retryAfterSeconds).toBeLessThanOrEqual(AUTH_RULES.perAccount.windowMs / 1000);
  });

  it("counts one email however it is capitalised or padded", async () => {
    const email = uniqueEmail();
    const variants = [email, email.toLowerCase(), email.toUpperCase(), ` ${email} `, email, email];
    const decisions = [];
    for (const variant of variants)
      decisions.push(await limitAuthAttempt(testDb.db, "sign-in", uniqueAddress(), variant));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, false]);
  });

  it("does not let the limit of sign-in spill into sign-up or password reset", async () => {
    const email = uniqueEmail();
    await attempts(6, () => limitAuthAttempt(testDb.db, "sign-in", uniqueAddress(), email));
    expect((await limitAuthAttempt(testDb.db, "sign-up", uniqueAddress(), email)).allowed).toBe(true);
    expect((await limitAuthAttempt(testDb.db, "reset", uniqueAddress(), email)).allowed).toBe(true);
  });
});

describe("sign-in attempts per address", () => {
  it("refuses an address past its limit even with an email it never tried", async () => {
    const address = uniqueAddress();
    const decisions = await attempts(AUTH_RULES.perAddress.max, () =>
      limitAuthAttempt(testDb.db, "sign-in", address, uniqueEmail()),
    );
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    const next = await limitAuthAttempt(testDb.db, "sign-in", address, uniqueEmail());
    expect(next.allowed).toBe(false);
    expect(next.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limitAuthAttempt(testDb.db, "sign-in", address, null)).allowed).toBe(false);
    expect((await limitAuthAttempt(testDb.db, "sign-in", uniqueAddress(), uniqueEmail())).allowed).toBe(true);
  });
});

describe("a configured figure per address", () => {
  it("takes the setting's figure instead of the default, in both directions", async () => {
    const strict = uniqueAddress();
    const signUps = await attempts(3, () => limitAuthAttempt(testDb.db, "sign-up", strict, uniqueEmail(), 2));
    expect(signUps.map((decision) => decision.allowed)).toEqual([true, true, false]);

    const generous = uniqueAddress();
    const many = await attempts(AUTH_RULES.perAddress.max + 5, () =>
      limitAuthAttempt(testDb.db, "sign-up", generous, uniqueEmail(), 200),
    );
    expect(many.every((decision) => decision.allowed)).toBe(true);
  });
});

describe("a rate window", () => {
  const rule = { max: 5, windowMs: 60_000 };
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);

  it("refuses within the window, tells how long to wait, and allows again once it has passed", async () => {
    const bucket = `test:${randomUUID()}`;
    for (let i = 0; i < rule.max; i++)
      expect((await hit(testDb.db, bucket, rule, start + i * 1000)).allowed).toBe(true);

    expect(await hit(testDb.db, bucket, rule, start + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect((await hit(testDb.db, bucket, rule, start + rule.windowMs - 1)).allowed).toBe(false);

    const after = start + rule.windowMs;
    const decisions = [];
    for (let i = 0; i <= rule.max; i++) decisions.push(await hit(testDb.db, bucket, rule, after + i));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, false]);
    expect(decisions[rule.max]?.retryAfterSeconds).toBe(60);
  });

  it("counts attempts that arrive together exactly", async () => {
    const bucket = `test:${randomUUID()}`;
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => hit(testDb.db, bucket, rule, start)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(rule.max);
  });
});

describe("the rate_limit table", () => {
  it("holds neither the email nor the address it counts", async () => {
    const email = uniqueEmail();
    const address = "203.0.113.199";
    await limitAuthAttempt(testDb.db, "sign-in", address, email);
    const rows = await testDb.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows).toLowerCase();
    expect(stored).not.toContain(email.toLowerCase());
    expect(stored).not.toContain(email.split("@")[0]!.toLowerCase());
    expect(stored).not.toContain(address);
  });
});
