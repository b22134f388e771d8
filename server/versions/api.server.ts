import { type Hook } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { MemberPromptError } from "~/server/prompts/member-prompts.server";
import { AdminError } from "~/server/admin/actor.server";
import {
  createApiRouter,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  type ApiContext,
} from "~/server/api.server";
import { ApiErrorSchema } from "~/server/http/api/schemas";
import {
  RestoreBodySchema,
  RestoredSchema,
  VersionDiffQuerySchema,
  VersionDiffSchema,
  VersionListSchema,
  VersionResponseSchema,
} from "./api-schemas";
import {
  diffPromptVersions,
  getPromptVersion,
  listPromptVersions,
  restorePromptVersion,
  VersionError,
} from "./restore.server";

type Env = { Variables: { member: CurrentMember } };

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const NOT_FOUND = error("No such prompt or version, or a history the caller may not read.");
const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });
const VersionParams = PromptIdParams.extend({
  versionId: IdParamSchema.meta({ description: "The version's id." }),
});

/** The history of a prompt: for its author (a member's prompt) or an admin (any prompt). */
const versionsRoute = memberRouteFor("prompt versions", { 401: error("No session or bearer token.") });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const versionsHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: "Not found" }, 404);
  return c.json(
    {
      error: "The request is not valid",
      issues: result.error.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
        message: issue.message,
      })),
    },
    400,
  );
};

/**
 * GET /prompts/{id}/versions (and one version, and a diff of two), POST …/{versionId}/restore.
 * Readers of a published prompt get its count of versions with the prompt, never the versions.
 */
export function promptVersionsApi({ database, members }: ApiContext) {
  const routes = createApiRouter<Env>(versionsHook);

  const requireMember = async (c: Context<Env>, next: Next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    c.set("member", member);
    return next();
  };

  routes.onError((failure, c) => {
    if (failure instanceof VersionError || failure instanceof MemberPromptError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    if (failure instanceof AdminError) return c.json({ error: failure.message, code: failure.code }, 400);
    if (failure instanceof HTTPException && failure.status === 400)
      return c.json({ error: "The body must be JSON" }, 400);
    throw failure;
  });

  routes.openapi(
    versionsRoute({
      method: "get",
      path: "/prompts/{id}/versions",
      operationId: "listPromptVersions",
      summary: "The kept versions of a prompt, newest first (its author, or an admin)",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams },
      responses: { 200: jsonResponse(VersionListSchema, "At most 100."), 404: NOT_FOUND },
    }),
    async (c) => {
      const items = await listPromptVersions(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
      );
      return c.json({ items }, 200);
    },
  );

  routes.openapi(
    versionsRoute({
      method: "get",
      path: "/prompts/{id}/versions/diff",
      operationId: "diffPromptVersions",
      summary: "The word-level differences between two versions of a prompt",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams, query: VersionDiffQuerySchema },
      responses: {
        200: jsonResponse(VersionDiffSchema, "Field by field."),
        400: error("`from` or `to` is not a version id."),
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const { from, to } = c.req.valid("query");
      const diff = await diffPromptVersions(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        from,
        to,
      );
      return c.json(diff, 200);
    },
  );

  routes.openapi(
    versionsRoute({
      method: "get",
      path: "/prompts/{id}/versions/{versionId}",
      operationId: "getPromptVersion",
      summary: "One version of a prompt, with its texts",
      middleware: [requireMember] as const,
      request: { params: VersionParams },
      responses: { 200: jsonResponse(VersionResponseSchema, "The version."), 404: NOT_FOUND },
    }),
    async (c) => {
      const { id, versionId } = c.req.valid("param");
      const version = await getPromptVersion(await database(), c.get("member").viewer, id, versionId);
      return c.json({ version }, 200);
    },
  );

  routes.openapi(
    versionsRoute({
      method: "post",
      path: "/prompts/{id}/versions/{versionId}/restore",
      operationId: "restorePromptVersion",
      summary: "Put a version's text back: saved again as a new version",
      middleware: [requireMember] as const,
      request: { params: VersionParams, body: jsonBody(RestoreBodySchema) },
      responses: {
        200: jsonResponse(
          RestoredSchema,
          "The new version (the newest, unchanged if it already was the text).",
        ),
        400: error("The note is too long, or the version's category is gone."),
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const { id, versionId } = c.req.valid("param");
      const { version } = await restorePromptVersion(
        await database(),
        c.get("member"),
        id,
        versionId,
        c.req.valid("json").changeNote ?? null,
      );
      return c.json({ version }, 200);
    },
  );

  return routes;
}
