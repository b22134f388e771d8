import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor } from "~/server/accounts/auth.server";
import { favorites, user } from "~/server/accounts/schema";
import { createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { calendarEntries } from "~/server/calendar/schema";
import { listFeaturedPrompts, listNewestPrompts, listPopularPrompts } from "~/server/catalog/lists.server";
import { listCategoryPrompts } from "~/server/catalog/categories.server";
import { listWeeklyDrops } from "~/server/catalog/drops.server";
import { getTrends } from "~/server/catalog/trends.server";
import { promptEvents, prompts, promptTranslations } from "~/server/catalog/schema";
import { chatConversations } from "~/server/chat/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { focusSessions } from "~/server/focus/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { getMemberHome, MEMBER_HOME_ITEMS } from "./member-home.server";
import { getRecommendations } from "./recommendations.server";

// The member home's blocks, per plan, and the rule that lists show a member's prompt only to
// readers of its language.

/** 01:30 UTC on 27 November: still the 26th in São Paulo (UTC−3). */
const NOW = new Date("2026-11-27T01:30:00.000Z");
const HOUR_MS = 60 * 60 * 1000;

let testDb: TestDatabase;
let free: TestMember;
let creator: TestMember;
let legend: TestMember;
let open: number[];

const as = (m: TestMember, tier: "free" | "creator" | "legend"): Extract<Viewer, { kind: "member" }> => ({
  kind: "member",
  userId: m.userId,
  tier,
  isAdmin: false,
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  const auth = createAuthFor(testDb.db);
  [free, creator, legend] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  const rows = await testDb.db
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(
        eq(prompts.source, "catalog"),
        eq(prompts.isPublished, true),
        eq(prompts.isPremium, false),
        eq(prompts.isForbidden, false),
      ),
    )
    .orderBy(asc(prompts.id));
  open = rows.map((row) => row.id);
  expect(open.length).toBeGreaterThan(8);
});
afterAll(async () => {
  await testDb.close();
});

// First, while the database is as a fresh install has it (the later tests add events).
describe("the library's first day", () => {
  it.each(["en", "pt"] as const)(
    "announces the coming drops and offers the library's picks on /new (%s)",
    async (locale) => {
      const drops = await listWeeklyDrops(testDb.db, locale);
      expect(drops.upcoming.length).toBeGreaterThan(0);
      expect(drops.nextDropAt).toBe(drops.upcoming[0]);
      expect([...drops.upcoming].sort()).toEqual(drops.upcoming);
      expect(drops.starters.length).toBeGreaterThan(0);
      expect(drops.starters.every((prompt) => prompt.locale === locale)).toBe(true);
    },
  );

  it.each(["en", "pt"] as const)(
    "offers categories and words to explore while nothing rises on /trends (%s)",
    async (locale) => {
      const trends = await getTrends(testDb.db, locale);
      expect(trends.enoughData).toBe(false);
      expect(trends.prompts.length).toBeGreaterThan(0);
      expect(trends.categories).toEqual([]);
      expect(trends.explore.length).toBe(12);
      expect(trends.words).toEqual([]);
      expect(trends.suggestions.length).toBeGreaterThan(0);
    },
  );
});

describe("the member home", () => {
  it("starts empty for a new member, with only the blocks of their plan", async () => {
    const home = await getMemberHome(testDb.db, as(free, "free"), { locale: "en", now: NOW });
    expect(home).toMatchObject({
      today: "2026-11-27",
      calendar: { entries: [], more: 0 },
      focus: null,
      chats: null,
      recent: [],
      favorites: [],
    });
    const creatorHome = await getMemberHome(testDb.db, as(creator, "creator"), { locale: "en", now: NOW });
    expect(creatorHome.focus).toEqual({ session: null });
    expect(creatorHome.chats).toBeNull();
    const legendHome = await getMemberHome(testDb.db, as(legend, "legend"), { locale: "en", now: NOW });
    expect(legendHome.focus).toEqual({ session: null });
    expect(legendHome.chats).toEqual([]);
  });

  it("shows today's entries in the member's time zone, by the app clock", async () => {
    await testDb.db.update(user).set({ timeZone: "America/Sao_Paulo" }).where(eq(user.id, creator.userId));
    await testDb.db.insert(calendarEntries).values([
      ...Array.from({ length: MEMBER_HOME_ITEMS + 2 }, (_, index) => ({
        userId: creator.userId,
        promptId: open[index]!,
        scheduledDate: "2026-11-26",
        title: `Today ${index + 1}`,
        createdAt: new Date(NOW.getTime() - (10 - index) * HOUR_MS),
      })),
      { userId: creator.userId, promptId: open[0]!, scheduledDate: "2026-11-27", title: "Tomorrow" },
      { userId: free.userId, promptId: open[0]!, scheduledDate: "2026-11-27", title: "Someone else's" },
    ]);
    const home = await getMemberHome(testDb.db, as(creator, "creator"), { locale: "en", now: NOW });
    expect(home.today).toBe("2026-11-26");
    // In the calendar's order, each named by its prompt's title in the reader's language.
    expect(home.calendar.entries.map((entry) => entry.url)).toEqual(
      open.slice(0, MEMBER_HOME_ITEMS).map((id) => `/prompt/${id}`),
    );
    expect(home.calendar.more).toBe(2);
    // In UTC it is already the 27th.
    const freeHome = await getMemberHome(testDb.db, as(free, "free"), { locale: "en", now: NOW });
    expect(freeHome.calendar.entries.map((entry) => entry.url)).toEqual([`/prompt/${open[0]}`]);
  });

  it("offers the unfinished focus session and the latest chats, at most five", async () => {
    await testDb.db.insert(focusSessions).values([
      {
        userId: legend.userId,
        title: "Finished",
        endedAt: new Date(NOW.getTime() - HOUR_MS),
        updatedAt: new Date(NOW.getTime() - HOUR_MS),
      },
      {
        userId: legend.userId,
        title: "Launch plan",
        subTasks: [
          { id: "a", text: "Outline", done: true },
          { id: "b", text: "Draft", done: false },
        ],
        updatedAt: new Date(NOW.getTime() - 2 * HOUR_MS),
      },
    ]);
    await testDb.db.insert(chatConversations).values(
      Array.from({ length: 7 }, (_, index) => ({
        userId: legend.userId,
        title: `Chat ${index + 1}`,
        updatedAt: new Date(NOW.getTime() - index * HOUR_MS),
      })),
    );
    const home = await getMemberHome(testDb.db, as(legend, "legend"), { locale: "pt", now: NOW });
    expect(home.focus?.session).toMatchObject({ title: "Launch plan", tasksDone: 1, tasksTotal: 2 });
    expect(home.chats?.map((chat) => chat.title)).toEqual(["Chat 1", "Chat 2", "Chat 3", "Chat 4", "Chat 5"]);
    // A plan without them never reads them.
    const free_ = await getMemberHome(testDb.db, as(legend, "free"), { locale: "pt", now: NOW });
    expect(free_.focus).toBeNull();
    expect(free_.chats).toBeNull();
  });

  it("lists the prompts used and saved most recently, in the reader's language, at most five", async () => {
    const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR_MS);
    await testDb.db.insert(promptEvents).values([
      { promptId: open[0]!, kind: "copy", userId: free.userId, clientKey: "t", createdAt: at(30) },
      { promptId: open[1]!, kind: "use", userId: free.userId, clientKey: "t", createdAt: at(20) },
      { promptId: open[0]!, kind: "copy", userId: free.userId, clientKey: "t", createdAt: at(1) },
      // Shares and favourites are not "using" a prompt; another member's use is theirs.
      { promptId: open[2]!, kind: "share", userId: free.userId, clientKey: "t", createdAt: at(2) },
      { promptId: open[3]!, kind: "copy", userId: creator.userId, clientKey: "t", createdAt: at(2) },
      // Older than the window.
      { promptId: open[4]!, kind: "copy", userId: free.userId, clientKey: "t", createdAt: at(24 * 100) },
      ...open.slice(5, 11).map((promptId, index) => ({
        promptId,
        kind: "copy",
        userId: legend.userId,
        clientKey: "t",
        createdAt: at(10 + index),
      })),
    ]);
    await testDb.db.insert(favorites).values([
      { userId: free.userId, promptId: open[5]!, createdAt: at(5) },
      { userId: free.userId, promptId: open[6]!, createdAt: at(3) },
    ]);
    const home = await getMemberHome(testDb.db, as(free, "free"), { locale: "pt", now: NOW });
    expect(home.recent.map((prompt) => prompt.id)).toEqual([open[0], open[1]]);
    expect(home.recent.every((prompt) => prompt.locale === "pt")).toBe(true);
    expect(home.favorites.map((prompt) => prompt.id)).toEqual([open[6], open[5]]);
    const busy = await getMemberHome(testDb.db, as(legend, "legend"), { locale: "en", now: NOW });
    expect(busy.recent.map((prompt) => prompt.id)).toEqual(open.slice(5, 10));
  });
});

describe("a member's prompt in lists", () => {
  let ptPrompt: number;

  beforeAll(async () => {
    const [row] = await testDb.db
      .insert(prompts)
      .values({
        categoryId: "marketing",
        source: "member",
        authorId: free.userId,
        featured: true,
        publishedAt: new Date("2026-11-01T12:00:00.000Z"),
      })
      .returning({ id: prompts.id });
    ptPrompt = row!.id;
    await testDb.db.insert(promptTranslations).values({
      promptId: ptPrompt,
      locale: "pt",
      title: "Post de lançamento",
      description: "Um post curto para anunciar um produto.",
      promptText: "Escreva um post sobre [produto].",
    });
    // Popular this week, so the popular lists would rank it first.
    await testDb.db.insert(promptEvents).values(
      Array.from({ length: 10 }, () => ({
        promptId: ptPrompt,
        kind: "favorite",
        userId: null,
        clientKey: "t",
        createdAt: new Date(NOW.getTime() - 2 * HOUR_MS),
      })),
    );
    await testDb.db.insert(favorites).values({ userId: creator.userId, promptId: ptPrompt });
  });

  const lists = async (locale: "en" | "pt") => {
    const day = "2026-11-26";
    const [featured, newest, popular, category] = await Promise.all([
      listFeaturedPrompts(testDb.db, locale, 50),
      listNewestPrompts(testDb.db, locale, 50),
      listPopularPrompts(testDb.db, locale, { limit: 50, windowDays: 7, day }, NOW),
      listCategoryPrompts(testDb.db, "marketing", locale, { limit: 200 }, NOW),
    ]);
    return { featured, newest, popular, category };
  };

  it("is listed for readers of its language only", async () => {
    const pt = await lists("pt");
    for (const list of Object.values(pt)) expect(list.map((prompt) => prompt.id)).toContain(ptPrompt);
    expect(pt.popular[0]!.id).toBe(ptPrompt);
    const en = await lists("en");
    for (const [name, list] of Object.entries(en)) {
      expect({ name, ids: list.map((prompt) => prompt.id) }).not.toEqual(
        expect.objectContaining({ ids: expect.arrayContaining([ptPrompt]) }),
      );
      expect(list.length, name).toBeGreaterThan(0);
    }
  });

  it("is never recommended to readers of another language, but stays in its reader's favourites", async () => {
    const recommended = await getRecommendations(testDb.db, as(legend, "legend"), {
      locale: "en",
      now: NOW,
      limit: 50,
    });
    expect(recommended.map((entry) => entry.prompt.id)).not.toContain(ptPrompt);
    const home = await getMemberHome(testDb.db, as(creator, "creator"), { locale: "en", now: NOW });
    expect(home.favorites.map((prompt) => prompt.id)).toContain(ptPrompt);
  });
});
