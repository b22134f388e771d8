import { expect, test, type APIRequestContext } from "@playwright/test";
import type { CatalogPrompt } from "../../content/catalog/types";
import { CATALOG_CATEGORIES } from "../../content/catalog/categories";
import { CATALOG_PROMPTS } from "../../content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "../../content/catalog/prompts-forbidden";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";

// Locked text never leaves the server: no response an anonymous visitor can get contains the text of a premium prompt —
// not the HTML, the loader data, the JSON API, the sitemap, the OpenGraph tags nor search results.

const premium = CATALOG_PROMPTS.filter((prompt) => prompt.isPremium);
const LOCALES = ["en", "pt"] as const;

/** Runs of plain words from the secret fields, long enough to be unique to them. */
function secretSnippets(prompt: CatalogPrompt, locale: "en" | "pt"): string[] {
  const fields = [prompt.promptText[locale], prompt.instructions[locale], ...prompt.steps[locale]];
  const publicText = [prompt.title[locale], prompt.tagline[locale], prompt.description[locale]].join(" ");
  return fields.flatMap((field) =>
    (field.match(/[\p{L}\p{N} ,]{40,}/gu) ?? [])
      .map((run) => run.trim().slice(0, 40))
      .filter((run) => run.length >= 30 && !publicText.includes(run)),
  );
}

const SNIPPETS = premium.flatMap((prompt) =>
  LOCALES.flatMap((locale) => secretSnippets(prompt, locale).map((snippet) => ({ id: prompt.id, snippet }))),
);

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** pg_trgm's similarity of two words, so the test avoids words search would "correct" into public ones. */
function trigramSimilarity(a: string, b: string): number {
  const grams = (word: string) => {
    const padded = `  ${word} `;
    return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
  };
  const [x, y] = [grams(a), grams(b)];
  const shared = [...x].filter((gram) => y.has(gram)).length;
  return shared / (x.size + y.size - shared);
}

/** A word of the premium text that is not in, nor close to a word of, the prompt's public fields. */
function hiddenWord(prompt: CatalogPrompt, locale: "en" | "pt"): string {
  const publicText = fold(
    [prompt.title, prompt.tagline, prompt.description].map((f) => f[locale]).join(" ") +
      " " +
      prompt.tags[locale].join(" "),
  );
  const publicWords = publicText.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
  const words = fold(prompt.promptText[locale]).match(/[a-z]{9,}/g) ?? [];
  const word = words.find(
    (w) => !publicText.includes(w.slice(0, 6)) && publicWords.every((p) => trigramSimilarity(w, p) < 0.3),
  );
  if (!word) throw new Error(`no hidden word in prompt ${prompt.id}`);
  return word;
}

async function body(request: APIRequestContext, url: string): Promise<string> {
  // A fresh connection per request, and a bound on each: one stuck answer must fail by name, not hang.
  const response = await request.get(url, {
    headers: { "Accept-Language": url.includes("lang=pt") ? "pt-BR" : "en-US", Connection: "close" },
    timeout: 20_000,
  });
  expect(response.status(), url).toBeLessThan(500);
  return await response.text();
}

function publicUrls(): string[] {
  const urls = [
    "/",
    "/categories",
    "/featured",
    "/featured?tab=new",
    "/featured?tab=popular",
    "/popular",
    "/sitemap.xml",
    "/robots.txt",
    "/api/v1/categories",
    "/api/v1/prompts?limit=50",
    "/api/v1/openapi.json",
  ];
  urls.push(...CATALOG_CATEGORIES.map((category) => `/category/${category.id}`));
  for (const prompt of premium) {
    urls.push(`/prompt/${prompt.id}`, `/prompt/${prompt.id}.data`, `/api/v1/prompts/${prompt.id}`);
    for (const related of prompt.relatedPromptIds)
      urls.push(`/prompt/${related}`, `/api/v1/prompts/${related}`);
  }
  // React Router's single-fetch data for client navigations between pages.
  urls.push("/_root.data", "/categories.data", "/featured.data", "/popular.data");
  return LOCALES.flatMap((locale) =>
    urls.map((url) => `${url}${url.includes("?") ? "&" : "?"}lang=${locale}`),
  );
}

test("there are premium prompts with secret text to look for", () => {
  expect(premium.length).toBeGreaterThanOrEqual(7);
  expect(SNIPPETS.length).toBeGreaterThan(premium.length * 4);
});

test("no public page, data request, API answer or sitemap contains premium text", async ({ request }) => {
  test.setTimeout(360_000);
  const urls = [...new Set(publicUrls())];
  // A few requests at a time: the check is about every answer, not about the server's speed.
  for (let start = 0; start < urls.length; start += 6) {
    const batch = urls.slice(start, start + 6);
    const texts = await Promise.all(batch.map((url) => body(request, url)));
    texts.forEach((text, index) => {
      // One assertion per answer: Playwright records every expect, and there are hundreds of snippets.
      const leaks = SNIPPETS.filter(({ snippet }) => text.includes(snippet)).map(
        ({ id, snippet }) => `prompt ${id}: "${snippet}"`,
      );
      expect(leaks, `${batch[index]} leaks premium text`).toEqual([]);
    });
  }
});

test(
  "searching for words that only a premium prompt's text contains does not find it",
  { tag: "@postgres" },
  async ({ request }) => {
    test.setTimeout(120_000);
    for (const prompt of premium) {
      for (const locale of LOCALES) {
        const word = hiddenWord(prompt, locale);
        const page = await body(request, `/categories?q=${encodeURIComponent(word)}&lang=${locale}`);
        expect(page, `search "${word}" found premium prompt ${prompt.id}`).not.toContain(
          `href="/prompt/${prompt.id}"`,
        );
        const api = await body(request, `/api/v1/prompts?q=${encodeURIComponent(word)}&lang=${locale}`);
        const ids = (JSON.parse(api) as { items: { id: number }[] }).items.map((item) => item.id);
        expect(ids, `API search "${word}"`).not.toContain(prompt.id);
      }
    }
  },
);

// The forbidden prompts are Legend's. Below Legend — anonymous, free or Creator — no page,
// data request, API answer, filter or search carries their text.
const forbiddenSnippets = CATALOG_PROMPTS_FORBIDDEN.flatMap((prompt) =>
  LOCALES.flatMap((locale) => secretSnippets(prompt, locale).map((snippet) => ({ key: prompt.id, snippet }))),
);

for (const reader of ["anonymous", "free", "creator"] as const) {
  test(
    `no answer to ${reader === "anonymous" ? "an" : "a"} ${reader} reader contains the text of a forbidden prompt`,
    { tag: reader === "creator" ? "@postgres" : [] },
    async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      if (reader !== "anonymous") {
        await signUpAndVerify(page, uniqueEmail(`forbidden-leak-${reader}`));
        if (reader === "creator") {
          const checkout = await page.request.post("/api/v1/billing/checkout", {
            data: { plan: "creator", country: "US" },
          });
          await page.goto(((await checkout.json()) as { url: string }).url);
          await page.getByRole("button", { name: /^Pay/ }).click();
          await expect(page).toHaveURL(/\/subscription-success/);
        }
      }
      const request = page.request;
      expect(forbiddenSnippets.length).toBeGreaterThan(CATALOG_PROMPTS_FORBIDDEN.length * 4);
      const listed = JSON.parse(await body(request, "/api/v1/prompts?forbidden=true&limit=50&lang=en")) as {
        items: { id: number }[];
      };
      expect(listed.items).toHaveLength(CATALOG_PROMPTS_FORBIDDEN.length);
      const urls = [
        "/categories?forbidden=1",
        "/categories.data?forbidden=1",
        "/new",
        "/sitemap.xml",
        "/api/v1/prompts?limit=50",
        "/api/v1/prompts?forbidden=true&limit=50",
      ];
      for (const { id } of listed.items)
        urls.push(`/prompt/${id}`, `/prompt/${id}.data`, `/api/v1/prompts/${id}`);
      for (const prompt of CATALOG_PROMPTS_FORBIDDEN)
        for (const locale of LOCALES) {
          const word = encodeURIComponent(hiddenWord(prompt, locale));
          urls.push(`/categories?q=${word}&forbidden=1`, `/api/v1/prompts?q=${word}&forbidden=true`);
        }
      const all = LOCALES.flatMap((locale) =>
        urls.map((url) => `${url}${url.includes("?") ? "&" : "?"}lang=${locale}`),
      );
      for (let start = 0; start < all.length; start += 6) {
        const batch = all.slice(start, start + 6);
        const texts = await Promise.all(batch.map((url) => body(request, url)));
        texts.forEach((text, index) => {
          const leaks = forbiddenSnippets
            .filter(({ snippet }) => text.includes(snippet))
            .map(({ key, snippet }) => `prompt ${key}: "${snippet}"`);
          expect(leaks, `${batch[index]} leaks forbidden text to a ${reader} reader`).toEqual([]);
        });
      }
      await context.close();
    },
  );
}
