import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { AiAllowanceError, AiError } from "~/server/ai/errors";
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
import { promptMenu } from "~/server/chat/prompt-menu.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { PromptMenuQuerySchema, PromptMenuSchema } from "~/server/chat/api-schemas";
import { ANSWER_ERROR_TEXT } from "~/server/chat/chat.server";
import {
  FocusCurrentSchema,
  FocusHistoryParamsSchema,
  FocusHistorySchema,
  FocusPatchBodySchema,
  FocusRecommendationSchema,
  FocusSessionResponseSchema,
  FocusStartBodySchema,
} from "./api-schemas";
import {
  currentFocusSession,
  endFocusSession,
  FocusError,
  focusHistory,
  getFocusSession,
  startFocusSession,
  updateFocusSession,
} from "./focus.server";
import { recommendFocus } from "./recommendation.server";

type Env = { Variables: { member: CurrentMember } };

const SessionIdParams = z.object({ id: z.uuid().meta({ description: "The focus session's id." }) });
const NOT_FOUND = errorResponse("No such session of the caller's.");

/** Every focus operation: tagged, for a member's session or bearer token, with its refusals. */
const focusRoute = memberRouteFor("focus", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse("Instant Focus is part of the Creator and Legend plans."),
});

function refused(c: Context, error: FocusError) {
  return c.json({ error: error.message, code: error.code }, error.status);
}

/** An id in the path that is not a uuid names no session of the caller's: a 404. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const focusHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return refused(c, new FocusError("session_not_found"));
  return invalidInput(c, result.error);
};

/**
 * Focus mode under /api/v1/focus: 401 without an account, 403 on the free plan. Saves carry the
 * version the client last saw; an older one is a 409, never applied.
 */
export function focusApi({ database, members, ai }: ApiContext) {
  const routes = createApiRouter<Env>(focusHook);

  routes.use(
    "*",
    needsMember(members, {
      gate: {
        allows: (member) => capabilities(member.viewer).focusMode,
        refusal: "Instant Focus is part of the Creator and Legend plans",
      },
    }),
  );

  answerErrors(routes, (failure, c) => {
    if (failure instanceof FocusError) return refused(c, failure);
    if (failure instanceof AiAllowanceError) {
      return c.json(
        {
          error: `You have used your ${failure.limit} AI messages for today. They reset at ${failure.resetsAt.toISOString().slice(11, 16)} UTC.`,
          limit: failure.limit,
          resetsAt: failure.resetsAt.toISOString(),
        },
        429,
      );
    }
    if (failure instanceof AiError) {
      const code = failure.failure === "stopped" ? "upstream" : failure.failure;
      return c.json({ error: ANSWER_ERROR_TEXT[code], code }, code === "timeout" ? 504 : 502);
    }
    return undefined;
  });

  const userId = (c: Context<Env>) => c.get("member").user.id;

  routes.openapi(
    focusRoute({
      method: "get",
      path: "/current",
      operationId: "currentFocusSession",
      summary: "The session to restore: the most recently saved one that has not ended",
      responses: { 200: jsonResponse(FocusCurrentSchema, "The session, or null.") },
    }),
    async (c) => c.json({ session: await currentFocusSession(await database(), userId(c)) }, 200),
  );

  routes.openapi(
    focusRoute({
      method: "get",
      path: "/history",
      operationId: "focusHistory",
      summary: "Ended sessions, newest first, a page at a time; with `q`, those whose title contains it",
      request: { query: FocusHistoryParamsSchema },
      responses: {
        200: jsonResponse(
          FocusHistorySchema,
          "Title, dates, duration and tasks done; `nextCursor` for the next page.",
        ),
        400: errorResponse("The cursor, limit or search is invalid."),
      },
    }),
    async (c) => c.json(await focusHistory(await database(), userId(c), c.req.valid("query")), 200),
  );

  routes.openapi(
    focusRoute({
      method: "get",
      path: "/prompt-menu",
      operationId: "focusPromptMenu",
      summary: "Prompts to pick for the session: yours, then the library's you may read",
      request: { query: PromptMenuQuerySchema },
      responses: {
        200: jsonResponse(PromptMenuSchema, "Matching `q`."),
        400: errorResponse("The search is invalid."),
      },
    }),
    async (c) => {
      const menu = await promptMenu(
        await database(),
        c.get("member").viewer,
        c.req.valid("query").q,
        localeFromRequest(c.req.raw),
      );
      return c.json(menu, 200);
    },
  );

  routes.openapi(
    focusRoute({
      method: "post",
      path: "/",
      operationId: "startFocusSession",
      summary: "Start a focus session",
      request: { body: jsonBody(FocusStartBodySchema) },
      responses: {
        201: jsonResponse(FocusSessionResponseSchema, "Focus session created."),
        400: errorResponse("The title is empty, too long or invalid."),
      },
    }),
    async (c) =>
      c.json(
        { session: await startFocusSession(await database(), userId(c), c.req.valid("json").title) },
        201,
      ),
  );

  routes.openapi(
    focusRoute({
      method: "get",
      path: "/{id}",
      operationId: "getFocusSession",
      summary: "One session (an ended one is read-only)",
      request: { params: SessionIdParams },
      responses: { 200: jsonResponse(FocusSessionResponseSchema, "The session."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json({ session: await getFocusSession(await database(), userId(c), c.req.valid("param").id) }, 200),
  );

  routes.openapi(
    focusRoute({
      method: "patch",
      path: "/{id}",
      operationId: "saveFocusSession",
      summary:
        "Save changes, with the version last seen; `addPrompt` puts a prompt at the top of the last five",
      request: { params: SessionIdParams, body: jsonBody(FocusPatchBodySchema) },
      responses: {
        200: jsonResponse(FocusSessionResponseSchema, "Saved; the new version."),
        400: errorResponse("A field is invalid or too long; `issues` names each one."),
        404: NOT_FOUND,
        409: errorResponse(
          "The session changed elsewhere (`code`: stale_version), or it has ended (`code`: session_ended); nothing was saved.",
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          session: await updateFocusSession(
            await database(),
            userId(c),
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    focusRoute({
      method: "post",
      path: "/{id}/end",
      operationId: "endFocusSession",
      summary: "End the session; it stays in the history",
      request: { params: SessionIdParams },
      responses: { 200: jsonResponse(FocusSessionResponseSchema, "Focus session ended."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json({ session: await endFocusSession(await database(), userId(c), c.req.valid("param").id) }, 200),
  );

  routes.openapi(
    focusRoute({
      method: "post",
      path: "/{id}/recommendation",
      operationId: "focusRecommendation",
      summary:
        '"I lost focus, where did I stop and how do I resume?", answered from the session through the AI module',
      request: { params: SessionIdParams },
      responses: {
        200: jsonResponse(FocusRecommendationSchema, "The answer."),
        404: NOT_FOUND,
        429: errorResponse("Past the daily allowance of AI messages (`limit`, `resetsAt`)."),
        502: errorResponse("The AI service failed or gave an empty answer."),
        504: errorResponse("The answer took longer than the time limit."),
      },
    }),
    async (c) =>
      c.json(
        {
          reply: await recommendFocus(
            ai(),
            c.get("member"),
            c.req.valid("param").id,
            localeFromRequest(c.req.raw),
          ),
        },
        200,
      ),
  );

  return routes;
}
