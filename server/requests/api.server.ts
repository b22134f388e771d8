import { type Hook } from "@hono/zod-openapi";
import { OPEN_PROMPT_REQUESTS_LIMIT } from "~/core/forms/requests";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  errorResponse,
  invalidInput,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { PromptRequestCreatedSchema, PromptRequestInput, PromptRequestListSchema } from "./api-schemas";
import { PromptRequestError } from "./errors";
import { createPromptRequest, listMyPromptRequests, waitingRequestCount } from "./requests.server";

type Env = { Variables: { member: CurrentMember } };

const requestRoute = memberRouteFor("requests", {
  401: errorResponse("No session or bearer token."),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const requestsHook: Hook<any, Env, any, any> = (result, c) => {
  if (!result.success) return invalidInput(c, result.error);
};

/**
 * A member's prompt requests under /api/v1/requests: Creator, Legend and admins ask for a prompt the
 * library does not have (server/entitlements: `promptRequests`); anyone signed in reads their own.
 * Admins answer them through /api/v1/admin/prompt-requests.
 */
export function requestsApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(requestsHook);
  const requireMember = needsMember(members);

  answerErrors(routes, (failure, c) => {
    if (failure instanceof PromptRequestError)
      return c.json(
        {
          error: failure.message,
          code: failure.code,
          ...(failure.code === "plan_required" ? { upgradeUrl: "/pricing" } : {}),
        },
        failure.status,
      );
    return undefined;
  });

  routes.openapi(
    requestRoute({
      method: "get",
      path: "/",
      operationId: "listPromptRequests",
      summary: "Your prompt requests, newest first, with their status and the team's answer",
      middleware: [requireMember] as const,
      responses: { 200: jsonResponse(PromptRequestListSchema, "Your requests.") },
    }),
    async (c) => {
      const db = await database();
      const userId = c.get("member").user.id;
      const [requests, waiting] = await Promise.all([
        listMyPromptRequests(db, userId, localeFromRequest(c.req.raw)),
        waitingRequestCount(db, userId),
      ]);
      return c.json({ requests, waiting, limit: OPEN_PROMPT_REQUESTS_LIMIT }, 200);
    },
  );

  routes.openapi(
    requestRoute({
      method: "post",
      path: "/",
      operationId: "createPromptRequest",
      summary: `Ask the team for a prompt (Creator and Legend; at most ${OPEN_PROMPT_REQUESTS_LIMIT} waiting at once)`,
      middleware: [requireMember] as const,
      request: { body: jsonBody(PromptRequestInput) },
      responses: {
        201: jsonResponse(PromptRequestCreatedSchema, "Sent; it starts open."),
        400: errorResponse("A field is missing, too short or too long; `issues` names each one."),
        403: errorResponse(
          "Requesting prompts is part of the Creator and Legend plans (`code`: plan_required).",
        ),
        409: errorResponse(
          `${OPEN_PROMPT_REQUESTS_LIMIT} requests already wait for an answer (\`code\`: open_limit).`,
        ),
      },
    }),
    async (c) => {
      const request = await createPromptRequest(
        await database(),
        c.get("member").viewer,
        c.req.valid("json"),
        clock.now(),
      );
      return c.json({ request }, 201);
    },
  );

  return routes;
}
