import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Tier } from "~/server/entitlements/entitlements";
import { capabilities } from "~/server/entitlements/entitlements";
import { subscriptions } from "./schema";

export type SubscriptionSource = "stripe" | "admin" | "test";
/** Statuses under which a paid tier is in force (Stripe's words). */
export const LIVE_STATUSES = ["active", "trialing", "past_due"] as const;
const LIVE = new Set<string>(LIVE_STATUSES);

export interface SubscriptionState {
  tier: Tier;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  source: SubscriptionSource | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export const FREE_STATE: SubscriptionState = {
  tier: "free",
  status: "inactive",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  source: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
};

/** The tier in force now: a period that has ended counts as free, with no job needed. */
export function tierInForce(state: SubscriptionState, now: Date = new Date()): Tier {
  if (state.tier === "free" || !LIVE.has(state.status)) return "free";
  if (!state.currentPeriodEnd || state.currentPeriodEnd.getTime() <= now.getTime()) return "free";
  return state.tier;
}

/** The columns a SubscriptionState is read from, for a query that joins `subscriptions` (or reads it alone). */
export const subscriptionColumns = {
  tier: subscriptions.tier,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  source: subscriptions.source,
  stripeCustomerId: subscriptions.stripeCustomerId,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
};

type SubscriptionRow = {
  [K in keyof typeof subscriptionColumns]: (typeof subscriptionColumns)[K]["_"]["data"] | null;
};

/** A row read with `subscriptionColumns` (all null from a left join without one): the member's state. */
export function subscriptionStateOf(row: SubscriptionRow | undefined): SubscriptionState {
  if (!row?.tier || !row.status) return FREE_STATE;
  return {
    tier: row.tier as Tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    source: row.source as SubscriptionSource | null,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
  };
}

export async function getSubscription(db: Database, userId: string): Promise<SubscriptionState> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return subscriptionStateOf(row);
}

export interface SubscriptionChange {
  userId: string;
  tier: Tier;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd?: boolean;
  source: SubscriptionSource;
  currency?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  /** a downgrade waiting for the period end; a new state without one clears it */
  scheduledTier?: "creator" | "legend" | null;
  /** when this state was true at its source (Stripe's event or object time) */
  stateAt: Date;
}

/**
 * Records a new subscription state, unless what we hold is newer: events may arrive late or out of
 * order, and the newest state always wins. Returns whether anything changed.
 */
export async function applySubscriptionChange(db: Database, change: SubscriptionChange): Promise<boolean> {
  const values = {
    userId: change.userId,
    tier: change.tier,
    status: change.status,
    currentPeriodEnd: change.currentPeriodEnd,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? false,
    source: change.source,
    currency: change.currency ?? null,
    stripeCustomerId: change.stripeCustomerId ?? null,
    stripeSubscriptionId: change.stripeSubscriptionId ?? null,
    scheduledTier: change.scheduledTier ?? null,
    stateAt: change.stateAt,
    updatedAt: new Date(),
  };
  const updated = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        tier: values.tier,
        status: values.status,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        source: values.source,
        currency: sql`coalesce(excluded.currency, ${subscriptions.currency})`,
        stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${subscriptions.stripeCustomerId})`,
        stripeSubscriptionId: values.stripeSubscriptionId,
        scheduledTier: values.scheduledTier,
        stateAt: values.stateAt,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`${subscriptions.stateAt} <= excluded.state_at`,
    })
    .returning({ userId: subscriptions.userId });
  return updated.length > 0;
}

/** The subscription check's answer, in the shape its API documents. */
export function subscriptionCheck(state: SubscriptionState | null, now: Date = new Date()) {
  const tier = state ? tierInForce(state, now) : "free";
  const features = capabilities(
    tier === "free" ? { kind: "anonymous" } : { kind: "member", userId: "", tier, isAdmin: false },
  );
  return {
    subscribed: tier !== "free",
    subscription_tier: tier,
    subscription_end: tier !== "free" ? (state?.currentPeriodEnd?.toISOString() ?? null) : null,
    features: {
      focus_mode: features.focusMode,
      advanced_prompts: features.readsLockedText,
      unlimited_history: tier !== "free",
    },
  };
}
