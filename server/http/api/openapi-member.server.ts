import type { z } from "zod";
import { AnalyticsQuerySchema } from "./member-api-schemas";
import { MyPromptsQuerySchema } from "./member-prompts-routes.server";

type JsonSchema = Record<string, unknown>;

export interface PathTools {
  json: (id: string, description: string, headers?: JsonSchema) => JsonSchema;
  ref: (id: string) => JsonSchema;
  noStore: JsonSchema;
  queryParameters: (schema: z.ZodObject, io?: "input" | "output") => JsonSchema[];
}

/** A member's session cookie or bearer token. */
const MEMBER = [{ bearer: [] }, { session: [] }];

/**
 * The member endpoints of /api/v1: favourites, subscription and billing, the Stripe webhook,
 * members' prompts and the member tools. Each documents its refusals in the one error shape.
 */
export function memberPaths({ json, ref, noStore, queryParameters }: PathTools): Record<string, JsonSchema> {
  const error = (description: string) => json("Error", description, noStore);
  const unauthenticated = error("No session or bearer token.");
  const body = (id: string, required = true) => ({ required, content: { "application/json": { schema: ref(id) } } });
  const path = (name: string, description: string, schema: JsonSchema = { type: "string" }) => ({ name, in: "path", required: true, description, schema });
  const promptId = path("id", "The prompt's id.", { type: "integer", minimum: 1 });
  const favoriteId = path("promptId", "The prompt's id.", { type: "integer", minimum: 1 });
  const op = (operationId: string, summary: string, tag: string, responses: JsonSchema, extra: JsonSchema = {}, security: unknown[] = MEMBER) => ({
    operationId,
    summary,
    tags: [tag],
    security,
    ...extra,
    responses,
  });
  const insightsRefusals = { "401": unauthenticated, "403": error("Analytics and recommendations are part of the Legend plan.") };

  return {
    "/favorites": {
      get: op("listFavorites", "The caller's favourite prompts", "favorites", {
        "200": json("FavoriteList", "Newest first.", noStore),
        "401": unauthenticated,
      }),
    },
    "/favorites/{promptId}": {
      put: op(
        "addFavorite",
        "Save a prompt as a favourite",
        "favorites",
        {
          "200": json("FavoriteResult", "It is a favourite.", noStore),
          "401": unauthenticated,
          "403": error("The free plan's limit of favourites is reached (`limit`, `upgradeUrl`)."),
          "404": error("No such prompt, or not one the caller may see."),
        },
        { parameters: [favoriteId] },
      ),
      delete: op(
        "removeFavorite",
        "Remove a prompt from the favourites",
        "favorites",
        { "200": json("FavoriteResult", "It is not a favourite.", noStore), "401": unauthenticated, "404": error("Not a prompt id.") },
        { parameters: [favoriteId] },
      ),
    },
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
          "409": error("The member already has a plan: a second checkout would charge twice, so change it at `changeUrl` (/billing/change)."),
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
          "404": error("No paid subscription to change (`code`: no-subscription); subscribe through /billing/checkout."),
          "409": error("That is already the plan (`code`: same-plan)."),
          "502": error("The payment provider could not be reached."),
        },
        { parameters: [{ name: "plan", in: "query", required: true, schema: { type: "string", enum: ["creator", "legend"] } }] },
      ),
      post: op(
        "changePlan",
        "Change the plan of the member's one subscription: an upgrade now, prorated; a downgrade at the end of the period",
        "billing",
        {
          "200": json("PlanChangeResponse", "Changed (an upgrade), or scheduled (a downgrade).", noStore),
          "400": error("Invalid plan or quote."),
          "401": unauthenticated,
          "402": error("The prorated payment did not go through (`code`: payment-failed); the plan is unchanged."),
          "404": error("No paid subscription to change (`code`: no-subscription)."),
          "409": error("That is already the plan (`code`: same-plan), or the quote is older than an hour (`code`: quote-expired)."),
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
          description: "Authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET).",
          parameters: [{ name: "Stripe-Signature", in: "header", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object", description: "A Stripe event." } } } },
        },
        [],
      ),
    },
    "/prompts": {
      post: op(
        "createPrompt",
        "Write a prompt of your own; it stays private until you publish it",
        "member prompts",
        {
          "201": json("MemberPromptResponse", "Created (private).", { ...noStore, Location: { schema: { type: "string" } } }),
          "400": error("A field is missing or invalid; `issues` names each one."),
          "401": unauthenticated,
          "429": error("30 prompts in the last 24 hours: the daily limit."),
        },
        { requestBody: body("MemberPromptBody") },
      ),
    },
    "/prompts/{id}": {
      patch: op(
        "updatePrompt",
        "Change your prompt, publish or unpublish it (author or admin)",
        "member prompts",
        {
          "200": json("MemberPromptResponse", "The prompt as it is now.", noStore),
          "400": error("A field is invalid; `issues` names each one."),
          "401": unauthenticated,
          "403": error("Someone else's published prompt."),
          "404": error("No such prompt, or one the caller cannot see."),
        },
        { parameters: [promptId], requestBody: body("MemberPromptPatchBody") },
      ),
      delete: op(
        "deletePrompt",
        "Delete your prompt and what points at it (author or admin)",
        "member prompts",
        {
          "204": { description: "Deleted.", headers: noStore },
          "401": unauthenticated,
          "403": error("Someone else's published prompt."),
          "404": error("No such prompt, or one the caller cannot see."),
        },
        { parameters: [promptId] },
      ),
    },
    "/me/analytics": {
      get: op(
        "getMyAnalytics",
        "Your own use of the library over 30 or 90 days: copies, uses, favourites and AI messages per day, top categories and tags, streak, most returned-to prompts",
        "insights",
        {
          "200": json("MemberAnalytics", "The figures; days are UTC.", noStore),
          "400": error("`days` is neither 30 nor 90."),
          ...insightsRefusals,
        },
        { parameters: queryParameters(AnalyticsQuerySchema, "input") },
      ),
    },
    "/me/recommendations": {
      get: op(
        "getMyRecommendations",
        "Prompts you have not used yet and may read, each with why: your categories and tags, what members who used the same prompts also used, or this week's popular ones",
        "insights",
        { "200": json("RecommendationList", "At most 8, best first.", noStore), ...insightsRefusals },
      ),
    },
    "/me/prompts": {
      get: op(
        "listMyPrompts",
        "The prompts you wrote, newest first",
        "member prompts",
        { "200": json("MemberPromptList", "One page.", noStore), "400": error("A parameter is invalid."), "401": unauthenticated },
        { parameters: queryParameters(MyPromptsQuerySchema) },
      ),
    },
  };
}

