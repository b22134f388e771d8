import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createAi, type Ai } from "~/server/ai/ai.server";
import type { AiConfig } from "~/server/ai/config.server";
import { offlineAnswer } from "~/server/ai/offline-assistant.server";
import { startFakeOpenAi, type FakeOpenAi } from "~/server/ai/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { chatConversations, chatMessages } from "~/server/chat/schema";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import type { Tier } from "~/server/entitlements/entitlements";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let fake: FakeOpenAi;
let clock: Date;
let legend: TestMember;
let otherLegend: TestMember;
let creator: TestMember;

function modelConfig(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: fake.url,
    apiKey: "test-key",
    model: "test-model",
    dailyMessages: 1_000,
    // Far above a real answer on a busy machine; the timeout test sets its own short one.
    timeoutMs: 10_000,
    offlinePaceMs: 0,
    ...overrides,
  };
}

function appWith(ai: Ai) {
  return new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, ai }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

async function call(
  app: Hono,
  method: string,
  path: string,
  member?: TestMember,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(member ? bearer(member.sessionToken) : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      "accept-language": "en",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : null) as Json, text };
}

const withTier = (member: TestMember, tier: Tier) => grantPlan(testDb.db, member.userId, tier);

/** Server-sent events as [event, data] pairs. */
function events(text: string): [string, Json][] {
  return text
    .split("\n\n")
    .filter((block) => block.includes("data:"))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "{}";
      return [event, JSON.parse(data) as Json];
    });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  fake = await startFakeOpenAi();
  [legend, otherLegend, creator] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await withTier(legend, "legend");
  await withTier(otherLegend, "legend");
  await withTier(creator, "creator");
});
afterAll(async () => {
  await fake.close();
  await testDb.close();
});
beforeEach(() => {
  clock = new Date("2026-11-25T10:00:00Z");
  fake.mode = { kind: "answer", pieces: ["Start with ", "a clear ", "subject line."] };
});

describe("the Legend chat API", () => {
  it("needs-an-account-and-the-legend-plan", async () => {
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    expect((await call(app, "POST", "/chat", undefined, { message: "hi" })).status).toBe(401);
    const below = await call(app, "POST", "/chat", creator, { message: "hi" });
    expect(below.status).toBe(403);
    expect(below.body.error).toBe("The AI chat is part of the Legend plan");
    expect((await call(app, "GET", "/chat/conversations", creator)).status).toBe(403);
  });

  it("stores-the-streamed-answer-whole-and-sends-the-conversation-to-the-model", async () => {
    const app = appWith(
      createAi({ database: async () => testDb.db, config: modelConfig(), now: () => clock }),
    );
    const first = await call(app, "POST", "/chat", legend, { message: "  How do I write a cold email?  " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ response: "Start with a clear subject line." });
    const conversationId = first.body.conversationId as string;

    fake.mode = { kind: "answer", pieces: ["Keep it ", "short."] };
    const second = await call(app, "POST", "/chat", legend, { message: "And the length?", conversationId });
    expect(second.body.response).toBe("Keep it short.");
    const sent = fake.requests.at(-1)!;
    expect(sent.model).toBe("test-model");
    expect(sent.stream).toBe(true);
    expect(sent.messages.map((m) => [m.role, m.content])).toEqual([
      ["system", expect.stringContaining("Answer in English")],
      ["user", "How do I write a cold email?"],
      ["assistant", "Start with a clear subject line."],
      ["user", "And the length?"],
    ]);

    const conversation = await call(app, "GET", `/chat/conversations/${conversationId}`, legend);
    expect(conversation.body).toMatchObject({ title: "How do I write a cold email?" });
    expect(conversation.body.messages.map((m: Json) => [m.role, m.content, m.status])).toEqual([
      ["user", "How do I write a cold email?", "done"],
      ["assistant", "Start with a clear subject line.", "done"],
      ["user", "And the length?", "done"],
      ["assistant", "Keep it short.", "done"],
    ]);
    const list = await call(app, "GET", "/chat/conversations", legend);
    expect(list.body.items[0]).toMatchObject({ id: conversationId });
  });

  it("streams-server-sent-events-when-asked", async () => {
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    const streamed = await call(
      app,
      "POST",
      "/chat",
      legend,
      { message: "Stream it" },
      { accept: "text/event-stream" },
    );
    expect(streamed.status).toBe(200);
    const sse = events(streamed.text);
    expect(sse[0]![0]).toBe("start");
    expect(
      sse
        .filter(([event]) => event === "delta")
        .map(([, data]) => data.text)
        .join(""),
    ).toBe("Start with a clear subject line.");
    expect(sse.at(-1)).toEqual(["done", { content: "Start with a clear subject line." }]);
  });

  it("an-upstream-error-a-timeout-and-an-empty-answer-give-their-messages-and-keep-the-question", async () => {
    const app = appWith(
      createAi({ database: async () => testDb.db, config: modelConfig({ timeoutMs: 400 }) }),
    );
    fake.mode = { kind: "fail", status: 500 };
    const failed = await call(app, "POST", "/chat", legend, { message: "Plan my launch week" });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: "upstream",
      error: "Sorry, there was an error sending your message. Please try again.",
    });
    const conversationId = failed.body.conversationId as string;

    fake.mode = { kind: "hang" };
    const slow = await call(app, "POST", "/chat/conversations/" + conversationId + "/retry", legend);
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe("timeout");

    fake.mode = { kind: "empty" };
    const empty = await call(app, "POST", `/chat/conversations/${conversationId}/retry`, legend);
    expect(empty.status).toBe(502);
    expect(empty.body.error).toBe("Sorry, I couldn't process your request.");

    const kept = await call(app, "GET", `/chat/conversations/${conversationId}`, legend);
    expect(kept.body.messages.map((m: Json) => [m.role, m.content, m.status, m.error])).toEqual([
      ["user", "Plan my launch week", "done", null],
      ["assistant", "", "error", "empty"],
    ]);

    fake.mode = { kind: "answer", pieces: ["Monday: ", "announce."] };
    const retried = await call(app, "POST", `/chat/conversations/${conversationId}/retry`, legend);
    expect(retried.body.response).toBe("Monday: announce.");
  });

  it("answers-until-the-daily-allowance-then-429-until-midnight-utc", async () => {
    const member = await createTestMember(auth, testDb.db);
    await withTier(member, "legend");
    const ai = createAi({
      database: async () => testDb.db,
      config: modelConfig({ dailyMessages: 2 }),
      now: () => clock,
    });
    const app = appWith(ai);
    expect((await call(app, "POST", "/chat", member, { message: "one" })).status).toBe(200);
    expect((await call(app, "POST", "/chat", member, { message: "two" })).status).toBe(200);
    const before = (await call(app, "GET", "/chat/conversations", member)).body.items.length as number;
    const refused = await call(app, "POST", "/chat", member, { message: "three" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "You have used your 2 AI messages for today. They reset at 00:00 UTC.",
      limit: 2,
      resetsAt: "2026-11-26T00:00:00.000Z",
    });
    // Refused, nothing was written.
    expect((await call(app, "GET", "/chat/conversations", member)).body.items.length).toBe(before);
    expect((await call(app, "GET", "/chat/allowance", member)).body).toEqual({
      used: 2,
      limit: 2,
      resetsAt: "2026-11-26T00:00:00.000Z",
    });

    clock = new Date("2026-11-26T00:00:01Z");
    expect((await call(app, "POST", "/chat", member, { message: "three, the next day" })).status).toBe(200);
  });

  it("a-failed-answer-gives-its-message-back-and-the-limit-still-holds-for-answers", async () => {
    const member = await createTestMember(auth, testDb.db);
    await withTier(member, "legend");
    const app = appWith(
      createAi({
        database: async () => testDb.db,
        config: modelConfig({ dailyMessages: 3 }),
        now: () => clock,
      }),
    );
    fake.mode = { kind: "fail", status: 500 };
    const first = await call(app, "POST", "/chat", member, { message: "Plan my week" });
    expect(first.status).toBe(502);
    const conversationId = first.body.conversationId as string;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await call(app, "POST", `/chat/conversations/${conversationId}/retry`, member)).status).toBe(
        502,
      );
    }
    expect((await call(app, "GET", "/chat/allowance", member)).body.used).toBe(0);

    fake.mode = { kind: "answer", pieces: ["Monday: ", "plan."] };
    const retried = await call(app, "POST", `/chat/conversations/${conversationId}/retry`, member);
    expect(retried.status).toBe(200);
    expect(retried.body.response).toBe("Monday: plan.");
    expect((await call(app, "GET", "/chat/allowance", member)).body.used).toBe(1);

    // Sent at once, the answers still stop at the limit: two more fit, the rest are refused.
    const together = await Promise.all(
      ["a", "b", "c", "d"].map((message) => call(app, "POST", "/chat", member, { message })),
    );
    expect(together.map((response) => response.status).sort()).toEqual([200, 200, 429, 429]);
    expect((await call(app, "GET", "/chat/allowance", member)).body.used).toBe(3);
    expect((await call(app, "POST", `/chat/conversations/${conversationId}/retry`, member)).status).toBe(429);
  });

  it("an-answer-being-written-can-be-followed-after-a-reload-and-stopped", async () => {
    const app = appWith(
      createAi({ database: async () => testDb.db, config: modelConfig({ timeoutMs: 10_000 }) }),
    );
    fake.mode = { kind: "held", pieces: ["First part. ", "Second part."] };
    const pending = call(app, "POST", "/chat", legend, { message: "A long answer, please" });
    // Like a page loaded again mid-answer: the conversation shows it as being written.
    let conversationId = "";
    let messageId = 0;
    for (let i = 0; i < 200 && !messageId; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const items = (await call(app, "GET", "/chat/conversations", legend)).body.items as Json[];
      const found = items.find((item) => item.title === "A long answer, please");
      if (found) {
        const conversation = await call(app, "GET", `/chat/conversations/${found.id}`, legend);
        const answer = conversation.body.messages.at(-1);
        if (answer?.status === "streaming" && answer.content === "First part. ") {
          conversationId = found.id as string;
          messageId = answer.id as number;
        }
      }
    }
    expect(messageId).toBeGreaterThan(0);
    expect((await call(app, "GET", `/chat/messages/${messageId}/stream`, otherLegend)).status).toBe(404);
    const follow = call(app, "GET", `/chat/messages/${messageId}/stream`, legend);
    fake.release();
    const followed = events((await follow).text);
    // Whatever of it was live when the stream began, the stream ends with the whole answer.
    expect(followed.at(-1)).toEqual(["done", { content: "First part. Second part." }]);
    expect((await pending).body.response).toBe("First part. Second part.");
    const saved = await call(app, "GET", `/chat/conversations/${conversationId}`, legend);
    expect(saved.body.messages.at(-1)).toMatchObject({ content: "First part. Second part.", status: "done" });
    expect((await call(app, "POST", `/chat/messages/${messageId}/stop`, legend)).status).toBe(404);
  });

  it("conversations-are-private-to-their-owner", async () => {
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    const mine = await call(app, "POST", "/chat", legend, { message: "My secret plan" });
    const id = mine.body.conversationId as string;
    expect((await call(app, "GET", `/chat/conversations/${id}`, otherLegend)).status).toBe(404);
    expect(
      (await call(app, "PATCH", `/chat/conversations/${id}`, otherLegend, { title: "Mine now" })).status,
    ).toBe(404);
    expect((await call(app, "DELETE", `/chat/conversations/${id}`, otherLegend)).status).toBe(404);
    expect(
      (await call(app, "POST", "/chat", otherLegend, { message: "add to it", conversationId: id })).status,
    ).toBe(404);
    expect(
      (await call(app, "GET", "/chat/conversations", otherLegend)).body.items.map((c: Json) => c.id),
    ).not.toContain(id);

    const renamed = await call(app, "PATCH", `/chat/conversations/${id}`, legend, { title: "Launch plan" });
    expect(renamed.body).toMatchObject({ id, title: "Launch plan" });
    expect((await call(app, "DELETE", `/chat/conversations/${id}`, legend)).status).toBe(204);
    expect((await call(app, "GET", `/chat/conversations/${id}`, legend)).status).toBe(404);
  });

  it("bad-input-is-a-400-and-changes-nothing", async () => {
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    const before = (await call(app, "GET", "/chat/conversations", legend)).body.items.length as number;
    expect((await call(app, "POST", "/chat", legend, { message: "x".repeat(4_001) })).status).toBe(400);
    expect((await call(app, "POST", "/chat", legend, { message: "a\u0000b" })).status).toBe(400);
    expect((await call(app, "POST", "/chat", legend, { message: 42 })).status).toBe(400);
    expect((await call(app, "POST", "/chat", legend, { message: "hi", extra: true })).status).toBe(400);
    expect((await call(app, "POST", "/chat", legend, { message: "   " })).status).toBe(400);
    expect((await call(app, "POST", "/chat", legend, { message: "hi", conversationId: "nope" })).status).toBe(
      400,
    );
    expect((await call(app, "GET", "/chat/conversations/nope", legend)).status).toBe(404);
    expect((await call(app, "GET", "/chat/conversations", legend)).body.items.length).toBe(before);
  });
});

describe("the conversation list", () => {
  async function memberWithConversations(count: number) {
    const member = await createTestMember(auth, testDb.db);
    await withTier(member, "legend");
    // Half of them share one instant to the microsecond (as answers saved with now() can), so
    // the pages must break ties by id and keep PostgreSQL's precision.
    const rows = await testDb.db
      .insert(chatConversations)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: member.userId,
          title: index % 10 === 3 ? `Invoice reminder ${index}` : `Conversation ${index}`,
          updatedAt:
            index % 2
              ? sql`'2026-11-25 09:00:00.123456+00'::timestamptz`
              : sql`'2026-11-25 08:00:00+00'::timestamptz + ${index} * interval '1 second'`,
        })),
      )
      .returning({ id: chatConversations.id, title: chatConversations.title });
    await testDb.db.insert(chatMessages).values(
      rows
        .filter((_, index) => index % 25 === 7)
        .map((row) => ({
          conversationId: row.id,
          role: "user",
          content: `Draft the INVOICE for 50% off_now (${row.title})`,
        })),
    );
    return { member, rows };
  }

  async function everyPage(app: Hono, member: TestMember, query: string) {
    const seen: Json[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await call(
        app,
        "GET",
        `/chat/conversations?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        member,
      );
      expect(page.status).toBe(200);
      seen.push(...(page.body.items as Json[]));
      cursor = page.body.nextCursor as string | null;
      pages++;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it("every-conversation-is-reachable-page-by-page-past-the-first-hundred", async () => {
    const { member, rows } = await memberWithConversations(130);
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    const first = await call(app, "GET", "/chat/conversations", member);
    expect(first.body.items).toHaveLength(30);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const { seen, pages } = await everyPage(app, member, "limit=40");
    expect(pages).toBe(4);
    expect(seen.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const times = seen.map((item) => Date.parse(item.updatedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("searches-titles-and-messages-and-pages-the-matches", async () => {
    const { member, rows } = await memberWithConversations(130);
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    const inTitle = rows.filter((_, index) => index % 10 === 3).map((row) => row.id);
    const inMessage = rows.filter((_, index) => index % 25 === 7).map((row) => row.id);
    const { seen } = await everyPage(app, member, "q=invoice&limit=5");
    expect(seen.map((item) => item.id).sort()).toEqual([...new Set([...inTitle, ...inMessage])].sort());

    // % and _ are looked for as themselves.
    const literal = await call(
      app,
      "GET",
      `/chat/conversations?q=${encodeURIComponent("50% off_now")}`,
      member,
    );
    expect(literal.body.items.map((item: Json) => item.id).sort()).toEqual([...inMessage].sort());
    expect(
      (await call(app, "GET", `/chat/conversations?q=${encodeURIComponent("5%_")}`, member)).body,
    ).toEqual({ items: [], nextCursor: null });
    // Another member's conversations never match.
    expect((await call(app, "GET", "/chat/conversations?q=invoice", otherLegend)).body.items).toEqual([]);
  });

  it("a-bad-page-or-search-or-id-is-a-400", async () => {
    const app = appWith(createAi({ database: async () => testDb.db, config: modelConfig() }));
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=ten",
      "cursor=nope",
      `q=${"x".repeat(101)}`,
      "q=a%01b",
      "page=2",
    ]) {
      const refused = await call(app, "GET", `/chat/conversations?${query}`, legend);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error, query).toEqual(expect.any(String));
    }
    for (const id of ["0", "2147483648", "99999999999", "abc", "-1"]) {
      const stream = await call(app, "GET", `/chat/messages/${id}/stream`, legend);
      expect(stream.status, id).toBe(400);
      expect(stream.body.error).toBe("The message id is a number from 1 to 2147483647");
      expect((await call(app, "POST", `/chat/messages/${id}/stop`, legend)).status, id).toBe(400);
    }
    expect((await call(app, "GET", "/chat/messages/2147483647/stream", legend)).status).toBe(404);
  });
});

describe("the offline assistant", () => {
  it("suggests-catalogue-prompts-with-their-placeholders-through-the-chat", async () => {
    const app = appWith(
      createAi({ database: async () => testDb.db, config: { ...modelConfig(), baseUrl: undefined } }),
    );
    const answer = await call(app, "POST", "/chat", legend, {
      message: "I need a weekly meal plan with a shopping list",
    });
    expect(answer.status).toBe(200);
    const text = answer.body.response as string;
    expect(text).toMatch(/^Here (is|are) the/);
    expect(text).toMatch(/### 1\. \[[^\]]+\]\(\/prompt\/\d+\)/);
    expect(text).toContain("**Why it fits:**");
    expect(text).toMatch(/\*\*Fill in:\*\* `\[/);
  });

  it("answers-in-portuguese-and-says-so-when-nothing-fits", async () => {
    const parts = await offlineAnswer(testDb.db, "xylofonequântico zumbizarro", "pt", {
      kind: "member",
      userId: legend.userId,
      tier: "legend",
      isAdmin: false,
    });
    expect(parts.join("\n")).toContain("Ainda não encontrei um prompt na biblioteca");
  });

  it("never-reveals-anything-of-a-prompt-the-member-may-not-read", async () => {
    const free = { kind: "member", userId: creator.userId, tier: "free", isAdmin: false } as const;
    const paid = { kind: "member", userId: legend.userId, tier: "legend", isAdmin: false } as const;
    const [premium] = await testDb.db
      .select({ title: promptTranslations.title })
      .from(prompts)
      .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
      .where(and(eq(prompts.isPremium, true), eq(promptTranslations.locale, "en")))
      .orderBy(prompts.id)
      .limit(1);
    const question = premium!.title;
    const forFree = (await offlineAnswer(testDb.db, question, "en", free)).join("\n");
    const forLegend = (await offlineAnswer(testDb.db, question, "en", paid)).join("\n");
    expect(forFree).toContain("(premium)");
    expect(forFree).toContain("your plan does not include it yet");
    // The placeholders a Legend member is told about for that prompt stay hidden from the free one.
    const premiumBlock = (answer: string) =>
      answer.split("### ").find((block) => block.includes("(premium)")) ?? "";
    expect(premiumBlock(forLegend)).toContain("**Fill in:**");
    expect(premiumBlock(forFree)).not.toMatch(/`\[/);
  });
});
