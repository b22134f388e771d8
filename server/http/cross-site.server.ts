import type { MiddlewareHandler } from "hono";
import { getConfig } from "~/server/config.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that another site's page sent: the Origin must be ours, and
 * without an Origin the browser's Sec-Fetch-Site must not say cross-site. Webhooks (signed
 * server-to-server calls) are exempt; so are clients that send neither header (scripts with a token).
 */
export function refuseCrossSiteRequests(exemptPrefixes: string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      return next();
    }
    const origin = c.req.header("origin");
    const allowed = new Set([getConfig().publicUrl, new URL(c.req.url).origin]);
    const crossSite = origin
      ? origin === "null" || !allowed.has(origin)
      : c.req.header("sec-fetch-site") === "cross-site";
    if (crossSite) {
      return c.json({ error: "Cross-site requests are not allowed" }, 403);
    }
    return next();
  };
}
