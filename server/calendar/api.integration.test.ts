import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { user } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember, callApi } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { CALENDAR_REMINDER_JOB, calendarJobHandlers } from "~/server/calendar/reminders.server";
import { calendarEntries } from "~/server/calendar/schema";
import { readablePromptTexts } from "~/server/catalog/prompt.server";
import { visibleTo } from "~/server/catalog/rows.server";
import { searchPrompts } from "~/server/catalog/search.server";
import { CALENDAR_LIBRARY_CHOICES } from "~/server/calendar/calendar.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { createTestClock } from "~/server/jobs/clock.server";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { jobs } from "~/server/jobs/schema";
import { createLockerPrompt } from "~/server/locker/locker.server";
import { mailOutbox } from "~/server/mail/schema";
import { createMemberPrompt, deleteMemberPrompt } from "~/server/prompts/member-prompts.server";
import { createCalendarFeedRoutes } from "~/server/http/calendar-feed.server";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let feeds: Hono;
let readable: number;
let locked: number;
// Monday 2 March 2026, 10:00 UTC: the clock the server's jobs go by, moved by hand.
const clock = createTestClock(new Date("2026-03-02T10:00:00Z"));
const handlers = calendarJobHandlers({ publicUrl: "http://localhost:3000" });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const call = (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
  callApi(app, method, path, member, body, lang);

async function newMember(timeZone?: string, language = "en") {
  const member = await createTestMember(auth, testDb.db);
  await testDb.db
    .update(user)
    .set({ language, ...(timeZone ? { timeZone } : {}) })
    .where(eq(user.id, member.userId));
  return member;
}

/** The calendar reminders mailed to an address (sign-up mail left out). */
const mailTo = async (email: string) =>
  (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((mail) =>
    /^(Today on your content calendar|Hoje no seu calendário de conteúdo): /.test(mail.subject),
  );

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, clock }));
  feeds = createCalendarFeedRoutes(async () => testDb.db, clock);
  // A library prompt a free member may read, and one they may not.
  const texts = await readablePromptTexts(
    testDb.db,
    Array.from({ length: 25 }, (_, i) => i + 1),
    "en",
    { kind: "member", userId: "nobody", tier: "free", isAdmin: false },
  );
  readable = [...texts].find(([, text]) => !text.locked)![0];
  locked = [...texts].find(([, text]) => text.locked)![0];
});
afterAll(async () => {
  await testDb.close();
});

describe("the content calendar API", () => {
  it("needs-an-account", async () => {
    expect((await call("GET", "/calendar?month=2026-03")).status).toBe(401);
    expect(
      (await call("POST", "/calendar", undefined, { promptId: readable, date: "2026-03-09" })).status,
    ).toBe(401);
  });

  it("lists-a-month-from-its-first-to-its-last-day-inclusive-with-the-prompt", async () => {
    const member = await newMember();
    for (const date of ["2026-01-31", "2026-02-01", "2026-02-14", "2026-02-28", "2026-03-01"]) {
      expect((await call("POST", "/calendar", member, { promptId: readable, date })).status).toBe(201);
    }
    const february = await call("GET", "/calendar?month=2026-02", member);
    expect(february.status).toBe(200);
    expect(february.body.entries.map((entry: Json) => entry.date)).toEqual([
      "2026-02-01",
      "2026-02-14",
      "2026-02-28",
    ]);
    expect(february.body.entries[0]).toMatchObject({
      reminder: false,
      locked: false,
      prompt: { source: "library", id: readable },
    });
    // The list carries summaries; the text comes with the entry.
    expect(february.body.entries[0]).not.toHaveProperty("prompt.promptText");
    const opened = await call("GET", `/calendar/${february.body.entries[0].id}`, member);
    expect(opened.body.entry.prompt).toMatchObject({
      url: `/prompt/${readable}`,
      locked: false,
      promptText: expect.any(String),
      category: { id: expect.any(String) },
    });
    // The same entry in the reader's language.
    const pt = await call("GET", "/calendar?month=2026-02", member, undefined, "pt");
    expect(pt.body.entries[0].title).not.toBe(february.body.entries[0].title);
  });

  it("lists-a-prompt-written-in-one-language-under-its-own-title-for-a-reader-of-the-other", async () => {
    const author = await newMember();
    const own = await createMemberPrompt(
      testDb.db,
      { kind: "member", userId: author.userId, tier: "free", isAdmin: false },
      {
        title: "Roteiro de reunião com cliente",
        description: "Só em português",
        categoryId: "marketing",
        tags: [],
        promptText: "Escreva [assunto]",
        type: "text",
        language: "pt",
        tagline: null,
        instructions: null,
        credits: null,
        isPremium: false,
      },
    );
    for (const date of ["2026-05-04", "2026-05-05"])
      expect((await call("POST", "/calendar", author, { promptId: own.id, date })).status).toBe(201);
    expect((await call("POST", "/calendar", author, { promptId: readable, date: "2026-05-04" })).status).toBe(
      201,
    );
    const month = (await call("GET", "/calendar?month=2026-05", author)).body.entries as Json[];
    expect(month.map((entry) => [entry.date, entry.title, entry.locked])).toEqual([
      ["2026-05-04", "Roteiro de reunião com cliente", false],
      ["2026-05-04", expect.not.stringMatching(/^Roteiro/), false],
      ["2026-05-05", "Roteiro de reunião com cliente", false],
    ]);
  });

  it("marks-a-library-prompt-locked-in-a-month-once-the-members-plan-no-longer-opens-it", async () => {
    const member = await newMember();
    await grantPlan(testDb.db, member.userId, "legend");
    expect((await call("POST", "/calendar", member, { promptId: locked, date: "2026-07-01" })).status).toBe(
      201,
    );
    const asLegend = (await call("GET", "/calendar?month=2026-07", member)).body.entries as Json[];
    expect(asLegend.map((entry) => entry.locked)).toEqual([false]);
    await grantPlan(testDb.db, member.userId, "free");
    const asExplorer = (await call("GET", "/calendar?month=2026-07", member)).body.entries as Json[];
    expect(asExplorer.map((entry) => entry.locked)).toEqual([true]);
  });

  it("refuses-bad-dates-and-months-with-a-message", async () => {
    const member = await newMember();
    for (const date of ["2026-02-30", "2026-13-01", "09/03/2026", "2026-3-9", "", 20260309]) {
      const refused = await call("POST", "/calendar", member, { promptId: readable, date });
      expect(refused.status, String(date)).toBe(400);
      expect(refused.body.error).toMatch(/YYYY-MM-DD/);
    }
    for (const month of ["2026-13", "2026", "march", "2026-02-01"]) {
      const refused = await call("GET", `/calendar?month=${month}`, member);
      expect(refused.status, month).toBe(400);
      expect(refused.body.error).toMatch(/YYYY-MM/);
    }
    expect((await call("GET", "/calendar", member)).status).toBe(400);
    expect((await call("POST", "/calendar", member, { date: "2026-03-09" })).body.error).toBe(
      "Give exactly one of promptId or lockerPromptId",
    );
    const entry = (await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-09" })).body
      .entry as Json;
    expect((await call("PATCH", `/calendar/${entry.id}`, member, { date: "2026-02-29" })).status).toBe(400);
    expect((await call("PATCH", `/calendar/${entry.id}`, member, {})).status).toBe(400);
  });

  it("refuses-ids-beyond-int4-and-searches-with-control-characters-with-a-400", async () => {
    const member = await newMember();
    for (const promptId of [2_147_483_648, 9_007_199_254_740_991, 0, 1.5]) {
      const refused = await call("POST", "/calendar", member, { promptId, date: "2026-03-09" });
      expect(refused.status, String(promptId)).toBe(400);
      expect(refused.body.error).toMatch(/promptId/);
    }
    expect(
      (await call("POST", "/calendar", member, { promptId: 2_147_483_647, date: "2026-03-09" })).status,
    ).toBe(404);
    for (const q of ["%00", "a%01b"])
      expect((await call("GET", `/calendar/prompts?q=${q}`, member)).status, q).toBe(400);
  });

  it("shows-and-changes-only-the-member's-own-entries", async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const entry = (await call("POST", "/calendar", owner, { promptId: readable, date: "2026-04-10" })).body
      .entry as Json;
    expect((await call("GET", "/calendar?month=2026-04", other)).body.entries).toEqual([]);
    expect((await call("GET", `/calendar/${entry.id}`, other)).status).toBe(404);
    expect((await call("PATCH", `/calendar/${entry.id}`, other, { reminder: true })).status).toBe(404);
    expect((await call("DELETE", `/calendar/${entry.id}`, other)).status).toBe(404);
    expect((await call("DELETE", "/calendar/not-a-uuid", owner)).status).toBe(404);
    const moved = await call("PATCH", `/calendar/${entry.id}`, owner, { date: "2026-04-12" });
    expect(moved.body.entry).toMatchObject({ id: entry.id, date: "2026-04-12" });
    expect((await call("DELETE", `/calendar/${entry.id}`, owner)).status).toBe(204);
    expect((await call("GET", "/calendar?month=2026-04", owner)).body.entries).toEqual([]);
  });

  it("cannot-schedule-a-prompt-the-member-cannot-read", async () => {
    const [author, member] = [await newMember(), await newMember()];
    const privatePrompt = await createMemberPrompt(
      testDb.db,
      { kind: "member", userId: author.userId, tier: "free", isAdmin: false },
      {
        title: "My private draft",
        description: "Only mine",
        categoryId: "marketing",
        tags: [],
        promptText: "Write [thing]",
        type: "text",
        language: "en",
        tagline: null,
        instructions: null,
        credits: null,
        isPremium: false,
      },
    );
    expect(
      (await call("POST", "/calendar", member, { promptId: privatePrompt.id, date: "2026-03-09" })).status,
    ).toBe(404);
    expect((await call("POST", "/calendar", member, { promptId: 999_999, date: "2026-03-09" })).status).toBe(
      404,
    );
    const premium = await call("POST", "/calendar", member, { promptId: locked, date: "2026-03-09" });
    expect(premium.status).toBe(403);
    expect(premium.body.code).toBe("prompt_locked");
    // A published prompt scheduled by someone else drops out of their calendar once made private.
    const authorViewer = {
      kind: "member" as const,
      userId: author.userId,
      tier: "free" as const,
      isAdmin: false,
    };
    await testDb.db.update(prompts).set({ isPublished: true }).where(eq(prompts.id, privatePrompt.id));
    expect(
      (await call("POST", "/calendar", member, { promptId: privatePrompt.id, date: "2026-03-10" })).status,
    ).toBe(201);
    await testDb.db.update(prompts).set({ isPublished: false }).where(eq(prompts.id, privatePrompt.id));
    expect((await call("GET", "/calendar?month=2026-03", member)).body.entries).toEqual([]);
    // The author schedules their own private prompt; deleting the prompt removes its entries.
    const own = await call("POST", "/calendar", author, {
      promptId: privatePrompt.id,
      date: "2026-03-09",
      reminder: true,
    });
    expect(own.status).toBe(201);
    await deleteMemberPrompt(testDb.db, authorViewer, privatePrompt.id);
    expect(
      await testDb.db.select().from(calendarEntries).where(eq(calendarEntries.userId, author.userId)),
    ).toEqual([]);
    // Its reminder job finds nothing to send.
    clock.set(new Date("2026-03-09T12:00:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(author.email)).toEqual([]);
    clock.set(new Date("2026-03-02T10:00:00Z"));
  });

  it("schedules-a-legend-member's-locker-prompts-and-lists-the-member's-prompts", async () => {
    const legend = await newMember();
    await grantPlan(testDb.db, legend.userId, "legend");
    const saved = await createLockerPrompt(testDb.db, legend.userId, {
      title: "Newsletter opener",
      content: "Open with [hook]",
      description: "Weekly",
      tags: [],
      projectId: null,
    });
    expect((await call("PUT", `/favorites/${readable}`, legend)).status).toBe(200);
    const choices = (await call("GET", "/calendar/prompts", legend)).body.items as Json[];
    // Newest first: the favourite came after the saved prompt.
    expect(choices.map((choice) => choice.origin)).toEqual(["favorite", "locker"]);
    const ownMatches = (await call("GET", "/calendar/prompts?q=newsletter", legend)).body.items as Json[];
    expect(ownMatches.filter((choice) => choice.origin !== "library")).toHaveLength(1);
    const created = await call("POST", "/calendar", legend, { lockerPromptId: saved.id, date: "2026-05-05" });
    expect(created.status).toBe(201);
    expect(created.body.entry.prompt).toMatchObject({
      source: "locker",
      id: saved.id,
      title: "Newsletter opener",
      promptText: "Open with [hook]",
      url: `/prompt-locker?edit=${saved.id}`,
    });
    const free = await newMember();
    expect(
      (await call("POST", "/calendar", free, { lockerPromptId: saved.id, date: "2026-05-05" })).status,
    ).toBe(403);
    expect((await call("GET", "/calendar/prompts", free)).body.items).toEqual([]);
  });

  it("keeps-the-placeholders'-values-with-an-entry-within-bounds", async () => {
    const member = await newMember();
    const created = await call("POST", "/calendar", member, {
      promptId: readable,
      date: "2026-06-01",
      values: { audience: "  small bakeries ", tone: "warm\nand short", empty: "   " },
    });
    expect(created.status).toBe(201);
    // Trimmed, and a placeholder left empty is not kept.
    expect(created.body.entry.values).toEqual({ audience: "small bakeries", tone: "warm\nand short" });
    // A month lists entries without them; the opened entry has them.
    const month = await call("GET", "/calendar?month=2026-06", member);
    expect(month.body.entries[0]).not.toHaveProperty("values");
    const opened = await call("GET", `/calendar/${created.body.entry.id}`, member);
    expect(opened.body.entry.values).toEqual({ audience: "small bakeries", tone: "warm\nand short" });
    // Moving keeps them; sending values replaces them.
    const moved = await call("PATCH", `/calendar/${created.body.entry.id}`, member, { date: "2026-06-02" });
    expect(moved.body.entry.values).toEqual({ audience: "small bakeries", tone: "warm\nand short" });
    const replaced = await call("PATCH", `/calendar/${created.body.entry.id}`, member, {
      values: { audience: "florists" },
    });
    expect(replaced.body.entry.values).toEqual({ audience: "florists" });
    // Without values, an entry keeps none.
    const bare = await call("POST", "/calendar", member, { promptId: readable, date: "2026-06-03" });
    expect(bare.body.entry.values).toEqual({});

    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`field ${i}`, "x"]));
    for (const values of [
      tooMany,
      { audience: "x".repeat(2_001) },
      { ["n".repeat(81)]: "x" },
      { "": "x" },
      { audience: 3 },
      { audience: "bad\u0000value" },
      ["audience"],
      "audience",
    ]) {
      const refused = await call("POST", "/calendar", member, {
        promptId: readable,
        date: "2026-06-04",
        values,
      });
      expect(refused.status, JSON.stringify(values).slice(0, 40)).toBe(400);
    }
    const exactly = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`field ${i}`, "x".repeat(2_000)]),
    );
    expect(
      (await call("POST", "/calendar", member, { promptId: readable, date: "2026-06-04", values: exactly }))
        .status,
    ).toBe(201);
    expect((await call("PATCH", `/calendar/${bare.body.entry.id}`, member, { values: tooMany })).status).toBe(
      400,
    );
  });

  it("searches-the-whole-library-in-the-day-sheet-by-the-site's-search-marking-what-the-plan-does-not-open", async () => {
    const free = await newMember();
    const [lockedTitle] = await testDb.db
      .select({ title: promptTranslations.title })
      .from(promptTranslations)
      .where(and(eq(promptTranslations.promptId, locked), eq(promptTranslations.locale, "en")));
    const q = lockedTitle!.title;
    // Without words, only the member's own prompts (none yet).
    expect((await call("GET", "/calendar/prompts", free)).body.items).toEqual([]);
    const found = (await call("GET", `/calendar/prompts?q=${encodeURIComponent(q)}`, free)).body
      .items as Json[];
    const site = await searchPrompts(testDb.db, {
      q,
      locale: "en",
      limit: CALENDAR_LIBRARY_CHOICES,
      offset: 0,
      viewer: { kind: "member", userId: free.userId, tier: "free", isAdmin: false },
    });
    // The same prompts, in the same order, as the site's search box.
    expect(found.map((choice) => choice.id)).toEqual(site.items.map((item) => item.id));
    expect(found.every((choice) => choice.origin === "library" && choice.addedAt === null)).toBe(true);
    // Listed by title, marked: the free plan does not open it, and it cannot be scheduled.
    expect(found.find((choice) => choice.id === locked)).toMatchObject({ title: q, locked: true });
    expect((await call("POST", "/calendar", free, { promptId: locked, date: "2026-07-01" })).body.code).toBe(
      "prompt_locked",
    );
    // A plan that opens it lists it unlocked, and it can be scheduled.
    const creator = await newMember();
    await grantPlan(testDb.db, creator.userId, "creator");
    const forCreator = (await call("GET", `/calendar/prompts?q=${encodeURIComponent(q)}`, creator)).body
      .items as Json[];
    expect(forCreator.find((choice) => choice.id === locked)).toMatchObject({ locked: false });
    expect((await call("POST", "/calendar", creator, { promptId: locked, date: "2026-07-01" })).status).toBe(
      201,
    );
    // A favourite is listed once, as the member's own, before the library's matches.
    expect((await call("PUT", `/favorites/${locked}`, creator)).status).toBe(200);
    const withFavorite = (await call("GET", `/calendar/prompts?q=${encodeURIComponent(q)}`, creator)).body
      .items as Json[];
    expect(withFavorite.filter((choice) => choice.id === locked).map((choice) => choice.origin)).toEqual([
      "favorite",
    ]);
    expect(withFavorite[0]).toMatchObject({ id: locked, origin: "favorite" });
    // Another member's private prompt is never found.
    const author = await newMember();
    await createMemberPrompt(
      testDb.db,
      { kind: "member", userId: author.userId, tier: "free", isAdmin: false },
      {
        title: "Zanzibar pelican brief",
        description: "Private",
        categoryId: "marketing",
        tags: [],
        promptText: "Write [thing]",
        type: "text",
        language: "en",
        tagline: null,
        instructions: null,
        credits: null,
        isPremium: false,
      },
    );
    expect((await call("GET", "/calendar/prompts?q=zanzibar%20pelican", free)).body.items).toEqual([]);
    expect(
      ((await call("GET", "/calendar/prompts?q=zanzibar%20pelican", author)).body.items as Json[]).map(
        (choice) => choice.origin,
      ),
    ).toEqual(["mine"]);
  });

  it("undoes-a-move-and-a-delete-by-requests-that-restore-the-entry-and-its-reminder", async () => {
    const member = await newMember("UTC");
    const created = (
      await call("POST", "/calendar", member, {
        promptId: readable,
        date: "2026-08-10",
        reminder: true,
        values: { audience: "bakers" },
      })
    ).body.entry as Json;
    // Undo a move: the entry goes back, and its reminder with it.
    await call("PATCH", `/calendar/${created.id}`, member, { date: "2026-08-12" });
    const back = await call("PATCH", `/calendar/${created.id}`, member, { date: "2026-08-10" });
    expect(back.body.entry).toMatchObject({ id: created.id, date: "2026-08-10", reminder: true });
    // Undo a delete: the same prompt, day, reminder and values come back.
    expect((await call("DELETE", `/calendar/${created.id}`, member)).status).toBe(204);
    const restored = await call("POST", "/calendar", member, {
      promptId: created.prompt.id,
      date: created.date,
      reminder: created.reminder,
      values: created.values,
    });
    expect(restored.status).toBe(201);
    expect(restored.body.entry).toMatchObject({
      date: "2026-08-10",
      reminder: true,
      values: { audience: "bakers" },
      prompt: { id: readable },
    });
    const month = (await call("GET", "/calendar?month=2026-08", member)).body.entries as Json[];
    expect(month).toHaveLength(1);
    // The restored reminder is mailed on the day.
    clock.set(new Date("2026-08-10T08:30:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toHaveLength(1);
    clock.set(new Date("2026-03-02T10:00:00Z"));
  });

  it("holds-at-most-1000-entries-a-year", async () => {
    const member = await newMember();
    await testDb.db.insert(calendarEntries).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId: member.userId,
        promptId: readable,
        title: "Filler",
        scheduledDate: `2027-${String((i % 12) + 1).padStart(2, "0")}-10`,
      })),
    );
    const refused = await call("POST", "/calendar", member, { promptId: readable, date: "2027-06-01" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("A calendar holds at most 1,000 entries a year");
    expect((await call("POST", "/calendar", member, { promptId: readable, date: "2028-01-01" })).status).toBe(
      201,
    );
  });
});

describe("calendar reminders", () => {
  it("mail-once-at-08:00-in-the-member's-zone-in-their-language", async () => {
    const member = await newMember("America/Sao_Paulo", "pt");
    clock.set(new Date("2026-03-02T10:00:00Z"));
    const entry = (await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-09" })).body
      .entry as Json;
    const on = await call("PATCH", `/calendar/${entry.id}`, member, { reminder: true });
    expect(on.body.entry.reminder).toBe(true);
    // 07:59 in São Paulo (UTC−3) on the day: not yet.
    clock.set(new Date("2026-03-09T10:59:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toEqual([]);
    clock.set(new Date("2026-03-09T11:00:00Z"));
    expect(await runDueJobs(testDb.db, handlers, { clock })).toEqual({ done: 1, failed: 0 });
    const [mail, ...more] = await mailTo(member.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: "pt", status: "sent" });
    expect(mail!.subject).toMatch(/^Hoje no seu calendário de conteúdo: /);
    expect(mail!.textBody).toContain("9 de março de 2026");
    expect(mail!.textBody).toContain(`http://localhost:3000/prompt/${readable}`);
    // Nothing runs again, even later, or when the same job is scheduled again for that day.
    clock.set(new Date("2026-03-09T20:00:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    await call("PATCH", `/calendar/${entry.id}`, member, { reminder: true });
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("are-cancelled-when-turned-off-or-the-entry-is-deleted", async () => {
    const member = await newMember("Europe/Lisbon");
    clock.set(new Date("2026-03-02T10:00:00Z"));
    const first = (
      await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-10", reminder: true })
    ).body.entry as Json;
    const second = (
      await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-10", reminder: true })
    ).body.entry as Json;
    const pending = await testDb.db.select().from(jobs).where(eq(jobs.kind, CALENDAR_REMINDER_JOB));
    expect(pending.filter((job) => [first.id, second.id].includes(job.key))).toHaveLength(2);
    await call("PATCH", `/calendar/${first.id}`, member, { reminder: false });
    await call("DELETE", `/calendar/${second.id}`, member);
    expect(
      await testDb.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, CALENDAR_REMINDER_JOB), eq(jobs.key, first.id))),
    ).toEqual([]);
    clock.set(new Date("2026-03-10T12:00:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toEqual([]);
  });

  it("follow-a-moved-entry-and-a-new-time-zone", async () => {
    const member = await newMember("UTC");
    clock.set(new Date("2026-03-02T10:00:00Z"));
    const entry = (
      await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-10", reminder: true })
    ).body.entry as Json;
    await call("PATCH", `/calendar/${entry.id}`, member, { date: "2026-03-12" });
    const settings = await call("PATCH", "/calendar/settings", member, { timeZone: "Asia/Tokyo" });
    expect(settings.body.settings.timeZone).toBe("Asia/Tokyo");
    expect((await call("PATCH", "/calendar/settings", member, { timeZone: "Mars/Olympus" })).status).toBe(
      400,
    );
    const [job] = await testDb.db.select().from(jobs).where(eq(jobs.key, entry.id));
    // 08:00 in Tokyo (UTC+9) on the 12th.
    expect(job!.runAt.toISOString()).toBe("2026-03-11T23:00:00.000Z");
    clock.set(new Date("2026-03-10T12:00:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toEqual([]);
    clock.set(new Date("2026-03-11T23:00:00Z"));
    await runDueJobs(testDb.db, handlers, { clock });
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("are-retried-when-sending-fails", async () => {
    const member = await newMember("UTC");
    clock.set(new Date("2026-03-02T10:00:00Z"));
    const entry = (
      await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-13", reminder: true })
    ).body.entry as Json;
    let failures = 1;
    const flaky = {
      [CALENDAR_REMINDER_JOB]: async (
        context: Parameters<(typeof handlers)[typeof CALENDAR_REMINDER_JOB]>[0],
      ) => {
        if (context.job.key === entry.id && failures-- > 0) throw new Error("mail server down");
        return handlers[CALENDAR_REMINDER_JOB](context);
      },
    };
    clock.set(new Date("2026-03-13T08:00:00Z"));
    expect((await runDueJobs(testDb.db, flaky, { clock })).failed).toBe(1);
    const [job] = await testDb.db.select().from(jobs).where(eq(jobs.key, entry.id));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "mail server down" });
    expect(await mailTo(member.email)).toEqual([]);
    clock.set(new Date("2026-03-13T08:01:00Z"));
    await runDueJobs(testDb.db, flaky, { clock });
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("run-exactly-once-with-two-workers", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => newMember("America/New_York")));
    clock.set(new Date("2026-03-02T10:00:00Z"));
    for (const member of members) {
      for (const date of ["2026-03-16", "2026-03-16", "2026-03-17"]) {
        await call("POST", "/calendar", member, { promptId: readable, date, reminder: true });
      }
    }
    // A second server process: its own connections to the same database (PGlite has one).
    const second = testDb.url ? openDatabase({ databaseUrl: testDb.url }) : undefined;
    try {
      clock.set(new Date("2026-03-17T13:00:00Z"));
      const runs = await Promise.all([
        runDueJobs(testDb.db, handlers, { clock }),
        runDueJobs(second?.db ?? testDb.db, handlers, { clock }),
      ]);
      expect(runs[0]!.done + runs[1]!.done).toBeGreaterThanOrEqual(12);
      for (const member of members) expect(await mailTo(member.email), member.email).toHaveLength(3);
    } finally {
      await second?.close();
    }
  });
});

describe("the private ICS feed", () => {
  it("parses-as-icalendar-and-a-reset-token-stops-the-old-link", async () => {
    const member = await newMember("UTC", "en");
    clock.set(new Date("2026-03-02T10:00:00Z"));
    await call("POST", "/calendar", member, { promptId: readable, date: "2026-03-20" });
    expect((await call("GET", "/calendar/settings", member)).body.settings).toEqual({
      timeZone: "UTC",
      feed: { createdAt: null },
      weeklyDigest: true,
    });
    // The weekly digest's switch lives beside the zone it is sent in.
    expect(
      (await call("PATCH", "/calendar/settings", member, { weeklyDigest: false })).body.settings,
    ).toMatchObject({ timeZone: "UTC", weeklyDigest: false });
    expect((await call("PATCH", "/calendar/settings", member, {})).status).toBe(400);
    const made = await call("POST", "/calendar/feed", member);
    expect(made.status).toBe(201);
    const url = new URL(made.body.url as string);
    expect(url.pathname).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call("GET", "/calendar/settings", member)).body.settings.feed.createdAt).toEqual(
      expect.any(String),
    );

    const response = await feeds.request(url.pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const [event] = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe("2026-03-20");
    expect(event!.summary).toEqual(expect.any(String));
    expect(event!.description).toContain(`/prompt/${readable}`);
    // Another member's entries never show, and the text of the prompt is not in the feed.
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);

    const reset = await call("POST", "/calendar/feed", member);
    expect((await feeds.request(url.pathname)).status).toBe(404);
    expect((await feeds.request(new URL(reset.body.url as string).pathname)).status).toBe(200);
    await call("DELETE", "/calendar/feed", member);
    expect((await feeds.request(new URL(reset.body.url as string).pathname)).status).toBe(404);
    expect((await feeds.request("/calendar/short.ics")).status).toBe(404);
  });
});

describe("what a member may no longer read", () => {
  const FEED_DAY = "2026-03-20";

  async function surfaces(member: TestMember, entryId: string, feedPath: string) {
    const month = await call("GET", "/calendar?month=2026-03", member);
    const entry = await call("GET", `/calendar/${entryId}`, member);
    const feed = await (await feeds.request(feedPath)).text();
    return {
      listed: month.body.entries.find((item: Json) => item.id === entryId) as Json,
      entry: entry.body.entry as Json,
      feed,
    };
  }

  it("locks-a-locker-copy-of-a-forbidden-prompt-on-every-surface-after-a-downgrade-and-opens-it-again-after-an-upgrade", async () => {
    const [forbidden] = await testDb.db
      .select({ id: prompts.id, text: promptTranslations.promptText })
      .from(prompts)
      .innerJoin(
        promptTranslations,
        and(eq(promptTranslations.promptId, prompts.id), eq(promptTranslations.locale, "en")),
      )
      .where(and(eq(prompts.isForbidden, true), eq(prompts.isPublished, true)))
      .limit(1);
    const member = await newMember();
    await grantPlan(testDb.db, member.userId, "legend");
    const copy = await call("POST", "/locker/prompts/from-library", member, { promptId: forbidden!.id });
    expect(copy.status).toBe(201);
    const own = await call("POST", "/locker/prompts", member, {
      title: "My own opener",
      content: "Mine, written by hand",
    });
    const entry = (
      await call("POST", "/calendar", member, { lockerPromptId: copy.body.prompt.id, date: FEED_DAY })
    ).body.entry as Json;
    expect(entry.prompt).toMatchObject({ locked: false, promptText: forbidden!.text });
    const feedPath = new URL((await call("POST", "/calendar/feed", member)).body.url as string).pathname;

    await grantPlan(testDb.db, member.userId, "creator");
    const downgraded = await surfaces(member, entry.id as string, feedPath);
    expect(downgraded.listed.locked).toBe(true);
    expect(JSON.stringify(downgraded.listed)).not.toContain(forbidden!.text);
    expect(downgraded.entry.prompt).toMatchObject({ locked: true, promptText: null });
    expect(downgraded.feed).not.toContain(forbidden!.text.slice(0, 40));
    // The locker keeps both prompts: the member's own readable, the copy locked by the plan.
    const locker = await call("GET", "/locker/prompts", member);
    expect(locker.status).toBe(200);
    const byId = new Map((locker.body.items as Json[]).map((item) => [item.id, item]));
    expect(byId.get(own.body.prompt.id)).toMatchObject({ locked: false, content: "Mine, written by hand" });
    expect(byId.get(copy.body.prompt.id)).toMatchObject({ locked: true, content: null });
    expect((await call("GET", `/locker/prompts/${copy.body.prompt.id}`, member)).body.prompt).toMatchObject({
      locked: true,
      content: null,
    });
    expect((await call("GET", `/locker/prompts/${copy.body.prompt.id}/versions`, member)).body.items).toEqual(
      [],
    );
    const exported = await app.request("/api/v1/locker/export?format=json", {
      headers: bearer(member.sessionToken),
    });
    const exportedText = await exported.text();
    expect(exportedText).toContain("Mine, written by hand");
    expect(exportedText).not.toContain(forbidden!.text);
    // Writing stays a Legend tool.
    expect(
      (await call("POST", "/locker/prompts", member, { title: "Another", content: "More" })).status,
    ).toBe(403);

    await grantPlan(testDb.db, member.userId, "free");
    expect((await surfaces(member, entry.id as string, feedPath)).entry.prompt).toMatchObject({
      locked: true,
      promptText: null,
    });

    await grantPlan(testDb.db, member.userId, "legend");
    const upgraded = await surfaces(member, entry.id as string, feedPath);
    expect(upgraded.listed.locked).toBe(false);
    expect(upgraded.entry.prompt).toMatchObject({ locked: false, promptText: forbidden!.text });
    expect((await call("GET", `/locker/prompts/${copy.body.prompt.id}`, member)).body.prompt).toMatchObject({
      locked: false,
      content: forbidden!.text,
    });
  });

  it("lists-a-month-of-1000-entries-as-summaries-without-prompt-texts", async () => {
    const member = await newMember();
    await grantPlan(testDb.db, member.userId, "legend");
    const viewer = {
      kind: "member" as const,
      userId: member.userId,
      tier: "legend" as const,
      isAdmin: false,
    };
    const ids = (
      await testDb.db.select({ id: prompts.id }).from(prompts).where(visibleTo(viewer)).limit(50)
    ).map((row) => row.id);
    await testDb.db.insert(calendarEntries).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId: member.userId,
        promptId: ids[i % ids.length]!,
        title: `Entry ${i}`,
        scheduledDate: `2029-07-${String((i % 31) + 1).padStart(2, "0")}`,
      })),
    );
    const response = await app.request("/api/v1/calendar?month=2029-07", {
      headers: bearer(member.sessionToken),
    });
    const body = await response.text();
    const month = JSON.parse(body) as Json;
    expect(month.entries).toHaveLength(1000);
    expect(body).not.toContain('"promptText"');
    // About 300 bytes an entry, its project's id (or null) included.
    expect(Buffer.byteLength(body)).toBeLessThan(320_000);
    const opened = await call("GET", `/calendar/${month.entries[0].id}`, member);
    expect(opened.body.entry.prompt.promptText).toEqual(expect.any(String));
  });
});
