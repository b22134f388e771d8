import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Auth } from "./auth.server";
import { user } from "./schema";

export interface TestMember {
  userId: string;
  email: string;
  password: string;
  /** the bearer plugin's session token, as an API client sends it */
  sessionToken: string;
}

/**
 * For tests: signs a member up, confirms their email as the verification link would, and signs
 * them in, through the same auth server the app uses.
 */
export async function createTestMember(
  auth: Auth,
  db: Database,
  { email = `member-${randomUUID()}@example.com`, password = "correct horse battery" } = {},
): Promise<TestMember> {
  const signedUp = await auth.api.signUpEmail({ body: { name: "Test Member", email, password } });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, signedUp.user.id));
  const signedIn = await auth.api.signInEmail({ body: { email, password } });
  if (!("token" in signedIn) || !signedIn.token) throw new Error(`sign-in of ${email} gave no session token`);
  return { userId: signedUp.user.id, email: signedUp.user.email, password, sessionToken: signedIn.token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON by path
export type ApiJson = Record<string, any>;

/** For tests: one /api/v1 request as `member` (anonymous without one), answered as status and JSON. */
export async function callApi(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  member?: TestMember,
  body?: unknown,
  lang = "en",
) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(member ? bearer(member.sessionToken) : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      "accept-language": lang,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as ApiJson };
}
