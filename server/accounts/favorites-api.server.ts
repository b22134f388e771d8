import { type Hook } from "@hono/zod-openapi";
import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import {
  type ApiContext,
  createApiRouter,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { ApiErrorSchema } from "~/server/http/api/schemas";
import { FavoriteListSchema, FavoriteResultSchema } from "./favorites-api-schemas";
import {
  addFavorite,
  FavoriteLimitError,
  listFavorites,
  PromptNotFoundError,
  removeFavorite,
} from "./favorites.server";
import type { CurrentMember } from "./viewer.server";

type Env = { Variables: { member: CurrentMember } };

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const UNAUTHENTICATED = error("No session or bearer token.");
const FavoriteParams = z.object({ promptId: IdParamSchema.meta({ description: "The prompt's id." }) });

/** Every favorites operation: tagged, for a member's session or bearer token, with its refusals. */
const favoritesRoute = memberRouteFor("favorites", { 401: UNAUTHENTICATED });

/** A path that names no prompt is a 404, like a prompt that is not there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const favoritesHook: Hook<any, Env, any, any> = (result, c) => {
  if (!result.success) return c.json({ error: "Prompt not found" }, 404);
};

/** GET/PUT/DELETE /api/v1/favorites[/{promptId}]: the caller's own favourites, nobody else's. */
export function favoritesApi({ database, members }: ApiContext) {
  const routes = createApiRouter<Env>(favoritesHook);

  const needsAnAccount = needsMember(members);
  routes.use("/favorites", needsAnAccount);
  routes.use("/favorites/*", needsAnAccount);

  routes.openapi(
    favoritesRoute({
      method: "get",
      path: "/favorites",
      operationId: "listFavorites",
      summary: "The caller's favourite prompts",
      responses: { 200: jsonResponse(FavoriteListSchema, "Newest first.") },
    }),
    async (c) => {
      const favorites = await listFavorites(
        await database(),
        c.get("member").user.id,
        localeFromRequest(c.req.raw),
      );
      return c.json({ favorites }, 200);
    },
  );

  routes.openapi(
    favoritesRoute({
      method: "put",
      path: "/favorites/{promptId}",
      operationId: "addFavorite",
      summary: "Save a prompt as a favourite",
      request: { params: FavoriteParams },
      responses: {
        200: jsonResponse(FavoriteResultSchema, "It is a favourite."),
        403: error("The free plan's limit of favourites is reached (`limit`, `upgradeUrl`)."),
        404: error("No such prompt, or not one the caller may see."),
      },
    }),
    async (c) => {
      const { promptId } = c.req.valid("param");
      try {
        const { added } = await addFavorite(await database(), c.get("member").viewer, promptId);
        return c.json({ promptId, favorite: true, added }, 200);
      } catch (failure) {
        if (failure instanceof FavoriteLimitError) {
          return c.json(
            {
              error: `The free plan keeps at most ${failure.limit} favorites. Upgrade to save more.`,
              limit: failure.limit,
              upgradeUrl: "/pricing",
            },
            403,
          );
        }
        if (failure instanceof PromptNotFoundError) return c.json({ error: "Prompt not found" }, 404);
        throw failure;
      }
    },
  );

  routes.openapi(
    favoritesRoute({
      method: "delete",
      path: "/favorites/{promptId}",
      operationId: "removeFavorite",
      summary: "Remove a prompt from the favourites",
      request: { params: FavoriteParams },
      responses: {
        200: jsonResponse(FavoriteResultSchema, "It is not a favourite."),
        404: error("Not a prompt id."),
      },
    }),
    async (c) => {
      const { promptId } = c.req.valid("param");
      const { removed } = await removeFavorite(await database(), c.get("member").viewer, promptId);
      return c.json({ promptId, favorite: false, removed }, 200);
    },
  );

  return routes;
}
