import { Hono } from "hono";
import type { Auth } from "~/server/accounts/auth.server";

/** Where MCP clients discover how to get a token (RFC 9728 §3, with the resource's path). */
export const PROTECTED_RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource/mcp";

/**
 * OAuth discovery for the MCP server (docs/decisions/0007): the authorization server's metadata (RFC 8414, and
 * OpenID's) and the protected resource's (RFC 9728), answered by Better Auth's provider. The
 * endpoints themselves (register, authorize, token, revoke) live under /api/auth/oauth2/.
 */
export function createOAuthDiscoveryRoutes(auth: () => Promise<Auth>) {
  const routes = new Hono();
  routes.on(
    ["GET", "HEAD"],
    [
      "/.well-known/oauth-authorization-server",
      "/.well-known/openid-configuration",
      "/.well-known/oauth-protected-resource",
      PROTECTED_RESOURCE_METADATA_PATH,
    ],
    async (c) => {
      const response = await (await auth()).handler(c.req.raw);
      if (response.status === 404) return c.json({ error: "Not found" }, 404);
      return response;
    },
  );
  return routes;
}
