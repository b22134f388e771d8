/** Refusals of the community's actions: `message` is the English text the API answers with. */
export type CommunityErrorCode =
  | "plan_required"
  | "prompt_not_found"
  | "prompt_locked"
  | "comment_not_found"
  | "not_your_comment"
  | "edit_window_closed"
  | "comment_limit"
  | "cannot_fork"
  | "report_target_not_found"
  | "report_not_found"
  | "posting_banned"
  | "nothing_to_ban"
  | "example_not_found"
  | "not_your_example"
  | "example_limit"
  | "examples_locked"
  | "handle_taken"
  | "handle_invalid";

const TEXT: Record<CommunityErrorCode, string> = {
  plan_required:
    "Voting, commenting, making your own version and reporting are part of the Creator and Legend plans",
  prompt_not_found: "Prompt not found",
  prompt_locked: "Comments on this prompt are for members who can read its text",
  comment_not_found: "Comment not found",
  not_your_comment: "Only the comment's author can change it",
  edit_window_closed: "A comment can be edited for 15 minutes after it is posted",
  comment_limit: "You have posted 10 comments in the last hour, the limit. Try again later.",
  cannot_fork: "You can only make your own version of a prompt you can read",
  report_target_not_found: "There is nothing to report there",
  report_not_found: "Report not found",
  posting_banned: "A moderator stopped you from posting in the community for now",
  nothing_to_ban: "What this report points at has no author left to stop",
  example_not_found: "Example not found",
  not_your_example: "Only the example's author can delete it",
  example_limit: "You have added 10 examples in the last hour, the limit. Try again later.",
  examples_locked: "Examples of this prompt are for members who can read its text",
  handle_taken: "That handle is taken",
  handle_invalid: "That handle cannot be used",
};

const STATUS: Record<CommunityErrorCode, 400 | 403 | 404 | 409 | 429> = {
  plan_required: 403,
  prompt_not_found: 404,
  prompt_locked: 403,
  comment_not_found: 404,
  not_your_comment: 403,
  edit_window_closed: 409,
  comment_limit: 429,
  cannot_fork: 403,
  report_target_not_found: 404,
  report_not_found: 404,
  posting_banned: 403,
  nothing_to_ban: 409,
  example_not_found: 404,
  not_your_example: 403,
  example_limit: 429,
  examples_locked: 403,
  handle_taken: 409,
  handle_invalid: 400,
};

export class CommunityError extends Error {
  readonly status: 400 | 403 | 404 | 409 | 429;
  constructor(
    readonly code: CommunityErrorCode,
    /** for `comment_limit` and `example_limit`: seconds until the member may post again */
    readonly retryAfter?: number,
    /** for `posting_banned`: when the member may post again */
    readonly until?: Date,
  ) {
    super(until ? `${TEXT[code]}, until ${until.toISOString()}` : TEXT[code]);
    this.name = "CommunityError";
    this.status = STATUS[code];
  }
}
