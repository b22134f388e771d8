import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Currency, PaidPlan } from "~/core/plans";
import type { Executor } from "~/db/client.server";
import { payments, refunds } from "./schema";

/** A payment as the member, the admin and the API see it. */
export interface Payment {
  id: number;
  userId: string;
  source: "stripe" | "test";
  plan: PaidPlan;
  /** in the currency's minor unit */
  amount: number;
  currency: Currency;
  paidAt: Date;
  refundedAt: Date | null;
  stripePaymentIntentId: string | null;
  stripeChargeId: string | null;
  stripeSubscriptionId: string | null;
  /** a refund that was claimed and has not finished (or whose request died mid-way) */
  refundPending: boolean;
}

export interface NewPayment {
  userId: string;
  source: "stripe" | "test";
  plan: PaidPlan;
  amount: number;
  currency: Currency;
  paidAt: Date;
  stripeInvoiceId?: string | null;
  stripePaymentIntentId?: string | null;
  stripeChargeId?: string | null;
  stripeSubscriptionId?: string | null;
  testCheckoutId?: string | null;
}

/**
 * Records a payment once: the same Stripe invoice or test checkout arriving again (a replayed or a
 * second event about it) finds its row and changes nothing. A payment of nothing is not recorded.
 */
export async function recordPayment(db: Executor, payment: NewPayment): Promise<void> {
  if (payment.amount <= 0) return;
  await db
    .insert(payments)
    .values({
      userId: payment.userId,
      source: payment.source,
      plan: payment.plan,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
      stripeInvoiceId: payment.stripeInvoiceId ?? null,
      stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
      stripeChargeId: payment.stripeChargeId ?? null,
      stripeSubscriptionId: payment.stripeSubscriptionId ?? null,
      testCheckoutId: payment.testCheckoutId ?? null,
    })
    .onConflictDoNothing();
}

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  source: payments.source,
  plan: payments.plan,
  amount: payments.amount,
  currency: payments.currency,
  paidAt: payments.paidAt,
  refundedAt: payments.refundedAt,
  stripePaymentIntentId: payments.stripePaymentIntentId,
  stripeChargeId: payments.stripeChargeId,
  stripeSubscriptionId: payments.stripeSubscriptionId,
  refundPending: sql<boolean>`coalesce(${refunds.status} = 'pending', false)`,
};

type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

function selectPayments(db: Executor) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .$dynamic();
}

function toPayment(row: PaymentRow): Payment {
  return {
    ...row,
    source: row.source === "stripe" ? "stripe" : "test",
    plan: row.plan as PaidPlan,
    currency: row.currency as Currency,
    refundPending: Boolean(row.refundPending),
  };
}

export async function paymentById(db: Executor, id: number): Promise<Payment | null> {
  const [row] = await selectPayments(db).where(eq(payments.id, id)).limit(1);
  return row ? toPayment(row) : null;
}

/** A member's payments, newest first (at most 100: a member pays once a month). */
export async function paymentsOf(db: Executor, userId: string): Promise<Payment[]> {
  const rows = await selectPayments(db)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(100);
  return rows.map(toPayment);
}

/** The payments of several members at once (the admin's users list), newest first, by member. */
export async function paymentsOfMembers(db: Executor, userIds: string[]): Promise<Map<string, Payment[]>> {
  const byMember = new Map<string, Payment[]>();
  if (userIds.length === 0) return byMember;
  const rows = await selectPayments(db)
    .where(inArray(payments.userId, userIds))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(userIds.length * 24);
  for (const row of rows) {
    const list = byMember.get(row.userId) ?? [];
    list.push(toPayment(row));
    byMember.set(row.userId, list);
  }
  return byMember;
}

/** The member's first payment ever, refunded or not: the one the 7-day guarantee covers. */
export async function firstPaymentOf(db: Executor, userId: string): Promise<Payment | null> {
  const [row] = await selectPayments(db)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(1);
  return row ? toPayment(row) : null;
}

/** The ids of the first payment of each of these members. */
export async function firstPaymentIds(db: Executor, userIds: string[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([payments.userId], { id: payments.id })
    .from(payments)
    .where(inArray(payments.userId, userIds))
    .orderBy(payments.userId, asc(payments.paidAt), asc(payments.id));
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------------------------------------
// What Stripe tells us about a payment

/** The payment intent (or, for an old charge, the charge) that paid an invoice. */
export async function invoicePaymentOf(
  stripe: Stripe,
  invoiceId: string,
): Promise<{ paymentIntent: string | null; charge: string | null }> {
  const list = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const payment = list.data[0]?.payment;
  const id = (value: string | { id: string } | undefined) =>
    typeof value === "string" ? value : (value?.id ?? null);
  return { paymentIntent: id(payment?.payment_intent), charge: id(payment?.charge) };
}
