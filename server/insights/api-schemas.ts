import { z } from "zod";
import { CategorySchema, PromptSummarySchema } from "~/server/catalog/api-schemas";

// A Legend member's insights through /api/v1/me/analytics and /me/recommendations: the query they
// parse and the answers they give, for the OpenAPI document (`meta({ id })` names a component).

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
    totals: z.strictObject({
      copies: dayCount,
      uses: dayCount,
      favorites: dayCount,
      aiMessages: dayCount,
      activeDays: dayCount,
    }),
    favoritesKept: dayCount.describe("Favourites kept now."),
    series: z
      .array(
        z.strictObject({
          day: z.iso.date(),
          copies: dayCount,
          uses: dayCount,
          favorites: dayCount,
          aiMessages: dayCount,
        }),
      )
      .describe("One entry per day of the window, oldest first."),
    topCategories: z.array(z.strictObject({ category: CategorySchema, count: dayCount })),
    topTags: z.array(z.strictObject({ tag: z.string(), count: dayCount })),
    streak: z
      .strictObject({ days: dayCount, includesToday: z.boolean() })
      .describe(
        "Consecutive UTC days with any activity, ending today, or yesterday while today has none yet.",
      ),
    topPrompts: z
      .array(
        z.strictObject({
          prompt: PromptSummarySchema,
          count: dayCount,
          days: dayCount.describe("Different days it was used on."),
        }),
      )
      .describe("The prompts the caller returns to most."),
  })
  .describe("The caller's own use of the library: copies, uses and favourites of prompts, and AI messages.")
  .meta({ id: "MemberAnalytics" });

export const RecommendationReasonSchema = z.discriminatedUnion("kind", [
  z
    .strictObject({ kind: z.literal("also-used"), promptId: z.number().int(), promptTitle: z.string() })
    .describe("Members who used this prompt of yours also used it."),
  z
    .strictObject({ kind: z.literal("category"), categoryId: z.string(), categoryTitle: z.string() })
    .describe("From a category you use most."),
  z.strictObject({ kind: z.literal("tag"), tag: z.string() }).describe("Carries a tag you use most."),
  z.strictObject({ kind: z.literal("popular") }).describe("Among this week's most used prompts."),
  z
    .strictObject({ kind: z.literal("start") })
    .describe("The library's own order, while nothing else applies."),
]);
export const RecommendationListSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({
        prompt: PromptSummarySchema,
        reason: RecommendationReasonSchema,
        text: z.string().describe("Why, in the caller's language."),
      }),
    ),
  })
  .describe("Prompts the caller has not copied, used, favourited or written, that they may read; at most 8.")
  .meta({ id: "RecommendationList" });
