import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono, type Context } from "hono";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { createAuthFor, getAuth, type Auth } from "~/server/accounts/auth.server";
import { bearerToken, verifyRequestBearer } from "~/server/accounts/bearer.server";
import { createMemberLookup, findMember, getCurrentMember, type CurrentMember, type MemberLookup } from "~/server/accounts/viewer.server";
import { getConfig } from "~/server/config.server";
import { KEY_IN_URL_ERROR, looksLikeApiKey, urlCarriesCredential } from "~/server/keys/keys.server";
import { verifyMcpAccessToken } from "~/server/oauth/access-token.server";
import { isConnected } from "~/server/oauth/connections.server";
import { PROTECTED_RESOURCE_METADATA_PATH } from "~/server/oauth/oauth-routes.server";
import { mcpResourceOf } from "~/server/oauth/rules";
import { createMcpServer } from "./mcp-server.server";

export interface McpRoutesOptions {
  /** the application database by default (tests pass their own) */
  database?: () => Promise<Database>;
}

const KEY_REQUIRED =
  "An API key or OAuth access token is required: send it as Authorization: Bearer <token> (create a key in Settings → API, or connect through OAuth)";

/** A JSON-RPC error answer outside any MCP exchange (before the transport runs). */
function refuse(c: Context, status: 400 | 401 | 405 | 429, message: string) {
  if (status === 401) {
    // RFC 9728 §5.1: where an MCP client finds how to get a token.
    const metadata = mcpResourceOf(getConfig().publicUrl) ? `, resource_metadata="${new URL(PROTECTED_RESOURCE_METADATA_PATH, getConfig().publicUrl)}"` : "";
    c.header("WWW-Authenticate", `Bearer realm="promptario", error="invalid_token"${metadata}`);
  }
  return c.json({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }, status);
}

/**
 * The MCP server at /mcp (issue 20): Streamable HTTP, stateless (every POST carries the API key
 * and gets its answer; there is no server-sent stream to resume), authenticated by an API key.
 */
export function createMcpRoutes({ database = getDb }: McpRoutesOptions = {}) {
  const routes = new Hono();
  let testAuth: Promise<Auth> | undefined;
  const auth = database === getDb ? getAuth : () => (testAuth ??= database().then(createAuthFor));
  const members: MemberLookup =
    database === getDb ? getCurrentMember : createMemberLookup(async () => ({ db: await database(), auth: await auth() }));

  routes.all("/mcp", async (c) => {
    c.header("Cache-Control", "no-store");
    if (urlCarriesCredential(new URL(c.req.url))) return refuse(c, 400, KEY_IN_URL_ERROR);
    const token = bearerToken(c.req.raw);
    if (!token) return refuse(c, 401, KEY_REQUIRED);
    let member: CurrentMember | null = null;
    if (looksLikeApiKey(token)) {
      const verified = await verifyRequestBearer(await auth(), c.req.raw, getConfig().publicUrl);
      if (!verified?.ok) {
        if (verified?.retryAfterSeconds) c.header("Retry-After", String(verified.retryAfterSeconds));
        return refuse(c, verified?.status ?? 401, verified?.error ?? KEY_REQUIRED);
      }
      member = await members(c.req.raw);
    } else {
      // An OAuth access token, bound to this server; a session's JWT is not accepted here.
      const { publicUrl } = getConfig();
      const resource = mcpResourceOf(publicUrl);
      const verified = resource ? await verifyMcpAccessToken(await auth(), token, { issuer: publicUrl, resource }) : { ok: false as const };
      if (!verified.ok) return refuse(c, 401, "Invalid or expired access token");
      // Disconnected in settings: its last token stops working now, not when it expires.
      if (!verified.clientId || !(await isConnected(await database(), verified.userId, verified.clientId))) {
        return refuse(c, 401, "This assistant was disconnected: connect it again");
      }
      member = await findMember(await database(), verified.userId);
    }
    // Stateless: no stream for server-initiated messages, no session to end.
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return refuse(c, 405, "Method not allowed: this MCP server is stateless; send requests with POST");
    }
    if (!member) return refuse(c, 401, KEY_REQUIRED);

    const server = createMcpServer({ db: await database(), member, publicUrl: getConfig().publicUrl });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      void server.close();
    }
  });
  return routes;
}
