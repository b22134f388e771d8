import { createRoute, type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  RoadmapCommentSchema as RoadmapCommentFormSchema,
  RoadmapEditSchema,
  RoadmapMergeSchema,
  RoadmapProposalSchema,
  RoadmapStatusInputSchema,
} from "~/core/forms/roadmap";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { adminActor } from "~/server/admin/actor.server";
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
  OPTIONAL_MEMBER_SECURITY,
} from "~/server/api.server";
import { editRoadmapItem, mergeRoadmapItem, setRoadmapStatus } from "./admin.server";
import {
  RoadmapAdminItemResponseSchema,
  RoadmapCommentIdParams,
  RoadmapCommentInput,
  RoadmapCommentPostedSchema,
  RoadmapEditInput,
  RoadmapItemDetailSchema,
  RoadmapItemIdParams,
  RoadmapListQuery,
  RoadmapListSchema,
  RoadmapMergeInput,
  RoadmapNoticeSchema,
  RoadmapProposalInput,
  RoadmapProposedSchema,
  RoadmapStatusInput,
  RoadmapVoteSchema,
} from "./api-schemas";
import { RoadmapError } from "./errors";
import {
  commentOnRoadmapItem,
  deleteRoadmapComment,
  getRoadmapItem,
  listRoadmap,
  proposeRoadmapItem,
  voteRoadmapItem,
} from "./roadmap.server";

type Env = { Variables: { member: CurrentMember } };

const NOT_FOUND = errorResponse("No such roadmap item or comment.");

const roadmapRoute = memberRouteFor("roadmap", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse(
    "Voting, proposing and commenting are part of the Creator and Legend plans (`code`: plan_required); the admin endpoints are for admins (`code`: admin_only).",
  ),
});

function refused(c: Context, error: RoadmapError) {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json(
    {
      error: error.message,
      code: error.code,
      ...(error.code === "plan_required" ? { upgradeUrl: "/pricing" } : {}),
    },
    error.status,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const roadmapHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: "Not found", code: "not_found" }, 404);
  return invalidInput(c, result.error);
};

const RETRY_AFTER = {
  "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait." },
};

/**
 * The public roadmap under /api/v1: anyone reads it; Creator, Legend and admins vote, propose and
 * comment (server/entitlements: `roadmap`); admins edit, move and merge items.
 */
export function roadmapApi({ database, members, viewerOf, clock }: ApiContext) {
  const routes = createApiRouter<Env>(roadmapHook);

  const requireMember = needsMember(members);
  const requireAdmin = (c: Context<Env>) => {
    const actor = adminActor(c.get("member"));
    if (!actor) throw new RoadmapError("admin_only");
    return actor;
  };

  answerErrors(routes, (failure, c) => {
    if (failure instanceof RoadmapError) return refused(c, failure);
    return undefined;
  });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/roadmap",
      operationId: "listRoadmap",
      summary: "The roadmap, most votes first (anyone may read it)",
      tags: ["roadmap"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { query: RoadmapListQuery },
      responses: {
        200: jsonResponse(RoadmapListSchema, "Items not merged into another, at most 200."),
        400: errorResponse("A status that does not exist."),
      },
    }),
    async (c) => {
      const { status } = c.req.valid("query");
      const items = await listRoadmap(await database(), await viewerOf(c.req.raw), {
        status,
        locale: localeFromRequest(c.req.raw),
      });
      return c.json({ items }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/roadmap/{id}",
      operationId: "getRoadmapItem",
      summary: "One roadmap item and its comments; a merged duplicate redirects to its target",
      tags: ["roadmap"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { params: RoadmapItemIdParams },
      responses: {
        200: jsonResponse(RoadmapItemDetailSchema, "The item."),
        301: {
          description: "Merged into another item (Location).",
          headers: { Location: { schema: { type: "string" } } },
        },
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const found = await getRoadmapItem(
        await database(),
        await viewerOf(c.req.raw),
        c.req.valid("param").id,
        localeFromRequest(c.req.raw),
      );
      if (found.mergedIntoId !== null) return c.redirect(`/api/v1/roadmap/${found.mergedIntoId}`, 301);
      return c.json({ item: found.item, comments: found.comments }, 200);
    },
  );

  for (const [method, up] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes.openapi(
      roadmapRoute({
        method,
        path: "/roadmap/{id}/vote",
        operationId: up ? "voteRoadmapItem" : "undoRoadmapVote",
        summary: up ? "Vote for a roadmap item (once; again changes nothing)" : "Take back your vote",
        middleware: [requireMember] as const,
        request: { params: RoadmapItemIdParams },
        responses: {
          200: jsonResponse(RoadmapVoteSchema, "The item's count now."),
          404: NOT_FOUND,
          409: errorResponse("Merged into another item (`code`: item_merged)."),
        },
      }),
      async (c) =>
        c.json(
          await voteRoadmapItem(await database(), c.get("member").viewer, c.req.valid("param").id, up),
          200,
        ),
    );
  }

  routes.openapi(
    roadmapRoute({
      method: "post",
      path: "/roadmap",
      operationId: "proposeRoadmapItem",
      summary: "Propose an item (5 a day); it starts under review",
      middleware: [requireMember] as const,
      request: { body: jsonBody(RoadmapProposalInput) },
      responses: {
        201: jsonResponse(RoadmapProposedSchema, "Proposed."),
        400: errorResponse("The title or description is missing, too short or too long."),
        429: { ...errorResponse("5 proposals in 24 hours (`code`: proposal_limit)."), headers: RETRY_AFTER },
      },
    }),
    async (c) => {
      const input = RoadmapProposalSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const item = await proposeRoadmapItem(
        await database(),
        c.get("member").viewer,
        input.data,
        localeFromRequest(c.req.raw),
        clock.now(),
      );
      return c.json({ item }, 201);
    },
  );

  routes.openapi(
    roadmapRoute({
      method: "post",
      path: "/roadmap/{id}/comments",
      operationId: "commentOnRoadmapItem",
      summary: "Comment on a roadmap item (10 an hour)",
      middleware: [requireMember] as const,
      request: { params: RoadmapItemIdParams, body: jsonBody(RoadmapCommentInput) },
      responses: {
        201: jsonResponse(RoadmapCommentPostedSchema, "Posted."),
        400: errorResponse("The comment is empty or too long."),
        404: NOT_FOUND,
        409: errorResponse("Merged into another item (`code`: item_merged)."),
        429: {
          ...errorResponse("10 comments in the last hour (`code`: comment_limit)."),
          headers: RETRY_AFTER,
        },
      },
    }),
    async (c) => {
      const input = RoadmapCommentFormSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const comment = await commentOnRoadmapItem(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        input.data.body,
        clock.now(),
      );
      return c.json({ comment }, 201);
    },
  );

  routes.openapi(
    roadmapRoute({
      method: "delete",
      path: "/roadmap/comments/{id}",
      operationId: "deleteRoadmapComment",
      summary: "Delete your comment on a roadmap item; admins delete anyone's (in the audit log)",
      middleware: [requireMember] as const,
      request: { params: RoadmapCommentIdParams },
      responses: {
        204: { description: "Deleted." },
        403: errorResponse("Someone else's comment, and you are not an admin (`code`: not_your_comment)."),
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const member = c.get("member");
      await deleteRoadmapComment(
        await database(),
        member.viewer,
        c.req.valid("param").id,
        adminActor(member),
      );
      return c.body(null, 204);
    },
  );

  routes.openapi(
    roadmapRoute({
      method: "patch",
      path: "/admin/roadmap/{id}",
      operationId: "editRoadmapItem",
      summary: "Edit an item's texts in both languages and its blog post (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: RoadmapItemIdParams, body: jsonBody(RoadmapEditInput) },
      responses: {
        200: jsonResponse(RoadmapAdminItemResponseSchema, "The item now."),
        400: errorResponse("A text that is too short or too long, or a blog post that does not exist."),
        404: NOT_FOUND,
      },
    }),
    async (c) => {
      const actor = requireAdmin(c);
      const input = RoadmapEditSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const item = await editRoadmapItem(await database(), actor, c.req.valid("param").id, input.data);
      return c.json({ item }, 200);
    },
  );

  routes.openapi(
    roadmapRoute({
      method: "post",
      path: "/admin/roadmap/{id}/status",
      operationId: "setRoadmapStatus",
      summary: "Move an item to another status (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: RoadmapItemIdParams, body: jsonBody(RoadmapStatusInput) },
      responses: {
        200: jsonResponse(RoadmapNoticeSchema, "The item now, and its voters to tell."),
        400: errorResponse("A status that does not exist."),
        404: NOT_FOUND,
        409: errorResponse("Merged into another item (`code`: item_merged)."),
      },
    }),
    async (c) => {
      const actor = requireAdmin(c);
      const input = RoadmapStatusInputSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const notice = await setRoadmapStatus(
        await database(),
        actor,
        c.req.valid("param").id,
        input.data.status,
        clock.now(),
      );
      return c.json(notice, 200);
    },
  );

  routes.openapi(
    roadmapRoute({
      method: "post",
      path: "/admin/roadmap/{id}/merge",
      operationId: "mergeRoadmapItem",
      summary: "Merge a duplicate into another item: its votes carry over once (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: RoadmapItemIdParams, body: jsonBody(RoadmapMergeInput) },
      responses: {
        200: jsonResponse(RoadmapNoticeSchema, "The target now, and the duplicate's voters to tell."),
        400: errorResponse("No target given."),
        404: NOT_FOUND,
        409: errorResponse("The same item, or one already merged (`code`: cannot_merge)."),
      },
    }),
    async (c) => {
      const actor = requireAdmin(c);
      const input = RoadmapMergeSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const notice = await mergeRoadmapItem(
        await database(),
        actor,
        c.req.valid("param").id,
        input.data.targetId,
      );
      return c.json(notice, 200);
    },
  );

  return routes;
}
