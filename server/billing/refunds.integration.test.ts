import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { user } from "~/server/accounts/schema";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { jobs } from "~/server/jobs/schema";
import { mailOutbox } from "~/server/mail/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import {
  changePlan,
  completeTestCheckout,
  handleStripeWebhook,
  startCheckout,
  stripeClient,
} from "./billing.server";
import { paymentsOf } from "./payments.server";
import type { RefundError } from "./refunds.server";
import {
  CANCEL_REFUNDED_SUBSCRIPTION_JOB,
  refundJobs,
  refundPayment,
  REFUND_WINDOW_DAYS,
} from "./refunds.server";
import { refunds } from "./schema";
import {
  startStripeTestServer,
  type StripeTestServer,
  type StripeTestSubscription,
} from "./stripe-test-server";
import { getSubscription, tierInForce } from "./subscriptions.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = "whsec_test_promptario_refunds";
const PRICE_IDS = {
  STRIPE_PRICE_CREATOR_BRL: "price_creator_brl",
  STRIPE_PRICE_CREATOR_USD: "price_creator_usd",
  STRIPE_PRICE_LEGEND_BRL: "price_legend_brl",
  STRIPE_PRICE_LEGEND_USD: "price_legend_usd",
};
const START = new Date("2031-03-03T12:00:00Z");

let testDb: TestDatabase;
let auth: Auth;
let stripeServer: StripeTestServer;
let stripe: Stripe;
let env: NodeJS.ProcessEnv;
const clock = createTestClock(START);
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  stripeServer = await startStripeTestServer();
  env = {
    STRIPE_SECRET_KEY: stripeServer.secretKey,
    STRIPE_API_BASE: stripeServer.apiBase,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...PRICE_IDS,
  };
  stripe = stripeClient(env)!;
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, clock }));
});
afterEach(() => {
  stripeServer.reset();
  clock.set(START);
  vi.restoreAllMocks();
});
afterAll(async () => {
  await stripeServer?.close();
  await testDb?.close();
});

async function newMember(language: "en" | "pt" = "pt"): Promise<TestMember> {
  const member = await createTestMember(auth, testDb.db);
  await testDb.db.update(user).set({ language }).where(eq(user.id, member.userId));
  await testDb.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
  return member;
}

/** A member who bought Creator through the local test checkout (no Stripe) at the clock's time. */
async function testCheckoutMember(language: "en" | "pt" = "pt") {
  const member = await newMember(language);
  const { url } = await startCheckout(
    { db: testDb.db, stripe: null },
    { userId: member.userId, email: member.email, locale: language },
    "creator",
    "BR",
  );
  await completeTestCheckout(testDb.db, url.split("/").at(-1)!, member.userId, clock.now());
  const [payment] = await paymentsOf(testDb.db, member.userId);
  return { member, payment: payment! };
}

async function mailSubjects(email: string) {
  const rows = await testDb.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
  return rows;
}

describe("the 7-day refund through the local test checkout", () => {
  it("refunds the first payment within 7 days: the plan ends at once, a mail and an audit entry", async () => {
    const { member, payment } = await testCheckoutMember("pt");
    expect(payment).toMatchObject({ plan: "creator", amount: 2990, currency: "BRL", source: "test" });

    clock.advance(6 * DAY_MS + 23 * 60 * 60 * 1000);
    const listed = await callApi(app, "GET", "/billing/payments", member);
    expect(listed.status).toBe(200);
    expect(listed.body.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        first: true,
        refund: expect.objectContaining({ eligible: true }),
      }),
    ]);

    const refunded = await callApi(app, "POST", `/billing/payments/${payment.id}/refund`, member);
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund).toMatchObject({ paymentId: payment.id, amount: 2990, currency: "BRL" });
    expect(refunded.body.subscription).toMatchObject({ subscribed: false, subscription_tier: "free" });

    // Entitlements are read afresh: the member is on Explorer for the very next request.
    const check = await callApi(app, "POST", "/subscription/check", member);
    expect(check.body.subscription_tier).toBe("free");
    expect(tierInForce(await getSubscription(testDb.db, member.userId), clock.now())).toBe("free");

    const mails = await mailSubjects(member.email);
    expect(mails.map((mail) => mail.subject)).toContain("Seu reembolso de R$ 29,90 está a caminho");
    const audit = await listAuditLog(testDb.db, { limit: 50, offset: 0 });
    expect(audit.items.find((entry) => entry.targetId === member.userId)).toMatchObject({
      action: "user.refund",
      actorEmail: member.email,
      after: expect.objectContaining({ refunded: true, by: "member", tier: "free" }),
    });

    const again = await callApi(app, "POST", `/billing/payments/${payment.id}/refund`, member);
    expect(again).toMatchObject({ status: 409, body: { code: "already-refunded" } });
  });

  it("refuses a refund once 7 days have passed, and the plan stays", async () => {
    const { member, payment } = await testCheckoutMember("en");
    clock.advance(REFUND_WINDOW_DAYS * DAY_MS);
    const refused = await callApi(app, "POST", `/billing/payments/${payment.id}/refund`, member);
    expect(refused).toMatchObject({ status: 409, body: { code: "window-passed" } });
    const listed = await callApi(app, "GET", "/billing/payments", member);
    expect(listed.body.payments[0].refund).toMatchObject({ eligible: false, reason: "window-passed" });
    expect(tierInForce(await getSubscription(testDb.db, member.userId), clock.now())).toBe("creator");
    expect((await paymentsOf(testDb.db, member.userId))[0]!.refundedAt).toBeNull();
  });

  it("covers the first payment only; another member's payment is not found", async () => {
    const { member, payment } = await testCheckoutMember();
    clock.advance(DAY_MS);
    await changePlan({ db: testDb.db, stripe: null }, member.userId, "legend", undefined, clock.now());
    const [upgrade] = await paymentsOf(testDb.db, member.userId);
    expect(upgrade!.id).not.toBe(payment.id);
    const refused = await callApi(app, "POST", `/billing/payments/${upgrade!.id}/refund`, member);
    expect(refused).toMatchObject({ status: 409, body: { code: "not-first-payment" } });

    const stranger = await newMember();
    const notTheirs = await callApi(app, "POST", `/billing/payments/${payment.id}/refund`, stranger);
    expect(notTheirs).toMatchObject({ status: 404, body: { code: "payment-not-found" } });
    expect((await callApi(app, "POST", "/billing/payments/abc/refund", member)).status).toBe(404);
    expect((await callApi(app, "POST", `/billing/payments/${payment.id}/refund`)).status).toBe(401);
  });

  it("a double click refunds once", async () => {
    const { member, payment } = await testCheckoutMember();
    const results = await Promise.allSettled(
      [0, 1, 2].map(() =>
        refundPayment(
          { db: testDb.db, stripe: null },
          payment.id,
          { kind: "member", userId: member.userId, email: member.email },
          clock.now(),
        ),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect(["refund-in-progress", "already-refunded"]).toContain(
        ((result as PromiseRejectedResult).reason as RefundError).code,
      );
    const rows = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect((await mailSubjects(member.email)).filter((mail) => /reembolso/.test(mail.subject))).toHaveLength(
      1,
    );
  });
});

describe("an admin's refund", () => {
  it("refunds any payment within its 7 days, shows the payments per member, and writes the audit log", async () => {
    const admin = await newMember("en");
    await grantAdmin(testDb.db, admin.email);
    const { member, payment } = await testCheckoutMember("en");
    clock.advance(DAY_MS);
    await changePlan({ db: testDb.db, stripe: null }, member.userId, "legend", undefined, clock.now());

    expect((await callApi(app, "GET", `/admin/users/${member.userId}/payments`, member)).status).toBe(403);
    const listed = await callApi(app, "GET", `/admin/users/${member.userId}/payments`, admin);
    expect(listed.status).toBe(200);
    expect(listed.body.payments).toHaveLength(2);
    const [upgrade, first] = listed.body.payments as {
      id: number;
      first: boolean;
      refund: { eligible: boolean };
    }[];
    expect(first).toMatchObject({ id: payment.id, first: true, refund: { eligible: true } });
    expect(upgrade).toMatchObject({ first: false, refund: { eligible: true } });

    const refunded = await callApi(app, "POST", `/admin/payments/${upgrade!.id}/refund`, admin);
    expect(refunded.status).toBe(200);
    expect(refunded.body.subscription.subscription_tier).toBe("free");
    const audit = await listAuditLog(testDb.db, { limit: 50, offset: 0 });
    expect(
      audit.items.find((entry) => entry.action === "user.refund" && entry.targetId === member.userId),
    ).toMatchObject({
      actorEmail: admin.email,
      targetLabel: member.email,
      after: expect.objectContaining({ by: "admin" }),
    });
    expect((await mailSubjects(member.email)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your refund of .* is on its way$/)]),
    );
    expect((await callApi(app, "GET", "/admin/users/nobody/payments", admin)).status).toBe(404);
    expect((await callApi(app, "POST", "/admin/payments/999999/refund", admin)).body).toMatchObject({
      code: "payment-not-found",
    });

    clock.advance(REFUND_WINDOW_DAYS * DAY_MS);
    const late = await callApi(app, "POST", `/admin/payments/${payment.id}/refund`, admin);
    expect(late).toMatchObject({ status: 409, body: { code: "window-passed" } });
  });
});

// ---------------------------------------------------------------------------------------------
// With Stripe: the payment comes from the webhook, the refund goes through Stripe's API.

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function signed(type: string, object: Record<string, unknown>, created: Date) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2025-01-01",
    created: seconds(created),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return handleStripeWebhook({ db: testDb.db, stripe, env }, payload, signature);
}

/** A member whose Legend subscription Stripe charged `paidAt`, as its webhooks tell us. */
async function stripeMember(paidAt: Date) {
  const member = await newMember("pt");
  const subscription: StripeTestSubscription = {
    id: `sub_${member.userId}`,
    status: "active",
    customer: `cus_${member.userId}`,
    currency: "brl",
    cancel_at_period_end: false,
    metadata: { userId: member.userId, plan: "legend" },
    price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
    currentPeriodEnd: seconds(new Date(paidAt.getTime() + 30 * DAY_MS)),
  };
  stripeServer.subscriptions.set(subscription.id, subscription);
  const invoice = {
    id: `in_${randomUUID().replaceAll("-", "")}`,
    customer: subscription.customer,
    subscription: subscription.id,
    amountPaid: 6900,
    currency: "brl",
    paidAt: seconds(paidAt),
    paymentIntent: `pi_${randomUUID().replaceAll("-", "")}`,
  };
  stripeServer.invoices.set(invoice.id, invoice);
  const invoiceObject = {
    id: invoice.id,
    object: "invoice",
    customer: subscription.customer,
    amount_paid: invoice.amountPaid,
    currency: "brl",
    status_transitions: { paid_at: invoice.paidAt },
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
  };
  // Both events name the same invoice, in either order: one payment is recorded.
  expect(
    (
      await signed(
        "checkout.session.completed",
        {
          id: `cs_${randomUUID()}`,
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          customer: subscription.customer,
          subscription: subscription.id,
          invoice: invoice.id,
        },
        paidAt,
      )
    ).status,
  ).toBe(200);
  expect((await signed("invoice.paid", invoiceObject, paidAt)).status).toBe(200);
  return { member, subscription, invoice };
}

describe("a refund through Stripe", () => {
  it("records the paid invoice once, refunds its payment intent with an idempotency key and cancels the subscription", async () => {
    const { member, subscription, invoice } = await stripeMember(new Date(START.getTime() - DAY_MS));
    const [payment, ...others] = await paymentsOf(testDb.db, member.userId);
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({
      source: "stripe",
      plan: "legend",
      amount: 6900,
      currency: "BRL",
      stripePaymentIntentId: invoice.paymentIntent,
      stripeSubscriptionId: subscription.id,
    });

    await refundPayment(
      { db: testDb.db, stripe, env },
      payment!.id,
      { kind: "member", userId: member.userId, email: member.email },
      clock.now(),
    );
    const [call] = stripeServer.refundRequests();
    expect(call).toMatchObject({
      form: { payment_intent: invoice.paymentIntent, reason: "requested_by_customer" },
      idempotencyKey: `promptario-refund-${payment!.id}`,
    });
    expect(stripeServer.subscriptions.get(subscription.id)!.status).toBe("canceled");
    expect(tierInForce(await getSubscription(testDb.db, member.userId), clock.now())).toBe("free");
    expect(await testDb.db.select().from(jobs).where(eq(jobs.key, subscription.id))).toHaveLength(0);

    // Stripe's own cancellation event arrives afterwards: it changes nothing, and sends no "plan ended" mail.
    await signed(
      "customer.subscription.deleted",
      { id: subscription.id, object: "subscription" },
      clock.now(),
    );
    expect((await mailSubjects(member.email)).map((mail) => mail.subject)).not.toContain(
      "Seu plano Legend do Promptário terminou",
    );
  });

  it("two requests at the same moment refund once, at Stripe and here", async () => {
    const { member } = await stripeMember(new Date(START.getTime() - DAY_MS));
    const [payment] = await paymentsOf(testDb.db, member.userId);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        refundPayment(
          { db: testDb.db, stripe, env },
          payment!.id,
          { kind: "member", userId: member.userId, email: member.email },
          clock.now(),
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(stripeServer.refunds.size).toBe(1);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);
  });

  it("a request that died after Stripe refunded is taken over, and gets the same refund back", async () => {
    const { member, invoice } = await stripeMember(new Date(START.getTime() - DAY_MS));
    const [payment] = await paymentsOf(testDb.db, member.userId);
    // The first request claimed the refund and reached Stripe, then its process died.
    await testDb.db.insert(refunds).values({
      paymentId: payment!.id,
      userId: member.userId,
      status: "pending",
      requestedBy: "member",
      amount: payment!.amount,
      currency: payment!.currency,
      claimedUntil: clock.now(),
    });
    const first = await stripe.refunds.create(
      { payment_intent: invoice.paymentIntent },
      { idempotencyKey: `promptario-refund-${payment!.id}` },
    );
    clock.advance(1000);
    await refundPayment(
      { db: testDb.db, stripe, env },
      payment!.id,
      { kind: "member", userId: member.userId, email: member.email },
      clock.now(),
    );
    expect(stripeServer.refunds.size).toBe(1);
    const [row] = await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(row).toMatchObject({ status: "refunded", stripeRefundId: first.id });
  });

  it("when Stripe fails nothing changes and the member may retry", async () => {
    const { member } = await stripeMember(new Date(START.getTime() - DAY_MS));
    const [payment] = await paymentsOf(testDb.db, member.userId);
    const requester = { kind: "member", userId: member.userId, email: member.email } as const;
    stripeServer.failWith = 500;
    stripeServer.failOnly = "/v1/refunds";
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      refundPayment({ db: testDb.db, stripe, env }, payment!.id, requester, clock.now()),
    ).rejects.toMatchObject({ code: "refund-failed", status: 502 });
    expect(await testDb.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(0);
    expect(tierInForce(await getSubscription(testDb.db, member.userId), clock.now())).toBe("legend");

    stripeServer.failWith = null;
    await refundPayment({ db: testDb.db, stripe, env }, payment!.id, requester, clock.now());
    expect(stripeServer.refunds.size).toBe(1);
  });

  it("a cancellation Stripe refused is retried by a job until the subscription is cancelled", async () => {
    const { member, subscription } = await stripeMember(new Date(START.getTime() - DAY_MS));
    const [payment] = await paymentsOf(testDb.db, member.userId);
    stripeServer.failWith = 500;
    stripeServer.failOnly = `/v1/subscriptions/${subscription.id}`;
    vi.spyOn(console, "error").mockImplementation(() => {});
    await refundPayment(
      { db: testDb.db, stripe, env },
      payment!.id,
      { kind: "member", userId: member.userId, email: member.email },
      clock.now(),
    );
    expect(stripeServer.refunds.size).toBe(1);
    expect(stripeServer.subscriptions.get(subscription.id)!.status).toBe("active");
    // The member is on Explorer all the same: our record decides what they may open.
    expect(tierInForce(await getSubscription(testDb.db, member.userId), clock.now())).toBe("free");

    stripeServer.failWith = null;
    const ran = await runDueJobs(
      testDb.db,
      refundJobs(() => stripe),
      { clock },
    );
    expect(ran).toEqual({ done: 1, failed: 0 });
    expect(stripeServer.subscriptions.get(subscription.id)!.status).toBe("canceled");
    const [job] = await testDb.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, CANCEL_REFUNDED_SUBSCRIPTION_JOB), eq(jobs.key, subscription.id)));
    expect(job?.status).toBe("done");
  });
});
