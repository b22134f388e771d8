/** Refusals of the roadmap's actions: `message` is the English text the API answers with. */
export type RoadmapErrorCode =
  | "plan_required"
  | "admin_only"
  | "item_not_found"
  | "item_merged"
  | "comment_not_found"
  | "not_your_comment"
  | "proposal_limit"
  | "comment_limit"
  | "blog_post_not_found"
  | "cannot_merge"
  | "posting_banned";

const TEXT: Record<RoadmapErrorCode, string> = {
  plan_required: "Voting, proposing and commenting on the roadmap are part of the Creator and Legend plans",
  admin_only: "Admins only",
  item_not_found: "Roadmap item not found",
  item_merged: "This item was merged into another one; vote and comment there",
  comment_not_found: "Comment not found",
  not_your_comment: "Only the comment's author or an admin can delete it",
  proposal_limit: "You have proposed 5 items in the last 24 hours, the limit. Try again later.",
  comment_limit: "You have posted 10 roadmap comments in the last hour, the limit. Try again later.",
  blog_post_not_found: "There is no blog post with that id",
  cannot_merge: "An item cannot be merged into itself or into a merged item",
  posting_banned: "A moderator stopped you from posting in the community for now",
};

const STATUS: Record<RoadmapErrorCode, 400 | 403 | 404 | 409 | 429> = {
  plan_required: 403,
  admin_only: 403,
  item_not_found: 404,
  item_merged: 409,
  comment_not_found: 404,
  not_your_comment: 403,
  proposal_limit: 429,
  comment_limit: 429,
  blog_post_not_found: 400,
  cannot_merge: 409,
  posting_banned: 403,
};

export class RoadmapError extends Error {
  readonly status: 400 | 403 | 404 | 409 | 429;
  constructor(
    readonly code: RoadmapErrorCode,
    /** for the limits: seconds until the member may try again */
    readonly retryAfter?: number,
  ) {
    super(TEXT[code]);
    this.name = "RoadmapError";
    this.status = STATUS[code];
  }
}
