import { z } from "zod";
import { isWellFormedText, plainText } from "./text";

// A chat support message, shared by /support, the admin's Support tab and the JSON API. The
// messages are the API's English texts; the pages show their own words for each limit.

export const SUPPORT_MESSAGE_MAX = 2_000;
/** A member may send this many messages in an hour; the team is not limited. */
export const SUPPORT_MESSAGES_PER_HOUR = 60;

export const SupportMessageBodySchema = z
  .string()
  .trim()
  .min(1, "Write a message first")
  .max(SUPPORT_MESSAGE_MAX, `A message has at most ${SUPPORT_MESSAGE_MAX} characters`)
  .refine(
    (value) => plainText(value) && isWellFormedText(value),
    "The message contains characters that cannot be stored (NUL, a control character or half of an emoji)",
  );

export const SupportMessageInputSchema = z.strictObject({
  body: SupportMessageBodySchema.describe("The message: plain text with line breaks."),
  clientId: z
    .uuid("clientId is a UUID")
    .optional()
    .describe("Your own id for the message: sending it again (a retry) stores it once."),
});
export type SupportMessageInput = z.infer<typeof SupportMessageInputSchema>;
