import { z } from "zod";
import { LOCALES } from "~/core/locale";
import { VARIABLE_LIMITS } from "~/core/variables";

// A member's kept variable values through /api/v1 (`meta({ id })` names a component).

const LanguageSchema = z
  .enum(LOCALES)
  .optional()
  .describe("The prompt's language to read (a member's prompt has one); the request's language by default.");

export const SavedValuesQuerySchema = z.strictObject({ language: LanguageSchema });

export const SavedValuesBodySchema = z
  .strictObject({
    language: LanguageSchema,
    values: z
      .record(z.string().max(VARIABLE_LIMITS.name), z.string().max(VARIABLE_LIMITS.value.long))
      .refine((values) => Object.keys(values).length <= VARIABLE_LIMITS.variables, {
        message: `At most ${VARIABLE_LIMITS.variables} values`,
      })
      .describe(
        "The values by variable key (the name lower-cased, spaces collapsed); empty ones are dropped.",
      ),
  })
  .meta({ id: "SavedValuesBody" });

export const SavedValuesSchema = z
  .strictObject({
    language: z.enum(LOCALES).describe("The language of the prompt's text the values belong to."),
    values: z.record(z.string(), z.string()),
    updatedAt: z.iso.datetime().nullable().describe("Null when nothing is kept."),
  })
  .meta({ id: "SavedValues" });
