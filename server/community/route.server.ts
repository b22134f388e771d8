import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { errorResponse, jsonResponse, memberRouteFor } from "~/server/api.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import type { PromptIdParams } from "./api-schemas";
import { VoteStateSchema } from "./api-schemas";
import type { VoteState } from "./votes.server";

export type Env = { Variables: { member: CurrentMember } };

/** Every community action: tagged, for a member's session or bearer token, with its refusals. */
export const communityRoute = memberRouteFor("community", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse(
    "Voting, commenting, forking and reporting are part of the Creator and Legend plans (`code`: plan_required).",
  ),
});

/** The id in a vote's path: every community thing is numbered the same way. */
type IdParams = typeof PromptIdParams;

/**
 * One member's upvote on one thing, as a pair of routes on `path`: PUT upvotes (once; again
 * changes nothing), DELETE takes it back; both answer the count now.
 */
export function voteRoutes(
  routes: OpenAPIHono<Env>,
  requireMember: (c: Context<Env>, next: Next) => Promise<Response | void>,
  spec: {
    path: string;
    params: IdParams;
    operationIds: { up: string; down: string };
    summaries: { up: string; down: string };
    counted: string;
    notFound: ReturnType<typeof errorResponse>;
    vote: (viewer: Viewer, id: number, up: boolean) => Promise<VoteState>;
  },
) {
  for (const [method, up] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes.openapi(
      communityRoute({
        method,
        path: spec.path,
        operationId: up ? spec.operationIds.up : spec.operationIds.down,
        summary: up ? spec.summaries.up : spec.summaries.down,
        middleware: [requireMember] as const,
        request: { params: spec.params },
        responses: { 200: jsonResponse(VoteStateSchema, spec.counted), 404: spec.notFound },
      }),
      async (c) => c.json(await spec.vote(c.get("member").viewer, c.req.valid("param").id, up), 200),
    );
  }
}
