import { z } from "zod";

// The error shape every /api/v1 refusal shares. Not a server file: a client may import it.

export const ErrorSchema = z
  .strictObject({
    error: z.string().describe("What went wrong, in English."),
    issues: z
      .array(
        z.strictObject({
          path: z.array(z.union([z.string(), z.number()])).describe('Where the problem is, e.g. ["limit"].'),
          message: z.string(),
        }),
      )
      .optional()
      .describe("One entry per invalid parameter or field."),
    code: z
      .string()
      .optional()
      .describe('A stable code for the failure, where there is one (e.g. "timeout").'),
    limit: z.number().int().optional().describe("The limit that was reached (favourites, AI messages)."),
    resetsAt: z.iso.datetime().optional().describe("When a daily limit starts again."),
    until: z.iso.datetime().optional().describe("When a moderator's stop on posting ends."),
    upgradeUrl: z.string().optional().describe("Where a higher plan lifts the limit."),
    plan: z
      .enum(["creator", "legend"])
      .optional()
      .describe("The plan that opens what was refused (e.g. the advanced filters: creator)."),
    conversationId: z.uuid().optional().describe("The chat conversation the failed answer belongs to."),
    messageId: z.number().int().optional().describe("The failed answer's message."),
    changeUrl: z
      .string()
      .optional()
      .describe("Where a member who already has a plan changes it, instead of subscribing again."),
    at: z
      .union([z.strictObject({ line: z.number().int() }), z.strictObject({ item: z.number().int() })])
      .nullable()
      .optional()
      .describe("Where in an imported file the problem is: a line, or a prompt's place in a JSON list."),
  })
  .describe("An error. Nothing was changed, except a chat answer that failed, which is kept as failed.");

/** The same shape under its component name, for the operations declared with createRoute. */
export const ApiErrorSchema = ErrorSchema.meta({ id: "Error" });
