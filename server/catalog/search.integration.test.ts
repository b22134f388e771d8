import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "~/content/catalog/prompts-forbidden";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { ANONYMOUS, type Viewer } from "~/server/entitlements/entitlements";
import { searchPrompts, type SearchOptions } from "./search.server";
import { SEARCH_MATCH_LIMIT } from "./search-limit";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

const CREATOR: Viewer = { kind: "member", userId: "search-test-creator", tier: "creator", isAdmin: false };

async function search(q: string, options: Partial<SearchOptions> = {}) {
  return searchPrompts(testDb.db, { q, locale: "en", limit: 20, offset: 0, viewer: ANONYMOUS, ...options });
}

const idsOf = (result: { items: { id: number }[] }) =>
  result.items.map((item) => item.id).sort((a, b) => a - b);

describe("searchPrompts", () => {
  it("completes the word being typed from the words prompts show", async () => {
    // "Professional LinkedIn Headshot" (5) and "Editorial Studio Portrait…" (17) are tagged portrait.
    expect(idsOf(await search("portra"))).toEqual([5, 17]);
    expect(idsOf(await search("studio portra"))).toEqual([17]);
    expect(idsOf(await search("ilustra", { locale: "pt" }))).toContain(3);
  });

  it("corrects a misspelt word, typed last or not", async () => {
    expect(idsOf(await search("portriat"))).toEqual([5, 17]);
    expect(idsOf(await search("protrait studio"))).toEqual([17]);
  });

  it("finds a premium prompt by a word of its text for a reader of premium text, never for a visitor", async () => {
    // "clichés" is in the text of free prompt 11 and of premium prompt 19, nowhere public in 19.
    expect(idsOf(await search("cliches", { viewer: CREATOR }))).toEqual([11, 19]);
    expect(idsOf(await search("cliches"))).toEqual([11]);
  });

  it("completes a word of a premium prompt's text as it is typed only for a reader of that text", async () => {
    // "clich" is also close to "click", which other prompts show: those may match as well.
    expect(idsOf(await search("clich", { viewer: CREATOR }))).toEqual(expect.arrayContaining([11, 19]));
    const visitor = idsOf(await search("clich"));
    expect(visitor).toContain(11);
    expect(visitor).not.toContain(19);
  });

  it("ranks a prompt whose title matches above one that only mentions the words", async () => {
    const result = await search("lesson plan");
    expect(result.items[0]?.id).toBe(12);
  });

  // Runs last: it adds prompts to the catalogue.
  describe("with more matches than a search counts", () => {
    const EXTRA = SEARCH_MATCH_LIMIT + 5;
    const FIRST_ID = 1_000;

    beforeAll(async () => {
      await testDb.db.execute(sql`
        insert into prompts (id, category_id, source, is_published, published_at)
        select ${FIRST_ID} + n, 'marketing', 'member', true, now() - interval '60 days'
        from generate_series(1, ${EXTRA}) n`);
      await testDb.db.execute(sql`
        insert into prompt_translations (prompt_id, locale, title, description, prompt_text)
        select ${FIRST_ID} + n, 'en', 'Zeppelin launch checklist ' || n, 'Everything before a zeppelin takes off.', 'List the steps.'
        from generate_series(1, ${EXTRA}) n`);
    });

    it("counts up to the limit and says that more match", async () => {
      const result = await search("zeppelin");
      expect(result).toMatchObject({ total: SEARCH_MATCH_LIMIT, totalCapped: true });
      expect(result.items).toHaveLength(20);
    });

    it("pages through the matches it counted, and no further", async () => {
      const last = await search("zeppelin", { offset: SEARCH_MATCH_LIMIT - 10 });
      expect(last.items).toHaveLength(10);
      const beyond = await search("zeppelin", { offset: SEARCH_MATCH_LIMIT });
      expect(beyond).toEqual({ total: SEARCH_MATCH_LIMIT, totalCapped: true, items: [] });
    });

    it("counts the whole catalogue up to the limit too", async () => {
      const result = await search("");
      expect(result).toMatchObject({ total: SEARCH_MATCH_LIMIT, totalCapped: true });
      expect(CATALOG_PROMPTS.length + EXTRA).toBeGreaterThan(SEARCH_MATCH_LIMIT);
    });

    it("still counts exactly below the limit", async () => {
      const result = await search("", { categoryId: "finance" });
      expect(result.totalCapped).toBe(false);
      const released = [...CATALOG_PROMPTS, ...CATALOG_PROMPTS_FORBIDDEN];
      expect(result.total).toBe(released.filter((prompt) => prompt.categoryId === "finance").length);
    });
  });
});
