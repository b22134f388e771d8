import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ConversationListQuerySchema } from "~/core/forms/chat";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import type { Ai } from "~/server/ai/ai.server";
import { allowanceOf } from "~/server/ai/ai.server";
import { AiAllowanceError } from "~/server/ai/errors";
import {
  ChatError,
  ChatRenameSchema,
  ChatSendSchema,
  deleteConversation,
  followAnswer,
  getConversation,
  listConversations,
  renameConversation,
  retryLastAnswer,
  sendMessage,
  stopAnswer,
  type AnswerError,
  type AnswerEvent,
  type ChatService,
  type StartedAnswer,
} from "~/server/chat/chat.server";
import { promptMenu } from "~/server/chat/prompt-menu.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { invalid, jsonBody } from "./request-body.server";

export const PromptMenuQuerySchema = z.strictObject({
  q: z
    .string()
    .max(100, "Use at most 100 characters")
    .refine((value) => !value.includes("\u0000"), "Remove the invisible control characters from the search")
    .default(""),
});
/** The largest id a route accepts (PostgreSQL's integer), so a typo is a 400, not a lookup. */
const ID_MAX = 2_147_483_647;
const MessageIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "The message id is a number from 1 to 2147483647")
  .transform(Number)
  .refine((id) => id <= ID_MAX, "The message id is a number from 1 to 2147483647");

/** The English text of a failed answer, for API clients (the chat page shows it in the member's language). */
export const ANSWER_ERROR_TEXT: Record<AnswerError, string> = {
  upstream: "Sorry, there was an error sending your message. Please try again.",
  timeout: "The answer took too long and was stopped. Please try again.",
  empty: "Sorry, I couldn't process your request.",
  stopped: "The answer was stopped before it began.",
  interrupted: "The answer was interrupted. Please try again.",
};
const ANSWER_ERROR_STATUS: Record<AnswerError, 502 | 504 | 409> = {
  upstream: 502,
  timeout: 504,
  empty: 502,
  stopped: 409,
  interrupted: 502,
};

function allowanceRefusal(c: Context, error: AiAllowanceError) {
  const time = error.resetsAt.toISOString().slice(11, 16);
  return c.json(
    {
      error: `You have used your ${error.limit} AI messages for today. They reset at ${time} UTC.`,
      limit: error.limit,
      resetsAt: error.resetsAt.toISOString(),
    },
    429,
  );
}

function refused(c: Context, error: unknown) {
  if (error instanceof AiAllowanceError) return allowanceRefusal(c, error);
  if (error instanceof ChatError) return c.json({ error: error.message }, error.status);
  throw error;
}

const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

/**
 * The Legend chat (issue 14) under /api/v1/chat: 401 without an account, 403 below Legend, 429
 * past the daily allowance. A conversation is only ever its owner's.
 */
export function chatRoutes(database: () => Promise<Database>, members: MemberLookup, ai: () => Ai) {
  const routes = new Hono<{ Variables: { member: CurrentMember } }>();
  const service = (): ChatService => ({ ai: ai(), database });

  const legendOnly = async (c: Context<{ Variables: { member: CurrentMember } }>, next: () => Promise<void>) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (!capabilities(member.viewer).legendTools) return c.json({ error: "The AI chat is part of the Legend plan" }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/chat", legendOnly);
  routes.use("/chat/*", legendOnly);

  /** The answer as JSON when it is complete, or as server-sent events while it is written. */
  async function answer(c: Context<{ Variables: { member: CurrentMember } }>, started: StartedAnswer) {
    const userId = c.get("member").user.id;
    if (wantsStream(c)) {
      return streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: "start", data: JSON.stringify(started) });
        await pipeAnswer(stream, service(), userId, started.messageId);
      });
    }
    const ended = await new Promise<Extract<AnswerEvent, { type: "done" | "error" }>>((resolve, reject) => {
      followAnswer(service(), userId, started.messageId, (event) => {
        if (event.type !== "delta") resolve(event);
      }).catch(reject);
    });
    if (ended.type === "done") return c.json({ response: ended.content, conversationId: started.conversationId, messageId: started.messageId });
    return c.json(
      { error: ANSWER_ERROR_TEXT[ended.error], code: ended.error, conversationId: started.conversationId, messageId: started.messageId },
      ANSWER_ERROR_STATUS[ended.error],
    );
  }

  routes.post("/chat", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = ChatSendSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    try {
      const started = await sendMessage(service(), c.get("member"), input.data, localeFromRequest(c.req.raw));
      return await answer(c, started);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.get("/chat/prompt-menu", async (c) => {
    const query = PromptMenuQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const member = c.get("member");
    return c.json(await promptMenu(await database(), member.viewer, query.data.q, localeFromRequest(c.req.raw)));
  });

  routes.get("/chat/allowance", async (c) => c.json(await allowanceOf(ai(), c.get("member").user.id)));

  routes.get("/chat/conversations", async (c) => {
    const query = ConversationListQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json(await listConversations(await database(), c.get("member").user.id, query.data));
  });

  routes.get("/chat/conversations/:id", async (c) => {
    try {
      return c.json(await getConversation(service(), c.get("member").user.id, c.req.param("id")));
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.patch("/chat/conversations/:id", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = ChatRenameSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    try {
      return c.json(await renameConversation(await database(), c.get("member").user.id, c.req.param("id"), input.data.title));
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.delete("/chat/conversations/:id", async (c) => {
    try {
      await deleteConversation(await database(), c.get("member").user.id, c.req.param("id"));
      return c.body(null, 204);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.post("/chat/conversations/:id/retry", async (c) => {
    try {
      const started = await retryLastAnswer(service(), c.get("member"), c.req.param("id"), localeFromRequest(c.req.raw));
      return await answer(c, started);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.post("/chat/messages/:id/stop", async (c) => {
    const id = MessageIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return invalid(c, id.error);
    if (!stopAnswer(c.get("member").user.id, id.data)) return c.json({ error: "No answer is being written" }, 404);
    return c.body(null, 204);
  });

  routes.get("/chat/messages/:id/stream", async (c) => {
    const id = MessageIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return invalid(c, id.error);
    const userId = c.get("member").user.id;
    // Refuse before the stream starts: someone else's answer is a 404, not an event.
    try {
      const unsubscribe = await followAnswer(service(), userId, id.data, () => {});
      unsubscribe();
    } catch (error) {
      return refused(c, error);
    }
    return streamSSE(c, (stream) => pipeAnswer(stream, service(), userId, id.data));
  });

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
      if (event.type === "delta") void stream.writeSSE({ event: "delta", data: JSON.stringify({ text: event.text }) });
      else if (event.type === "done") void stream.writeSSE({ event: "done", data: JSON.stringify({ content: event.content }) }).then(end);
      else
        void stream
          .writeSSE({ event: "error", data: JSON.stringify({ code: event.error, error: ANSWER_ERROR_TEXT[event.error], content: event.content }) })
          .then(end);
    })
      .then((stop) => {
        unsubscribe = stop;
        if (ended) stop();
      })
      .catch(() => end());
  });
}
