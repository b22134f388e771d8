import { Hono } from "hono";
import { z } from "zod";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { MemberLookup } from "~/server/accounts/viewer.server";
import { BillingError, handleStripeWebhook, openPortal, startCheckout, stripeClient } from "~/server/billing/billing.server";
import { countryFrom } from "~/core/plans";
import { subscriptionCheck } from "~/server/billing/subscriptions.server";

export const CheckoutSchema = z.object({
  plan: z.string().max(32),
  country: z.enum(["BR", "US"]).optional(),
});

/** Subscription check, checkout, portal and the Stripe webhook (SPEC §7 functions). */
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
      if (error instanceof BillingError && error.code === "invalid-plan") return c.json({ error: error.message }, 400);
      return c.json({ error: "Failed to start subscription process" }, 502);
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
      if (error instanceof BillingError && error.code === "no-subscription") return c.json({ error: "No subscription to manage" }, 404);
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
