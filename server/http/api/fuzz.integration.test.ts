import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LONE_SURROGATE } from "~/core/forms/text";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createAi } from "~/server/ai/ai.server";
import { grantPlan } from "~/server/billing/testing.server";
import { requestLimits } from "~/server/http/edge.server";
import { createApiV1 } from "./v1.server";

// Generated malformed input — NUL bytes, long strings, wrong types, huge numbers — sent
// to every operation in /api/v1/openapi.json, anonymously, as a Legend member and as an admin. No
// answer may be a 5xx, and every refusal is the one error shape. The seed is fixed per database: a
// failure prints the request that caused it, and runs the same again. The generated requests run on
// PostgreSQL (on PGlite, with every operation, they took minutes); the sweeps below run on both.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is read by path
type Json = Record<string, any>;

const RUNS_PER_OPERATION = 15;
const SEED = 20_261_126;

let testDb: TestDatabase;
let app: Hono;
let member: TestMember;
let admin: TestMember;
let operations: { method: string; path: string; operation: Json }[];
let components: Record<string, Json>;

/** Text with a NUL or another control character somewhere in it. */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("\u0000", "\u0001", "\u001b", "\u007f"),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => before + control + after);

/** Ids one past a PostgreSQL integer and beyond, and text no encoder can store (lone surrogates, NUL). */
const PAST_INTEGER_IDS = [2_147_483_648, 4_294_967_296, 2 ** 53] as const;
const MALFORMED_TEXT = ["\uD800", "half \uD83D emoji", "\uDE00", "a\u0000b"] as const;

/** A path segment as a client would send it; a lone surrogate goes as its WTF-8 bytes (not UTF-8). */
const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD")).replaceAll(
    "%EF%BF%BD",
    "%ED%A0%80",
  );

const nasty = fc.oneof(
  { weight: 4, arbitrary: withControl },
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_TEXT, ...PAST_INTEGER_IDS.map(String)) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      "\u0000",
      "a\u0000b",
      "%00",
      "\u0001\u007f",
      "-1",
      "0",
      "1e309",
      "NaN",
      "null",
      "[]",
      "{}",
      "../../etc/passwd",
      "' or 1=1 --",
      "𝔘𝔫𝔦",
    ),
  },
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 3_000 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.uuid(),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      1e308,
      true,
      false,
      null,
      ...PAST_INTEGER_IDS,
    ),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** A body: JSON built from the documented fields with wrong values, arbitrary JSON, or not JSON at all. */
function bodyFor(operation: Json): fc.Arbitrary<string | undefined> {
  if (!operation.requestBody) return fc.constant(undefined);
  const fields = [
    "title",
    "description",
    "categoryId",
    "promptText",
    "tags",
    "language",
    "type",
    "isPremium",
    "isPublished",
    "message",
    "conversationId",
    "tier",
    "role",
    "userId",
    "plan",
    "country",
    "kind",
    "id",
    "promptId",
    "lockerPromptId",
    "messageId",
    "sourcePromptId",
    "projectId",
    "name",
    "date",
  ];
  return fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fields), jsonValue, { maxKeys: 8 })
      .map((value) => JSON.stringify(value)),
    jsonValue.map((value) => JSON.stringify(value)),
    nasty,
  );
}

function requestFor(
  path: string,
  operation: Json,
): fc.Arbitrary<{ url: string; body: string | undefined; who: number }> {
  const parameters = (operation.parameters ?? []) as Json[];
  const pathParams = parameters
    .filter((parameter) => parameter.in === "path")
    .map((parameter) => parameter.name as string);
  const queryParams = parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => parameter.name as string);
  return fc
    .record({
      pathValues: fc.tuple(...pathParams.map(() => nasty)),
      // One documented parameter at a time (a bad one must not hide behind another's 400),
      // now and then one the API does not know.
      query: fc
        .tuple(
          fc.subarray(queryParams, { maxLength: Math.min(1, queryParams.length) }),
          fc.array(nasty, { minLength: 2, maxLength: 2 }),
          fc.option(nasty, { freq: 9 }),
        )
        .map(([names, values, unknown]) => ({
          ...Object.fromEntries(names.map((name, index) => [name, values[index]!])),
          ...(unknown === null ? {} : { unknown }),
        })),
      body: bodyFor(operation),
      who: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ pathValues, query, body, who }) => {
      let url = path;
      pathParams.forEach(
        (name, index) => (url = url.replace(`{${name}}`, encodeSegment(pathValues[index]!))),
      );
      const search = new URLSearchParams(query).toString();
      return { url: `/api/v1${url}${search ? `?${search}` : ""}`, body, who };
    });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const auth = createAuthFor(testDb.db);
  [member, admin] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
  await testDb.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  await grantPlan(testDb.db, member.userId, "legend");
  // The offline assistant: chat messages are answered from the library, nothing leaves the machine.
  const ai = createAi({
    database: async () => testDb.db,
    config: {
      baseUrl: undefined,
      apiKey: undefined,
      model: "offline",
      dailyMessages: 1_000,
      timeoutMs: 5_000,
      offlinePaceMs: 0,
    },
  });
  app = new Hono();
  app.use(requestLimits());
  app.route("/api/v1", createApiV1({ database: async () => testDb.db, ai }));
  // As the server mounts it (server/http/app.server.ts): a path no route matches is a JSON 404.
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  const document = (await (await app.request("/api/v1/openapi.json")).json()) as Json;
  components = document.components.schemas as Record<string, Json>;
  operations = Object.entries(document.paths as Record<string, Json>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation: operation as Json,
    })),
  );
});
afterAll(async () => {
  await testDb.close();
});

describe.skipIf(process.env.TEST_DB_KIND !== "postgres")(
  "generated malformed requests to every documented operation",
  () => {
    it("never-get-a-5xx-and-every-refusal-is-the-error-shape", async () => {
      expect(operations.length).toBeGreaterThan(30);
      for (const { method, path, operation } of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, operation), async ({ url, body, who }) => {
            const token = [undefined, member, admin][who];
            const response = await app.request(url, {
              method,
              headers: {
                ...(token ? bearer(token.sessionToken) : {}),
                ...(body !== undefined ? { "content-type": "application/json" } : {}),
              },
              body,
            });
            const text = await response.text();
            const label = `${method} ${url} (${["anonymous", "member", "admin"][who]}) → ${response.status} ${text.slice(0, 200)}`;
            expect(response.status, label).toBeLessThan(500);
            if (response.status >= 400 && path !== "/webhooks/stripe") {
              const parsed = JSON.parse(text) as Json;
              expect(typeof parsed.error, label).toBe("string");
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      }
      // Every operation in the document, on a machine that may be busy: minutes, not seconds.
    }, 480_000);
  },
);

/** The fields of an operation's JSON body, from its documented schema. */
function bodyFields(operation: Json): string[] {
  const ref = operation.requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined;
  const schema = ref ? components[ref.split("/").pop()!] : undefined;
  return Object.keys((schema?.properties ?? {}) as Json);
}

const isIdOrName = (name: string) => name === "id" || /[a-z]Id$/.test(name) || /name|title/i.test(name);

describe("ids past 2^31, lone surrogates and NUL in every id and name", () => {
  it("never-get-a-5xx-in-a-path-or-a-body-field", async () => {
    const failures: string[] = [];
    const send = async (method: string, url: string, body: string | undefined, who: TestMember) => {
      const response = await app.request(url, {
        method,
        headers: {
          ...bearer(who.sessionToken),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body,
      });
      if (response.status >= 500)
        failures.push(
          `${method} ${url} ${body ?? ""} → ${response.status} ${(await response.text()).slice(0, 120)}`,
        );
      else await response.body?.cancel();
    };
    let sent = 0;
    for (const { method, path, operation } of operations) {
      if (path === "/webhooks/stripe") continue;
      const who = path.startsWith("/admin") ? admin : member;
      const pathParams = ((operation.parameters ?? []) as Json[])
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => parameter.name as string);
      const values = [...PAST_INTEGER_IDS.map(String), ...MALFORMED_TEXT];
      for (const name of pathParams) {
        for (const value of values) {
          const url = `/api/v1${path.replace(`{${name}}`, encodeSegment(value)).replace(/\{[^}]+\}/g, "1")}`;
          await send(method, url, operation.requestBody ? "{}" : undefined, who);
          sent++;
        }
      }
      const url = `/api/v1${path.replace(/\{[^}]+\}/g, "1")}`;
      for (const field of bodyFields(operation).filter(isIdOrName)) {
        for (const value of [...PAST_INTEGER_IDS, ...MALFORMED_TEXT]) {
          await send(method, url, JSON.stringify({ [field]: value }), who);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 180_000);
});

/** A schema of the document, with its $ref followed. */
function resolved(schema: Json | undefined): Json {
  const ref = schema?.$ref as string | undefined;
  return ref ? resolved(components[ref.split("/").pop()!]) : (schema ?? {});
}

/** Formats a string field may require, each with a value that passes it. */
const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: "00000000-0000-4000-8000-000000000001",
  "date-time": "2026-01-15T10:00:00.000Z",
  date: "2026-01-15",
  email: "someone@example.com",
  uri: "https://example.com/",
  url: "https://example.com/",
};

/**
 * A value the schema accepts, built from what the document says: its example, default, const or
 * first enum value, else the smallest value of its type within its limits. Objects get their
 * required properties only.
 */
function exampleOf(schema: Json | undefined): unknown {
  const node = resolved(schema);
  if (node.examples?.length) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  const options = (node.anyOf ?? node.oneOf ?? node.allOf) as Json[] | undefined;
  if (options?.length)
    return exampleOf(options.find((option) => resolved(option).type !== "null") ?? options[0]);
  const type = Array.isArray(node.type) ? node.type.find((name: string) => name !== "null") : node.type;
  switch (type) {
    case "object": {
      const properties = (node.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(
        ((node.required ?? []) as string[]).map((name) => [name, exampleOf(properties[name])]),
      );
    }
    case "array":
      return Array.from({ length: (node.minItems as number | undefined) ?? 0 }, () => exampleOf(node.items));
    case "integer":
    case "number":
      return Math.max(1, (node.minimum as number | undefined) ?? 1);
    case "boolean":
      return true;
    case "string": {
      const text = FORMAT_EXAMPLES[node.format as string] ?? "Example text";
      const min = (node.minLength as number | undefined) ?? 0;
      return text.length >= min
        ? text.slice(0, (node.maxLength as number | undefined) ?? text.length)
        : text.padEnd(min, "x");
    }
    default:
      return null;
  }
}

/**
 * What the document cannot say (a pattern, an existing category, "at least one field"): the fields
 * that make an operation's generated body one the server accepts.
 */
const BODY_EXAMPLES: Record<string, Json> = {
  "POST /calendar": { date: "2026-03-09", promptId: 1 },
  "PATCH /calendar/settings": { timeZone: "Europe/Lisbon" },
  "PATCH /calendar/{id}": { reminder: true },
  "PATCH /locker/prompts/{id}": { title: "A better title" },
  "POST /billing/checkout": { plan: "creator" },
  "POST /prompts": { categoryId: "consulting" },
  "PATCH /prompts/{id}": { title: "A better title" },
  "PATCH /admin/prompts/{id}": { isPremium: false },
  "POST /admin/categories": { id: "fuzz-category", color: "#123456" },
  "PATCH /admin/categories/{id}": { titleEn: "A better title" },
};

/** Wrong values of every kind, one field at a time on top of an otherwise valid body. */
const BAD_VALUES: unknown[] = [
  ...PAST_INTEGER_IDS,
  ...MALFORMED_TEXT,
  "",
  "x".repeat(25_000),
  -1,
  0,
  1.5,
  1e308,
  null,
  true,
  [],
  {},
  ["\u0000"],
  { nested: "\uD800" },
];

describe("each bad value on top of a valid body", () => {
  it("never-gets-a-5xx-so-a-missing-field-cannot-hide-one", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content?.["application/json"]?.schema as Json | undefined;
      if (!schema || path === "/webhooks/stripe") continue;
      const who = path.startsWith("/admin") ? admin : member;
      const pathParams = ((operation.parameters ?? []) as Json[]).filter(
        (parameter) => parameter.in === "path",
      );
      let url = `/api/v1${path}`;
      for (const parameter of pathParams)
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(exampleOf(parameter.schema))));
      const valid = { ...(exampleOf(schema) as Json), ...BODY_EXAMPLES[`${method} ${path}`] };
      const bodies = [
        valid,
        ...Object.keys(resolved(schema).properties ?? {}).flatMap((field) =>
          BAD_VALUES.map((bad) => ({ ...valid, [field]: bad })),
        ),
      ];
      for (const body of bodies) {
        const response = await app.request(url, {
          method,
          headers: { ...bearer(who.sessionToken), "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        sent++;
        if (response.status >= 500)
          failures.push(
            `${method} ${url} ${JSON.stringify(body).slice(0, 160)} → ${response.status} ${(await response.text()).slice(0, 120)}`,
          );
        else await response.body?.cancel();
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);
});
