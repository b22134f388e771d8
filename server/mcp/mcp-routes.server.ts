import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { getDb } from "~/server/database.server";
import { createAuthFor, getAuth, type Auth } from "~/server/accounts/auth.server";
import { bearerToken, verifyRequestBearer } from "~/server/accounts/bearer.server";
import {
  createMemberLookup,
  findMember,
  getCurrentMember,
  type CurrentMember,
  type MemberLookup,
} from "~/server/accounts/viewer.server";
import { getConfig } from "~/server/config.server";
import { KEY_IN_URL_ERROR, looksLikeApiKey, urlCarriesCredential } from "~/server/keys/keys.server";
import { verifyMcpAccessToken } from "~/server/oauth/access-token.server";
import { isConnected } from "~/server/oauth/connections.server";
import { PROTECTED_RESOURCE_METADATA_PATH } from "~/server/oauth/oauth-routes.server";
import { mcpResourceOf } from "~/server/oauth/rules";
import { appClock, type Clock } from "~/server/jobs/clock.server";
import { createMcpServer } from "./mcp-server.server";

export interface McpRoutesOptions {
  /** the application database by default (tests pass their own) */
  database?: () => Promise<Database>;
  /** the clock releases and early access go by, the API's (tests pass one they move) */
  clock?: Clock;
}

const KEY_REQUIRED =
  "An API key or OAuth access token is required: send it as Authorization: Bearer <token> (create a key in Settings → API, or connect through OAuth)";

/** A JSON-RPC error answer outside any MCP exchange (before the transport runs). */
function refuse(c: Context, status: 400 | 401 | 405 | 429, message: string) {
  if (status === 401) {
    // RFC 9728 §5.1: where an MCP client finds how to get a token.
    const metadata = mcpResourceOf(getConfig().publicUrl)
      ? `, resource_metadata="${new URL(PROTECTED_RESOURCE_METADATA_PATH, getConfig().publicUrl)}"`
      : "";
    c.header("WWW-Authenticate", `Bearer realm="promptario", error="invalid_token"${metadata}`);
  }
  return c.json({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }, status);
}

/**
 * The MCP server at /mcp (docs/decisions/0007): Streamable HTTP, stateless (every POST carries the API key
 * and gets its answer; there is no server-sent stream to resume), authenticated by an API key.
 */
export function createMcpRoutes({ database = getDb, clock = appClock }: McpRoutesOptions = {}) {
  const routes = new Hono();
  let testAuth: Promise<Auth> | undefined;
  const auth = database === getDb ? getAuth : () => (testAuth ??= database().then(createAuthFor));
  const members: MemberLookup =
    database === getDb
      ? getCurrentMember
      : createMemberLookup(async () => ({ db: await database(), auth: await auth() }));

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
      const verified = resource
        ? await verifyMcpAccessToken(await auth(), token, { issuer: publicUrl, resource })
        : { ok: false as const };
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

    const body = await c.req.text();
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(body);
    } catch {
      parsedBody = undefined; // the transport answers a parse error itself
    }
    const malformed = malformedParamsAnswer(parsedBody);
    if (malformed) return c.json(malformed);

    const server = createMcpServer({
      db: await database(),
      member,
      publicUrl: getConfig().publicUrl,
      now: () => clock.now(),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const request = new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body });
      return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
    } finally {
      void server.close();
    }
  });
  return routes;
}

/**
 * The params of the calls that carry arguments, checked before the SDK sees them: its own schemas
 * refuse a non-object as an "internal error" with a validation dump, where a client needs to hear
 * "invalid params" and what to send instead.
 */
const CALL_PARAMS: Record<string, { schema: z.ZodType; message: string }> = {
  "tools/call": {
    schema: z.object({ name: z.string().max(200), arguments: z.record(z.string(), z.unknown()).optional() }),
    message:
      'tools/call needs "name" (a tool\'s name from tools/list) and "arguments" as a JSON object, e.g. {"id": 1}',
  },
  "prompts/get": {
    schema: z.object({ name: z.string().max(200), arguments: z.record(z.string(), z.string()).optional() }),
    message:
      'prompts/get needs "name" (from prompts/list) and "arguments" as a JSON object of strings, e.g. {"product": "a coffee grinder"}',
  },
};

const JsonRpcRequestShape = z.object({
  id: z.union([z.string().max(200), z.number()]),
  method: z.string().max(200),
  params: z.unknown(),
});

function malformedParamsAnswer(body: unknown) {
  const messages = Array.isArray(body) ? body : [body];
  const errors = messages.flatMap((message) => {
    const request = JsonRpcRequestShape.safeParse(message);
    const rule = request.success ? CALL_PARAMS[request.data.method] : undefined;
    if (!request.success || !rule || rule.schema.safeParse(request.data.params).success) return [];
    return [
      {
        jsonrpc: "2.0" as const,
        id: request.data.id,
        error: { code: ErrorCode.InvalidParams, message: rule.message },
      },
    ];
  });
  if (errors.length === 0) return null;
  return Array.isArray(body) ? errors : errors[0]!;
}
