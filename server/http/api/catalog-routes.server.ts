import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { localeFromRequest, type Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { getCategory, listCategories } from "~/server/catalog/categories.server";
import { getPrompt, readablePromptTexts, type PromptDetail } from "~/server/catalog/prompt.server";
import { queryWords, searchPrompts } from "~/server/catalog/search.server";
import { getTrends, recordSearchWords } from "~/server/catalog/trends.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { mondayOf } from "~/core/weeks";
import { type PromptSummary } from "~/server/catalog/rows.server";
import { recordPromptEvent } from "~/server/catalog/events.server";
import { clientAddress } from "~/server/http/client-address.server";
import { keyedHash } from "~/server/secrets.server";
import {
  CategoriesQuerySchema,
  PromptEventBodySchema,
  PromptIdSchema,
  PromptQuerySchema,
  PromptSearchQuerySchema,
  TrendsQuerySchema,
  type TrendsSchema,
  type CategoryListSchema,
  type ErrorSchema,
  type PromptDetailSchema,
  type PromptEventResultSchema,
  type PromptListSchema,
  type PromptSummarySchema,
} from "./schemas";

/** Categories change only when an admin edits them; a minute of staleness is fine. */
const CATEGORIES_CACHE_CONTROL = "public, max-age=60";
/** A usage event is a few bytes of JSON; anything much larger is not one. */
const EVENT_BODY_MAX_BYTES = 1024;

type ApiError = z.output<typeof ErrorSchema>;

/** Catalogue reads and usage events: parse → ask the catalogue module → shape the answer. */
export function catalogRoutes(
  database: () => Promise<Database>,
  getViewer: (request: Request) => Promise<Viewer>,
  clock: () => Date = () => new Date(),
) {
  const routes = new Hono();

  routes.get("/categories", async (c) => {
    const query = CategoriesQuerySchema.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, query.error);
    const locale = query.data.lang ?? localeFromRequest(c.req.raw);

    const categories = await listCategories(await database(), locale);
    const body: z.output<typeof CategoryListSchema> = {
      categories: categories.map(({ id, title, icon, color, promptCount }) => ({
        id,
        title,
        icon,
        color,
        promptCount,
      })),
    };
    c.header("Cache-Control", CATEGORIES_CACHE_CONTROL);
    // Without ?lang= the language comes from the cookie or Accept-Language; shared caches must key on them.
    c.header("Vary", "Accept-Language, Cookie");
    c.header("Content-Language", locale);
    return c.json(body);
  });

  routes.get("/prompts", async (c) => {
    const query = PromptSearchQuerySchema.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, query.error);
    const { q, category, limit, offset } = query.data;
    const now = clock();
    const locale = query.data.lang ?? localeFromRequest(c.req.raw);
    const db = await database();

    if (category !== undefined && !(await getCategory(db, category, locale))) {
      return c.json<ApiError>(
        {
          error: `Unknown category "${category}"; see /api/v1/categories`,
          issues: [{ path: ["category"], message: "Unknown category" }],
        },
        400,
      );
    }

    const viewer = await getViewer(c.req.raw);
    const result = await searchPrompts(db, {
      q,
      categoryId: category,
      locale,
      limit,
      offset,
      viewer,
      forbiddenOnly: query.data.forbidden === "true",
      publishedSince: query.data.new === "week" ? mondayOf(now) : undefined,
      now,
    });
    // A search counts towards today's rising words once, on its first page.
    if (offset === 0) await recordSearchWords(db, locale, queryWords(q), now);
    const texts = await readablePromptTexts(
      db,
      result.items.map((item) => item.id),
      locale,
      viewer,
      now,
    );
    const body: z.output<typeof PromptListSchema> = {
      total: result.total,
      totalCapped: result.totalCapped,
      limit,
      offset,
      items: result.items.map((item) => {
        // No entry means no readable text: locked is the safe answer.
        const text = texts.get(item.id) ?? { promptText: null, locked: true };
        return { ...summaryOf(item), locked: text.locked, promptText: text.promptText };
      }),
    };
    c.header("Content-Language", locale);
    return c.json(body);
  });

  routes.get("/prompts/:id", async (c) => {
    const id = PromptIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return promptNotFound(c);
    const query = PromptQuerySchema.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, query.error);
    const locale = query.data.lang ?? localeFromRequest(c.req.raw);

    const prompt = await getPrompt(await database(), id.data, locale, await getViewer(c.req.raw), clock());
    if (!prompt) return promptNotFound(c);
    c.header("Content-Language", locale);
    return c.json({ prompt: detailOf(prompt) });
  });

  // Daily trends (issue 18): Legend members and admins.
  routes.get("/trends", async (c) => {
    const viewer = await getViewer(c.req.raw);
    if (viewer.kind === "anonymous") return c.json<ApiError>({ error: "Authentication required" }, 401);
    if (!capabilities(viewer).legendTools) return c.json<ApiError>({ error: "Daily trends are part of the Legend plan" }, 403);
    const query = TrendsQuerySchema.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, query.error);
    const locale = query.data.lang ?? localeFromRequest(c.req.raw);
    const trends = await getTrends(await database(), locale, clock());
    const body: z.output<typeof TrendsSchema> = {
      enoughData: trends.enoughData,
      prompts: trends.prompts.map(({ prompt, ...figures }) => ({ prompt: summaryOf(prompt), ...figures })),
      categories: trends.categories.map(({ category: { id, title, icon, color }, ...figures }) => ({
        category: { id, title, icon, color },
        ...figures,
      })),
      words: trends.words,
    };
    c.header("Content-Language", locale);
    return c.json(body);
  });

  routes.post(
    "/prompts/:id/events",
    bodyLimit({
      maxSize: EVENT_BODY_MAX_BYTES,
      onError: (c) =>
        c.json<ApiError>({ error: `The body must be at most ${EVENT_BODY_MAX_BYTES} bytes` }, 413),
    }),
    async (c) => {
      const id = PromptIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return promptNotFound(c);

      let json: unknown;
      try {
        json = await c.req.json();
      } catch {
        return c.json<ApiError>({ error: 'The body must be JSON, e.g. {"kind": "copy"}' }, 400);
      }
      const event = PromptEventBodySchema.safeParse(json);
      if (!event.success) return badRequest(c, event.error);

      const db = await database();
      const viewer = await getViewer(c.req.raw);
      // The same visibility rule as reading the prompt: an event for a prompt you cannot see is a 404.
      if (!(await getPrompt(db, id.data, localeFromRequest(c.req.raw), viewer, clock()))) return promptNotFound(c);

      const recorded = await recordPromptEvent(db, {
        promptId: id.data,
        kind: event.data.kind,
        userId: viewer.kind === "member" ? viewer.userId : null,
        clientKey: keyedHash("events", clientAddress(c)),
      });
      return c.json<z.output<typeof PromptEventResultSchema>>({ recorded }, 202);
    },
  );

  return routes;
}

/** The query string; an empty value (`?q=`, as a plain HTML form sends it) counts as absent. */
function queryOf(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
}

function badRequest(c: Context, error: z.ZodError) {
  const issues: NonNullable<ApiError["issues"]> = [];
  for (const issue of error.issues) {
    const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
    // One value can break two rules with the same message ("1e30" is neither whole nor in range).
    if (issues.some((seen) => seen.message === issue.message && seen.path.join(".") === path.join(".")))
      continue;
    issues.push({ path, message: issue.message });
  }
  return c.json<ApiError>({ error: issues.map((issue) => issue.message).join("; "), issues }, 400);
}

function promptNotFound(c: Context) {
  return c.json<ApiError>({ error: "Prompt not found" }, 404);
}

function summaryOf(prompt: PromptSummary): z.output<typeof PromptSummarySchema> {
  const { id, title, icon, color } = prompt.category;
  return {
    id: prompt.id,
    title: prompt.title,
    description: prompt.description,
    tags: prompt.tags,
    isPremium: prompt.isPremium,
    isForbidden: prompt.isForbidden,
    locale: prompt.locale satisfies Locale,
    category: { id, title, icon, color },
  };
}

function detailOf(prompt: PromptDetail): z.output<typeof PromptDetailSchema> {
  return {
    ...summaryOf(prompt),
    tagline: prompt.tagline,
    credits: prompt.credits,
    promptText: prompt.promptText,
    instructions: prompt.instructions,
    steps: prompt.steps,
    locked: prompt.locked,
    lockReason: prompt.lockReason,
    publishedAt: prompt.publishedAt,
    related: prompt.related.map(summaryOf),
  };
}
