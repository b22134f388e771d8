import { Hono, type Context } from "hono";
import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { MemberPromptPatchSchema, MemberPromptSchema } from "~/core/forms/prompt";
import { memberPromptsEn } from "~/core/messages/member-prompts.en";
import type { Database } from "~/db/client.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  listMyPrompts,
  MemberPromptError,
  updateMemberPrompt,
} from "~/server/prompts/member-prompts.server";
import { jsonBody } from "./request-body.server";

export const MyPromptsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The English text of a form message, for API clients (the page shows it in the reader's language). */
const english = (message: string) => memberPromptsEn[message as keyof typeof memberPromptsEn] ?? message;

function invalid(c: Context, error: z.ZodError) {
  return c.json(
    {
      error: "The prompt is not valid",
      issues: error.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
        message: english(issue.message),
      })),
    },
    400,
  );
}

function refused(c: Context, error: unknown) {
  if (error instanceof MemberPromptError) return c.json({ error: error.message }, error.status);
  throw error;
}

/**
 * A member's own prompts (issue 13): POST /prompts, PATCH and DELETE /prompts/:id, GET /me/prompts.
 * Reading one prompt stays with the catalogue (GET /prompts/:id), which applies the same visibility.
 */
export function memberPromptsRoutes(database: () => Promise<Database>, members: MemberLookup) {
  const routes = new Hono();

  // Writing needs an account; reading a prompt stays with the catalogue routes.
  const writesNeedAnAccount = async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (!(await members(c.req.raw))) return c.json({ error: "Authentication required" }, 401);
    return next();
  };
  routes.use("/prompts", writesNeedAnAccount);
  routes.use("/prompts/:id", writesNeedAnAccount);
  routes.use("/me/*", async (c, next) => {
    if (!(await members(c.req.raw))) return c.json({ error: "Authentication required" }, 401);
    return next();
  });

  routes.post("/prompts", async (c) => {
    const member = (await members(c.req.raw))!;
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = MemberPromptSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    try {
      const prompt = await createMemberPrompt(await database(), member.viewer, input.data);
      c.header("Location", `/api/v1/prompts/${prompt.id}`);
      return c.json({ prompt }, 201);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.patch("/prompts/:id", async (c) => {
    const member = (await members(c.req.raw))!;
    const id = IdParamSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Prompt not found" }, 404);
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const patch = MemberPromptPatchSchema.safeParse(body);
    if (!patch.success) return invalid(c, patch.error);
    try {
      return c.json({ prompt: await updateMemberPrompt(await database(), member.viewer, id.data, patch.data) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.delete("/prompts/:id", async (c) => {
    const member = (await members(c.req.raw))!;
    const id = IdParamSchema.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Prompt not found" }, 404);
    try {
      await deleteMemberPrompt(await database(), member.viewer, id.data);
      return c.body(null, 204);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.get("/me/prompts", async (c) => {
    const member = (await members(c.req.raw))!;
    const query = MyPromptsQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json(await listMyPrompts(await database(), member.user.id, query.data));
  });

  return routes;
}
