import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/db/testing.server";
import { categories, categoryTranslations, prompts, promptTranslations } from "~/server/catalog/schema";
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
    const [{ value: categoryCount }] = (await db.select({ value: count() }).from(categories)) as [{ value: number }];
    expect(categoryCount).toBe(12);
    const titles = await db.select().from(categoryTranslations);
    expect(titles).toHaveLength(24);
    expect(titles.every((row) => row.title.trim().length > 0)).toBe(true);
  });

  it("loads prompts 1–25, each with every field in English and Portuguese", async () => {
    const { db } = testDb;
    const rows = await db.select({ id: prompts.id }).from(prompts).orderBy(prompts.id);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));

    const translations = await db.select().from(promptTranslations);
    expect(translations).toHaveLength(50);
    for (const row of translations) {
      const label = `prompt ${row.promptId} (${row.locale})`;
      for (const field of ["title", "tagline", "description", "promptText", "instructions", "credits"] as const) {
        expect(row[field]?.trim(), `${label} ${field}`).toBeTruthy();
      }
      expect(row.steps, `${label} steps`).toHaveLength(5);
      expect(row.tags.length, `${label} tags`).toBeGreaterThanOrEqual(3);
      const placeholders = row.promptText.match(/\[[^\]]+\]/g) ?? [];
      expect(new Set(placeholders).size, `${label} placeholders`).toBeGreaterThanOrEqual(2);
    }
  });

  it("marks about a third of the catalogue premium", async () => {
    const premium = await testDb.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.isPremium, true));
    expect(premium.length).toBeGreaterThanOrEqual(7);
    expect(premium.length).toBeLessThanOrEqual(10);
  });

  it("adds nothing when it runs again", async () => {
    await seedDatabase(testDb.db);
    await seedDatabase(testDb.db);
    const [{ value: promptCount }] = (await testDb.db.select({ value: count() }).from(prompts)) as [{ value: number }];
    const [{ value: translationCount }] = (await testDb.db
      .select({ value: count() })
      .from(promptTranslations)) as [{ value: number }];
    expect(promptCount).toBe(25);
    expect(translationCount).toBe(50);
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
    expect(created?.id).toBeGreaterThan(25);
  });
});
