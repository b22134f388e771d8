import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { CLIENT_IP_HEADER, createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { getConfig } from "~/server/config.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createMcpRoutes } from "~/server/mcp/mcp-routes.server";
import { authorizeAgainPath, decideConsent, describeConsent } from "./consent.server";
import { disconnectAssistant, listConnections } from "./connections.server";
import { createOAuthDiscoveryRoutes, PROTECTED_RESOURCE_METADATA_PATH } from "./oauth-routes.server";
import { withNativeClientDefault, withOAuthErrorBody } from "./registration.server";
import { oauthClient, oauthResource } from "./schema";

// OAuth 2.1 for the MCP server (docs/decisions/0007), as an MCP client goes through it — discovery, dynamic
// registration, authorization with PKCE and the member's consent, the token, then /mcp.

let testDb: TestDatabase;
let auth: Auth;
let server: ServerType;
let baseUrl: string;
let member: TestMember;
const publicUrl = getConfig().publicUrl;
const resource = `${publicUrl}/mcp`;
const redirectUri = "http://localhost:33418/callback";

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  const database = async () => testDb.db;
  const app = new Hono()
    .on(["GET", "POST"], "/api/auth/*", async (c) =>
      withOAuthErrorBody(c.req.raw, await auth.handler(await withNativeClientDefault(c.req.raw))),
    )
    .route(
      "/",
      createOAuthDiscoveryRoutes(async () => auth),
    )
    .route("/", createMcpRoutes({ database }))
    .route("/api/v1", createApiV1({ database }));
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  member = await createTestMember(auth, testDb.db);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testDb.close();
});

const base64url = (bytes: Buffer) => bytes.toString("base64url");

// Registration is rate-limited per address (as it should be): one client per name in this file.
const registered = new Map<string, Promise<string>>();
function registerClient(name = "Test Assistant"): Promise<string> {
  let pending = registered.get(name);
  if (!pending) registered.set(name, (pending = register(name)));
  return pending;
}

async function register(name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/oauth2/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    }),
  });
  if (response.status !== 201) throw new Error(`registration: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { client_id: string; client_secret?: string };
  expect(body.client_secret).toBeUndefined();
  return body.client_id;
}

/** Starts an authorization as the member's browser would; returns the consent page's address. */
async function authorize(clientId: string, verifier: string, state = "s-" + randomBytes(4).toString("hex")) {
  const params = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: "openid profile offline_access",
    state,
    code_challenge: base64url(createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    resource,
  });
  const response = await fetch(`${baseUrl}/api/auth/oauth2/authorize?${params}`, {
    headers: { ...bearer(member.sessionToken), accept: "text/html", "sec-fetch-mode": "navigate" },
    redirect: "manual",
  });
  // A browser's navigation gets a 302; fetch (which may not say it navigates) gets the same address as JSON.
  const target =
    response.status === 302
      ? response.headers.get("location")
      : ((await response.json()) as { redirect?: boolean; url?: string }).url;
  if (!target) throw new Error(`authorize: ${response.status}`);
  const location = new URL(target, publicUrl);
  return {
    consentUrl: `${baseUrl}${location.pathname}${location.search}`,
    consentPath: location.pathname,
    state,
  };
}

async function connectWith(token: string): Promise<Client> {
  const client = new Client({ name: "oauth-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

describe("discovery", () => {
  it("an unauthenticated /mcp request points to the protected resource metadata", async () => {
    const response = await fetch(`${baseUrl}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain(
      `resource_metadata="${publicUrl}${PROTECTED_RESOURCE_METADATA_PATH}"`,
    );
  });

  it("the resource and authorization server metadata describe the flow", async () => {
    const resourceMeta = (await (
      await fetch(`${baseUrl}${PROTECTED_RESOURCE_METADATA_PATH}`)
    ).json()) as Record<string, unknown>;
    expect(resourceMeta.resource).toBe(resource);
    expect(resourceMeta.authorization_servers).toEqual([publicUrl]);
    const serverMeta = (await (
      await fetch(`${baseUrl}/.well-known/oauth-authorization-server`)
    ).json()) as Record<string, unknown>;
    expect(serverMeta.issuer).toBe(publicUrl);
    expect(serverMeta.registration_endpoint).toBe(`${publicUrl}/api/auth/oauth2/register`);
    expect(serverMeta.authorization_endpoint).toBe(`${publicUrl}/api/auth/oauth2/authorize`);
    expect(serverMeta.code_challenge_methods_supported).toEqual(["S256"]);
  });
});

describe("authorization code with PKCE and consent", () => {
  it("a member allows an assistant, which then reads the library through /mcp as them", async () => {
    const clientId = await registerClient("Claude");
    const verifier = base64url(randomBytes(32));
    const { consentUrl, consentPath, state } = await authorize(clientId, verifier);
    expect(consentPath).toBe("/oauth/consent");

    const pageRequest = new Request(consentUrl, { headers: bearer(member.sessionToken) });
    const consent = await describeConsent(auth, pageRequest);
    expect(consent).toMatchObject({ clientName: "Claude", redirectHost: "localhost:33418" });
    expect(consent?.scopes).toEqual(["openid", "profile", "offline_access"]);

    const decided = await decideConsent(auth, pageRequest, true, consent!.oauthQuery);
    if (!decided.ok) throw new Error(`consent failed: ${decided.reason}`);
    const back = new URL(decided.redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe(state);
    const code = back.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokenResponse = await fetch(`${baseUrl}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: code!,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
        resource,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in: number;
      token_type: string;
    };
    expect(tokens.token_type.toLowerCase()).toBe("bearer");
    expect(tokens.expires_in).toBeLessThanOrEqual(15 * 60);
    expect(tokens.refresh_token).toBeTruthy();

    const client = await connectWith(tokens.access_token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain("search_prompts");
      const listed = await client.listPrompts();
      expect(listed.prompts.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }

    // The token is for the MCP server only: the JSON API does not take it.
    const api = await fetch(`${baseUrl}/api/v1/me`, { headers: bearer(tokens.access_token) });
    expect(api.status).toBe(401);

    // A code is used once.
    const again = await fetch(`${baseUrl}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: code!,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
        resource,
      }),
    });
    expect(again.status).toBe(400);
  });

  it("a wrong PKCE verifier gets no token", async () => {
    const clientId = await registerClient();
    const { consentUrl } = await authorize(clientId, base64url(randomBytes(32)));
    const pageRequest = new Request(consentUrl, { headers: bearer(member.sessionToken) });
    const consent = await describeConsent(auth, pageRequest);
    const decided = await decideConsent(auth, pageRequest, true, consent!.oauthQuery);
    if (!decided.ok) throw new Error("consent failed");
    const code = new URL(decided.redirectTo).searchParams.get("code")!;
    const response = await fetch(`${baseUrl}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: base64url(randomBytes(32)),
        resource,
      }),
    });
    expect([400, 401]).toContain(response.status);
    expect(((await response.json()) as { access_token?: string }).access_token).toBeUndefined();
  });

  it("refusing sends the member back with access_denied and no code", async () => {
    const clientId = await registerClient("Refuser");
    const { consentUrl, state } = await authorize(clientId, base64url(randomBytes(32)));
    const pageRequest = new Request(consentUrl, { headers: bearer(member.sessionToken) });
    const consent = await describeConsent(auth, pageRequest);
    const decided = await decideConsent(auth, pageRequest, false, consent!.oauthQuery);
    if (!decided.ok) throw new Error("decision failed");
    const back = new URL(decided.redirectTo);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe(state);
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("a consent page whose signed query was altered shows nothing to allow", async () => {
    const clientId = await registerClient("Forger");
    const { consentUrl } = await authorize(clientId, base64url(randomBytes(32)));
    const forged = new URL(consentUrl);
    forged.searchParams.set("scope", "openid profile email offline_access");
    const pageRequest = new Request(forged, { headers: bearer(member.sessionToken) });
    const consent = await describeConsent(auth, pageRequest);
    const decided = await decideConsent(auth, pageRequest, true, consent!.oauthQuery);
    expect(decided).toEqual({ ok: false, reason: "expired" });
  });

  it("an unknown client is refused at the authorization endpoint", async () => {
    const params = new URLSearchParams({
      response_type: "code",
      client_id: "nobody",
      redirect_uri: redirectUri,
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
    });
    const response = await fetch(`${baseUrl}/api/auth/oauth2/authorize?${params}`, {
      headers: bearer(member.sessionToken),
      redirect: "manual",
    });
    expect(response.headers.get("location") ?? "").not.toContain(redirectUri);
  });

  it("client secrets are not stored in plain text and public clients have none", async () => {
    await registerClient("Claude");
    const rows = await testDb.db
      .select({ secret: oauthClient.clientSecret, method: oauthClient.tokenEndpointAuthMethod })
      .from(oauthClient);
    for (const row of rows) expect(row.secret ?? null).toBeNull();
  });
});

/** The whole flow, allowed: the assistant's client id and tokens. */
async function connectAssistant(name: string) {
  const clientId = await registerClient(name);
  const verifier = base64url(randomBytes(32));
  const { consentUrl } = await authorize(clientId, verifier);
  const pageRequest = new Request(consentUrl, { headers: bearer(member.sessionToken) });
  const consent = await describeConsent(auth, pageRequest);
  const decided = await decideConsent(auth, pageRequest, true, consent!.oauthQuery);
  if (!decided.ok) throw new Error("consent failed");
  const code = new URL(decided.redirectTo).searchParams.get("code")!;
  const response = await fetch(`${baseUrl}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
      resource,
    }),
  });
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  return { clientId, tokens };
}

const mcpStatus = async (token: string) =>
  (
    await fetch(`${baseUrl}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...bearer(token),
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    })
  ).status;

describe("connected assistants", () => {
  it("are listed for their member, and disconnecting one ends its tokens at once", async () => {
    const { clientId, tokens } = await connectAssistant("Cursor");
    const connections = await listConnections(testDb.db, member.userId);
    expect(connections.find((connection) => connection.clientId === clientId)).toMatchObject({
      name: "Cursor",
    });
    expect(await mcpStatus(tokens.access_token)).toBe(200);

    const other = await createTestMember(auth, testDb.db);
    expect(await disconnectAssistant(testDb.db, other.userId, clientId)).toBe(false);
    expect(await mcpStatus(tokens.access_token)).toBe(200);

    expect(await disconnectAssistant(testDb.db, member.userId, clientId)).toBe(true);
    expect(
      (await listConnections(testDb.db, member.userId)).some(
        (connection) => connection.clientId === clientId,
      ),
    ).toBe(false);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
    const refreshed = await fetch(`${baseUrl}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: clientId,
        resource,
      }),
    });
    expect(refreshed.ok).toBe(false);
  });
});

describe("refresh tokens", () => {
  const refresh = (refreshToken: string, clientId: string) =>
    fetch(`${baseUrl}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: clientId,
        resource,
      }),
    });

  it("are-good-once-and-a-reused-one-ends-the-whole-chain", async () => {
    const { clientId, tokens } = await connectAssistant("Cursor"); // registered above; its consent was withdrawn there, so it is asked again
    const first = await refresh(tokens.refresh_token, clientId);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string };
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const reused = await refresh(tokens.refresh_token, clientId);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
    // The thief used the old one: the legitimate new one is revoked with it.
    const afterReuse = await refresh(rotated.refresh_token, clientId);
    expect(afterReuse.status).toBe(400);
  });
});

describe("client registration", () => {
  it("answers-its-rate-limit-with-an-oauth-error-body", async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 8 && !limited; attempt++) {
      const response = await fetch(`${baseUrl}/api/auth/oauth2/register`, {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "203.0.113.77" },
        body: JSON.stringify({
          client_name: `Burst ${attempt}`,
          redirect_uris: [redirectUri],
          token_endpoint_auth_method: "none",
        }),
      });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(limited, statuses.join(",")).toBeDefined();
    const body = (await limited!.json()) as Record<string, unknown>;
    expect(body).toEqual({
      error: expect.any(String),
      error_description: expect.stringMatching(/try again/),
    });
  });
});

describe("tokens /mcp refuses", () => {
  it("a session's JWT, a made-up token and an expired-looking one get 401", async () => {
    const jwtResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: bearer(member.sessionToken) });
    const { token: sessionJwt } = (await jwtResponse.json()) as { token: string };
    for (const token of [sessionJwt, "not-a-token", `${sessionJwt.slice(0, -4)}AAAA`]) {
      const response = await fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...bearer(token),
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(response.status).toBe(401);
    }
  });
});

describe("two server processes on one database", () => {
  it("both start their auth at the same moment (one seeds the MCP resource, the other finds it)", async () => {
    const fresh = await createTestDatabase();
    try {
      const [first, second] = [createAuthFor(fresh.db), createAuthFor(fresh.db)];
      await expect(Promise.all([first.$context, second.$context])).resolves.toHaveLength(2);
      const rows = await fresh.db.select({ identifier: oauthResource.identifier }).from(oauthResource);
      expect(rows).toEqual([{ identifier: resource }]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe("the login page's way back", () => {
  it("turns the signed query into the authorization request again, without prompt=login", () => {
    const path = authorizeAgainPath(
      new URL(
        "http://x/login?response_type=code&client_id=c1&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&prompt=login&exp=1&ba_iat=2&sig=abc&lang=pt",
      ),
    );
    expect(path).toBe(
      "/api/auth/oauth2/authorize?response_type=code&client_id=c1&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb",
    );
    expect(authorizeAgainPath(new URL("http://x/login?redirectTo=%2Fprofile"))).toBeNull();
  });
});
