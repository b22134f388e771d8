import { z } from "zod";
import { LockerFromLibrarySchema, LockerPromptPatchSchema, LockerPromptSchema } from "~/core/forms/locker";
import { ProjectNameSchema } from "~/core/forms/projects";

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
  format: z.enum(["json", "md"], "format is json or md").default("json"),
});

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
export const LockerVersionListSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({
        id: z.number().int(),
        title: z.string(),
        content: z.string().nullable().describe("null when the saved prompt is locked."),
        description: z.string().nullable(),
        tags: z.array(z.string()),
        projectId: z.uuid().nullable(),
        savedAt: z.iso.datetime().describe("When this text was saved (a later save replaced it)."),
        note: z.string().nullable().describe("The change note written with that save, if any."),
      }),
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
