import type { Auth } from "~/server/accounts/auth.server";
import { getConfig } from "~/server/config.server";
import { OAUTH_SCOPES } from "./rules";

/** The member's credentials (cookie or bearer session token) and our own origin, nothing else. */
function consentHeaders(request: Request): Headers {
  const headers = new Headers({ "content-type": "application/json", origin: getConfig().publicUrl });
  for (const name of ["cookie", "authorization", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** What the consent page shows: which assistant asks, where it sends the member back, for what. */
export interface ConsentRequest {
  clientName: string;
  /** the host of the client's own site, when it gave one */
  clientHost: string | null;
  /** where the member returns after deciding */
  redirectHost: string;
  scopes: OAuthScope[];
  /** the signed authorization query, handed back with the decision */
  oauthQuery: string;
}

const isScope = (value: string): value is OAuthScope => (OAUTH_SCOPES as readonly string[]).includes(value);

function hostOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.host || url.protocol.replace(/:$/, "");
  } catch {
    return null;
  }
}

/** The signed query the authorization server put on the consent page's address, or null. */
export function signedOAuthQuery(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  params.delete("lang");
  if (!params.get("sig") || !params.get("client_id")) return null;
  return params.toString();
}

/**
 * The consent request behind the page's address, for the signed-in member whose request this is;
 * null when the address carries no valid authorization request or the assistant is unknown.
 */
export async function describeConsent(auth: Auth, request: Request): Promise<ConsentRequest | null> {
  const url = new URL(request.url);
  const oauthQuery = signedOAuthQuery(url);
  if (!oauthQuery) return null;
  const params = new URLSearchParams(oauthQuery);
  const clientId = params.get("client_id") ?? "";
  const redirectHost = hostOf(params.get("redirect_uri"));
  if (!redirectHost) return null;
  const client = (await auth.api
    .getOAuthClientPublic({ query: { client_id: clientId }, headers: request.headers })
    .catch(() => null)) as { client_name?: unknown; client_uri?: unknown } | null;
  if (!client) return null;
  const name =
    typeof client.client_name === "string" && client.client_name.trim()
      ? client.client_name.trim().slice(0, 80)
      : null;
  const scopes = (params.get("scope") ?? "").split(/\s+/).filter(isScope);
  return {
    clientName: name ?? redirectHost,
    clientHost: hostOf(client.client_uri),
    redirectHost,
    scopes,
    oauthQuery,
  };
}

export type ConsentDecision = { ok: true; redirectTo: string } | { ok: false; reason: "expired" | "failed" };

/** Allows or refuses the assistant; on success, the address to send the member back to. */
export async function decideConsent(
  auth: Auth,
  request: Request,
  accept: boolean,
  oauthQuery: string,
): Promise<ConsentDecision> {
  try {
    // The provider resumes the authorization from the request itself, so it goes through the handler.
    const response = await auth.handler(
      new Request(new URL("/api/auth/oauth2/consent", getConfig().publicUrl), {
        method: "POST",
        headers: consentHeaders(request),
        body: JSON.stringify({ accept, oauth_query: oauthQuery }),
      }),
    );
    const result = (await response.json().catch(() => ({}))) as {
      redirect_uri?: string;
      url?: string;
      error?: string;
    };
    if (!response.ok)
      return { ok: false, reason: result.error === "invalid_signature" ? "expired" : "failed" };
    const redirectTo = result.redirect_uri ?? result.url;
    return redirectTo ? { ok: true, redirectTo } : { ok: false, reason: "failed" };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/**
 * The login page's way back into an authorization request: the authorization server sent the
 * visitor to /login with its signed query; once signed in, the same request starts again.
 */
export function authorizeAgainPath(loginUrl: URL): string | null {
  const params = new URLSearchParams(loginUrl.search);
  if (!params.get("sig") || !params.get("client_id") || !params.get("response_type")) return null;
  for (const key of [...params.keys()]) {
    if (key === "sig" || key === "exp" || key === "lang" || key === "redirectTo" || key.startsWith("ba_"))
      params.delete(key);
  }
  // Signed in just now: asking to sign in again, or for a fresher sign-in, would loop.
  if (params.get("prompt") === "login") params.delete("prompt");
  params.delete("max_age");
  return `/api/auth/oauth2/authorize?${params.toString()}`;
}
