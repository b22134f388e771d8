import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { MemberPromptPatchSchema, MemberPromptSchema } from "~/core/forms/prompt";
import { IdParamSchema } from "~/core/ids";
import { memberPromptsEn } from "~/core/messages/member-prompts.en";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { ApiErrorSchema } from "~/server/http/api/schemas";
import { ExportQuerySchema } from "~/server/locker/api-schemas";
import { MemberPromptListSchema, MemberPromptResponseSchema, MyPromptsQuerySchema } from "./api-schemas";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  listMyPrompts,
  MemberPromptError,
  updateMemberPrompt,
} from "./member-prompts.server";
import { exportMemberPrompts } from "./transfer.server";

type Env = { Variables: { member: CurrentMember } };

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const NOT_FOUND = error("No such prompt, or one the caller cannot see.");
const NOT_YOURS = error("Someone else's published prompt.");
const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });

/** Every member prompts operation: tagged, for a member's session or bearer token, with its refusals. */
const memberPromptsRoute = memberRouteFor("member prompts", { 401: error("No session or bearer token.") });

/** The English text of a form message, for API clients (the page shows it in the reader's language). */
const english = (message: string) => memberPromptsEn[message as keyof typeof memberPromptsEn] ?? message;

function invalid(c: Context, failure: z.ZodError) {
  return c.json(
    {
      error: "The prompt is not valid",
      issues: failure.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
        // A variable's mistake says where and why itself (core/forms/prompt.ts).
        message:
          issue.code === "custom" && typeof issue.params?.detail === "string"
            ? issue.params.detail
            : english(issue.message),
      })),
    },
    400,
  );
}

/** A path that names no prompt is a 404, like a prompt that is not there; a bad body names its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const memberPromptsHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: "Prompt not found" }, 404);
  return invalid(c, result.error);
};

/**
 * A member's own prompts: POST /prompts, PATCH and DELETE /prompts/{id}, GET /me/prompts. Reading
 * one prompt stays with the catalogue (GET /prompts/{id}), which applies the same visibility.
 */
export function memberPromptsApi({ database, members }: ApiContext) {
  const routes = createApiRouter<Env>(memberPromptsHook);

  const requireMember = needsMember(members);

  answerErrors(routes, (failure, c) => {
    if (failure instanceof MemberPromptError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    return undefined;
  });

  routes.openapi(
    memberPromptsRoute({
      method: "post",
      path: "/prompts",
      operationId: "createPrompt",
      summary: "Write a prompt of your own; it stays private until you publish it",
      middleware: [requireMember] as const,
      request: { body: jsonBody(MemberPromptSchema.meta({ id: "MemberPromptBody" })) },
      responses: {
        201: {
          ...jsonResponse(MemberPromptResponseSchema, "Created (private)."),
          headers: { Location: { schema: { type: "string" } } },
        },
        400: error("A field is missing or invalid; `issues` names each one."),
        429: error("30 prompts in the last 24 hours: the daily limit."),
      },
    }),
    async (c) => {
      const prompt = await createMemberPrompt(await database(), c.get("member").viewer, c.req.valid("json"));
      c.header("Location", `/api/v1/prompts/${prompt.id}`);
      return c.json({ prompt }, 201);
    },
  );

  routes.openapi(
    memberPromptsRoute({
      method: "patch",
      path: "/prompts/{id}",
      operationId: "updatePrompt",
      summary: "Change your prompt, publish or unpublish it (author or admin)",
      middleware: [requireMember] as const,
      request: {
        params: PromptIdParams,
        body: jsonBody(MemberPromptPatchSchema.meta({ id: "MemberPromptPatchBody" })),
      },
      responses: {
        200: jsonResponse(MemberPromptResponseSchema, "The prompt as it is now."),
        400: error("A field is invalid; `issues` names each one."),
        403: NOT_YOURS,
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const prompt = await updateMemberPrompt(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ prompt }, 200);
    },
  );

  routes.openapi(
    memberPromptsRoute({
      method: "delete",
      path: "/prompts/{id}",
      operationId: "deletePrompt",
      summary: "Delete your prompt and what points at it (author or admin)",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams },
      responses: { 204: { description: "Deleted." }, 403: NOT_YOURS, 404: NOT_FOUND },
    }),
    async (c) => {
      await deleteMemberPrompt(await database(), c.get("member").viewer, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    memberPromptsRoute({
      method: "get",
      path: "/me/prompts",
      operationId: "listMyPrompts",
      summary: "The prompts you wrote, newest first",
      middleware: [requireMember] as const,
      request: { query: MyPromptsQuerySchema },
      responses: {
        200: jsonResponse(MemberPromptListSchema, "One page."),
        400: error("A parameter is invalid."),
      },
    }),
    async (c) =>
      c.json(await listMyPrompts(await database(), c.get("member").user.id, c.req.valid("query")), 200),
  );

  routes.openapi(
    memberPromptsRoute({
      method: "get",
      path: "/me/prompts/export",
      operationId: "exportMyPrompts",
      summary:
        "The prompts you wrote as a file: our JSON (which imports into the Vault), CSV, Markdown, GitHub Models .prompt.yml or prompts.chat CSV",
      middleware: [requireMember] as const,
      request: { query: ExportQuerySchema },
      responses: {
        200: {
          description: "An attachment.",
          content: {
            "application/json": { schema: { type: "object" } },
            "text/csv": { schema: { type: "string" } },
            "text/markdown": { schema: { type: "string" } },
            "application/yaml": { schema: { type: "string" } },
          },
        },
        400: error("format is not one of the five."),
      },
    }),
    async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      const { format } = c.req.valid("query");
      const file = await exportMemberPrompts(await database(), c.get("member").user.id, format);
      const suffix = format === "prompts-chat" ? "-prompts-chat" : "";
      return c.body(file.text, 200, {
        "Content-Type": `${file.type}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="promptario-my-prompts-${day}${suffix}.${file.extension}"`,
      });
    },
  );

  return routes;
}
