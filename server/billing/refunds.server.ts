import { randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type Stripe from "stripe";
import { formatLongDate, type Locale } from "~/core/locale";
import { formatPrice } from "~/core/plans";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import type { AdminActor } from "~/server/admin/actor.server";
import { audit } from "~/server/admin/audit.server";
import { getConfig } from "~/server/config.server";
import { appClock } from "~/server/jobs/clock.server";
import { cancelJob, scheduleJob, type JobHandlers } from "~/server/jobs/jobs.server";
import { queueMail } from "~/server/mail/mail.server";
import type { BillingServices } from "./billing.server";
import {
  firstPaymentIds,
  firstPaymentOf,
  paymentById,
  paymentsOf,
  paymentsOfMembers,
  type Payment,
} from "./payments.server";
import { payments, refunds, subscriptions } from "./schema";
import { applySubscriptionChange, getSubscription, tierInForce } from "./subscriptions.server";

/** The money-back guarantee: a member's first payment, within this many days of paying it. */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one request owns a refund it started; a request that died is taken over after that. */
const CLAIM_MS = 2 * 60 * 1000;
/** The scheduled job that makes sure Stripe stops billing a refunded subscription. */
export const CANCEL_REFUNDED_SUBSCRIPTION_JOB = "billing-cancel-refunded-subscription";

export type RefundRefusal = "already-refunded" | "window-passed" | "not-first-payment";

export type RefundErrorCode = RefundRefusal | "payment-not-found" | "refund-in-progress" | "refund-failed";

const STATUS: Record<RefundErrorCode, 404 | 409 | 502> = {
  "payment-not-found": 404,
  "already-refunded": 409,
  "window-passed": 409,
  "not-first-payment": 409,
  "refund-in-progress": 409,
  "refund-failed": 502,
};

const TEXT: Record<RefundErrorCode, string> = {
  "payment-not-found": "Payment not found",
  "already-refunded": "This payment was already refunded",
  "window-passed": `Refunds are possible within ${REFUND_WINDOW_DAYS} days of the payment`,
  "not-first-payment": "The money-back guarantee covers a member's first payment only",
  "refund-in-progress": "A refund of this payment is already under way",
  "refund-failed": "The payment provider could not refund the payment; nothing changed",
};

/** A refusal of a refund; `message` is the English text the API answers with. */
export class RefundError extends Error {
  readonly status: 404 | 409 | 502;
  constructor(readonly code: RefundErrorCode) {
    super(TEXT[code]);
    this.name = "RefundError";
    this.status = STATUS[code];
  }
}

export type RefundEligibility =
  { eligible: true; until: Date } | { eligible: false; reason: RefundRefusal; until: Date };

/**
 * Whether a payment may be refunded now: not refunded yet, and within 7 days of its payment. A
 * member may ask for their first payment only (the guarantee's terms); an admin may refund any
 * payment within those 7 days, a renewal charged by mistake say.
 */
export function refundEligibility(
  payment: Pick<Payment, "id" | "paidAt" | "refundedAt">,
  firstPaymentId: number | null,
  now: Date,
  by: "member" | "admin",
): RefundEligibility {
  const until = new Date(payment.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
  if (payment.refundedAt) return { eligible: false, reason: "already-refunded", until };
  if (by === "member" && payment.id !== firstPaymentId)
    return { eligible: false, reason: "not-first-payment", until };
  if (now.getTime() >= until.getTime()) return { eligible: false, reason: "window-passed", until };
  return { eligible: true, until };
}

/** What the subscription tab says about the guarantee: the member's first payment and whether it may be refunded. */
export interface RefundOffer {
  payment: {
    id: number;
    plan: Payment["plan"];
    amount: number;
    currency: Payment["currency"];
    paidAt: string;
  };
  refundedAt: string | null;
  eligible: boolean;
  reason: RefundRefusal | null;
  until: string;
}

export async function refundOfferFor(
  db: Database,
  userId: string,
  now: Date = appClock.now(),
): Promise<RefundOffer | null> {
  const first = await firstPaymentOf(db, userId);
  if (!first) return null;
  const verdict = refundEligibility(first, first.id, now, "member");
  return {
    payment: {
      id: first.id,
      plan: first.plan,
      amount: first.amount,
      currency: first.currency,
      paidAt: first.paidAt.toISOString(),
    },
    refundedAt: first.refundedAt?.toISOString() ?? null,
    eligible: verdict.eligible,
    reason: verdict.eligible ? null : verdict.reason,
    until: verdict.until.toISOString(),
  };
}

/** A payment with whether the asker (the member, or an admin) may have it refunded now. */
export interface PaymentView {
  id: number;
  plan: Payment["plan"];
  amount: number;
  currency: Payment["currency"];
  paidAt: string;
  refundedAt: string | null;
  /** the member's first payment: the one the money-back guarantee covers */
  first: boolean;
  refund: { eligible: boolean; reason: RefundRefusal | null; until: string };
}

function paymentView(payment: Payment, firstPaymentId: number | null, now: Date, by: "member" | "admin") {
  const verdict = refundEligibility(payment, firstPaymentId, now, by);
  return {
    id: payment.id,
    plan: payment.plan,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.paidAt.toISOString(),
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    first: payment.id === firstPaymentId,
    refund: {
      eligible: verdict.eligible,
      reason: verdict.eligible ? null : verdict.reason,
      until: verdict.until.toISOString(),
    },
  } satisfies PaymentView;
}

/** A member's payments, newest first, as they (or an admin) may have them refunded now. */
export async function paymentViewsOf(
  db: Database,
  userId: string,
  by: "member" | "admin",
  now: Date = appClock.now(),
): Promise<PaymentView[]> {
  const [list, first] = await Promise.all([paymentsOf(db, userId), firstPaymentOf(db, userId)]);
  return list.map((payment) => paymentView(payment, first?.id ?? null, now, by));
}

/** The payments of the members an admin is looking at, by member, with what an admin may refund. */
export async function paymentViewsOfMembers(
  db: Database,
  userIds: string[],
  now: Date = appClock.now(),
): Promise<Record<string, PaymentView[]>> {
  const [byMember, firsts] = await Promise.all([
    paymentsOfMembers(db, userIds),
    firstPaymentIds(db, userIds),
  ]);
  const views: Record<string, PaymentView[]> = {};
  for (const [userId, list] of byMember) {
    const first = list.find((payment) => firsts.has(payment.id))?.id ?? null;
    views[userId] = list.map((payment) => paymentView(payment, first, now, "admin"));
  }
  return views;
}

export type RefundRequester =
  { kind: "member"; userId: string; email: string } | { kind: "admin"; actor: AdminActor };

export interface RefundResult {
  paymentId: number;
  userId: string;
  amount: number;
  currency: Payment["currency"];
  refundedAt: string;
}

/**
 * Refunds a payment and ends the member's plan at once (they return to Explorer). Money moves once:
 * the refund row is unique per payment, so of two requests at the same moment (a double click) one
 * claims it and the other is told it is under way; Stripe's refund is created with an idempotency
 * key per payment, so a request that died after Stripe refunded and is taken over gets the same
 * refund back instead of a second one (https://docs.stripe.com/api/idempotent_requests).
 *
 * With Stripe, the subscription is cancelled right after the refund. Should that call fail, a job
 * stored with the refund cancels it later, so Stripe never bills the next month of a refunded plan.
 */
export async function refundPayment(
  { db, stripe }: BillingServices,
  paymentId: number,
  requester: RefundRequester,
  now: Date = appClock.now(),
): Promise<RefundResult> {
  const payment = await paymentById(db, paymentId);
  if (!payment || (requester.kind === "member" && payment.userId !== requester.userId))
    throw new RefundError("payment-not-found");
  const first = await firstPaymentOf(db, payment.userId);
  const verdict = refundEligibility(payment, first?.id ?? null, now, requester.kind);
  if (!verdict.eligible) throw new RefundError(verdict.reason);

  const claim = await claimRefund(db, payment, requester, now);
  let providerRefundId: string;
  try {
    providerRefundId =
      payment.source === "stripe" ? await refundAtStripe(stripe, payment) : `test_re_${randomUUID()}`;
  } catch (error) {
    // Nothing moved: let the member (or an admin) try again at once.
    await db.delete(refunds).where(and(eq(refunds.id, claim), eq(refunds.status, "pending")));
    if (error instanceof RefundError) throw error;
    console.error("Refund failed:", error instanceof Error ? error.message : error);
    throw new RefundError("refund-failed");
  }

  const subscriptionToCancel = await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: "refunded", stripeRefundId: providerRefundId, refundedAt: now, claimedUntil: null })
      .where(eq(refunds.id, claim));
    await tx.update(payments).set({ refundedAt: now }).where(eq(payments.id, payment.id));

    const before = await getSubscription(tx, payment.userId);
    // The refunded payment's plan ends now. A plan the member holds otherwise (an admin's grant,
    // another subscription) is not this payment's to end.
    const samePlan =
      payment.source === "stripe"
        ? before.source === "stripe" && before.stripeSubscriptionId === payment.stripeSubscriptionId
        : before.source === "test";
    if (samePlan) {
      const [held] = await tx
        .select({ stateAt: subscriptions.stateAt })
        .from(subscriptions)
        .where(eq(subscriptions.userId, payment.userId));
      await applySubscriptionChange(tx, {
        userId: payment.userId,
        tier: "free",
        status: "canceled",
        currentPeriodEnd: now,
        cancelAtPeriodEnd: false,
        source: before.source ?? payment.source,
        stripeCustomerId: before.stripeCustomerId,
        stripeSubscriptionId: before.stripeSubscriptionId,
        // Our decision is the newest state, even over a Stripe event stamped a moment ahead.
        stateAt: new Date(Math.max(now.getTime(), (held?.stateAt.getTime() ?? 0) + 1)),
      });
    }
    const cancel = payment.source === "stripe" ? payment.stripeSubscriptionId : null;
    if (cancel) await scheduleJob(tx, { kind: CANCEL_REFUNDED_SUBSCRIPTION_JOB, key: cancel, runAt: now });

    const [member] = await tx
      .select({ email: user.email, language: user.language })
      .from(user)
      .where(eq(user.id, payment.userId));
    const actor =
      requester.kind === "admin" ? requester.actor : { userId: requester.userId, email: requester.email };
    await audit(tx, actor, {
      action: "user.refund",
      targetType: "user",
      targetId: payment.userId,
      targetLabel: member?.email ?? null,
      before: {
        payment: { id: payment.id, plan: payment.plan, amount: payment.amount, currency: payment.currency },
        refunded: false,
        tier: tierInForce(before, now),
      },
      after: { refunded: true, by: requester.kind, tier: samePlan ? "free" : tierInForce(before, now) },
    });
    if (member) {
      const locale: Locale = member.language === "en" ? "en" : "pt";
      await queueMail(tx, {
        to: member.email,
        locale,
        template: {
          kind: "refund-issued",
          plan: payment.plan === "legend" ? "Legend" : "Creator",
          amount: formatPrice(payment.amount, payment.currency, locale),
          paidOn: formatLongDate(payment.paidAt, locale),
          planEnded: samePlan,
          pricingUrl: `${getConfig().publicUrl}/pricing`,
        },
      });
    }
    return cancel;
  });

  if (subscriptionToCancel && stripe) {
    try {
      await cancelStripeSubscription(stripe, subscriptionToCancel);
      await cancelJob(db, CANCEL_REFUNDED_SUBSCRIPTION_JOB, subscriptionToCancel);
    } catch (error) {
      console.error(
        "Cancelling the refunded subscription failed; its job will retry:",
        error instanceof Error ? error.message : error,
      );
    }
  }
  return {
    paymentId: payment.id,
    userId: payment.userId,
    amount: payment.amount,
    currency: payment.currency,
    refundedAt: now.toISOString(),
  };
}

/**
 * Takes the payment's refund for this request: a new pending row (the unique payment id lets one
 * request in), or a pending one whose request died mid-way. Answers the refund row's id.
 */
async function claimRefund(db: Database, payment: Payment, requester: RefundRequester, now: Date) {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const who = {
    requestedBy: requester.kind,
    adminId: requester.kind === "admin" ? requester.actor.userId : null,
  };
  const [fresh] = await db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      userId: payment.userId,
      status: "pending",
      amount: payment.amount,
      currency: payment.currency,
      claimedUntil,
      ...who,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  if (fresh) return fresh.id;
  const [taken] = await db
    .update(refunds)
    .set({ claimedUntil, ...who })
    .where(
      and(eq(refunds.paymentId, payment.id), eq(refunds.status, "pending"), lt(refunds.claimedUntil, now)),
    )
    .returning({ id: refunds.id });
  if (taken) return taken.id;
  const [held] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  throw new RefundError(held?.status === "refunded" ? "already-refunded" : "refund-in-progress");
}

async function refundAtStripe(stripe: Stripe | null, payment: Payment): Promise<string> {
  if (!stripe) throw new Error("Stripe is not configured, and this payment was made through it");
  const target = payment.stripePaymentIntentId
    ? { payment_intent: payment.stripePaymentIntentId }
    : payment.stripeChargeId
      ? { charge: payment.stripeChargeId }
      : null;
  if (!target) throw new Error(`Payment ${payment.id} has no Stripe payment intent or charge`);
  try {
    const refund = await stripe.refunds.create(
      {
        ...target,
        reason: "requested_by_customer",
        metadata: { paymentId: String(payment.id), userId: payment.userId },
      },
      { idempotencyKey: `promptario-refund-${payment.id}` },
    );
    if (refund.status === "failed" || refund.status === "canceled")
      throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
    return refund.id;
  } catch (error) {
    // Past the idempotency key's 24 hours, a refund Stripe already made is found rather than made again.
    if ((error as { code?: string }).code === "charge_already_refunded") {
      const existing = await stripe.refunds.list({ ...target, limit: 10 });
      const made = existing.data.find(
        (refund) => refund.status === "succeeded" || refund.status === "pending",
      );
      if (made) return made.id;
    }
    throw error;
  }
}

/** Stops the subscription at once (no proration: the payment was refunded in full). */
export async function cancelStripeSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
  await stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false });
}

/** The job that cancels a refunded subscription whose immediate cancellation failed. */
export function refundJobs(stripe: () => Stripe | null): JobHandlers {
  return {
    async [CANCEL_REFUNDED_SUBSCRIPTION_JOB]({ job }) {
      const client = stripe();
      if (!client) throw new Error("Stripe is not configured");
      await cancelStripeSubscription(client, job.key);
    },
  };
}
