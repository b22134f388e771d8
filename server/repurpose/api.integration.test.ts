import { and, eq, gte } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { threadPosts } from "~/core/forms/repurpose";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createAi, dayBounds, type Ai } from "~/server/ai/ai.server";
import type { AiConfig } from "~/server/ai/config.server";
import { aiUsage } from "~/server/ai/schema";
import { startFakeOpenAi, type FakeOpenAi } from "~/server/ai/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let fake: FakeOpenAi;
let clock: Date;
let day = 0;
let legend: TestMember;
let creator: TestMember;

const PARAGRAPH =
  "Remote teams lose hours every week to meetings that could have been a message. Writing things down first changes that. " +
  "A short written update lets everyone read at their own pace, and the meeting becomes a place for decisions. " +
  "Start with one recurring meeting and replace it with a shared document for a month. " +
  "Measure how much time your team gets back, and ask how decisions felt. " +
  "Most teams keep the change, because writing also leaves a record that new people can read later.";

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: undefined,
    apiKey: undefined,
    model: "test-model",
    dailyMessages: 1_000,
    timeoutMs: 2_000,
    offlinePaceMs: 0,
    ...overrides,
  };
}
const offline = (overrides: Partial<AiConfig> = {}) =>
  createAi({ database: async () => testDb.db, config: config(overrides), now: () => clock });
const model = (overrides: Partial<AiConfig> = {}) =>
  createAi({
    database: async () => testDb.db,
    config: config({ baseUrl: fake.url, apiKey: "test-key", ...overrides }),
    now: () => clock,
  });

function appWith(ai: Ai) {
  return new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, ai }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

async function repurpose(
  app: Hono,
  member: TestMember | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.request("/api/v1/repurpose", {
    method: "POST",
    headers: {
      ...(member ? bearer(member.sessionToken) : {}),
      "content-type": "application/json",
      "accept-language": "en",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : null) as Json,
    text,
    type: response.headers.get("content-type") ?? "",
  };
}

/** Server-sent events as [event, data] pairs. */
function events(text: string): [string, Json][] {
  return text
    .split("\n\n")
    .filter((block) => block.includes("data:"))
    .map((block) => [
      /^event: (.*)$/m.exec(block)?.[1] ?? "message",
      JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}") as Json,
    ]);
}

async function usageRows(member: TestMember) {
  return testDb.db
    .select({ outcome: aiUsage.outcome, model: aiUsage.model })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, member.userId),
        eq(aiUsage.feature, "repurpose"),
        gte(aiUsage.createdAt, dayBounds(clock).start),
      ),
    );
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  fake = await startFakeOpenAi();
  [legend, creator] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await grantPlan(testDb.db, legend.userId, "legend");
  await grantPlan(testDb.db, creator.userId, "creator");
});
afterAll(async () => {
  await fake.close();
  await testDb.close();
});
beforeEach(async () => {
  // Each test starts on a later day, so the allowance starts again.
  day += 2;
  clock = new Date(Date.UTC(2026, 10, day, 10));
  fake.mode = { kind: "answer", pieces: ["1/2 Meetings ", "cost hours.\n\n", "2/2 Write first."] };
});

describe("POST /api/v1/repurpose", () => {
  it("needs-an-account-and-the-legend-plan", async () => {
    const app = appWith(offline());
    const body = { text: PARAGRAPH, formats: ["thread"], language: "en", tone: "professional" };
    expect((await repurpose(app, undefined, body)).status).toBe(401);
    const below = await repurpose(app, creator, body);
    expect(below.status).toBe(403);
    expect(below.body.error).toBe("The content repurposer is part of the Legend plan");
    const belowPt = await repurpose(app, creator, body, { "accept-language": "pt-BR" });
    expect(belowPt.body.error).toBe("O reaproveitador de conteúdo faz parte do plano Legend");
  });

  it("refuses-an-empty-text-a-text-over-20000-characters-and-unknown-formats-in-the-callers-language", async () => {
    const app = appWith(offline());
    const empty = await repurpose(app, legend, {
      text: "   \n ",
      formats: ["thread"],
      language: "en",
      tone: "friendly",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please enter some text");
    expect(empty.body.issues[0].path).toEqual(["text"]);
    const emptyPt = await repurpose(
      app,
      legend,
      { text: "", formats: ["thread"] },
      { "accept-language": "pt-BR" },
    );
    expect(emptyPt.status).toBe(400);
    expect(emptyPt.body.error).toBe("Digite ou cole um texto");

    const long = await repurpose(app, legend, {
      text: "a".repeat(20_001),
      formats: ["thread"],
      language: "en",
      tone: "friendly",
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Use at most 20,000 characters");
    // 20,000 once trimmed is fine.
    const atLimit = await repurpose(app, legend, {
      text: `  ${"Word. ".repeat(3_333)}ab  `,
      formats: ["linkedin"],
      language: "en",
      tone: "friendly",
    });
    expect(atLimit.status).toBe(200);

    expect(
      (await repurpose(app, legend, { text: PARAGRAPH, formats: [], language: "en", tone: "friendly" })).body
        .error,
    ).toBe("Choose at least one format");
    expect(
      (
        await repurpose(app, legend, {
          text: PARAGRAPH,
          formats: ["tiktok"],
          language: "en",
          tone: "friendly",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await repurpose(app, legend, {
          text: PARAGRAPH,
          formats: ["thread"],
          language: "fr",
          tone: "friendly",
        })
      ).status,
    ).toBe(400);
    expect(
      (await repurpose(app, legend, { text: PARAGRAPH, formats: ["thread"], language: "en", tone: "angry" }))
        .status,
    ).toBe(400);
    expect((await repurpose(app, legend, { text: PARAGRAPH, formats: ["thread"], extra: 1 })).status).toBe(
      400,
    );
    expect(await usageRows(legend)).toHaveLength(1); // only the one at the limit was written
  });

  it("writes-honest-offline-versions-a-thread-numbered-with-posts-within-280-characters", async () => {
    const app = appWith(offline());
    const answer = await repurpose(app, legend, {
      text: PARAGRAPH,
      formats: ["linkedin", "thread", "video"],
      language: "en",
      tone: "friendly",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.engine).toEqual({ kind: "offline", model: "offline" });
    expect(answer.body.results.map((r: Json) => [r.format, r.status])).toEqual([
      ["thread", "done"],
      ["linkedin", "done"],
      ["video", "done"],
    ]);
    const [thread, linkedin, video] = answer.body.results as Json[];
    const posts = threadPosts(thread!.content);
    expect(posts.length).toBeGreaterThan(1);
    posts.forEach((post, index) => {
      expect([...post].length).toBeLessThanOrEqual(280);
      expect(post).toMatch(new RegExp(`^${index + 1}/${posts.length} `));
    });
    expect(linkedin!.content.split("\n\n")[0]).toBe(
      "Remote teams lose hours every week to meetings that could have been a message.",
    );
    expect(video!.content).toContain("**Call to action (50–60 s)**");
    // One AI call per format, each recorded.
    expect((await usageRows(legend)).map((row) => [row.model, row.outcome])).toEqual([
      ["offline", "ok"],
      ["offline", "ok"],
      ["offline", "ok"],
    ]);
  });

  it("streams-each-format-from-an-openai-compatible-model-with-its-instructions", async () => {
    const app = appWith(model());
    const answer = await repurpose(
      app,
      legend,
      { text: PARAGRAPH, formats: ["thread", "newsletter"], language: "pt", tone: "persuasive" },
      { accept: "text/event-stream" },
    );
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/event-stream");
    const stream = events(answer.text);
    expect(stream[0]).toEqual([
      "start",
      {
        engine: { kind: "model", model: "test-model" },
        formats: ["thread", "newsletter"],
        runId: expect.any(Number),
      },
    ]);
    expect(stream.at(-1)).toEqual(["end", {}]);
    for (const format of ["thread", "newsletter"]) {
      const deltas = stream
        .filter(([event, data]) => event === "delta" && data.format === format)
        .map(([, data]) => data.text as string);
      expect(deltas).toEqual(["1/2 Meetings ", "cost hours.\n\n", "2/2 Write first."]);
      expect(stream).toContainEqual([
        "done",
        { format, content: "1/2 Meetings cost hours.\n\n2/2 Write first." },
      ]);
    }
    const sent = fake.requests.slice(-2);
    expect(sent.every((request) => request.stream && request.model === "test-model")).toBe(true);
    const systems = sent.map((request) => request.messages[0]!.content);
    expect(systems.some((system) => system.includes("X (Twitter) thread"))).toBe(true);
    expect(systems.some((system) => system.includes("newsletter section"))).toBe(true);
    expect(
      systems.every((system) => system.includes("Brazilian Portuguese") && system.includes("persuasive")),
    ).toBe(true);
    expect(sent.every((request) => request.messages[1]!.content === PARAGRAPH)).toBe(true);
  });

  it("reports-a-failed-format-and-keeps-the-others", async () => {
    fake.mode = { kind: "fail", status: 500 };
    const app = appWith(model());
    const answer = await repurpose(
      app,
      legend,
      { text: PARAGRAPH, formats: ["blog"], language: "en", tone: "educational" },
      { accept: "text/event-stream" },
    );
    expect(events(answer.text)).toContainEqual([
      "error",
      {
        format: "blog",
        code: "upstream",
        error: "Sorry, this version could not be written. Please try again.",
        content: "",
      },
    ]);
  });

  it("refuses-past-the-daily-allowance-with-429-and-when-it-resets", async () => {
    const app = appWith(offline({ dailyMessages: 3 }));
    const body = { text: PARAGRAPH, formats: ["thread", "linkedin"], language: "en", tone: "professional" };
    expect((await repurpose(app, legend, body)).status).toBe(200);
    const tooMany = await repurpose(app, legend, body);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toMatchObject({
      limit: 3,
      left: 1,
      resetsAt: expect.stringMatching(/T00:00:00\.000Z$/),
    });
    expect(tooMany.body.error).toBe(
      "This needs 2 AI messages (one per format) and you have 1 left today. Choose fewer formats, or wait until 00:00 UTC.",
    );
    expect((await repurpose(app, legend, { ...body, formats: ["thread"] })).status).toBe(200);
    const none = await repurpose(
      app,
      legend,
      { ...body, formats: ["thread"] },
      { "accept-language": "pt-BR", accept: "text/event-stream" },
    );
    expect(none.status).toBe(429);
    expect(none.body.error).toBe("Você já usou as 3 mensagens de IA de hoje. Elas voltam às 00:00 UTC.");
    // The next day, the allowance starts again.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    expect((await repurpose(app, legend, { ...body, formats: ["thread"] })).status).toBe(200);
  });
});

async function call(app: Hono, method: string, path: string, member: TestMember | undefined, lang = "en") {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: { ...(member ? bearer(member.sessionToken) : {}), "accept-language": lang },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

describe("the member's recent repurposer runs", () => {
  it("a-run-is-kept-with-its-input-formats-and-results-and-reopens-after-the-page-is-gone", async () => {
    const app = appWith(offline());
    const streamed = await repurpose(
      app,
      legend,
      { text: PARAGRAPH, formats: ["linkedin", "thread"], language: "en", tone: "friendly" },
      { accept: "text/event-stream" },
    );
    const start = events(streamed.text).find(([event]) => event === "start")![1];
    expect(start.runId).toEqual(expect.any(Number));

    const list = await call(app, "GET", "/repurpose/runs", legend);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id: start.runId,
      formats: ["thread", "linkedin"],
      language: "en",
      tone: "friendly",
    });
    expect(list.body.items[0].preview).toMatch(/^Remote teams lose hours/);

    const run = (await call(app, "GET", `/repurpose/runs/${start.runId}`, legend)).body.run as Json;
    expect(run.text).toBe(PARAGRAPH);
    expect(run.results.map((result: Json) => [result.format, result.status])).toEqual([
      ["thread", "done"],
      ["linkedin", "done"],
    ]);
    expect(run.results[0].content).toContain("1/");

    // Writing one format again replaces its version in the same run and keeps the other.
    const again = await repurpose(app, legend, {
      text: PARAGRAPH,
      formats: ["linkedin"],
      language: "en",
      tone: "friendly",
      runId: start.runId,
    });
    expect(again.status).toBe(200);
    expect(again.body.runId).toBe(start.runId);
    const after = (await call(app, "GET", `/repurpose/runs/${start.runId}`, legend)).body.run as Json;
    expect(after.results.map((result: Json) => result.format)).toEqual(["thread", "linkedin"]);
    expect(
      (await call(app, "GET", "/repurpose/runs", legend)).body.items.filter(
        (item: Json) => item.id === start.runId,
      ),
    ).toHaveLength(1);
  });

  it("only-the-newest-20-runs-are-kept-and-a-run-can-be-deleted", async () => {
    const app = appWith(offline());
    for (let i = 1; i <= 22; i++) {
      expect(
        (
          await repurpose(app, legend, {
            text: `Run number ${i}. ${PARAGRAPH}`,
            formats: ["instagram"],
            language: "en",
          })
        ).status,
      ).toBe(200);
    }
    const items = (await call(app, "GET", "/repurpose/runs", legend)).body.items as Json[];
    expect(items).toHaveLength(20);
    expect(items[0]!.preview).toMatch(/^Run number 22\./);
    expect(items.at(-1)!.preview).toMatch(/^Run number 3\./);

    expect((await call(app, "DELETE", `/repurpose/runs/${items[0]!.id}`, legend)).status).toBe(204);
    expect((await call(app, "GET", `/repurpose/runs/${items[0]!.id}`, legend)).status).toBe(404);
    expect((await call(app, "DELETE", `/repurpose/runs/${items[0]!.id}`, legend)).status).toBe(404);
    expect((await call(app, "GET", "/repurpose/runs", legend)).body.items[0]!.preview).toMatch(
      /^Run number 21\./,
    );
  });

  it("runs-are-the-members-own-and-ids-are-bounded", async () => {
    const app = appWith(offline());
    const mine = await repurpose(app, legend, { text: PARAGRAPH, formats: ["blog"], language: "en" });
    const other = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, other.userId, "legend");
    expect((await call(app, "GET", `/repurpose/runs/${mine.body.runId}`, other)).status).toBe(404);
    expect((await call(app, "DELETE", `/repurpose/runs/${mine.body.runId}`, other)).status).toBe(404);
    expect(
      (await repurpose(app, other, { text: PARAGRAPH, formats: ["blog"], runId: mine.body.runId })).status,
    ).toBe(404);
    expect((await call(app, "GET", "/repurpose/runs", other)).body.items).toEqual([]);
    expect((await call(app, "GET", "/repurpose/runs", undefined)).status).toBe(401);
    expect((await call(app, "GET", "/repurpose/runs", creator)).status).toBe(403);

    for (const id of ["0", "-1", "2147483648", "99999999999", "1.5", "abc"]) {
      expect((await call(app, "GET", `/repurpose/runs/${id}`, legend)).status, id).toBe(400);
      expect((await call(app, "DELETE", `/repurpose/runs/${id}`, legend)).status, id).toBe(400);
    }
    expect((await call(app, "GET", "/repurpose/runs/2147483647", legend)).status).toBe(404);
    expect(
      (await repurpose(app, legend, { text: PARAGRAPH, formats: ["blog"], runId: 2_147_483_648 })).status,
    ).toBe(400);
    expect((await repurpose(app, legend, { text: PARAGRAPH, formats: ["blog"], runId: 0 })).status).toBe(400);
  });

  it("a-lone-surrogate-or-nul-in-the-text-is-a-400-not-a-500", async () => {
    const app = appWith(offline());
    for (const text of [`${PARAGRAPH} \uD83D`, `\uDE00 ${PARAGRAPH}`, `${PARAGRAPH}\u0000`]) {
      const refused = await repurpose(app, legend, { text, formats: ["thread"], language: "en" });
      expect(refused.status).toBe(400);
      expect(refused.body.issues[0].path).toEqual(["text"]);
    }
    // A whole emoji is text.
    expect(
      (await repurpose(app, legend, { text: `${PARAGRAPH} 😀`, formats: ["thread"], language: "en" })).status,
    ).toBe(200);
  });
});
