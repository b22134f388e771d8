import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/core/locale";
import { CATALOG_CATEGORIES } from "~/content/catalog/categories";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "~/content/catalog/prompts-forbidden";
import type { CatalogPrompt } from "~/content/catalog/types";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { bearer, createTestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { PromptListSchema, PromptResponseSchema } from "~/server/catalog/api-schemas";
import { createApiV1 } from "./v1.server";

// The text, instructions and steps of a prompt an anonymous reader may not read never
// leave the server, whichever endpoint, language or query asks for them.

let testDb: TestDatabase;
let app: Hono;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A free catalogue prompt published three days ago: early access for paying members. */
const EARLY = {
  title: "Lighthouse Logbook Poem",
  description: "A short poem in the voice of a lighthouse keeper.",
  promptText:
    "Write as the keeper of the northern lighthouse who counts seventeen silver gulls before dawn.\nEvery stanza must end with the tide tables of the previous winter.",
  instructions:
    "Read the finished poem aloud beside the foghorn and adjust the cadence of the second stanza.",
  steps: [
    "Ask for a variant narrated by the seventeenth gull, who distrusts the keeper entirely.",
    "Ask for a woodcut illustration brief matching the tide tables of the previous winter.",
    "Ask for a version of the poem that fits on the back of a ferry ticket from Svalbard.",
    "Ask for a musical setting for accordion and a chorus of retired harbour pilots.",
    "Ask for the keeper's reply letter to the lighthouse authority, in the same meter.",
  ],
};
let earlyId: number;
/** The database ids of the forbidden prompts (catalogue prompts past 25 take fresh ids). */
let forbiddenIds: number[];
/** Request headers of a free member and of a Creator member. */
const memberHeaders: { free: Record<string, string>; creator: Record<string, string> } = {
  free: {},
  creator: {},
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  const [row] = await testDb.db
    .insert(prompts)
    .values({ categoryId: "storytelling", source: "catalog", publishedAt: new Date(Date.now() - 3 * DAY_MS) })
    .returning({ id: prompts.id });
  earlyId = row!.id;
  await testDb.db.insert(promptTranslations).values({
    promptId: earlyId,
    locale: "en",
    title: EARLY.title,
    description: EARLY.description,
    promptText: EARLY.promptText,
    instructions: EARLY.instructions,
    steps: EARLY.steps,
    tags: ["poetry"],
  });
  forbiddenIds = (
    await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(
        sql`${prompts.catalogKey} in (${sql.join(
          CATALOG_PROMPTS_FORBIDDEN.map((prompt) => sql`${prompt.id}`),
          sql`, `,
        )})`,
      )
  ).map((row) => row.id);
  const auth = createAuthFor(testDb.db);
  const [free, creator] = [await createTestMember(auth, testDb.db), await createTestMember(auth, testDb.db)];
  await grantPlan(testDb.db, creator.userId, "creator");
  memberHeaders.free = bearer(free.sessionToken);
  memberHeaders.creator = bearer(creator.sessionToken);
});
afterAll(async () => {
  await testDb.close();
});

/** Every string anywhere in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(`/api/v1${path}`, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30);
}

const PUBLIC_TEXTS = [
  ...[...CATALOG_PROMPTS, ...CATALOG_PROMPTS_FORBIDDEN].flatMap((prompt) =>
    LOCALES.flatMap((locale) => [
      prompt.title[locale],
      prompt.tagline[locale],
      prompt.description[locale],
      prompt.credits[locale],
      ...prompt.tags[locale],
    ]),
  ),
  ...CATALOG_CATEGORIES.flatMap((category) => LOCALES.map((locale) => category.title[locale])),
];
const FREE_TEXTS = CATALOG_PROMPTS.filter((prompt) => !prompt.isPremium).flatMap((prompt) =>
  LOCALES.flatMap((locale) => [prompt.promptText[locale], prompt.instructions[locale]]),
);

/** Sentences of a prompt's hidden parts that no public or freely readable text repeats. */
function hiddenSentences(prompt: CatalogPrompt, locale: Locale): string[] {
  const hidden = [prompt.promptText[locale], prompt.instructions[locale], ...prompt.steps[locale]];
  const elsewhere = [...PUBLIC_TEXTS, ...FREE_TEXTS];
  return [...new Set(hidden.flatMap(sentencesOf))].filter(
    (sentence) => !elsewhere.some((text) => text.includes(sentence)),
  );
}

const PREMIUM = CATALOG_PROMPTS.filter((prompt) => prompt.isPremium);
const EARLY_SENTENCES = [EARLY.promptText, EARLY.instructions, ...EARLY.steps].flatMap(sentencesOf);

/** Searches built from a hidden sentence: the whole sentence, its three longest words, its longest word. */
function queriesFrom(sentence: string): string[] {
  const words = [...new Set(sentence.split(/[^\p{L}\p{N}]+/u))].sort((a, b) => b.length - a.length);
  return [sentence.slice(0, 200), words.slice(0, 3).join(" "), words[0] ?? ""].filter(Boolean);
}

const FORBIDDEN = CATALOG_PROMPTS_FORBIDDEN;

/**
 * What a reader below Legend gets from every read endpoint, in both languages, searching with
 * sentences of the forbidden prompts' hidden parts.
 */
async function everythingABelowLegendReaderCanFetch(headers: Record<string, string>): Promise<string[]> {
  const bodies: unknown[] = [];
  for (const lang of LOCALES) {
    for (const offset of [0, 50])
      bodies.push(await getJson(`/prompts?lang=${lang}&limit=50&offset=${offset}`, headers));
    bodies.push(await getJson(`/prompts?lang=${lang}&limit=50&forbidden=true`, headers));
    for (const id of forbiddenIds) bodies.push(await getJson(`/prompts/${id}?lang=${lang}`, headers));
    for (const sentence of FORBIDDEN.flatMap((prompt) => hiddenSentences(prompt, lang).slice(0, 3))) {
      for (const q of queriesFrom(sentence)) {
        bodies.push(await getJson(`/prompts?lang=${lang}&limit=50&q=${encodeURIComponent(q)}`, headers));
      }
    }
  }
  return bodies.flatMap(stringsIn);
}

/** Sentences of the forbidden prompts' text, instructions or steps found in what was fetched. */
function forbiddenLeaks(fetched: string[]): string[] {
  const leaks: string[] = [];
  for (const prompt of FORBIDDEN) {
    for (const locale of LOCALES) {
      const sentences = hiddenSentences(prompt, locale);
      expect(sentences.length, `prompt ${prompt.id} (${locale})`).toBeGreaterThanOrEqual(5);
      for (const sentence of sentences) {
        if (fetched.some((text) => text.includes(sentence)))
          leaks.push(`prompt ${prompt.id} (${locale}): ${sentence}`);
      }
    }
  }
  return leaks;
}

/** What an anonymous reader gets from every read endpoint, in both languages. */
async function everythingAnAnonymousReaderCanFetch(): Promise<string[]> {
  const bodies: unknown[] = [];
  const ids = [...CATALOG_PROMPTS.map((prompt) => prompt.id), earlyId];
  for (const lang of LOCALES) {
    bodies.push(await getJson(`/categories?lang=${lang}`));
    for (const offset of [0, 50])
      bodies.push(await getJson(`/prompts?lang=${lang}&limit=50&offset=${offset}`));
    for (const category of CATALOG_CATEGORIES)
      bodies.push(await getJson(`/prompts?lang=${lang}&category=${category.id}`));
    for (const id of ids) bodies.push(await getJson(`/prompts/${id}?lang=${lang}`));
    const sentences = [
      ...PREMIUM.flatMap((prompt) => hiddenSentences(prompt, lang).slice(0, 6)),
      ...EARLY_SENTENCES,
    ];
    for (const sentence of sentences) {
      for (const q of queriesFrom(sentence)) {
        bodies.push(await getJson(`/prompts?lang=${lang}&limit=50&q=${encodeURIComponent(q)}`));
      }
    }
  }
  // Without ?lang=, the language comes from the cookie or the browser.
  for (const id of ids) {
    bodies.push(await getJson(`/prompts/${id}`, { cookie: "language=pt" }));
    bodies.push(await getJson(`/prompts/${id}`, { "accept-language": "en-GB" }));
  }
  return bodies.flatMap(stringsIn);
}

describe("locked prompts, for an anonymous reader", () => {
  let fetched: string[];
  beforeAll(async () => {
    fetched = await everythingAnAnonymousReaderCanFetch();
  }, 120_000);

  it("never receive a sentence of a premium prompt's text, instructions or steps", () => {
    const leaks: string[] = [];
    for (const prompt of PREMIUM) {
      for (const locale of LOCALES) {
        const sentences = hiddenSentences(prompt, locale);
        // Enough distinctive sentences that the check means something.
        expect(sentences.length, `prompt ${prompt.id} (${locale})`).toBeGreaterThanOrEqual(5);
        for (const sentence of sentences) {
          if (fetched.some((text) => text.includes(sentence)))
            leaks.push(`prompt ${prompt.id} (${locale}): ${sentence}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("never receive the text, instructions or steps of an early-access prompt", () => {
    expect(EARLY_SENTENCES.filter((sentence) => fetched.some((text) => text.includes(sentence)))).toEqual([]);
  });

  it("do receive the full text of a free prompt, so the check above can see text when it is sent", () => {
    const free = CATALOG_PROMPTS.find((prompt) => prompt.id === 1)!;
    for (const locale of LOCALES) {
      const sentences = sentencesOf(free.promptText[locale]);
      expect(sentences.length).toBeGreaterThan(0);
      for (const sentence of sentences)
        expect(
          fetched.some((text) => text.includes(sentence)),
          sentence,
        ).toBe(true);
    }
  });

  it("see premium prompts listed as locked, with their public description", async () => {
    for (const lang of LOCALES) {
      const page = PromptListSchema.parse(await getJson(`/prompts?lang=${lang}&limit=50`));
      for (const prompt of PREMIUM) {
        expect(page.items.find((item) => item.id === prompt.id)).toMatchObject({
          isPremium: true,
          locked: true,
          promptText: null,
          description: prompt.description[lang],
        });
      }
    }
  });

  it("see an early-access prompt locked with its reason, in the list and on its own", async () => {
    const { prompt } = PromptResponseSchema.parse(await getJson(`/prompts/${earlyId}?lang=en`));
    expect(prompt).toMatchObject({
      title: EARLY.title,
      isPremium: false,
      locked: true,
      lockReason: "early-access",
      promptText: null,
      instructions: null,
      steps: null,
    });
    const page = PromptListSchema.parse(await getJson("/prompts?lang=en&category=storytelling"));
    expect(page.items.find((item) => item.id === earlyId)).toMatchObject({ locked: true, promptText: null });
  });
});

// The forbidden prompts are Legend's. Below Legend — anonymous, free or Creator — their text,
// instructions and steps never arrive, from any endpoint, language or search.
describe.each(["anonymous", "free", "creator"] as const)("forbidden prompts, for a %s reader", (reader) => {
  it("never receive a sentence of a forbidden prompt's text, instructions or steps", async () => {
    const fetched = await everythingABelowLegendReaderCanFetch(
      reader === "anonymous" ? {} : memberHeaders[reader],
    );
    expect(forbiddenLeaks(fetched)).toEqual([]);
    // The Creator does read premium texts: the check above can see text when it is sent.
    if (reader === "creator") {
      const premium = PREMIUM[0]!;
      expect(fetched.some((text) => text.includes(sentencesOf(premium.promptText.en)[0]!))).toBe(true);
    }
  }, 180_000);

  it("see forbidden prompts listed, locked for Legend, with their public description", async () => {
    const page = PromptListSchema.parse(
      await getJson(
        "/prompts?lang=pt&limit=50&forbidden=true",
        reader === "anonymous" ? {} : memberHeaders[reader],
      ),
    );
    expect(page.items).toHaveLength(FORBIDDEN.length);
    for (const item of page.items)
      expect(item).toMatchObject({ isForbidden: true, locked: true, promptText: null });
    const { prompt } = PromptResponseSchema.parse(
      await getJson(
        `/prompts/${forbiddenIds[0]}?lang=pt`,
        reader === "anonymous" ? {} : memberHeaders[reader],
      ),
    );
    expect(prompt).toMatchObject({
      lockReason: "forbidden",
      promptText: null,
      instructions: null,
      steps: null,
    });
  });
});
