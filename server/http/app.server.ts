import fs from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { closeDatabase, getDb, pingDatabase } from "~/server/database.server";
import { catalogVersion, onCatalogChange } from "~/server/catalog/changes.server";
import { getConfig } from "~/server/config.server";
import { CLIENT_IP_HEADER, getAuth } from "~/server/accounts/auth.server";
import { appClock } from "~/server/jobs/clock.server";
import { ensureDigestSweep } from "~/server/digest/digest.server";
import { startJobWorker } from "~/server/jobs/jobs.server";
import { startMailWorker } from "~/server/mail/mail.server";
import { createMcpRoutes } from "~/server/mcp/mcp-routes.server";
import { createOAuthDiscoveryRoutes } from "~/server/oauth/oauth-routes.server";
import { withNativeClientDefault, withOAuthErrorBody } from "~/server/oauth/registration.server";
import { createApiV1 } from "./api/v1.server";
import { createDevBillingRoutes } from "./dev-billing.server";
import { createCalendarFeedRoutes } from "./calendar-feed.server";
import { createDevClockRoutes } from "./dev-clock.server";
import { createDevRoutes } from "./dev.server";
import { jobHandlers } from "./job-handlers.server";
import { clientAddress } from "./client-address.server";
import { refuseCrossSiteRequests } from "./cross-site.server";
import { publicOrigin, requestLimits, strictTransportSecurity, withPublicOrigin } from "./edge.server";
import { createPageCache } from "./page-cache.server";
import { NON_HTML_CSP, SECURITY_HEADERS } from "./security-headers";
import { withTimeout } from "~/core/timeout";
import { endSupportStreams } from "~/server/support/live.server";

export interface HttpAppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** the built client assets; dev mode serves them through Vite instead */
  staticRoot?: string;
  /** how /healthz reaches the database; the application database by default */
  ping?: () => Promise<void>;
}

const HEALTH_TIMEOUT_MS = 2_000;
const IMMUTABLE = "public, max-age=31536000, immutable";

export function createHttpApp({ build, mode, staticRoot, ping = pingDatabase }: HttpAppOptions) {
  const config = getConfig();
  if (config.mode === "production" && !config.databaseUrl) {
    console.warn("Warning: production mode is running on the embedded database (PGlite). Set DATABASE_URL.");
  }

  const app = new Hono();
  const hsts = strictTransportSecurity(config);
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (hsts) c.res.headers.set("Strict-Transport-Security", hsts);
    if (!c.res.headers.has("Content-Security-Policy"))
      c.res.headers.set("Content-Security-Policy", NON_HTML_CSP);
  });
  app.use(requestLimits());

  app.get("/healthz", async (c) => {
    try {
      await withTimeout(ping(), HEALTH_TIMEOUT_MS);
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.use(refuseCrossSiteRequests(["/api/v1/webhooks/"]));

  // Better Auth, with the client's address in a header only we set (rate limits need it).
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // API keys are managed in settings, where their rules apply (server/keys/rules.ts: a name, at most 20 keys,
    // a session and not a key): the plugin's own HTTP endpoints stay closed.
    if (c.req.path.startsWith("/api/auth/api-key/")) return c.json({ error: "Not found" }, 404);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    const auth = await getAuth();
    return withOAuthErrorBody(
      c.req.raw,
      await auth.handler(await withNativeClientDefault(new Request(c.req.raw, { headers }))),
    );
  });
  app.route("/", createOAuthDiscoveryRoutes(getAuth));
  app.get("/.well-known/jwks.json", async (c) => {
    const auth = await getAuth();
    const jwks = await auth.api.getJwks();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(jwks);
  });

  app.route("/api/v1", createApiV1());
  app.route("/", createMcpRoutes());
  if (config.mode === "local") {
    app.route("/", createDevRoutes(getDb));
    app.route("/", createDevBillingRoutes(getDb));
    app.route("/", createDevClockRoutes(getDb, appClock, jobHandlers()));
  }
  app.route("/", createCalendarFeedRoutes(getDb, appClock));
  // After every API mount: an unknown API path is JSON, not the HTML not-found page.
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (staticRoot) {
    // File names under /assets carry a content hash, so they never change.
    app.use(
      "/assets/*",
      serveStatic({ root: staticRoot, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
    );
    // The build's other files (the favicon, the illustrations), each mounted by name: a page's
    // address is not first looked for on disk.
    const hourly = serveStatic({
      root: staticRoot,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    for (const entry of fs.readdirSync(staticRoot, { withFileTypes: true })) {
      if (entry.name !== "assets")
        app.use(entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`, hourly);
    }
  }

  if (mode === "production") {
    // Public pages rendered for anonymous visitors are served again for 10 s, or until an edit of
    // the catalogue: in this process, or in any other one when REDIS_URL shares the catalogue's version.
    const pageCache = createPageCache({ version: catalogVersion });
    onCatalogChange(pageCache.clear);
    app.use("*", pageCache.middleware);
  }

  const handleRequest = createRequestHandler(build, mode);
  app.all("*", (c) => handleRequest(withoutBearer(c.req.raw), { clientAddress: clientAddress(c) }));

  // Everything downstream, React Router's origin check included, sees the address the browser used
  // (PUBLIC_URL, or the proxy's forwarded headers with TRUST_PROXY), not the proxy's hop to Node.
  const edge = new Hono();
  edge.all("*", (c) => app.fetch(withPublicOrigin(c.req.raw, publicOrigin(c.req.raw, config)), c.env));
  return edge;
}

/**
 * Pages and their actions belong to the browser's session cookie: a bearer token (an API key, a
 * session JWT, an OAuth token) opens the JSON API and /mcp, never a page, so a leaked key cannot
 * delete the account, manage keys or change settings through a page's form action.
 */
function withoutBearer(request: Request): Request {
  if (!request.headers.has("authorization")) return request;
  const headers = new Headers(request.headers);
  headers.delete("authorization");
  return new Request(request, { headers });
}

let stopMailWorker: (() => void) | undefined;
let stopJobWorker: (() => void) | undefined;

/**
 * Opens the database (migrations, then the seed) so the first request does not wait for it, starts
 * retrying mail that could not be delivered at once, and runs scheduled jobs (reminders) when due.
 */
export async function prepareHttpApp(): Promise<void> {
  await ensureDigestSweep(await getDb(), appClock.now());
  stopMailWorker ??= startMailWorker(getDb);
  stopJobWorker ??= startJobWorker(getDb, jobHandlers(), { clock: appClock });
}

/**
 * Ends the live streams (chat support) so a stopping server is not held open by them; each browser
 * opens its next stream on another process.
 */
export function endLiveStreams(): void {
  endSupportStreams();
}

export async function shutdownHttpApp(): Promise<void> {
  stopMailWorker?.();
  stopMailWorker = undefined;
  stopJobWorker?.();
  stopJobWorker = undefined;
  await closeDatabase();
}
