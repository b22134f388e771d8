import { z } from "zod";
import {
  PROMPT_REQUEST_AI_TOOLS,
  PromptRequestAnswerSchema,
  PromptRequestSchema,
} from "~/core/forms/requests";
import { PROMPT_REQUEST_STATUSES } from "./schema";

// What /api/v1/requests (and the admin's /api/v1/admin/prompt-requests) read and answer.

export const PromptRequestInput = PromptRequestSchema.meta({ id: "PromptRequestInput" });
export const PromptRequestAnswerInput = PromptRequestAnswerSchema.meta({ id: "PromptRequestAnswerInput" });

export const PromptRequestSchemaOut = z
  .strictObject({
    id: z.number().int(),
    purpose: z.string(),
    aiTool: z.enum(PROMPT_REQUEST_AI_TOOLS),
    example: z.string(),
    status: z
      .enum(PROMPT_REQUEST_STATUSES)
      .describe("open: not read yet; in_progress: being written; done: the prompt is linked; declined."),
    answer: z.string().nullable().describe("The team's answer."),
    prompt: z
      .strictObject({ id: z.number().int(), title: z.string().nullable() })
      .nullable()
      .describe("The prompt written for it (open it at /prompt/{id})."),
    createdAt: z.iso.datetime(),
    answeredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "PromptRequest" });

export const PromptRequestListSchema = z
  .strictObject({
    requests: z.array(PromptRequestSchemaOut).describe("Newest first, at most 100."),
    waiting: z.number().int().describe("How many wait for an answer (open or in progress)."),
    limit: z.number().int().describe("How many may wait at once."),
  })
  .meta({ id: "PromptRequestList" });

export const PromptRequestCreatedSchema = z
  .strictObject({ request: PromptRequestSchemaOut })
  .meta({ id: "PromptRequestCreated" });

export const AdminPromptRequestSchema = PromptRequestSchemaOut.extend({
  locale: z.enum(["en", "pt"]).describe("The language the member wrote in and reads the answer in."),
  requester: z.strictObject({ id: z.string(), email: z.string(), name: z.string() }),
}).meta({ id: "AdminPromptRequest" });

export const AdminPromptRequestListSchema = z
  .strictObject({ items: z.array(AdminPromptRequestSchema), total: z.number().int() })
  .meta({ id: "AdminPromptRequestList" });

export const AdminPromptRequestFilterSchema = z.object({
  status: z.enum(PROMPT_REQUEST_STATUSES).optional().describe("Only requests with this status"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
