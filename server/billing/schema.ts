import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
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

/**
 * Every payment a member made for a plan: a paid Stripe invoice (first payment, renewal or an
 * upgrade's prorated difference), or a completed local test checkout. The 7-day refund applies to
 * the member's first one (server/billing/refunds.server.ts).
 */
export const payments = pgTable(
  "payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    plan: text("plan").notNull(),
    /** in the currency's minor unit (cents, centavos) */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    stripeInvoiceId: text("stripe_invoice_id").unique("payments_stripe_invoice_unique"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeChargeId: text("stripe_charge_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    testCheckoutId: text("test_checkout_id").unique("payments_test_checkout_unique"),
    paidAt: timestampTz("paid_at").notNull(),
    refundedAt: timestampTz("refunded_at"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("payments_user_paid_idx").on(t.userId, t.paidAt),
    check("payments_source_check", sql`${t.source} in ('stripe', 'test')`),
    check("payments_plan_check", sql`${t.plan} in ('creator', 'legend')`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check("payments_currency_check", sql`${t.currency} in ('BRL', 'USD')`),
  ],
);

/**
 * A payment's refund. One per payment (the unique payment id): a second request, a double click or
 * a retry finds this row and never sends money twice. `pending` while the money is on its way
 * (claimed by one request until `claimedUntil`); `refunded` once the payment provider took it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .unique("refunds_payment_unique")
      .references(() => payments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** who asked: the member themselves, or an admin */
    requestedBy: text("requested_by").notNull(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    stripeRefundId: text("stripe_refund_id").unique("refunds_stripe_refund_unique"),
    claimedUntil: timestampTz("claimed_until"),
    refundedAt: timestampTz("refunded_at"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("refunds_status_check", sql`${t.status} in ('pending', 'refunded')`),
    check("refunds_requested_by_check", sql`${t.requestedBy} in ('member', 'admin')`),
  ],
);
