import { createRoute, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { localeFromRequest, type Locale } from "~/core/locale";
import { mondayOf } from "~/core/weeks";
import {
  createApiRouter,
  jsonBody,
  jsonResponse,
  MEMBER_SECURITY,
  OPTIONAL_MEMBER_SECURITY as OPTIONAL_MEMBER,
  type ApiContext,
} from "~/server/api.server";
import { capabilities, mayUseFilters } from "~/server/entitlements/entitlements";
import { clientAddress } from "~/server/http/client-address.server";
import { ApiErrorSchema, type ErrorSchema } from "~/server/http/api/schemas";
import { keyedHash } from "~/server/secrets.server";
import {
  CategoriesQuerySchema,
  CategoryListSchema,
  PromptEventBodySchema,
  PromptEventResultSchema,
  PromptIdSchema,
  PromptListSchema,
  PromptQuerySchema,
  PromptResponseSchema,
  PromptSearchQuerySchema,
  SuggestionsQuerySchema,
  SuggestionsSchema,
  TrendsQuerySchema,
  TrendsSchema,
  type PromptDetailSchema,
  type PromptSummarySchema,
} from "./api-schemas";
import { getCategory, listCategories } from "./categories.server";
import { recordPromptEvent } from "./events.server";
import { getPrompt, readablePromptTexts, type PromptDetail } from "./prompt.server";
import type { PromptSummary } from "./rows.server";
import { advancedFiltersUsed, filtersFromInput } from "./filters";
import { searchWithFacets } from "./facets.server";
import { queryWords, searchPrompts } from "./search.server";
import { suggest } from "./suggest.server";
import { getTrends, recordSearchWords } from "./trends.server";

/** Categories change only when an admin edits them; a minute of staleness is fine. */
const CATEGORIES_CACHE_CONTROL = "public, max-age=60";
/** A usage event is a few bytes of JSON; anything much larger is not one. */
const EVENT_BODY_MAX_BYTES = 1024;
/** Suggestions depend on who asks (what they may find): a browser may keep them briefly, no one else. */
const SUGGESTIONS_CACHE_CONTROL = "private, max-age=30";
const NOT_JSON = 'The body must be JSON, e.g. {"kind": "copy"}';

type ApiError = z.output<typeof ErrorSchema>;

/** Anyone; a member's session or token changes what they may read. */

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const INVALID = error("A parameter is invalid; `issues` names each one.");
const NOT_FOUND = error("No such prompt, or not one the caller may see.");

const PromptIdParams = z.object({ id: PromptIdSchema });

/** Parameters that may repeat (`?tag=a&tag=b`): their values are joined with commas. */
const LIST_PARAMETERS = new Set(["tag", "category"]);

/** The query string with an empty value (`?q=`, as a plain HTML form sends it) counted as absent. */
function withoutEmptyValues<T extends z.ZodObject>(schema: T) {
  return z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .transform((query) =>
      Object.fromEntries(
        Object.entries(query)
          .map(
            ([name, value]) =>
              [
                name,
                !Array.isArray(value)
                  ? value
                  : LIST_PARAMETERS.has(name)
                    ? value.filter(Boolean).join(",")
                    : value[0],
              ] as const,
          )
          .filter(([, value]) => value !== ""),
      ),
    )
    .pipe(schema as unknown as z.ZodType<z.output<T>, Record<string, string | undefined>>);
}

function catalogRoute<const R extends Omit<RouteConfig, "tags">>(config: R) {
  return createRoute({ ...config, tags: ["catalogue"] });
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

/** A prompt id that is not one reads as "not found", before anything else about the request. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const catalogHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const id = c.req.param("id");
  if (id !== undefined && !PromptIdSchema.safeParse(id).success) return promptNotFound(c);
  return badRequest(c, result.error);
};

/** Catalogue reads and usage events: parse → ask the catalogue module → shape the answer. */
export function catalogApi({ database, viewerOf, clock }: ApiContext) {
  const routes = createApiRouter(catalogHook);

  // The only body a catalogue route reads is a usage event's.
  routes.onError((failure, c) => {
    if (failure instanceof HTTPException && failure.status === 400)
      return c.json<ApiError>({ error: NOT_JSON }, 400);
    throw failure;
  });

  routes.openapi(
    catalogRoute({
      method: "get",
      path: "/categories",
      operationId: "listCategories",
      summary: "All categories, with how many prompts each holds",
      security: OPTIONAL_MEMBER,
      request: { query: withoutEmptyValues(CategoriesQuerySchema) },
      responses: {
        200: {
          ...jsonResponse(CategoryListSchema, "The categories, in display order."),
          headers: {
            "Cache-Control": {
              description: `Always \`${CATEGORIES_CACHE_CONTROL}\`.`,
              schema: { type: "string", const: CATEGORIES_CACHE_CONTROL },
            },
            Vary: { schema: { type: "string", const: "Accept-Language, Cookie" } },
          },
        },
        400: INVALID,
      },
    }),
    async (c) => {
      const locale = c.req.valid("query").lang ?? localeFromRequest(c.req.raw);
      const categories = await listCategories(await database(), locale);
      c.header("Cache-Control", CATEGORIES_CACHE_CONTROL);
      // Without ?lang= the language comes from the cookie or Accept-Language; shared caches must key on them.
      c.header("Vary", "Accept-Language, Cookie");
      c.header("Content-Language", locale);
      return c.json(
        {
          categories: categories.map(({ id, title, icon, color, promptCount }) => ({
            id,
            title,
            icon,
            color,
            promptCount,
          })),
        },
        200,
      );
    },
  );

  routes.openapi(
    catalogRoute({
      method: "get",
      path: "/prompts",
      operationId: "searchPrompts",
      summary: "Search or list prompts",
      description: "Without `q`, every published prompt (of `category`, when given) in its default order.",
      security: OPTIONAL_MEMBER,
      request: { query: withoutEmptyValues(PromptSearchQuerySchema) },
      responses: {
        200: jsonResponse(PromptListSchema, "One page of matching prompts, best match first."),
        400: INVALID,
        403: error(
          "An advanced filter, sort or `facets` without a plan that includes them (`plan` names it).",
        ),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { q, limit, offset } = query;
      const now = clock.now();
      const locale = query.lang ?? localeFromRequest(c.req.raw);
      const db = await database();

      for (const category of query.category ?? []) {
        if (!(await getCategory(db, category, locale)))
          return c.json(
            {
              error: `Unknown category "${category}"; see /api/v1/categories`,
              issues: [{ path: ["category"], message: "Unknown category" }],
            },
            400,
          );
      }

      const viewer = await viewerOf(c.req.raw);
      const filters = filtersFromInput({
        tags: query.tag,
        categories: query.category,
        access: query.access,
        placeholders: query.placeholders,
        published: query.published,
        author: query.author,
        minUpvotes: query.upvotes,
        sort: query.sort,
      });
      const used = [...advancedFiltersUsed(filters), ...(query.facets ? ["facets"] : [])];
      const allowed = mayUseFilters(viewer, used);
      if (!allowed.allowed)
        return c.json(
          {
            error: `Advanced filters (${used.join(", ")}) are part of the ${allowed.plan === "creator" ? "Creator" : "Legend"} plan`,
            plan: allowed.plan,
            upgradeUrl: "/pricing",
          },
          403,
        );
      const searching = {
        q,
        locale,
        viewer,
        forbiddenOnly: query.forbidden === "true",
        publishedSince: query.new === "week" ? mondayOf(now) : undefined,
        now,
      };
      const { result, facets } = query.facets
        ? await searchWithFacets(db, { ...searching, limit, offset, filters })
        : { result: await searchPrompts(db, { ...searching, limit, offset, filters }), facets: undefined };
      // A search counts towards today's rising words once, on its first page.
      if (offset === 0) await recordSearchWords(db, locale, queryWords(q), now);
      const texts = await readablePromptTexts(
        db,
        result.items.map((item) => item.id),
        locale,
        viewer,
        now,
      );
      c.header("Content-Language", locale);
      return c.json(
        {
          total: result.total,
          totalCapped: result.totalCapped,
          limit,
          offset,
          items: result.items.map((item) => {
            // No entry means no readable text: locked is the safe answer.
            const text = texts.get(item.id) ?? { promptText: null, locked: true };
            return { ...summaryOf(item), locked: text.locked, promptText: text.promptText };
          }),
          ...(facets ? { facets } : {}),
        },
        200,
      );
    },
  );

  routes.openapi(
    catalogRoute({
      method: "get",
      path: "/suggestions",
      operationId: "suggest",
      summary: "Suggestions as the reader types: prompts, categories, tags, and a spelling correction",
      description:
        "The same search as /prompts (the same rules of who may find what), answered with titles only. " +
        "Searches are not counted towards the rising search words.",
      security: OPTIONAL_MEMBER,
      request: { query: withoutEmptyValues(SuggestionsQuerySchema) },
      responses: {
        200: {
          ...jsonResponse(SuggestionsSchema, "What to suggest; empty lists when nothing matches."),
          headers: {
            "Cache-Control": { schema: { type: "string", const: SUGGESTIONS_CACHE_CONTROL } },
          },
        },
        400: INVALID,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const locale = query.lang ?? localeFromRequest(c.req.raw);
      const suggestions = await suggest(await database(), {
        q: query.q ?? "",
        locale,
        viewer: await viewerOf(c.req.raw),
        now: clock.now(),
      });
      c.header("Cache-Control", SUGGESTIONS_CACHE_CONTROL);
      c.header("Content-Language", locale);
      return c.json(suggestions, 200);
    },
  );

  routes.openapi(
    catalogRoute({
      method: "get",
      path: "/prompts/{id}",
      operationId: "getPrompt",
      summary: "One prompt, with related prompts",
      security: OPTIONAL_MEMBER,
      request: { params: PromptIdParams, query: withoutEmptyValues(PromptQuerySchema) },
      responses: {
        200: jsonResponse(
          PromptResponseSchema,
          "The prompt; text, instructions and steps are null when locked.",
        ),
        400: INVALID,
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const locale = c.req.valid("query").lang ?? localeFromRequest(c.req.raw);
      const prompt = await getPrompt(
        await database(),
        c.req.valid("param").id,
        locale,
        await viewerOf(c.req.raw),
        clock.now(),
      );
      if (!prompt) return c.json({ error: "Prompt not found" }, 404);
      c.header("Content-Language", locale);
      return c.json({ prompt: detailOf(prompt) }, 200);
    },
  );

  routes.openapi(
    catalogRoute({
      method: "get",
      path: "/trends",
      operationId: "getTrends",
      summary: "Daily trends: prompts, categories and search words rising today",
      description:
        "For Legend members and admins. Copies, uses and favourites in the last 24 hours against the daily average " +
        "of the seven days before (searches: today against the week before, counted without who searched); " +
        "nothing with fewer than 5 events (3 searches) today counts as rising.",
      security: MEMBER_SECURITY,
      // Who asks is checked before what they ask.
      middleware: [
        async (c, next) => {
          const viewer = await viewerOf(c.req.raw);
          if (viewer.kind === "anonymous") return c.json<ApiError>({ error: "Authentication required" }, 401);
          if (!capabilities(viewer).legendTools)
            return c.json<ApiError>({ error: "Daily trends are part of the Legend plan" }, 403);
          return next();
        },
      ] as const,
      request: { query: withoutEmptyValues(TrendsQuerySchema) },
      responses: {
        200: jsonResponse(TrendsSchema, "What is rising today, each with its change and 8-day series."),
        400: INVALID,
        401: error("No session or bearer token."),
        403: error("Daily trends are part of the Legend plan."),
      },
    }),
    async (c) => {
      const locale = c.req.valid("query").lang ?? localeFromRequest(c.req.raw);
      const trends = await getTrends(await database(), locale, clock.now());
      c.header("Content-Language", locale);
      return c.json(
        {
          enoughData: trends.enoughData,
          prompts: trends.prompts.map(({ prompt, ...figures }) => ({
            prompt: summaryOf(prompt),
            ...figures,
          })),
          categories: trends.categories.map(({ category: { id, title, icon, color }, ...figures }) => ({
            category: { id, title, icon, color },
            ...figures,
          })),
          words: trends.words,
        },
        200,
      );
    },
  );

  routes.openapi(
    catalogRoute({
      method: "post",
      path: "/prompts/{id}/events",
      operationId: "recordPromptEvent",
      summary: "Record that a prompt was copied, shared or used",
      description:
        "Feeds the popular and trending lists. A repeat of the same kind by the same person within ten minutes, " +
        "or more than 60 events from them in an hour, is accepted but not counted. A signed-in member counts as " +
        "themselves wherever they are; an anonymous client as its address.",
      security: OPTIONAL_MEMBER,
      middleware: [
        bodyLimit({
          maxSize: EVENT_BODY_MAX_BYTES,
          onError: (c) =>
            c.json<ApiError>({ error: `The body must be at most ${EVENT_BODY_MAX_BYTES} bytes` }, 413),
        }),
      ] as const,
      request: { params: PromptIdParams, body: jsonBody(PromptEventBodySchema) },
      responses: {
        202: jsonResponse(PromptEventResultSchema, "Accepted."),
        400: error("The body is not JSON or not a valid event."),
        404: NOT_FOUND,
        413: error("The body is too large."),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = await database();
      const viewer = await viewerOf(c.req.raw);
      // The same visibility rule as reading the prompt: an event for a prompt you cannot see is a 404.
      if (!(await getPrompt(db, id, localeFromRequest(c.req.raw), viewer, clock.now())))
        return c.json({ error: "Prompt not found" }, 404);

      const recorded = await recordPromptEvent(db, {
        promptId: id,
        kind: c.req.valid("json").kind,
        userId: viewer.kind === "member" ? viewer.userId : null,
        clientKey: keyedHash("events", clientAddress(c)),
      });
      return c.json({ recorded }, 202);
    },
  );

  return routes;
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
    upvotes: prompt.upvotes,
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
