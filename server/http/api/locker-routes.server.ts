import { Hono, type Context } from "hono";
import { z } from "zod";
import { LockerCategorySchema, LockerFromLibrarySchema, LockerPromptPatchSchema, LockerPromptSchema, LockerQuerySchema } from "~/core/forms/locker";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  createLockerCategory,
  createLockerPrompt,
  deleteLockerCategory,
  deleteLockerPrompt,
  duplicateLockerPrompt,
  getLockerPrompt,
  listLockerCategories,
  listLockerPrompts,
  listLockerVersions,
  LockerError,
  type LockerPrompt,
  readableLockerPrompts,
  renameLockerCategory,
  saveLibraryPrompt,
  updateLockerPrompt,
} from "~/server/locker/locker.server";
import { exportLockerJson, exportLockerMarkdown, importLocker, ImportError } from "~/server/locker/transfer.server";
import { invalid, jsonBody } from "./request-body.server";

type Env = { Variables: { member: CurrentMember } };

export const ExportQuerySchema = z.strictObject({ format: z.enum(["json", "md"], "format is json or md").default("json") });

function refused(c: Context, error: unknown) {
  if (error instanceof LockerError) return c.json({ error: error.message, code: error.code }, error.status);
  throw error;
}

/**
 * The prompt locker (issue 16) under /api/v1/locker: Legend and admins change it; anyone else's rows
 * are 404. A member who left Legend still reads and exports what they saved (nothing they wrote is
 * lost), with the copies of library prompts their plan no longer opens locked, as the library is.
 */
export function lockerRoutes(database: () => Promise<Database>, members: MemberLookup) {
  const routes = new Hono<Env>();
  const legendOrReading = async (c: Context<Env>, next: () => Promise<void>) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (c.req.method !== "GET" && !capabilities(member.viewer).legendTools) return c.json({ error: "The prompt locker is part of the Legend plan" }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/locker/*", legendOrReading);
  const userId = (c: Context<Env>) => c.get("member").user.id;
  const readable = async (c: Context<Env>, found: LockerPrompt[]) =>
    readableLockerPrompts(await database(), c.get("member").viewer, found, localeFromRequest(c.req.raw));
  const changed = (prompt: LockerPrompt) => ({ ...prompt, locked: false });
  const attempt = async (c: Context<Env>, work: () => Promise<Response>) => {
    try {
      return await work();
    } catch (error) {
      return refused(c, error);
    }
  };

  routes.get("/locker/prompts", async (c) => {
    const query = LockerQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    // One more than asked tells whether another page follows.
    const { limit, offset } = query.data;
    const found = await listLockerPrompts(await database(), userId(c), { ...query.data, limit: limit + 1 });
    return c.json({ items: await readable(c, found.slice(0, limit)), nextOffset: found.length > limit ? offset + limit : null });
  });
  routes.post("/locker/prompts", async (c) => {
    const input = LockerPromptSchema.safeParse((await jsonBody(c)) ?? null);
    if (!input.success) return invalid(c, input.error);
    return attempt(c, async () => c.json({ prompt: changed(await createLockerPrompt(await database(), userId(c), input.data)) }, 201));
  });
  routes.post("/locker/prompts/from-library", async (c) => {
    const input = LockerFromLibrarySchema.safeParse((await jsonBody(c)) ?? null);
    if (!input.success) return invalid(c, input.error);
    const member = c.get("member");
    return attempt(c, async () =>
      c.json({ prompt: changed(await saveLibraryPrompt(await database(), member.viewer, member.user.id, input.data.promptId, localeFromRequest(c.req.raw))) }, 201),
    );
  });
  routes.get("/locker/prompts/:id", (c) =>
    attempt(c, async () => {
      const [prompt] = await readable(c, [await getLockerPrompt(await database(), userId(c), c.req.param("id"))]);
      return c.json({ prompt });
    }),
  );
  routes.patch("/locker/prompts/:id", async (c) => {
    const patch = LockerPromptPatchSchema.safeParse((await jsonBody(c)) ?? null);
    if (!patch.success) return invalid(c, patch.error);
    return attempt(c, async () => c.json({ prompt: changed(await updateLockerPrompt(await database(), userId(c), c.req.param("id"), patch.data)) }));
  });
  routes.delete("/locker/prompts/:id", (c) =>
    attempt(c, async () => {
      await deleteLockerPrompt(await database(), userId(c), c.req.param("id"));
      return c.body(null, 204);
    }),
  );
  routes.post("/locker/prompts/:id/duplicate", (c) =>
    attempt(c, async () =>
      c.json({ prompt: changed(await duplicateLockerPrompt(await database(), userId(c), c.req.param("id"), localeFromRequest(c.req.raw))) }, 201),
    ),
  );
  routes.get("/locker/prompts/:id/versions", (c) =>
    attempt(c, async () => {
      const db = await database();
      const [prompt] = await readable(c, [await getLockerPrompt(db, userId(c), c.req.param("id"))]);
      const items = await listLockerVersions(db, userId(c), c.req.param("id"));
      return c.json({ items: prompt!.locked ? items.map((version) => ({ ...version, content: null })) : items });
    }),
  );

  routes.get("/locker/export", async (c) => {
    const query = ExportQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const day = new Date().toISOString().slice(0, 10);
    const db = await database();
    const markdown = query.data.format === "md";
    const reader = { viewer: c.get("member").viewer, locale: localeFromRequest(c.req.raw) };
    const body = markdown ? await exportLockerMarkdown(db, userId(c), reader) : await exportLockerJson(db, userId(c), reader);
    return c.body(body, 200, {
      "Content-Type": markdown ? "text/markdown; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="promptario-locker-${day}.${markdown ? "md" : "json"}"`,
    });
  });
  routes.post("/locker/import", async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const kind = type === "application/json" ? "json" : type === "text/csv" ? "csv" : null;
    if (!kind) return c.json({ error: "Send the file as application/json (a locker export) or text/csv" }, 400);
    try {
      return c.json(await importLocker(await database(), userId(c), await c.req.text(), kind));
    } catch (error) {
      if (error instanceof ImportError) return c.json({ error: error.message }, 400);
      return refused(c, error);
    }
  });

  routes.get("/locker/categories", async (c) => c.json({ items: await listLockerCategories(await database(), userId(c)) }));
  routes.post("/locker/categories", async (c) => {
    const input = LockerCategorySchema.safeParse((await jsonBody(c)) ?? null);
    if (!input.success) return invalid(c, input.error);
    return attempt(c, async () => c.json({ category: await createLockerCategory(await database(), userId(c), input.data.name) }, 201));
  });
  routes.patch("/locker/categories/:id", async (c) => {
    const input = LockerCategorySchema.safeParse((await jsonBody(c)) ?? null);
    if (!input.success) return invalid(c, input.error);
    return attempt(c, async () => c.json({ category: await renameLockerCategory(await database(), userId(c), c.req.param("id"), input.data.name) }));
  });
  routes.delete("/locker/categories/:id", (c) =>
    attempt(c, async () => {
      await deleteLockerCategory(await database(), userId(c), c.req.param("id"));
      return c.body(null, 204);
    }),
  );

  return routes;
}
