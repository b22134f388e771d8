import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createMemberLookup } from "~/server/accounts/viewer.server";
import { getPrompt } from "~/server/catalog/prompt.server";
import { getConfig } from "~/server/config.server";
import { mailOutbox } from "~/server/mail/schema";
import {
  BillingError,
  changePlan,
  changeTestSubscription,
  completeTestCheckout,
  getTestCheckout,
  handleStripeWebhook,
  previewPlanChange,
  scheduledPlanOf,
  startCheckout,
  stripeClient,
  type BillingServices,
  type Customer,
} from "./billing.server";
import { billingEvents, testCheckouts } from "./schema";
import {
  startStripeTestServer,
  type StripeTestServer,
  type StripeTestSubscription,
} from "./stripe-test-server";
import { applySubscriptionChange, getSubscription, tierInForce } from "./subscriptions.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = "whsec_test_promptario";
const PRICE_IDS = {
  STRIPE_PRICE_CREATOR_BRL: "price_creator_brl",
  STRIPE_PRICE_CREATOR_USD: "price_creator_usd",
  STRIPE_PRICE_LEGEND_BRL: "price_legend_brl",
  STRIPE_PRICE_LEGEND_USD: "price_legend_usd",
};
// The member's language is Portuguese by default, so billing mail goes out in Portuguese.
const WELCOME_LEGEND = "Boas-vindas ao Promptário Legend";
const PAYMENT_FAILED_LEGEND = "Não conseguimos cobrar seu plano Legend";
const PLAN_ENDED_LEGEND = "Seu plano Legend do Promptário terminou";

let testDb: TestDatabase;
let auth: Auth;
let stripeServer: StripeTestServer;
let stripe: Stripe;
let billing: BillingServices;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  stripeServer = await startStripeTestServer();
  const env = {
    STRIPE_SECRET_KEY: stripeServer.secretKey,
    STRIPE_API_BASE: stripeServer.apiBase,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...PRICE_IDS,
  };
  const client = stripeClient(env);
  if (!client) throw new Error("stripeClient gave no client for a configured key");
  stripe = client;
  billing = { db: testDb.db, stripe, env };
});
afterEach(() => {
  stripeServer.reset();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await stripeServer?.close();
  await testDb?.close();
});

/** A signed-in member whose sign-up mail is already read, so their mailbox holds only billing mail. */
async function newMember(): Promise<TestMember & { customer: Customer }> {
  const member = await createTestMember(auth, testDb.db);
  await testDb.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
  return { ...member, customer: { userId: member.userId, email: member.email, locale: "pt" } };
}

async function mailSubjects(email: string): Promise<string[]> {
  const rows = await testDb.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
  return rows.map((row) => row.subject);
}

async function recordedEvents(id: string) {
  return testDb.db
    .select({ id: billingEvents.id, type: billingEvents.type })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Stripe subscription of this member, as the Stripe-like server will answer it. */
function stripeSubscription(
  member: TestMember,
  overrides: Partial<StripeTestSubscription> = {},
): StripeTestSubscription {
  return {
    id: `sub_${member.userId}`,
    status: "active",
    customer: `cus_${member.userId}`,
    currency: "brl",
    cancel_at_period_end: false,
    metadata: { userId: member.userId, plan: "legend" },
    price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
    currentPeriodEnd: seconds(new Date(Date.now() + 30 * DAY_MS)),
    ...overrides,
  };
}

interface TestEvent {
  id: string;
  payload: string;
}

/** A Stripe event as its webhook delivers it (https://docs.stripe.com/api/events/object). */
function stripeEvent(type: string, object: Record<string, unknown>, created: Date): TestEvent {
  const id = `evt_${randomUUID().replaceAll("-", "")}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-01",
    created: seconds(created),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });
  return { id, payload };
}

const subscriptionEvent = (type: string, subscription: StripeTestSubscription, created: Date) =>
  stripeEvent(
    type,
    { id: subscription.id, object: "subscription", customer: subscription.customer },
    created,
  );

const checkoutCompleted = (
  subscription: StripeTestSubscription,
  created: Date,
  type = "checkout.session.completed",
) =>
  stripeEvent(
    type,
    {
      id: `cs_${randomUUID()}`,
      object: "checkout.session",
      mode: "subscription",
      customer: subscription.customer,
      subscription: subscription.id,
    },
    created,
  );

/** An invoice event in the current API's shape, which names the subscription under parent. */
const invoiceEvent = (type: string, subscription: StripeTestSubscription, created: Date) =>
  stripeEvent(
    type,
    {
      id: `in_${randomUUID()}`,
      object: "invoice",
      customer: subscription.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    },
    created,
  );

function deliver(
  event: TestEvent,
  signature = stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET }),
) {
  return handleStripeWebhook(billing, event.payload, signature);
}

describe("a Stripe checkout", () => {
  let buyer: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    buyer = await newMember();
  });

  it.each([
    ["BR", "legend", PRICE_IDS.STRIPE_PRICE_LEGEND_BRL],
    ["BR", "creator", PRICE_IDS.STRIPE_PRICE_CREATOR_BRL],
    ["US", "legend", PRICE_IDS.STRIPE_PRICE_LEGEND_USD],
    ["US", "creator", PRICE_IDS.STRIPE_PRICE_CREATOR_USD],
  ] as const)("from %s for %s charges the configured price %s", async (country, plan, price) => {
    const member = await newMember();
    const { url } = await startCheckout(billing, member.customer, plan, country);

    const [session, ...others] = stripeServer.checkoutSessions();
    expect(others).toEqual([]);
    expect(session).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": price,
      "line_items[0][quantity]": "1",
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  });

  it("sends a new customer's email and names the member in the reference and the metadata", async () => {
    const member = await newMember();
    await startCheckout(billing, member.customer, "legend", "BR");

    const [session] = stripeServer.checkoutSessions();
    const origin = getConfig().publicUrl;
    expect(session).toEqual({
      mode: "subscription",
      "line_items[0][price]": PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
      "line_items[0][quantity]": "1",
      customer_email: member.email,
      client_reference_id: member.userId,
      "metadata[userId]": member.userId,
      "metadata[plan]": "legend",
      "subscription_data[metadata][userId]": member.userId,
      "subscription_data[metadata][plan]": "legend",
      locale: "pt-BR",
      success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
    });
    expect(stripeServer.requests[0]?.idempotencyKey).toBeTruthy();
  });

  it("reuses the Stripe customer of a member who subscribed before", async () => {
    const member = await newMember();
    await applySubscriptionChange(testDb.db, {
      userId: member.userId,
      tier: "free",
      status: "canceled",
      currentPeriodEnd: new Date(Date.now() - DAY_MS),
      source: "stripe",
      stripeCustomerId: "cus_returning",
      stripeSubscriptionId: "sub_old",
      stateAt: new Date(Date.now() - DAY_MS),
    });
    await startCheckout(billing, { ...member.customer, locale: "en" }, "creator", "US");

    const [session] = stripeServer.checkoutSessions();
    expect(session).toMatchObject({
      customer: "cus_returning",
      "line_items[0][price]": PRICE_IDS.STRIPE_PRICE_CREATOR_USD,
      locale: "en",
    });
    expect(session).not.toHaveProperty("customer_email");
  });

  it.each([undefined, "free", "premium", "platinum", 2])(
    "refuses the plan %s before calling Stripe",
    async (plan) => {
      const attempt = startCheckout(billing, buyer.customer, plan, "BR");
      await expect(attempt).rejects.toThrow(BillingError);
      await expect(attempt).rejects.toMatchObject({ code: "invalid-plan", message: "Invalid plan selected" });
      expect(stripeServer.requests).toEqual([]);
    },
  );

  it("fails without calling Stripe when the plan's price is not configured", async () => {
    const attempt = startCheckout(
      { ...billing, env: { ...billing.env, STRIPE_PRICE_LEGEND_USD: undefined } },
      buyer.customer,
      "legend",
      "US",
    );
    await expect(attempt).rejects.toMatchObject({ code: "checkout-failed" });
    expect(stripeServer.requests).toEqual([]);
  });

  it("fails with the member's message when Stripe answers an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stripeServer.failWith = 500;
    const attempt = startCheckout(billing, buyer.customer, "legend", "BR");
    await expect(attempt).rejects.toMatchObject({
      code: "checkout-failed",
      message: "Failed to start subscription process",
    });
    expect(stripeServer.checkoutSessions()).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith("Stripe checkout failed:", expect.any(String));
  });
});

describe("Stripe webhooks", () => {
  it("make the member Legend and send one welcome mail when the checkout completes", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);

    const result = await deliver(checkoutCompleted(subscription, new Date()));

    expect(result).toEqual({ status: 200, body: { received: true } });
    const state = await getSubscription(testDb.db, member.userId);
    expect(state).toEqual({
      tier: "legend",
      status: "active",
      currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000),
      cancelAtPeriodEnd: false,
      source: "stripe",
      stripeCustomerId: subscription.customer,
      stripeSubscriptionId: subscription.id,
    });
    expect(tierInForce(state)).toBe("legend");
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
  });

  it.each([
    [
      "signed with another secret",
      (event: TestEvent) =>
        stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_forged" }),
    ],
    [
      "signed for another body",
      () => stripe.webhooks.generateTestHeaderString({ payload: "{}", secret: WEBHOOK_SECRET }),
    ],
    [
      "signed too long ago",
      (event: TestEvent) =>
        stripe.webhooks.generateTestHeaderString({
          payload: event.payload,
          secret: WEBHOOK_SECRET,
          timestamp: seconds(new Date()) - 600,
        }),
    ],
    ["not signed", () => ""],
  ])("refuse an event %s and change nothing", async (_case, sign) => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompleted(subscription, new Date());

    const result = await deliver(event, sign(event));

    expect(result).toEqual({ status: 400, body: { received: false, error: "Invalid signature" } });
    expect(await recordedEvents(event.id)).toEqual([]);
    expect(stripeServer.requests).toEqual([]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("free");
    expect(await mailSubjects(member.email)).toEqual([]);
  });

  it("apply an event delivered ten times once", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompleted(subscription, new Date());

    const results = [];
    for (let delivery = 0; delivery < 10; delivery += 1) results.push(await deliver(event));

    expect(results[0]).toEqual({ status: 200, body: { received: true } });
    expect(results.slice(1)).toEqual(
      Array.from({ length: 9 }, () => ({ status: 200, body: { received: true, duplicate: true } })),
    );
    expect(await recordedEvents(event.id)).toEqual([{ id: event.id, type: "checkout.session.completed" }]);
    expect(
      stripeServer.requests.filter((request) => request.path === `/v1/subscriptions/${subscription.id}`),
    ).toHaveLength(1);
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
  });

  it("apply an event delivered ten times at once once", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompleted(subscription, new Date());

    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));

    expect(results.filter((result) => !result.body.duplicate)).toHaveLength(1);
    expect(await recordedEvents(event.id)).toHaveLength(1);
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
  });

  describe("arriving out of order end in the newest state", () => {
    const start = new Date(Date.now() - 60_000);
    const older = new Date(start.getTime() + 10_000);
    const newer = new Date(start.getTime() + 20_000);

    async function subscribedMember() {
      const member = await newMember();
      const subscription = stripeSubscription(member, {
        metadata: { userId: member.userId, plan: "creator" },
        price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL,
      });
      stripeServer.subscriptions.set(subscription.id, subscription);
      await deliver(checkoutCompleted(subscription, start));
      // Older: the member asked to cancel. Newer: they changed their mind and moved up to Legend.
      const cancelled = { ...subscription, cancel_at_period_end: true };
      const upgraded = {
        ...subscription,
        price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
        metadata: { userId: member.userId, plan: "legend" },
      };
      return { member, cancelled, upgraded };
    }

    async function expectUpgraded(member: TestMember) {
      const state = await getSubscription(testDb.db, member.userId);
      expect(state).toMatchObject({ tier: "legend", cancelAtPeriodEnd: false, status: "active" });
      expect(tierInForce(state)).toBe("legend");
    }

    it("when Stripe answers each event's own state as it is read", async () => {
      const { member, cancelled, upgraded } = await subscribedMember();

      stripeServer.subscriptions.set(upgraded.id, upgraded);
      await deliver(subscriptionEvent("customer.subscription.updated", upgraded, newer));
      stripeServer.subscriptions.set(cancelled.id, cancelled);
      const late = await deliver(subscriptionEvent("customer.subscription.updated", cancelled, older));

      expect(late).toEqual({ status: 200, body: { received: true } });
      await expectUpgraded(member);
    });

    it("when Stripe already answers the newest state for the late event", async () => {
      const { member, cancelled, upgraded } = await subscribedMember();

      stripeServer.subscriptions.set(upgraded.id, upgraded);
      await deliver(subscriptionEvent("customer.subscription.updated", upgraded, newer));
      await deliver(subscriptionEvent("customer.subscription.updated", cancelled, older));

      await expectUpgraded(member);
    });

    it("and in order too", async () => {
      const { member, cancelled, upgraded } = await subscribedMember();

      stripeServer.subscriptions.set(cancelled.id, cancelled);
      await deliver(subscriptionEvent("customer.subscription.updated", cancelled, older));
      expect(await getSubscription(testDb.db, member.userId)).toMatchObject({
        tier: "creator",
        cancelAtPeriodEnd: true,
      });
      stripeServer.subscriptions.set(upgraded.id, upgraded);
      await deliver(subscriptionEvent("customer.subscription.updated", upgraded, newer));

      await expectUpgraded(member);
    });
  });

  it("make the member free and send the plan-ended mail when the subscription is deleted", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date(Date.now() - 60_000)));

    stripeServer.subscriptions.set(subscription.id, { ...subscription, status: "canceled" });
    await deliver(subscriptionEvent("customer.subscription.deleted", subscription, new Date()));

    const state = await getSubscription(testDb.db, member.userId);
    expect(state).toMatchObject({
      tier: "free",
      status: "canceled",
      stripeCustomerId: subscription.customer,
    });
    expect(tierInForce(state)).toBe("free");
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND, PLAN_ENDED_LEGEND]);
  });

  it("send the payment-failed mail when a renewal is not paid, keeping the plan meanwhile", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date(Date.now() - 60_000)));

    stripeServer.subscriptions.set(subscription.id, { ...subscription, status: "past_due" });
    await deliver(invoiceEvent("invoice.payment_failed", subscription, new Date()));

    const state = await getSubscription(testDb.db, member.userId);
    expect(state).toMatchObject({ tier: "legend", status: "past_due" });
    expect(tierInForce(state)).toBe("legend");
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND, PAYMENT_FAILED_LEGEND]);
  });

  it("send the payment-failed mail even when Stripe's newer subscription update arrived first", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const failedAt = new Date(Date.now() - 60_000);
    await deliver(checkoutCompleted(subscription, new Date(failedAt.getTime() - 60_000)));

    stripeServer.subscriptions.set(subscription.id, { ...subscription, status: "past_due" });
    await deliver(
      subscriptionEvent("customer.subscription.updated", subscription, new Date(failedAt.getTime() + 2_000)),
    );
    await deliver(invoiceEvent("invoice.payment_failed", subscription, failedAt));

    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND, PAYMENT_FAILED_LEGEND]);
    expect(await getSubscription(testDb.db, member.userId)).toMatchObject({
      tier: "legend",
      status: "past_due",
    });
  });

  it("send no payment-failed mail for a failure Stripe has since been paid for", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date(Date.now() - 60_000)));

    await deliver(invoiceEvent("invoice.payment_failed", subscription, new Date(Date.now() - 30_000)));

    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
  });

  it("send the welcome mail even when the subscription's own events arrived before the checkout's", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const paidAt = new Date(Date.now() - 60_000);

    await deliver(
      subscriptionEvent("customer.subscription.updated", subscription, new Date(paidAt.getTime() + 2_000)),
    );
    await deliver(checkoutCompleted(subscription, paidAt));

    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
  });

  it("send no welcome mail for a checkout whose first payment has not gone through", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member, { status: "incomplete" });
    stripeServer.subscriptions.set(subscription.id, subscription);

    await deliver(checkoutCompleted(subscription, new Date()));

    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("free");
    expect(await mailSubjects(member.email)).toEqual([]);
  });

  it("send the welcome mail once a delayed first payment (a boleto) goes through", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member, { status: "incomplete" });
    stripeServer.subscriptions.set(subscription.id, subscription);
    const completedAt = new Date(Date.now() - 60_000);

    await deliver(checkoutCompleted(subscription, completedAt));
    expect(await mailSubjects(member.email)).toEqual([]);

    stripeServer.subscriptions.set(subscription.id, { ...subscription, status: "active" });
    await deliver(checkoutCompleted(subscription, new Date(), "checkout.session.async_payment_succeeded"));

    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
  });

  it("fail without recording the event while Stripe cannot be read, so Stripe's retry applies it", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompleted(subscription, new Date());

    stripeServer.failWith = 500;
    await expect(deliver(event)).rejects.toThrow();
    expect(await recordedEvents(event.id)).toEqual([]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("free");

    stripeServer.failWith = null;
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    expect(await mailSubjects(member.email)).toEqual([WELCOME_LEGEND]);
  });

  it("find the member by the Stripe customer when the subscription carries no user id", async () => {
    const member = await newMember();
    const subscription = stripeSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date(Date.now() - 60_000)));

    const withoutMetadata = { ...subscription, metadata: {}, price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL };
    stripeServer.subscriptions.set(subscription.id, withoutMetadata);
    await deliver(subscriptionEvent("customer.subscription.updated", withoutMetadata, new Date()));

    expect(await getSubscription(testDb.db, member.userId)).toMatchObject({ tier: "creator" });
  });

  it("are refused when no webhook secret is configured", async () => {
    const member = await newMember();
    const event = checkoutCompleted(stripeSubscription(member), new Date());
    const { STRIPE_WEBHOOK_SECRET: _secret, ...env } = billing.env ?? {};
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: WEBHOOK_SECRET,
    });

    const result = await handleStripeWebhook({ ...billing, env }, event.payload, signature);

    expect(result.status).toBe(400);
    expect(await recordedEvents(event.id)).toEqual([]);
  });
});

describe("the local test checkout (no Stripe)", () => {
  const local = () => ({ db: testDb.db, stripe: null });

  async function openTestCheckout(
    member: { customer: Customer },
    plan = "creator",
    country: "BR" | "US" = "BR",
  ) {
    const { url } = await startCheckout(local(), member.customer, plan, country);
    const id = /^\/billing\/test-checkout\/([0-9a-f-]{36})$/.exec(url)?.[1];
    if (!id) throw new Error(`not a test checkout URL: ${url}`);
    return id;
  }

  it("opens a test checkout page for the plan in the country's currency", async () => {
    const member = await newMember();
    const brazil = await openTestCheckout(member, "legend", "BR");
    const elsewhere = await openTestCheckout(member, "creator", "US");

    expect(await getTestCheckout(testDb.db, brazil, member.userId)).toEqual({
      id: brazil,
      plan: "legend",
      currency: "BRL",
      status: "open",
    });
    expect(await getTestCheckout(testDb.db, elsewhere, member.userId)).toEqual({
      id: elsewhere,
      plan: "creator",
      currency: "USD",
      status: "open",
    });
    expect(stripeServer.requests).toEqual([]);
  });

  it("makes the member Creator for 30 days when completed, with one welcome mail", async () => {
    const member = await newMember();
    const id = await openTestCheckout(member);
    const now = new Date();

    expect(await completeTestCheckout(testDb.db, id, member.userId, now)).toBe("creator");

    const state = await getSubscription(testDb.db, member.userId);
    expect(state).toEqual({
      tier: "creator",
      status: "active",
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      cancelAtPeriodEnd: false,
      source: "test",
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    expect(tierInForce(state, new Date(now.getTime() + 29 * DAY_MS))).toBe("creator");
    expect(tierInForce(state, new Date(now.getTime() + 31 * DAY_MS))).toBe("free");
    expect(await mailSubjects(member.email)).toEqual(["Boas-vindas ao Promptário Creator"]);
    expect((await getTestCheckout(testDb.db, id, member.userId))?.status).toBe("paid");
  });

  it("does nothing when the same checkout is completed again", async () => {
    const member = await newMember();
    const id = await openTestCheckout(member);
    const paidAt = new Date(Date.now() - DAY_MS);
    await completeTestCheckout(testDb.db, id, member.userId, paidAt);

    expect(await completeTestCheckout(testDb.db, id, member.userId)).toBeNull();

    expect((await getSubscription(testDb.db, member.userId)).currentPeriodEnd).toEqual(
      new Date(paidAt.getTime() + 30 * DAY_MS),
    );
    expect(await mailSubjects(member.email)).toEqual(["Boas-vindas ao Promptário Creator"]);
  });

  it("does nothing when the same checkout is completed twice at once", async () => {
    const member = await newMember();
    const id = await openTestCheckout(member);

    const outcomes = await Promise.all([
      completeTestCheckout(testDb.db, id, member.userId),
      completeTestCheckout(testDb.db, id, member.userId),
    ]);

    expect(outcomes.filter((plan) => plan !== null)).toEqual(["creator"]);
    expect(await mailSubjects(member.email)).toEqual(["Boas-vindas ao Promptário Creator"]);
  });

  it("cannot be completed by another member", async () => {
    const owner = await newMember();
    const other = await newMember();
    const id = await openTestCheckout(owner);

    expect(await completeTestCheckout(testDb.db, id, other.userId)).toBeNull();

    expect(tierInForce(await getSubscription(testDb.db, other.userId))).toBe("free");
    expect(tierInForce(await getSubscription(testDb.db, owner.userId))).toBe("free");
    expect(await getTestCheckout(testDb.db, id, other.userId)).toBeNull();
    expect((await getTestCheckout(testDb.db, id, owner.userId))?.status).toBe("open");
    expect(await mailSubjects(other.email)).toEqual([]);
  });

  it("cancels at the period end, keeping the plan until then, and resumes", async () => {
    const member = await newMember();
    const paidAt = new Date(Date.now() - 10 * DAY_MS);
    await completeTestCheckout(testDb.db, await openTestCheckout(member), member.userId, paidAt);
    const periodEnd = new Date(paidAt.getTime() + 30 * DAY_MS);

    await changeTestSubscription(testDb.db, member.userId, { action: "cancel" });

    const cancelled = await getSubscription(testDb.db, member.userId);
    expect(cancelled).toMatchObject({
      tier: "creator",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect(tierInForce(cancelled)).toBe("creator");
    expect(tierInForce(cancelled, new Date(periodEnd.getTime() + 1))).toBe("free");

    await changeTestSubscription(testDb.db, member.userId, { action: "resume" });
    expect(await getSubscription(testDb.db, member.userId)).toMatchObject({
      tier: "creator",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
    });
  });

  it("changes Creator to Legend now for the prorated difference, and Legend to Creator at the period end, on one subscription", async () => {
    const member = await newMember();
    const paidAt = new Date(Date.now() - 10 * DAY_MS);
    await completeTestCheckout(testDb.db, await openTestCheckout(member), member.userId, paidAt);
    const periodEnd = new Date(paidAt.getTime() + 30 * DAY_MS);
    const test = { db: testDb.db, stripe: null };

    await expect(startCheckout(test, member.customer, "legend", "BR")).rejects.toMatchObject({
      code: "has-subscription",
    });
    const upgrade = await previewPlanChange(test, member.userId, "legend");
    // Two thirds of the month are left: two thirds of R$ 69,00 − R$ 29,90.
    expect(upgrade).toMatchObject({
      from: "creator",
      to: "legend",
      kind: "upgrade",
      amountDue: 2607,
      currency: "BRL",
    });
    await changePlan(test, member.userId, "legend", upgrade.quotedAt);

    const legend = await getSubscription(testDb.db, member.userId);
    expect(legend).toMatchObject({ tier: "legend", source: "test", currentPeriodEnd: periodEnd });
    expect(tierInForce(legend)).toBe("legend");

    const downgrade = await previewPlanChange(test, member.userId, "creator");
    expect(downgrade).toMatchObject({
      kind: "downgrade",
      amountDue: 0,
      effectiveAt: periodEnd.toISOString(),
    });
    await changePlan(test, member.userId, "creator", downgrade.quotedAt);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    expect(await scheduledPlanOf(testDb.db, member.userId)).toBe("creator");

    const kept = await previewPlanChange(test, member.userId, "legend");
    expect(kept).toMatchObject({ kind: "keep", amountDue: 0 });
    await changePlan(test, member.userId, "legend", kept.quotedAt);
    expect(await scheduledPlanOf(testDb.db, member.userId)).toBeNull();
    await expect(previewPlanChange(test, member.userId, "legend")).rejects.toMatchObject({
      code: "same-plan",
    });

    const paid = await testDb.db
      .select({ id: testCheckouts.id })
      .from(testCheckouts)
      .where(eq(testCheckouts.userId, member.userId));
    expect(paid).toHaveLength(1);
  });

  it("refuses a quote older than an hour, so the member sees the amount again", async () => {
    const member = await newMember();
    await completeTestCheckout(
      testDb.db,
      await openTestCheckout(member),
      member.userId,
      new Date(Date.now() - DAY_MS),
    );
    const stale = seconds(new Date(Date.now() - 2 * 60 * 60 * 1000));

    await expect(
      changePlan({ db: testDb.db, stripe: null }, member.userId, "legend", stale),
    ).rejects.toMatchObject({ code: "quote-expired" });
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("creator");
  });

  it("has nothing to change for a member without a plan in force", async () => {
    const member = await newMember();
    const lapsed = await newMember();
    await completeTestCheckout(
      testDb.db,
      await openTestCheckout(lapsed),
      lapsed.userId,
      new Date(Date.now() - 31 * DAY_MS),
    );

    for (const userId of [member.userId, lapsed.userId]) {
      await expect(changeTestSubscription(testDb.db, userId, { action: "cancel" })).rejects.toMatchObject({
        code: "no-subscription",
      });
    }
    expect(tierInForce(await getSubscription(testDb.db, lapsed.userId))).toBe("free");
  });
});

describe("changing plan with Stripe", () => {
  async function creatorMember() {
    const member = await newMember();
    const subscription = stripeSubscription(member, {
      metadata: { userId: member.userId, plan: "creator" },
      price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL,
      currentPeriodStart: seconds(new Date(Date.now() - 10 * DAY_MS)),
      currentPeriodEnd: seconds(new Date(Date.now() + 20 * DAY_MS)),
    });
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date(Date.now() - 10 * DAY_MS)));
    return { member, subscription };
  }

  const activeSubscriptions = () =>
    [...stripeServer.subscriptions.values()].filter((s) => s.status === "active");

  it("keeps one subscription from Creator to Legend and back, with the right plan in force at each step", async () => {
    const { member, subscription } = await creatorMember();
    const periodEnd = new Date(subscription.currentPeriodEnd * 1000);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("creator");

    await expect(startCheckout(billing, member.customer, "legend", "BR")).rejects.toMatchObject({
      code: "has-subscription",
    });
    expect(stripeServer.checkoutSessions()).toEqual([]);

    const upgrade = await previewPlanChange(billing, member.userId, "legend");
    expect(upgrade).toMatchObject({
      kind: "upgrade",
      from: "creator",
      to: "legend",
      amountDue: 2607,
      currency: "BRL",
    });
    await changePlan(billing, member.userId, "legend", upgrade.quotedAt);

    const [update, ...moreUpdates] = stripeServer.subscriptionUpdates();
    expect(moreUpdates).toEqual([]);
    expect(update).toMatchObject({
      path: `/v1/subscriptions/${subscription.id}`,
      form: {
        "items[0][id]": `si_${subscription.id}`,
        "items[0][price]": PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
        proration_behavior: "always_invoice",
        proration_date: String(upgrade.quotedAt),
        payment_behavior: "pending_if_incomplete",
      },
    });
    expect(activeSubscriptions()).toEqual([
      expect.objectContaining({ id: subscription.id, price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL }),
    ]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    await deliver(subscriptionEvent("customer.subscription.updated", subscription, new Date()));
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");

    const downgrade = await previewPlanChange(billing, member.userId, "creator");
    expect(downgrade).toMatchObject({
      kind: "downgrade",
      amountDue: 0,
      effectiveAt: periodEnd.toISOString(),
    });
    await changePlan(billing, member.userId, "creator", downgrade.quotedAt);

    const [schedule, ...otherSchedules] = stripeServer.schedules.values();
    expect(otherSchedules).toEqual([]);
    expect(schedule).toMatchObject({
      subscription: subscription.id,
      endBehavior: "release",
      phases: [
        { price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL, endDate: subscription.currentPeriodEnd },
        { price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL, startDate: null },
      ],
    });
    expect(stripeServer.subscriptionUpdates()).toHaveLength(1);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    expect(await scheduledPlanOf(testDb.db, member.userId)).toBe("creator");

    // The period ends: Stripe's schedule moves the subscription to its next phase and says so.
    const renewed = stripeServer.subscriptions.get(subscription.id);
    if (!renewed) throw new Error("the subscription is gone");
    Object.assign(renewed, {
      price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL,
      currentPeriodStart: renewed.currentPeriodEnd,
      currentPeriodEnd: renewed.currentPeriodEnd + 30 * 24 * 60 * 60,
    });
    await deliver(subscriptionEvent("customer.subscription.updated", renewed, new Date(Date.now() + 1000)));

    const after = await getSubscription(testDb.db, member.userId);
    expect(after).toMatchObject({ tier: "creator", stripeSubscriptionId: subscription.id });
    expect(tierInForce(after)).toBe("creator");
    expect(await scheduledPlanOf(testDb.db, member.userId)).toBeNull();
    expect(activeSubscriptions()).toHaveLength(1);
    expect(stripeServer.checkoutSessions()).toEqual([]);
  });

  it("leaves the plan as it was when Stripe fails, and says so", async () => {
    const { member } = await creatorMember();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stripeServer.failWith = 500;

    await expect(changePlan(billing, member.userId, "legend", undefined)).rejects.toMatchObject({
      code: "change-failed",
    });
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("creator");
    expect(logged).toHaveBeenCalledWith("Stripe plan change preview failed:", expect.any(String));
  });

  it("do not let an event about an older subscription replace the plan in force", async () => {
    const member = await newMember();
    const current = stripeSubscription(member, { id: `sub_new_${member.userId}` });
    const older = stripeSubscription(member, {
      id: `sub_old_${member.userId}`,
      price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL,
      metadata: { userId: member.userId, plan: "creator" },
    });
    stripeServer.subscriptions.set(current.id, current);
    stripeServer.subscriptions.set(older.id, older);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await deliver(checkoutCompleted(current, new Date(Date.now() - 1000)));

    await deliver(subscriptionEvent("customer.subscription.updated", older, new Date()));
    older.status = "canceled";
    await deliver(subscriptionEvent("customer.subscription.deleted", older, new Date(Date.now() + 1000)));

    const state = await getSubscription(testDb.db, member.userId);
    expect(state).toMatchObject({ tier: "legend", stripeSubscriptionId: current.id });
    expect(tierInForce(state)).toBe("legend");

    // Once that plan has ended, the member's next subscription is theirs.
    current.status = "canceled";
    await deliver(subscriptionEvent("customer.subscription.deleted", current, new Date(Date.now() + 2000)));
    older.status = "active";
    await deliver(subscriptionEvent("customer.subscription.created", older, new Date(Date.now() + 3000)));
    expect(await getSubscription(testDb.db, member.userId)).toMatchObject({
      tier: "creator",
      stripeSubscriptionId: older.id,
    });
  });
});

describe("a paid plan opens premium prompts", () => {
  const premiumPrompt = CATALOG_PROMPTS.find((prompt) => prompt.id === 4);
  const members = createMemberLookup(async () => ({ db: testDb.db, auth }));

  async function viewerOf(member: TestMember) {
    const found = await members(new Request("http://localhost/", { headers: bearer(member.sessionToken) }));
    if (!found) throw new Error(`no member behind ${member.email}'s token`);
    return found.viewer;
  }

  it("shows prompt 4's text to a member once Stripe says they paid, and not to a free member", async () => {
    expect(premiumPrompt?.isPremium).toBe(true);
    const payer = await newMember();
    const free = await newMember();
    expect(await viewerOf(payer)).toMatchObject({ kind: "member", tier: "free" });
    expect(await getPrompt(testDb.db, 4, "en", await viewerOf(payer))).toMatchObject({
      locked: true,
      lockReason: "premium",
      promptText: null,
    });

    const subscription = stripeSubscription(payer, {
      metadata: { userId: payer.userId, plan: "creator" },
      price: PRICE_IDS.STRIPE_PRICE_CREATOR_USD,
    });
    stripeServer.subscriptions.set(subscription.id, subscription);
    await deliver(checkoutCompleted(subscription, new Date()));

    const paying = await viewerOf(payer);
    expect(paying).toEqual({ kind: "member", userId: payer.userId, tier: "creator", isAdmin: false });
    expect(await getPrompt(testDb.db, 4, "en", paying)).toMatchObject({
      locked: false,
      lockReason: null,
      promptText: premiumPrompt?.promptText.en,
      instructions: premiumPrompt?.instructions.en,
    });

    const freeViewer = await viewerOf(free);
    expect(freeViewer).toMatchObject({ tier: "free" });
    expect(await getPrompt(testDb.db, 4, "en", freeViewer)).toMatchObject({
      locked: true,
      promptText: null,
      instructions: null,
      steps: null,
    });
  });

  it("closes them again when the paid period has ended", async () => {
    const member = await newMember();
    const { url } = await startCheckout({ db: testDb.db, stripe: null }, member.customer, "legend", "BR");
    const id = url.split("/").pop() ?? "";
    await completeTestCheckout(testDb.db, id, member.userId, new Date(Date.now() - 31 * DAY_MS));

    const viewer = await viewerOf(member);
    expect(viewer).toMatchObject({ tier: "free" });
    expect(await getPrompt(testDb.db, 4, "pt", viewer)).toMatchObject({ locked: true, promptText: null });
  });
});
