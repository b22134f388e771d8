import { z } from "zod";
import { changeNoteSchema, CHANGE_NOTE_MAX } from "~/core/forms/versions";
import { IdParamSchema } from "~/core/ids";

// A prompt's versions through /api/v1, for the OpenAPI document (`meta({ id })` names a component).

export const VersionSummarySchema = z
  .strictObject({
    id: z.number().int(),
    number: z.number().int().min(1).describe("1 for the oldest kept version."),
    createdAt: z.iso.datetime(),
    note: z.string().nullable().describe("The change note, if the saver wrote one."),
    authorName: z
      .string()
      .nullable()
      .describe("Who saved it; null for the text before the first kept save, or a deleted account."),
  })
  .meta({ id: "VersionSummary" });

export const VersionListSchema = z
  .strictObject({ items: z.array(VersionSummarySchema).describe("Newest first (at most 100).") })
  .meta({ id: "VersionList" });

export const VersionFieldSchema = z.strictObject({
  field: z.string().describe('The field, e.g. "title", or "en.promptText" for a language\'s text.'),
  text: z.string(),
});

export const VersionResponseSchema = z
  .strictObject({ version: VersionSummarySchema.extend({ fields: z.array(VersionFieldSchema) }) })
  .meta({ id: "VersionResponse" });

export const DiffPartSchema = z.strictObject({
  value: z.string(),
  added: z.literal(true).optional(),
  removed: z.literal(true).optional(),
});

export const VersionDiffSchema = z
  .strictObject({
    from: VersionSummarySchema,
    to: VersionSummarySchema,
    fields: z.array(
      z.strictObject({
        field: z.string(),
        changed: z.boolean(),
        parts: z
          .array(DiffPartSchema)
          .describe("Word by word: unchanged, removed (from) and added (to) runs."),
      }),
    ),
  })
  .meta({ id: "VersionDiff" });

export const VersionDiffQuerySchema = z.strictObject({
  from: IdParamSchema.meta({ description: "The older version's id." }),
  to: IdParamSchema.meta({ description: "The newer version's id." }),
});

export const RestoreBodySchema = z
  .strictObject({
    changeNote: changeNoteSchema(`A change note has at most ${CHANGE_NOTE_MAX} characters`)
      .optional()
      .describe("Kept with the new version the restore makes."),
  })
  .meta({ id: "RestoreVersionBody" });

export const RestoredSchema = z
  .strictObject({ version: VersionSummarySchema })
  .meta({ id: "RestoredVersion" });
