import { z } from "zod";
import { ProjectFilterSchema } from "./projects";
import { plainLine } from "./text";

// The Legend chat's conversation list, shared by its page and the JSON API. Messages are English
// for the API; the page shows its own, translated.

/** Conversations the chat lists at first, and adds with each "Show more". */
export const CONVERSATION_PAGE_SIZE = 30;
export const CONVERSATION_SEARCH_MAX = 100;

/**
 * Where the next page starts: the last conversation's `updated_at` to the microsecond (PostgreSQL
 * keeps more than a JavaScript date) and its id, which breaks ties.
 */
export const CONVERSATION_CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const limitText = "limit is a number from 1 to 100";

export const ConversationListQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(CONVERSATION_SEARCH_MAX, `Use at most ${CONVERSATION_SEARCH_MAX} characters`)
    .refine(plainLine, "Remove the invisible control characters from the search")
    .default("")
    .describe("Words in the conversation's title or any of its messages."),
  cursor: z
    .string()
    .regex(CONVERSATION_CURSOR, "cursor is the nextCursor of a previous page")
    .optional()
    .describe("The `nextCursor` of the previous page."),
  project: ProjectFilterSchema.optional(),
  limit: z.coerce
    .number(limitText)
    .int(limitText)
    .min(1, limitText)
    .max(100, limitText)
    .default(CONVERSATION_PAGE_SIZE)
    .describe("Conversations per page."),
});
export type ConversationListQuery = z.output<typeof ConversationListQuerySchema>;
