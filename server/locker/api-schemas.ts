import { z } from "zod";
import { LockerFromLibrarySchema, LockerPromptPatchSchema, LockerPromptSchema } from "~/core/forms/locker";
import { ProjectNameSchema } from "~/core/forms/projects";
import { EXPORT_FORMATS, IMPORT_FORMATS } from "~/core/prompt-transfer";

// What /api/v1/locker/* reads and answers. Requests are parsed with the locker's form schemas
// (core/forms/locker.ts), named here for the document; responses describe what the handlers write.
// `meta({ id })` names each one under components.schemas.

export const LockerPromptBodySchema = LockerPromptSchema.meta({ id: "LockerPromptBody" });
export const LockerPromptPatchBodySchema = LockerPromptPatchSchema.meta({ id: "LockerPromptPatchBody" });
export const LockerFromLibraryBodySchema = LockerFromLibrarySchema.meta({ id: "LockerFromLibraryBody" });
export const LockerCategoryBodySchema = z
  .strictObject({ name: ProjectNameSchema })
  .meta({ id: "LockerCategoryBody" });

export const ExportQuerySchema = z.strictObject({
  format: z
    .enum(EXPORT_FORMATS, `format is one of ${EXPORT_FORMATS.join(", ")}`)
    .default("json")
    .describe(
      "json: ours, with versions (imports back); csv; md (to read); prompt-yml: GitHub Models; prompts-chat: act,prompt CSV",
    ),
});

export const ImportQuerySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .optional()
    .describe(
      "The file's name; its ending says the format (.json, .csv, .md, .prompt.yml). Without it, the content type does.",
    ),
});

const FilePlaceSchema = z.union([
  z.strictObject({ line: z.number().int() }),
  z.strictObject({ item: z.number().int() }),
]);
export const ImportPreviewSchema = z
  .strictObject({
    format: z.enum(IMPORT_FORMATS),
    rows: z.array(
      z.strictObject({
        at: FilePlaceSchema,
        title: z.string(),
        status: z.enum(["new", "duplicate", "error"]),
        error: z.string().optional(),
      }),
    ),
    counts: z.strictObject({ new: z.number().int(), duplicate: z.number().int(), error: z.number().int() }),
  })
  .meta({ id: "ImportPreview" });

const LockerPromptOutSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  content: z.string().nullable().describe("null when locked."),
  locked: z
    .boolean()
    .describe(
      "A copy of a library prompt whose text the caller's plan no longer opens (after leaving Legend).",
    ),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  projectId: z.uuid().nullable().describe("The project it is in, or null for none."),
  categoryId: z
    .uuid()
    .nullable()
    .meta({ deprecated: true })
    .describe("The former name of projectId, with the same value."),
  sourcePromptId: z.number().int().nullable().describe("The library prompt it was saved from."),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const LockerPromptResponseSchema = z
  .strictObject({ prompt: LockerPromptOutSchema })
  .meta({ id: "LockerPromptResponse" });
export const LockerPromptListSchema = z
  .strictObject({
    items: z.array(LockerPromptOutSchema),
    nextOffset: z.number().int().nullable().describe("The offset of the next page, or null on the last one."),
  })
  .meta({ id: "LockerPromptList" });
const LockerVersionOutSchema = z.strictObject({
  id: z.number().int(),
  number: z.number().int().min(1).describe("1 for the oldest kept version."),
  title: z.string(),
  content: z.string().nullable().describe("null when the saved prompt is locked."),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  projectId: z.uuid().nullable(),
  savedAt: z.iso.datetime().describe("When this text was saved."),
  note: z.string().nullable().describe("The change note written with that save, if any."),
});
export const LockerVersionListSchema = z
  .strictObject({
    items: z
      .array(LockerVersionOutSchema)
      .describe("The versions before the present text, newest first (a later save replaced each)."),
    current: LockerVersionOutSchema.nullable().describe(
      "The present text as last saved, to compare with; null for a prompt not saved since versions were kept.",
    ),
  })
  .meta({ id: "LockerVersionList" });
const LockerCategoryOutSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  promptCount: z.number().int(),
});
export const LockerCategoryResponseSchema = z
  .strictObject({ category: LockerCategoryOutSchema })
  .meta({ id: "LockerCategoryResponse" });
export const LockerCategoryListSchema = z
  .strictObject({ items: z.array(LockerCategoryOutSchema) })
  .meta({ id: "LockerCategoryList" });
export const LockerImportResultSchema = z
  .strictObject({
    added: z.number().int(),
    skipped: z
      .number()
      .int()
      .describe("Exact duplicates of prompts already in the locker (or earlier in the file)."),
    projectsCreated: z.number().int(),
  })
  .meta({ id: "LockerImportResult" });
