import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { recordPromptEvent } from "./events.server";
import { cachedCategories, listCategories, listCategoryPrompts } from "./categories.server";
import { catalogChanged } from "./changes.server";
import { listPopularPrompts } from "./lists.server";
import { prompts, promptTranslations } from "./schema";

// Popularity is counted from the window's events, and the daily order draws from the
// catalogue's first prompts, not from every published prompt (a minute at a million prompts).

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.close();
});

const ids = (list: { id: number }[]) => list.map((prompt) => prompt.id);

describe("listPopularPrompts", () => {
  it("keeps one order all day without events, and another the next day", async () => {
    const monday = await listPopularPrompts(test.db, "en", { limit: 12, windowDays: 7, day: "2026-11-23" });
    expect(monday).toHaveLength(12);
    expect(
      ids(await listPopularPrompts(test.db, "en", { limit: 12, windowDays: 7, day: "2026-11-23" })),
    ).toEqual(ids(monday));
    expect(
      ids(await listPopularPrompts(test.db, "en", { limit: 12, windowDays: 7, day: "2026-11-24" })),
    ).not.toEqual(ids(monday));
  });

  it("ranks by the window's weighted events, and never lists an unpublished prompt however used", async () => {
    const [first, second, hidden] = (
      await test.db.select({ id: prompts.id }).from(prompts).orderBy(prompts.id).limit(3)
    ).map((row) => row.id);
    const event = (promptId: number, kind: "copy" | "favorite", client: string) =>
      recordPromptEvent(test.db, { promptId, kind, userId: null, clientKey: client });
    await event(first!, "copy", "a");
    await event(second!, "favorite", "b");
    for (const client of ["c", "d", "e"]) await event(hidden!, "favorite", client);
    await test.db.update(prompts).set({ isPublished: false }).where(eq(prompts.id, hidden!));

    const popular = ids(
      await listPopularPrompts(test.db, "en", { limit: 5, windowDays: 7, day: "2026-11-25" }),
    );
    expect(popular.slice(0, 2)).toEqual([second, first]);
    expect(popular).not.toContain(hidden);
    expect(popular).toHaveLength(5);
    await test.db.update(prompts).set({ isPublished: true }).where(eq(prompts.id, hidden!));
  });

  it("orders prompts with ids in the millions (the daily order once overflowed a 32-bit integer)", async () => {
    const [template] = await test.db.select().from(prompts).limit(1);
    const translations = await test.db
      .select()
      .from(promptTranslations)
      .where(eq(promptTranslations.promptId, template!.id));
    const big = 3_000_000;
    await test.db
      .insert(prompts)
      .values({ ...template!, id: big, catalogKey: null, featured: true, publishedAt: new Date() });
    await test.db.insert(promptTranslations).values(
      translations.map(({ searchPublic: _public, searchFull: _full, searchTitle: _title, ...row }) => ({
        ...row,
        promptId: big,
      })),
    );
    for (const day of ["2026-11-25", "2026-11-26", "2026-12-01"]) {
      const popular = await listPopularPrompts(test.db, "en", { limit: 200, windowDays: 7, day });
      expect(ids(popular)).toContain(big);
    }
  });
});

describe("a category's page", () => {
  it("lists the first prompts in the category's order, as many as asked for", async () => {
    const all = await listCategoryPrompts(test.db, "marketing", "en", { limit: 1000 });
    expect(all.length).toBeGreaterThan(5);
    expect(ids(await listCategoryPrompts(test.db, "marketing", "en", { limit: 5 }))).toEqual(
      ids(all.slice(0, 5)),
    );
  });

  it("counts each category's prompts as listCategories does, again once the catalogue changes", async () => {
    expect(await cachedCategories(test.db, "pt")).toEqual(await listCategories(test.db, "pt"));
    const [first] = await test.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.categoryId, "marketing"))
      .limit(1);
    await test.db.update(prompts).set({ isPublished: false }).where(eq(prompts.id, first!.id));
    await catalogChanged();
    expect(await cachedCategories(test.db, "pt")).toEqual(await listCategories(test.db, "pt"));
    await test.db.update(prompts).set({ isPublished: true }).where(eq(prompts.id, first!.id));
    await catalogChanged();
  });
});
