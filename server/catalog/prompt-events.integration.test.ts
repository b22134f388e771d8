import { and, asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { promptEvents, prompts } from "~/server/catalog/schema";
import { ErrorSchema } from "~/server/http/api/schemas";
import { PromptEventResultSchema } from "./api-schemas";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let app: Hono;
let ana: TestMember;
let bruno: TestMember;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  const auth = createAuthFor(testDb.db);
  [ana, bruno] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.db.delete(promptEvents);
});

/**
 * Sends an event as a client at `address`, the way the Node server hands the socket to Hono; as
 * `member` when one is given.
 */
async function send(path: string, body: string | undefined, address = "203.0.113.7", member?: TestMember) {
  const response = await app.request(
    `/api/v1${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...(member ? bearer(member.sessionToken) : {}) },
      body,
    },
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

  it("counts two members behind one address each, and each of them once in ten minutes", async () => {
    const copy = JSON.stringify({ kind: "copy" });
    const office = "198.51.100.80";
    expect((await send("/prompts/6/events", copy, office, ana)).body).toEqual({ recorded: true });
    // Someone else at the same address: their own copy, counted.
    expect((await send("/prompts/6/events", copy, office, bruno)).body).toEqual({ recorded: true });
    // The same member again, even from another address: a repeat.
    expect((await send("/prompts/6/events", copy, office, ana)).body).toEqual({ recorded: false });
    expect((await send("/prompts/6/events", copy, "192.0.2.200", ana)).body).toEqual({ recorded: false });
    const rows = await testDb.db
      .select({ userId: promptEvents.userId })
      .from(promptEvents)
      .where(and(eq(promptEvents.promptId, 6), eq(promptEvents.kind, "copy")));
    expect(rows.map((row) => row.userId).sort()).toEqual([ana.userId, bruno.userId].sort());
  });

  it("keeps the per-address rule for anonymous visitors, apart from the members there", async () => {
    const copy = JSON.stringify({ kind: "copy" });
    const cafe = "198.51.100.81";
    expect((await send("/prompts/7/events", copy, cafe, ana)).body).toEqual({ recorded: true });
    // A visitor who is not signed in counts once for the address, whoever signed in there.
    expect((await send("/prompts/7/events", copy, cafe)).body).toEqual({ recorded: true });
    expect((await send("/prompts/7/events", copy, cafe)).body).toEqual({ recorded: false });
    expect(await eventsOf(7, "copy")).toBe(2);
  });

  it("limits each member, not their address, to 60 events an hour", async () => {
    const kinds = ["copy", "share", "use"] as const;
    const ids = (
      await testDb.db.select({ id: prompts.id }).from(prompts).orderBy(asc(prompts.id)).limit(25)
    ).map((row) => row.id);
    expect(ids.length).toBe(25);
    const shared = "198.51.100.82";
    let counted = 0;
    for (const id of ids)
      for (const kind of kinds)
        if (
          (
            (await send(`/prompts/${id}/events`, JSON.stringify({ kind }), shared, ana)).body as {
              recorded: boolean;
            }
          ).recorded
        )
          counted += 1;
    expect(counted).toBe(60);
    // Past Ana's hour, Bruno at the same address still counts.
    expect(
      (await send(`/prompts/${ids[0]}/events`, JSON.stringify({ kind: "copy" }), shared, bruno)).body,
    ).toEqual({ recorded: true });
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
