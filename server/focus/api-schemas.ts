import { z } from "zod";
import { FocusHistoryQuerySchema, FocusPatchSchema, FocusStartSchema } from "~/core/forms/focus";

// What /api/v1/focus/* reads and answers. Requests are parsed with focus mode's form schemas
// (core/forms/focus.ts), named here for the document; responses describe what the handlers write.
// `meta({ id })` names each one under components.schemas.

export const FocusStartBodySchema = FocusStartSchema.meta({ id: "FocusStartBody" });
export const FocusPatchBodySchema = FocusPatchSchema.meta({ id: "FocusPatchBody" });
export const FocusHistoryParamsSchema = FocusHistoryQuerySchema.extend({
  cursor: FocusHistoryQuerySchema.shape.cursor.meta({ description: "`nextCursor` of the previous page." }),
  q: FocusHistoryQuerySchema.shape.q.meta({ description: "Part of the title, any case." }),
});

const FocusSessionSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  subTasks: z.array(z.strictObject({ id: z.string(), text: z.string(), done: z.boolean() })),
  lastPrompts: z.array(z.string()).describe("Newest first, at most 5."),
  workingPrompt: z
    .string()
    .describe('The text in the "prompt you are working with" box, saved like the rest.'),
  mood: z.enum(["sleepy", "sad", "neutral", "slight-smile", "smile", "grin"]),
  attention: z.number().int().min(1).max(10),
  version: z
    .number()
    .int()
    .describe("Send it back with the next save; a save from an older version is a 409."),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});
export const FocusSessionResponseSchema = z
  .strictObject({ session: FocusSessionSchema })
  .meta({ id: "FocusSessionResponse" });
export const FocusCurrentSchema = z
  .strictObject({ session: FocusSessionSchema.nullable().describe("null when every session has ended.") })
  .meta({ id: "FocusCurrent" });
export const FocusHistorySchema = z
  .strictObject({
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
  })
  .meta({ id: "FocusHistory" });
export const FocusRecommendationSchema = z
  .strictObject({ reply: z.string().describe("Where the member stopped and how to resume, in Markdown.") })
  .meta({ id: "FocusRecommendation" });
