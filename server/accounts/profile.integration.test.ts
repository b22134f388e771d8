import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { promptEvents } from "~/server/catalog/schema";
import { erasePersonalData as deleteAccount, exportPersonalData } from "~/server/features.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createAuthFor, type Auth } from "./auth.server";
import { addFavorite, markUsed } from "./favorites.server";
import { favorites, promptUses, session, user } from "./schema";
import { bearer, createTestMember, type TestMember } from "./testing.server";

let testDb: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

const asViewer = (member: TestMember) =>
  ({ kind: "member", userId: member.userId, tier: "free", isAdmin: false }) as const;

describe("a member's data export", () => {
  it("holds their own favourites, uses and sessions, and nothing of another member", async () => {
    const alice = await createTestMember(auth, testDb.db);
    const bob = await createTestMember(auth, testDb.db);
    await addFavorite(testDb.db, asViewer(alice), 1);
    await addFavorite(testDb.db, asViewer(alice), 2);
    await markUsed(testDb.db, asViewer(alice), 7, "2026-03-01");
    await addFavorite(testDb.db, asViewer(bob), 5);

    const exported = (await exportPersonalData(testDb.db, bob.userId)) as unknown as {
      account: {
        profile: unknown;
        favorites: { promptId: number }[];
        promptsUsed: unknown[];
        sessions: unknown[];
      };
    };

    expect(exported.account.profile).toMatchObject({ id: bob.userId, email: bob.email });
    expect(exported.account.favorites.map((favorite) => favorite.promptId)).toEqual([5]);
    expect(exported.account.promptsUsed).toEqual([]);
    expect(exported.account.sessions).toHaveLength(1);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(alice.userId);
    expect(text).not.toContain(alice.email);
  });
});

describe("deleting an account", () => {
  it("removes the member, their sessions, favourites and uses, and keeps the usage counts anonymous", async () => {
    const member = await createTestMember(auth, testDb.db);
    const other = await createTestMember(auth, testDb.db);
    await addFavorite(testDb.db, asViewer(member), 11);
    await markUsed(testDb.db, asViewer(member), 12, "2026-03-02");
    await addFavorite(testDb.db, asViewer(other), 11);
    const eventsOf = (promptId: number) =>
      testDb.db.$count(promptEvents, eq(promptEvents.promptId, promptId));
    const [before11, before12] = [await eventsOf(11), await eventsOf(12)];
    expect(before11).toBe(2);
    expect(before12).toBe(1);

    await deleteAccount(testDb.db, member.userId);

    expect(await testDb.db.$count(user, eq(user.id, member.userId))).toBe(0);
    expect(await testDb.db.$count(session, eq(session.userId, member.userId))).toBe(0);
    expect(await testDb.db.$count(favorites, eq(favorites.userId, member.userId))).toBe(0);
    expect(await testDb.db.$count(promptUses, eq(promptUses.userId, member.userId))).toBe(0);
    expect(await testDb.db.$count(promptEvents, eq(promptEvents.userId, member.userId))).toBe(0);

    expect(await eventsOf(11)).toBe(before11);
    expect(await eventsOf(12)).toBe(before12);
    const detached = await testDb.db
      .select({ clientKey: promptEvents.clientKey })
      .from(promptEvents)
      .where(and(isNull(promptEvents.userId), eq(promptEvents.promptId, 12)));
    expect(detached).toEqual([{ clientKey: "deleted" }]);

    const [otherFavorite] = await testDb.db
      .select({ promptId: favorites.promptId })
      .from(favorites)
      .where(eq(favorites.userId, other.userId));
    expect(otherFavorite).toEqual({ promptId: 11 });
  });

  it("ends the member's session: their token no longer opens the API", async () => {
    const member = await createTestMember(auth, testDb.db);
    const app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
    const getFavorites = () => app.request("/api/v1/favorites", { headers: bearer(member.sessionToken) });
    expect((await getFavorites()).status).toBe(200);

    await deleteAccount(testDb.db, member.userId);

    expect((await getFavorites()).status).toBe(401);
  });
});
