import { z } from "zod";
import { PROMPT_TYPES } from "~/core/forms/prompt";
import { LOCALES } from "~/core/locale";

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
