import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createApiV1 } from "./v1.server";

let testDb: TestDatabase;
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

type Json = Record<string, unknown>;
type Operation = { parameters?: Json[]; requestBody?: Json; responses: Record<string, Json> };

async function fetchDocument() {
  const response = await app.request("/api/v1/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.headers.get("cache-control")).toBe("no-store");
  return JSON.parse(await response.text()) as {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Json> };
  };
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
    );
  }
  return [];
}

describe("GET /openapi.json", () => {
  it("is-an-openapi-3.1-document-describing-every-route-the-server-has", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api/v1" }]);
    // Walks the router itself: a route added without its documentation fails here.
    const routes = new Set(
      createApiV1({ database: async () => testDb.db })
        .routes.filter((route) => route.method !== "ALL")
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(
      Object.entries(document.paths as Record<string, Json>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    expect([...routes].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((operation) => !routes.has(operation))).toEqual([]);
    for (const path of [
      "/favorites",
      "/favorites/{promptId}",
      "/subscription/check",
      "/billing/checkout",
      "/billing/portal",
      "/webhooks/stripe",
      "/me/prompts",
      "/chat",
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
  });

  it("gives-every-operation-an-id-a-summary-its-security-and-its-errors-in-the-error-shape", async () => {
    const document = await fetchDocument();
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        expect(typeof operation.operationId, name).toBe("string");
        expect(ids.has(operation.operationId as string), `${name}: operationId used twice`).toBe(false);
        ids.add(operation.operationId as string);
        expect(typeof operation.summary, name).toBe("string");
        expect(Array.isArray(operation.security), `${name}: security`).toBe(true);
        const security = operation.security as Json[];
        const needsAccount =
          security.length > 0 && !security.some((entry) => Object.keys(entry).length === 0);
        const responses = operation.responses as Record<string, Json>;
        if (needsAccount) expect(Object.keys(responses), `${name}: 401`).toContain("401");
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400 || path === "/webhooks/stripe") continue;
          const schema = (response.content as Record<string, Json> | undefined)?.["application/json"]
            ?.schema as Json | undefined;
          expect(schema?.$ref, `${name} ${status}`).toMatch(/#\/components\/schemas\/(Error|AdminError)$/);
        }
      }
    }
  });

  it("resolves every schema reference inside the document", async () => {
    const document = await fetchDocument();
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split("/").pop()!], ref).toBeDefined();
    }
  });

  it("describes the search parameters with their limits and defaults", async () => {
    const document = await fetchDocument();
    const parameters = document.paths["/prompts"]?.get?.parameters ?? [];
    const byName = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
    expect(Object.keys(byName)).toEqual([
      "q",
      "category",
      "tag",
      "access",
      "placeholders",
      "published",
      "author",
      "upvotes",
      "sort",
      "facets",
      "forbidden",
      "new",
      "lang",
      "limit",
      "offset",
    ]);
    expect(byName.limit).toMatchObject({
      in: "query",
      required: false,
      schema: { type: "integer", minimum: 1, maximum: 50, default: 20 },
    });
    expect(byName.offset).toMatchObject({ schema: { type: "integer", minimum: 0, default: 0 } });
    expect(byName.q).toMatchObject({ schema: { type: "string", maxLength: 200 } });
    expect(byName.lang).toMatchObject({ schema: { enum: ["en", "pt"] } });
  });

  it("describes the prompt id, the event body and the error answers", async () => {
    const document = await fetchDocument();
    const detail = document.paths["/prompts/{id}"]?.get;
    expect(detail?.parameters?.[0]).toMatchObject({
      name: "id",
      in: "path",
      required: true,
      schema: { type: "integer" },
    });
    expect(Object.keys(detail?.responses ?? {})).toEqual(["200", "400", "404"]);

    const events = document.paths["/prompts/{id}/events"]?.post;
    expect(Object.keys(events?.responses ?? {})).toEqual(["202", "400", "404", "413"]);
    expect(document.components.schemas.PromptEventBody).toMatchObject({
      type: "object",
      required: ["kind"],
      properties: { kind: { enum: ["copy", "share", "use"] } },
    });
    expect(document.components.schemas.PromptDetail).toMatchObject({
      required: expect.arrayContaining([
        "promptText",
        "instructions",
        "steps",
        "locked",
        "lockReason",
        "related",
      ]),
    });
    expect(document.components.schemas.Error).toMatchObject({ required: ["error"] });
  });
});

describe("ids in /openapi.json", () => {
  it("every-integer-id-is-bounded-to-a-postgresql-integer", async () => {
    const document = await fetchDocument();
    const unbounded: string[] = [];
    let seen = 0;
    const check = (where: string, schema: unknown) => {
      const node = (schema ?? {}) as Json;
      const parts = [node, ...(((node.anyOf ?? node.oneOf) as Json[] | undefined) ?? [])];
      for (const part of parts) {
        if (part.type !== "integer") continue;
        seen++;
        if (part.maximum !== 2_147_483_647 || part.minimum !== 1) unbounded.push(where);
      }
    };
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`));
      if (!value || typeof value !== "object") return;
      const node = value as Json;
      const isId = (name: unknown) => typeof name === "string" && (name === "id" || /[a-z]Id$/.test(name));
      if (typeof node.in === "string" && isId(node.name)) check(`${where} ${String(node.name)}`, node.schema);
      for (const [name, property] of Object.entries((node.properties ?? {}) as Json))
        if (isId(name)) check(`${where}.${name}`, property);
      for (const [key, inner] of Object.entries(node)) walk(inner, `${where}/${key}`);
    };
    walk(document, "");
    expect(seen).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
    const adminPrompt = document.paths["/admin/prompts/{id}"]!.get!.parameters as unknown as Json[];
    expect(adminPrompt[0]!.schema).toMatchObject({ type: "integer", maximum: 2_147_483_647 });
  });
});

describe("the admin endpoints in /openapi.json", () => {
  it("each need an admin's bearer token or session and document the 401 and 403 answers", async () => {
    const document = await fetchDocument();
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith("/admin/"));
    expect(admin.length).toBeGreaterThan(10);
    for (const [path, operations] of admin) {
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method} ${path}`;
        expect((operation as Operation & { security?: unknown }).security, label).toEqual([
          { bearer: [] },
          { session: [] },
        ]);
        expect(Object.keys(operation.responses), label).toEqual(expect.arrayContaining(["401", "403"]));
      }
    }
  });

  it("describes the set-admin body and the subscriber search limit", async () => {
    const document = await fetchDocument();
    const body = document.components.schemas.AssignAdminBody as {
      required: string[];
      properties: Record<string, Json>;
    };
    expect(body.required).toEqual(["userId"]);
    expect(body.properties.userId).toMatchObject({ type: "string", minLength: 1 });
    const list = document.components.schemas.SubscriberList as { properties: { users: Json } };
    expect(list.properties.users).toMatchObject({ type: "array", maxItems: 20 });
    const tier = document.components.schemas.SetTierBody as { properties: { tier: Json } };
    expect(tier.properties.tier).toMatchObject({ enum: ["none", "creator", "legend"] });
  });
});
