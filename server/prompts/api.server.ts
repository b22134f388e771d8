import { planCounts } from "~/core/prompt-transfer";
import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { MemberPromptPatchSchema, MemberPromptSchema } from "~/core/forms/prompt";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import { TRANSFER_LIMITS } from "~/core/prompt-transfer";
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
  PROMPT_FILE_RESPONSE,
  promptFileBody,
  importFileName,
} from "~/server/api.server";
import { ApiErrorSchema } from "~/server/http/api/schemas";
import { ExportQuerySchema, ImportPreviewSchema } from "~/server/locker/api-schemas";
import {
  MemberImportQuerySchema,
  MemberImportResultSchema,
  MemberPromptListSchema,
  MemberPromptResponseSchema,
  MyPromptsQuerySchema,
} from "./api-schemas";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  listMyPrompts,
  MemberPromptError,
  updateMemberPrompt,
} from "./member-prompts.server";
import {
  exportMemberPrompts,
  importMemberPrompts,
  MemberImportError,
  type MemberImportOptions,
  previewMemberImport,
} from "./transfer.server";

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
  if (result.target === "query")
    return c.json({ error: result.error.issues[0]?.message ?? "A parameter is invalid" }, 400);
  return invalid(c, result.error);
};

/**
 * A member's own prompts: POST /prompts, PATCH and DELETE /prompts/{id}, GET /me/prompts, and
 * /me/prompts/export and /me/prompts/import (with its preview) as files. Reading
 * one prompt stays with the catalogue (GET /prompts/{id}), which applies the same visibility.
 */
export function memberPromptsApi({ database, members }: ApiContext) {
  const routes = createApiRouter<Env>(memberPromptsHook);

  const requireMember = needsMember(members);

  answerErrors(routes, (failure, c) => {
    if (failure instanceof MemberPromptError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    if (failure instanceof MemberImportError)
      return c.json(
        { error: failure.message, code: failure.code, at: failure.at },
        failure.code === "too_many_prompts" ? 409 : 400,
      );
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
        200: PROMPT_FILE_RESPONSE,
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

  /** The uploaded file, named by ?name= or by its content type; null when neither says the format. */
  async function uploaded(c: Context<Env>, given: string | undefined) {
    const name = importFileName(c, given);
    return name ? { name, text: await c.req.text() } : null;
  }
  const importOptions = (
    c: Context<Env>,
    query: { language?: MemberImportOptions["language"]; categoryId?: string },
  ): MemberImportOptions => ({
    language: query.language ?? localeFromRequest(c.req.raw),
    categoryId: query.categoryId,
  });
  const IMPORT_BODY = promptFileBody();
  const NO_NAME = "Say the file's name (?name=prompts.csv), or send text/csv or application/json";
  const TOO_LARGE = "The file is larger than 2 MB";

  routes.openapi(
    memberPromptsRoute({
      method: "post",
      path: "/me/prompts/import/preview",
      operationId: "previewMyPromptsImport",
      summary:
        "What importing a file into your prompts would do (new, duplicates skipped, errors by line or item); nothing is written",
      description:
        "Reads our JSON, CSV or Markdown, a GitHub Models .prompt.yml, a prompts.chat CSV (act,prompt), or an Open WebUI or LibreChat prompt export, converting their variables to ours. Each prompt is checked as the prompt form checks it (a variable that does not parse is an error row); errors are in the caller's language.",
      middleware: [requireMember] as const,
      request: { query: MemberImportQuerySchema, body: IMPORT_BODY },
      responses: {
        200: jsonResponse(ImportPreviewSchema, "The preview."),
        400: error("The file cannot be read (`at` says where, when known), or a parameter is invalid."),
        413: error("The file is larger than 2 MB."),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const file = await uploaded(c, query.name);
      if (!file) return c.json({ error: NO_NAME }, 400);
      if (file.text.length > TRANSFER_LIMITS.bytes) return c.json({ error: TOO_LARGE }, 413);
      const plan = await previewMemberImport(
        await database(),
        c.get("member").user.id,
        file,
        importOptions(c, query),
      );
      return c.json({ format: plan.format, rows: plan.rows, counts: planCounts(plan) }, 200);
    },
  );

  routes.openapi(
    memberPromptsRoute({
      method: "post",
      path: "/me/prompts/import",
      operationId: "importMyPrompts",
      summary:
        "Import a file into your prompts (the formats of the preview): private, with the versions our JSON carries; duplicates are skipped, and one bad prompt refuses the whole file",
      middleware: [requireMember] as const,
      request: { query: MemberImportQuerySchema, body: IMPORT_BODY },
      responses: {
        200: jsonResponse(MemberImportResultSchema, "What was added."),
        400: error(
          "The file cannot be read, or a prompt is invalid (`at` says where); nothing was imported.",
        ),
        409: error("You would have more than 5,000 prompts of your own; nothing was imported."),
        413: error("The file is larger than 2 MB."),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const file = await uploaded(c, query.name);
      if (!file) return c.json({ error: NO_NAME }, 400);
      if (file.text.length > TRANSFER_LIMITS.bytes) return c.json({ error: TOO_LARGE }, 413);
      const result = await importMemberPrompts(
        await database(),
        c.get("member").user.id,
        file,
        importOptions(c, query),
      );
      return c.json(result, 200);
    },
  );

  return routes;
}
