import type { z } from "zod";
type JsonSchema = Record<string, unknown>;

export interface PathTools {
  json: (id: string, description: string, headers?: JsonSchema) => JsonSchema;
  ref: (id: string) => JsonSchema;
  noStore: JsonSchema;
  queryParameters: (schema: z.ZodObject, io?: "input" | "output") => JsonSchema[];
}

/** A member's session cookie or bearer token (a session token, a JWT or an API key). */
const MEMBER = [{ bearer: [] }, { session: [] }];

/**
 * The member endpoints of /api/v1 still described by hand: subscription and billing, and the
 * Stripe webhook. Each documents its refusals in the one error shape.
 */
export function memberPaths({ json, ref, noStore }: PathTools): Record<string, JsonSchema> {
  const error = (description: string) => json("Error", description, noStore);
  const unauthenticated = error("No session or bearer token.");
  const body = (id: string, required = true) => ({
    required,
    content: { "application/json": { schema: ref(id) } },
  });
  const op = (
    operationId: string,
    summary: string,
    tag: string,
    responses: JsonSchema,
    extra: JsonSchema = {},
    security: unknown[] = MEMBER,
  ) => ({
    operationId,
    summary,
    tags: [tag],
    security,
    ...extra,
    responses,
  });

  return {
    "/subscription/check": {
      post: op(
        "checkSubscription",
        "The caller's plan and what it includes",
        "billing",
        { "200": json("SubscriptionCheck", "Without a session: the free plan.", noStore) },
        {},
        [{}, ...MEMBER],
      ),
    },
    "/billing/checkout": {
      post: op(
        "startCheckout",
        "Start a subscription: a Stripe Checkout address (or the local test checkout)",
        "billing",
        {
          "200": json("Redirect", "Send the browser there.", noStore),
          "400": error("Invalid plan selected."),
          "401": unauthenticated,
          "409": error(
            "The member already has a plan: a second checkout would charge twice, so change it at `changeUrl` (/billing/change).",
          ),
          "502": error("The payment provider could not be reached."),
        },
        { requestBody: body("CheckoutBody") },
      ),
    },
    "/billing/change": {
      get: op(
        "previewPlanChange",
        "What changing the plan would do: today's prorated amount and when it takes effect",
        "billing",
        {
          "200": json("PlanChangeResponse", "Nothing is charged or changed yet.", noStore),
          "400": error("Invalid plan selected."),
          "401": unauthenticated,
          "404": error(
            "No paid subscription to change (`code`: no-subscription); subscribe through /billing/checkout.",
          ),
          "409": error("That is already the plan (`code`: same-plan)."),
          "502": error("The payment provider could not be reached."),
        },
        {
          parameters: [
            {
              name: "plan",
              in: "query",
              required: true,
              schema: { type: "string", enum: ["creator", "legend"] },
            },
          ],
        },
      ),
      post: op(
        "changePlan",
        "Change the plan of the member's one subscription: an upgrade now, prorated; a downgrade at the end of the period",
        "billing",
        {
          "200": json("PlanChangeResponse", "Changed (an upgrade), or scheduled (a downgrade).", noStore),
          "400": error("Invalid plan or quote."),
          "401": unauthenticated,
          "402": error(
            "The prorated payment did not go through (`code`: payment-failed); the plan is unchanged.",
          ),
          "404": error("No paid subscription to change (`code`: no-subscription)."),
          "409": error(
            "That is already the plan (`code`: same-plan), or the quote is older than an hour (`code`: quote-expired).",
          ),
          "502": error("The payment provider could not be reached; nothing changed."),
        },
        { requestBody: body("PlanChangeBody") },
      ),
    },
    "/billing/portal": {
      post: op(
        "openBillingPortal",
        "Manage the subscription: a Stripe customer portal address (or the local test portal)",
        "billing",
        {
          "200": json("Redirect", "Send the browser there.", noStore),
          "401": unauthenticated,
          "404": error("No subscription to manage."),
          "502": error("The payment provider could not be reached."),
        },
      ),
    },
    "/webhooks/stripe": {
      post: op(
        "stripeWebhook",
        "Stripe's signed events (checkout completed, subscription updated or deleted, invoice paid)",
        "billing",
        {
          "200": json("WebhookResult", "Handled, or a duplicate or an event we do not use.", noStore),
          "400": json("WebhookResult", "Unsigned, wrongly signed, or webhooks are not configured.", noStore),
          "413": error("The body is too large."),
        },
        {
          description:
            "Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET).",
          parameters: [
            { name: "Stripe-Signature", in: "header", required: true, schema: { type: "string" } },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { type: "object", description: "A Stripe event." } } },
          },
        },
        [],
      ),
    },
  };
}
