import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { favorites } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { FAVORITES_LIMIT_FREE } from "~/server/entitlements/entitlements";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

async function call(method: string, path: string, member?: TestMember) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: member ? bearer(member.sessionToken) : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function favoriteIds(member: TestMember) {
  const { status, body } = await call("GET", "/favorites", member);
  expect(status).toBe(200);
  return (body.favorites as { id: number }[]).map((favorite) => favorite.id).sort((a, b) => a - b);
}

function storedCount(member: TestMember) {
  return testDb.db.$count(favorites, eq(favorites.userId, member.userId));
}

describe("one member's favourites through the API", () => {
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    alice = await createTestMember(auth, testDb.db);
    bob = await createTestMember(auth, testDb.db);
    expect((await call("PUT", "/favorites/1", alice)).status).toBe(200);
    expect((await call("PUT", "/favorites/2", alice)).status).toBe(200);
  });

  it("are not listed to another member", async () => {
    expect(await favoriteIds(alice)).toEqual([1, 2]);
    expect(await favoriteIds(bob)).toEqual([]);
  });

  it("cannot be removed by another member", async () => {
    const { status, body } = await call("DELETE", "/favorites/1", bob);
    expect(status).toBe(200);
    expect(body).toEqual({ promptId: 1, favorite: false, removed: false });
    expect(await favoriteIds(alice)).toEqual([1, 2]);
  });

  it("are not changed when another member saves the same prompt", async () => {
    expect((await call("PUT", "/favorites/2", bob)).body).toEqual({
      promptId: 2,
      favorite: true,
      added: true,
    });
    expect(await favoriteIds(bob)).toEqual([2]);
    expect(await call("DELETE", "/favorites/2", bob)).toEqual({
      status: 200,
      body: { promptId: 2, favorite: false, removed: true },
    });
    expect(await favoriteIds(alice)).toEqual([1, 2]);
  });

  it.each([
    ["GET", "/favorites"],
    ["PUT", "/favorites/3"],
    ["DELETE", "/favorites/1"],
  ])("are out of reach without a token: %s %s answers 401", async (method, path) => {
    expect(await call(method, path)).toEqual({ status: 401, body: { error: "Authentication required" } });
    expect(await favoriteIds(alice)).toEqual([1, 2]);
  });
});

describe("an Explorer (free) member", () => {
  it("cannot save a third favourite: 403 with the reason and where to upgrade", async () => {
    const member = await createTestMember(auth, testDb.db);
    expect((await call("PUT", "/favorites/1", member)).status).toBe(200);
    expect((await call("PUT", "/favorites/2", member)).status).toBe(200);

    expect(await call("PUT", "/favorites/3", member)).toEqual({
      status: 403,
      body: {
        error: `The free plan keeps at most ${FAVORITES_LIMIT_FREE} favorites. Upgrade to save more.`,
        limit: FAVORITES_LIMIT_FREE,
        upgradeUrl: "/pricing",
      },
    });
    expect(await favoriteIds(member)).toEqual([1, 2]);
    expect(await storedCount(member)).toBe(2);
  });

  it("can still save again a prompt already saved at the limit", async () => {
    const member = await createTestMember(auth, testDb.db);
    await call("PUT", "/favorites/1", member);
    await call("PUT", "/favorites/2", member);
    expect(await call("PUT", "/favorites/2", member)).toEqual({
      status: 200,
      body: { promptId: 2, favorite: true, added: false },
    });
  });

  it("ends with exactly two favourites when three saves arrive at once", async () => {
    const member = await createTestMember(auth, testDb.db);
    const results = await Promise.all(
      [4, 5, 6].map((promptId) => call("PUT", `/favorites/${promptId}`, member)),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 403]);
    expect(await storedCount(member)).toBe(FAVORITES_LIMIT_FREE);
    expect(await favoriteIds(member)).toHaveLength(FAVORITES_LIMIT_FREE);
  });
});
