import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { createTestMember } from "~/server/accounts/testing.server";
import { ApiKeyError, createApiKey, listApiKeys, revokeApiKey } from "./keys.server";
import { API_KEY_RULES } from "./rules";
import { apikey } from "./schema";

let testDb: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
}, 60_000);

afterAll(async () => {
  await testDb.close();
});

describe("API keys", () => {
  it("concurrent-creations-never-pass-the-limit", async () => {
    const member = await createTestMember(auth, testDb.db);
    const attempts = await Promise.allSettled(
      Array.from({ length: API_KEY_RULES.perMember + 5 }, (_, index) =>
        createApiKey(auth, testDb.db, member.userId, { name: `Script ${index}`, expiresInDays: null }),
      ),
    );
    const created = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.flatMap((attempt) =>
      attempt.status === "rejected" ? [attempt.reason as unknown] : [],
    );
    for (const reason of refused) expect(reason).toBeInstanceOf(ApiKeyError);
    const held = await testDb.db
      .select({ id: apikey.id })
      .from(apikey)
      .where(eq(apikey.referenceId, member.userId));
    expect(held.length).toBeLessThanOrEqual(API_KEY_RULES.perMember);
    expect(created).toHaveLength(held.length);
    // Every key reported as created is one the member still holds.
    const heldIds = new Set(held.map((row) => row.id));
    for (const attempt of created) expect(heldIds.has(attempt.value.id)).toBe(true);
  }, 60_000);

  it("settings-lists-every-key-so-each-can-be-revoked", async () => {
    const member = await createTestMember(auth, testDb.db);
    for (let index = 0; index < API_KEY_RULES.perMember; index++) {
      await createApiKey(auth, testDb.db, member.userId, { name: `Key ${index}`, expiresInDays: null });
    }
    // Keys past the limit, as an earlier race left them behind.
    const [template] = await testDb.db
      .select()
      .from(apikey)
      .where(eq(apikey.referenceId, member.userId))
      .limit(1);
    for (let index = 0; index < 3; index++) {
      await testDb.db.insert(apikey).values({
        ...template!,
        id: `extra-${member.userId}-${index}`,
        key: `hash-${member.userId}-${index}`,
        name: `Extra ${index}`,
      });
    }
    const listed = await listApiKeys(testDb.db, member.userId);
    expect(listed).toHaveLength(API_KEY_RULES.perMember + 3);
    for (const key of listed) expect(await revokeApiKey(testDb.db, member.userId, key.id)).toBe(true);
    expect(await listApiKeys(testDb.db, member.userId)).toEqual([]);
  }, 60_000);
});
