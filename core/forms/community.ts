import { z } from "zod";
import { IdSchema } from "~/core/ids";
import { isWellFormedText, plainText } from "./text";

// A comment and a report, shared by the prompt page's forms and the JSON API. The messages are the
// API's English texts; the page shows its own words for each limit.

export const COMMENT_MAX = 2_000;
export const REPORT_REASON_MAX = 500;
/** A member may post this many comments in an hour. */
export const COMMENTS_PER_HOUR = 10;
/** A comment can be edited this long after it was posted. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

const storable = (value: string) => plainText(value) && isWellFormedText(value);

export const CommentBodySchema = z
  .string()
  .trim()
  .min(1, "Write a comment first")
  .max(COMMENT_MAX, `A comment has at most ${COMMENT_MAX} characters`)
  .refine(storable, "The comment contains characters that cannot be stored");

export const CommentInputSchema = z.object({
  body: CommentBodySchema,
  /** the comment answered; a reply to a reply joins its thread */
  parentId: z.number().int().min(1).optional(),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

export const CommentEditSchema = z.object({ body: CommentBodySchema });

export const REPORT_TARGETS = ["comment", "prompt", "example"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: IdSchema,
  reason: z
    .string()
    .trim()
    .min(1, "Say what is wrong")
    .max(REPORT_REASON_MAX, `A reason has at most ${REPORT_REASON_MAX} characters`)
    .refine(storable, "The reason contains characters that cannot be stored"),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;
