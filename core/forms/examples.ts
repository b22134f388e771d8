import { z } from "zod";
import { isWellFormedText, plainText, plainLine } from "./text";

// An example of what a prompt produced and a member's handle, shared by the pages' forms and the
// JSON API. The messages are the API's English texts; the pages show their own words for each.

export const EXAMPLE_MAX = 5_000;
export const EXAMPLE_MODEL_MAX = 60;
/** A member may add this many examples in an hour. */
export const EXAMPLES_PER_HOUR = 10;

export const EXAMPLE_SORTS = ["newest", "top"] as const;
export type ExampleSort = (typeof EXAMPLE_SORTS)[number];

export const ExampleInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Paste what the prompt produced first")
    .max(EXAMPLE_MAX, `An example has at most ${EXAMPLE_MAX} characters`)
    .refine(
      (value) => plainText(value) && isWellFormedText(value),
      "The example contains characters that cannot be stored",
    ),
  model: z
    .string()
    .trim()
    .max(EXAMPLE_MODEL_MAX, `The AI's name has at most ${EXAMPLE_MODEL_MAX} characters`)
    .refine(
      (value) => value === "" || plainLine(value),
      "The AI's name contains characters that cannot be stored",
    )
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ExampleInput = z.infer<typeof ExampleInputSchema>;

export const HANDLE_PATTERN = /^[a-z0-9-]{3,30}$/;
/** Words that would pass for the site speaking, or collide with its paths. */
export const RESERVED_HANDLES = new Set([
  "admin",
  "administrator",
  "api",
  "support",
  "help",
  "root",
  "system",
  "staff",
  "moderator",
  "mod",
  "promptario",
  "official",
  "team",
  "security",
  "billing",
  "settings",
  "login",
  "logout",
  "signup",
  "account",
  "profile",
  "community",
  "me",
  "you",
  "null",
  "undefined",
  "anonymous",
  "member",
  "membro",
]);

/** Why a handle is refused, as a code the page turns into its own words. */
export type HandleProblem = "length" | "characters" | "reserved";

export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < 3 || handle.length > 30) return "length";
  if (!HANDLE_PATTERN.test(handle)) return "characters";
  if (RESERVED_HANDLES.has(handle)) return "reserved";
  return null;
}

export const HandleInputSchema = z.object({
  handle: z
    .string()
    .trim()
    .transform((value) => value.toLowerCase())
    .superRefine((value, ctx) => {
      const problem = handleProblem(value);
      if (problem)
        ctx.addIssue({ code: "custom", message: HANDLE_PROBLEM_TEXT[problem], params: { problem } });
    }),
});

export const HANDLE_PROBLEM_TEXT: Record<HandleProblem, string> = {
  length: "A handle has 3 to 30 characters",
  characters: "A handle uses only lowercase letters, digits and hyphens",
  reserved: "That handle is reserved",
};
