import { z } from "zod";
import { LOCALES } from "~/core/locale";
import type { MessageKey } from "~/core/messages/en";
import { templateIssueReason } from "~/core/variable-reasons";
import { parseTemplate } from "~/core/variables";
import { isWellFormedText, plainText } from "./text";
import { PROMPT_LIMITS, PROMPT_TYPES, splitTags } from "./prompt-fields";
import { changeNoteSchema } from "./versions";

// A member's prompt (one language, private until published, never premium unless an admin says
// so), shared by the form (field errors in place), its action and the JSON API (400 on bad input).
// Messages are translation keys. The limits and names the form needs without zod are in
// prompt-fields.ts; the form loads this schema only once a send was refused.

export {
  isPromptType,
  MEMBER_PROMPTS_PER_DAY,
  PROMPT_LIMITS,
  PROMPT_TYPES,
  promptFormValues,
  splitTags,
  type PromptType,
} from "./prompt-fields";

const m = (key: MessageKey) => key;

// NUL, control characters and lone surrogates (half an emoji) cannot be stored as typed.
const noControls = (value: string) => plainText(value) && isWellFormedText(value);

const required = m("memberPrompts.errors.required");
const controls = { message: m("memberPrompts.errors.controlCharacters") };

const requiredText = (max: number, tooLong: MessageKey) =>
  z.string(required).trim().min(1, required).max(max, tooLong).refine(noControls, controls);
/** Empty is stored as null. */
const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(noControls, controls)
    .nullish()
    .transform((value) => (value ? value : null));

const TagsSchema = z
  .union([z.string().transform(splitTags), z.array(z.string().trim())])
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(
    z
      .array(
        z.string().max(PROMPT_LIMITS.tag, m("memberPrompts.errors.tagLength")).refine(noControls, controls),
      )
      .max(PROMPT_LIMITS.tags, m("memberPrompts.errors.tagsCount")),
  );

/**
 * The text's variables must follow the grammar (core/variables.ts). The message is a key the form
 * translates (it lists each problem under the field from the text itself); `detail` says where and
 * why in English, for API clients.
 */
function checkVariables(text: string, context: z.RefinementCtx) {
  const [first] = parseTemplate(text).issues;
  if (first)
    context.addIssue({
      code: "custom",
      message: m("memberPrompts.errors.variables"),
      params: { detail: templateIssueReason(first, "en") },
    });
}

export const MemberPromptSchema = z.object({
  title: requiredText(PROMPT_LIMITS.title, m("memberPrompts.errors.titleMax")),
  tagline: optionalText(PROMPT_LIMITS.tagline, m("memberPrompts.errors.taglineMax")),
  description: requiredText(PROMPT_LIMITS.description, m("memberPrompts.errors.descriptionMax")),
  categoryId: z
    .string(m("memberPrompts.errors.category"))
    .trim()
    .min(1, m("memberPrompts.errors.category"))
    .max(64, m("memberPrompts.errors.category"))
    .regex(/^[a-z0-9-]+$/, m("memberPrompts.errors.category")),
  tags: TagsSchema.default([]),
  promptText: requiredText(PROMPT_LIMITS.promptText, m("memberPrompts.errors.promptTextMax")).superRefine(
    checkVariables,
  ),
  instructions: optionalText(PROMPT_LIMITS.instructions, m("memberPrompts.errors.instructionsMax")),
  credits: optionalText(PROMPT_LIMITS.credits, m("memberPrompts.errors.creditsMax")),
  type: z.enum(PROMPT_TYPES, m("memberPrompts.errors.choice")).default("text"),
  language: z.enum(LOCALES, m("memberPrompts.errors.choice")),
  /** honoured for admins only: anyone else's prompt is never premium */
  isPremium: z.boolean().default(false),
  /** kept with the version this save makes */
  changeNote: changeNoteSchema(m("memberPrompts.errors.changeNoteMax")),
});
export type MemberPromptInput = z.output<typeof MemberPromptSchema>;

/**
 * A change: any subset of the fields, plus publishing. A field left out keeps its value, so the
 * fields that default on creation (tags, type, premium) lose their defaults here.
 */
export const MemberPromptPatchSchema = MemberPromptSchema.partial().extend({
  tags: MemberPromptSchema.shape.tags.unwrap().optional(),
  type: MemberPromptSchema.shape.type.unwrap().optional(),
  isPremium: MemberPromptSchema.shape.isPremium.unwrap().optional(),
  isPublished: z.boolean().optional(),
});
export type MemberPromptPatch = z.output<typeof MemberPromptPatchSchema>;
