import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { categories, categoryTranslations, prompts, promptTranslations } from "~/server/catalog/schema";
import { CATALOG_LIBRARY, DROP_WEEK, FORBIDDEN_PROMPT_IDS } from "~/content/catalog/prompts";
import { mondayOf } from "~/core/weeks";
import { seedDatabase } from "./seed.server";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

describe("catalogue seed", () => {
  it("loads 12 categories with a title in both languages", async () => {
    const { db } = testDb;
    const [{ value: categoryCount }] = (await db.select({ value: count() }).from(categories)) as [
      { value: number },
    ];
    expect(categoryCount).toBe(12);
    const titles = await db.select().from(categoryTranslations);
    expect(titles).toHaveLength(24);
    expect(titles.every((row) => row.title.trim().length > 0)).toBe(true);
  });

  it("loads prompts 1–25 with their ids, then the forbidden prompts and the drops, each with every field in English and Portuguese", async () => {
    const { db } = testDb;
    const rows = await db
      .select({ id: prompts.id, key: prompts.catalogKey })
      .from(prompts)
      .orderBy(prompts.catalogKey);
    expect(rows.map((row) => row.key)).toEqual(CATALOG_LIBRARY.map((prompt) => prompt.id));
    expect(rows.slice(0, 25).every((row) => row.id === row.key)).toBe(true);

    const translations = await db.select().from(promptTranslations);
    expect(translations).toHaveLength(2 * CATALOG_LIBRARY.length);
    for (const row of translations) {
      const label = `prompt ${row.promptId} (${row.locale})`;
      for (const field of [
        "title",
        "tagline",
        "description",
        "promptText",
        "instructions",
        "credits",
      ] as const) {
        expect(row[field]?.trim(), `${label} ${field}`).toBeTruthy();
      }
      expect(row.steps, `${label} steps`).toHaveLength(5);
      expect(row.tags.length, `${label} tags`).toBeGreaterThanOrEqual(3);
      const placeholders = row.promptText.match(/\[[^\]]+\]/g) ?? [];
      expect(new Set(placeholders).size, `${label} placeholders`).toBeGreaterThanOrEqual(2);
    }
  });

  it("marks about a third of the 25 original prompts premium, and the forbidden prompts forbidden", async () => {
    const premium = await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(sql`${prompts.isPremium} and ${prompts.catalogKey} <= 25`);
    expect(premium.length).toBeGreaterThanOrEqual(7);
    expect(premium.length).toBeLessThanOrEqual(10);
    const forbidden = await testDb.db
      .select({ key: prompts.catalogKey, isPremium: prompts.isPremium })
      .from(prompts)
      .where(eq(prompts.isForbidden, true))
      .orderBy(prompts.catalogKey);
    expect(forbidden.map((row) => row.key)).toEqual([...FORBIDDEN_PROMPT_IDS]);
  });

  it("dates each weekly drop on the Monday of the seed's week plus its week, and keeps that date on later starts", async () => {
    const seededAt = await testDb.db
      .select({ key: prompts.catalogKey, publishedAt: prompts.publishedAt })
      .from(prompts)
      .where(sql`${prompts.catalogKey} = any(${sql.raw(`'{${Object.keys(DROP_WEEK).join(",")}}'::int[]`)})`);
    expect(seededAt).toHaveLength(8);
    const monday = mondayOf(new Date()).getTime();
    for (const row of seededAt) {
      const weeks = (row.publishedAt.getTime() - monday) / (7 * 24 * 60 * 60 * 1000);
      // The test's seed ran moments ago: this week's Monday (or last week's, across midnight on Monday).
      expect([DROP_WEEK[row.key!], DROP_WEEK[row.key!]! - 1]).toContain(Math.floor(weeks));
    }

    // A restart three weeks later moves nothing.
    await seedDatabase(testDb.db, { now: new Date(Date.now() + 21 * 24 * 60 * 60 * 1000) });
    const after = await testDb.db
      .select({ key: prompts.catalogKey, publishedAt: prompts.publishedAt })
      .from(prompts)
      .where(sql`${prompts.catalogKey} = any(${sql.raw(`'{${Object.keys(DROP_WEEK).join(",")}}'::int[]`)})`);
    expect(new Map(after.map((row) => [row.key, row.publishedAt.toISOString()]))).toEqual(
      new Map(seededAt.map((row) => [row.key, row.publishedAt.toISOString()])),
    );
  });

  it("adds nothing when it runs again", async () => {
    await seedDatabase(testDb.db);
    await seedDatabase(testDb.db);
    const [{ value: promptCount }] = (await testDb.db.select({ value: count() }).from(prompts)) as [
      { value: number },
    ];
    const [{ value: translationCount }] = (await testDb.db
      .select({ value: count() })
      .from(promptTranslations)) as [{ value: number }];
    expect(promptCount).toBe(CATALOG_LIBRARY.length);
    expect(translationCount).toBe(2 * CATALOG_LIBRARY.length);
  });

  it("never overwrites a catalogue prompt an admin has customised", async () => {
    const { db } = testDb;
    await db.update(prompts).set({ customizedAt: new Date(), isPremium: true }).where(eq(prompts.id, 1));
    await db
      .update(promptTranslations)
      .set({ title: "Edited by an admin" })
      .where(sql`${promptTranslations.promptId} = 1 and ${promptTranslations.locale} = 'en'`);

    await seedDatabase(db);

    const [row] = await db
      .select({ title: promptTranslations.title, isPremium: prompts.isPremium })
      .from(promptTranslations)
      .innerJoin(prompts, eq(prompts.id, promptTranslations.promptId))
      .where(sql`${promptTranslations.promptId} = 1 and ${promptTranslations.locale} = 'en'`);
    expect(row).toEqual({ title: "Edited by an admin", isPremium: true });
  });

  it("numbers member prompts after the catalogue", async () => {
    const [created] = await testDb.db
      .insert(prompts)
      .values({ categoryId: "marketing", source: "member" })
      .returning({ id: prompts.id });
    const [{ value: highest }] = (await testDb.db
      .select({ value: sql<number>`max(${prompts.id})` })
      .from(prompts)
      .where(sql`${prompts.source} = 'catalog'`)) as [{ value: number }];
    expect(created?.id).toBeGreaterThan(highest);
  });

  it("gives catalogue prompts past 25 fresh ids on an install whose members already hold 26 and up, and keeps them", async () => {
    const { db } = testDb;
    // An install from before the forbidden prompts and drops: members' prompts took 26, 27, …
    await db.delete(prompts).where(sql`${prompts.catalogKey} > 25 or ${prompts.source} = 'member'`);
    await db.execute(sql`
      insert into prompts (id, category_id, source, author_id) overriding system value
      select n, 'marketing', 'member', 'someone' from generate_series(26, 45) n`);
    await db.execute(sql`select setval(pg_get_serial_sequence('prompts', 'id'), 45)`);

    await seedDatabase(db);
    const first = await db
      .select({ id: prompts.id, key: prompts.catalogKey })
      .from(prompts)
      .where(sql`${prompts.catalogKey} > 25`);
    expect(first).toHaveLength(CATALOG_LIBRARY.length - 25);
    expect(first.every((row) => row.id > 45)).toBe(true);
    const members = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.source, "member"));
    expect(members).toHaveLength(20);

    await seedDatabase(db);
    const again = await db
      .select({ id: prompts.id, key: prompts.catalogKey })
      .from(prompts)
      .where(sql`${prompts.catalogKey} > 25`);
    expect(new Map(again.map((row) => [row.key, row.id]))).toEqual(
      new Map(first.map((row) => [row.key, row.id])),
    );

    // Related prompts point at the new ids, not at the content's numbers.
    const [drop] = await db
      .select({ related: prompts.relatedPromptIds })
      .from(prompts)
      .where(eq(prompts.catalogKey, 34));
    const idOf = new Map(again.map((row) => [row.key, row.id]));
    expect(drop?.related).toEqual([7, idOf.get(35)]);
  });
});
