import { createRoute, type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  errorResponse,
  invalidInput,
  jsonBody,
  jsonResponse,
  needsMember,
  OPTIONAL_MEMBER_SECURITY,
} from "~/server/api.server";
import { CommentEditSchema, CommentInputSchema, ReportInputSchema } from "~/core/forms/community";
import { adminActor } from "~/server/admin/actor.server";
import { decideReport, fileReport, listReports } from "./reports.server";
import {
  CommentBodyInput,
  CommentEditInput,
  CommentIdParams,
  CommentResponseSchema,
  ForkCreatedSchema,
  ForkListSchema,
  ReportBodyInput,
  ReportFilterSchema,
  ReportIdParams,
  ReportListSchema,
  ReportResponseSchema,
  PromptCommentsSchema,
  PromptIdParams,
} from "./api-schemas";
import { deleteComment, editComment, listComments, postComment, voteComment } from "./comments.server";
import { localeFromRequest } from "~/core/locale";
import { MemberPromptError } from "~/server/prompts/member-prompts.server";
import { CommunityError } from "./errors";
import { forkPrompt, listForks } from "./forks.server";
import { votePrompt } from "./votes.server";
import { promptFor } from "./access.server";
import { exampleRoutes } from "./examples-api.server";
import { peopleRoutes } from "./people-api.server";
import { communityRoute, voteRoutes, type Env } from "./route.server";

const NOT_FOUND = errorResponse("No such prompt or comment, or one the caller cannot see.");

export function refused(c: Context, error: CommunityError) {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json(
    {
      error: error.message,
      code: error.code,
      ...(error.until ? { until: error.until.toISOString() } : {}),
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
 * Upvotes, comments, "make my version", reports, the community page and members' profiles under
 * /api/v1. Reading is for everyone; taking part is for Creator, Legend and admins
 * (server/entitlements: `community`).
 */
export function communityApi({ database, members, viewerOf, clock }: ApiContext) {
  const routes = createApiRouter<Env>(communityHook);

  const requireMember = needsMember(members);

  answerErrors(routes, (failure, c) => {
    if (failure instanceof CommunityError) return refused(c, failure);
    if (failure instanceof MemberPromptError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    return undefined;
  });

  voteRoutes(routes, requireMember, {
    path: "/prompts/{id}/vote",
    params: PromptIdParams,
    operationIds: { up: "upvotePrompt", down: "undoPromptUpvote" },
    summaries: { up: "Upvote a prompt (once; again changes nothing)", down: "Take back your upvote" },
    counted: "The prompt's count now.",
    notFound: NOT_FOUND,
    vote: async (viewer, id, up) => votePrompt(await database(), viewer, id, up, clock.now()),
  });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/prompts/{id}/comments",
      operationId: "listPromptComments",
      summary: "A prompt's comments, for readers of its text (anyone may read them)",
      tags: ["community"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { params: PromptIdParams },
      responses: { 200: jsonResponse(PromptCommentsSchema, "The comments."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json(
        await listComments(await database(), await viewerOf(c.req.raw), c.req.valid("param").id, clock.now()),
        200,
      ),
  );

  routes.openapi(
    communityRoute({
      method: "post",
      path: "/prompts/{id}/comments",
      operationId: "postComment",
      summary: "Comment on a prompt, or reply to a comment (10 an hour)",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams, body: jsonBody(CommentBodyInput) },
      responses: {
        201: jsonResponse(CommentResponseSchema, "Posted."),
        400: errorResponse("The comment is empty, too long or not valid."),
        404: NOT_FOUND,
        429: {
          ...errorResponse("10 comments in the last hour (`code`: comment_limit)."),
          headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } },
        },
      },
    }),
    async (c) => {
      const input = CommentInputSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const comment = await postComment(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        input.data,
        clock.now(),
      );
      return c.json({ comment }, 201);
    },
  );

  routes.openapi(
    communityRoute({
      method: "patch",
      path: "/comments/{id}",
      operationId: "editComment",
      summary: "Change your comment within 15 minutes of posting it",
      middleware: [requireMember] as const,
      request: { params: CommentIdParams, body: jsonBody(CommentEditInput) },
      responses: {
        200: jsonResponse(CommentResponseSchema, "The comment now."),
        400: errorResponse("The comment is empty, too long or not valid."),
        404: NOT_FOUND,
        409: errorResponse("More than 15 minutes after posting (`code`: edit_window_closed)."),
      },
    }),
    async (c) => {
      const input = CommentEditSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const comment = await editComment(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        input.data.body,
        clock.now(),
      );
      return c.json({ comment }, 200);
    },
  );

  routes.openapi(
    communityRoute({
      method: "delete",
      path: "/comments/{id}",
      operationId: "deleteComment",
      summary: "Delete your comment (its replies stay)",
      middleware: [requireMember] as const,
      request: { params: CommentIdParams },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
    }),
    async (c) => {
      await deleteComment(await database(), c.get("member").viewer, c.req.valid("param").id, clock.now());
      return c.body(null, 204);
    },
  );

  voteRoutes(routes, requireMember, {
    path: "/comments/{id}/vote",
    params: CommentIdParams,
    operationIds: { up: "upvoteComment", down: "undoCommentUpvote" },
    summaries: { up: "Upvote a comment (once)", down: "Take back your upvote on a comment" },
    counted: "The comment's count now.",
    notFound: NOT_FOUND,
    vote: async (viewer, id, up) => voteComment(await database(), viewer, id, up, clock.now()),
  });

  routes.openapi(
    communityRoute({
      method: "post",
      path: "/prompts/{id}/forks",
      operationId: "forkPrompt",
      summary: "Make your own version: a private copy in your prompts, linked to the original",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams },
      responses: {
        201: {
          ...jsonResponse(ForkCreatedSchema, "Created (private until you publish it)."),
          headers: { Location: { schema: { type: "string" } } },
        },
        404: NOT_FOUND,
        429: errorResponse("30 prompts in the last 24 hours: the daily limit."),
      },
    }),
    async (c) => {
      const prompt = await forkPrompt(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        localeFromRequest(c.req.raw),
        clock.now(),
      );
      c.header("Location", `/api/v1/prompts/${prompt.id}`);
      return c.json({ prompt }, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/prompts/{id}/forks",
      operationId: "listPromptForks",
      summary: "The published member versions of a prompt",
      tags: ["community"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { params: PromptIdParams },
      responses: { 200: jsonResponse(ForkListSchema, "Oldest first, at most 50."), 404: NOT_FOUND },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const locale = localeFromRequest(c.req.raw);
      const db = await database();
      await promptFor(db, await viewerOf(c.req.raw), id, clock.now(), locale);
      return c.json(await listForks(db, id, locale, clock.now()), 200);
    },
  );

  exampleRoutes(routes, { database, viewerOf, clock }, requireMember);
  peopleRoutes(routes, { database, clock });

  routes.openapi(
    communityRoute({
      method: "post",
      path: "/reports",
      operationId: "reportContent",
      summary: "Report a comment, an example or a member's prompt to the admins",
      middleware: [requireMember] as const,
      request: { body: jsonBody(ReportBodyInput) },
      responses: {
        201: jsonResponse(ReportResponseSchema, "Reported (an open report of yours is answered again)."),
        400: errorResponse("The reason is empty or too long."),
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const input = ReportInputSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const report = await fileReport(await database(), c.get("member").viewer, input.data, clock.now());
      return c.json({ report }, 201);
    },
  );

  routes.openapi(
    communityRoute({
      method: "get",
      path: "/admin/reports",
      operationId: "listReports",
      summary: "Reports by status (admins): open ones oldest first, decided ones newest first",
      middleware: [requireMember] as const,
      request: { query: ReportFilterSchema },
      responses: {
        200: jsonResponse(ReportListSchema, "A page of reports."),
        400: errorResponse("A filter that is not valid."),
      },
    }),
    async (c) => {
      if (!adminActor(c.get("member"))) return c.json({ error: "Admins only", code: "admin_only" }, 403);
      return c.json(await listReports(await database(), { ...c.req.valid("query"), now: clock.now() }), 200);
    },
  );

  routes.openapi(
    communityRoute({
      method: "post",
      path: "/admin/reports/{id}/{decision}",
      operationId: "decideReport",
      summary: "Hide, restore or dismiss what a report points at (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: ReportIdParams },
      responses: { 200: jsonResponse(ReportResponseSchema, "The report now."), 404: NOT_FOUND },
    }),
    async (c) => {
      const actor = adminActor(c.get("member"));
      if (!actor) return c.json({ error: "Admins only", code: "admin_only" }, 403);
      const { id, decision } = c.req.valid("param");
      const report = await decideReport(await database(), actor, id, decision, clock.now());
      return c.json({ report }, 200);
    },
  );

  return routes;
}
