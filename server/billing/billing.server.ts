import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { getConfig } from "~/server/config.server";
import { sendMail } from "~/server/mail/mail.server";
import {
  currencyFor,
  formatPrice,
  isPaidPlan,
  PRICES,
  type Country,
  type Currency,
  type PaidPlan,
} from "~/core/plans";
import { invoicePaymentOf, recordPayment } from "./payments.server";
import { billingEvents, subscriptions, testCheckouts } from "./schema";
import {
  applySubscriptionChange,
  getSubscription,
  tierInForce,
  type SubscriptionState,
} from "./subscriptions.server";

const PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export class BillingError extends Error {
  constructor(
    readonly code:
      | "invalid-plan"
      | "checkout-failed"
      | "portal-failed"
      | "no-subscription"
      | "has-subscription"
      | "same-plan"
      | "quote-expired"
      | "payment-failed"
      | "change-failed",
    message: string,
  ) {
    super(message);
    this.name = "BillingError";
  }
}

/** Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE points the SDK elsewhere, e.g. in tests). */
export function stripeClient(env: NodeJS.ProcessEnv = process.env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** The four price ids (plan × currency) from configuration. */
export function priceId(
  plan: PaidPlan,
  currency: Currency,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return env[`STRIPE_PRICE_${plan.toUpperCase()}_${currency}`];
}

function planForPrice(
  price: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { plan: PaidPlan; currency: Currency } | null {
  for (const plan of ["creator", "legend"] as const) {
    for (const currency of ["BRL", "USD"] as const) {
      if (price && priceId(plan, currency, env) === price) return { plan, currency };
    }
  }
  return null;
}

export interface BillingServices {
  db: Database;
  stripe: Stripe | null;
  env?: NodeJS.ProcessEnv;
}

export interface Customer {
  userId: string;
  email: string;
  locale: "en" | "pt";
}

/** Starts a checkout for a paid plan and answers the URL to send the member to. */
export async function startCheckout(
  { db, stripe, env = process.env }: BillingServices,
  customer: Customer,
  plan: unknown,
  country: Country,
): Promise<{ url: string }> {
  if (!isPaidPlan(plan)) throw new BillingError("invalid-plan", "Invalid plan selected");
  const currency = currencyFor(country);
  const origin = getConfig().publicUrl;
  // A second checkout would open a second subscription and charge both plans; a member who has one
  // changes its plan instead (changePlan).
  if (await changeablePlan(db, customer.userId)) {
    throw new BillingError(
      "has-subscription",
      "You already have a plan: change it instead of subscribing again",
    );
  }

  if (!stripe) {
    const id = randomUUID();
    await db.insert(testCheckouts).values({ id, userId: customer.userId, plan, currency });
    return { url: `/billing/test-checkout/${id}` };
  }

  const price = priceId(plan, currency, env);
  if (!price)
    throw new BillingError("checkout-failed", `No Stripe price configured for ${plan} in ${currency}`);
  const current = await getSubscription(db, customer.userId);
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      ...(current.stripeCustomerId
        ? { customer: current.stripeCustomerId }
        : { customer_email: customer.email }),
      client_reference_id: customer.userId,
      metadata: { userId: customer.userId, plan },
      subscription_data: { metadata: { userId: customer.userId, plan } },
      locale: customer.locale === "pt" ? "pt-BR" : "en",
      success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
    });
    if (!session.url) throw new Error("Stripe returned no checkout URL");
    return { url: session.url };
  } catch (error) {
    console.error("Stripe checkout failed:", error instanceof Error ? error.message : error);
    throw new BillingError("checkout-failed", "Failed to start subscription process");
  }
}

/** The customer portal: Stripe's, or the local test portal. */
export async function openPortal(
  { db, stripe }: BillingServices,
  customer: Customer,
): Promise<{ url: string }> {
  const origin = getConfig().publicUrl;
  const state = await getSubscription(db, customer.userId);
  // The test portal manages test-mode plans only, and exists only locally without Stripe; a plan an
  // admin granted has nothing to manage.
  if (state.source === "test" && !stripe && getConfig().mode === "local")
    return { url: "/billing/test-portal" };
  if (!stripe || state.source !== "stripe" || !state.stripeCustomerId) {
    throw new BillingError("no-subscription", "No subscription to manage");
  }
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: state.stripeCustomerId,
      return_url: `${origin}/account?tab=subscription`,
    });
    return { url: session.url };
  } catch (error) {
    console.error("Stripe portal failed:", error instanceof Error ? error.message : error);
    throw new BillingError("portal-failed", "Failed to open subscription management");
  }
}

async function customerOf(db: Database, userId: string): Promise<Customer | null> {
  const [row] = await db
    .select({ email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? { userId, email: row.email, locale: row.language === "en" ? "en" : "pt" } : null;
}

const PLAN_NAMES: Record<PaidPlan, string> = { creator: "Creator", legend: "Legend" };

async function mailWelcome(db: Database, userId: string, plan: PaidPlan, currency: Currency, renewsOn: Date) {
  const customer = await customerOf(db, userId);
  if (!customer) return;
  const origin = getConfig().publicUrl;
  await sendMail(db, {
    to: customer.email,
    locale: customer.locale,
    template: {
      kind: "plan-welcome",
      plan: PLAN_NAMES[plan],
      amount: formatPrice(PRICES[plan][currency], currency, customer.locale),
      renewsOn: new Intl.DateTimeFormat(customer.locale === "pt" ? "pt-BR" : "en-US", {
        dateStyle: "long",
        timeZone: "UTC",
      }).format(renewsOn),
      manageUrl: `${origin}/account?tab=subscription`,
    },
  });
}

async function mailNotice(
  db: Database,
  userId: string,
  kind: "payment-failed" | "plan-ended",
  plan: PaidPlan,
) {
  const customer = await customerOf(db, userId);
  if (!customer) return;
  const origin = getConfig().publicUrl;
  await sendMail(db, {
    to: customer.email,
    locale: customer.locale,
    template:
      kind === "payment-failed"
        ? { kind, plan: PLAN_NAMES[plan], manageUrl: `${origin}/account?tab=subscription` }
        : { kind, plan: PLAN_NAMES[plan], pricingUrl: `${origin}/pricing` },
  });
}

// ---------------------------------------------------------------------------------------------
// Changing plan: the member's one subscription changes its price; no second subscription is opened.

const PLAN_RANK: Record<PaidPlan, number> = { creator: 1, legend: 2 };
/** A quote is honoured for an hour; after that the member sees the amount again before paying. */
const QUOTE_TTL_SECONDS = 60 * 60;

export interface PlanChange {
  from: PaidPlan;
  to: PaidPlan;
  /** an upgrade starts now; a downgrade at the period end; "keep" drops a downgrade not yet in effect */
  kind: "upgrade" | "downgrade" | "keep";
  /** what the member pays today, in the currency's minor unit */
  amountDue: number;
  currency: Currency;
  /** when the new plan takes effect */
  effectiveAt: string;
  /** the moment the amount was computed for; confirming with it charges exactly that amount */
  quotedAt: number;
}

interface ChangeablePlan {
  state: SubscriptionState;
  tier: PaidPlan;
  scheduledTier: PaidPlan | null;
  currency: Currency;
  periodEnd: Date;
}

/** The member's paid subscription in force, if it is one they can change (an admin grant is not). */
async function changeablePlan(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ChangeablePlan | null> {
  const state = await getSubscription(db, userId);
  const tier = tierInForce(state, now);
  if (tier === "free" || state.source === "admin" || !state.source || !state.currentPeriodEnd) return null;
  const [row] = await db
    .select({ currency: subscriptions.currency, scheduledTier: subscriptions.scheduledTier })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return {
    state,
    tier,
    scheduledTier: isPaidPlan(row?.scheduledTier) ? row.scheduledTier : null,
    currency: row?.currency === "BRL" ? "BRL" : "USD",
    periodEnd: state.currentPeriodEnd,
  };
}

/** For the pricing page: the plan a member may change, a downgrade waiting for the period end, and that end. */
export async function planChangeContext(db: Database, userId: string, now = new Date()) {
  const current = await changeablePlan(db, userId, now);
  return current
    ? { tier: current.tier, scheduledTier: current.scheduledTier, periodEnd: current.periodEnd.toISOString() }
    : null;
}

/** The downgrade waiting for the period end. */
export async function scheduledPlanOf(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<PaidPlan | null> {
  return (await changeablePlan(db, userId, now))?.scheduledTier ?? null;
}

function kindOf(current: ChangeablePlan, plan: PaidPlan): PlanChange["kind"] {
  if (plan === current.tier) {
    if (current.scheduledTier) return "keep";
    throw new BillingError("same-plan", "This is already your plan");
  }
  return PLAN_RANK[plan] > PLAN_RANK[current.tier] ? "upgrade" : "downgrade";
}

/** The test checkout's proration, as Stripe computes it: the price difference for the time left. */
function testProration(current: ChangeablePlan, plan: PaidPlan, at: number): number {
  const end = Math.floor(current.periodEnd.getTime() / 1000);
  const left = Math.max(0, Math.min(1, (end - at) / (PERIOD_DAYS * 24 * 60 * 60)));
  return Math.round((PRICES[plan][current.currency] - PRICES[current.tier][current.currency]) * left);
}

async function stripeSubscriptionOf(stripe: Stripe, current: ChangeablePlan) {
  if (!current.state.stripeSubscriptionId)
    throw new BillingError("no-subscription", "No subscription to change");
  const subscription = await stripe.subscriptions.retrieve(current.state.stripeSubscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  return { subscription, item };
}

function stripePriceFor(plan: PaidPlan, currency: Currency, env: NodeJS.ProcessEnv): string {
  const price = priceId(plan, currency, env);
  if (!price)
    throw new BillingError("change-failed", `No Stripe price configured for ${plan} in ${currency}`);
  return price;
}

function rethrowStripe(error: unknown, what: string): never {
  if (error instanceof BillingError) throw error;
  console.error(`Stripe ${what} failed:`, error instanceof Error ? error.message : error);
  throw new BillingError("change-failed", "Failed to change your plan");
}

/** What changing to `plan` means for this member, before they confirm: today's amount and from when. */
export async function previewPlanChange(
  { db, stripe, env = process.env }: BillingServices,
  userId: string,
  plan: unknown,
  now = new Date(),
): Promise<PlanChange> {
  if (!isPaidPlan(plan)) throw new BillingError("invalid-plan", "Invalid plan selected");
  const current = await changeablePlan(db, userId, now);
  if (!current) throw new BillingError("no-subscription", "No subscription to change");
  const kind = kindOf(current, plan);
  const quotedAt = Math.floor(now.getTime() / 1000);
  const base = { from: current.tier, to: plan, kind, currency: current.currency, quotedAt };
  if (kind !== "upgrade") {
    return { ...base, amountDue: 0, effectiveAt: (kind === "keep" ? now : current.periodEnd).toISOString() };
  }
  if (current.state.source === "test") {
    return { ...base, amountDue: testProration(current, plan, quotedAt), effectiveAt: now.toISOString() };
  }
  if (!stripe) throw new BillingError("change-failed", "Stripe is not configured");
  try {
    const { subscription, item } = await stripeSubscriptionOf(stripe, current);
    const preview = await stripe.invoices.createPreview({
      customer: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: stripePriceFor(plan, current.currency, env) }],
        proration_behavior: "always_invoice",
        proration_date: quotedAt,
      },
    });
    return { ...base, amountDue: preview.amount_due, effectiveAt: now.toISOString() };
  } catch (error) {
    rethrowStripe(error, "plan change preview");
  }
}

/**
 * Changes the member's plan on their one subscription. An upgrade takes effect now and charges the
 * prorated difference at once (Stripe's `always_invoice`), and only if that payment succeeds
 * (`pending_if_incomplete`: a declined card leaves the plan as it was). A downgrade waits for the
 * period end, as the member already paid for this one: with Stripe a subscription schedule holds
 * the current price until then and the new one after (https://docs.stripe.com/billing/subscriptions/subscription-schedules),
 * so Stripe itself bills the lower price at renewal and no job of ours has to remember to.
 */
export async function changePlan(
  { db, stripe, env = process.env }: BillingServices,
  userId: string,
  plan: unknown,
  quotedAt: number | undefined,
  now = new Date(),
): Promise<PlanChange> {
  if (quotedAt !== undefined) {
    const age = now.getTime() / 1000 - quotedAt;
    if (age > QUOTE_TTL_SECONDS || age < -60)
      throw new BillingError("quote-expired", "This quote has expired");
  }
  const change = await previewPlanChange(
    { db, stripe, env },
    userId,
    plan,
    quotedAt !== undefined ? new Date(quotedAt * 1000) : now,
  );
  const current = await changeablePlan(db, userId, now);
  if (!current) throw new BillingError("no-subscription", "No subscription to change");

  if (current.state.source === "test") {
    await applySubscriptionChange(db, {
      userId,
      tier: change.kind === "upgrade" ? change.to : current.tier,
      status: current.state.status,
      currentPeriodEnd: current.periodEnd,
      cancelAtPeriodEnd: current.state.cancelAtPeriodEnd,
      source: "test",
      scheduledTier: change.kind === "downgrade" ? change.to : null,
      stateAt: now,
    });
    if (change.kind === "upgrade")
      await recordPayment(db, {
        userId,
        source: "test",
        plan: change.to,
        amount: change.amountDue,
        currency: change.currency,
        paidAt: now,
      });
    return change;
  }
  if (!stripe) throw new BillingError("change-failed", "Stripe is not configured");

  try {
    const { subscription, item } = await stripeSubscriptionOf(stripe, current);
    const scheduleId =
      typeof subscription.schedule === "string" ? subscription.schedule : (subscription.schedule?.id ?? null);
    if (change.kind === "upgrade") {
      // A schedule left from an earlier downgrade would switch the price back at its next phase.
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      const updated = await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: stripePriceFor(change.to, current.currency, env) }],
        proration_behavior: "always_invoice",
        proration_date: change.quotedAt,
        payment_behavior: "pending_if_incomplete",
      });
      await applyStripeSubscription(db, updated, env, { stateAt: now });
      if (updated.pending_update)
        throw new BillingError("payment-failed", "The payment for the new plan did not go through");
    } else if (change.kind === "downgrade") {
      const schedule = scheduleId
        ? await stripe.subscriptionSchedules.retrieve(scheduleId)
        : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
      const phase = schedule.current_phase ?? schedule.phases[0];
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: "release",
        proration_behavior: "none",
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: phase?.start_date,
            end_date: Math.floor(current.periodEnd.getTime() / 1000),
          },
          {
            items: [{ price: stripePriceFor(change.to, current.currency, env), quantity: 1 }],
            duration: { interval: "month", interval_count: 1 },
          },
        ],
      });
      await db
        .update(subscriptions)
        .set({ scheduledTier: change.to, updatedAt: now })
        .where(eq(subscriptions.userId, userId));
    } else {
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      await db
        .update(subscriptions)
        .set({ scheduledTier: null, updatedAt: now })
        .where(eq(subscriptions.userId, userId));
    }
    return change;
  } catch (error) {
    rethrowStripe(error, "plan change");
  }
}

// ---------------------------------------------------------------------------------------------
// The local test checkout and portal: the same state changes a Stripe webhook would make.

export async function getTestCheckout(db: Database, id: string, userId: string) {
  const [row] = await db
    .select({
      id: testCheckouts.id,
      plan: testCheckouts.plan,
      currency: testCheckouts.currency,
      status: testCheckouts.status,
    })
    .from(testCheckouts)
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId)))
    .limit(1);
  return row && isPaidPlan(row.plan) ? { ...row, plan: row.plan, currency: row.currency as Currency } : null;
}

export async function completeTestCheckout(
  db: Database,
  id: string,
  userId: string,
  now = new Date(),
): Promise<PaidPlan | null> {
  const checkout = await getTestCheckout(db, id, userId);
  if (!checkout || checkout.status !== "open") return null;
  // Only the completion that moves it from open to paid applies it: a double submit pays once.
  const [paid] = await db
    .update(testCheckouts)
    .set({ status: "paid" })
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.status, "open")))
    .returning({ id: testCheckouts.id });
  if (!paid) return null;
  const periodEnd = new Date(now.getTime() + PERIOD_DAYS * DAY_MS);
  await applySubscriptionChange(db, {
    userId,
    tier: checkout.plan,
    status: "active",
    currentPeriodEnd: periodEnd,
    source: "test",
    currency: checkout.currency,
    stateAt: now,
  });
  await recordPayment(db, {
    userId,
    source: "test",
    plan: checkout.plan,
    amount: PRICES[checkout.plan][checkout.currency],
    currency: checkout.currency,
    paidAt: now,
    testCheckoutId: checkout.id,
  });
  await mailWelcome(db, userId, checkout.plan, checkout.currency, periodEnd);
  return checkout.plan;
}

export async function cancelTestCheckout(db: Database, id: string, userId: string): Promise<void> {
  await db
    .update(testCheckouts)
    .set({ status: "canceled" })
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.userId, userId), eq(testCheckouts.status, "open")));
}

/** Test portal: cancel at period end, or resume (a change of plan goes through changePlan). */
export async function changeTestSubscription(
  db: Database,
  userId: string,
  change: { action: "cancel" } | { action: "resume" },
  now = new Date(),
): Promise<void> {
  const state = await getSubscription(db, userId);
  if (state.source !== "test" || tierInForce(state, now) === "free") {
    throw new BillingError("no-subscription", "No subscription to manage");
  }
  await applySubscriptionChange(db, {
    userId,
    tier: state.tier,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: change.action === "cancel",
    source: "test",
    scheduledTier: await scheduledPlanOf(db, userId, now),
    stateAt: now,
  });
}

// ---------------------------------------------------------------------------------------------
// Stripe webhooks

/** A checkout whose first payment clears later (a boleto, say) completes first, then succeeds. */
const CHECKOUT_PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

const HANDLED_EVENTS = new Set([
  ...CHECKOUT_PAID_EVENTS,
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** A failed payment is still owed under these (Stripe's words); once paid, its late failure event sends no mail. */
const PAYMENT_OWED_STATUSES = new Set(["past_due", "unpaid", "incomplete"]);

export type WebhookResult = {
  status: 200 | 400;
  body: { received: boolean; error?: string; duplicate?: boolean };
};

/**
 * Verifies and applies one Stripe event. Each event id is stored, so a replay changes nothing;
 * the subscription is re-read from Stripe, so events arriving out of order still end in Stripe's
 * newest state (and the state's own time guards against an older read landing last).
 */
export async function handleStripeWebhook(
  { db, stripe, env = process.env }: BillingServices,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret)
    return { status: 400, body: { received: false, error: "Stripe webhooks are not configured" } };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }

  const [fresh] = await db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (!fresh) return { status: 200, body: { received: true, duplicate: true } };
  if (!HANDLED_EVENTS.has(event.type)) return { status: 200, body: { received: true } };

  try {
    const subscriptionId = subscriptionIdOf(event);
    if (!subscriptionId) return { status: 200, body: { received: true } };
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const owner = await applyStripeSubscription(db, subscription, env, {
      stateAt: new Date(event.created * 1000),
      event,
    });
    if (owner) await recordStripePayment(db, stripe, event, subscription, owner);
    return { status: 200, body: { received: true } };
  } catch (error) {
    // Let Stripe retry: forget the event so the retry is not taken for a replay.
    await db.delete(billingEvents).where(eq(billingEvents.id, event.id));
    throw error;
  }
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("customer.subscription.")) return String(object.id);
  const direct = object.subscription;
  if (typeof direct === "string") return direct;
  if (direct && typeof direct === "object" && "id" in direct) return String((direct as { id: string }).id);
  // Newer API versions put the invoice's subscription under parent.subscription_details.
  const parent = object.parent as
    { subscription_details?: { subscription?: string | { id: string } } } | undefined;
  const nested = parent?.subscription_details?.subscription;
  return typeof nested === "string" ? nested : (nested?.id ?? null);
}

/** Whose subscription it is, and its plan (null for a price we do not know). */
interface SubscriptionOwner {
  userId: string;
  plan: PaidPlan | null;
}

/**
 * Records a payment the event reports: a paid invoice (the first payment, a renewal, an upgrade's
 * difference), or the invoice of a checkout paid at once. Both events may arrive for one invoice,
 * in any order; the invoice's id records it once.
 */
async function recordStripePayment(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  owner: SubscriptionOwner,
) {
  let invoice: Stripe.Invoice | null = null;
  if (event.type === "invoice.paid") {
    invoice = event.data.object as Stripe.Invoice;
  } else if (CHECKOUT_PAID_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    const invoiceId = typeof session.invoice === "string" ? session.invoice : session.invoice?.id;
    // A payment that clears later (a boleto) is recorded by its success event.
    if (session.payment_status !== "paid" || !invoiceId) return;
    invoice = await stripe.invoices.retrieve(invoiceId);
  }
  if (!invoice?.id || !(invoice.amount_paid > 0) || !owner.plan) return;
  const currency = invoice.currency?.toUpperCase();
  if (currency !== "BRL" && currency !== "USD") return;
  const paidAt = invoice.status_transitions?.paid_at ?? event.created;
  const paidWith = await invoicePaymentOf(stripe, invoice.id);
  await recordPayment(db, {
    userId: owner.userId,
    source: "stripe",
    plan: owner.plan,
    amount: invoice.amount_paid,
    currency,
    paidAt: new Date(paidAt * 1000),
    stripeInvoiceId: invoice.id,
    stripePaymentIntentId: paidWith.paymentIntent,
    stripeChargeId: paidWith.charge,
    stripeSubscriptionId: subscription.id,
  });
}

/**
 * Records the subscription as Stripe holds it; `event` is the webhook event that brought it, if any.
 * Answers whose subscription it is (null when no member of ours holds it).
 */
async function applyStripeSubscription(
  db: Database,
  subscription: Stripe.Subscription,
  env: NodeJS.ProcessEnv,
  { stateAt, event }: { stateAt: Date; event?: Stripe.Event },
): Promise<SubscriptionOwner | null> {
  const customerId =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  let userId = subscription.metadata?.userId;
  if (!userId) {
    const [known] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId))
      .limit(1);
    userId = known?.userId;
  }
  if (!userId) {
    console.warn(`Stripe subscription ${subscription.id} has no Promptário user`);
    return null;
  }
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const price = item?.price?.id;
  const known = planForPrice(price, env);
  const metadataPlan = subscription.metadata?.plan;
  const plan: PaidPlan | null = known?.plan ?? (isPaidPlan(metadataPlan) ? metadataPlan : null);
  const periodEndSeconds =
    item?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = periodEndSeconds ? new Date(periodEndSeconds * 1000) : null;
  const ended = subscription.status === "canceled" || subscription.status === "incomplete_expired";
  const before = await getSubscription(db, userId);
  // While the subscription we hold is in force it is the member's plan: an event about another one
  // (an older subscription ending, or one opened twice) must not replace it.
  if (
    before.stripeSubscriptionId &&
    before.stripeSubscriptionId !== subscription.id &&
    tierInForce(before) !== "free"
  ) {
    console.warn(
      `Stripe subscription ${subscription.id} is not ${before.stripeSubscriptionId}, the plan in force; ignored`,
    );
    return { userId, plan };
  }
  const scheduled = await scheduledPlanOf(db, userId);
  const state = {
    tier: ended || !plan ? ("free" as const) : plan,
    status: subscription.status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    source: "stripe" as const,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
  } satisfies SubscriptionState;

  await applySubscriptionChange(db, {
    userId,
    ...state,
    currency: known?.currency ?? subscription.currency?.toUpperCase() ?? null,
    // A downgrade stays scheduled while Stripe's schedule holds it and until its plan is the one in force.
    scheduledTier: subscription.schedule && scheduled !== plan ? scheduled : null,
    stateAt,
  });
  if (!event) return { userId, plan };

  // Each event is handled once (billing_events), so its mail goes out once, even when a newer state
  // arrived first; whether it is still true is judged by the subscription as Stripe holds it now.
  // A delayed first payment: completed while the subscription was still incomplete (no mail), then
  // the async success event arrives once it is active (the mail).
  if (CHECKOUT_PAID_EVENTS.has(event.type) && plan && periodEnd && tierInForce(state) !== "free") {
    await mailWelcome(db, userId, plan, known?.currency ?? "USD", periodEnd);
  } else if (
    event.type === "invoice.payment_failed" &&
    plan &&
    PAYMENT_OWED_STATUSES.has(subscription.status)
  ) {
    await mailNotice(db, userId, "payment-failed", plan);
  } else if (event.type === "customer.subscription.deleted" && isPaidPlan(before.tier)) {
    await mailNotice(db, userId, "plan-ended", before.tier);
  }
  return { userId, plan };
}
