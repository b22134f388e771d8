import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/core/locale";
import { parsePlaceholders } from "~/core/placeholders";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createApiKey, revokeApiKey } from "~/server/keys/keys.server";
import { apikey } from "~/server/keys/schema";
import { calendarEntries } from "~/server/calendar/schema";
import { lockerPrompts } from "~/server/locker/schema";
import { createMcpRoutes } from "./mcp-routes.server";

// The MCP server (docs/decisions/0007), through the SDK's own client over HTTP, with API keys.

let testDb: TestDatabase;
let auth: Auth;
let server: ServerType;
let baseUrl: string;
const clients: Client[] = [];

let free: TestMember;
let creator: TestMember;
let legend: TestMember;
let freeKey: string;
let creatorKey: string;
let legendKey: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  const database = async () => testDb.db;
  const app = new Hono()
    .route("/", createMcpRoutes({ database }))
    .route("/api/v1", createApiV1({ database }));
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  [free, creator, legend] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await grantPlan(testDb.db, creator.userId, "creator");
  await grantPlan(testDb.db, legend.userId, "legend");
  freeKey = (await createApiKey(auth, testDb.db, free.userId, { name: "Claude", expiresInDays: null })).key;
  creatorKey = (await createApiKey(auth, testDb.db, creator.userId, { name: "Cursor", expiresInDays: 30 }))
    .key;
  legendKey = (await createApiKey(auth, testDb.db, legend.userId, { name: "VS Code", expiresInDays: null }))
    .key;
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => server.close(resolve));
  await testDb.close();
});

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: "promptario-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const textOf = (result: unknown) =>
  (((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[])
    .map((part) => part.text ?? "")
    .join("\n");

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function sentencesOf(text: string | null): string[] {
  return (text ?? "")
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30);
}

describe("API keys", () => {
  it("are-stored-only-as-hashes", async () => {
    const rows = await testDb.db.select().from(apikey).where(eq(apikey.referenceId, free.userId));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(
      stringsIn(
        Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : value)),
      ).some((text) => text.includes(freeKey)),
    ).toBe(false);
    expect(row.key).toBe(createHash("sha256").update(freeKey).digest("base64url"));
    expect(freeKey.startsWith(row.start!)).toBe(true);
    expect(row.start!.length).toBeLessThan(16);
  });

  it("open-the-json-api-with-the-members-own-rights", async () => {
    const response = await fetch(`${baseUrl}/api/v1/me/prompts`, {
      headers: { authorization: `Bearer ${freeKey}` },
    });
    expect(response.status).toBe(200);
    const admin = await fetch(`${baseUrl}/api/v1/admin/users`, {
      headers: { authorization: `Bearer ${freeKey}` },
    });
    expect(admin.status).toBe(403);
  });

  it("are-refused-in-the-query-string", async () => {
    for (const path of [
      `/mcp?api_key=${freeKey}`,
      `/mcp?token=${freeKey}`,
      `/api/v1/prompts?key=${freeKey}`,
      `/api/v1/me/prompts?x=${freeKey}`,
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { method: path.startsWith("/mcp") ? "POST" : "GET" });
      expect(response.status, path).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("Authorization header");
    }
  });

  it("revoked-or-expired-get-401", async () => {
    const revoked = await createApiKey(auth, testDb.db, free.userId, {
      name: "old laptop",
      expiresInDays: null,
    });
    const expired = await createApiKey(auth, testDb.db, free.userId, { name: "trial", expiresInDays: 1 });
    await connect(revoked.key);
    expect(await revokeApiKey(testDb.db, free.userId, revoked.id)).toBe(true);
    await testDb.db
      .update(apikey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apikey.id, expired.id));

    for (const key of [revoked.key, expired.key, "prm_not-a-key-at-all", ""]) {
      const mcp = await fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(mcp.status, key).toBe(401);
      expect(mcp.headers.get("www-authenticate")).toMatch(/^Bearer/);
      if (key) {
        const api = await fetch(`${baseUrl}/api/v1/me/prompts`, {
          headers: { authorization: `Bearer ${key}` },
        });
        expect(api.status, key).toBe(401);
      }
    }
    await expect(connect(revoked.key)).rejects.toThrow();
  });

  it("cannot-revoke-another-members-key", async () => {
    const [row] = await testDb.db
      .select({ id: apikey.id })
      .from(apikey)
      .where(eq(apikey.referenceId, creator.userId));
    expect(await revokeApiKey(testDb.db, free.userId, row!.id)).toBe(false);
  });

  it("are-rate-limited-per-key", async () => {
    const limited = await createApiKey(auth, testDb.db, free.userId, { name: "busy", expiresInDays: null });
    await testDb.db.update(apikey).set({ rateLimitMax: 2 }).where(eq(apikey.id, limited.id));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/api/v1/me/prompts`, {
        headers: { authorization: `Bearer ${limited.key}` },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another key of the same member is not slowed down.
    expect(
      (await fetch(`${baseUrl}/api/v1/me/prompts`, { headers: { authorization: `Bearer ${freeKey}` } }))
        .status,
    ).toBe(200);
  });
});

describe("MCP prompts", () => {
  it("lists-and-gets-prompts-with-arguments-filled-in", async () => {
    const client = await connect(creatorKey);
    const listed = await client.listPrompts();
    expect(listed.prompts.length).toBeGreaterThan(20);
    const withArguments = listed.prompts.find((prompt) => (prompt.arguments?.length ?? 0) >= 1)!;
    expect(withArguments).toBeDefined();
    const values = Object.fromEntries(
      withArguments.arguments!.map((arg, index) => [arg.name, `VALUE-${index}`]),
    );
    const got = await client.getPrompt({ name: withArguments.name, arguments: values });
    const text = (got.messages[0]!.content as { text: string }).text;
    for (const value of Object.values(values)) expect(text).toContain(value);
    expect(parsePlaceholders(text).filter((name) => !name.startsWith("VALUE-"))).toEqual([]);
  });

  it("lists-the-members-own-prompts-first-in-their-language", async () => {
    const client = await connect(legendKey);
    const created = await client.callTool({
      name: "create_prompt",
      arguments: {
        title: "Weekly standup notes",
        description: "Turns bullet points into standup notes.",
        categoryId: "marketing",
        promptText: "Turn these notes from [team name] into a standup summary: [notes]",
        language: "en",
        tags: ["work"],
      },
    });
    expect(created.isError ?? false, textOf(created)).toBe(false);
    const id = (JSON.parse(textOf(created)) as { id: number }).id;
    const listed = await client.listPrompts();
    expect(listed.prompts[0]).toMatchObject({ name: `prompt-${id}`, title: "Weekly standup notes" });
    expect(listed.prompts[0]!.arguments!.map((arg) => arg.name)).toEqual(["team_name", "notes"]);
    const got = await client.getPrompt({
      name: `prompt-${id}`,
      arguments: { team_name: "Platform", notes: "shipped MCP" },
    });
    expect((got.messages[0]!.content as { text: string }).text).toBe(
      "Turn these notes from Platform into a standup summary: shipped MCP",
    );
    // The member's language preference (pt by default) picks the library's language.
    const [catalogPrompt] = await testDb.db
      .select({ title: promptTranslations.title })
      .from(promptTranslations)
      .where(sql`${promptTranslations.promptId} = 1 and ${promptTranslations.locale} = 'pt'`);
    expect(listed.prompts.some((prompt) => prompt.title === catalogPrompt!.title)).toBe(true);
  });

  it("refuses-unknown-prompts-and-oversized-arguments", async () => {
    const client = await connect(creatorKey);
    await expect(client.getPrompt({ name: "prompt-999999" })).rejects.toThrow(/not found/);
    await expect(client.getPrompt({ name: "../etc" })).rejects.toThrow(/Unknown prompt/);
    await expect(client.getPrompt({ name: "prompt-1", arguments: { x: "a".repeat(5_001) } })).rejects.toThrow(
      /at most/,
    );
  });
});

describe("MCP prompt variables", () => {
  const TEMPLATE =
    "Write [words: number 100..500] words in a [tone: formal | friendly | bold = friendly] tone for [launch: date], signed [my name].[notes?: long]";

  async function typedPrompt(client: Client): Promise<string> {
    const created = await client.callTool({
      name: "create_prompt",
      arguments: {
        title: "Launch note",
        description: "A short launch note.",
        categoryId: "marketing",
        promptText: TEMPLATE,
        language: "en",
      },
    });
    expect(created.isError ?? false, textOf(created)).toBe(false);
    return `prompt-${(JSON.parse(textOf(created)) as { id: number }).id}`;
  }

  it("lists-each-argument-with-what-it-takes-and-whether-it-is-required", async () => {
    const client = await connect(legendKey);
    const name = await typedPrompt(client);
    const listed = (await client.listPrompts()).prompts.find((prompt) => prompt.name === name)!;
    expect(listed.arguments).toEqual([
      { name: "words", description: "Fills in [words]: a number from 100 to 500.", required: true },
      {
        name: "tone",
        description: "Fills in [tone]: one of: formal, friendly, bold. Default: friendly.",
        required: false,
      },
      { name: "launch", description: "Fills in [launch]: a date, YYYY-MM-DD.", required: true },
      {
        name: "notes",
        description:
          "Fills in [notes]: text, several lines allowed. Optional: left out, it is dropped from the text.",
        required: false,
      },
    ]);

    const got = await client.getPrompt({ name, arguments: { words: "250", launch: "2026-05-01" } });
    expect((got.messages[0]!.content as { text: string }).text).toBe(
      "Write 250 words in a friendly tone for May 1, 2026, signed Test Member.",
    );
  });

  it("says-what-is-wrong-with-the-values-in-prompts-get-and-get-prompt", async () => {
    const client = await connect(legendKey);
    const name = await typedPrompt(client);
    await expect(
      client.getPrompt({ name, arguments: { words: "900", tone: "loud", launch: "2026-05-01" } }),
    ).rejects.toThrow(
      `MCP error -32602: Invalid arguments for ${name}: words: Enter 500 or less.; tone: Choose one of: formal, friendly, bold.`,
    );
    await expect(client.getPrompt({ name, arguments: { tone: "bold" } })).rejects.toThrow(
      /words is required: Fills in \[words\]: a number from 100 to 500\.; launch is required/,
    );
    await expect(
      client.getPrompt({ name, arguments: { words: "200", launch: "2026-05-01", mood: "x" } }),
    ).rejects.toThrow(/Unknown argument "mood" \(this prompt takes: words, tone, launch, notes\)/);

    const id = Number(name.slice("prompt-".length));
    const refused = await client.callTool({
      name: "get_prompt",
      arguments: { id, values: { launch: "soon" } },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("launch: Enter a date.");
    // The tool lets a required value wait: it stays in brackets and is listed as missing.
    const partial = JSON.parse(
      textOf(await client.callTool({ name: "get_prompt", arguments: { id, values: { tone: "BOLD" } } })),
    ) as { text: string; missing: string[]; placeholders: { name: string; required: boolean }[] };
    expect(partial.text).toBe(
      "Write [words: number 100..500] words in a bold tone for [launch: date], signed Test Member.",
    );
    expect(partial.missing).toEqual(["words", "launch"]);
    expect(partial.placeholders.map((arg) => [arg.name, arg.required])).toEqual([
      ["words", true],
      ["tone", false],
      ["launch", true],
      ["notes", false],
    ]);
  });

  it("completes-a-choices-options", async () => {
    const client = await connect(legendKey);
    const name = await typedPrompt(client);
    expect(client.getServerCapabilities()?.completions).toEqual({});
    const completed = await client.complete({
      ref: { type: "ref/prompt", name },
      argument: { name: "tone", value: "f" },
    });
    expect(completed.completion).toEqual({ values: ["formal", "friendly"], total: 2, hasMore: false });
    const none = await client.complete({
      ref: { type: "ref/prompt", name },
      argument: { name: "words", value: "1" },
    });
    expect(none.completion.values).toEqual([]);
    // A prompt the member cannot read completes nothing.
    const locked = await (
      await connect(freeKey)
    ).complete({
      ref: { type: "ref/prompt", name: "prompt-4" },
      argument: { name: "brand_name_and_what_it_does", value: "" },
    });
    expect(locked.completion.values).toEqual([]);
  });
});

describe("MCP refusals", () => {
  it("lists-no-weekly-drop-before-its-day-to-any-plan", async () => {
    const scheduled = await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(sql`${prompts.isPublished} and ${prompts.publishedAt} > now()`);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const key of [creatorKey, legendKey]) {
      const client = await connect(key);
      const names: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listPrompts(cursor ? { cursor } : {});
        names.push(...page.prompts.map((prompt) => prompt.name));
        cursor = page.nextCursor;
      } while (cursor);
      expect(names.length).toBeGreaterThan(20);
      for (const { id } of scheduled) expect(names).not.toContain(`prompt-${id}`);
    }
  });

  it("names-legend-alone-for-a-forbidden-prompt-and-says-the-error-code-once", async () => {
    const [forbidden] = await testDb.db
      .select({ id: prompts.id, categoryId: prompts.categoryId })
      .from(prompts)
      .where(sql`${prompts.isPublished} and ${prompts.isForbidden} and ${prompts.publishedAt} <= now()`)
      .limit(1);
    expect(forbidden).toBeDefined();
    const client = await connect(creatorKey);
    const error = await client.getPrompt({ name: `prompt-${forbidden!.id}` }).then(
      () => null,
      (failure: Error) => failure.message,
    );
    expect(error).toMatch(/The Legend plan opens it/);
    expect(error).not.toMatch(/Creator/);
    expect(error!.match(/MCP error -32602/g)).toHaveLength(1);
    const tool = await client.callTool({ name: "get_prompt", arguments: { id: forbidden!.id } });
    expect(tool.isError).toBe(true);
    expect(textOf(tool)).toMatch(/The Legend plan opens it/);
    expect(textOf(tool)).not.toMatch(/Creator/);
    // A search lists it locked, with the plan that really opens it.
    const search = JSON.parse(
      textOf(
        await client.callTool({
          name: "search_prompts",
          arguments: { language: "en", category: forbidden!.categoryId, limit: 20 },
        }),
      ),
    ) as { items: { id: number; locked: boolean; opensWith?: string }[] };
    expect(search.items.find((item) => item.id === forbidden!.id)).toMatchObject({
      locked: true,
      opensWith: "legend",
    });
  });

  it("answers-invalid-params-to-arguments-that-are-not-an-object", async () => {
    const client = await connect(creatorKey);
    for (const bad of ["abc", 42, [1, 2], null]) {
      const failure = await client.callTool({ name: "get_prompt", arguments: bad as never }).then(
        () => null,
        (error: { code?: number; message: string }) => error,
      );
      expect(failure, JSON.stringify(bad)).not.toBeNull();
      expect(failure!.code).toBe(-32602);
      expect(failure!.message).toMatch(/"arguments" as a JSON object/);
      expect(failure!.message).not.toMatch(/internal|invalid_type|expected/i);
    }
    const prompt = await client.getPrompt({ name: "prompt-1", arguments: "abc" as never }).then(
      () => null,
      (error: { code?: number; message: string }) => error,
    );
    expect(prompt?.code).toBe(-32602);
  });

  it("refuses-ids-past-the-integer-range-without-a-server-error", async () => {
    const client = await connect(creatorKey);
    await expect(client.getPrompt({ name: "prompt-2147483648" })).rejects.toThrow(/Unknown prompt/);
    const tool = await client.callTool({ name: "get_prompt", arguments: { id: 2_147_483_648 } });
    expect(tool.isError).toBe(true);
    expect(textOf(tool)).not.toMatch(/on our side/);
  });
});

describe("MCP tools", () => {
  it("search-get-and-list-categories", async () => {
    const client = await connect(creatorKey);
    const tools = await client.listTools();
    expect(tools.tools.map((tool) => tool.name)).toEqual([
      "search_prompts",
      "get_prompt",
      "list_categories",
      "save_to_locker",
      "schedule_prompt",
      "create_prompt",
    ]);
    for (const tool of tools.tools) expect(tool.inputSchema.type).toBe("object");

    const categories = JSON.parse(
      textOf(await client.callTool({ name: "list_categories", arguments: { language: "en" } })),
    ) as { categories: { id: string }[] };
    expect(categories.categories.map((category) => category.id)).toContain("marketing");

    const search = JSON.parse(
      textOf(
        await client.callTool({
          name: "search_prompts",
          arguments: { category: "marketing", language: "en" },
        }),
      ),
    ) as { items: { id: number; locked: boolean }[] };
    expect(search.items.length).toBeGreaterThan(0);
    const got = await client.callTool({
      name: "get_prompt",
      arguments: { id: search.items[0]!.id, language: "en", values: {} },
    });
    expect(JSON.parse(textOf(got))).toMatchObject({ id: search.items[0]!.id, language: "en" });

    const unknown = await client.callTool({ name: "search_prompts", arguments: { category: "nope" } });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("Unknown category");
    const tooLong = await client.callTool({ name: "search_prompts", arguments: { query: "x".repeat(500) } });
    expect(tooLong.isError).toBe(true);
  });

  it("search-prompts-takes-the-advanced-filters-of-the-members-plan-and-names-the-plan-otherwise", async () => {
    const [tagged] = await testDb.db
      .select({ id: prompts.id, tags: promptTranslations.tags, categoryId: prompts.categoryId })
      .from(prompts)
      .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
      .where(
        sql`${promptTranslations.locale} = 'en' and ${prompts.isPublished} and cardinality(${promptTranslations.tags}) >= 2`,
      )
      .orderBy(prompts.id)
      .limit(1);
    const [first, second] = tagged!.tags;
    const filtered = {
      tags: [first!, second!],
      categories: [tagged!.categoryId, "programming"],
      sort: "az",
      language: "en",
      limit: 20,
    };

    const creatorSearch = await (
      await connect(creatorKey)
    ).callTool({ name: "search_prompts", arguments: filtered });
    expect(creatorSearch.isError).toBeFalsy();
    const found = JSON.parse(textOf(creatorSearch)) as { items: { id: number; tags: string[] }[] };
    expect(found.items.map((item) => item.id)).toContain(tagged!.id);
    for (const item of found.items) expect(item.tags).toEqual(expect.arrayContaining([first, second]));

    const refused = await (await connect(freeKey)).callTool({ name: "search_prompts", arguments: filtered });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/Creator plan/);
    expect(textOf(refused)).toMatch(/tags/);
    // The query and one category stay free.
    const basic = await (
      await connect(freeKey)
    ).callTool({
      name: "search_prompts",
      arguments: { category: tagged!.categoryId, language: "en" },
    });
    expect(basic.isError).toBeFalsy();
    // A bad filter value is the schema's error, not a server error.
    const bad = await (
      await connect(creatorKey)
    ).callTool({
      name: "search_prompts",
      arguments: { access: "secret" },
    });
    expect(bad.isError).toBe(true);
  });

  it("save-to-locker-is-for-legend", async () => {
    const refused = await (
      await connect(creatorKey)
    ).callTool({ name: "save_to_locker", arguments: { id: 1 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("Legend");

    const saved = await (
      await connect(legendKey)
    ).callTool({ name: "save_to_locker", arguments: { id: 1, language: "en" } });
    expect(saved.isError ?? false, textOf(saved)).toBe(false);
    const rows = await testDb.db
      .select({ source: lockerPrompts.sourcePromptId })
      .from(lockerPrompts)
      .where(eq(lockerPrompts.userId, legend.userId));
    expect(rows).toEqual([{ source: 1 }]);
  });

  it("schedule-prompt-puts-a-readable-prompt-on-the-calendar-and-refuses-a-locked-one", async () => {
    const client = await connect(freeKey);
    const scheduled = await client.callTool({
      name: "schedule_prompt",
      arguments: { id: 1, date: "2031-03-10", reminder: true, language: "en" },
    });
    expect(scheduled.isError ?? false, textOf(scheduled)).toBe(false);
    expect(JSON.parse(textOf(scheduled))).toMatchObject({
      scheduled: true,
      date: "2031-03-10",
      reminder: true,
      url: expect.stringContaining("/content-calendar"),
    });
    const rows = await testDb.db
      .select({ promptId: calendarEntries.promptId, day: calendarEntries.scheduledDate })
      .from(calendarEntries)
      .where(eq(calendarEntries.userId, free.userId));
    expect(rows).toEqual([{ promptId: 1, day: "2031-03-10" }]);

    const badDay = await client.callTool({
      name: "schedule_prompt",
      arguments: { id: 1, date: "2031-02-30" },
    });
    expect(badDay.isError).toBe(true);
    const premium = CATALOG_PROMPTS.find((prompt) => prompt.isPremium)!;
    const locked = await client.callTool({
      name: "schedule_prompt",
      arguments: { id: premium.id, date: "2031-03-11" },
    });
    expect(locked.isError).toBe(true);
    expect(textOf(locked)).not.toContain(premium.promptText.en.slice(0, 40));
  });

  it("create-prompt-validates-like-the-api", async () => {
    const client = await connect(creatorKey);
    const invalid = await client.callTool({
      name: "create_prompt",
      arguments: { title: " ", description: "d", categoryId: "nope", promptText: "p", language: "en" },
    });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/title/);
    const unknownCategory = await client.callTool({
      name: "create_prompt",
      arguments: {
        title: "t",
        description: "d",
        categoryId: "no-such-category",
        promptText: "p",
        language: "en",
      },
    });
    expect(unknownCategory.isError).toBe(true);
    expect(textOf(unknownCategory)).toBe("Category not found");
  });
});

describe("a free member's key", () => {
  it("never-returns-locked-text-through-any-prompt-tool-or-error", async () => {
    // Which prompts are locked for this member, by the JSON API (the same entitlements module).
    const ids = (
      await testDb.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.isPublished, true))
    ).map((row) => row.id);
    const locked: number[] = [];
    // Weekly drops dated after today: a 404 for the member, as hidden as a locked text.
    const notYetOut: number[] = [];
    // Each phase on a key of its own: one key has 120 requests a minute.
    const probeKey = (
      await createApiKey(auth, testDb.db, free.userId, { name: "Probe", expiresInDays: null })
    ).key;
    for (const id of ids) {
      const response = await fetch(`${baseUrl}/api/v1/prompts/${id}`, {
        headers: { authorization: `Bearer ${probeKey}` },
      });
      if (response.status === 404) notYetOut.push(id);
      else if (((await response.json()) as { prompt: { locked: boolean } }).prompt.locked) locked.push(id);
    }
    const premium = await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.isPremium, true));
    expect(premium.length).toBeGreaterThan(0);
    for (const { id } of premium) expect([...locked, ...notYetOut]).toContain(id);

    const texts = await testDb.db
      .select({
        promptId: promptTranslations.promptId,
        promptText: promptTranslations.promptText,
        instructions: promptTranslations.instructions,
        steps: promptTranslations.steps,
        title: promptTranslations.title,
        description: promptTranslations.description,
        tagline: promptTranslations.tagline,
        credits: promptTranslations.credits,
      })
      .from(promptTranslations);
    const readableOrPublic = texts.flatMap((row) => [
      row.title,
      row.description,
      row.tagline ?? "",
      row.credits ?? "",
      ...(locked.includes(row.promptId) || notYetOut.includes(row.promptId)
        ? []
        : [row.promptText, row.instructions ?? "", ...(row.steps ?? [])]),
    ]);
    const hidden = [
      ...new Set(
        texts
          .filter((row) => locked.includes(row.promptId) || notYetOut.includes(row.promptId))
          .flatMap((row) => [row.promptText, row.instructions, ...(row.steps ?? [])].flatMap(sentencesOf)),
      ),
    ].filter((sentence) => !readableOrPublic.some((text) => text.includes(sentence)));
    expect(hidden.length).toBeGreaterThan(20);

    const client = await connect(freeKey);
    const answers: unknown[] = [];
    let cursor: string | undefined;
    const listedNames: string[] = [];
    do {
      const page = await client.listPrompts(cursor ? { cursor } : {});
      answers.push(page);
      listedNames.push(...page.prompts.map((prompt) => prompt.name));
      cursor = page.nextCursor;
    } while (cursor);
    for (const id of locked) expect(listedNames).not.toContain(`prompt-${id}`);

    const errors: string[] = [];
    for (const id of locked) {
      await client.getPrompt({ name: `prompt-${id}` }).then(
        (got) => answers.push(got),
        (error: Error) => errors.push(error.message),
      );
      for (const language of LOCALES) {
        const tool = await client.callTool({ name: "get_prompt", arguments: { id, language } });
        expect(tool.isError, `prompt ${id}`).toBe(true);
        // Premium asks for Creator; "forbidden" prompts for Legend.
        expect(textOf(tool)).toMatch(/(Creator|Legend) plan/);
        answers.push(tool);
      }
      answers.push(await client.callTool({ name: "save_to_locker", arguments: { id } }));
      answers.push(await client.callTool({ name: "schedule_prompt", arguments: { id, date: "2031-03-10" } }));
    }
    expect(errors).toHaveLength(locked.length);
    for (const message of errors) expect(message).toMatch(/(Creator|Legend) plan/);
    answers.push(errors);

    const searcher = await connect(
      (await createApiKey(auth, testDb.db, free.userId, { name: "Searches", expiresInDays: null })).key,
    );
    for (const language of LOCALES) {
      answers.push(await searcher.callTool({ name: "search_prompts", arguments: { language, limit: 20 } }));
      for (const sentence of hidden.slice(0, 15)) {
        const words = [...new Set(sentence.split(/[^\p{L}\p{N}]+/u))].sort((a, b) => b.length - a.length);
        answers.push(
          await searcher.callTool({
            name: "search_prompts",
            arguments: { query: words.slice(0, 3).join(" "), language, limit: 20 },
          }),
        );
      }
    }

    const fetched = stringsIn(answers);
    const leaks = hidden.filter((sentence) => fetched.some((text) => text.includes(sentence)));
    expect(leaks).toEqual([]);
  }, 120_000);
});
