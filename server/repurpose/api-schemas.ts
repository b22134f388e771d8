import { z } from "zod";
import { IdSchema } from "~/core/ids";
import { REPURPOSE_FORMATS, RepurposeSchema } from "~/core/forms/repurpose";

// What /api/v1/repurpose/* reads and answers; `meta({ id })` names each one under
// components.schemas. The repurposer's request is described by its English schema: the API answers
// in the caller's language with the same rules (core/forms/repurpose.ts).

export const RepurposeBodySchema = RepurposeSchema.meta({ id: "RepurposeBody" });

const RepurposeFormatSchema = z.enum(REPURPOSE_FORMATS);

export const RepurposeAnswerSchema = z
  .strictObject({
    engine: z.strictObject({
      kind: z
        .enum(["model", "offline"])
        .describe("`offline`: the offline assistant's rule-based versions (no AI model is configured)."),
      model: z.string(),
    }),
    results: z
      .array(
        z.strictObject({
          format: RepurposeFormatSchema,
          status: z.enum(["done", "error"]),
          content: z
            .string()
            .describe(
              "The version, in Markdown; for a thread, its posts separated by a blank line, each numbered i/n.",
            ),
          error: z.enum(["upstream", "timeout", "empty", "stopped", "allowance"]).nullable(),
          message: z.string().nullable().describe("Why it failed, in the caller's language."),
        }),
      )
      .describe(
        "One per format asked, in the order of the list thread, linkedin, instagram, newsletter, video, blog.",
      ),
    runId: IdSchema.describe("The run these results are kept in (see /repurpose/runs)."),
  })
  .meta({ id: "RepurposeAnswer" });

const RepurposeRunSummarySchema = z.strictObject({
  id: IdSchema,
  preview: z.string().describe("The start of the text, on one line."),
  formats: z.array(RepurposeFormatSchema),
  language: z.enum(["en", "pt"]),
  tone: z.enum(["professional", "friendly", "persuasive", "educational"]),
  createdAt: z.iso.datetime(),
});
export const RepurposeRunListSchema = z
  .strictObject({
    items: z.array(RepurposeRunSummarySchema).describe("Newest first; only the newest 20 runs are kept."),
  })
  .meta({ id: "RepurposeRunList" });
export const RepurposeRunResponseSchema = z
  .strictObject({
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
  })
  .meta({ id: "RepurposeRunResponse" });
export const RepurposeLockerResultSchema = z
  .strictObject({
    id: z.string(),
    trimmed: z
      .strictObject({ unit: z.enum(["posts", "chars"]), kept: z.number().int(), total: z.number().int() })
      .nullable()
      .describe("When the version was longer than a locker prompt: how much of it was kept."),
  })
  .meta({ id: "RepurposeLockerResult" });
