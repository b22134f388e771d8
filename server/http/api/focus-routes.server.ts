import { Hono, type Context } from "hono";
import { FocusHistoryQuerySchema, FocusPatchSchema, FocusStartSchema } from "~/core/forms/focus";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import type { Ai } from "~/server/ai/ai.server";
import { AiAllowanceError, AiError } from "~/server/ai/errors";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  currentFocusSession,
  endFocusSession,
  FocusError,
  focusHistory,
  getFocusSession,
  startFocusSession,
  updateFocusSession,
} from "~/server/focus/focus.server";
import { PromptMenuQuerySchema } from "~/server/chat/api-schemas";
import { ANSWER_ERROR_TEXT } from "~/server/chat/chat.server";
import { promptMenu } from "~/server/chat/prompt-menu.server";
import { recommendFocus } from "~/server/focus/recommendation.server";
import { invalid, jsonBody } from "./request-body.server";

type Env = { Variables: { member: CurrentMember } };

function refused(c: Context, error: unknown) {
  if (error instanceof FocusError) return c.json({ error: error.message, code: error.code }, error.status);
  if (error instanceof AiAllowanceError) {
    return c.json(
      {
        error: `You have used your ${error.limit} AI messages for today. They reset at ${error.resetsAt.toISOString().slice(11, 16)} UTC.`,
        limit: error.limit,
        resetsAt: error.resetsAt.toISOString(),
      },
      429,
    );
  }
  if (error instanceof AiError) {
    const failure = error.failure === "stopped" ? "upstream" : error.failure;
    return c.json({ error: ANSWER_ERROR_TEXT[failure], code: failure }, failure === "timeout" ? 504 : 502);
  }
  throw error;
}

/**
 * Focus mode under /api/v1/focus: 401 without an account, 403 on the free plan. Saves
 * carry the version the client last saw; an older one is a 409, never applied.
 */
export function focusRoutes(database: () => Promise<Database>, members: MemberLookup, ai: () => Ai) {
  const routes = new Hono<Env>();
  const focusMembers = async (c: Context<Env>, next: () => Promise<void>) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (!capabilities(member.viewer).focusMode) return c.json({ error: "Focus mode is part of the Creator and Legend plans" }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/focus", focusMembers);
  routes.use("/focus/*", focusMembers);
  const userId = (c: Context<Env>) => c.get("member").user.id;

  routes.get("/focus/current", async (c) => c.json({ session: await currentFocusSession(await database(), userId(c)) }));
  routes.get("/focus/history", async (c) => {
    const query = FocusHistoryQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json(await focusHistory(await database(), userId(c), query.data));
  });
  routes.get("/focus/prompt-menu", async (c) => {
    const query = PromptMenuQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const member = c.get("member");
    return c.json(await promptMenu(await database(), member.viewer, query.data.q, localeFromRequest(c.req.raw)));
  });

  routes.post("/focus", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = FocusStartSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    return c.json({ session: await startFocusSession(await database(), userId(c), input.data.title) }, 201);
  });

  routes.get("/focus/:id", async (c) => {
    try {
      return c.json({ session: await getFocusSession(await database(), userId(c), c.req.param("id")) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.patch("/focus/:id", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const patch = FocusPatchSchema.safeParse(body);
    if (!patch.success) return invalid(c, patch.error);
    try {
      return c.json({ session: await updateFocusSession(await database(), userId(c), c.req.param("id"), patch.data) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.post("/focus/:id/end", async (c) => {
    try {
      return c.json({ session: await endFocusSession(await database(), userId(c), c.req.param("id")) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.post("/focus/:id/recommendation", async (c) => {
    try {
      return c.json({ reply: await recommendFocus(ai(), c.get("member"), c.req.param("id"), localeFromRequest(c.req.raw)) });
    } catch (error) {
      return refused(c, error);
    }
  });

  return routes;
}
