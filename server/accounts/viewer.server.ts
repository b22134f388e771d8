import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parse as parseCookies } from "hono/utils/cookie";
import type { Database } from "~/db/client.server";
import { getDb } from "~/server/database.server";
import { ANONYMOUS, type Viewer } from "~/server/entitlements/entitlements";
import { subscriptions } from "~/server/billing/schema";
import { notifications } from "~/server/notifications/schema";
import {
  subscriptionColumns,
  subscriptionStateOf,
  tierInForce,
  type SubscriptionState,
} from "~/server/billing/subscriptions.server";
import { getConfig } from "~/server/config.server";
import { appClock } from "~/server/jobs/clock.server";
import { getAuth, type Auth } from "./auth.server";
import { bearerToken, verifyRequestBearer } from "./bearer.server";
import { session as sessionTable, user as userTable, userRoles } from "./schema";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  username: string | null;
  language: string;
  twoFactorEnabled: boolean;
  /** the IANA zone the member chose for their calendar and reminders, null until they do */
  timeZone: string | null;
}

export interface CurrentMember {
  viewer: Extract<Viewer, { kind: "member" }>;
  user: SessionUser;
  subscription: SubscriptionState;
  /** the header bell's count, read in the same statement: every signed-in page shows it */
  unreadNotifications: number;
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
  if (bearerToken(request)) {
    const verified = await verifyRequestBearer(auth, request, getConfig().publicUrl);
    return verified?.ok ? findMember(db, verified.userId) : null;
  }
  const fromCookie = await memberFromSessionCookie(db, auth, request);
  if (fromCookie !== ASK_AUTH) return fromCookie;
  const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  return session ? findMember(db, session.user.id) : null;
}

const ASK_AUTH = Symbol("ask Better Auth");

/**
 * The member behind a session cookie in one statement, for the usual case: a validly signed session
 * that Better Auth would neither delete (expired) nor extend (due for its daily refresh). Those two
 * cases, which write, stay Better Auth's (`ASK_AUTH`). Its own session endpoint took two statements
 * and its endpoint machinery, then the member's row took a third, on every signed-in page.
 */
async function memberFromSessionCookie(
  db: Database,
  auth: Auth,
  request: Request,
): Promise<CurrentMember | null | typeof ASK_AUTH> {
  const cookies = request.headers.get("cookie");
  if (!cookies) return null;
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  const token = signedCookieValue(cookies, context.secret, name);
  if (!token) return null;
  const [found] = await db
    .select({ expiresAt: sessionTable.expiresAt, ...memberColumns })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, userTable.id))
    .where(eq(sessionTable.token, token))
    .limit(1);
  if (!found) return null;
  // Better Auth's clock, not the app's: it decides the same session's expiry and refresh.
  const now = Date.now();
  const expiresAt = found.expiresAt.getTime();
  const { expiresIn, updateAge } = context.sessionConfig;
  if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return ASK_AUTH;
  return currentMemberOf(found);
}

/**
 * A signed cookie's value, or null when it is absent or its signature is not ours. Better Auth signs
 * its cookie as Hono does (`value.` then the value's HMAC-SHA256 in base64, 44 characters); checked
 * here with node:crypto in one synchronous step, where Hono's `parseSigned` imports a WebCrypto key
 * and verifies through two promises (about 0.2 ms of every signed-in page).
 */
function signedCookieValue(cookies: string, secret: string, name: string): string | null {
  const value = parseCookies(cookies, name)[name];
  const dot = value ? value.lastIndexOf(".") : -1;
  if (!value || dot < 0) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const signed = value.slice(0, dot);
  const expected = createHmac("sha256", secret).update(signed).digest("base64");
  const given = Buffer.from(signature);
  // A decoded cookie may hold characters of more than one byte: equal lengths before comparing.
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected)) ? signed : null;
}

const memberColumns = {
  id: userTable.id,
  email: userTable.email,
  name: userTable.name,
  image: userTable.image,
  username: userTable.username,
  language: userTable.language,
  twoFactorEnabled: userTable.twoFactorEnabled,
  timeZone: userTable.timeZone,
  isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userTable.id} and ${userRoles.role} = 'admin')`,
  subscription: subscriptionColumns,
  unreadNotifications:
    sql<number>`(select count(*) from ${notifications} where ${notifications.recipientId} = ${userTable.id} and ${notifications.readAt} is null)`.mapWith(
      Number,
    ),
};

/** A member by id, with the tier and roles their rights come from (null when there is none). */
export async function findMember(db: Database, userId: string): Promise<CurrentMember | null> {
  // One statement: every signed-in page asks this before anything else.
  const [found] = await db
    .select(memberColumns)
    .from(userTable)
    .leftJoin(subscriptions, eq(subscriptions.userId, userTable.id))
    .where(eq(userTable.id, userId))
    .limit(1);
  return found ? currentMemberOf(found) : null;
}

type MemberRow = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  username: string | null;
  language: string | null;
  twoFactorEnabled: boolean | null;
  timeZone: string | null;
  isAdmin: boolean;
  subscription: Parameters<typeof subscriptionStateOf>[0] | null;
  unreadNotifications: number;
};

function currentMemberOf(found: MemberRow): CurrentMember {
  const subscription = subscriptionStateOf(found.subscription ?? undefined);
  return {
    viewer: {
      kind: "member",
      userId: found.id,
      tier: tierInForce(subscription, appClock.now()),
      isAdmin: Boolean(found.isAdmin),
    },
    subscription,
    unreadNotifications: found.unreadNotifications,
    user: {
      id: found.id,
      email: found.email,
      name: found.name,
      image: found.image ?? null,
      username: found.username ?? null,
      language: found.language ?? "pt",
      twoFactorEnabled: Boolean(found.twoFactorEnabled),
      timeZone: found.timeZone ?? null,
    },
  };
}

/** Who is asking: pages, actions and the API decide access from this. */
export async function getViewer(request: Request): Promise<Viewer> {
  return (await getCurrentMember(request))?.viewer ?? ANONYMOUS;
}
