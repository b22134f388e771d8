import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { user } from "~/server/accounts/schema";
import { createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { prompts } from "~/server/catalog/schema";
import { createTestClock } from "~/server/jobs/clock.server";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { jobs } from "~/server/jobs/schema";
import { mailOutbox } from "~/server/mail/schema";
import {
  digestJobHandlers,
  digestUnsubscribePath,
  ensureDigestSweep,
  nextSweepAt,
  sendDueDigests,
  setWeeklyDigest,
  validDigestToken,
} from "./digest.server";

// Monday 30 November 2026: 08:00 is 08:00Z in UTC and 11:00Z in São Paulo (UTC−3).
const MONDAY = "2026-11-30";
const at = (iso: string) => new Date(iso);
const PUBLIC_URL = "https://promptario.test";

let testDb: TestDatabase;
let utc: TestMember;
let saoPaulo: TestMember;
let optedOut: TestMember;
let creator: TestMember;

/** The digests a member was sent (sign-up left a confirmation mail in the outbox too). */
async function mailsTo(member: TestMember) {
  const mails = await testDb.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, member.email))
    .orderBy(mailOutbox.id);
  return mails.filter((mail) => /this week|nesta semana|da semana/.test(mail.subject));
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const auth = createAuthFor(testDb.db);
  [utc, saoPaulo, optedOut, creator] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  const granted = at(`${MONDAY}T00:00:00Z`);
  await Promise.all([
    grantPlan(testDb.db, utc.userId, "legend", granted),
    grantPlan(testDb.db, saoPaulo.userId, "legend", granted),
    grantPlan(testDb.db, optedOut.userId, "legend", granted),
    grantPlan(testDb.db, creator.userId, "creator", granted),
  ]);
  await testDb.db
    .update(user)
    .set({ timeZone: "UTC", language: "en" })
    .where(inArray(user.id, [utc.userId, optedOut.userId, creator.userId]));
  await testDb.db
    .update(user)
    .set({ timeZone: "America/Sao_Paulo", language: "pt" })
    .where(eq(user.id, saoPaulo.userId));
  await setWeeklyDigest(testDb.db, optedOut.userId, false);
  // Two catalogue prompts came out in the week before that Monday; the rest long ago (the seed
  // dates its weekly drops from today, so they are moved out of the way).
  await testDb.db
    .update(prompts)
    .set({ publishedAt: at("2020-01-06T09:00:00Z") })
    .where(eq(prompts.source, "catalog"));
  await testDb.db
    .update(prompts)
    .set({ publishedAt: at("2026-11-26T09:00:00Z") })
    .where(eq(prompts.id, 1));
  await testDb.db
    .update(prompts)
    .set({ publishedAt: at("2026-11-29T09:00:00Z") })
    .where(eq(prompts.id, 2));
});
afterAll(async () => {
  await testDb.close();
});

describe("the weekly digest", () => {
  it("goes-out-once-on-monday-from-08-00-in-each-members-zone-to-legend-members-who-want-it", async () => {
    expect(await sendDueDigests(testDb.db, at(`${MONDAY}T07:45:00Z`), PUBLIC_URL)).toBe(0);
    // 08:00 in UTC; still 05:00 in São Paulo.
    expect(await sendDueDigests(testDb.db, at(`${MONDAY}T08:00:00Z`), PUBLIC_URL)).toBe(1);
    expect(await mailsTo(utc)).toHaveLength(1);
    expect(await mailsTo(saoPaulo)).toHaveLength(0);
    expect(await sendDueDigests(testDb.db, at(`${MONDAY}T10:45:00Z`), PUBLIC_URL)).toBe(0);
    expect(await sendDueDigests(testDb.db, at(`${MONDAY}T11:00:00Z`), PUBLIC_URL)).toBe(1);
    // Two workers at once, and later sweeps of the same Monday: nothing more.
    const again = await Promise.all([
      sendDueDigests(testDb.db, at(`${MONDAY}T11:15:00Z`), PUBLIC_URL),
      sendDueDigests(testDb.db, at(`${MONDAY}T11:15:00Z`), PUBLIC_URL),
    ]);
    expect(again).toEqual([0, 0]);

    const [english] = await mailsTo(utc);
    expect(english!.subject).toBe("2 new prompts this week on Promptário");
    expect(english!.text).toContain(`${PUBLIC_URL}/prompt/2`);
    expect(english!.text).toContain(PUBLIC_URL + digestUnsubscribePath(utc.userId));
    const [portuguese] = await mailsTo(saoPaulo);
    expect(portuguese!.subject).toBe("2 prompts novos nesta semana no Promptário");
    expect(await mailsTo(optedOut)).toHaveLength(0);
    expect(await mailsTo(creator)).toHaveLength(0);
  });

  it("waits-for-the-next-monday-and-sends-nothing-for-a-week-without-new-prompts", async () => {
    expect(await sendDueDigests(testDb.db, at("2026-12-01T09:00:00Z"), PUBLIC_URL)).toBe(0);
    await testDb.db
      .update(prompts)
      .set({ publishedAt: at("2026-12-03T09:00:00Z") })
      .where(eq(prompts.id, 3));
    await grantPlan(testDb.db, utc.userId, "legend", at("2026-12-07T00:00:00Z"));
    expect(await sendDueDigests(testDb.db, at("2026-12-07T08:30:00Z"), PUBLIC_URL)).toBe(1);
    expect((await mailsTo(utc)).at(-1)!.subject).toMatch(/^New this week on Promptário: .+/);
    // The week after: nothing came out, so no mail.
    await grantPlan(testDb.db, utc.userId, "legend", at("2026-12-14T00:00:00Z"));
    expect(await sendDueDigests(testDb.db, at("2026-12-14T08:30:00Z"), PUBLIC_URL)).toBe(0);
  });

  it("stops-with-the-signed-link-in-the-mail-and-never-for-a-forged-one", async () => {
    const path = digestUnsubscribePath(saoPaulo.userId);
    const token = new URL(path, PUBLIC_URL).searchParams.get("t")!;
    expect(validDigestToken(saoPaulo.userId, token)).toBe(true);
    expect(validDigestToken(utc.userId, token)).toBe(false);
    expect(validDigestToken(saoPaulo.userId, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBe(
      false,
    );
    await setWeeklyDigest(testDb.db, saoPaulo.userId, false);
    await grantPlan(testDb.db, saoPaulo.userId, "legend", at("2026-12-21T00:00:00Z"));
    await testDb.db
      .update(prompts)
      .set({ publishedAt: at("2026-12-18T09:00:00Z") })
      .where(eq(prompts.id, 4));
    const before = (await mailsTo(saoPaulo)).length;
    await sendDueDigests(testDb.db, at("2026-12-21T12:00:00Z"), PUBLIC_URL);
    expect(await mailsTo(saoPaulo)).toHaveLength(before);
  });

  it("runs-as-a-job-every-quarter-of-an-hour", async () => {
    const clock = createTestClock(at("2026-12-28T07:50:00Z"));
    await ensureDigestSweep(testDb.db, clock.now());
    await ensureDigestSweep(testDb.db, clock.now());
    const sweep = () =>
      testDb.db
        .select({ runAt: jobs.runAt, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.kind, "weekly-digest"));
    expect(await sweep()).toEqual([{ runAt: at("2026-12-28T08:00:00Z"), status: "pending" }]);
    await grantPlan(testDb.db, utc.userId, "legend", clock.now());
    await testDb.db
      .update(prompts)
      .set({ publishedAt: at("2026-12-24T09:00:00Z") })
      .where(eq(prompts.id, 5));
    const before = (await mailsTo(utc)).length;

    clock.set(at("2026-12-28T08:00:00Z"));
    const handlers = digestJobHandlers({ publicUrl: PUBLIC_URL });
    expect((await runDueJobs(testDb.db, handlers, { clock })).done).toBe(1);
    expect(await mailsTo(utc)).toHaveLength(before + 1);
    expect(await sweep()).toEqual([{ runAt: nextSweepAt(clock.now()), status: "pending" }]);
    expect(nextSweepAt(clock.now())).toEqual(at("2026-12-28T08:15:00Z"));
  });
});
