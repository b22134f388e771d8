import { z } from "zod";
import { PROMPT_TYPES } from "~/core/forms/prompt";
import { LOCALES } from "~/core/locale";
import { ImportQuerySchema } from "~/server/locker/api-schemas";

// A member's own prompts through /api/v1: the list's query and the answers, for the OpenAPI
// document (`meta({ id })` names a component). Bodies are parsed with the form's schemas
// (core/forms/prompt.ts), shared with the pages.

export const MyPromptsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const MemberPromptOutSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  promptText: z.string(),
  instructions: z.string().nullable(),
  credits: z.string().nullable(),
  tags: z.array(z.string()),
  categoryId: z.string(),
  type: z.enum(PROMPT_TYPES),
  language: z.enum(LOCALES),
  isPublished: z.boolean().describe("False while only its author (and admins) may see it."),
  isPremium: z.boolean().describe("Only an admin may set it."),
  authorId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const MemberPromptResponseSchema = z
  .strictObject({ prompt: MemberPromptOutSchema })
  .meta({ id: "MemberPromptResponse" });
export const MemberPromptListSchema = z
  .strictObject({ items: z.array(MemberPromptOutSchema), total: z.number().int() })
  .meta({ id: "MemberPromptList" });

export const MemberImportQuerySchema = ImportQuerySchema.extend({
  language: z
    .enum(LOCALES, `language is one of ${LOCALES.join(", ")}`)
    .optional()
    .describe(
      "The language the prompts are written in; by default the caller's (cookie or Accept-Language).",
    ),
  categoryId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, "categoryId is a library category's id")
    .optional()
    .describe(
      "The library category of prompts whose file names none we have (by id or title); personal-ai by default.",
    ),
});

export const MemberImportResultSchema = z
  .strictObject({
    added: z.number().int().describe("Prompts written, each private until you publish it."),
    skipped: z
      .number()
      .int()
      .describe("Exact duplicates (same title and text) of your prompts, or of one earlier in the file."),
  })
  .meta({ id: "MemberImportResult" });
