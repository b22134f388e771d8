import { createRoute, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ConversationListQuerySchema } from "~/core/forms/chat";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { allowanceOf } from "~/server/ai/ai.server";
import { AiAllowanceError } from "~/server/ai/errors";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  invalidRequest,
  jsonBody,
  jsonResponse,
  MEMBER_SECURITY,
  needsMember,
} from "~/server/api.server";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  ChatAllowanceSchema,
  ChatAnswerSchema,
  ChatConversationListSchema,
  ChatConversationSchema,
  ChatConversationSummarySchema,
  PromptMenuQuerySchema,
  PromptMenuSchema,
} from "./api-schemas";
import {
  ANSWER_ERROR_TEXT,
  ChatConversationPatchSchema,
  ChatError,
  ChatSendSchema,
  deleteConversation,
  followAnswer,
  getConversation,
  listConversations,
  retryLastAnswer,
  sendMessage,
  stopAnswer,
  updateConversation,
  type AnswerError,
  type AnswerEvent,
  type ChatService,
  type StartedAnswer,
} from "./chat.server";
import { promptMenu } from "./prompt-menu.server";

type Env = { Variables: { member: CurrentMember } };

const ANSWER_ERROR_STATUS: Record<AnswerError, 502 | 504 | 409> = {
  upstream: 502,
  timeout: 504,
  empty: 502,
  stopped: 409,
  interrupted: 502,
};

const MESSAGE_ID_ERROR = "The message id is a number from 1 to 2147483647";

/** The API's error shape, described once in the document's components. */
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const ConversationIdParams = z.object({
  // Any other text is a conversation nobody has: 404, like someone else's.
  id: z.string().meta({ format: "uuid", description: "The conversation's id." }),
});
const MessageIdParams = z.object({ id: IdParamSchema.meta({ description: "The answer's message id." }) });

const ANSWERED = {
  200: {
    description:
      "The whole answer as JSON; with `Accept: text/event-stream`, server-sent events instead: `start` ({conversationId, userMessageId, messageId}), `delta` ({text}) as it is written, then `done` ({content}) or `error` ({code, error, content}).",
    content: {
      "application/json": { schema: ChatAnswerSchema },
      "text/event-stream": { schema: z.string() },
    },
  },
  409: error("The answer was stopped before it began (`code`: stopped)."),
  429: error("Past the daily allowance of AI messages (`limit`, `resetsAt`); nothing was stored."),
  502: error(
    "The AI service failed or gave an empty answer (`code`: upstream or empty); the question is kept.",
  ),
  504: error("The answer took longer than the time limit (`code`: timeout); the question is kept."),
};
const CONVERSATION_NOT_FOUND = error("Conversation not found.");
const BAD_MESSAGE_ID = error("The id is not a number from 1 to 2147483647.");

/**
 * Every chat operation: tagged, for a Legend member's session or bearer token, with the two refusals.
 * Not a `const` type parameter: with one, a handler could no longer return the raw event stream.
 */
function chatRoute<R extends Omit<RouteConfig, "tags" | "security">>(config: R) {
  return createRoute({
    ...config,
    tags: ["chat"],
    security: MEMBER_SECURITY,
    responses: {
      ...config.responses,
      401: error("No session or bearer token."),
      403: error("The chat is part of the Legend plan."),
    },
  });
}

/** A message id that is not one reads the same everywhere; anything else names its problems. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const chatHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param" && c.req.path.includes("/messages/"))
    return c.json({ error: MESSAGE_ID_ERROR, issues: [{ path: ["id"], message: MESSAGE_ID_ERROR }] }, 400);
  return invalidRequest(c, result.error);
};

function allowanceRefusal(c: Context, failure: AiAllowanceError) {
  const time = failure.resetsAt.toISOString().slice(11, 16);
  return c.json(
    {
      error: `You have used your ${failure.limit} AI messages for today. They reset at ${time} UTC.`,
      limit: failure.limit,
      resetsAt: failure.resetsAt.toISOString(),
    },
    429,
  );
}

const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

/**
 * The Legend chat under /api/v1/chat: 401 without an account, 403 below Legend, 429 past the daily
 * allowance. A conversation is only ever its owner's.
 */
export function chatApi({ database, members, ai }: ApiContext) {
  const routes = createApiRouter<Env>(chatHook);
  const service = (): ChatService => ({ ai: ai(), database });
  const userId = (c: Context<Env>) => c.get("member").user.id;

  routes.use(
    "*",
    needsMember(members, {
      gate: {
        allows: (member) => capabilities(member.viewer).legendTools,
        refusal: "The AI chat is part of the Legend plan",
      },
    }),
  );

  answerErrors(routes, (failure, c) => {
    if (failure instanceof AiAllowanceError) return allowanceRefusal(c, failure);
    if (failure instanceof ChatError) return c.json({ error: failure.message }, failure.status);
    return undefined;
  });

  /** The answer as JSON when it is complete, or as server-sent events while it is written. */
  async function answer(c: Context<Env>, started: StartedAnswer) {
    const owner = userId(c);
    if (wantsStream(c)) {
      return streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: "start", data: JSON.stringify(started) });
        await pipeAnswer(stream, service(), owner, started.messageId);
      });
    }
    const ended = await new Promise<Extract<AnswerEvent, { type: "done" | "error" }>>((resolve, reject) => {
      followAnswer(service(), owner, started.messageId, (event) => {
        if (event.type !== "delta") resolve(event);
      }).catch(reject);
    });
    if (ended.type === "done")
      return c.json(
        { response: ended.content, conversationId: started.conversationId, messageId: started.messageId },
        200,
      );
    return c.json(
      {
        error: ANSWER_ERROR_TEXT[ended.error],
        code: ended.error,
        conversationId: started.conversationId,
        messageId: started.messageId,
      },
      ANSWER_ERROR_STATUS[ended.error],
    );
  }

  routes.openapi(
    chatRoute({
      method: "post",
      path: "/",
      operationId: "sendChatMessage",
      summary:
        "Send a message to the assistant, in a new conversation (in a project with `projectId`) or an existing one",
      request: { body: jsonBody(ChatSendSchema.meta({ id: "ChatSendBody" })) },
      responses: {
        ...ANSWERED,
        400: error("The message is empty, too long or invalid."),
        404: error("No such conversation or project of the caller's."),
      },
    }),
    async (c) =>
      answer(
        c,
        await sendMessage(service(), c.get("member"), c.req.valid("json"), localeFromRequest(c.req.raw)),
      ),
  );

  routes.openapi(
    chatRoute({
      method: "get",
      path: "/prompt-menu",
      operationId: "chatPromptMenu",
      summary: "Prompts to insert into a message: yours, then the library's you may read",
      request: { query: PromptMenuQuerySchema },
      responses: {
        200: jsonResponse(PromptMenuSchema, "Matching `q`."),
        400: error("The search is invalid."),
      },
    }),
    async (c) =>
      c.json(
        await promptMenu(
          await database(),
          c.get("member").viewer,
          c.req.valid("query").q,
          localeFromRequest(c.req.raw),
        ),
        200,
      ),
  );

  routes.openapi(
    chatRoute({
      method: "get",
      path: "/allowance",
      operationId: "chatAllowance",
      summary: "AI messages used today and the daily limit",
      responses: { 200: jsonResponse(ChatAllowanceSchema, "Today, in UTC.") },
    }),
    async (c) => c.json(await allowanceOf(ai(), userId(c)), 200),
  );

  routes.openapi(
    chatRoute({
      method: "get",
      path: "/conversations",
      operationId: "listConversations",
      summary:
        "Your conversations, the most recently active first, a page at a time; with `q`, those whose title or any message contains it; with `project`, those in a project (or in none)",
      request: { query: ConversationListQuerySchema },
      responses: {
        200: jsonResponse(
          ChatConversationListSchema,
          "One page; pass `nextCursor` as `cursor` for the next (null on the last).",
        ),
        400: error("`q`, `project`, `cursor` or `limit` is invalid."),
      },
    }),
    async (c) => c.json(await listConversations(await database(), userId(c), c.req.valid("query")), 200),
  );

  routes.openapi(
    chatRoute({
      method: "get",
      path: "/conversations/{id}",
      operationId: "getConversation",
      summary: "A conversation with its messages (an answer being written shows as `streaming`)",
      request: { params: ConversationIdParams },
      responses: {
        200: jsonResponse(ChatConversationSchema, "The conversation."),
        404: CONVERSATION_NOT_FOUND,
      },
    }),
    async (c) => c.json(await getConversation(service(), userId(c), c.req.valid("param").id), 200),
  );

  routes.openapi(
    chatRoute({
      method: "patch",
      path: "/conversations/{id}",
      operationId: "renameConversation",
      summary: "Rename a conversation, or move it into a project or out of any",
      request: {
        params: ConversationIdParams,
        body: jsonBody(ChatConversationPatchSchema.meta({ id: "ChatConversationPatchBody" })),
      },
      responses: {
        200: jsonResponse(ChatConversationSummarySchema, "Changed."),
        400: error("The title is empty, too long or invalid, or nothing is changed."),
        404: error("No such conversation or project of the caller's."),
      },
    }),
    async (c) =>
      c.json(
        await updateConversation(await database(), userId(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  routes.openapi(
    chatRoute({
      method: "delete",
      path: "/conversations/{id}",
      operationId: "deleteConversation",
      summary: "Delete a conversation and its messages",
      request: { params: ConversationIdParams },
      responses: { 204: { description: "Deleted." }, 404: CONVERSATION_NOT_FOUND },
    }),
    async (c) => {
      await deleteConversation(await database(), userId(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    chatRoute({
      method: "post",
      path: "/conversations/{id}/retry",
      operationId: "retryChatAnswer",
      summary: "Write the conversation's last answer again",
      request: { params: ConversationIdParams },
      responses: {
        ...ANSWERED,
        404: CONVERSATION_NOT_FOUND,
        409: error(
          "There is no answer to retry, or the new one was stopped before it began (`code`: stopped).",
        ),
      },
    }),
    async (c) =>
      answer(
        c,
        await retryLastAnswer(
          service(),
          c.get("member"),
          c.req.valid("param").id,
          localeFromRequest(c.req.raw),
        ),
      ),
  );

  routes.openapi(
    chatRoute({
      method: "post",
      path: "/messages/{id}/stop",
      operationId: "stopChatAnswer",
      summary: "Stop an answer being written; what was written is kept",
      request: { params: MessageIdParams },
      responses: {
        204: { description: "Stopped." },
        400: BAD_MESSAGE_ID,
        404: error("No answer of the caller's is being written."),
      },
    }),
    async (c) => {
      if (!stopAnswer(userId(c), c.req.valid("param").id))
        return c.json({ error: "No answer is being written" }, 404);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    chatRoute({
      method: "get",
      path: "/messages/{id}/stream",
      operationId: "followChatAnswer",
      summary: "Follow an answer: what is written so far, then the rest as server-sent events",
      request: { params: MessageIdParams },
      responses: {
        200: {
          description: "Events `delta`, then `done` or `error`, as for sendChatMessage.",
          content: { "text/event-stream": { schema: z.string() } },
        },
        400: BAD_MESSAGE_ID,
        404: error("No such answer of the caller's."),
      },
    }),
    async (c) => {
      const owner = userId(c);
      const { id } = c.req.valid("param");
      // Refuse before the stream starts: someone else's answer is a 404, not an event.
      const unsubscribe = await followAnswer(service(), owner, id, () => {});
      unsubscribe();
      return streamSSE(c, (stream) => pipeAnswer(stream, service(), owner, id));
    },
  );

  return routes;
}

type SSE = Parameters<Parameters<typeof streamSSE>[1]>[0];

/** Writes an answer's events to a stream until it ends or the client goes away. */
async function pipeAnswer(stream: SSE, service: ChatService, userId: string, messageId: number) {
  await new Promise<void>((resolve) => {
    let unsubscribe: (() => void) | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe?.();
      resolve();
    };
    stream.onAbort(end);
    followAnswer(service, userId, messageId, (event) => {
      if (ended) return;
      if (event.type === "delta")
        void stream.writeSSE({ event: "delta", data: JSON.stringify({ text: event.text }) });
      else if (event.type === "done")
        void stream.writeSSE({ event: "done", data: JSON.stringify({ content: event.content }) }).then(end);
      else
        void stream
          .writeSSE({
            event: "error",
            data: JSON.stringify({
              code: event.error,
              error: ANSWER_ERROR_TEXT[event.error],
              content: event.content,
            }),
          })
          .then(end);
    })
      .then((stop) => {
        unsubscribe = stop;
        if (ended) stop();
      })
      .catch(() => end());
  });
}
