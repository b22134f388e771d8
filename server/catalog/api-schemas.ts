import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { SEARCH_MATCH_LIMIT } from "./search-limit";
import {
  ACCESS_LEVELS,
  AUTHORS,
  MAX_FILTER_CATEGORIES,
  MAX_FILTER_TAGS,
  MAX_UPVOTES_FILTER,
  PLACEHOLDER_CHOICES,
  PUBLISHED_WINDOWS,
  SORTS,
  UPVOTE_STEPS,
} from "./filters";

// The catalogue's part of /api/v1: requests are parsed with these schemas, and the OpenAPI document
// is generated from the same schemas (server/catalog/api.server.ts), so the two cannot drift apart.
// `meta({ id })` names a schema under components.schemas. Not a server file: a client may import it
// to validate what it sends and receives.

export const QUERY_MAX_LENGTH = 200;
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 50;

// ---------------------------------------------------------------------------------------------
// Requests

const LangSchema = z
  .enum(["en", "pt"], { error: 'lang must be "en" or "pt"' })
  .optional()
  .describe(
    'The language of the answer. Without it: the "language" cookie, else the first language of Accept-Language ("pt…" is Portuguese, anything else English).',
  );

/**
 * A whole number written in decimal digits, `fallback` when absent; query strings carry text, the
 * API wants integers, and the document describes the integer it is read as.
 */
function wholeNumber(name: string, min: number, max: number, fallback: number, description: string) {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `${name} must be a whole number, ${min} or more`
      : `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message))
    .describe(description)
    .meta({ type: "integer", minimum: min, maximum: max, default: fallback })
    .default(fallback);
}

export const CategoriesQuerySchema = z.object({ lang: LangSchema });

/** Values separated by commas (a repeated parameter arrives joined the same way). */
function commaList(name: string, max: number) {
  const message = `${name} takes at most ${max} values`;
  return z
    .string()
    .max(max * 101, message)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100, `each ${name} is at most 100 characters`)).max(max, message))
    .meta({ type: "string" });
}

const ADVANCED = "Advanced filters (Creator, Legend and admins; anyone else gets 403 naming the plan).";

// The advanced filters (server/catalog/filters).
const FilterQueryShape = {
  tag: commaList("tag", MAX_FILTER_TAGS)
    .optional()
    .describe(
      `Only prompts with every one of these tags (commas or repeated, at most ${MAX_FILTER_TAGS}). ${ADVANCED}`,
    ),
  access: z
    .enum(ACCESS_LEVELS, { error: 'access must be "free", "premium" or "forbidden"' })
    .optional()
    .describe(`Only free, premium or forbidden prompts. ${ADVANCED}`),
  placeholders: z
    .enum(PLACEHOLDER_CHOICES, { error: 'placeholders must be "with" or "without"' })
    .optional()
    .describe(`Only prompts whose text has [placeholders] to fill in, or has none. ${ADVANCED}`),
  published: z
    .enum(PUBLISHED_WINDOWS, { error: 'published must be "7d" or "30d"' })
    .optional()
    .describe(`Only prompts published in the last 7 or 30 days. ${ADVANCED}`),
  author: z
    .enum(AUTHORS, { error: 'author must be "library" or "members"' })
    .optional()
    .describe(`Only the library's prompts, or members' published prompts. ${ADVANCED}`),
  upvotes: z
    .string()
    .regex(/^\d+$/, `upvotes must be a whole number from 0 to ${MAX_UPVOTES_FILTER}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .max(MAX_UPVOTES_FILTER, `upvotes must be a whole number from 0 to ${MAX_UPVOTES_FILTER}`),
    )
    .optional()
    .describe(`Only prompts with at least this many upvotes from members. ${ADVANCED}`)
    .meta({ type: "integer", minimum: 0, maximum: MAX_UPVOTES_FILTER }),
  sort: z
    .enum(SORTS, { error: `sort must be one of ${SORTS.join(", ")}` })
    .optional()
    .describe(
      `The order: relevance (the default: best match with \`q\`, else featured then newest), newest, used-7d / used-all (copies and uses), favorited, upvoted, az (by title in the answer's language, accents ignored). Any but relevance: ${ADVANCED}`,
    ),
  facets: z
    .enum(["true"], 'facets must be "true"')
    .optional()
    .describe(`Add \`facets\`: how many prompts each filter choice would leave. ${ADVANCED}`),
};

export const PromptSearchQuerySchema = z.object({
  q: z
    .string()
    .max(QUERY_MAX_LENGTH, `q must be at most ${QUERY_MAX_LENGTH} characters`)
    .optional()
    .describe(
      "Words to search for in the answer's language: accent-insensitive and typo-tolerant, the last word completed as it is typed (\"recip\" finds recipes). Without it, every prompt in the category's default order (featured first, then newest).",
    ),
  category: commaList("category", MAX_FILTER_CATEGORIES)
    .optional()
    .describe(
      'Only prompts of this category, by its id (e.g. "marketing"; see /categories). Several, separated by commas or repeated, keep the prompts of any of them (advanced filters).',
    ),
  ...FilterQueryShape,
  forbidden: z
    .enum(["true"], 'forbidden must be "true"')
    .optional()
    .describe('Only the "forbidden" prompts (their text is for Legend members and admins).'),
  new: z
    .enum(["week"], 'new must be "week"')
    .optional()
    .describe("Only the prompts published this week (since Monday, 00:00 UTC): this week's drop."),
  lang: LangSchema,
  limit: wholeNumber("limit", 1, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT, "How many prompts to return."),
  offset: wholeNumber("offset", 0, Number.MAX_SAFE_INTEGER, 0, "How many matching prompts to skip."),
});
export type PromptSearchQuery = z.output<typeof PromptSearchQuerySchema>;

export const PromptQuerySchema = z.object({ lang: LangSchema });

export const PromptIdSchema = IdParamSchema.describe("The prompt's numeric id.");

export const PROMPT_EVENT_API_KINDS = ["copy", "share", "use"] as const;

export const PromptEventBodySchema = z
  .object(
    {
      kind: z
        .enum(PROMPT_EVENT_API_KINDS, { error: 'kind must be "copy", "share" or "use"' })
        .describe("What the reader did with the prompt."),
    },
    { error: 'The body must be a JSON object like {"kind": "copy"}' },
  )
  .describe("A usage event; favourites are recorded by the favourites endpoints, not here.")
  .meta({ id: "PromptEventBody" });

// ---------------------------------------------------------------------------------------------
// Responses (strict: a field that is not documented here is never sent)

export const CategorySchema = z
  .strictObject({
    id: z.string().describe('A stable slug, e.g. "marketing".'),
    title: z.string(),
    icon: z.string().describe("A lucide icon name, kebab-case."),
    color: z.string().describe("A hex colour, e.g. #dc2626."),
  })
  .meta({ id: "Category" });

export const CategoryWithCountSchema = z
  .strictObject({
    ...CategorySchema.shape,
    promptCount: z.number().int().min(0).describe("How many published prompts the category holds."),
  })
  .meta({ id: "CategoryWithCount" });

export const CategoryListSchema = z
  .strictObject({ categories: z.array(CategoryWithCountSchema) })
  .meta({ id: "CategoryList" });

const LocaleSchema = z.enum(["en", "pt"]).describe("The language of this prompt's texts.");

export const PromptSummarySchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    isPremium: z.boolean(),
    isForbidden: z
      .boolean()
      .describe('A "forbidden" prompt: its text is for Legend members and admins only.'),
    locale: LocaleSchema,
    category: CategorySchema,
    upvotes: z.number().int().min(0).describe("Members' upvotes."),
  })
  .meta({ id: "PromptSummary" });

export const PromptListItemSchema = z
  .strictObject({
    ...PromptSummarySchema.shape,
    locked: z.boolean().describe("True when the caller may not read the prompt text."),
    promptText: z.string().nullable().describe("The prompt text; null when locked."),
  })
  .meta({ id: "PromptListItem" });

const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<K[number], z.ZodNumber>,
  );

export const FilterFacetsSchema = z
  .strictObject({
    categories: z
      .record(z.string(), z.number().int().min(0))
      .describe(
        "By category id: the prompts of that category the other filters keep (adding it to the chosen ones).",
      ),
    tags: z
      .array(z.strictObject({ tag: z.string(), count: z.number().int().min(0) }))
      .describe(
        "The most frequent tags among the prompts listed, besides the chosen ones: how many have it too.",
      ),
    access: countsOf(ACCESS_LEVELS),
    placeholders: countsOf(PLACEHOLDER_CHOICES),
    published: countsOf(PUBLISHED_WINDOWS),
    author: countsOf(AUTHORS),
    upvotes: z
      .record(z.string(), z.number().int().min(0))
      .describe(`By minimum (${UPVOTE_STEPS.join(", ")}): the prompts with at least that many upvotes.`),
  })
  .describe(
    "How many prompts each choice would leave, the other filters kept. Scheduled prompts are never counted.",
  )
  .meta({ id: "FilterFacets" });

export const PromptListSchema = z
  .strictObject({
    total: z
      .number()
      .int()
      .min(0)
      .describe(
        `How many prompts match, over all pages, counted up to ${SEARCH_MATCH_LIMIT} (see totalCapped).`,
      ),
    totalCapped: z
      .boolean()
      .describe(
        `True when more prompts match than total says. A search with words then ranks and pages through its first ${SEARCH_MATCH_LIMIT} matches only: refine the words to reach the others.`,
      ),
    limit: z.number().int(),
    offset: z.number().int(),
    items: z.array(PromptListItemSchema),
    facets: FilterFacetsSchema.optional().describe("With `facets=true` only."),
  })
  .meta({ id: "PromptList" });

export const LockReasonSchema = z
  .enum(["premium", "forbidden", "category-limit", "early-access"])
  .nullable()
  .describe(
    "Why the text is locked: a premium prompt, a forbidden prompt (Legend only), beyond the first prompts of its category that free readers get, or early access for paying members. null when unlocked.",
  );

export const PromptDetailSchema = z
  .strictObject({
    ...PromptSummarySchema.shape,
    tagline: z.string().nullable(),
    credits: z.string().nullable(),
    promptText: z.string().nullable().describe("The text to paste into an AI chat; null when locked."),
    instructions: z.string().nullable().describe("How to use the prompt; null when locked."),
    steps: z
      .array(z.string())
      .nullable()
      .describe("The five expert steps; null unless the caller's plan includes them."),
    locked: z.boolean(),
    lockReason: LockReasonSchema,
    publishedAt: z.string().describe("ISO 8601 date and time."),
    related: z.array(PromptSummarySchema),
  })
  .meta({ id: "PromptDetail" });

export const PromptResponseSchema = z
  .strictObject({ prompt: PromptDetailSchema })
  .meta({ id: "PromptResponse" });

export const PromptEventResultSchema = z
  .strictObject({
    recorded: z
      .boolean()
      .describe("Whether the event counted: a repeat by the same client within ten minutes does not."),
  })
  .meta({ id: "PromptEventResult" });

const TrendFiguresShape = {
  today: z
    .number()
    .int()
    .min(0)
    .describe("Copies, uses and favourites in the last 24 hours (searches: today, UTC)."),
  baseline: z.number().min(0).describe("The daily average of the seven days before."),
  changePercent: z
    .number()
    .int()
    .nullable()
    .describe("Today against the baseline in percent (240 means +240%); null when there was nothing before."),
  series: z
    .array(z.number().int().min(0))
    .length(8)
    .describe("The last eight daily counts, oldest first, today last."),
};

export const TrendsSchema = z
  .strictObject({
    enoughData: z
      .boolean()
      .describe(
        "False while nothing rises past the minimum count; prompts then lists today's stable selection.",
      ),
    prompts: z.array(z.strictObject({ prompt: PromptSummarySchema, ...TrendFiguresShape })),
    categories: z.array(z.strictObject({ category: CategorySchema, ...TrendFiguresShape })),
    words: z.array(z.strictObject({ word: z.string(), ...TrendFiguresShape })),
  })
  .meta({ id: "Trends" });

export const TrendsQuerySchema = z.object({ lang: LangSchema });

// ---------------------------------------------------------------------------------------------
// Suggestions as the reader types

export const SuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(QUERY_MAX_LENGTH, `q must be at most ${QUERY_MAX_LENGTH} characters`)
    .optional()
    .describe("The words typed so far. Without words, nothing is suggested."),
  lang: LangSchema,
});

export const SuggestionsSchema = z
  .strictObject({
    prompts: z
      .array(
        z.strictObject({
          id: z.number().int(),
          title: z.string(),
          isPremium: z.boolean(),
          isForbidden: z.boolean(),
          category: CategorySchema,
        }),
      )
      .describe("The first prompts the search finds, best match first (titles only)."),
    categories: z
      .array(CategorySchema)
      .describe("Categories whose name has words starting with the words typed."),
    tags: z.array(z.string()).describe("Tags of the prompts found whose words start with the words typed."),
    total: z
      .number()
      .int()
      .min(0)
      .describe(`How many prompts the whole search finds, counted up to ${SEARCH_MATCH_LIMIT}.`),
    didYouMean: z
      .string()
      .nullable()
      .describe(
        'The words with misspellings corrected ("markting" → "marketing"), when that search finds something; else null.',
      ),
  })
  .meta({ id: "Suggestions" });
