import { z } from "zod";

// What /api/v1/chat answers, for the OpenAPI document. Requests are parsed with ChatSendSchema and
// ChatConversationPatchSchema (chat.server.ts) and ConversationListQuerySchema (core/forms/chat.ts); these
// describe the responses the handlers write. `meta({ id })` names each one under components.schemas.

/** The prompt menu's search; focus mode offers the same menu. */
export const PromptMenuQuerySchema = z.strictObject({
  q: z
    .string()
    .max(100, "Use at most 100 characters")
    .refine((value) => !value.includes("\u0000"), "Remove the invisible control characters from the search")
    .default(""),
});

const MenuPromptSchema = z.strictObject({
  id: z
    .union([z.number().int(), z.string()])
    .describe("A library prompt's number, or a saved prompt's uuid (source locker)."),
  source: z
    .enum(["library", "locker"])
    .describe("Where its text is read: /prompts/{id} or /locker/prompts/{id}."),
  title: z.string(),
  isPremium: z.boolean(),
  isForbidden: z.boolean().describe("A Legend-only prompt."),
  origin: z
    .enum(["mine", "favorite", "locker"])
    .optional()
    .describe("For the caller's own: written, a favourite, or saved in the locker."),
});
export const PromptMenuSchema = z
  .strictObject({
    mine: z
      .array(MenuPromptSchema)
      .describe("The caller's own prompts (written, favourites, the locker for Legend), newest first."),
    library: z.array(MenuPromptSchema).describe("Library prompts the caller may read, premium first."),
  })
  .meta({ id: "PromptMenu" });

export const ChatConversationSummarySchema = z
  .strictObject({
    id: z.uuid(),
    title: z.string(),
    projectId: z.uuid().nullable().describe("The project it is in, or null."),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "ChatConversationSummary" });
export const ChatConversationListSchema = z
  .strictObject({
    items: z.array(ChatConversationSummarySchema),
    nextCursor: z.string().nullable().describe("The `cursor` of the next page; null on the last."),
  })
  .meta({ id: "ChatConversationList" });
export const ChatConversationSchema = z
  .strictObject({
    ...ChatConversationSummarySchema.shape,
    messages: z.array(
      z.strictObject({
        id: z.number().int(),
        role: z.enum(["user", "assistant"]),
        content: z.string(),
        status: z
          .enum(["streaming", "done", "error"])
          .describe("An answer is `streaming` while it is being written."),
        error: z.enum(["upstream", "timeout", "empty", "stopped", "interrupted"]).nullable(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: "ChatConversation" });
export const ChatAnswerSchema = z
  .strictObject({
    response: z.string().describe("The whole answer, in Markdown."),
    conversationId: z.uuid(),
    messageId: z.number().int(),
  })
  .meta({ id: "ChatAnswer" });
export const ChatAllowanceSchema = z
  .strictObject({
    used: z.number().int(),
    limit: z.number().int(),
    resetsAt: z.iso.datetime().describe("Midnight UTC, when the count starts again."),
  })
  .meta({ id: "ChatAllowance" });
