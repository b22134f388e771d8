import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

/** One row per member who ever had a paid plan (tiers: free, creator, legend). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier").notNull().default("free"),
    status: text("status").notNull().default("inactive"),
    currentPeriodEnd: timestampTz("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    source: text("source").notNull(),
    currency: text("currency"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** a downgrade the member chose, taking effect when the current period ends (the tier stays until then) */
    scheduledTier: text("scheduled_tier"),
    /** when the state we hold was true at the source: a late, older event never overwrites it */
    stateAt: timestampTz("state_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_stripe_customer_idx").on(t.stripeCustomerId),
    index("subscriptions_stripe_subscription_idx").on(t.stripeSubscriptionId),
    check("subscriptions_tier_check", sql`${t.tier} in ('free', 'creator', 'legend')`),
    check("subscriptions_source_check", sql`${t.source} in ('stripe', 'admin', 'test')`),
    check("subscriptions_scheduled_tier_check", sql`${t.scheduledTier} in ('creator', 'legend')`),
  ],
);

/** Stripe events already handled, by id: a replay changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestampTz("received_at").notNull().defaultNow(),
});

/** The local test checkout (no Stripe key): what a Stripe Checkout Session would be. */
export const testCheckouts = pgTable("test_checkouts", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  plan: text("plan").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull().default("open"),
  createdAt: timestampTz("created_at").notNull().defaultNow(),
});
