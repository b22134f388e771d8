import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  createApiRouter,
  errorResponse,
  invalidInput,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  type ApiContext,
} from "~/server/api.server";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  ProjectCreateBodySchema,
  ProjectDeletedSchema,
  ProjectListSchema,
  ProjectPatchBodySchema,
  ProjectResponseSchema,
} from "./api-schemas";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  ProjectError,
  RESTORE_WINDOW_MS,
  restoreProject,
  updateProject,
} from "./projects.server";

type Env = { Variables: { member: CurrentMember } };

const ProjectIdParams = z.object({ id: z.uuid().meta({ description: "The project's id." }) });

const INVALID = errorResponse("A field is missing, too long or invalid; `issues` names each one.");
const NOT_FOUND = errorResponse("No such project of the caller's (`code`: project_not_found).");

/** Every projects operation: tagged, for a member's session or bearer token, with its refusals. */
const projectRoute = memberRouteFor("projects", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse("Making and changing projects is part of the Legend plan."),
});

/** An id in the path that is not a uuid names nothing of the caller's: the project's 404. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const projectHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") {
    const failure = new ProjectError(
      c.req.path.endsWith("/restore") ? "deleted_project_not_found" : "project_not_found",
    );
    return c.json({ error: failure.message, code: failure.code }, failure.status);
  }
  return invalidInput(c, result.error);
};

/**
 * A member's projects under /api/v1/projects: Legend and admins make and change them; anyone else's
 * are 404. A member who left Legend still reads the projects they own (nothing they made is lost).
 */
export function projectsApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(projectHook);
  const userId = (c: Context<Env>) => c.get("member").user.id;

  routes.use("*", async (c, next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (c.req.method !== "GET" && !capabilities(member.viewer).projects)
      return c.json({ error: "Projects are part of the Legend plan" }, 403);
    c.set("member", member);
    return next();
  });

  routes.onError((failure, c) => {
    if (failure instanceof ProjectError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    throw failure;
  });

  routes.openapi(
    projectRoute({
      method: "get",
      path: "/",
      operationId: "listProjects",
      summary: "Your projects, by name, with how many prompts, conversations and calendar entries each holds",
      responses: { 200: jsonResponse(ProjectListSchema, "Your projects.") },
    }),
    async (c) => c.json({ items: await listProjects(await database(), userId(c)) }, 200),
  );

  routes.openapi(
    projectRoute({
      method: "post",
      path: "/",
      operationId: "createProject",
      summary: "Make a project: a name (unique whatever its case), a colour and instructions for the chat",
      request: { body: jsonBody(ProjectCreateBodySchema) },
      responses: {
        201: jsonResponse(ProjectResponseSchema, "Made."),
        400: INVALID,
        409: errorResponse(
          "A project of that name exists (`code`: project_exists), or there are 100 already (too_many_projects).",
        ),
      },
    }),
    async (c) =>
      c.json(
        { project: await createProject(await database(), userId(c), c.req.valid("json"), clock.now()) },
        201,
      ),
  );

  routes.openapi(
    projectRoute({
      method: "get",
      path: "/{id}",
      operationId: "getProject",
      summary: "One project",
      request: { params: ProjectIdParams },
      responses: { 200: jsonResponse(ProjectResponseSchema, "The project."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json({ project: await getProject(await database(), userId(c), c.req.valid("param").id) }, 200),
  );

  routes.openapi(
    projectRoute({
      method: "patch",
      path: "/{id}",
      operationId: "updateProject",
      summary: "Rename a project, change its colour or its instructions (the next answer follows them)",
      request: { params: ProjectIdParams, body: jsonBody(ProjectPatchBodySchema) },
      responses: {
        200: jsonResponse(ProjectResponseSchema, "Changed."),
        400: INVALID,
        404: NOT_FOUND,
        409: errorResponse("Another project has that name (`code`: project_exists)."),
      },
    }),
    async (c) =>
      c.json(
        {
          project: await updateProject(
            await database(),
            userId(c),
            c.req.valid("param").id,
            c.req.valid("json"),
            clock.now(),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    projectRoute({
      method: "delete",
      path: "/{id}",
      operationId: "deleteProject",
      summary:
        "Delete a project: its conversations, saved prompts and calendar entries stay, in no project; restorable for an hour",
      request: { params: ProjectIdParams },
      responses: { 200: jsonResponse(ProjectDeletedSchema, "Deleted."), 404: NOT_FOUND },
    }),
    async (c) => {
      const now = clock.now();
      const deleted = await deleteProject(await database(), userId(c), c.req.valid("param").id, now);
      return c.json(
        { ...deleted, restorableUntil: new Date(now.getTime() + RESTORE_WINDOW_MS).toISOString() },
        200,
      );
    },
  );

  routes.openapi(
    projectRoute({
      method: "post",
      path: "/{id}/restore",
      operationId: "restoreProject",
      summary:
        "Undo a deletion within the hour: the project comes back with its id, and what it held that is still in no project goes back into it",
      request: { params: ProjectIdParams },
      responses: {
        201: jsonResponse(ProjectResponseSchema, "Restored."),
        404: errorResponse(
          "No project of the caller's was deleted with this id in the last hour (`code`: deleted_project_not_found).",
        ),
        409: errorResponse(
          "A project of that name was made since (project_exists), or there are 100 already (too_many_projects).",
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          project: await restoreProject(await database(), userId(c), c.req.valid("param").id, clock.now()),
        },
        201,
      ),
  );

  return routes;
}
