import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/db/testing.server";
import { promptEvents } from "~/server/catalog/schema";
import { ErrorSchema, PromptEventResultSchema } from "./schemas";
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
beforeEach(async () => {
  await testDb.db.delete(promptEvents);
});

/** Sends an event as a client at `address`, the way the Node server hands the socket to Hono. */
async function send(path: string, body: string | undefined, address = "203.0.113.7") {
  const response = await app.request(
    `/api/v1${path}`,
    { method: "POST", headers: { "content-type": "application/json" }, body },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function eventsOf(promptId: number, kind?: string) {
  const [row] = await testDb.db
    .select({ value: count() })
    .from(promptEvents)
    .where(and(eq(promptEvents.promptId, promptId), kind ? eq(promptEvents.kind, kind) : undefined));
  return row?.value ?? 0;
}

describe("POST /prompts/:id/events", () => {
  it("records a copy once and answers 202", async () => {
    const { status, headers, body } = await send("/prompts/1/events", JSON.stringify({ kind: "copy" }));
    expect(status).toBe(202);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(PromptEventResultSchema.parse(body)).toEqual({ recorded: true });
    expect(await eventsOf(1, "copy")).toBe(1);
  });

  it("does not count a repeat by the same client within ten minutes", async () => {
    await send("/prompts/2/events", JSON.stringify({ kind: "copy" }));
    const repeat = await send("/prompts/2/events", JSON.stringify({ kind: "copy" }));
    expect(repeat.status).toBe(202);
    expect(repeat.body).toEqual({ recorded: false });
    expect(await eventsOf(2, "copy")).toBe(1);
  });

  it("counts another kind, and another client, separately", async () => {
    expect((await send("/prompts/3/events", JSON.stringify({ kind: "copy" }))).body).toEqual({
      recorded: true,
    });
    expect((await send("/prompts/3/events", JSON.stringify({ kind: "share" }))).body).toEqual({
      recorded: true,
    });
    expect((await send("/prompts/3/events", JSON.stringify({ kind: "use" }))).body).toEqual({
      recorded: true,
    });
    expect((await send("/prompts/3/events", JSON.stringify({ kind: "copy" }), "198.51.100.20")).body).toEqual(
      {
        recorded: true,
      },
    );
    expect(await eventsOf(3)).toBe(4);
  });

  it("records an anonymous event without a user and without the client's address", async () => {
    await send("/prompts/5/events", JSON.stringify({ kind: "use" }), "192.0.2.55");
    const rows = await testDb.db
      .select({ userId: promptEvents.userId, clientKey: promptEvents.clientKey })
      .from(promptEvents)
      .where(eq(promptEvents.promptId, 5));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    expect(rows[0]?.clientKey).not.toContain("192.0.2.55");
  });

  it("accepts an event for a locked premium prompt, which anyone may share", async () => {
    const { status, body } = await send("/prompts/4/events", JSON.stringify({ kind: "share" }));
    expect(status).toBe(202);
    expect(body).toEqual({ recorded: true });
  });

  it.each([
    ["not JSON", "kind=copy", 'The body must be JSON, e.g. {"kind": "copy"}'],
    ["empty", undefined, 'The body must be JSON, e.g. {"kind": "copy"}'],
    ["not an object", "[]", 'The body must be a JSON object like {"kind": "copy"}'],
    ["without a kind", "{}", 'kind must be "copy", "share" or "use"'],
    ["an unknown kind", JSON.stringify({ kind: "like" }), 'kind must be "copy", "share" or "use"'],
    [
      "a favourite, which the favourites endpoints record",
      JSON.stringify({ kind: "favorite" }),
      'kind must be "copy", "share" or "use"',
    ],
  ])("rejects a body that is %s with 400 and records nothing", async (_case, body, message) => {
    const response = await send("/prompts/1/events", body);
    expect(response.status).toBe(400);
    expect(ErrorSchema.parse(response.body).error).toBe(message);
    expect(await eventsOf(1)).toBe(0);
  });

  it("rejects an oversized body with 413 and records nothing", async () => {
    const response = await send(
      "/prompts/1/events",
      JSON.stringify({ kind: "copy", note: "x".repeat(2000) }),
    );
    expect(response.status).toBe(413);
    expect(ErrorSchema.parse(response.body).error).toContain("at most");
    expect(await eventsOf(1)).toBe(0);
  });

  it.each(["999", "abc", "0"])("answers 404 for prompt %s and records nothing", async (id) => {
    const response = await send(`/prompts/${id}/events`, JSON.stringify({ kind: "copy" }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Prompt not found" });
    const [row] = await testDb.db.select({ value: count() }).from(promptEvents);
    expect(row?.value).toBe(0);
  });
});
