import { createRoute, OpenAPIHono, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";
import type { Ai } from "~/server/ai/ai.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { ErrorSchema } from "~/server/http/api/schemas";
import type { Clock } from "~/server/jobs/clock.server";

/**
 * The kit every feature's JSON API is built with. A route is declared once with `createRoute` and
 * its zod schemas: the same schemas check the request and describe it in /api/v1/openapi.json, so
 * the document cannot drift from the code (docs/api.md).
 */

/** What a feature's API may ask of the server, handed in by /api/v1 (tests pass their own). */
export interface ApiContext {
  database: () => Promise<Database>;
  members: MemberLookup;
  viewerOf: (request: Request) => Promise<Viewer>;
  ai: () => Ai;
  clock: Clock;
}

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

export function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
    message: issue.message,
  }));
}

/** A 400 that names every problem, in the shape the whole API uses: `{ error, issues }`. */
export function invalidRequest(c: Context, error: z.ZodError, extra: Record<string, unknown> = {}) {
  const issues = issuesOf(error);
  return c.json(
    {
      error: [...new Set(issues.map((issue) => issue.message))].join("; ") || "Invalid request",
      ...extra,
      issues,
    },
    400,
  );
}

/**
 * The 400 of the member tools' forms: the first problem as `error` (what a form shows on top), and
 * every problem with its field as `issues`.
 */
export function invalidInput(c: Context, error: z.ZodError) {
  return c.json(
    { error: error.issues[0]?.message ?? "The request is not valid", issues: issuesOf(error) },
    400,
  );
}

const answerInvalid: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (!result.success) return invalidRequest(c, result.error);
};

/** A router for one feature's endpoints; requests that fail their schema get the API's 400. */
export function createApiRouter<E extends Env = Env>(
  hook: Hook<unknown, E, string, unknown> = answerInvalid as never,
) {
  return new OpenAPIHono<E>({ defaultHook: hook });
}

/** A JSON response for the document, answered with Cache-Control: no-store like every API answer. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** The API's one error shape, `{ error, issues? }` with what a refusal adds; "Error" in the document. */
export const ApiErrorSchema = ErrorSchema.meta({ id: "Error" });

/** A refusal, in the API's error shape. */
export function errorResponse(description: string) {
  return jsonResponse(ApiErrorSchema, description);
}

/** A JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } };
}

/** Who may call an endpoint that needs a member: a bearer token or the browser's session. */
export const MEMBER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
/** For endpoints anyone may call, whose answer depends on who asks when a member does. */
export const OPTIONAL_MEMBER_SECURITY: Record<string, string[]>[] = [{}, ...MEMBER_SECURITY];

/**
 * Declares a feature's endpoints for a member's session or bearer token: each gets the feature's tag
 * and the refusals every one of them shares (401, and the 403 of the plan that opens the feature).
 */
export function memberRouteFor<const F extends RouteConfig["responses"]>(tag: string, refusals: F) {
  return <const R extends Omit<RouteConfig, "tags" | "security">>(config: R) =>
    createRoute({
      ...config,
      tags: [tag],
      security: MEMBER_SECURITY,
      responses: { ...config.responses, ...refusals },
    });
}
