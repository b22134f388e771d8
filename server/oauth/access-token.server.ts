import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from "jose";
import type { Auth } from "~/server/accounts/auth.server";

export type OAuthTokenResult = { ok: true; userId: string; clientId: string | null } | { ok: false };

/**
 * An OAuth access token for the MCP server: a JWT signed with our key set, issued by us and bound
 * to the MCP resource (its audience). A session JWT (audience: the site) or a token for another
 * resource is refused, as is any token after it expires.
 */
export async function verifyMcpAccessToken(
  auth: Auth,
  token: string,
  { issuer, resource }: { issuer: string; resource: string },
): Promise<OAuthTokenResult> {
  let kid: string | undefined;
  let alg: string | undefined;
  try {
    ({ kid, alg } = decodeProtectedHeader(token));
  } catch {
    return { ok: false };
  }
  if (!kid || !alg || alg === "HS256") return { ok: false };
  // getJwks mints a key when there is none; a stranger's token must not make one.
  const { adapter } = await auth.$context;
  if ((await adapter.count({ model: "jwks" })) === 0) return { ok: false };
  const jwks = (await auth.api.getJwks()) as { keys: (JWK & { kid?: string })[] };
  const jwk = jwks.keys?.find((key) => key.kid === kid);
  if (!jwk) return { ok: false };
  try {
    const key = await importJWK(jwk, jwk.alg ?? alg);
    const { payload } = await jwtVerify(token, key, { issuer, audience: resource });
    if (typeof payload.sub !== "string" || !payload.sub) return { ok: false };
    const clientId =
      typeof payload.azp === "string"
        ? payload.azp
        : typeof payload.client_id === "string"
          ? payload.client_id
          : null;
    return { ok: true, userId: payload.sub, clientId };
  } catch {
    return { ok: false };
  }
}
