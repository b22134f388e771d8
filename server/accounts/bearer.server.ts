import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from "jose";
import { looksLikeApiKey, verifyApiKey } from "~/server/keys/keys.server";
import type { Auth } from "./auth.server";

/** A refusal is a 401, or a 429 when an API key is over its rate limit (then with a wait). */
export type BearerResult =
  | { ok: true; userId: string; via: "session" | "jwt" | "api-key" }
  | { ok: false; error: string; status?: 401 | 429; retryAfterSeconds?: number };

/** The failure texts the API has always answered, kept word for word: API clients may match on them. */
export const BEARER_ERRORS = {
  invalidSignature: "Invalid JWT signature",
  emptyJwks: "JWKS is empty",
  noMatchingKey: "No matching signing key found in JWKS",
  invalidSession: "Invalid or expired session token",
} as const;

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Verifies a bearer token: a token with no key id, or signed with the
 * symmetric HS256, is checked by asking the auth server for its user (it is a session token);
 * any other is a JWT checked against our published key set. An API key ("prm_…") is checked by
 * the API-key plugin.
 */
export async function verifyBearer(auth: Auth, token: string, issuer: string): Promise<BearerResult> {
  // An API key (docs/decisions/0007): the member's own rights, counted against the key's rate limit.
  if (looksLikeApiKey(token)) {
    const checked = await verifyApiKey(auth, token);
    return checked.ok ? { ok: true, userId: checked.userId, via: "api-key" } : checked;
  }

  let header: { kid?: string; alg?: string } | null = null;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    header = null;
  }

  if (!header || !header.kid || header.alg === "HS256") {
    const session = await auth.api
      .getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) })
      .catch(() => null);
    if (session) return { ok: true, userId: session.user.id, via: "session" };
    return { ok: false, error: header ? BEARER_ERRORS.invalidSignature : BEARER_ERRORS.invalidSession };
  }

  // The auth server's getJwks mints a key when it has none; a stranger's token must not make it.
  const { adapter } = await auth.$context;
  if ((await adapter.count({ model: "jwks" })) === 0) return { ok: false, error: BEARER_ERRORS.emptyJwks };
  const jwks = (await auth.api.getJwks()) as { keys: (JWK & { kid?: string })[] };
  if (!jwks.keys?.length) return { ok: false, error: BEARER_ERRORS.emptyJwks };
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) return { ok: false, error: BEARER_ERRORS.noMatchingKey };
  try {
    const key = await importJWK(jwk, jwk.alg ?? header.alg);
    const { payload } = await jwtVerify(token, key, { issuer, audience: issuer });
    if (typeof payload.sub !== "string" || !payload.sub)
      return { ok: false, error: BEARER_ERRORS.invalidSignature };
    // A JWT lives 15 minutes, but no longer than the session it came from: signed out,
    // or the session revoked or expired, the token is refused at once.
    if (typeof payload.sid !== "string" || !(await sessionIsLive(auth, payload.sid, payload.sub))) {
      return { ok: false, error: BEARER_ERRORS.invalidSession };
    }
    return { ok: true, userId: payload.sub, via: "jwt" };
  } catch {
    return { ok: false, error: BEARER_ERRORS.invalidSignature };
  }
}

async function sessionIsLive(auth: Auth, sessionId: string, userId: string): Promise<boolean> {
  const { adapter } = await auth.$context;
  const session = await adapter.findOne<{ userId: string; expiresAt: Date | string }>({
    model: "session",
    where: [{ field: "id", value: sessionId }],
  });
  return Boolean(session && session.userId === userId && new Date(session.expiresAt).getTime() > Date.now());
}

const verifiedRequests = new WeakMap<Request, { auth: Auth; result: Promise<BearerResult | null> }>();

/**
 * The request's bearer token verified once, however many parts of the request ask (the API's
 * refusal of a bad token, then the member lookup): null when the request carries no token.
 */
export function verifyRequestBearer(
  auth: Auth,
  request: Request,
  issuer: string,
): Promise<BearerResult | null> {
  const known = verifiedRequests.get(request);
  if (known && known.auth === auth) return known.result;
  const token = bearerToken(request);
  const result = token ? verifyBearer(auth, token, issuer) : Promise.resolve(null);
  verifiedRequests.set(request, { auth, result });
  return result;
}
