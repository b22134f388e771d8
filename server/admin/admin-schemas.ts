import { templateIssueReason } from "~/core/variable-reasons";
import { parseTemplate } from "~/core/variables";
import { z } from "zod";
import { CHANGE_NOTE_MAX, changeNoteSchema } from "~/core/forms/versions";
import { CATEGORY_ICON_NAMES } from "~/core/category-icons";
import { plainLine, plainText, wellFormed } from "~/core/forms/text";
import { LOCALES } from "~/core/locale";
import { EXPORT_FORMATS } from "~/core/prompt-transfer-formats";

/**
 * What an admin may send, parsed the same way by the /admin page's actions and by /api/v1/admin/*.
 * Messages are short English sentences: the API returns them as they are, the page shows its own
 * translated text per field.
 */

export const ADMIN_SEARCH_LIMIT = 20;

const CONTROLS = "Remove the invisible control characters";
const trimmed = (max: number) => z.string().trim().max(max).refine(plainLine, CONTROLS);

export const UserIdSchema = z
  .string({ error: "Please enter a user ID" })
  .trim()
  .min(1, "Please enter a user ID")
  .refine(plainLine, CONTROLS)
  .describe("The user's id (shown in the users list)");

export const SubscriberSearchSchema = z.object({
  q: trimmed(200)
    .default("")
    .describe("Part of the email address, any case; empty lists the newest accounts"),
});

export const TierChoiceSchema = z
  .enum(["none", "creator", "legend"], { error: "Choose none, creator or legend" })
  .describe('"none" makes the user free; creator or legend grants that plan for 30 days');

export const SetTierSchema = z.object({ tier: TierChoiceSchema });

export const RoleSchema = z.enum(["user", "admin"], { error: "Choose user or admin" });
export const SetRoleSchema = z.object({ role: RoleSchema });
export const AssignAdminSchema = z.object({ userId: UserIdSchema });

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "yes", "no"])])
  .transform((value) => value === true || value === "true" || value === "yes");

export const AdminPromptFilterSchema = z.object({
  q: trimmed(200).default("").describe("Part of a title (either language), or a prompt id"),
  category: trimmed(64).optional().describe("A category id"),
  premium: flag.optional().describe("Only premium (true) or only free (false) prompts"),
  published: flag.optional().describe("Only published (true) or only hidden (false) prompts"),
  source: z.enum(["catalog", "member"]).optional().describe("Catalogue prompts or member-made ones"),
  author: trimmed(200).optional().describe("Part of the author's email (member prompts)"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminPromptFilter = z.infer<typeof AdminPromptFilterSchema>;

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(max, `At most ${max} characters`)
    .refine(plainText, CONTROLS);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(plainText, CONTROLS)
    .nullish()
    .transform((value) => (value ? value : null));

export const PromptTranslationInputSchema = z.object({
  title: requiredText(160),
  tagline: optionalText(240),
  description: requiredText(1000),
  promptText: requiredText(20_000).superRefine((text, context) => {
    // The variables must follow their grammar (core/variables.ts): where and why, for the API.
    const [first] = parseTemplate(text).issues;
    if (first) context.addIssue({ code: "custom", message: templateIssueReason(first, "en") });
  }),
  instructions: optionalText(4000),
  credits: optionalText(400),
  tags: z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(",")).map((tag) => tag.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(40, "A tag has at most 40 characters").refine(plainLine, CONTROLS))
        .max(12, "At most 12 tags"),
    ),
  steps: z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split("\n")).map((step) => step.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(1000, "A step has at most 1000 characters").refine(plainText, CONTROLS))
        .max(10, "At most 10 steps"),
    ),
});
export type PromptTranslationInput = z.infer<typeof PromptTranslationInputSchema>;

export const PromptTranslationPatchSchema = PromptTranslationInputSchema.partial();
export type PromptTranslationPatch = z.infer<typeof PromptTranslationPatchSchema>;

export const PromptUpdateSchema = z
  .object({
    categoryId: trimmed(64).min(1).optional(),
    isPremium: z.boolean().optional(),
    isPublished: z.boolean().optional(),
    isForbidden: z
      .boolean()
      .optional()
      .describe('A "forbidden" prompt: its text is for Legend members and admins only.'),
    publishedAt: z.iso
      .datetime({ offset: true, error: "publishedAt must be an ISO 8601 date and time" })
      .optional()
      .describe("When the prompt appears; a later date schedules it, and until then only admins see it."),
    translations: z
      .object({ en: PromptTranslationPatchSchema.optional(), pt: PromptTranslationPatchSchema.optional() })
      .refine(
        (value) => value.en !== undefined || value.pt !== undefined,
        "Name a language to change: en or pt",
      )
      .optional()
      .describe(
        "Per language, the fields to change; the others keep their value. A language the prompt does not have yet needs a title, a description and the prompt text.",
      ),
    changeNote: changeNoteSchema(`A change note has at most ${CHANGE_NOTE_MAX} characters`)
      .optional()
      .describe("Kept with the version this change makes (the prompt's history)."),
  })
  .refine(
    ({ changeNote: _, ...value }) => Object.values(value).some((field) => field !== undefined),
    "Nothing to change",
  );
export type PromptUpdate = z.infer<typeof PromptUpdateSchema>;

const CategoryFieldsSchema = z.object({
  titleEn: requiredText(80),
  titlePt: requiredText(80),
  icon: z.enum(CATEGORY_ICON_NAMES, { error: "Choose one of the available icons" }),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "A colour is written #rrggbb")
    .transform((value) => value.toLowerCase()),
  position: z.coerce
    .number()
    .int("Order is a whole number")
    .min(1, "Order starts at 1")
    .max(999, "Order is at most 999"),
});

export const CategoryCreateSchema = CategoryFieldsSchema.extend({
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The id uses lower-case letters, digits and hyphens")
    .max(48, "At most 48 characters"),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

export const CategoryUpdateSchema = CategoryFieldsSchema.partial().refine(
  (value) => Object.values(value).some((field) => field !== undefined),
  "Nothing to change",
);
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const MessageFilterSchema = z.object({
  status: z.enum(["new", "handled"]).optional().describe("Only new or only handled messages"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const AuditFilterSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const CatalogueExportQuerySchema = z.strictObject({
  format: z
    .enum(EXPORT_FORMATS, `format is one of ${EXPORT_FORMATS.join(", ")}`)
    .default("json")
    .describe(
      "json: ours, with versions (imports back); csv; md (to read); prompt-yml: GitHub Models; prompts-chat: act,prompt CSV",
    ),
  locale: z
    .enum(LOCALES, "locale is en or pt")
    .optional()
    .describe("Only this language's texts; without it, both (one entry per prompt and language)."),
});

export const CatalogueImportQuerySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "name is the file's name")
    .max(255)
    .refine((value) => plainLine(value) && wellFormed(value), CONTROLS)
    .describe("The file's name; its ending says the format (.json, .csv, .md, .prompt.yml)."),
  locale: z.enum(LOCALES, "locale is en or pt").describe("The language the file's prompts are written in."),
  category: trimmed(64)
    .optional()
    .transform((value) => value || null)
    .describe(
      "The category (its id) of prompts whose file names no existing category; without it, such prompts are errors.",
    ),
});
