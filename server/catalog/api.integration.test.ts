import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CATEGORIES } from "~/content/catalog/categories";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "~/content/catalog/prompts-forbidden";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { ErrorSchema } from "~/server/http/api/schemas";
import { CategoryListSchema, PromptListSchema, PromptResponseSchema } from "./api-schemas";
import { createApiV1 } from "~/server/http/api/v1.server";

/** What the catalogue lists on a fresh install: the 25 and the forbidden prompts (the weekly drops are still scheduled). */
const LISTED = [...CATALOG_PROMPTS, ...CATALOG_PROMPTS_FORBIDDEN];
const listedIn = (categoryId: string) => LISTED.filter((prompt) => prompt.categoryId === categoryId);

let testDb: TestDatabase;
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(`/api/v1${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const catalogPrompt = (id: number) => {
  const prompt = CATALOG_PROMPTS.find((candidate) => candidate.id === id);
  if (!prompt) throw new Error(`no catalogue prompt ${id}`);
  return prompt;
};

describe("GET /categories", () => {
  it("lists every category in English with its prompt count, cacheable for a minute", async () => {
    const { status, headers, body } = await get("/categories?lang=en");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(headers.get("vary")).toBe("Accept-Language, Cookie");
    const { categories } = CategoryListSchema.parse(body);
    expect(categories.map((category) => category.id)).toEqual(
      CATALOG_CATEGORIES.map((category) => category.id),
    );
    expect(categories[0]).toEqual({
      id: "art-illustration",
      title: "Art & Illustration",
      icon: "palette",
      color: "#db2777",
      promptCount: listedIn("art-illustration").length,
    });
    expect(categories.find((category) => category.id === "marketing")?.promptCount).toBe(
      listedIn("marketing").length,
    );
    expect(categories.reduce((sum, category) => sum + category.promptCount, 0)).toBe(LISTED.length);
  });

  it("lists the categories in Portuguese", async () => {
    const { body } = await get("/categories?lang=pt");
    const { categories } = CategoryListSchema.parse(body);
    expect(categories.map((category) => category.title)).toEqual(
      CATALOG_CATEGORIES.map((category) => category.title.pt),
    );
  });

  it("answers in the language of the cookie, else of Accept-Language, when lang is not given", async () => {
    const byCookie = await get("/categories", {
      cookie: "theme=dark; language=pt",
      "accept-language": "en-US",
    });
    expect(CategoryListSchema.parse(byCookie.body).categories[0]?.title).toBe("Arte e Ilustração");
    const byBrowser = await get("/categories", { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" });
    expect(CategoryListSchema.parse(byBrowser.body).categories[0]?.title).toBe("Arte e Ilustração");
    expect(byBrowser.headers.get("content-language")).toBe("pt");
    const byDefault = await get("/categories");
    expect(CategoryListSchema.parse(byDefault.body).categories[0]?.title).toBe("Art & Illustration");
  });

  it("rejects an unknown language with 400", async () => {
    const { status, headers, body } = await get("/categories?lang=fr");
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(ErrorSchema.parse(body)).toEqual({
      error: 'lang must be "en" or "pt"',
      issues: [{ path: ["lang"], message: 'lang must be "en" or "pt"' }],
    });
  });
});

describe("GET /prompts", () => {
  it("lists every published prompt, 20 at a time, with the total, never cached", async () => {
    const { status, headers, body } = await get("/prompts?lang=en");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const page = PromptListSchema.parse(body);
    expect(page).toMatchObject({ total: LISTED.length, limit: 20, offset: 0 });
    expect(page.items).toHaveLength(20);
  });

  it("pages through the whole catalogue with limit and offset, each prompt once", async () => {
    const pages = await Promise.all(
      [0, 10, 20, 30].map(async (offset) =>
        PromptListSchema.parse((await get(`/prompts?limit=10&offset=${offset}`)).body),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, LISTED.length - 30]);
    expect(pages.every((page) => page.total === LISTED.length)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(LISTED.length);

    const beyond = PromptListSchema.parse((await get("/prompts?limit=10&offset=50")).body);
    expect(beyond).toEqual({
      total: LISTED.length,
      totalCapped: false,
      limit: 10,
      offset: 50,
      items: [],
    });
  });

  it("filters by category", async () => {
    const page = PromptListSchema.parse((await get("/prompts?category=marketing&lang=pt")).body);
    expect(page.total).toBe(listedIn("marketing").length);
    expect(page.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([1, 13, 25]),
    );
    expect(
      page.items.every((item) => item.category.id === "marketing" && item.category.title === "Marketing"),
    ).toBe(true);
  });

  it("gives the text of a free prompt and locks a premium one", async () => {
    const page = PromptListSchema.parse((await get("/prompts?category=marketing&lang=en")).body);
    const free = page.items.find((item) => item.id === 1);
    const premium = page.items.find((item) => item.id === 25);
    expect(free).toMatchObject({
      locked: false,
      promptText: catalogPrompt(1).promptText.en,
      isPremium: false,
    });
    expect(premium).toMatchObject({ locked: true, promptText: null, isPremium: true });
    expect(premium?.title).toBe(catalogPrompt(25).title.en);
  });

  it("finds a Portuguese prompt with or without accents in the query", async () => {
    const accented = PromptListSchema.parse(
      (await get(`/prompts?lang=pt&q=${encodeURIComponent("reunião diagnóstico")}`)).body,
    );
    const plain = PromptListSchema.parse((await get("/prompts?lang=pt&q=reuniao%20diagnostico")).body);
    expect(accented.items.map((item) => item.id)).toContain(20);
    expect(plain.items.map((item) => item.id)).toEqual(accented.items.map((item) => item.id));
    expect(accented.items.find((item) => item.id === 20)).toMatchObject({
      locale: "pt",
      title: catalogPrompt(20).title.pt,
    });
  });

  it("finds an English prompt with or without accents, and not a premium one by its hidden text", async () => {
    // "clichés" is in the text of free prompt 11 and of premium prompt 19, nowhere public in 19.
    const accented = PromptListSchema.parse(
      (await get(`/prompts?lang=en&q=${encodeURIComponent("clichés")}`)).body,
    );
    const plain = PromptListSchema.parse((await get("/prompts?lang=en&q=cliches")).body);
    expect(accented.items.map((item) => item.id)).toEqual([11]);
    expect(plain.items.map((item) => item.id)).toEqual([11]);
    expect(accented.total).toBe(1);
  });

  it("answers an empty page, not an error, when nothing matches", async () => {
    const { status, body } = await get("/prompts?q=xylophonequartz");
    expect(status).toBe(200);
    expect(PromptListSchema.parse(body)).toEqual({
      total: 0,
      totalCapped: false,
      limit: 20,
      offset: 0,
      items: [],
    });
  });

  it("treats empty parameters, as an HTML form sends them, as absent", async () => {
    const { status, body } = await get("/prompts?q=&category=&lang=&limit=&offset=");
    expect(status).toBe(200);
    expect(PromptListSchema.parse(body)).toMatchObject({
      total: LISTED.length,
      limit: 20,
      offset: 0,
    });
  });

  it.each([
    ["limit=0", "limit", "limit must be a whole number from 1 to 50"],
    ["limit=51", "limit", "limit must be a whole number from 1 to 50"],
    ["limit=ten", "limit", "limit must be a whole number from 1 to 50"],
    ["limit=1.5", "limit", "limit must be a whole number from 1 to 50"],
    ["offset=-1", "offset", "offset must be a whole number, 0 or more"],
    ["offset=99999999999999999999", "offset", "offset must be a whole number, 0 or more"],
    ["lang=es", "lang", 'lang must be "en" or "pt"'],
    [`q=${"a".repeat(201)}`, "q", "q must be at most 200 characters"],
  ])("rejects %s with 400 and names the parameter", async (query, parameter, message) => {
    const { status, headers, body } = await get(`/prompts?${query}`);
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(ErrorSchema.parse(body)).toEqual({ error: message, issues: [{ path: [parameter], message }] });
  });

  it("accepts a query of exactly 200 characters", async () => {
    const { status } = await get(`/prompts?q=${"a".repeat(200)}`);
    expect(status).toBe(200);
  });

  it("rejects an unknown category with 400", async () => {
    const { status, body } = await get("/prompts?category=astrology");
    expect(status).toBe(400);
    const error = ErrorSchema.parse(body);
    expect(error.error).toContain('Unknown category "astrology"');
    expect(error.issues?.[0]?.path).toEqual(["category"]);
  });

  it("names every bad parameter at once", async () => {
    const { status, body } = await get("/prompts?limit=0&offset=x&lang=de");
    expect(status).toBe(400);
    expect(
      ErrorSchema.parse(body)
        .issues?.map((issue) => issue.path[0])
        .sort(),
    ).toEqual(["lang", "limit", "offset"]);
  });
});

describe("GET /prompts/:id", () => {
  it("gives a free prompt in full, without the expert steps, with its related prompts", async () => {
    const { status, headers, body } = await get("/prompts/1?lang=en");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const { prompt } = PromptResponseSchema.parse(body);
    const source = catalogPrompt(1);
    expect(prompt).toMatchObject({
      id: 1,
      title: source.title.en,
      tagline: source.tagline.en,
      description: source.description.en,
      tags: source.tags.en,
      credits: source.credits.en,
      promptText: source.promptText.en,
      instructions: source.instructions.en,
      steps: null,
      isPremium: false,
      locale: "en",
      locked: false,
      lockReason: null,
      publishedAt: "2025-01-20T12:00:00.000Z",
      category: { id: "marketing", title: "Marketing", icon: "megaphone", color: "#dc2626" },
    });
    expect(prompt.related.map((related) => related.id)).toEqual(source.relatedPromptIds);
  });

  it("shows a premium prompt's public face and locks its text, instructions and steps", async () => {
    const { body } = await get("/prompts/4?lang=pt");
    const { prompt } = PromptResponseSchema.parse(body);
    const source = catalogPrompt(4);
    expect(prompt).toMatchObject({
      id: 4,
      title: source.title.pt,
      tagline: source.tagline.pt,
      description: source.description.pt,
      isPremium: true,
      locale: "pt",
      locked: true,
      lockReason: "premium",
      promptText: null,
      instructions: null,
      steps: null,
    });
  });

  it("answers in the language of Accept-Language when lang is not given", async () => {
    const { body } = await get("/prompts/1", { "accept-language": "pt-BR" });
    expect(PromptResponseSchema.parse(body).prompt.title).toBe(catalogPrompt(1).title.pt);
  });

  it.each(["999", "0", "abc", "1.5", "-1", "01", "99999999999"])(
    "answers 404 for prompt id %s",
    async (id) => {
      const { status, headers, body } = await get(`/prompts/${id}`);
      expect(status).toBe(404);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(body).toEqual({ error: "Prompt not found" });
    },
  );

  it("rejects an unknown language with 400", async () => {
    const { status } = await get("/prompts/1?lang=xx");
    expect(status).toBe(400);
  });
});
