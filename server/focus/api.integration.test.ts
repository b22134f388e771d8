import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { createTestMember, type TestMember, callApi } from "~/server/accounts/testing.server";
import { createAi } from "~/server/ai/ai.server";
import { aiUsage } from "~/server/ai/schema";
import { grantPlan } from "~/server/billing/testing.server";
import { focusSessions } from "~/server/focus/schema";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let creator: TestMember;
let free: TestMember;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const call = (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
  callApi(app, method, path, member, body, lang);

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  const ai = createAi({
    database: async () => testDb.db,
    config: {
      baseUrl: undefined,
      apiKey: undefined,
      model: "offline",
      dailyMessages: 3,
      timeoutMs: 5_000,
      offlinePaceMs: 0,
    },
  });
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, ai }));
  [creator, free] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
  await grantPlan(testDb.db, creator.userId, "creator");
});
afterAll(async () => {
  await testDb.close();
});

describe("focus sessions through the API", () => {
  it("need-an-account-and-a-paid-plan", async () => {
    expect((await call("GET", "/focus/current")).status).toBe(401);
    const refused = await call("POST", "/focus", free, { title: "Write the report" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Instant Focus is part of the Creator and Legend plans");
  });

  it("start-edit-keep-five-prompts-and-restore-the-most-recent-unended", async () => {
    expect((await call("GET", "/focus/current", creator)).body).toEqual({ session: null });
    expect((await call("POST", "/focus", creator, { title: "   " })).status).toBe(400);
    const older = (await call("POST", "/focus", creator, { title: "Older session" })).body.session as Json;
    const started = await call("POST", "/focus", creator, { title: "  Quarterly report  " });
    expect(started.status).toBe(201);
    let session = started.body.session as Json;
    expect(session).toMatchObject({
      title: "Quarterly report",
      mood: "smile",
      attention: 5,
      subTasks: [],
      lastPrompts: [],
      version: 1,
    });

    const saved = await call("PATCH", `/focus/${session.id}`, creator, {
      version: session.version,
      subTasks: [
        { id: "t1", text: "  Gather the numbers ", done: true },
        { id: "t2", text: "Draft the summary", done: false },
      ],
      mood: "grin",
      attention: 8,
    });
    expect(saved.status).toBe(200);
    session = saved.body.session;
    expect(session).toMatchObject({ mood: "grin", attention: 8, version: 2 });
    expect(session.subTasks[0].text).toBe("Gather the numbers");

    for (let i = 1; i <= 7; i++) {
      session = (
        await call("PATCH", `/focus/${session.id}`, creator, {
          version: session.version,
          addPrompt: `Prompt ${i}`,
        })
      ).body.session;
    }
    session = (
      await call("PATCH", `/focus/${session.id}`, creator, {
        version: session.version,
        addPrompt: "Prompt 4",
      })
    ).body.session;
    expect(session.lastPrompts).toEqual(["Prompt 4", "Prompt 7", "Prompt 6", "Prompt 5", "Prompt 3"]);

    // The session restored is the one saved most recently, whichever was started first.
    expect((await call("GET", "/focus/current", creator)).body.session.id).toBe(session.id);
    await call("PATCH", `/focus/${older.id}`, creator, { version: older.version, attention: 2 });
    expect((await call("GET", "/focus/current", creator)).body.session.id).toBe(older.id);
    await call("POST", `/focus/${older.id}/end`, creator);
    expect((await call("GET", "/focus/current", creator)).body.session).toMatchObject({
      id: session.id,
      attention: 8,
    });
  });

  it("refuse-a-stale-save-with-409-and-change-nothing", async () => {
    const session = (await call("POST", "/focus", creator, { title: "Two tabs" })).body.session as Json;
    const first = await call("PATCH", `/focus/${session.id}`, creator, {
      version: 1,
      title: "Saved in tab A",
    });
    expect(first.status).toBe(200);
    const stale = await call("PATCH", `/focus/${session.id}`, creator, {
      version: 1,
      title: "Saved in tab B",
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale_version" });
    expect((await call("GET", `/focus/${session.id}`, creator)).body.session.title).toBe("Saved in tab A");
  });

  it("end-keeps-the-row-for-the-history-and-it-is-read-only", async () => {
    const session = (await call("POST", "/focus", creator, { title: "Inbox zero" })).body.session as Json;
    await call("PATCH", `/focus/${session.id}`, creator, {
      version: 1,
      subTasks: [
        { id: "a", text: "Archive newsletters", done: true },
        { id: "b", text: "Answer the client", done: false },
      ],
    });
    const ended = await call("POST", `/focus/${session.id}/end`, creator);
    expect(ended.body.session.endedAt).not.toBeNull();
    const [row] = await testDb.db.select().from(focusSessions).where(eq(focusSessions.id, session.id));
    expect(row?.endedAt).not.toBeNull();
    const history = (await call("GET", "/focus/history", creator)).body.items as Json[];
    expect(history[0]).toMatchObject({ id: session.id, title: "Inbox zero", tasksDone: 1, tasksTotal: 2 });
    expect(
      (await call("PATCH", `/focus/${session.id}`, creator, { version: 3, title: "Changed" })).body,
    ).toMatchObject({ code: "session_ended" });
  });

  it("bounds-sizes-and-refuses-other-members-sessions", async () => {
    const session = (await call("POST", "/focus", creator, { title: "Bounds" })).body.session as Json;
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `t${i}`, text: "x", done: false }));
    expect(
      (await call("PATCH", `/focus/${session.id}`, creator, { version: 1, subTasks: tooMany })).status,
    ).toBe(400);
    expect(
      (
        await call("PATCH", `/focus/${session.id}`, creator, {
          version: 1,
          subTasks: [{ id: "a", text: "x".repeat(501), done: false }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call("PATCH", `/focus/${session.id}`, creator, {
          version: 1,
          subTasks: [{ id: "a", text: "   ", done: false }],
        })
      ).status,
    ).toBe(400);
    expect((await call("PATCH", `/focus/${session.id}`, creator, { version: 1, attention: 11 })).status).toBe(
      400,
    );
    expect((await call("PATCH", `/focus/${session.id}`, creator, { version: 1, mood: "angry" })).status).toBe(
      400,
    );
    expect((await call("POST", "/focus", creator, { title: "x".repeat(201) })).status).toBe(400);
    const other = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, other.userId, "legend");
    expect((await call("GET", `/focus/${session.id}`, other)).status).toBe(404);
    expect((await call("PATCH", `/focus/${session.id}`, other, { version: 1, title: "Mine" })).status).toBe(
      404,
    );
    expect((await call("GET", `/focus/${session.id}`, creator)).body.session).toMatchObject({
      title: "Bounds",
      version: 1,
    });
  });

  it("i-lost-focus-names-the-first-open-task-and-counts-against-the-allowance", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "creator");
    const session = (await call("POST", "/focus", member, { title: "Pitch deck" })).body.session as Json;
    await call("PATCH", `/focus/${session.id}`, member, {
      version: 1,
      subTasks: [
        { id: "a", text: "Outline the story", done: true },
        { id: "b", text: "Design the market slide", done: false },
      ],
      attention: 2,
      addPrompt: "Act as a pitch coach for [startup]",
    });
    const answer = await call("POST", `/focus/${session.id}/recommendation`, member, undefined, "pt");
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toContain("“Design the market slide”");
    expect(answer.body.reply).toContain("Sua atenção está baixa (2/10)");
    expect(answer.body.reply).toContain("Act as a pitch coach");
    const used = await testDb.db.select().from(aiUsage).where(eq(aiUsage.userId, member.userId));
    expect(used).toEqual([expect.objectContaining({ feature: "focus", model: "offline", outcome: "ok" })]);
    await call("POST", `/focus/${session.id}/recommendation`, member);
    await call("POST", `/focus/${session.id}/recommendation`, member);
    expect((await call("POST", `/focus/${session.id}/recommendation`, member)).status).toBe(429);
  });

  it("the-prompt-being-written-is-saved-with-the-session-and-restored", async () => {
    const session = (await call("POST", "/focus", creator, { title: "Working prompt" })).body.session as Json;
    expect(session.workingPrompt).toBe("");
    const saved = await call("PATCH", `/focus/${session.id}`, creator, {
      version: 1,
      workingPrompt: "Summarise [report] for the board",
    });
    expect(saved.status).toBe(200);
    expect((await call("GET", `/focus/${session.id}`, creator)).body.session.workingPrompt).toBe(
      "Summarise [report] for the board",
    );
    expect(
      (
        await call("PATCH", `/focus/${session.id}`, creator, {
          version: 2,
          workingPrompt: "x".repeat(20_001),
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("PATCH", `/focus/${session.id}`, creator, { version: 2, workingPrompt: "" })).body.session
        .workingPrompt,
    ).toBe("");
  });

  it("every-ended-session-is-reachable-a-page-at-a-time-and-by-search", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "creator");
    const titles = Array.from({ length: 45 }, (_, i) => (i % 5 === 0 ? `Report draft ${i}` : `Session ${i}`));
    for (const title of titles) {
      const session = (await call("POST", "/focus", member, { title })).body.session as Json;
      await call("POST", `/focus/${session.id}/end`, member);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await call("GET", `/focus/history${query}`, member)).body as Json;
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((item: Json) => item.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen)).toEqual(new Set(titles));
    expect(seen[0]).toBe("Session 44");

    const small = (await call("GET", "/focus/history?limit=7", member)).body as Json;
    expect(small.items).toHaveLength(7);
    const found = (await call("GET", `/focus/history?q=${encodeURIComponent("  report DRAFT ")}`, member))
      .body as Json;
    expect(found.items.map((item: Json) => item.title)).toEqual(
      titles.filter((title) => title.startsWith("Report")).reverse(),
    );
    expect(found.nextCursor).toBeNull();
    expect((await call("GET", "/focus/history?q=%25", member)).body.items).toEqual([]);
    expect((await call("GET", "/focus/history?q=nothing-like-this", member)).body.items).toEqual([]);

    for (const bad of [
      "limit=0",
      "limit=51",
      "limit=abc",
      `q=${"x".repeat(101)}`,
      "cursor=nope",
      "q=%00",
      "other=1",
    ]) {
      expect((await call("GET", `/focus/history?${bad}`, member)).status, bad).toBe(400);
    }
  });

  it("a-lone-surrogate-or-nul-in-any-focus-text-is-a-400", async () => {
    const session = (await call("POST", "/focus", creator, { title: "Surrogates" })).body.session as Json;
    const broken = ["\uD83D alone", "end \uDE00", "nul \u0000"];
    for (const text of broken) {
      expect((await call("POST", "/focus", creator, { title: text })).status, text).toBe(400);
      for (const patch of [
        { title: text },
        { subTasks: [{ id: "a", text, done: false }] },
        { addPrompt: text },
        { workingPrompt: text },
      ]) {
        expect(
          (await call("PATCH", `/focus/${session.id}`, creator, { version: 1, ...patch })).status,
          JSON.stringify(patch),
        ).toBe(400);
      }
    }
    expect(
      (
        await call("PATCH", `/focus/${session.id}`, creator, {
          version: 1,
          subTasks: [{ id: "a", text: "Whole emoji 😀", done: false }],
        })
      ).status,
    ).toBe(200);
  });
});
