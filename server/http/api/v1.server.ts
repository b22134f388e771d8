import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { Database } from "~/db/client.server";
import { getDb } from "~/server/database.server";
import { createAuthFor, getAuth } from "~/server/accounts/auth.server";
import { bearerToken, verifyRequestBearer } from "~/server/accounts/bearer.server";
import { createMemberLookup, getCurrentMember, type MemberLookup } from "~/server/accounts/viewer.server";
import { getConfig } from "~/server/config.server";
import { KEY_IN_URL_ERROR, urlCarriesCredential } from "~/server/keys/keys.server";
import { ANONYMOUS, type Viewer } from "~/server/entitlements/entitlements";
import { createAi, getAi, type Ai } from "~/server/ai/ai.server";
import { appClock, type Clock } from "~/server/jobs/clock.server";
import { FEATURES } from "~/server/features.server";
import type { ApiContext } from "~/server/api.server";
import { openApiDocument, openApiRoute } from "./openapi.server";

export interface ApiV1Options {
  /** the database the handlers use; the application database by default (tests pass their own) */
  database?: () => Promise<Database>;
  /** the AI module; by default from the environment (AI_BASE_URL, or the offline assistant) */
  ai?: Ai;
  /** the clock scheduled work goes by (calendar reminders); tests pass one they move */
  clock?: Clock;
}

/** The JSON API under /api/v1 (docs/api.md), described at /api/v1/openapi.json. */
export function createApiV1({ database = getDb, ai, clock = appClock }: ApiV1Options = {}) {
  const api = new OpenAPIHono();
  let defaultAi: Ai | undefined;
  const aiModule = () => ai ?? (database === getDb ? getAi() : (defaultAi ??= createAi({ database })));
  const auth = database === getDb ? getAuth : once(async () => createAuthFor(await database()));
  const members: MemberLookup =
    database === getDb
      ? getCurrentMember
      : createMemberLookup(async () => ({ db: await database(), auth: await auth() }));
  const viewerOf = async (request: Request): Promise<Viewer> => (await members(request))?.viewer ?? ANONYMOUS;

  // A credential in the URL ends up in logs and browser history: refused, never read.
  api.use(async (c, next) => {
    if (urlCarriesCredential(new URL(c.req.url))) return c.json({ error: KEY_IN_URL_ERROR }, 400);
    return next();
  });

  // A bearer token that does not verify is refused outright, with the reason; an API key
  // over its rate limit gets a 429 and when to try again.
  api.use(async (c, next) => {
    if (bearerToken(c.req.raw)) {
      const result = await verifyRequestBearer(await auth(), c.req.raw, getConfig().publicUrl);
      if (result && !result.ok) {
        if (result.retryAfterSeconds) c.header("Retry-After", String(result.retryAfterSeconds));
        return c.json({ error: result.error }, result.status ?? 401);
      }
    }
    return next();
  });

  // Answers depend on who asks; only a route that knows better (categories) may be cached.
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  const context: ApiContext = { database, members, viewerOf, ai: aiModule, clock };
  for (const feature of FEATURES) if (feature.api) api.route(feature.api.base, feature.api.routes(context));
  api.openapi(openApiRoute, (c) =>
    c.json(
      openApiDocument(
        api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Promptário API", version: "1" } }),
      ),
      200,
    ),
  );

  api.notFound((c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    // A body that is not JSON, or another refusal the framework raised before a handler ran.
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message || "Invalid request";
      return c.json({ error: message, issues: [{ path: [], message }] }, error.status);
    }
    console.error(
      "API request failed:",
      c.req.method,
      c.req.path,
      error instanceof Error ? error.message : error,
    );
    return c.json({ error: "Something went wrong on our side; try again" }, 500);
  });
  return api;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
