import { z } from "zod";
import { plainLine, plainText, wellFormed } from "./text";

// Focus mode, shared by the page and the JSON API. Messages are English
// for the API; the page shows its own, translated, next to each field.

export const FOCUS_MOODS = ["sleepy", "sad", "neutral", "slight-smile", "smile", "grin"] as const;
export type FocusMood = (typeof FOCUS_MOODS)[number];

export const FOCUS_LIMITS = { title: 200, tasks: 100, task: 500, prompt: 20_000, prompts: 5 } as const;
/** Edits are saved after 1 s of quiet, not on every keystroke. */
export const FOCUS_AUTOSAVE_MS = 1_000;

const controls = "Remove the invisible control characters";
const broken = "Remove the broken characters (half of an emoji)";

export const FocusStartSchema = z.strictObject({
  title: z
    .string("Give the session a title")
    .trim()
    .min(1, "Give the session a title")
    .max(FOCUS_LIMITS.title, `Use at most ${FOCUS_LIMITS.title} characters`)
    .refine(plainLine, controls)
    .refine(wellFormed, broken),
});

export const FocusTaskSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "A task id is letters, digits, - or _"),
  text: z
    .string()
    .trim()
    .min(1, "A task cannot be empty")
    .max(FOCUS_LIMITS.task, `A task has at most ${FOCUS_LIMITS.task} characters`)
    .refine(plainText, controls)
    .refine(wellFormed, broken),
  done: z.boolean(),
});

export const FocusPromptTextSchema = z
  .string()
  .trim()
  .min(1, "Write a prompt first")
  .max(FOCUS_LIMITS.prompt, `A prompt has at most ${FOCUS_LIMITS.prompt.toLocaleString("en")} characters`)
  .refine(plainText, controls)
  .refine(wellFormed, broken);

/** A save: the version the client last saw, and whatever changed. */
export const FocusPatchSchema = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  title: FocusStartSchema.shape.title.optional(),
  subTasks: z
    .array(FocusTaskSchema)
    .max(FOCUS_LIMITS.tasks, `At most ${FOCUS_LIMITS.tasks} tasks`)
    .optional(),
  mood: z.enum(FOCUS_MOODS, "Choose one of the six moods").optional(),
  attention: z.number().int().min(1, "Attention is 1 to 10").max(10, "Attention is 1 to 10").optional(),
  /** a prompt sent from the "last prompts" box: it goes to the top, at most 5 are kept */
  addPrompt: FocusPromptTextSchema.optional(),
  /** the text in the box as it is being written (it may be empty) */
  workingPrompt: z
    .string()
    .max(FOCUS_LIMITS.prompt, `A prompt has at most ${FOCUS_LIMITS.prompt.toLocaleString("en")} characters`)
    .refine(plainText, controls)
    .refine(wellFormed, broken)
    .optional(),
});
export type FocusPatch = z.output<typeof FocusPatchSchema>;

export const FOCUS_HISTORY_PAGE = 20;
export const FOCUS_HISTORY_MAX_PAGE = 50;
export const FOCUS_SEARCH_MAX = 100;

/** The history: `limit` ended sessions after `cursor` (from the previous page), whose title has `q`. */
export const FocusHistoryQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(200)
    .regex(/^\d{13}_[0-9a-f-]{36}$/i, "Use the cursor from the previous page")
    .optional(),
  limit: z.coerce.number().int().min(1).max(FOCUS_HISTORY_MAX_PAGE).default(FOCUS_HISTORY_PAGE),
  q: z
    .string()
    .trim()
    .max(FOCUS_SEARCH_MAX, `Search with at most ${FOCUS_SEARCH_MAX} characters`)
    .refine(plainLine, controls)
    .optional()
    .transform((q) => q || undefined),
});
export type FocusHistoryQuery = z.output<typeof FocusHistoryQuerySchema>;
