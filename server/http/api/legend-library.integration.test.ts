import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_PROMPTS_FORBIDDEN } from "~/content/catalog/prompts-forbidden";
import { mondayOf } from "~/core/weeks";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { promptEvents, prompts, promptTranslations, searchWordDays } from "~/server/catalog/schema";
import {
  getTrends,
  MIN_TRENDING_COUNT,
  recordSearchWords,
  trendFigures,
  trendScore,
} from "~/server/catalog/trends.server";
import { buildSitemap } from "~/server/seo/sitemap.server";
import { PromptListSchema, PromptResponseSchema, TrendsSchema } from "~/server/catalog/api-schemas";
import { createApiV1 } from "./v1.server";

// Forbidden prompts (Legend only), scheduled weekly drops and daily trends, through the API.

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let free: TestMember;
let creator: TestMember;
let legend: TestMember;
let admin: TestMember;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The API's clock: the tests move it instead of waiting. */
let now = new Date();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

async function get(path: string, member?: TestMember) {
  const response = await app.request(`/api/v1${path}`, {
    headers: member ? bearer(member.sessionToken) : {},
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const forbidden = CATALOG_PROMPTS_FORBIDDEN[0]!;
let forbiddenId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route(
    "/api/v1",
    createApiV1({ database: async () => testDb.db, clock: { now: () => now } }),
  );
  free = await createTestMember(auth, testDb.db);
  creator = await createTestMember(auth, testDb.db);
  legend = await createTestMember(auth, testDb.db);
  admin = await createTestMember(auth, testDb.db);
  await grantPlan(testDb.db, creator.userId, "creator");
  await grantPlan(testDb.db, legend.userId, "legend");
  await testDb.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  const [row] = await testDb.db
    .select({ id: prompts.id })
    .from(prompts)
    .where(eq(prompts.catalogKey, forbidden.id));
  forbiddenId = row!.id;
});
afterAll(async () => {
  await testDb.close();
});

describe("forbidden prompts", () => {
  it("a-creator-gets-a-forbidden-prompt-locked-with-the-legend-reason", async () => {
    const { status, body } = await get(`/prompts/${forbiddenId}?lang=en`, creator);
    expect(status).toBe(200);
    expect(PromptResponseSchema.parse(body).prompt).toMatchObject({
      title: forbidden.title.en,
      description: forbidden.description.en,
      isForbidden: true,
      locked: true,
      lockReason: "forbidden",
      promptText: null,
      instructions: null,
      steps: null,
    });
  });

  it("a-legend-member-and-an-admin-get-it-whole", async () => {
    for (const member of [legend, admin]) {
      const { prompt } = PromptResponseSchema.parse(
        (await get(`/prompts/${forbiddenId}?lang=pt`, member)).body,
      );
      expect(prompt).toMatchObject({
        locked: false,
        lockReason: null,
        promptText: forbidden.promptText.pt,
        instructions: forbidden.instructions.pt,
        steps: forbidden.steps.pt,
      });
    }
  });

  it("lists-only-forbidden-prompts-with-the-filter-locked-below-legend", async () => {
    for (const member of [undefined, free, creator]) {
      const page = PromptListSchema.parse(
        (await get("/prompts?forbidden=true&limit=50&lang=en", member)).body,
      );
      expect(page.items.map((item) => item.title).sort()).toEqual(
        CATALOG_PROMPTS_FORBIDDEN.map((p) => p.title.en).sort(),
      );
      expect(page.items.every((item) => item.isForbidden && item.locked && item.promptText === null)).toBe(
        true,
      );
    }
    const page = PromptListSchema.parse((await get("/prompts?forbidden=true&limit=50&lang=en", legend)).body);
    expect(page.items.every((item) => !item.locked && item.promptText !== null)).toBe(true);
  });

  it("a-creator-never-finds-a-forbidden-prompt-by-words-of-its-text", async () => {
    // A phrase of the prompt text only (not of its title, description, tagline or tags).
    // Compared by their first six letters, so a stem the public fields share ("negotiat…") is left out.
    const publicText = [
      forbidden.title.en,
      forbidden.tagline.en,
      forbidden.description.en,
      ...forbidden.tags.en,
    ]
      .join(" ")
      .toLowerCase();
    const words = [...new Set(forbidden.promptText.en.split(/[^\p{L}]+/u))]
      .filter((word) => word.length >= 9)
      .filter((word) => !publicText.includes(word.slice(0, 6).toLowerCase()));
    expect(words.length).toBeGreaterThan(3);
    for (const word of words.slice(0, 6)) {
      const asCreator = PromptListSchema.parse(
        (await get(`/prompts?forbidden=true&lang=en&q=${encodeURIComponent(word)}`, creator)).body,
      );
      expect(
        asCreator.items.map((item) => item.id),
        word,
      ).not.toContain(forbiddenId);
    }
  });
});

describe("a prompt scheduled for next week", () => {
  let scheduledId: number;
  const TITLE = "Quarterly Board Memo Drafter";

  beforeAll(async () => {
    const [row] = await testDb.db
      .insert(prompts)
      .values({
        categoryId: "consulting",
        source: "catalog",
        publishedAt: new Date(mondayOf(now).getTime() + 7 * DAY_MS + 9 * 60 * 60 * 1000),
      })
      .returning({ id: prompts.id });
    scheduledId = row!.id;
    await testDb.db.insert(promptTranslations).values({
      promptId: scheduledId,
      locale: "en",
      title: TITLE,
      description: "Turns a quarter's numbers into a memo for the board.",
      promptText: "Draft the memo for [company] from [numbers].",
      tags: ["boardmemo"],
    });
  });

  async function seenBy(member?: TestMember) {
    const detail = await get(`/prompts/${scheduledId}?lang=en`, member);
    const search = PromptListSchema.parse(
      (await get("/prompts?lang=en&q=quarterly%20board%20memo", member)).body,
    );
    const list = PromptListSchema.parse(
      (await get("/prompts?lang=en&category=consulting&limit=50", member)).body,
    );
    const week = PromptListSchema.parse((await get("/prompts?lang=en&new=week&limit=50", member)).body);
    const sitemap = await buildSitemap(testDb.db, "https://promptario.test", now);
    return {
      status: detail.status,
      inSearch: search.items.some((item) => item.id === scheduledId),
      inList: list.items.some((item) => item.id === scheduledId),
      inThisWeek: week.items.some((item) => item.id === scheduledId),
      inSitemap: sitemap.includes(`/prompt/${scheduledId}?`),
    };
  }

  it("is-invisible-until-its-date-except-to-admins", async () => {
    now = new Date();
    for (const member of [undefined, free, creator, legend]) {
      expect(await seenBy(member)).toEqual({
        status: 404,
        inSearch: false,
        inList: false,
        inThisWeek: false,
        inSitemap: false,
      });
    }
    expect((await get(`/prompts/${scheduledId}?lang=en`, admin)).status).toBe(200);
  });

  it("appears-on-its-date-in-search-lists-this-week-and-the-sitemap", async () => {
    now = new Date(mondayOf(new Date()).getTime() + 7 * DAY_MS + 10 * 60 * 60 * 1000);
    try {
      for (const member of [undefined, legend]) {
        expect(await seenBy(member)).toEqual({
          status: 200,
          inSearch: true,
          inList: true,
          inThisWeek: true,
          inSitemap: true,
        });
      }
    } finally {
      now = new Date();
    }
  });
});

describe("an admin through the API", () => {
  async function patch(id: number, body: unknown, member: TestMember = admin) {
    const response = await app.request(`/api/v1/admin/prompts/${id}`, {
      method: "PATCH",
      headers: { ...bearer(member.sessionToken), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  it("schedules-a-prompt-for-a-later-date-and-marks-one-forbidden", async () => {
    const later = new Date(now.getTime() + 14 * DAY_MS).toISOString();
    const scheduled = await patch(6, { publishedAt: later });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.prompt).toMatchObject({ isScheduled: true, publishedAt: later });
    expect((await get("/prompts/6", legend)).status).toBe(404);
    expect((await get("/prompts/6", admin)).status).toBe(200);

    const marked = await patch(6, {
      isForbidden: true,
      publishedAt: new Date(now.getTime() - DAY_MS).toISOString(),
    });
    expect(marked.body.prompt).toMatchObject({ isForbidden: true, isScheduled: false });
    expect(PromptResponseSchema.parse((await get("/prompts/6", creator)).body).prompt).toMatchObject({
      locked: true,
      lockReason: "forbidden",
    });
    expect((await patch(6, { isForbidden: true }, legend)).status).toBe(403);
  });
});

describe("daily trends", () => {
  const hour = 60 * 60 * 1000;
  let rising: number;
  let steady: number;

  beforeAll(async () => {
    // Prompt 2 is steadily popular: 20 copies every day. Prompt 3 had 1 a day and 12 today.
    steady = 2;
    rising = 3;
    const at = (daysAgo: number, n: number) =>
      new Date(now.getTime() - daysAgo * DAY_MS - (n % 20) * hour - 60_000);
    const events: (typeof promptEvents.$inferInsert)[] = [];
    for (let day = 0; day < 8; day++) {
      for (let n = 0; n < 20; n++)
        events.push({
          promptId: steady,
          kind: "copy",
          clientKey: `steady-${day}-${n}`,
          createdAt: at(day, n),
        });
      const risingCount = day === 0 ? 12 : 1;
      for (let n = 0; n < risingCount; n++)
        events.push({
          promptId: rising,
          kind: n % 3 === 0 ? "favorite" : "use",
          clientKey: `rising-${day}-${n}`,
          createdAt: at(day, n),
        });
    }
    // One click is not a trend: a prompt with a single event today and none before.
    events.push({ promptId: 5, kind: "copy", clientKey: "lone", createdAt: new Date(now.getTime() - hour) });
    await testDb.db.insert(promptEvents).values(events);
  });

  it("scores today against the previous seven days' average", () => {
    expect(trendFigures([1, 1, 1, 1, 1, 1, 1, 12])).toMatchObject({
      today: 12,
      baseline: 1,
      changePercent: 1100,
    });
    expect(trendFigures([0, 0, 0, 0, 0, 0, 0, 6]).changePercent).toBeNull();
    expect(trendScore({ today: 12, baseline: 1 })).toBeGreaterThan(trendScore({ today: 20, baseline: 20 }));
  });

  it("ranks-a-rising-prompt-above-a-steady-popular-one", async () => {
    const trends = await getTrends(testDb.db, "en", now);
    expect(trends.enoughData).toBe(true);
    const ids = trends.prompts.map((row) => row.prompt.id);
    expect(ids[0]).toBe(rising);
    expect(ids).not.toContain(steady);
    expect(ids).not.toContain(5);
    expect(trends.prompts[0]).toMatchObject({
      today: 12,
      baseline: 1,
      changePercent: 1100,
      series: [1, 1, 1, 1, 1, 1, 1, 12],
    });
    expect(MIN_TRENDING_COUNT).toBeGreaterThan(1);
  });

  it("counts-search-words-per-day-without-who-searched-and-ranks-the-rising-ones", async () => {
    const today = now;
    const yesterday = new Date(now.getTime() - DAY_MS);
    // A word of a catalogue title: part of the public vocabulary.
    const word = forbidden.title.en
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((candidate) => candidate.length >= 5)!;
    await recordSearchWords(testDb.db, "en", [word], yesterday);
    for (let i = 0; i < 4; i++) await recordSearchWords(testDb.db, "en", [word, "zzqxv"], today);
    const stored = await testDb.db
      .select()
      .from(searchWordDays)
      .where(sql`${searchWordDays.locale} = 'en'`);
    // Words outside the public vocabulary (a name, an address, a typo) are never counted.
    expect(stored.map((row) => row.word)).not.toContain("zzqxv");
    expect(Object.keys(stored[0]!).sort()).toEqual(["count", "day", "locale", "word"]);
    const trends = await getTrends(testDb.db, "en", now);
    expect(trends.words.find((row) => row.word === word)).toMatchObject({
      today: 4,
      series: [0, 0, 0, 0, 0, 0, 1, 4],
    });
    // The API's searches above ("quarterly board memo", four times) were counted too.
    expect(trends.words.find((row) => row.word === "board")).toMatchObject({ today: 4 });
  });

  it("is-for-legend-members-and-admins-through-the-api", async () => {
    expect((await get("/trends")).status).toBe(401);
    expect((await get("/trends", free)).status).toBe(403);
    expect((await get("/trends", creator)).status).toBe(403);
    const { status, body } = await get("/trends?lang=en", legend);
    expect(status).toBe(200);
    expect(TrendsSchema.parse(body).prompts[0]?.prompt.id).toBe(rising);
    expect((await get("/trends", admin)).status).toBe(200);
  });
});
