import { planCounts } from "~/core/prompt-transfer";
import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { lockerProjectFilter, LockerQuerySchema } from "~/core/forms/locker";
import { DEFAULT_PROJECT_COLOR } from "~/core/forms/projects";
import { localeFromRequest } from "~/core/locale";
import { TRANSFER_LIMITS } from "~/core/prompt-transfer";
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
  PROMPT_FILE_RESPONSE,
  promptFileBody,
  importFileName,
} from "~/server/api.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { VersionDiffQuerySchema, VersionDiffSchema } from "~/server/versions/api-schemas";
import {
  ExportQuerySchema,
  ImportPreviewSchema,
  ImportQuerySchema,
  LockerCategoryBodySchema,
  LockerCategoryListSchema,
  LockerCategoryResponseSchema,
  LockerFromLibraryBodySchema,
  LockerImportResultSchema,
  LockerPromptBodySchema,
  LockerPromptListSchema,
  LockerPromptPatchBodySchema,
  LockerPromptResponseSchema,
  LockerVersionListSchema,
} from "./api-schemas";
import {
  createProject,
  deleteProject,
  listProjects,
  ProjectError,
  updateProject,
  type ProjectWithCounts,
} from "~/server/projects/projects.server";
import {
  createLockerPrompt,
  deleteLockerPrompt,
  duplicateLockerPrompt,
  getLockerPrompt,
  listLockerPrompts,
  diffLockerVersions,
  lockerPromptHistory,
  LockerError,
  type LockerPrompt,
  readableLockerPrompts,
  saveLibraryPrompt,
  updateLockerPrompt,
} from "./locker.server";
import { exportLocker, importLocker, ImportError, previewLockerImport } from "./transfer.server";

type Env = { Variables: { member: CurrentMember } };

/** The codes the former folder endpoints answered with. */
const FORMER_CODES: Partial<Record<string, string>> = {
  project_not_found: "category_not_found",
  project_exists: "category_exists",
  too_many_projects: "too_many_categories",
};

/** A saved prompt's project, under its former name too (`categoryId`), for clients written before. */
const withFormerName = <T extends { projectId: string | null }>(prompt: T) => ({
  ...prompt,
  categoryId: prompt.projectId,
});

const PromptIdParams = z.object({ id: z.uuid().meta({ description: "The saved prompt's id." }) });
const ProjectIdParams = z.object({ id: z.uuid().meta({ description: "The project's id." }) });

const INVALID = errorResponse("A field is missing, too long or invalid; `issues` names each one.");
const PROMPT_NOT_FOUND = errorResponse("No such saved prompt of the caller's.");
const PROJECT_NOT_FOUND = errorResponse("No such project of the caller's.");
const DELETED = { description: "Deleted." };

/** Every locker operation: tagged, for a member's session or bearer token, with its refusals. */
const lockerRoute = memberRouteFor("locker", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse("The Legend Vault is part of the Legend plan."),
});

function refused(c: Context, error: LockerError) {
  return c.json({ error: error.message, code: error.code }, error.status);
}

/** An id in the path that is not a uuid names nothing of the caller's: the 404 of what was looked for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const lockerHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param")
    return c.req.path.includes("/categories/")
      ? c.json({ error: "Project not found", code: "category_not_found" }, 404)
      : refused(c, new LockerError("prompt_not_found"));
  return invalidInput(c, result.error);
};

/**
 * The prompt locker under /api/v1/locker: Legend and admins change it; anyone else's rows are 404.
 * A member who left Legend still reads and exports what they saved (nothing they wrote is lost),
 * with the copies of library prompts their plan no longer opens locked, as the library is.
 */
export function lockerApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(lockerHook);

  // Reads stay open after a member leaves Legend, so what they kept is never out of reach.
  routes.use(
    "*",
    needsMember(members, {
      gate: {
        allows: (member, c) => c.req.method === "GET" || capabilities(member.viewer).legendTools,
        refusal: "The Legend Vault is part of the Legend plan",
      },
    }),
  );

  answerErrors(routes, (failure, c) => {
    if (failure instanceof LockerError) return refused(c, failure);
    // The former folder endpoints answer with the codes their clients know.
    if (failure instanceof ProjectError)
      return c.json(
        { error: failure.message, code: FORMER_CODES[failure.code] ?? failure.code },
        failure.status,
      );
    return undefined;
  });

  const userId = (c: Context<Env>) => c.get("member").user.id;
  const readable = async (c: Context<Env>, found: LockerPrompt[]) =>
    (
      await readableLockerPrompts(
        await database(),
        c.get("member").viewer,
        found,
        localeFromRequest(c.req.raw),
      )
    ).map(withFormerName);
  const changed = (prompt: LockerPrompt) => withFormerName({ ...prompt, locked: false });

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/prompts",
      operationId: "listLockerPrompts",
      summary: "Your saved prompts, newest first: search (accents ignored) and filter by project (`project`)",
      request: { query: LockerQuerySchema },
      responses: {
        200: jsonResponse(LockerPromptListSchema, "The matching prompts."),
        400: errorResponse("A parameter is invalid."),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      // One more than asked tells whether another page follows.
      const { limit, offset } = query;
      const found = await listLockerPrompts(await database(), userId(c), {
        q: query.q,
        project: lockerProjectFilter(query),
        offset,
        limit: limit + 1,
        // The search matches a copy's text only where the member's plan still opens it.
        reader: { viewer: c.get("member").viewer, locale: localeFromRequest(c.req.raw) },
      });
      return c.json(
        {
          items: await readable(c, found.slice(0, limit)),
          nextOffset: found.length > limit ? offset + limit : null,
        },
        200,
      );
    },
  );

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/prompts",
      operationId: "createLockerPrompt",
      summary: "Save a prompt of your own",
      request: { body: jsonBody(LockerPromptBodySchema) },
      responses: {
        201: jsonResponse(LockerPromptResponseSchema, "Saved."),
        400: INVALID,
        404: PROJECT_NOT_FOUND,
        409: errorResponse("The locker is full (5,000 prompts)."),
      },
    }),
    async (c) =>
      c.json(
        { prompt: changed(await createLockerPrompt(await database(), userId(c), c.req.valid("json"))) },
        201,
      ),
  );

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/prompts/from-library",
      operationId: "saveLibraryPromptToLocker",
      summary:
        "Save a copy of a library prompt (its text in the request's language) to adapt it without touching the original",
      request: { body: jsonBody(LockerFromLibraryBodySchema) },
      responses: {
        201: jsonResponse(LockerPromptResponseSchema, "The copy, linked to its source."),
        400: INVALID,
        404: errorResponse("No such prompt, or its text is not part of the caller's plan."),
        409: errorResponse("The locker is full (5,000 prompts)."),
      },
    }),
    async (c) => {
      const member = c.get("member");
      const prompt = await saveLibraryPrompt(
        await database(),
        member.viewer,
        member.user.id,
        c.req.valid("json").promptId,
        localeFromRequest(c.req.raw),
      );
      return c.json({ prompt: changed(prompt) }, 201);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/prompts/{id}",
      operationId: "getLockerPrompt",
      summary: "One saved prompt",
      request: { params: PromptIdParams },
      responses: { 200: jsonResponse(LockerPromptResponseSchema, "The prompt."), 404: PROMPT_NOT_FOUND },
    }),
    async (c) => {
      const [prompt] = await readable(c, [
        await getLockerPrompt(await database(), userId(c), c.req.valid("param").id),
      ]);
      return c.json({ prompt: prompt! }, 200);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "patch",
      path: "/prompts/{id}",
      operationId: "updateLockerPrompt",
      summary: "Change a saved prompt; the version before is kept (the last 20)",
      request: { params: PromptIdParams, body: jsonBody(LockerPromptPatchBodySchema) },
      responses: {
        200: jsonResponse(LockerPromptResponseSchema, "Saved."),
        400: INVALID,
        404: errorResponse("No such saved prompt or project of the caller's (`code`: project_not_found)."),
      },
    }),
    async (c) =>
      c.json(
        {
          prompt: changed(
            await updateLockerPrompt(
              await database(),
              userId(c),
              c.req.valid("param").id,
              c.req.valid("json"),
            ),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    lockerRoute({
      method: "delete",
      path: "/prompts/{id}",
      operationId: "deleteLockerPrompt",
      summary: "Delete a saved prompt and its versions",
      request: { params: PromptIdParams },
      responses: { 204: DELETED, 404: PROMPT_NOT_FOUND },
    }),
    async (c) => {
      await deleteLockerPrompt(await database(), userId(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/prompts/{id}/duplicate",
      operationId: "duplicateLockerPrompt",
      summary: 'Copy a saved prompt, titled with " (Copy)" or " (Cópia)"',
      request: { params: PromptIdParams },
      responses: {
        201: jsonResponse(LockerPromptResponseSchema, "The copy."),
        404: PROMPT_NOT_FOUND,
        409: errorResponse("The locker is full."),
      },
    }),
    async (c) =>
      c.json(
        {
          prompt: changed(
            await duplicateLockerPrompt(
              await database(),
              userId(c),
              c.req.valid("param").id,
              localeFromRequest(c.req.raw),
            ),
          ),
        },
        201,
      ),
  );

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/prompts/{id}/versions",
      operationId: "listLockerVersions",
      summary: "The versions a saved prompt had before its last saves, newest first, and its present one",
      request: { params: PromptIdParams },
      responses: {
        200: jsonResponse(LockerVersionListSchema, "At most 20 and the present one."),
        404: PROMPT_NOT_FOUND,
      },
    }),
    async (c) => {
      const db = await database();
      const { id } = c.req.valid("param");
      const [prompt] = await readable(c, [await getLockerPrompt(db, userId(c), id)]);
      const { current, earlier } = await lockerPromptHistory(db, userId(c), id);
      const shown = <T extends { content: string }>(version: T) =>
        prompt!.locked ? { ...version, content: null } : version;
      return c.json({ items: earlier.map(shown), current: current && shown(current) }, 200);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/prompts/{id}/versions/diff",
      operationId: "diffLockerVersions",
      summary: "The word-level differences between two versions of a saved prompt",
      description:
        "Field by field: title, description, content, tags and project (its name). A locked copy is compared without its content.",
      request: { params: PromptIdParams, query: VersionDiffQuerySchema },
      responses: {
        200: jsonResponse(VersionDiffSchema, "Field by field."),
        400: errorResponse("`from` or `to` is not a version id."),
        404: errorResponse("No such saved prompt of the caller's, or no such version of it (`code`)."),
      },
    }),
    async (c) => {
      const db = await database();
      const { id } = c.req.valid("param");
      const [prompt] = await readable(c, [await getLockerPrompt(db, userId(c), id)]);
      const diff = await diffLockerVersions(db, userId(c), id, c.req.valid("query"), {
        withText: !prompt!.locked,
      });
      return c.json(diff, 200);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/export",
      operationId: "exportLocker",
      summary:
        "The whole locker as a file: our JSON with versions (which imports back), CSV, Markdown, GitHub Models .prompt.yml or prompts.chat CSV",
      request: { query: ExportQuerySchema },
      responses: {
        200: PROMPT_FILE_RESPONSE,
        400: errorResponse("format is not one of the five."),
      },
    }),
    async (c) => {
      const day = clock.now().toISOString().slice(0, 10);
      const { format } = c.req.valid("query");
      const reader = { viewer: c.get("member").viewer, locale: localeFromRequest(c.req.raw) };
      const file = await exportLocker(await database(), userId(c), reader, format, clock.now());
      const suffix = format === "prompts-chat" ? "-prompts-chat" : "";
      return c.body(file.text, 200, {
        "Content-Type": `${file.type}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="promptario-locker-${day}${suffix}.${file.extension}"`,
      });
    },
  );

  const IMPORT_BODY = promptFileBody();
  const TOO_LARGE = "The file is larger than 2 MB";
  const NO_NAME = "Say the file's name (?name=prompts.csv), or send text/csv or application/json";

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/import/preview",
      operationId: "previewLockerImport",
      summary:
        "What importing a file would do (new, duplicates skipped, errors by line or item); nothing is written",
      description:
        "Reads our JSON, CSV or Markdown, a GitHub Models .prompt.yml, a prompts.chat CSV (act,prompt), or an Open WebUI or LibreChat prompt export, converting their variables to ours.",
      request: { query: ImportQuerySchema, body: IMPORT_BODY },
      responses: {
        200: jsonResponse(ImportPreviewSchema, "The preview."),
        400: errorResponse("The file cannot be read (`at` says where, when known)."),
        413: errorResponse("The file is larger than 2 MB."),
      },
    }),
    async (c) => {
      const name = importFileName(c, c.req.valid("query").name);
      if (!name) return c.json({ error: NO_NAME }, 400);
      const text = await c.req.text();
      if (text.length > TRANSFER_LIMITS.bytes) return c.json({ error: TOO_LARGE }, 413);
      try {
        const plan = await previewLockerImport(
          await database(),
          userId(c),
          text,
          name,
          localeFromRequest(c.req.raw),
        );
        return c.json({ format: plan.format, rows: plan.rows, counts: planCounts(plan) }, 200);
      } catch (error) {
        if (error instanceof ImportError) return c.json({ error: error.message, at: error.at }, 400);
        throw error;
      }
    },
  );

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/import",
      operationId: "importLocker",
      summary:
        "Import a file (the formats of the preview); duplicates are skipped, and one bad prompt refuses the whole file",
      request: { query: ImportQuerySchema, body: IMPORT_BODY },
      responses: {
        200: jsonResponse(LockerImportResultSchema, "What was added."),
        400: errorResponse(
          "The file cannot be read, or a prompt is invalid (`at` says where); nothing was imported.",
        ),
        409: errorResponse(
          "The locker would hold more than 5,000 prompts, or the member more than 100 projects; nothing was imported.",
        ),
        413: errorResponse("The file is larger than 2 MB."),
      },
    }),
    async (c) => {
      const name = importFileName(c, c.req.valid("query").name);
      if (!name) return c.json({ error: NO_NAME }, 400);
      const text = await c.req.text();
      if (text.length > TRANSFER_LIMITS.bytes) return c.json({ error: TOO_LARGE }, 413);
      try {
        return c.json(
          await importLocker(await database(), userId(c), text, name, localeFromRequest(c.req.raw)),
          200,
        );
      } catch (error) {
        if (error instanceof ImportError) return c.json({ error: error.message, at: error.at }, 400);
        throw error;
      }
    },
  );

  // The locker's folders became projects (/api/v1/projects, with a colour and instructions). Their
  // endpoints still answer, on the member's projects, for clients written before.
  const category = (project: ProjectWithCounts) => ({
    id: project.id,
    name: project.name,
    promptCount: project.counts.prompts,
  });
  const FORMER = " Deprecated: use /projects, which these endpoints read and change.";

  routes.openapi(
    lockerRoute({
      method: "get",
      path: "/categories",
      operationId: "listLockerCategories",
      summary: "Your projects, with how many prompts each holds",
      description: FORMER,
      deprecated: true,
      responses: { 200: jsonResponse(LockerCategoryListSchema, "By name.") },
    }),
    async (c) => c.json({ items: (await listProjects(await database(), userId(c))).map(category) }, 200),
  );

  routes.openapi(
    lockerRoute({
      method: "post",
      path: "/categories",
      operationId: "createLockerCategory",
      summary: "Add a project (in the default colour, with no instructions)",
      description: FORMER,
      deprecated: true,
      request: { body: jsonBody(LockerCategoryBodySchema) },
      responses: {
        201: jsonResponse(LockerCategoryResponseSchema, "Created."),
        400: INVALID,
        409: errorResponse("A project with this name exists, or there are 100 already."),
      },
    }),
    async (c) => {
      const { name } = c.req.valid("json");
      const project = await createProject(await database(), userId(c), {
        name,
        color: DEFAULT_PROJECT_COLOR,
        instructions: "",
      });
      return c.json({ category: category(project) }, 201);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "patch",
      path: "/categories/{id}",
      operationId: "renameLockerCategory",
      summary: "Rename a project",
      description: FORMER,
      deprecated: true,
      request: { params: ProjectIdParams, body: jsonBody(LockerCategoryBodySchema) },
      responses: {
        200: jsonResponse(LockerCategoryResponseSchema, "Renamed."),
        400: INVALID,
        404: PROJECT_NOT_FOUND,
        409: errorResponse("A project with this name exists."),
      },
    }),
    async (c) => {
      const project = await updateProject(await database(), userId(c), c.req.valid("param").id, {
        name: c.req.valid("json").name,
      });
      return c.json({ category: category(project) }, 200);
    },
  );

  routes.openapi(
    lockerRoute({
      method: "delete",
      path: "/categories/{id}",
      operationId: "deleteLockerCategory",
      summary: "Delete a project; what it held stays, in no project",
      description: FORMER,
      deprecated: true,
      request: { params: ProjectIdParams },
      responses: { 204: DELETED, 404: PROJECT_NOT_FOUND },
    }),
    async (c) => {
      await deleteProject(await database(), userId(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return routes;
}
