import { Hono } from "hono";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import {
  addFavorite,
  FavoriteLimitError,
  listFavorites,
  PromptNotFoundError,
  removeFavorite,
} from "~/server/accounts/favorites.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";


/** GET/PUT/DELETE /api/v1/favorites[/:promptId]: the caller's own favourites, nobody else's. */
export function favoritesRoutes(database: () => Promise<Database>, members: MemberLookup) {
  const routes = new Hono();

  routes.use("/favorites/*", async (c, next) => {
    if (!(await members(c.req.raw))) return c.json({ error: "Authentication required" }, 401);
    return next();
  });
  routes.use("/favorites", async (c, next) => {
    if (!(await members(c.req.raw))) return c.json({ error: "Authentication required" }, 401);
    return next();
  });

  routes.get("/favorites", async (c) => {
    const member = (await members(c.req.raw))!;
    const favorites = await listFavorites(await database(), member.user.id, localeFromRequest(c.req.raw));
    return c.json({ favorites });
  });

  routes.put("/favorites/:promptId", async (c) => {
    const member = (await members(c.req.raw))!;
    const id = IdParamSchema.safeParse(c.req.param("promptId"));
    if (!id.success) return c.json({ error: "Prompt not found" }, 404);
    try {
      const { added } = await addFavorite(await database(), member.viewer, id.data);
      return c.json({ promptId: id.data, favorite: true, added });
    } catch (error) {
      if (error instanceof FavoriteLimitError) {
        return c.json(
          { error: `The free plan keeps at most ${error.limit} favorites. Upgrade to save more.`, limit: error.limit, upgradeUrl: "/pricing" },
          403,
        );
      }
      if (error instanceof PromptNotFoundError) return c.json({ error: "Prompt not found" }, 404);
      throw error;
    }
  });

  routes.delete("/favorites/:promptId", async (c) => {
    const member = (await members(c.req.raw))!;
    const id = IdParamSchema.safeParse(c.req.param("promptId"));
    if (!id.success) return c.json({ error: "Prompt not found" }, 404);
    const { removed } = await removeFavorite(await database(), member.viewer, id.data);
    return c.json({ promptId: id.data, favorite: false, removed });
  });

  return routes;
}
