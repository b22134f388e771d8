import { Hono, type Context } from "hono";
import { z } from "zod";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";
import {
  BillingError,
  changePlan,
  handleStripeWebhook,
  openPortal,
  previewPlanChange,
  startCheckout,
  stripeClient,
} from "~/server/billing/billing.server";
import { countryFrom } from "~/core/plans";
import { subscriptionCheck } from "~/server/billing/subscriptions.server";

export const CheckoutSchema = z.object({
  plan: z.string().max(32),
  country: z.enum(["BR", "US"]).optional(),
});

export const PlanChangeSchema = z.object({
  plan: z.string().max(32),
  /** the `quotedAt` of the preview the member saw, so they are charged that amount */
  quotedAt: z.number().int().positive().max(9_999_999_999).optional(),
});

export const PlanChangeQuerySchema = z.object({ plan: z.string().max(32) });

const CHANGE_URL = "/api/v1/billing/change";

/** How each refusal of a plan change reaches the client: a status and a code the page words itself. */
const CHANGE_ERRORS: Partial<Record<BillingError["code"], 400 | 402 | 404 | 409>> = {
  "invalid-plan": 400,
  "payment-failed": 402,
  "no-subscription": 404,
  "same-plan": 409,
  "quote-expired": 409,
};

/** Subscription check, checkout, portal and the Stripe webhook. */
export function billingRoutes(database: () => Promise<Database>, members: MemberLookup) {
  const routes = new Hono();

  routes.post("/subscription/check", async (c) => {
    const member = await members(c.req.raw);
    return c.json(subscriptionCheck(member?.subscription ?? null));
  });

  routes.post("/billing/checkout", async (c) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "You must be logged in to subscribe" }, 401);
    const body = CheckoutSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: "Invalid plan selected" }, 400);
    const country = body.data.country ?? countryFrom(c.req.header("accept-language")?.split(",")[0]);
    try {
      const { url } = await startCheckout(
        { db: await database(), stripe: stripeClient() },
        { userId: member.user.id, email: member.user.email, locale: localeFromRequest(c.req.raw) },
        body.data.plan,
        country,
      );
      return c.json({ url });
    } catch (error) {
      if (error instanceof BillingError && error.code === "invalid-plan")
        return c.json({ error: error.message }, 400);
      if (error instanceof BillingError && error.code === "has-subscription") {
        return c.json({ error: error.message, code: error.code, changeUrl: CHANGE_URL }, 409);
      }
      return c.json({ error: "Failed to start subscription process" }, 502);
    }
  });

  // A member with a plan changes it here, on the same subscription: GET says what it would cost, POST does it.
  routes.get("/billing/change", async (c) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "You must be logged in to manage your subscription" }, 401);
    const query = PlanChangeQuerySchema.safeParse({ plan: c.req.query("plan") });
    if (!query.success) return c.json({ error: "Invalid plan selected", code: "invalid-plan" }, 400);
    try {
      const change = await previewPlanChange(
        { db: await database(), stripe: stripeClient() },
        member.user.id,
        query.data.plan,
      );
      return c.json({ change }, 200, { "cache-control": "no-store" });
    } catch (error) {
      return changeFailure(c, error);
    }
  });

  routes.post("/billing/change", async (c) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "You must be logged in to manage your subscription" }, 401);
    const body = PlanChangeSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: "Invalid plan selected", code: "invalid-plan" }, 400);
    try {
      const db = await database();
      const change = await changePlan(
        { db, stripe: stripeClient() },
        member.user.id,
        body.data.plan,
        body.data.quotedAt,
      );
      return c.json({ change }, 200, { "cache-control": "no-store" });
    } catch (error) {
      return changeFailure(c, error);
    }
  });

  routes.post("/billing/portal", async (c) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "You must be logged in to manage your subscription" }, 401);
    try {
      const { url } = await openPortal(
        { db: await database(), stripe: stripeClient() },
        { userId: member.user.id, email: member.user.email, locale: localeFromRequest(c.req.raw) },
      );
      return c.json({ url });
    } catch (error) {
      if (error instanceof BillingError && error.code === "no-subscription")
        return c.json({ error: "No subscription to manage" }, 404);
      return c.json({ error: "Failed to open subscription management" }, 502);
    }
  });

  // Signed by Stripe, so it reads the raw body and is exempt from the cross-site check.
  routes.post("/webhooks/stripe", async (c) => {
    const result = await handleStripeWebhook(
      { db: await database(), stripe: stripeClient() },
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
