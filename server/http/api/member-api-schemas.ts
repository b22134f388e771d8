import { z } from "zod";
import { PROMPT_TYPES } from "~/core/forms/prompt";
import { LOCALES } from "~/core/locale";
import { CategorySchema, PromptSummarySchema } from "./schemas";

// Responses of the member endpoints (favourites, billing, members' prompts, the member tools), for
// /api/v1/openapi.json. Request bodies are described by the schemas the handlers parse with.

export const FavoriteListSchema = z.strictObject({ favorites: z.array(PromptSummarySchema) }).describe("The caller's favourites, newest first.");

export const FavoriteResultSchema = z
  .strictObject({
    promptId: z.number().int(),
    favorite: z.boolean().describe("Whether the prompt is a favourite now."),
    added: z.boolean().optional().describe("False when it already was one."),
    removed: z.boolean().optional().describe("False when it was not one."),
  })
  .describe("The favourite as it is now.");

export const SubscriptionCheckSchema = z.strictObject({
  subscribed: z.boolean(),
  subscription_tier: z.enum(["free", "creator", "legend"]),
  subscription_end: z.iso.datetime().nullable(),
  features: z.strictObject({ focus_mode: z.boolean(), advanced_prompts: z.boolean(), unlimited_history: z.boolean() }),
});

export const RedirectSchema = z.strictObject({ url: z.url().describe("Where to send the browser: Stripe, or the local test page.") });

export const WebhookResultSchema = z.strictObject({
  received: z.boolean(),
  duplicate: z.boolean().optional().describe("The event was already handled."),
  error: z.string().optional(),
});

export const MemberPromptOutSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  promptText: z.string(),
  instructions: z.string().nullable(),
  credits: z.string().nullable(),
  tags: z.array(z.string()),
  categoryId: z.string(),
  type: z.enum(PROMPT_TYPES),
  language: z.enum(LOCALES),
  isPublished: z.boolean().describe("False while only its author (and admins) may see it."),
  isPremium: z.boolean().describe("Only an admin may set it."),
  authorId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const MemberPromptResponseSchema = z.strictObject({ prompt: MemberPromptOutSchema });
export const MemberPromptListSchema = z.strictObject({ items: z.array(MemberPromptOutSchema), total: z.number().int() });


// Legend insights: the member's own analytics and recommendations.
const dayCount = z.number().int().min(0);
export const AnalyticsQuerySchema = z.object({
  days: z
    .enum(["30", "90"])
    .default("30")
    .describe("The window in UTC days, today included: 30 (the default) or 90."),
});
export const MemberAnalyticsSchema = z
  .strictObject({
    days: z.union([z.literal(30), z.literal(90)]),
    from: z.iso.date().describe("The first UTC day of the window."),
    to: z.iso.date().describe("The last UTC day of the window: today."),
    totals: z.strictObject({ copies: dayCount, uses: dayCount, favorites: dayCount, aiMessages: dayCount, activeDays: dayCount }),
    favoritesKept: dayCount.describe("Favourites kept now."),
    series: z
      .array(z.strictObject({ day: z.iso.date(), copies: dayCount, uses: dayCount, favorites: dayCount, aiMessages: dayCount }))
      .describe("One entry per day of the window, oldest first."),
    topCategories: z.array(z.strictObject({ category: CategorySchema, count: dayCount })),
    topTags: z.array(z.strictObject({ tag: z.string(), count: dayCount })),
    streak: z
      .strictObject({ days: dayCount, includesToday: z.boolean() })
      .describe("Consecutive UTC days with any activity, ending today, or yesterday while today has none yet."),
    topPrompts: z
      .array(z.strictObject({ prompt: PromptSummarySchema, count: dayCount, days: dayCount.describe("Different days it was used on.") }))
      .describe("The prompts the caller returns to most."),
  })
  .describe("The caller's own use of the library: copies, uses and favourites of prompts, and AI messages.");

export const RecommendationReasonSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("also-used"), promptId: z.number().int(), promptTitle: z.string() }).describe("Members who used this prompt of yours also used it."),
  z.strictObject({ kind: z.literal("category"), categoryId: z.string(), categoryTitle: z.string() }).describe("From a category you use most."),
  z.strictObject({ kind: z.literal("tag"), tag: z.string() }).describe("Carries a tag you use most."),
  z.strictObject({ kind: z.literal("popular") }).describe("Among this week's most used prompts."),
  z.strictObject({ kind: z.literal("start") }).describe("The library's own order, while nothing else applies."),
]);
export const RecommendationListSchema = z
  .strictObject({
    items: z.array(z.strictObject({ prompt: PromptSummarySchema, reason: RecommendationReasonSchema, text: z.string().describe("Why, in the caller's language.") })),
  })
  .describe("Prompts the caller has not copied, used, favourited or written, that they may read; at most 8.");

export const PlanChangeResponseSchema = z.strictObject({
  change: z.strictObject({
    from: z.enum(["creator", "legend"]).describe("The plan in force now."),
    to: z.enum(["creator", "legend"]),
    kind: z
      .enum(["upgrade", "downgrade", "keep"])
      .describe("An upgrade starts now; a downgrade at the end of the paid period; keep drops a downgrade not yet in effect."),
    amountDue: z.number().int().min(0).describe("What the member pays today, in the currency's minor unit (the prorated difference)."),
    currency: z.enum(["BRL", "USD"]),
    effectiveAt: z.iso.datetime().describe("When the new plan takes effect."),
    quotedAt: z.number().int().describe("The moment the amount was computed for (Unix seconds); send it back to be charged exactly that amount."),
  }),
});
