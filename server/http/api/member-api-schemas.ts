import { z } from "zod";
import { REPURPOSE_FORMATS } from "~/core/forms/repurpose";

// Responses of the member endpoints (billing, the Legend chat and tools), for
// /api/v1/openapi.json. Request bodies are described by the schemas the handlers parse with.

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
