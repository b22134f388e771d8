import { createRoute, type Hook } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { localeFromRequest } from "~/core/locale";
import { countryFromRequest } from "~/core/plans";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  createApiRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  MEMBER_SECURITY,
  memberRouteFor,
  type ApiContext,
} from "~/server/api.server";
import {
  CheckoutBodySchema,
  PaymentIdParams,
  PaymentListSchema,
  PlanChangeBodySchema,
  PlanChangeQuerySchema,
  PlanChangeResponseSchema,
  RedirectSchema,
  RefundResponseSchema,
  SubscriptionCheckSchema,
  WebhookResultSchema,
} from "./api-schemas";
import {
  BillingError,
  changePlan,
  handleStripeWebhook,
  openPortal,
  previewPlanChange,
  startCheckout,
  stripeClient,
} from "./billing.server";
import { paymentViewsOf, refundPayment, RefundError } from "./refunds.server";
import { getSubscription, subscriptionCheck } from "./subscriptions.server";

type Env = { Variables: { member: CurrentMember } };

const CHANGE_URL = "/api/v1/billing/change";
const CHECKOUT_PATH = "/billing/checkout";
const CHANGE_PATH = "/billing/change";
const PORTAL_PATH = "/billing/portal";
const PAYMENTS_PATH = "/billing/payments";

/** How each refusal of a plan change reaches the client: a status and a code the page words itself. */
const CHANGE_ERRORS: Partial<Record<BillingError["code"], 400 | 402 | 404 | 409>> = {
  "invalid-plan": 400,
  "payment-failed": 402,
  "no-subscription": 404,
  "same-plan": 409,
  "quote-expired": 409,
};

// The pages word these refusals themselves, so their bodies stay as the pages have always read them.
const INVALID_CHECKOUT = { error: "Invalid plan selected" } as const;
const INVALID_CHANGE = { error: "Invalid plan selected", code: "invalid-plan" } as const;

const UNAUTHENTICATED = errorResponse("No session or bearer token.");
const UNREACHABLE = errorResponse("The payment provider could not be reached.");
const billingRoute = memberRouteFor("billing", { 401: UNAUTHENTICATED });

/** A checkout or a plan change whose body or query does not fit: refused as an invalid plan. */
const invalidPlan = (c: Context) =>
  c.json(c.req.path.endsWith(CHECKOUT_PATH) ? INVALID_CHECKOUT : INVALID_CHANGE, 400);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const billingHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  // A payment id that is not one names no payment.
  if (c.req.path.includes(`${PAYMENTS_PATH}/`))
    return c.json({ error: "Payment not found", code: "payment-not-found" }, 404);
  return invalidPlan(c);
};

const checkoutRoute = billingRoute({
  method: "post",
  path: CHECKOUT_PATH,
  operationId: "startCheckout",
  summary: "Start a subscription: a Stripe Checkout address (or the local test checkout)",
  request: { body: jsonBody(CheckoutBodySchema) },
  responses: {
    200: jsonResponse(RedirectSchema, "Send the browser there."),
    400: errorResponse("Invalid plan selected (also for a body that is not JSON)."),
    409: errorResponse(
      "The member already has a plan: a second checkout would charge twice, so change it at `changeUrl` (/billing/change).",
    ),
    502: UNREACHABLE,
  },
});

const previewChangeRoute = billingRoute({
  method: "get",
  path: CHANGE_PATH,
  operationId: "previewPlanChange",
  summary: "What changing the plan would do: today's prorated amount and when it takes effect",
  request: { query: PlanChangeQuerySchema },
  responses: {
    200: jsonResponse(PlanChangeResponseSchema, "Nothing is charged or changed yet."),
    400: errorResponse("Invalid plan selected (`code`: invalid-plan)."),
    404: errorResponse(
      "No paid subscription to change (`code`: no-subscription); subscribe through /billing/checkout.",
    ),
    409: errorResponse("That is already the plan (`code`: same-plan)."),
    502: UNREACHABLE,
  },
});

const changeRoute = billingRoute({
  method: "post",
  path: CHANGE_PATH,
  operationId: "changePlan",
  summary:
    "Change the plan of the member's one subscription: an upgrade now, prorated; a downgrade at the end of the period",
  request: { body: jsonBody(PlanChangeBodySchema) },
  responses: {
    200: jsonResponse(PlanChangeResponseSchema, "Changed (an upgrade), or scheduled (a downgrade)."),
    400: errorResponse("Invalid plan or quote (`code`: invalid-plan)."),
    402: errorResponse(
      "The prorated payment did not go through (`code`: payment-failed); the plan is unchanged.",
    ),
    404: errorResponse("No paid subscription to change (`code`: no-subscription)."),
    409: errorResponse(
      "That is already the plan (`code`: same-plan), or the quote is older than an hour (`code`: quote-expired).",
    ),
    502: errorResponse("The payment provider could not be reached; nothing changed."),
  },
});

const portalRoute = billingRoute({
  method: "post",
  path: PORTAL_PATH,
  operationId: "openBillingPortal",
  summary: "Manage the subscription: a Stripe customer portal address (or the local test portal)",
  responses: {
    200: jsonResponse(RedirectSchema, "Send the browser there."),
    404: errorResponse("No subscription to manage."),
    502: UNREACHABLE,
  },
});

const paymentsRoute = billingRoute({
  method: "get",
  path: PAYMENTS_PATH,
  operationId: "listPayments",
  summary: "Your payments, newest first, and whether each may be refunded now",
  responses: { 200: jsonResponse(PaymentListSchema, "Every payment, refunded or not.") },
});

const refundRoute = billingRoute({
  method: "post",
  path: `${PAYMENTS_PATH}/{id}/refund`,
  operationId: "refundPayment",
  summary:
    "The 7-day money-back guarantee: refund your first payment in full; the plan ends now and you return to Explorer",
  description:
    "Within 7 days of the member's first payment. The money moves once: a second request (or two at once) is refused, never refunded again.",
  request: { params: PaymentIdParams },
  responses: {
    200: jsonResponse(RefundResponseSchema, "Refunded; the plan has ended."),
    404: errorResponse("No such payment of yours (`code`: payment-not-found)."),
    409: errorResponse(
      "Not refundable: already refunded (`code`: already-refunded), past 7 days (window-passed), not your first payment (not-first-payment), or a refund of it is under way (refund-in-progress).",
    ),
    502: errorResponse(
      "The payment provider could not refund it (`code`: refund-failed); nothing changed, try again.",
    ),
  },
});

const subscriptionCheckRoute = createRoute({
  method: "post",
  path: "/subscription/check",
  operationId: "checkSubscription",
  summary: "The caller's plan and what it includes",
  tags: ["billing"],
  security: [{}, ...MEMBER_SECURITY],
  responses: { 200: jsonResponse(SubscriptionCheckSchema, "Without a session: the free plan.") },
});

// The body is read raw, never parsed before the signature is checked: it is described here, not validated.
const webhookRoute = createRoute({
  method: "post",
  path: "/webhooks/stripe",
  operationId: "stripeWebhook",
  summary: "Stripe's signed events (checkout completed, subscription updated or deleted, invoice paid)",
  description:
    "Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET). Exempt from the cross-site check.",
  tags: ["billing"],
  security: [],
  parameters: [{ name: "Stripe-Signature", in: "header", required: true, schema: { type: "string" } }],
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: { type: "object", description: "A Stripe event." } } },
    },
  },
  responses: {
    200: jsonResponse(WebhookResultSchema, "Handled, or a duplicate or an event we do not use."),
    400: jsonResponse(WebhookResultSchema, "Unsigned, wrongly signed, or webhooks are not configured."),
    413: errorResponse("The body is too large."),
    500: errorResponse("Stripe could not be read; Stripe delivers the event again."),
  },
});

/**
 * Subscription check, checkout, plan change, portal and the Stripe webhook, under /api/v1. A member
 * endpoint answers 401 before it reads the body; the webhook is signed by Stripe instead.
 */
export function billingApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(billingHook);
  const services = async () => ({ db: await database(), stripe: stripeClient() });

  const signedIn =
    (error: string): MiddlewareHandler<Env> =>
    async (c, next) => {
      const member = await members(c.req.raw);
      if (!member) return c.json({ error }, 401);
      c.set("member", member);
      return next();
    };
  // Before the route's own checks, so a visitor gets the 401 whatever the body says.
  routes.use(CHECKOUT_PATH, signedIn("You must be logged in to subscribe"));
  routes.use(CHANGE_PATH, signedIn("You must be logged in to manage your subscription"));
  routes.use(PORTAL_PATH, signedIn("You must be logged in to manage your subscription"));
  routes.use(`${PAYMENTS_PATH}/*`, signedIn("You must be logged in to see your payments"));
  routes.use(PAYMENTS_PATH, signedIn("You must be logged in to see your payments"));

  // A body that is not JSON, or not sent as JSON, is refused like a plan that does not exist.
  routes.onError((failure, c) => {
    const readsAPlan = [CHECKOUT_PATH, CHANGE_PATH].some((path) => c.req.path.endsWith(path));
    if (failure instanceof HTTPException && failure.status < 500 && readsAPlan) return invalidPlan(c);
    throw failure;
  });

  routes.openapi(subscriptionCheckRoute, async (c) => {
    const member = await members(c.req.raw);
    return c.json(subscriptionCheck(member?.subscription ?? null), 200);
  });

  routes.openapi(checkoutRoute, async (c) => {
    const member = c.get("member");
    const body = c.req.valid("json");
    const country = body.country ?? countryFromRequest(c.req.raw);
    try {
      const { url } = await startCheckout(
        await services(),
        { userId: member.user.id, email: member.user.email, locale: localeFromRequest(c.req.raw) },
        body.plan,
        country,
      );
      return c.json({ url }, 200);
    } catch (error) {
      if (error instanceof BillingError && error.code === "invalid-plan")
        return c.json({ error: error.message }, 400);
      if (error instanceof BillingError && error.code === "has-subscription")
        return c.json({ error: error.message, code: error.code, changeUrl: CHANGE_URL }, 409);
      return c.json({ error: "Failed to start subscription process" }, 502);
    }
  });

  // A member with a plan changes it here, on the same subscription: GET says what it would cost, POST does it.
  routes.openapi(previewChangeRoute, async (c) => {
    try {
      const change = await previewPlanChange(
        await services(),
        c.get("member").user.id,
        c.req.valid("query").plan,
      );
      return c.json({ change }, 200, { "cache-control": "no-store" });
    } catch (error) {
      return changeFailure(c, error);
    }
  });

  routes.openapi(changeRoute, async (c) => {
    const body = c.req.valid("json");
    try {
      const change = await changePlan(await services(), c.get("member").user.id, body.plan, body.quotedAt);
      return c.json({ change }, 200, { "cache-control": "no-store" });
    } catch (error) {
      return changeFailure(c, error);
    }
  });

  routes.openapi(portalRoute, async (c) => {
    const member = c.get("member");
    try {
      const { url } = await openPortal(await services(), {
        userId: member.user.id,
        email: member.user.email,
        locale: localeFromRequest(c.req.raw),
      });
      return c.json({ url }, 200);
    } catch (error) {
      if (error instanceof BillingError && error.code === "no-subscription")
        return c.json({ error: "No subscription to manage" }, 404);
      return c.json({ error: "Failed to open subscription management" }, 502);
    }
  });

  routes.openapi(paymentsRoute, async (c) => {
    const payments = await paymentViewsOf(await database(), c.get("member").user.id, "member", clock.now());
    return c.json({ payments }, 200, { "cache-control": "no-store" });
  });

  routes.openapi(refundRoute, async (c) => {
    const member = c.get("member");
    try {
      const now = clock.now();
      const { userId, ...refund } = await refundPayment(
        await services(),
        c.req.valid("param").id,
        { kind: "member", userId: member.user.id, email: member.user.email },
        now,
      );
      const state = await getSubscription(await database(), userId);
      return c.json({ refund, subscription: subscriptionCheck(state, now) }, 200, {
        "cache-control": "no-store",
      });
    } catch (error) {
      if (error instanceof RefundError)
        return c.json({ error: error.message, code: error.code }, error.status);
      throw error;
    }
  });

  // Signed by Stripe over the exact bytes it sent, so the body is read as text; the app exempts
  // /api/v1/webhooks/ from the cross-site check (server/http/app.server.ts).
  routes.openapi(webhookRoute, async (c) => {
    const result = await handleStripeWebhook(
      await services(),
      await c.req.text(),
      c.req.header("stripe-signature"),
    );
    return c.json(result.body, result.status);
  });

  return routes;
}

function changeFailure(c: Context, error: unknown) {
  const status = error instanceof BillingError ? CHANGE_ERRORS[error.code] : undefined;
  if (error instanceof BillingError && status)
    return c.json({ error: error.message, code: error.code }, status);
  if (!(error instanceof BillingError))
    console.error("Plan change failed:", error instanceof Error ? error.message : error);
  return c.json({ error: "Failed to change your plan", code: "change-failed" }, 502);
}
