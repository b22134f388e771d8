import type { SubscriptionSource } from "~/server/billing/subscriptions.server";
import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { user, userRoles } from "~/server/accounts/schema";
import { subscriptions } from "~/server/billing/schema";
import {
  applySubscriptionChange,
  getSubscription,
  tierInForce,
  type SubscriptionState,
} from "~/server/billing/subscriptions.server";
import type { Tier } from "~/server/entitlements/entitlements";
import { AdminError, likePattern, type AdminActor } from "./actor.server";
import { ADMIN_SEARCH_LIMIT } from "./admin-schemas";
import { audit } from "./audit.server";

/** An admin-granted plan lasts 30 days (the product's rule; docs/features.md, Administration). */
export const ADMIN_GRANT_MS = 2_592_000_000;

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  /** the plan in force now (an ended period counts as free) */
  tier: Tier;
  status: string;
  subscribed: boolean;
  subscriptionEnd: string | null;
  source: SubscriptionSource | null;
  role: "admin" | "user";
  createdAt: string;
}

/** Accounts with their plan and whether they are admins, for the users list. */
function subscriberRows(db: Database) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      source: subscriptions.source,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .$dynamic();
}

/** Accounts whose email contains the text, any case (at most ADMIN_SEARCH_LIMIT); newest first. */
export async function searchSubscribers(
  db: Database,
  query: string,
  now: Date = appClock.now(),
): Promise<Subscriber[]> {
  const text = query.trim();
  const rows = await subscriberRows(db)
    .where(text ? ilike(user.email, likePattern(text)) : undefined)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(ADMIN_SEARCH_LIMIT);
  return rows.map((row) => toSubscriber(row, now));
}

function toSubscriber(row: Awaited<ReturnType<typeof subscriberRows>>[number], now: Date): Subscriber {
  const state: SubscriptionState = {
    tier: (row.tier ?? "free") as Tier,
    status: row.status ?? "inactive",
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    source: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  };
  const tier = tierInForce(state, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tier,
    status: row.status ?? "inactive",
    subscribed: tier !== "free",
    subscriptionEnd: tier !== "free" ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    source: row.source as SubscriptionSource | null,
    role: row.isAdmin ? "admin" : "user",
    createdAt: row.createdAt.toISOString(),
  };
}

async function findUser(db: Executor, userId: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return found ?? null;
}

async function roleOf(db: Executor, userId: string): Promise<"admin" | "user"> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return row ? "admin" : "user";
}

export async function subscriberById(db: Database, userId: string, now: Date): Promise<Subscriber> {
  const [row] = await subscriberRows(db).where(eq(user.id, userId)).limit(1);
  if (!row) throw new AdminError("user_not_found");
  return toSubscriber(row, now);
}

function planOf(state: SubscriptionState) {
  return {
    tier: state.tier,
    status: state.status,
    end: state.currentPeriodEnd?.toISOString() ?? null,
    source: state.source,
  };
}

/**
 * "none" makes the user free (not subscribed, tier and end cleared); creator or legend
 * subscribes them until 30 days from now, recorded with source "admin".
 */
export async function setSubscriberTier(
  db: Database,
  actor: AdminActor,
  userId: string,
  choice: "none" | "creator" | "legend",
  now: Date = appClock.now(),
): Promise<Subscriber> {
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const before = await getSubscription(tx, userId);
    // An admin's decision is the newest state, even over a Stripe event stamped a moment ahead.
    const stateAt = new Date(Math.max(now.getTime(), (await stateAtOf(tx, userId)) + 1));
    await applySubscriptionChange(tx, {
      userId,
      tier: choice === "none" ? "free" : choice,
      status: choice === "none" ? "inactive" : "active",
      currentPeriodEnd: choice === "none" ? null : new Date(now.getTime() + ADMIN_GRANT_MS),
      cancelAtPeriodEnd: false,
      source: "admin",
      stateAt,
    });
    const after = await getSubscription(tx, userId);
    await audit(tx, actor, {
      action: "user.subscription",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: planOf(before),
      after: planOf(after),
    });
  });
  return subscriberById(db, userId, now);
}

async function stateAtOf(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ stateAt: subscriptions.stateAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.stateAt.getTime() ?? 0;
}

/** The chosen role replaces all of the user's role rows (one role each). An admin keeps their own role. */
export async function setUserRole(
  db: Database,
  actor: AdminActor,
  userId: string,
  role: "user" | "admin",
  now: Date = appClock.now(),
): Promise<Subscriber> {
  if (userId === actor.userId && role !== "admin") throw new AdminError("cannot_remove_own_admin");
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const before = await roleOf(tx, userId);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role });
    await audit(tx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: { role: before },
      after: { role },
    });
  });
  return subscriberById(db, userId, now);
}

/** "Set admin": a non-blank id of an existing user who is not an admin yet. */
export async function assignAdminById(
  db: Database,
  actor: AdminActor,
  rawUserId: string,
): Promise<Subscriber> {
  const userId = rawUserId.trim();
  if (!userId) throw new AdminError("please_enter_user_id");
  // Our ids are 32 characters; anything far longer names nobody (and is not worth a query).
  if (userId.length > 200) throw new AdminError("user_not_found");
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: "admin" })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) throw new AdminError("user_already_admin");
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "user")));
    await audit(tx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: { role: "user" },
      after: { role: "admin" },
    });
  });
  return subscriberById(db, userId, appClock.now());
}
