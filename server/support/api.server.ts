import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { adminActor, type AdminActor } from "~/server/admin/actor.server";
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
import {
  AssignBody,
  ConversationIdParams,
  DeskConversationSchema,
  DeskQuery,
  DeskSchema,
  DeskSentSchema,
  DeskSummaryResponse,
  EventsQuery,
  HistoryQuery,
  HistorySchema,
  MessageBody,
  ReadBody,
  SentSchema,
  UnreadSchema,
} from "./api-schemas";
import {
  adminTyping,
  assignConversation,
  closeConversation,
  deskConversation,
  listDesk,
  markConversationRead,
  reopenConversation,
  replyAsAdmin,
  takeConversation,
} from "./desk.server";
import { SupportError } from "./errors";
import type { StreamEvent } from "./live.server";
import { followAsAdmin, followAsMember, type FollowOptions } from "./streams.server";
import { memberTyping, sendMemberMessage, supportHistory } from "./support.server";

type Env = { Variables: { member: CurrentMember } };

const supportRoute = memberRouteFor("support", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse(
    "Chat support is part of the Legend plan (`code`: plan_required); the desk is for admins.",
  ),
});

const NOT_FOUND = errorResponse("No such conversation.");
const EVENTS = (description: string) => ({
  description,
  content: { "text/event-stream": { schema: z.string() } },
});

function refused(c: Context, error: SupportError) {
  if (error.details.retryAfter !== undefined) c.header("Retry-After", String(error.details.retryAfter));
  return c.json(
    {
      error: error.message,
      code: error.code,
      ...(error.details.retryAfter !== undefined ? { retryAfter: error.details.retryAfter } : {}),
      ...(error.details.assignee !== undefined ? { assignee: error.details.assignee } : {}),
      ...(error.code === "plan_required" ? { upgradeUrl: "/pricing", contactUrl: "/contact" } : {}),
    },
    error.status,
  );
}

/** A path that names no conversation is a 404; a bad body or query names its problems. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const supportHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param")
    return c.json({ error: "Conversation not found", code: "conversation_not_found" }, 404);
  return invalidInput(c, result.error);
};

/**
 * Where a stream resumes: the browser's Last-Event-ID (its own reconnection, newer than the address
 * it first opened), else `?after=`, else the start.
 */
function resumeFrom(c: Context, after: number | undefined): number {
  const header = c.req.header("last-event-id") ?? "";
  if (/^\d{1,16}$/.test(header)) return Number(header);
  return after ?? 0;
}

/**
 * Writes a support stream as server-sent events. The stream's work starts before the response
 * does, so a refusal is an ordinary JSON answer rather than an event.
 */
async function eventStream(
  c: Context,
  after: number,
  follow: (options: FollowOptions) => Promise<{ ended: Promise<void> }>,
) {
  const aborted = new AbortController();
  const queued: StreamEvent[] = [];
  let write: ((event: StreamEvent) => Promise<void>) | null = null;
  const following = await follow({
    after,
    signal: aborted.signal,
    send: async (event) => {
      if (write) await write(event);
      else queued.push(event);
    },
  });
  // Proxies must not hold the events back.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => aborted.abort());
    write = async ({ event, data, id }) => {
      if (stream.aborted || stream.closed) throw new Error("The client left");
      await stream.writeSSE({
        event,
        data: JSON.stringify(data),
        id: id === undefined ? undefined : String(id),
        retry: 2_000,
      });
    };
    for (const event of queued.splice(0)) await write(event);
    await following.ended;
  });
}

/**
 * Chat support under /api/v1: the member's side at /support (Legend members and admins; 403 for
 * other plans), the team's at /admin/support (admins only). Both stream live at `…/events`.
 */
export function supportApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(supportHook);

  const requireMember = needsMember(members);
  const actorOf = (c: Context<Env>): AdminActor => {
    const actor = adminActor(c.get("member"));
    if (!actor) throw new SupportError("admin_only");
    return actor;
  };

  answerErrors(routes, (failure, c) => {
    if (failure instanceof SupportError) return refused(c, failure);
    return undefined;
  });

  routes.openapi(
    supportRoute({
      method: "get",
      path: "/support",
      operationId: "getSupportHistory",
      summary:
        "Your chat with the team: every conversation's messages, the newest 100 (older ones with `before`)",
      middleware: [requireMember] as const,
      request: { query: HistoryQuery },
      responses: {
        200: jsonResponse(HistorySchema, "Your history."),
        400: errorResponse("`before` is not a message id."),
      },
    }),
    async (c) =>
      c.json(
        await supportHistory(await database(), c.get("member").viewer, {
          before: c.req.valid("query").before,
        }),
        200,
      ),
  );

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/support/messages",
      operationId: "sendSupportMessage",
      summary:
        "Write to the team (60 an hour); the first message after a closed conversation starts a new one",
      middleware: [requireMember] as const,
      request: { body: jsonBody(MessageBody) },
      responses: {
        201: jsonResponse(
          SentSchema,
          "Stored (a retry with the same `clientId` answers the stored message).",
        ),
        400: errorResponse("The message is empty, too long or holds characters that cannot be stored."),
        429: errorResponse("60 messages in the last hour (`code`: message_limit, `retryAfter` in seconds)."),
      },
    }),
    async (c) =>
      c.json(
        await sendMemberMessage(await database(), c.get("member").viewer, c.req.valid("json"), clock.now()),
        201,
      ),
  );

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/support/typing",
      operationId: "supportTyping",
      summary: "Say you are typing: the team sees it for a few seconds",
      middleware: [requireMember] as const,
      responses: { 204: { description: "Said (or nothing to say it to)." } },
    }),
    async (c) => {
      await memberTyping(await database(), c.get("member").viewer);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    supportRoute({
      method: "get",
      path: "/support/events",
      operationId: "followSupport",
      summary:
        "Your chat, live: server-sent events `message` (id = message id), `conversation`, `typing`, `ping`",
      middleware: [requireMember] as const,
      request: { query: EventsQuery },
      responses: {
        200: EVENTS("The stream; it ends after 5 minutes and the client reconnects with Last-Event-ID."),
      },
    }),
    async (c) => {
      const db = await database();
      const viewer = c.get("member").viewer;
      return eventStream(c, resumeFrom(c, c.req.valid("query").after), (options) =>
        followAsMember(db, viewer, options),
      );
    },
  );

  routes.openapi(
    supportRoute({
      method: "get",
      path: "/admin/support/conversations",
      operationId: "listSupportConversations",
      summary:
        "The 200 open conversations waiting longest first (or the 50 most recently closed), with the unread count (admins)",
      middleware: [requireMember] as const,
      request: { query: DeskQuery },
      responses: {
        200: jsonResponse(DeskSchema, "The conversations."),
        400: errorResponse("An unknown status."),
      },
    }),
    async (c) => c.json(await listDesk(await database(), actorOf(c), c.req.valid("query")), 200),
  );

  routes.openapi(
    supportRoute({
      method: "get",
      path: "/admin/support/conversations/{id}",
      operationId: "getSupportConversation",
      summary: "A conversation with its newest 500 messages (admins)",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams },
      responses: { 200: jsonResponse(DeskConversationSchema, "The conversation."), 404: NOT_FOUND },
    }),
    async (c) => c.json(await deskConversation(await database(), actorOf(c), c.req.valid("param").id), 200),
  );

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/admin/support/conversations/{id}/messages",
      operationId: "answerSupportConversation",
      summary:
        "Answer (admins): an unassigned conversation becomes yours; a member not on the chat gets it by mail",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams, body: jsonBody(MessageBody) },
      responses: {
        201: jsonResponse(DeskSentSchema, "Stored."),
        400: errorResponse("The message is empty, too long or holds characters that cannot be stored."),
        404: NOT_FOUND,
        409: errorResponse(
          "Closed (`conversation_closed`), or another admin has it (`assigned_to_other`, with `assignee`).",
        ),
      },
    }),
    async (c) =>
      c.json(
        await replyAsAdmin(
          await database(),
          actorOf(c),
          c.req.valid("param").id,
          c.req.valid("json"),
          clock.now(),
        ),
        201,
      ),
  );

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/admin/support/conversations/{id}/read",
      operationId: "readSupportConversation",
      summary: "Mark the member's messages seen by the team (admins)",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams, body: jsonBody(ReadBody) },
      responses: { 200: jsonResponse(UnreadSchema, "The unread count now."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json(
        await markConversationRead(
          await database(),
          actorOf(c),
          c.req.valid("param").id,
          c.req.valid("json").upTo,
        ),
        200,
      ),
  );

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/admin/support/conversations/{id}/take",
      operationId: "takeSupportConversation",
      summary: "Take an unassigned conversation (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams },
      responses: {
        200: jsonResponse(DeskSummaryResponse, "Yours."),
        404: NOT_FOUND,
        409: errorResponse("Another admin has it (`assigned_to_other`, with `assignee`)."),
      },
    }),
    async (c) =>
      c.json(
        { conversation: await takeConversation(await database(), actorOf(c), c.req.valid("param").id) },
        200,
      ),
  );

  routes.openapi(
    supportRoute({
      method: "put",
      path: "/admin/support/conversations/{id}/assignee",
      operationId: "assignSupportConversation",
      summary: "Hand a conversation to an admin, whoever had it (admins; in the audit log)",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams, body: jsonBody(AssignBody) },
      responses: {
        200: jsonResponse(DeskSummaryResponse, "Assigned."),
        400: errorResponse("No admin id."),
        404: errorResponse("No such conversation, or no admin with that id (`admin_not_found`)."),
      },
    }),
    async (c) =>
      c.json(
        {
          conversation: await assignConversation(
            await database(),
            actorOf(c),
            c.req.valid("param").id,
            c.req.valid("json").adminId,
          ),
        },
        200,
      ),
  );

  for (const change of ["close", "reopen"] as const) {
    routes.openapi(
      supportRoute({
        method: "post",
        path: `/admin/support/conversations/{id}/${change}`,
        operationId: change === "close" ? "closeSupportConversation" : "reopenSupportConversation",
        summary:
          change === "close"
            ? "Close a conversation: the member's next message starts a new one (admins; in the audit log)"
            : "Open a closed conversation again (admins; in the audit log)",
        middleware: [requireMember] as const,
        request: { params: ConversationIdParams },
        responses: {
          200: jsonResponse(DeskSummaryResponse, "The conversation now."),
          404: NOT_FOUND,
          ...(change === "reopen"
            ? {
                409: errorResponse(
                  "The member has another conversation open (`member_has_open_conversation`).",
                ),
              }
            : {}),
        },
      }),
      async (c) => {
        const db = await database();
        const id = c.req.valid("param").id;
        const conversation =
          change === "close"
            ? await closeConversation(db, actorOf(c), id, clock.now())
            : await reopenConversation(db, actorOf(c), id);
        return c.json({ conversation }, 200);
      },
    );
  }

  routes.openapi(
    supportRoute({
      method: "post",
      path: "/admin/support/conversations/{id}/typing",
      operationId: "supportDeskTyping",
      summary: "Say you are typing to the member: they see it for a few seconds (admins)",
      middleware: [requireMember] as const,
      request: { params: ConversationIdParams },
      responses: { 204: { description: "Said." }, 404: NOT_FOUND },
    }),
    async (c) => {
      await adminTyping(await database(), actorOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    supportRoute({
      method: "get",
      path: "/admin/support/events",
      operationId: "followSupportDesk",
      summary:
        "Every conversation, live (admins): server-sent events `ready`, `message`, `conversation`, `typing`, `resync`, `ping`",
      middleware: [requireMember] as const,
      request: { query: EventsQuery },
      responses: { 200: EVENTS("The stream; it ends after 5 minutes and the client reconnects.") },
    }),
    async (c) => {
      const db = await database();
      const actor = actorOf(c);
      return eventStream(c, resumeFrom(c, c.req.valid("query").after), (options) =>
        followAsAdmin(db, actor, options),
      );
    },
  );

  return routes;
}
