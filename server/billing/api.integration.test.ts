import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { completeTestCheckout, stripeClient } from "~/server/billing/billing.server";
import { billingEvents } from "~/server/billing/schema";
import {
  startStripeTestServer,
  type StripeTestServer,
  type StripeTestSubscription,
} from "~/server/billing/stripe-test-server";
import { applySubscriptionChange, getSubscription, tierInForce } from "~/server/billing/subscriptions.server";
import { createApiV1 } from "~/server/http/api/v1.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = "whsec_test_promptario_api";
const PRICE_IDS = {
  STRIPE_PRICE_CREATOR_BRL: "price_creator_brl",
  STRIPE_PRICE_CREATOR_USD: "price_creator_usd",
  STRIPE_PRICE_LEGEND_BRL: "price_legend_brl",
  STRIPE_PRICE_LEGEND_USD: "price_legend_usd",
};
const FREE_CHECK = {
  subscribed: false,
  subscription_tier: "free",
  subscription_end: null,
  features: { focus_mode: false, advanced_prompts: false, unlimited_history: false },
};

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let stripeServer: StripeTestServer;
let stripe: Stripe;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  stripeServer = await startStripeTestServer();
  const client = stripeClient({
    STRIPE_SECRET_KEY: stripeServer.secretKey,
    STRIPE_API_BASE: stripeServer.apiBase,
  });
  if (!client) throw new Error("stripeClient gave no client for a configured key");
  stripe = client;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  stripeServer.reset();
});
afterAll(async () => {
  await stripeServer?.close();
  await testDb?.close();
});

/** The API handlers read Stripe's settings from the environment, as the server does in production. */
function configureStripe() {
  vi.stubEnv("STRIPE_SECRET_KEY", stripeServer.secretKey);
  vi.stubEnv("STRIPE_API_BASE", stripeServer.apiBase);
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  for (const [name, value] of Object.entries(PRICE_IDS)) vi.stubEnv(name, value);
}

async function post(
  path: string,
  {
    member,
    body,
    headers = {},
  }: { member?: TestMember; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.request(`/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(member ? bearer(member.sessionToken) : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function deliverWebhook(payload: string, signature: string) {
  return app.request("/api/v1/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

function checkoutCompletedEvent(subscription: StripeTestSubscription) {
  const id = `evt_${randomUUID().replaceAll("-", "")}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_${randomUUID()}`,
        object: "checkout.session",
        customer: subscription.customer,
        subscription: subscription.id,
      },
    },
  });
  return {
    id,
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

function legendSubscription(member: TestMember): StripeTestSubscription {
  return {
    id: `sub_${member.userId}`,
    status: "active",
    customer: `cus_${member.userId}`,
    currency: "brl",
    cancel_at_period_end: false,
    metadata: { userId: member.userId, plan: "legend" },
    price: PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
    currentPeriodEnd: Math.floor((Date.now() + 30 * DAY_MS) / 1000),
  };
}

describe("POST /subscription/check", () => {
  it("answers free, with every feature off, to an anonymous visitor", async () => {
    expect(await post("/subscription/check")).toEqual({ status: 200, body: FREE_CHECK });
  });

  it("answers free to a signed-in member who never paid", async () => {
    const member = await createTestMember(auth, testDb.db);
    expect(await post("/subscription/check", { member })).toEqual({ status: 200, body: FREE_CHECK });
  });

  it("answers Legend, its end date and every feature on once Stripe's checkout completes", async () => {
    configureStripe();
    const member = await createTestMember(auth, testDb.db);
    const checkout = await post("/billing/checkout", {
      member,
      body: { plan: "legend" },
      headers: { "accept-language": "pt-BR,pt;q=0.9" },
    });
    expect(checkout.status).toBe(200);
    const [session] = stripeServer.checkoutSessions();
    expect(session).toMatchObject({
      "line_items[0][price]": PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
      client_reference_id: member.userId,
    });

    const subscription = legendSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);
    const delivered = await deliverWebhook(event.payload, event.signature);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true });

    expect(await post("/subscription/check", { member })).toEqual({
      status: 200,
      body: {
        subscribed: true,
        subscription_tier: "legend",
        subscription_end: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
        features: { focus_mode: true, advanced_prompts: true, unlimited_history: true },
      },
    });
  });

  it("answers free to a member whose paid period ended yesterday", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", undefined);
    const member = await createTestMember(auth, testDb.db);
    const { body } = await post("/billing/checkout", { member, body: { plan: "legend" } });
    const id =
      String((body as { url: string }).url)
        .split("/")
        .pop() ?? "";
    await completeTestCheckout(testDb.db, id, member.userId, new Date(Date.now() - 31 * DAY_MS));
    const state = await getSubscription(testDb.db, member.userId);
    expect(state.tier).toBe("legend");
    expect(state.currentPeriodEnd?.getTime()).toBeLessThan(Date.now());

    expect(await post("/subscription/check", { member })).toEqual({ status: 200, body: FREE_CHECK });
  });
});

describe("POST /billing/checkout", () => {
  it("asks a visitor to sign in", async () => {
    configureStripe();
    expect(await post("/billing/checkout", { body: { plan: "creator" } })).toEqual({
      status: 401,
      body: { error: "You must be logged in to subscribe" },
    });
    expect(stripeServer.requests).toEqual([]);
  });

  describe("with Stripe", () => {
    let member: TestMember;
    beforeAll(async () => {
      member = await createTestMember(auth, testDb.db);
    });
    beforeEach(configureStripe);

    it.each([{ plan: "platinum" }, { plan: "free" }, {}, { plan: 3 }, "creator", null])(
      "refuses %j with 400 before calling Stripe",
      async (body) => {
        expect(await post("/billing/checkout", { member, body })).toEqual({
          status: 400,
          body: { error: "Invalid plan selected" },
        });
        expect(stripeServer.requests).toEqual([]);
      },
    );

    it.each([
      ["Brazil by choice", { plan: "creator", country: "BR" }, "en-US", PRICE_IDS.STRIPE_PRICE_CREATOR_BRL],
      ["the US by choice", { plan: "legend", country: "US" }, "pt-BR", PRICE_IDS.STRIPE_PRICE_LEGEND_USD],
      [
        "Brazil by the browser's language",
        { plan: "legend" },
        "pt-BR,pt;q=0.9,en;q=0.8",
        PRICE_IDS.STRIPE_PRICE_LEGEND_BRL,
      ],
      [
        "elsewhere by the browser's language",
        { plan: "creator" },
        "en-GB,en;q=0.9",
        PRICE_IDS.STRIPE_PRICE_CREATOR_USD,
      ],
    ])(
      "sends a buyer from %s to Stripe at the price in their currency",
      async (_case, body, language, price) => {
        const { status, body: answer } = await post("/billing/checkout", {
          member,
          body,
          headers: { "accept-language": language },
        });

        expect(status).toBe(200);
        expect(answer).toEqual({
          url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
        });
        const [session, ...others] = stripeServer.checkoutSessions();
        expect(others).toEqual([]);
        expect(session).toMatchObject({
          mode: "subscription",
          "line_items[0][price]": price,
          customer_email: member.email,
          client_reference_id: member.userId,
          "metadata[userId]": member.userId,
          "metadata[plan]": body.plan,
        });
      },
    );

    it("answers 502 with the member's message when Stripe fails", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      stripeServer.failWith = 500;
      expect(await post("/billing/checkout", { member, body: { plan: "creator" } })).toEqual({
        status: 502,
        body: { error: "Failed to start subscription process" },
      });
      expect(stripeServer.checkoutSessions()).toHaveLength(1);
    });
  });

  it("answers a visitor 401 before it reads the body, and a member's body that is not JSON 400", async () => {
    const member = await createTestMember(auth, testDb.db);
    const send = (body: string, headers: Record<string, string>, who?: TestMember) =>
      app.request("/api/v1/billing/checkout", {
        method: "POST",
        headers: { ...(who ? bearer(who.sessionToken) : {}), ...headers },
        body,
      });
    const json = { "content-type": "application/json" };
    const visitor = await send("{not json", json);
    expect([visitor.status, await visitor.json()]).toEqual([
      401,
      { error: "You must be logged in to subscribe" },
    ]);
    for (const [body, headers] of [
      ["{not json", json],
      ["", json],
      ["plan=creator", { "content-type": "application/x-www-form-urlencoded" }],
      ["creator", { "content-type": "text/plain" }],
    ] as const) {
      const response = await send(body, headers, member);
      expect([response.status, await response.json()], body).toEqual([
        400,
        { error: "Invalid plan selected" },
      ]);
    }
    const change = await app.request("/api/v1/billing/change", {
      method: "POST",
      headers: { ...bearer(member.sessionToken), ...json },
      body: "{not json",
    });
    expect([change.status, await change.json()]).toEqual([
      400,
      { error: "Invalid plan selected", code: "invalid-plan" },
    ]);
    expect(stripeServer.requests).toEqual([]);
  });

  it("sends the member to the local test checkout when Stripe is not configured", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", undefined);
    const member = await createTestMember(auth, testDb.db);
    expect(await post("/billing/checkout", { member, body: { plan: "creator" } })).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^\/billing\/test-checkout\/[0-9a-f-]{36}$/) },
    });
    expect(stripeServer.requests).toEqual([]);
  });
});

describe("a member who has a plan", () => {
  async function get(path: string, member?: TestMember) {
    const response = await app.request(`/api/v1${path}`, {
      headers: member ? bearer(member.sessionToken) : {},
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("is pointed to the change endpoint by checkout with Stripe, and no second subscription is opened", async () => {
    configureStripe();
    const member = await createTestMember(auth, testDb.db);
    const subscription = { ...legendSubscription(member), price: PRICE_IDS.STRIPE_PRICE_CREATOR_BRL };
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);
    expect((await deliverWebhook(event.payload, event.signature)).status).toBe(200);

    const checkout = await post("/billing/checkout", { member, body: { plan: "legend", country: "BR" } });

    expect(checkout).toEqual({
      status: 409,
      body: expect.objectContaining({ code: "has-subscription", changeUrl: "/api/v1/billing/change" }),
    });
    expect(stripeServer.checkoutSessions()).toEqual([]);

    const preview = await get("/billing/change?plan=legend", member);
    expect(preview).toMatchObject({
      status: 200,
      body: { change: { kind: "upgrade", from: "creator", to: "legend", currency: "BRL" } },
    });
    const { quotedAt } = (preview.body as { change: { quotedAt: number } }).change;
    expect(await post("/billing/change", { member, body: { plan: "legend", quotedAt } })).toMatchObject({
      status: 200,
      body: { change: { kind: "upgrade" } },
    });
    expect(stripeServer.subscriptionUpdates()).toHaveLength(1);
    expect(stripeServer.checkoutSessions()).toEqual([]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
  });

  it("changes the one test-mode subscription without Stripe", async () => {
    const member = await createTestMember(auth, testDb.db);
    const { body } = await post("/billing/checkout", { member, body: { plan: "creator", country: "US" } });
    await completeTestCheckout(
      testDb.db,
      String((body as { url: string }).url)
        .split("/")
        .pop() ?? "",
      member.userId,
    );

    expect(await post("/billing/checkout", { member, body: { plan: "legend" } })).toMatchObject({
      status: 409,
      body: { code: "has-subscription" },
    });
    const preview = await get("/billing/change?plan=legend", member);
    expect(preview).toMatchObject({ status: 200, body: { change: { kind: "upgrade", currency: "USD" } } });
    expect(await post("/billing/change", { member, body: { plan: "legend" } })).toMatchObject({
      status: 200,
    });
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
    expect(await post("/billing/change", { member, body: { plan: "legend" } })).toMatchObject({
      status: 409,
      body: { code: "same-plan" },
    });
  });

  it.each([
    ["an unknown plan", 400, { plan: "platinum" }],
    ["a plan too long", 400, { plan: "x".repeat(100) }],
    ["a quote that is not a time", 400, { plan: "legend", quotedAt: "soon" }],
    ["a quote from two hours ago", 409, { plan: "legend", quotedAt: Math.floor(Date.now() / 1000) - 7200 }],
  ])("answers a change with %s with a clear %i", async (_case, status, body) => {
    const member = await createTestMember(auth, testDb.db);
    await applySubscriptionChange(testDb.db, {
      userId: member.userId,
      tier: "creator",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS),
      source: "test",
      stateAt: new Date(),
    });
    expect((await post("/billing/change", { member, body })).status).toBe(status);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("creator");
  });

  it("answers 404 to a member with no plan to change and 401 to a visitor", async () => {
    const member = await createTestMember(auth, testDb.db);
    expect(await post("/billing/change", { member, body: { plan: "legend" } })).toMatchObject({
      status: 404,
      body: { code: "no-subscription" },
    });
    expect((await get("/billing/change?plan=legend", member)).status).toBe(404);
    expect((await get("/billing/change?plan=legend")).status).toBe(401);
    expect((await post("/billing/change", { body: { plan: "legend" } })).status).toBe(401);
  });
});

describe("POST /billing/portal", () => {
  beforeEach(configureStripe);

  it("opens Stripe's portal for the member's own customer", async () => {
    const member = await createTestMember(auth, testDb.db);
    const subscription = legendSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);
    expect((await deliverWebhook(event.payload, event.signature)).status).toBe(200);

    expect(await post("/billing/portal", { member })).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/) },
    });
    const portal = stripeServer.requests.find((request) => request.path === "/v1/billing_portal/sessions");
    expect(portal?.form).toMatchObject({ customer: subscription.customer });
  });

  it("answers 404 for a plan an admin granted: there is nothing to manage at Stripe", async () => {
    const member = await createTestMember(auth, testDb.db);
    await applySubscriptionChange(testDb.db, {
      userId: member.userId,
      tier: "legend",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      source: "admin",
      stateAt: new Date(),
    });
    expect(await post("/billing/portal", { member })).toEqual({
      status: 404,
      body: { error: "No subscription to manage" },
    });
    expect(stripeServer.requests).toEqual([]);
  });

  it("answers 404 to a member with nothing to manage and 401 to a visitor", async () => {
    const member = await createTestMember(auth, testDb.db);
    expect(await post("/billing/portal", { member })).toEqual({
      status: 404,
      body: { error: "No subscription to manage" },
    });
    expect(await post("/billing/portal")).toEqual({
      status: 401,
      body: { error: "You must be logged in to manage your subscription" },
    });
    expect(stripeServer.requests).toEqual([]);
  });
});

describe("POST /webhooks/stripe", () => {
  beforeEach(configureStripe);

  it("refuses a forged event with 400 and changes nothing", async () => {
    const member = await createTestMember(auth, testDb.db);
    const subscription = legendSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: "whsec_someone_else",
    });

    const response = await deliverWebhook(event.payload, forged);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ received: false, error: "Invalid signature" });
    expect(await testDb.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toEqual([]);
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("free");
    expect(stripeServer.requests).toEqual([]);
  });

  it("acknowledges a repeated event as a duplicate", async () => {
    const member = await createTestMember(auth, testDb.db);
    const subscription = legendSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);

    const first = await deliverWebhook(event.payload, event.signature);
    const again = await deliverWebhook(event.payload, event.signature);

    expect(await first.json()).toEqual({ received: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });

  it("answers 500 while Stripe cannot be read, so Stripe delivers the event again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const member = await createTestMember(auth, testDb.db);
    const subscription = legendSubscription(member);
    stripeServer.subscriptions.set(subscription.id, subscription);
    const event = checkoutCompletedEvent(subscription);

    stripeServer.failWith = 500;
    expect((await deliverWebhook(event.payload, event.signature)).status).toBe(500);
    stripeServer.failWith = null;
    const retried = await deliverWebhook(event.payload, event.signature);

    expect(await retried.json()).toEqual({ received: true });
    expect(tierInForce(await getSubscription(testDb.db, member.userId))).toBe("legend");
  });
});
