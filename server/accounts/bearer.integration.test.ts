import { Hono } from "hono";
import { base64url, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { getConfig } from "~/server/config.server";
import { createAuthFor, type Auth } from "./auth.server";
import { BEARER_ERRORS } from "./bearer.server";
import { addFavorite } from "./favorites.server";
import { jwks } from "./schema";
import { bearer, createTestMember, type TestMember } from "./testing.server";

// A token without a key id, or signed with the symmetric algorithm, is a session token and
// is checked by asking the auth server; any other is a JWT checked against our published key set.

async function getFavorites(app: Hono, token: string) {
  const response = await app.request("/api/v1/favorites?lang=en", { headers: bearer(token) });
  return {
    status: response.status,
    body: (await response.json()) as { favorites?: { id: number }[]; error?: string },
  };
}

/** A JWT shaped like ours (issuer, audience, subject), signed with whatever key the test gives. */
function jwtFor(userId: string) {
  const { publicUrl } = getConfig();
  return new SignJWT({ email: "someone@example.com" })
    .setSubject(userId)
    .setIssuer(publicUrl)
    .setAudience(publicUrl)
    .setIssuedAt()
    .setExpirationTime("15m");
}

describe("a bearer token on /api/v1", () => {
  let testDb: TestDatabase;
  let auth: Auth;
  let app: Hono;
  let member: TestMember;
  let jwt: string;
  let ourKid: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    auth = createAuthFor(testDb.db);
    app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
    member = await createTestMember(auth, testDb.db);
    await addFavorite(testDb.db, { kind: "member", userId: member.userId, tier: "free", isAdmin: false }, 3);
    ({ token: jwt } = await auth.api.getToken({ headers: new Headers(bearer(member.sessionToken)) }));
    ourKid = decodeProtectedHeader(jwt).kid!;
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("accepts the session token from sign-in and answers with that member's favourites", async () => {
    const { status, body } = await getFavorites(app, member.sessionToken);
    expect(status).toBe(200);
    expect(body.favorites?.map((favorite) => favorite.id)).toEqual([3]);
  });

  it("accepts a JWT the auth server issued, verified against our key set", async () => {
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "EdDSA", kid: expect.any(String) });
    const { status, body } = await getFavorites(app, jwt);
    expect(status).toBe(200);
    expect(body.favorites?.map((favorite) => favorite.id)).toEqual([3]);
  });

  it("refuses an HS256 token with 'Invalid JWT signature'", async () => {
    const token = await jwtFor(member.userId)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("any-secret-a-client-might-try-to-use"));
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSignature },
    });
  });

  it("refuses an HS256 token keyed with our public key under our kid (algorithm confusion)", async () => {
    const published = (await auth.api.getJwks()) as { keys: { kid: string; x: string }[] };
    const ourKey = published.keys.find((key) => key.kid === ourKid)!;
    const token = await jwtFor(member.userId)
      .setProtectedHeader({ alg: "HS256", kid: ourKid })
      .sign(base64url.decode(ourKey.x));
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSignature },
    });
  });

  it("refuses a JWT whose kid is not in our key set with 'No matching signing key found in JWKS'", async () => {
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const token = await jwtFor(member.userId)
      .setProtectedHeader({ alg: "EdDSA", kid: "a-key-we-never-published" })
      .sign(privateKey);
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.noMatchingKey },
    });
  });

  it("refuses a JWT under our kid but signed by another key with 'Invalid JWT signature'", async () => {
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const token = await jwtFor(member.userId)
      .setProtectedHeader({ alg: "EdDSA", kid: ourKid })
      .sign(privateKey);
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSignature },
    });
  });

  it("refuses an expired JWT signed with our own key", async () => {
    const { token } = await auth.api.signJWT({
      body: { payload: { sub: member.userId, exp: Math.floor(Date.now() / 1000) - 60 } },
    });
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSignature },
    });
  });

  it.each([
    ["garbage", "not-a-token-at-all"],
    ["a made-up session token", "AbCdEfGhIjKlMnOpQrStUvWxYz012345"],
    ["a three-part token that is not JSON", "abc.def.ghi"],
  ])("refuses %s with 'Invalid or expired session token'", async (_name, token) => {
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSession },
    });
  });

  it("refuses a session token after the member signed out", async () => {
    const other = await createTestMember(auth, testDb.db);
    expect((await getFavorites(app, other.sessionToken)).status).toBe(200);
    await auth.api.signOut({ headers: new Headers(bearer(other.sessionToken)) });
    expect(await getFavorites(app, other.sessionToken)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSession },
    });
  });

  it("refuses-a-jwt-once-the-session-it-came-from-has-signed-out", async () => {
    const other = await createTestMember(auth, testDb.db);
    const { token } = await auth.api.getToken({ headers: new Headers(bearer(other.sessionToken)) });
    expect((await getFavorites(app, token)).status).toBe(200);
    await auth.api.signOut({ headers: new Headers(bearer(other.sessionToken)) });
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSession },
    });
  });

  it("refuses-a-jwt-of-ours-that-names-no-session", async () => {
    const { token } = await auth.api.signJWT({ body: { payload: { sub: member.userId } } });
    expect(await getFavorites(app, token)).toEqual({
      status: 401,
      body: { error: BEARER_ERRORS.invalidSession },
    });
  });
});

describe("a bearer JWT while our key set is empty", () => {
  let testDb: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("is refused with 'JWKS is empty', and the stranger's request does not create a signing key", async () => {
    await testDb.db.delete(jwks);
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const token = await jwtFor("someone")
      .setProtectedHeader({ alg: "EdDSA", kid: "some-kid" })
      .sign(privateKey);
    expect(await getFavorites(app, token)).toEqual({ status: 401, body: { error: BEARER_ERRORS.emptyJwks } });
    expect(await testDb.db.select({ id: jwks.id }).from(jwks)).toEqual([]);
  });
});
