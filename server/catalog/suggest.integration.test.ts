import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { ANONYMOUS, type Viewer } from "~/server/entitlements/entitlements";
import { createApiV1 } from "~/server/http/api/v1.server";
import { SuggestionsSchema } from "./api-schemas";
import { searchPrompts } from "./search.server";
import { suggest } from "./suggest.server";

let testDb: TestDatabase;
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

const CREATOR: Viewer = { kind: "member", userId: "suggest-test-creator", tier: "creator", isAdmin: false };
const LEGEND: Viewer = { kind: "member", userId: "suggest-test-legend", tier: "legend", isAdmin: false };

const suggestFor = (q: string, options: { locale?: "en" | "pt"; viewer?: Viewer } = {}) =>
  suggest(testDb.db, { q, locale: options.locale ?? "en", viewer: options.viewer ?? ANONYMOUS });

const promptIds = (suggestions: { prompts: { id: number }[] }) => suggestions.prompts.map((p) => p.id);

describe("suggest", () => {
  it("offers prompts, the category and the tags that start with the words typed", async () => {
    const suggestions = await suggestFor("portra");
    expect(promptIds(suggestions).sort((a, b) => a - b)).toEqual([5, 17]);
    expect(suggestions.categories.map((c) => c.id)).toEqual(["portrait-photography"]);
    expect(suggestions.tags.map((tag) => tag.toLowerCase())).toContain("portrait");
    expect(suggestions.didYouMean).toBeNull();
  });

  it("answers in the reader's language, accents or not", async () => {
    const suggestions = await suggestFor("educacao", { locale: "pt" });
    expect(suggestions.categories).toEqual([expect.objectContaining({ id: "education", title: "Educação" })]);
    expect(suggestions.prompts.length).toBeGreaterThan(0);
    expect(suggestions.prompts[0]!.category.title).toBe("Educação");
  });

  it("suggests nothing for no words", async () => {
    expect(await suggestFor("  ,; ")).toEqual({
      prompts: [],
      categories: [],
      tags: [],
      total: 0,
      didYouMean: null,
    });
  });

  it("corrects a misspelt word with the catalogue's words, category names included", async () => {
    const english = await suggestFor("markting");
    expect(english.didYouMean).toBe("marketing");
    expect(english.prompts.map((p) => p.category.id)).toContain("marketing");

    const portuguese = await suggestFor("progamacao", { locale: "pt" });
    expect(portuguese.didYouMean).toBe("programacao");
    expect(portuguese.prompts.map((p) => p.category.id)).toContain("programming");

    // A word spelt right needs no correction.
    expect((await suggestFor("negotiation")).didYouMean).toBeNull();
  });

  it("never names a prompt of a drop not yet released, nor corrects towards its words", async () => {
    // "transcript" is said only by weekly drops, all still scheduled on a fresh install.
    for (const viewer of [ANONYMOUS, LEGEND]) {
      const exact = await suggestFor("transcript", { viewer });
      expect(exact.prompts).toEqual([]);
      expect(exact.total).toBe(0);
      const misspelt = await suggestFor("transcrpt", { viewer });
      expect(misspelt.didYouMean).toBeNull();
      expect(misspelt.prompts).toEqual([]);
    }
  });

  it("finds a locked prompt by a word of its text only for a reader of that text", async () => {
    // "clichés" is in the text of premium prompt 19, nowhere in its public fields.
    expect(promptIds(await suggestFor("cliches"))).not.toContain(19);
    expect(promptIds(await suggestFor("cliches", { viewer: CREATOR }))).toContain(19);
  });

  it("shows a forbidden prompt's title, which is public, and nothing more of it", async () => {
    const byTitle = await suggestFor("hard-nosed negotiation");
    expect(byTitle.prompts[0]).toEqual(
      expect.objectContaining({
        id: 27,
        isForbidden: true,
        title: "Hard-Nosed Negotiation Plan for a High-Stakes Deal",
      }),
    );
    expect(Object.keys(byTitle.prompts[0]!).sort()).toEqual([
      "category",
      "id",
      "isForbidden",
      "isPremium",
      "title",
    ]);
  });
});

describe("searchPrompts with a category's name", () => {
  it("finds the category's prompts after those that say the word", async () => {
    const result = await searchPrompts(testDb.db, {
      q: "marketing",
      locale: "en",
      limit: 50,
      offset: 0,
      viewer: ANONYMOUS,
    });
    expect(result.items.filter((item) => item.category.id === "marketing").length).toBeGreaterThan(1);
    expect(result.suggestedQuery).toBeUndefined();
  });
});

describe("GET /suggestions", () => {
  async function get(path: string) {
    const response = await app.request(`/api/v1${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  it("answers in the language asked, kept privately for a short while", async () => {
    const { status, headers, body } = await get("/suggestions?q=markting&lang=en");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, max-age=30");
    expect(headers.get("content-language")).toBe("en");
    expect(SuggestionsSchema.parse(body).didYouMean).toBe("marketing");

    const pt = SuggestionsSchema.parse((await get("/suggestions?q=educa&lang=pt")).body);
    expect(pt.categories.map((c) => c.title)).toEqual(["Educação"]);
  });

  it("answers an empty query with nothing and refuses an overlong one", async () => {
    const empty = await get("/suggestions?q=");
    expect(empty.status).toBe(200);
    expect(SuggestionsSchema.parse(empty.body).prompts).toEqual([]);
    expect((await get(`/suggestions?q=${"a".repeat(201)}`)).status).toBe(400);
    expect((await get("/suggestions?q=a&lang=fr")).status).toBe(400);
  });

  it("is described in the OpenAPI document", async () => {
    const { body } = await get("/openapi.json");
    const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((path) => path.endsWith("/suggestions"))).toHaveLength(1);
  });
});
