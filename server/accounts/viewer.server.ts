import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { ANONYMOUS, type Viewer } from "~/server/entitlements/entitlements";
import { getSubscription, tierInForce, type SubscriptionState } from "~/server/billing/subscriptions.server";
import { getConfig } from "~/server/config.server";
import { getAuth, type Auth } from "./auth.server";
import { bearerToken, verifyRequestBearer } from "./bearer.server";
import { user as userTable, userRoles } from "./schema";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  username: string | null;
  language: string;
  twoFactorEnabled: boolean;
}

export interface CurrentMember {
  viewer: Extract<Viewer, { kind: "member" }>;
  user: SessionUser;
  subscription: SubscriptionState;
}

export interface AccountServices {
  db: Database;
  auth: Auth;
}

export type MemberLookup = (request: Request) => Promise<CurrentMember | null>;

/** Finds the member behind a request over the given database and auth (tests pass their own). */
export function createMemberLookup(services: () => Promise<AccountServices>): MemberLookup {
  // Loaders of one page run with the same Request: look the session up once.
  const cache = new WeakMap<Request, Promise<CurrentMember | null>>();
  return (request) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = services().then((found) => lookUp(found, request));
      cache.set(request, pending);
    }
    return pending;
  };
}

const appLookup = createMemberLookup(async () => ({ db: await getDb(), auth: await getAuth() }));

/** The signed-in member behind a request (session cookie or bearer token), or null. */
export function getCurrentMember(request: Request): Promise<CurrentMember | null> {
  return appLookup(request);
}

async function lookUp({ db, auth }: AccountServices, request: Request): Promise<CurrentMember | null> {
  const token = bearerToken(request);
  let found: { id: string; email: string; name: string; image?: string | null } | null = null;
  if (token) {
    const verified = await verifyRequestBearer(auth, request, getConfig().publicUrl);
    if (verified?.ok) {
      const [row] = await db
        .select({
          id: userTable.id,
          email: userTable.email,
          name: userTable.name,
          image: userTable.image,
          username: userTable.username,
          language: userTable.language,
          twoFactorEnabled: userTable.twoFactorEnabled,
        })
        .from(userTable)
        .where(eq(userTable.id, verified.userId))
        .limit(1);
      found = row ?? null;
    }
  } else {
    const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
    found = session?.user ?? null;
  }
  if (!found) return null;
  const [[admin], subscription] = await Promise.all([
    db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, found.id), eq(userRoles.role, "admin")))
      .limit(1),
    getSubscription(db, found.id),
  ]);
  const user = found as typeof found & { username?: string | null; language?: string; twoFactorEnabled?: boolean | null };
  return {
    viewer: { kind: "member", userId: user.id, tier: tierInForce(subscription), isAdmin: Boolean(admin) },
    subscription,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image ?? null,
      username: user.username ?? null,
      language: user.language ?? "pt",
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
  };
}

/** Who is asking: pages, actions and the API decide access from this. */
export async function getViewer(request: Request): Promise<Viewer> {
  return (await getCurrentMember(request))?.viewer ?? ANONYMOUS;
}
