import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createApiKey } from "~/server/keys/keys.server";
import { createMcpRoutes } from "~/server/mcp/mcp-routes.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { mondayOf } from "~/core/weeks";
import { ErrorSchema } from "~/server/http/api/schemas";
import { PromptListSchema } from "./api-schemas";

// The advanced filters through /api/v1/prompts and MCP's search_prompts: who may use them, and
// that what they answer matches the filters and counts.

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let server: ServerType;
let baseUrl: string;
let free: TestMember;
let creator: TestMember;
let legend: TestMember;
const keys: Record<"free" | "creator" | "legend", string> = { free: "", creator: "", legend: "" };
const clients: Client[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  const database = async () => testDb.db;
  app = new Hono().route("/", createMcpRoutes({ database })).route("/api/v1", createApiV1({ database }));
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
  for (const [plan, member] of [
    ["free", free],
    ["creator", creator],
    ["legend", legend],
  ] as const)
    keys[plan] = (
      await createApiKey(auth, testDb.db, member.userId, { name: plan, expiresInDays: null })
    ).key;
  await testDb.db.execute(sql`update prompts set upvotes = 3 where id = 5`);
  // A busy machine takes minutes to migrate and seed a database.
}, 300_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => server.close(resolve));
  await testDb.close();
});

async function mcp(plan: keyof typeof keys) {
  const client = new Client({ name: "filters-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${keys[plan]}` } },
    }),
  );
  clients.push(client);
  return client;
}

const textOf = (result: unknown) =>
  (((result as { content?: unknown }).content ?? []) as { text?: string }[])
    .map((part) => part.text ?? "")
    .join("\n");

describe("GET /api/v1/prompts with advanced filters", () => {
  it("refuses them to visitors and Explorer members with 403 naming the Creator plan", async () => {
    for (const member of [undefined, free]) {
      for (const query of [
        "tag=instagram",
        "sort=newest",
        "access=premium",
        "category=marketing,programming",
        "facets=true",
        "upvotes=1",
      ]) {
        const { status, body } = await callApi(app, "GET", `/prompts?${query}`, member);
        expect(status, query).toBe(403);
        const error = ErrorSchema.parse(body);
        expect(error.plan).toBe("creator");
        expect(error.error).toMatch(/Creator plan/);
      }
    }
  });

  it("keeps a query and one category free for everyone", async () => {
    const { status, body } = await callApi(app, "GET", "/prompts?q=portrait&category=art-illustration", free);
    expect(status).toBe(200);
    expect(PromptListSchema.parse(body).items.every((item) => item.category.id === "art-illustration")).toBe(
      true,
    );
  });

  it("filters, sorts and counts for Creator and Legend members", async () => {
    for (const member of [creator, legend]) {
      const { status, body } = await callApi(
        app,
        "GET",
        "/prompts?category=marketing&category=programming&access=free&sort=az&facets=true",
        member,
      );
      expect(status).toBe(200);
      const list = PromptListSchema.parse(body);
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((item) => ["marketing", "programming"].includes(item.category.id))).toBe(true);
      expect(list.items.every((item) => !item.isPremium && !item.isForbidden)).toBe(true);
      expect(list.facets!.access.free).toBe(list.total);
      const keys = list.items.map((item) => item.title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
      expect(keys).toEqual([...keys].sort());
    }
    const upvoted = PromptListSchema.parse((await callApi(app, "GET", "/prompts?upvotes=1", creator)).body);
    expect(upvoted.items.map((item) => item.id)).toEqual([5]);
  });

  it("counts-only-this-weeks-prompts-with-new-week", async () => {
    // A prompt published a moment ago (this Monday at the earliest) is in this week's drop.
    const justNow = new Date(Math.max(mondayOf(new Date()).getTime(), Date.now() - 60_000));
    const before = (await testDb.db.execute(sql`select published_at from prompts where id = 7`)) as {
      rows?: { published_at: string }[];
    };
    await testDb.db.execute(sql`update prompts set published_at = ${justNow.toISOString()} where id = 7`);
    try {
      const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
      const whole = PromptListSchema.parse((await callApi(app, "GET", "/prompts?facets=true", creator)).body);
      for (const query of [
        "new=week&facets=true&limit=50",
        "new=week&facets=true&limit=50&sort=newest&q=weekly%20planning",
        "new=week&facets=true&limit=50&q=weekly%20planning",
        "new=week&facets=true&limit=50&access=free",
      ]) {
        const { status, body } = await callApi(app, "GET", `/prompts?${query}`, creator);
        expect(status, query).toBe(200);
        const list = PromptListSchema.parse(body);
        const facets = list.facets!;
        expect(
          list.items.map((item) => item.id),
          query,
        ).toContain(7);
        expect(list.total, query).toBe(list.items.length);
        // Every dimension's counts add up to this week's prompts, not the catalogue's.
        expect(sum(facets.access), query).toBe(list.total);
        expect(sum(facets.placeholders), query).toBe(list.total);
        expect(sum(facets.author), query).toBe(list.total);
        const byCategory: Record<string, number> = {};
        for (const item of list.items) byCategory[item.category.id] = (byCategory[item.category.id] ?? 0) + 1;
        expect(facets.categories, query).toEqual(byCategory);
        expect(facets.published["7d"], query).toBe(list.total);
      }
      expect(sum(whole.facets!.access)).toBeGreaterThan(
        sum(
          PromptListSchema.parse((await callApi(app, "GET", "/prompts?new=week&facets=true", creator)).body)
            .facets!.access,
        ),
      );
    } finally {
      await testDb.db.execute(
        sql`update prompts set published_at = ${before.rows![0]!.published_at} where id = 7`,
      );
    }
  });

  it("answers 400 for a bad filter value and an unknown category", async () => {
    for (const query of [
      "access=gold",
      "sort=random",
      "upvotes=-1",
      "published=1y",
      "category=marketing,nope",
    ]) {
      const { status, body } = await callApi(app, "GET", `/prompts?${query}`, creator);
      expect(status, query).toBe(400);
      expect(ErrorSchema.parse(body).issues?.length).toBeGreaterThan(0);
    }
  });

  it("documents the filters in openapi.json", async () => {
    const response = await app.request("/api/v1/openapi.json");
    const document = (await response.json()) as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }
      >;
    };
    const operation = document.paths["/prompts"]!.get!;
    const names = operation.parameters!.map((parameter) => parameter.name);
    for (const name of [
      "tag",
      "category",
      "access",
      "placeholders",
      "published",
      "author",
      "upvotes",
      "sort",
      "facets",
    ])
      expect(names).toContain(name);
    expect(operation.responses["403"]).toBeDefined();
  });
});

describe("MCP search_prompts with advanced filters", () => {
  it("refuses them to an Explorer member, naming the plan, and keeps the basic search", async () => {
    const client = await mcp("free");
    const refused = await client.callTool({ name: "search_prompts", arguments: { sort: "newest" } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/Creator plan \(plan: creator\)/);
    const basic = await client.callTool({ name: "search_prompts", arguments: { query: "portrait" } });
    expect(basic.isError ?? false).toBe(false);
  });

  it("takes them from Creator and Legend members", async () => {
    for (const plan of ["creator", "legend"] as const) {
      const client = await mcp(plan);
      const result = await client.callTool({
        name: "search_prompts",
        arguments: { categories: ["marketing", "programming"], access: "premium", sort: "newest" },
      });
      expect(result.isError ?? false, textOf(result)).toBe(false);
      const answer = JSON.parse(textOf(result)) as { items: { category: string; premium: boolean }[] };
      expect(answer.items.length).toBeGreaterThan(0);
      expect(
        answer.items.every((item) => ["marketing", "programming"].includes(item.category) && item.premium),
      ).toBe(true);
    }
  });
});
