import { type Hook } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { HTTPException } from "hono/http-exception";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  createApiRouter,
  errorResponse,
  invalidInput,
  jsonResponse,
  type ApiContext,
  memberRouteFor,
} from "~/server/api.server";
import { PromptIdParams, VoteStateSchema } from "./api-schemas";
import { CommunityError } from "./errors";
import { votePrompt } from "./votes.server";

type Env = { Variables: { member: CurrentMember } };

const NOT_FOUND = errorResponse("No such prompt or comment, or one the caller cannot see.");

/** Every community action: tagged, for a member's session or bearer token, with its refusals. */
const communityRoute = memberRouteFor("community", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse(
    "Voting, commenting, forking and reporting are part of the Creator and Legend plans (`code`: plan_required).",
  ),
});

export function refused(c: Context, error: CommunityError) {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json(
    {
      error: error.message,
      code: error.code,
      ...(error.code === "plan_required" ? { upgradeUrl: "/pricing" } : {}),
    },
    error.status,
  );
}

/** A path that names nothing is a 404, like something that is not there; a bad body names its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const communityHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: "Not found", code: "not_found" }, 404);
  return invalidInput(c, result.error);
};

/**
 * Upvotes, comments, "make my version" and reports under /api/v1. Reading is for everyone; taking
 * part is for Creator, Legend and admins (server/entitlements: `community`).
 */
export function communityApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(communityHook);

  const requireMember = async (c: Context<Env>, next: Next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    c.set("member", member);
    return next();
  };

  routes.onError((failure, c) => {
    if (failure instanceof CommunityError) return refused(c, failure);
    if (failure instanceof HTTPException && failure.status === 400)
      return c.json({ error: "The body must be JSON" }, 400);
    throw failure;
  });

  for (const [method, up] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes.openapi(
      communityRoute({
        method,
        path: "/prompts/{id}/vote",
        operationId: up ? "upvotePrompt" : "undoPromptUpvote",
        summary: up ? "Upvote a prompt (once; again changes nothing)" : "Take back your upvote",
        middleware: [requireMember] as const,
        request: { params: PromptIdParams },
        responses: { 200: jsonResponse(VoteStateSchema, "The prompt's count now."), 404: NOT_FOUND },
      }),
      async (c) =>
        c.json(
          await votePrompt(
            await database(),
            c.get("member").viewer,
            c.req.valid("param").id,
            up,
            clock.now(),
          ),
          200,
        ),
    );
  }

  return routes;
}
