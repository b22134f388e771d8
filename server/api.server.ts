import { createRoute, OpenAPIHono, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { Context, Env, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
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
/**
 * An uploaded file of prompts' name: the one given (`?name=`), or one that says the format its
 * content type names; null when neither says it.
 */
export function importFileName(c: Context, given: string | undefined): string | null {
  if (given) return given;
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" ? "import.json" : type === "text/csv" ? "import.csv" : null;
}

/** A file of prompts to import, sent as it is; `description` says its bounds when they differ. */
export function promptFileBody(
  description = "The file as it is (JSON, CSV, Markdown or YAML text), at most 2 MB.",
) {
  return { required: true, description, content: { "text/plain": { schema: { type: "string" as const } } } };
}

/** A file of prompts to download, in one of the five export formats (core/prompt-transfer-formats.ts). */
export const PROMPT_FILE_RESPONSE = {
  description: "An attachment.",
  content: {
    "application/json": { schema: { type: "object" } },
    "text/csv": { schema: { type: "string" } },
    "text/markdown": { schema: { type: "string" } },
    "application/yaml": { schema: { type: "string" } },
  },
} as const;

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

/** What a route behind `needsMember` can read: the member who asks. */
export type MemberEnv = { Variables: { member: CurrentMember } };

/** A feature's own door: who may pass, and what the others are told (a 403). */
export interface MemberGate {
  allows: (member: CurrentMember, c: Context) => boolean;
  refusal: Message;
}

/** A refusal's text, fixed or in the caller's language. */
type Message = string | ((c: Context) => string);
const say = (message: Message, c: Context) => (typeof message === "function" ? message(c) : message);

/**
 * Middleware for an endpoint that needs a member: 401 without a session or bearer token, 403 when
 * `gate` does not let this member in; otherwise the member is set for the handler.
 */
export function needsMember(
  members: MemberLookup,
  {
    gate,
    unauthenticated = "Authentication required",
  }: { gate?: MemberGate; unauthenticated?: Message } = {},
): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: say(unauthenticated, c) }, 401);
    if (gate && !gate.allows(member, c)) return c.json({ error: say(gate.refusal, c) }, 403);
    c.set("member", member);
    await next();
  };
}

/**
 * How a feature's router answers what its handlers throw: the feature's own errors through
 * `answer` (which returns undefined for errors it does not know), a body that is not JSON with a
 * 400 (the framework's only 400 that reaches here), and anything else as the server's 500.
 */
export function answerErrors<E extends Env>(
  routes: OpenAPIHono<E>,
  answer: (failure: Error, c: Context<E>) => Response | Promise<Response> | undefined,
) {
  routes.onError((failure, c) => {
    const answered = answer(failure, c);
    if (answered) return answered;
    if (failure instanceof HTTPException && failure.status === 400)
      return c.json({ error: "The body must be JSON" }, 400);
    throw failure;
  });
}
