import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { facetIndex } from "./facet-index.server";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 300_000);
afterAll(async () => {
  await testDb.close();
});

const upvotesOf = async (db: TestDatabase["db"], id: number) =>
  (await facetIndex(db)).prompts.get(id)?.upvotes;

describe("the facet index", () => {
  it("holds every prompt and follows each change at once", async () => {
    const { db } = testDb;
    const index = await facetIndex(db);
    const [{ count }] = (
      (await db.execute(sql`select count(*)::int as count from prompts`)) as {
        rows: { count: number }[];
      }
    ).rows as [{ count: number }];
    expect(index.prompts.size).toBe(count);
    expect(index.prompts.get(1)).toMatchObject({ id: 1, isPublished: true });

    await db.execute(sql`update prompts set upvotes = 41, is_premium = true where id = 1`);
    expect((await facetIndex(db)).prompts.get(1)).toMatchObject({ upvotes: 41, isPremium: true });

    await db.execute(
      sql`insert into prompts (id, category_id, source, published_at) values (970001, 'marketing', 'member', now())`,
    );
    await db.execute(sql`insert into prompt_translations (prompt_id, locale, title, description, prompt_text, tags)
      values (970001, 'en', 'Index test', 'A prompt', 'Write [one] line', array['index-test'])`);
    // The translation's trigger writes the prompt's tags and languages: the index reads them too.
    expect((await facetIndex(db)).prompts.get(970001)).toMatchObject({
      tagsEn: ["index-test"],
      locales: ["en"],
      hasPlaceholders: true,
    });

    await db.execute(sql`delete from prompts where id = 970001`);
    expect((await facetIndex(db)).prompts.has(970001)).toBe(false);
  });

  it("answers many reads at once with the same prompts", async () => {
    const { db } = testDb;
    await db.execute(sql`update prompts set upvotes = 12 where id = 2`);
    const all = await Promise.all(Array.from({ length: 20 }, () => facetIndex(db)));
    for (const index of all) expect(index.prompts.get(2)?.upvotes).toBe(12);
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== "postgres")(
  "the facet index across processes (PostgreSQL)",
  () => {
    it("sees another process's change once it commits, and not before", async () => {
      const other = openDatabase({ databaseUrl: testDb.url! });
      const client = new pg.Client({ connectionString: testDb.url! });
      await client.connect();
      try {
        expect(await upvotesOf(testDb.db, 3)).toBeDefined();
        await other.db.execute(sql`update prompts set upvotes = 33 where id = 3`);
        expect(await upvotesOf(testDb.db, 3)).toBe(33);

        await client.query("begin");
        await client.query("update prompts set upvotes = 34 where id = 3");
        expect(await upvotesOf(testDb.db, 3), "not committed yet").toBe(33);
        // Meanwhile, other transactions commit; the open one holds back the horizon.
        await other.db.execute(sql`update prompts set upvotes = 9 where id = 4`);
        expect(await upvotesOf(testDb.db, 4)).toBe(9);
        await client.query("commit");
        expect(await upvotesOf(testDb.db, 3)).toBe(34);
        await other.db.execute(sql`update prompts set upvotes = 10 where id = 4`);
        expect(await upvotesOf(testDb.db, 4)).toBe(10);
      } finally {
        await client.end();
        await other.close();
      }
    });
  },
);
