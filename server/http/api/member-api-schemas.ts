import { z } from "zod";
import { REPURPOSE_FORMATS } from "~/core/forms/repurpose";
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

const RepurposeFormatSchema = z.enum(REPURPOSE_FORMATS);
export const RepurposeAnswerSchema = z.strictObject({
  engine: z.strictObject({
    kind: z.enum(["model", "offline"]).describe("`offline`: the offline assistant's rule-based versions (no AI model is configured)."),
    model: z.string(),
  }),
  results: z.array(
    z.strictObject({
      format: RepurposeFormatSchema,
      status: z.enum(["done", "error"]),
      content: z.string().describe("The version, in Markdown; for a thread, its posts separated by a blank line, each numbered i/n."),
      error: z.enum(["upstream", "timeout", "empty", "stopped", "allowance"]).nullable(),
      message: z.string().nullable().describe("Why it failed, in the caller's language."),
    }),
  ).describe("One per format asked, in the order of the list thread, linkedin, instagram, newsletter, video, blog."),
  runId: z.number().int().min(1).max(2_147_483_647).describe("The run these results are kept in (see /repurpose/runs)."),
});

const RepurposeRunSummarySchema = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  preview: z.string().describe("The start of the text, on one line."),
  formats: z.array(RepurposeFormatSchema),
  language: z.enum(["en", "pt"]),
  tone: z.enum(["professional", "friendly", "persuasive", "educational"]),
  createdAt: z.iso.datetime(),
});
export const RepurposeRunListSchema = z.strictObject({ items: z.array(RepurposeRunSummarySchema).describe("Newest first; only the newest 20 runs are kept.") });
export const RepurposeRunResponseSchema = z.strictObject({
  run: RepurposeRunSummarySchema.omit({ preview: true }).extend({
    text: z.string(),
    results: z.array(
      z.strictObject({
        format: RepurposeFormatSchema,
        status: z.enum(["done", "error"]),
        content: z.string().describe("At most 40,000 characters are kept of one version."),
        error: z.string().nullable(),
      }),
    ),
    updatedAt: z.iso.datetime(),
  }),
});
export const RepurposeLockerResultSchema = z.strictObject({
  id: z.string(),
  trimmed: z
    .strictObject({ unit: z.enum(["posts", "chars"]), kept: z.number().int(), total: z.number().int() })
    .nullable()
    .describe("When the version was longer than a locker prompt: how much of it was kept."),
});
export const FocusSessionSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  subTasks: z.array(z.strictObject({ id: z.string(), text: z.string(), done: z.boolean() })),
  lastPrompts: z.array(z.string()).describe("Newest first, at most 5."),
  workingPrompt: z.string().describe("The text in the \"prompt you are working with\" box, saved like the rest."),
  mood: z.enum(["sleepy", "sad", "neutral", "slight-smile", "smile", "grin"]),
  attention: z.number().int().min(1).max(10),
  version: z.number().int().describe("Send it back with the next save; a save from an older version is a 409."),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});
export const FocusSessionResponseSchema = z.strictObject({ session: FocusSessionSchema });
export const FocusCurrentSchema = z.strictObject({ session: FocusSessionSchema.nullable().describe("null when every session has ended.") });
export const FocusHistorySchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.uuid(),
      title: z.string(),
      createdAt: z.iso.datetime(),
      endedAt: z.iso.datetime(),
      durationMs: z.number().int(),
      tasksDone: z.number().int(),
      tasksTotal: z.number().int(),
    }),
  ),
  nextCursor: z.string().nullable().describe("Pass it as `cursor` for the next page; null on the last."),
});
export const FocusRecommendationSchema = z.strictObject({ reply: z.string().describe("Where the member stopped and how to resume, in Markdown.") });

const LockerPromptOutSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string().nullable().describe("null when locked."),
  locked: z.boolean().describe("A copy of a library prompt whose text the caller's plan no longer opens (after leaving Legend)."),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  categoryId: z.uuid().nullable().describe("The project, or null when uncategorized."),
  sourcePromptId: z.number().int().nullable().describe("The library prompt it was saved from."),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const LockerPromptResponseSchema = z.strictObject({ prompt: LockerPromptOutSchema });
export const LockerPromptListSchema = z.strictObject({
  items: z.array(LockerPromptOutSchema),
  /** the offset of the next page, or null on the last one */
  nextOffset: z.number().int().nullable(),
});
export const LockerVersionListSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      content: z.string().nullable().describe("null when the saved prompt is locked."),
      description: z.string().nullable(),
      tags: z.array(z.string()),
      categoryId: z.uuid().nullable(),
      savedAt: z.iso.datetime().describe("When this version was saved, before the save that replaced it."),
    }),
  ),
});
const LockerCategoryOutSchema = z.strictObject({ id: z.uuid(), name: z.string(), promptCount: z.number().int() });
export const LockerCategoryResponseSchema = z.strictObject({ category: LockerCategoryOutSchema });
export const LockerCategoryListSchema = z.strictObject({ items: z.array(LockerCategoryOutSchema) });
export const LockerImportResultSchema = z.strictObject({
  added: z.number().int(),
  skipped: z.number().int().describe("Exact duplicates of prompts already in the locker (or earlier in the file)."),
  projectsCreated: z.number().int(),
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
