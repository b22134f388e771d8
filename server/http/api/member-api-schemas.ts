import { z } from "zod";
import { PROMPT_TYPES } from "~/core/forms/prompt";
import { LOCALES } from "~/core/locale";
import { CategorySchema, PromptSummarySchema } from "./schemas";

// Responses of the member endpoints (favourites, billing, members' prompts, the Legend chat), for
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

const ConversationSummarySchema = z.strictObject({ id: z.uuid(), title: z.string(), updatedAt: z.iso.datetime() });
export const ChatConversationSummarySchema = ConversationSummarySchema;
export const ChatConversationListSchema = z.strictObject({
  items: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable().describe("The `cursor` of the next page; null on the last."),
});
export const ChatConversationSchema = z.strictObject({
  ...ConversationSummarySchema.shape,
  messages: z.array(
    z.strictObject({
      id: z.number().int(),
      role: z.enum(["user", "assistant"]),
      content: z.string(),
      status: z.enum(["streaming", "done", "error"]).describe("An answer is `streaming` while it is being written."),
      error: z.enum(["upstream", "timeout", "empty", "stopped", "interrupted"]).nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export const ChatAnswerSchema = z.strictObject({
  response: z.string().describe("The whole answer, in Markdown."),
  conversationId: z.uuid(),
  messageId: z.number().int(),
});
export const ChatAllowanceSchema = z.strictObject({
  used: z.number().int(),
  limit: z.number().int(),
  resetsAt: z.iso.datetime().describe("Midnight UTC, when the count starts again."),
});
const MenuPromptSchema = z.strictObject({
  id: z.union([z.number().int(), z.string()]).describe("A library prompt's number, or a saved prompt's uuid (source locker)."),
  source: z.enum(["library", "locker"]).describe("Where its text is read: /prompts/{id} or /locker/prompts/{id}."),
  title: z.string(),
  isPremium: z.boolean(),
  origin: z.enum(["mine", "favorite", "locker"]).optional().describe("For the caller's own: written, a favourite, or saved in the locker."),
});
export const PromptMenuSchema = z.strictObject({
  mine: z.array(MenuPromptSchema).describe("The caller's own prompts (written, favourites, the locker for Legend), newest first."),
  library: z.array(MenuPromptSchema).describe("Library prompts the caller may read, premium first."),
});

const CalendarDayOut = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("A day, YYYY-MM-DD.");
const CalendarEntryOutSchema = z.strictObject({
  id: z.uuid(),
  date: CalendarDayOut,
  title: z.string().describe("The prompt's title when it was scheduled."),
  reminder: z.boolean().describe("Whether a reminder is mailed at 08:00 in the member's time zone on the day."),
  createdAt: z.iso.datetime(),
  prompt: z
    .strictObject({
      source: z.enum(["library", "locker"]).describe("library: a catalogue or member prompt (integer id); locker: one of the member's saved prompts (uuid)."),
      id: z.union([z.number().int(), z.uuid()]),
      title: z.string(),
      description: z.string().nullable(),
      locked: z.boolean().describe("The caller's plan does not open the prompt's text (a locker copy keeps the rights of the prompt it was saved from)."),
      promptText: z.string().nullable().describe("null when locked."),
      category: z.strictObject({ id: z.string(), title: z.string() }).nullable(),
      tags: z.array(z.string()),
      url: z.string().describe("The prompt's page on this site."),
    })
    .describe("The linked prompt, in the caller's language."),
});
const CalendarEntrySummaryOutSchema = z
  .strictObject({
    id: z.uuid(),
    date: CalendarDayOut,
    title: z.string().describe("The prompt's title, in the caller's language."),
    reminder: z.boolean(),
    locked: z.boolean().describe("The caller's plan does not open the prompt's text."),
    description: z.string().max(80).nullable().describe("The prompt's description, shortened to 80 characters."),
    prompt: z.strictObject({ source: z.enum(["library", "locker"]), id: z.union([z.number().int(), z.uuid()]) }),
  })
  .describe("An entry without its prompt's text: GET /calendar/{id} gives the text to who may read it.");
export const CalendarEntryResponseSchema = z.strictObject({ entry: CalendarEntryOutSchema });
export const CalendarMonthSchema = z.strictObject({
  month: z.string().describe("YYYY-MM"),
  entries: z.array(CalendarEntrySummaryOutSchema).describe("From the first to the last day of the month, both included; by day, then by when they were added."),
});
export const CalendarPromptListSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      source: z.enum(["library", "locker"]),
      id: z.union([z.number().int(), z.uuid()]).describe("Send it as promptId (library) or lockerPromptId (locker)."),
      title: z.string(),
      description: z.string().nullable(),
      origin: z.enum(["mine", "favorite", "locker"]).describe("Written by the caller, a favourite, or from their locker (Legend)."),
      locked: z.boolean().describe("A favourite the caller's plan does not open: it cannot be scheduled."),
      addedAt: z.iso.datetime(),
    }),
  ).describe("Newest first."),
});
export const CalendarSettingsResponseSchema = z.strictObject({
  settings: z.strictObject({
    timeZone: z.string().nullable().describe("The IANA zone reminders go by; null until set (reminders then go by UTC)."),
    feed: z.strictObject({ createdAt: z.iso.datetime().nullable().describe("When the current feed link was made; null without one.") }),
  }),
});
export const CalendarFeedLinkSchema = z.strictObject({
  url: z.url().describe("The private feed, /calendar/{token}.ics: shown this once; any earlier link stops working."),
  createdAt: z.iso.datetime(),
});

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
