import { z } from "zod";
import { IdParamSchema, IdSchema } from "~/core/ids";
import { SupportMessageInputSchema } from "~/core/forms/support";
import { DESK_FILTERS } from "./desk.server";
import { SUPPORT_AUTHORS, SUPPORT_STATUSES } from "./schema";

// What /api/v1/support and /api/v1/admin/support read and answer; `meta({ id })` names each one in the document.

export const ConversationIdParams = z.object({
  id: IdParamSchema.meta({ description: "The conversation's id." }),
});

export const HistoryQuery = z.strictObject({
  before: IdParamSchema.optional().describe("Only messages before this message id (the next older page)."),
});

export const EventsQuery = z.strictObject({
  after: z
    .string()
    .regex(/^(0|[1-9]\d{0,15})$/, "after is a message id")
    .transform(Number)
    .optional()
    .describe("Resume after this message id; the `Last-Event-ID` header does the same."),
});

export const DeskQuery = z.strictObject({
  status: z.enum(DESK_FILTERS).default("open").describe("Open conversations, or the most recently closed."),
});

export const MessageBody = SupportMessageInputSchema.meta({ id: "SupportMessageBody" });

export const ReadBody = z
  .strictObject({
    upTo: IdSchema.optional().describe("The newest message id seen; every message when left out."),
  })
  .meta({ id: "SupportReadBody" });

export const AssignBody = z
  .strictObject({
    adminId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, "An account id is letters, digits, - and _")
      .describe("The admin who takes the conversation."),
  })
  .meta({ id: "SupportAssignBody" });

const MessageSchema = z
  .strictObject({
    id: z.number().int(),
    conversationId: z.number().int(),
    author: z.enum(SUPPORT_AUTHORS),
    authorName: z.string().nullable().describe("The admin who answered; null for the member's messages."),
    body: z.string(),
    createdAt: z.iso.datetime(),
    clientId: z.string().nullable().describe("The sender's own id for the message, when it gave one."),
  })
  .meta({ id: "SupportMessage" });

const MemberConversationSchema = z
  .strictObject({
    id: z.number().int(),
    status: z.enum(SUPPORT_STATUSES),
    assignee: z.strictObject({ name: z.string() }).nullable().describe("Who of the team answers you."),
    createdAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "SupportConversation" });

export const HistorySchema = z
  .strictObject({
    conversation: MemberConversationSchema.nullable().describe("Your open conversation, else your latest."),
    messages: z.array(MessageSchema).describe("Every conversation's messages, oldest first."),
    hasEarlier: z.boolean().describe("Older messages exist: ask again with `before`."),
  })
  .meta({ id: "SupportHistory" });

export const SentSchema = z
  .strictObject({ message: MessageSchema, conversation: MemberConversationSchema })
  .meta({ id: "SupportSent" });

const SummarySchema = z
  .strictObject({
    id: z.number().int(),
    status: z.enum(SUPPORT_STATUSES),
    member: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
    assignee: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
    waitingSince: z.iso.datetime().nullable().describe("Since when the member's unanswered message waits."),
    lastMessageAt: z.iso.datetime(),
    lastMessage: z
      .strictObject({ author: z.enum(SUPPORT_AUTHORS), preview: z.string() })
      .nullable()
      .describe("The newest message's first 140 characters."),
    unread: z.boolean().describe("The member wrote something no admin has seen yet."),
    createdAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "SupportConversationSummary" });

const AdminSchema = z.strictObject({ id: z.string(), name: z.string() });

export const DeskSchema = z
  .strictObject({
    status: z.enum(DESK_FILTERS),
    items: z.array(SummarySchema),
    unread: z.number().int().describe("Open conversations with a message no admin has seen."),
    admins: z.array(AdminSchema).describe("Every admin, to assign a conversation to."),
  })
  .meta({ id: "SupportDesk" });

export const DeskConversationSchema = z
  .strictObject({ conversation: SummarySchema, messages: z.array(MessageSchema) })
  .meta({ id: "SupportDeskConversation" });

export const DeskSentSchema = z
  .strictObject({ message: MessageSchema, conversation: SummarySchema })
  .meta({ id: "SupportDeskSent" });

export const DeskSummaryResponse = z
  .strictObject({ conversation: SummarySchema })
  .meta({ id: "SupportDeskChange" });

export const UnreadSchema = z.strictObject({ unread: z.number().int() }).meta({ id: "SupportUnread" });
