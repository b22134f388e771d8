import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import {
  AdminPromptFilterSchema,
  AssignAdminSchema,
  AuditFilterSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  MessageFilterSchema,
  PromptUpdateSchema,
  SetRoleSchema,
  SetTierSchema,
  SubscriberSearchSchema,
} from "~/server/admin/admin-schemas";
import { AdminError, adminActor, type AdminActor } from "~/server/admin/actor.server";
import { adminOverview } from "~/server/admin/overview.server";
import { assignAdminById, searchSubscribers, setSubscriberTier, setUserRole } from "~/server/admin/users.server";
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from "~/server/admin/categories.server";
import { deletePrompt, getAdminPrompt, listAdminPrompts, updatePrompt } from "~/server/admin/prompts.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { listMessages, markMessageHandled } from "~/server/admin/messages.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";

type Env = { Variables: { actor: AdminActor } };

const PromptIdParam = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);
const MessageIdParam = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);

/** Answers 400 with every problem named, in the shape the rest of the API uses. */
function invalid(c: Context, error: z.ZodError, extra: { code?: string } = {}) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
    message: issue.message,
  }));
  return c.json({ error: [...new Set(issues.map((issue) => issue.message))].join("; ") || "Invalid request", ...extra, issues }, 400);
}

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/**
 * /api/v1/admin/*: the admin dashboard's operations for scripts (issue 6). Every request re-checks
 * the admin role: 401 without a session or bearer token, 403 for anyone who is not an admin.
 */
export function adminRoutes(database: () => Promise<Database>, members: MemberLookup) {
  const routes = new Hono<Env>();

  routes.use("*", async (c, next) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    const actor = adminActor(member);
    if (!actor) return c.json({ error: "Admin role required" }, 403);
    c.set("actor", actor);
    return next();
  });

  routes.onError((error, c) => {
    if (error instanceof AdminError) return c.json({ error: error.message, code: error.code }, error.status);
    throw error;
  });

  routes.get("/overview", async (c) => c.json(await adminOverview(await database())));

  routes.get("/users", async (c) => {
    const query = SubscriberSearchSchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json({ users: await searchSubscribers(await database(), query.data.q) });
  });

  routes.put("/users/:id/subscription", async (c) => {
    const body = SetTierSchema.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, body.error);
    const user = await setSubscriberTier(await database(), c.get("actor"), c.req.param("id"), body.data.tier);
    return c.json({ user });
  });

  routes.put("/users/:id/role", async (c) => {
    const body = SetRoleSchema.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, body.error);
    const user = await setUserRole(await database(), c.get("actor"), c.req.param("id"), body.data.role);
    return c.json({ user });
  });

  routes.post("/admins", async (c) => {
    const body = AssignAdminSchema.safeParse((await jsonBody(c)) ?? {});
    if (!body.success) return invalid(c, body.error, { code: "please_enter_user_id" });
    const user = await assignAdminById(await database(), c.get("actor"), body.data.userId);
    return c.json({ user, message: "Admin role assigned" }, 201);
  });

  routes.get("/prompts", async (c) => {
    const query = AdminPromptFilterSchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json(await listAdminPrompts(await database(), query.data));
  });

  routes.get("/prompts/:id", async (c) => {
    const id = PromptIdParam.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Prompt not found", code: "prompt_not_found" }, 404);
    return c.json({ prompt: await getAdminPrompt(await database(), id.data) });
  });

  routes.patch("/prompts/:id", async (c) => {
    const id = PromptIdParam.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Prompt not found", code: "prompt_not_found" }, 404);
    const body = PromptUpdateSchema.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, body.error);
    return c.json({ prompt: await updatePrompt(await database(), c.get("actor"), id.data, body.data) });
  });

  routes.delete("/prompts/:id", async (c) => {
    const id = PromptIdParam.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Prompt not found", code: "prompt_not_found" }, 404);
    await deletePrompt(await database(), c.get("actor"), id.data);
    return c.json({ deleted: true, id: id.data });
  });

  routes.get("/categories", async (c) => c.json({ categories: await listAdminCategories(await database()) }));

  routes.post("/categories", async (c) => {
    const body = CategoryCreateSchema.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, body.error);
    return c.json({ category: await createCategory(await database(), c.get("actor"), body.data) }, 201);
  });

  routes.patch("/categories/:id", async (c) => {
    const body = CategoryUpdateSchema.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, body.error);
    return c.json({ category: await updateCategory(await database(), c.get("actor"), c.req.param("id"), body.data) });
  });

  routes.delete("/categories/:id", async (c) => {
    await deleteCategory(await database(), c.get("actor"), c.req.param("id"));
    return c.json({ deleted: true, id: c.req.param("id") });
  });

  routes.get("/messages", async (c) => {
    const query = MessageFilterSchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const { items, total } = await listMessages(await database(), query.data);
    return c.json({
      total,
      messages: items.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        handledAt: item.handledAt?.toISOString() ?? null,
      })),
    });
  });

  routes.post("/messages/:id/handled", async (c) => {
    const id = MessageIdParam.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "Message not found", code: "message_not_found" }, 404);
    await markMessageHandled(await database(), c.get("actor"), id.data);
    return c.json({ id: id.data, status: "handled" });
  });

  routes.get("/audit", async (c) => {
    const query = AuditFilterSchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const { items, total } = await listAuditLog(await database(), query.data);
    return c.json({ total, entries: items });
  });

  return routes;
}
