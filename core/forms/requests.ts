import { z } from "zod";
import { isWellFormedText, plainText } from "./text";

// A prompt request's form and an admin's answer, shared by /requests, the admin inbox and the JSON
// API. The messages are the API's English texts; the pages say each problem in their own words.

export const PROMPT_REQUEST_AI_TOOLS = [
  "chatgpt",
  "claude",
  "gemini",
  "copilot",
  "midjourney",
  "any",
  "other",
] as const;
export type PromptRequestAiTool = (typeof PROMPT_REQUEST_AI_TOOLS)[number];

/** The tools' own names, the same in every language ("any" and "other" are worded by the pages). */
export const AI_TOOL_NAMES: Partial<Record<PromptRequestAiTool, string>> = {
  chatgpt: "ChatGPT",
  claude: "Claude",
  gemini: "Gemini",
  copilot: "Copilot",
  midjourney: "Midjourney",
};

export const PROMPT_REQUEST_PURPOSE_MIN = 20;
export const PROMPT_REQUEST_PURPOSE_MAX = 1_000;
export const PROMPT_REQUEST_EXAMPLE_MAX = 2_000;
export const PROMPT_REQUEST_ANSWER_MAX = 2_000;
/** A member waits for at most this many requests at once (open or in progress). */
export const OPEN_PROMPT_REQUESTS_LIMIT = 5;

export const PROMPT_REQUEST_ANSWER_STATUSES = ["in_progress", "done", "declined"] as const;
export type PromptRequestAnswerStatus = (typeof PROMPT_REQUEST_ANSWER_STATUSES)[number];

export function isAnswerStatus(value: unknown): value is PromptRequestAnswerStatus {
  return typeof value === "string" && (PROMPT_REQUEST_ANSWER_STATUSES as readonly string[]).includes(value);
}

const storableText = (value: string) => plainText(value) && isWellFormedText(value);

export const PromptRequestSchema = z.object({
  purpose: z
    .string()
    .trim()
    .min(
      PROMPT_REQUEST_PURPOSE_MIN,
      `Say what the prompt is for in at least ${PROMPT_REQUEST_PURPOSE_MIN} characters`,
    )
    .max(PROMPT_REQUEST_PURPOSE_MAX, `At most ${PROMPT_REQUEST_PURPOSE_MAX} characters`)
    .refine(storableText, "The text contains characters that cannot be stored")
    .describe("What the prompt is for: the task, who it is for, what it should achieve."),
  aiTool: z
    .enum(PROMPT_REQUEST_AI_TOOLS, { error: `Choose one of: ${PROMPT_REQUEST_AI_TOOLS.join(", ")}` })
    .describe("Which AI it will be used with; any when it does not matter."),
  example: z
    .string()
    .trim()
    .max(PROMPT_REQUEST_EXAMPLE_MAX, `At most ${PROMPT_REQUEST_EXAMPLE_MAX} characters`)
    .refine(storableText, "The text contains characters that cannot be stored")
    .default("")
    .describe("An example of the output wanted (optional)."),
});
export type PromptRequestInput = z.infer<typeof PromptRequestSchema>;

/**
 * A prompt named by its id, its path (/prompt/42) or its address (https://…/prompt/42): the id, or
 * null when the text names none.
 */
export function promptIdFromReference(reference: string): number | null {
  const match = /^(?:(?:https?:\/\/[^/\s]+)?\/prompt\/)?([1-9]\d{0,9})(?:[/?#].*)?$/.exec(reference.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id <= 2_147_483_647 ? id : null;
}

export const PromptRequestAnswerSchema = z
  .object({
    status: z
      .enum(PROMPT_REQUEST_ANSWER_STATUSES, { error: "Choose in_progress, done or declined" })
      .describe("in_progress: being written; done: the prompt is ready (link it); declined: say why."),
    answer: z
      .string()
      .trim()
      .max(PROMPT_REQUEST_ANSWER_MAX, `At most ${PROMPT_REQUEST_ANSWER_MAX} characters`)
      .refine(storableText, "The text contains characters that cannot be stored")
      .default("")
      .describe("The answer the member reads, in their language."),
    prompt: z
      .string()
      .trim()
      .max(300)
      .default("")
      .refine(
        (value) => value === "" || promptIdFromReference(value) !== null,
        "Name a prompt by its id or its address",
      )
      .describe("The prompt written for it: its id (42) or its address (/prompt/42). Required when done."),
  })
  .superRefine((value, context) => {
    if (value.status === "done" && !value.prompt)
      context.addIssue({
        code: "custom",
        path: ["prompt"],
        message: "Link the prompt written for the request",
      });
    if (value.status === "declined" && !value.answer)
      context.addIssue({ code: "custom", path: ["answer"], message: "Say why the request is declined" });
  });
export type PromptRequestAnswer = z.infer<typeof PromptRequestAnswerSchema>;

/** A request's first line, short: what its notification and the admin's inbox call it. */
export function requestTitle(purpose: string): string {
  const line = purpose.split("\n")[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}
