import type { CurrentMember } from "~/server/accounts/viewer.server";
import { errorResponse, memberRouteFor } from "~/server/api.server";

export type Env = { Variables: { member: CurrentMember } };

/** Every community action: tagged, for a member's session or bearer token, with its refusals. */
export const communityRoute = memberRouteFor("community", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse(
    "Voting, commenting, forking and reporting are part of the Creator and Legend plans (`code`: plan_required).",
  ),
});
