import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { favorites, userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { aiUsage } from "~/server/ai/schema";
import { grantPlan } from "~/server/billing/testing.server";
import { promptEvents, prompts, promptTranslations } from "~/server/catalog/schema";
import {
  listContactMessages,
  markContactMessageHandled,
  submitContactMessage,
} from "~/server/content/contact.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { MemberAnalyticsSchema, RecommendationListSchema } from "./api-schemas";
import { createApiV1 } from "~/server/http/api/v1.server";
import { getMemberAnalytics } from "./analytics.server";
import { getRecommendations, POPULAR_TTL_MS } from "./recommendations.server";

// A Legend member's analytics and recommendations, and priority support.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed "now" for every figure: noon UTC of a known day. */
const NOW = new Date("2026-11-20T12:00:00.000Z");
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let legend: TestMember;
let newcomer: TestMember;
let creator: TestMember;
let free: TestMember;
let peer1: TestMember;
let peer2: TestMember;
let admin: TestMember;

type Json = Record<string, unknown>;
async function get(path: string, member?: TestMember, lang = "en") {
  const response = await app.request(`/api/v1${path}`, {
    headers: { ...(member ? bearer(member.sessionToken) : {}), "accept-language": lang },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const member = (m: TestMember, tier: "free" | "creator" | "legend"): Extract<Viewer, { kind: "member" }> => ({
  kind: "member",
  userId: m.userId,
  tier,
  isAdmin: false,
});

/** Readable catalogue prompts (neither premium nor forbidden), by category. */
let open: { id: number; categoryId: string }[];
let forbiddenIds: number[];

async function event(userId: string | null, promptId: number, kind: string, at: Date) {
  await testDb.db
    .insert(promptEvents)
    .values({ promptId, kind, userId, clientKey: `test:${userId}`, createdAt: at });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route(
    "/api/v1",
    createApiV1({ database: async () => testDb.db, clock: { now: () => NOW } }),
  );
  [legend, newcomer, creator, free, peer1, peer2, admin] = (await Promise.all(
    Array.from({ length: 7 }, () => createTestMember(auth, testDb.db)),
  )) as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];
  await Promise.all([
    grantPlan(testDb.db, legend.userId, "legend"),
    grantPlan(testDb.db, newcomer.userId, "legend"),
    grantPlan(testDb.db, creator.userId, "creator"),
    grantPlan(testDb.db, peer1.userId, "legend"),
    grantPlan(testDb.db, peer2.userId, "creator"),
  ]);
  await testDb.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  const rows = await testDb.db
    .select({
      id: prompts.id,
      categoryId: prompts.categoryId,
      isPremium: prompts.isPremium,
      isForbidden: prompts.isForbidden,
    })
    .from(prompts)
    .where(and(eq(prompts.source, "catalog"), eq(prompts.isPublished, true)))
    .orderBy(asc(prompts.id));
  open = rows.filter((row) => !row.isPremium && !row.isForbidden);
  forbiddenIds = rows.filter((row) => row.isForbidden).map((row) => row.id);
  expect(open.length).toBeGreaterThan(12);
  expect(forbiddenIds.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await testDb.close();
});

describe("analytics", () => {
  type Made = { kind: string; at: Date; promptId: number };
  const made: Made[] = [];
  const ai: Date[] = [];

  beforeAll(async () => {
    // A small deterministic generator, so a failure can be replayed.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const kinds = ["copy", "use", "favorite", "share"];
    const mine = open.slice(0, 6).map((row) => row.id);
    for (let index = 0; index < 160; index += 1) {
      const at = new Date(NOW.getTime() - Math.floor(random() * 100 * DAY_MS));
      made.push({
        kind: kinds[Math.floor(random() * kinds.length)]!,
        at,
        promptId: mine[Math.floor(random() * mine.length)]!,
      });
    }
    // The streak: every one of the last five days, today included (and a gap before them).
    for (let back = 0; back < 5; back += 1)
      made.push({ kind: "copy", at: new Date(NOW.getTime() - back * DAY_MS - 60_000), promptId: mine[0]! });
    for (const row of made) await event(legend.userId, row.promptId, row.kind, row.at);
    for (let index = 0; index < 25; index += 1)
      ai.push(new Date(NOW.getTime() - Math.floor(random() * 95 * DAY_MS)));
    await testDb.db.insert(aiUsage).values(
      ai.map((at) => ({
        userId: legend.userId,
        feature: "chat",
        model: "offline",
        inputChars: 10,
        outcome: "ok",
        createdAt: at,
      })),
    );
    // Not theirs, or not yet: never counted.
    await event(peer1.userId, mine[0]!, "copy", new Date(NOW.getTime() - DAY_MS));
    await event(null, mine[0]!, "copy", new Date(NOW.getTime() - DAY_MS));
    await event(legend.userId, mine[0]!, "copy", new Date(NOW.getTime() + 60 * 60 * 1000));
  });

  for (const days of [30, 90] as const) {
    it(`counts-the-last-${days}-days-as-the-test-counts-them`, async () => {
      const start = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()) - (days - 1) * DAY_MS;
      const inWindow = (at: Date) => at.getTime() >= start && at.getTime() <= NOW.getTime();
      const counted = made.filter((row) => inWindow(row.at));
      const expected = {
        copies: counted.filter((row) => row.kind === "copy").length,
        uses: counted.filter((row) => row.kind === "use").length,
        favorites: counted.filter((row) => row.kind === "favorite").length,
        aiMessages: ai.filter(inWindow).length,
      };
      const activeDays = new Set([
        ...counted.filter((row) => row.kind !== "share").map((row) => dayOf(row.at)),
        ...ai.filter(inWindow).map(dayOf),
      ]);

      const analytics = await getMemberAnalytics(testDb.db, legend.userId, { days, locale: "en", now: NOW });
      expect(analytics.totals).toEqual({ ...expected, activeDays: activeDays.size });
      expect(analytics.series).toHaveLength(days);
      expect(analytics.from).toBe(dayOf(new Date(start)));
      expect(analytics.to).toBe(dayOf(NOW));
      for (const entry of analytics.series) {
        const that = counted.filter((row) => dayOf(row.at) === entry.day);
        expect(entry, entry.day).toEqual({
          day: entry.day,
          copies: that.filter((row) => row.kind === "copy").length,
          uses: that.filter((row) => row.kind === "use").length,
          favorites: that.filter((row) => row.kind === "favorite").length,
          aiMessages: ai.filter((at) => inWindow(at) && dayOf(at) === entry.day).length,
        });
      }

      // Top categories and the prompt returned to most, counted here.
      const used = counted.filter((row) => row.kind !== "share");
      const byCategory = new Map<string, number>();
      const byPrompt = new Map<number, { count: number; days: Set<string> }>();
      for (const row of used) {
        const categoryId = open.find((prompt) => prompt.id === row.promptId)!.categoryId;
        byCategory.set(categoryId, (byCategory.get(categoryId) ?? 0) + 1);
        const entry = byPrompt.get(row.promptId) ?? { count: 0, days: new Set() };
        entry.count += 1;
        entry.days.add(dayOf(row.at));
        byPrompt.set(row.promptId, entry);
      }
      expect(
        Object.fromEntries(analytics.topCategories.map((entry) => [entry.category.id, entry.count])),
      ).toEqual(
        Object.fromEntries(
          [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
        ),
      );
      const [firstId, first] = [...byPrompt].sort(
        (a, b) => b[1].days.size - a[1].days.size || b[1].count - a[1].count || a[0] - b[0],
      )[0]!;
      expect(analytics.topPrompts[0]).toMatchObject({
        prompt: { id: firstId },
        count: first.count,
        days: first.days.size,
      });
    });
  }

  it("counts-the-streak-of-consecutive-active-days-up-to-today", async () => {
    const active = new Set([
      ...made.filter((row) => row.kind !== "share" && row.at <= NOW).map((row) => dayOf(row.at)),
      ...ai.map(dayOf),
    ]);
    let expected = 0;
    while (active.has(dayOf(new Date(NOW.getTime() - expected * DAY_MS)))) expected += 1;
    const analytics = await getMemberAnalytics(testDb.db, legend.userId, {
      days: 30,
      locale: "pt",
      now: NOW,
    });
    expect(expected).toBeGreaterThanOrEqual(5);
    expect(analytics.streak).toEqual({ days: expected, includesToday: true });
    // The next day, before any activity, the streak still stands (it ends yesterday).
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    expect(
      (await getMemberAnalytics(testDb.db, legend.userId, { days: 30, locale: "pt", now: tomorrow })).streak,
    ).toEqual({
      days: expected,
      includesToday: false,
    });
    // Two days later it is broken.
    const later = new Date(NOW.getTime() + 2 * DAY_MS + 2 * 60 * 60 * 1000);
    expect(
      (await getMemberAnalytics(testDb.db, legend.userId, { days: 30, locale: "pt", now: later })).streak
        .days,
    ).toBe(0);
  });

  it("is-empty-for-a-new-member", async () => {
    const analytics = await getMemberAnalytics(testDb.db, newcomer.userId, {
      days: 90,
      locale: "en",
      now: NOW,
    });
    expect(analytics.totals).toEqual({ copies: 0, uses: 0, favorites: 0, aiMessages: 0, activeDays: 0 });
    expect(analytics.topCategories).toEqual([]);
    expect(analytics.topPrompts).toEqual([]);
    expect(analytics.streak.days).toBe(0);
  });
});

describe("recommendations", () => {
  let anchor: number;
  let alsoUsed: number;
  let ownId: number;
  let favoriteId: number;

  beforeAll(async () => {
    // The peers used what the Legend member used (open[0]) and, besides, open[10] and a forbidden one.
    anchor = open[0]!.id;
    alsoUsed = open[10]!.id;
    favoriteId = open[7]!.id;
    const recent = new Date(NOW.getTime() - 2 * DAY_MS);
    for (const peer of [peer1, peer2]) {
      await event(peer.userId, anchor, "copy", recent);
      await event(peer.userId, alsoUsed, "use", recent);
      await event(peer.userId, forbiddenIds[0]!, "copy", recent);
    }
    // This week's popular prompts, anonymous copies included.
    for (let index = 0; index < 6; index += 1) await event(null, open[12]!.id, "copy", recent);
    await testDb.db.insert(favorites).values({ userId: legend.userId, promptId: favoriteId });
    const [own] = await testDb.db
      .insert(prompts)
      .values({
        categoryId: open[0]!.categoryId,
        source: "member",
        authorId: legend.userId,
        isPublished: true,
        publishedAt: new Date(NOW.getTime() - 40 * DAY_MS),
      })
      .returning({ id: prompts.id });
    ownId = own!.id;
    await testDb.db.insert(promptTranslations).values({
      promptId: ownId,
      locale: "en",
      title: "My own prompt",
      description: "Mine",
      promptText: "Mine [x]",
    });
  });

  async function usedBy(userId: string): Promise<Set<number>> {
    const rows = await testDb.db
      .select({ promptId: promptEvents.promptId, kind: promptEvents.kind })
      .from(promptEvents)
      .where(eq(promptEvents.userId, userId));
    return new Set(rows.filter((row) => row.kind !== "share").map((row) => row.promptId));
  }

  it("never-recommends-what-the-member-used-favourited-or-wrote", async () => {
    const items = await getRecommendations(testDb.db, member(legend, "legend"), { locale: "en", now: NOW });
    expect(items.length).toBeGreaterThan(0);
    const used = await usedBy(legend.userId);
    for (const { prompt } of items) {
      expect(used.has(prompt.id), `used ${prompt.id}`).toBe(false);
      expect([favoriteId, ownId]).not.toContain(prompt.id);
    }
    expect(new Set(items.map((item) => item.prompt.id)).size).toBe(items.length);
  });

  it("says-members-who-used-the-same-prompt-also-used-this", async () => {
    const items = await getRecommendations(testDb.db, member(legend, "legend"), { locale: "pt", now: NOW });
    const found = items.find((item) => item.prompt.id === alsoUsed);
    expect(found?.reason).toMatchObject({ kind: "also-used", promptId: anchor });
    expect(items.some((item) => item.reason.kind === "category")).toBe(true);
    // Nothing of another member is in the answer: only prompts and titles.
    expect(JSON.stringify(items)).not.toContain(peer1.userId);
    expect(JSON.stringify(items)).not.toContain(peer1.email);
  });

  it("recommends-only-prompts-the-member-may-read", async () => {
    // The same history for a Creator and a free member: the forbidden prompt the peers used is never offered.
    for (const [who, tier] of [
      [creator, "creator"],
      [free, "free"],
    ] as const) {
      await event(who.userId, anchor, "copy", new Date(NOW.getTime() - DAY_MS));
      const items = await getRecommendations(testDb.db, member(who, tier), { locale: "en", now: NOW });
      for (const { prompt } of items) {
        expect(forbiddenIds).not.toContain(prompt.id);
        // What the catalogue tells this member about the prompt: it must not be locked.
        const { body } = await get(`/prompts/${prompt.id}`, who);
        expect((body.prompt as Json).locked, `${tier} ${prompt.id}`).toBe(false);
      }
    }
  });

  it("offers-this-weeks-popular-prompts-to-a-member-with-no-history", async () => {
    // The week's ranking is kept for a few minutes: the events the tests above added count from then on.
    const now = new Date(NOW.getTime() + POPULAR_TTL_MS);
    const items = await getRecommendations(testDb.db, member(newcomer, "legend"), { locale: "en", now });
    expect(items.length).toBe(8);
    expect(items.every((item) => item.reason.kind === "popular" || item.reason.kind === "start")).toBe(true);
    // The week's ranking counted here: copies 1, uses 2, favourites 3, over everyone's events.
    const weights: Record<string, number> = { copy: 1, use: 2, favorite: 3, share: 0 };
    const scores = new Map<number, number>();
    for (const row of await testDb.db.select().from(promptEvents)) {
      if (row.createdAt.getTime() <= now.getTime() - 7 * DAY_MS || row.createdAt > now) continue;
      scores.set(row.promptId, (scores.get(row.promptId) ?? 0) + weights[row.kind]!);
    }
    const ranked = [...scores].filter(([, score]) => score > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    expect(items.slice(0, 3).map((item) => item.prompt.id)).toEqual(ranked.slice(0, 3).map(([id]) => id));
    expect(items[0]!.reason).toEqual({ kind: "popular" });
  });

  it("keeps-the-weeks-ranking-for-five-minutes-of-the-clock-then-counts-again", async () => {
    const start = new Date(NOW.getTime() + DAY_MS);
    const at = (ms: number) => new Date(start.getTime() + ms);
    const recommend = (now: Date) =>
      getRecommendations(testDb.db, member(newcomer, "legend"), { locale: "en", now });
    const first = await recommend(start);
    // A prompt nobody used becomes the week's most copied, right after the ranking was made.
    const rising = open[11]!.id;
    expect(first.map((item) => item.prompt.id)).not.toContain(rising);
    for (let index = 0; index < 40; index += 1) await event(null, rising, "copy", at(-60_000));

    const cached = await recommend(at(POPULAR_TTL_MS - 1_000));
    expect(cached.map((item) => item.prompt.id)).toEqual(first.map((item) => item.prompt.id));

    const fresh = await recommend(at(POPULAR_TTL_MS));
    expect(fresh[0]).toMatchObject({ prompt: { id: rising }, reason: { kind: "popular" } });
    // A clock set back does not read a ranking made "later".
    expect((await recommend(at(-2 * DAY_MS))).map((item) => item.prompt.id)).not.toContain(rising);
    expect((await recommend(at(POPULAR_TTL_MS)))[0]?.prompt.id).toBe(rising);
    // A member's own use leaves it out at once, from the ranking already made.
    await event(newcomer.userId, rising, "copy", at(POPULAR_TTL_MS));
    expect((await recommend(at(POPULAR_TTL_MS + 1_000))).map((item) => item.prompt.id)).not.toContain(rising);
  });
});

describe("priority support", () => {
  let address = 0;
  const send = (subject: string, priority: boolean) =>
    submitContactMessage(testDb.db, {
      message: { name: "Ana", email: "ana@example.com", subject, message: "Hello there, a question." },
      locale: "en",
      clientAddress: `10.9.0.${(address += 1)}`,
      honeypot: "",
      priority,
    });

  it("lists-new-priority-messages-first-then-by-date", async () => {
    await send("Old normal", false);
    const urgent = await send("Legend question", true);
    await send("Newest normal", false);
    const { items } = await listContactMessages(testDb.db);
    expect(items.map((item) => [item.subject, item.priority])).toEqual([
      ["Legend question", true],
      ["Newest normal", false],
      ["Old normal", false],
    ]);
    // Handled, it takes its place by date again.
    if (urgent.status !== "sent") throw new Error("not sent");
    await markContactMessageHandled(testDb.db, urgent.id);
    expect((await listContactMessages(testDb.db)).items.map((item) => item.subject)).toEqual([
      "Newest normal",
      "Legend question",
      "Old normal",
    ]);
    const inbox = await get("/admin/messages", admin);
    expect((inbox.body.messages as Json[])[0]).toMatchObject({ subject: "Newest normal", priority: false });
  });
});

describe("the insights API", () => {
  it("refuses-anonymous-callers-and-members-below-legend", async () => {
    for (const path of ["/me/analytics", "/me/recommendations"]) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, creator)).status).toBe(403);
      expect((await get(path, free)).status).toBe(403);
    }
  });

  it("accepts-only-30-or-90-days", async () => {
    for (const days of ["7", "0", "abc", "365", "30.0"])
      expect((await get(`/me/analytics?days=${days}`, legend)).status, days).toBe(400);
    const ninety = await get("/me/analytics?days=90", legend);
    expect(ninety.status).toBe(200);
    expect(MemberAnalyticsSchema.parse(ninety.body).days).toBe(90);
    expect(MemberAnalyticsSchema.parse((await get("/me/analytics", admin)).body).days).toBe(30);
  });

  it("gives-recommendations-with-why-in-the-callers-language", async () => {
    const { status, body } = await get("/me/recommendations", legend, "pt");
    expect(status).toBe(200);
    const list = RecommendationListSchema.parse(body);
    const also = list.items.find((item) => item.reason.kind === "also-used");
    expect(also?.text).toMatch(/^Quem usou “.+” também usou este$/);
    const category = list.items.find((item) => item.reason.kind === "category");
    expect(category?.text).toMatch(/^Porque você usa prompts de /);
  });
});
