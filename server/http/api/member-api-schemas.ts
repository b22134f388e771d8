import { z } from "zod";

// Responses of the member endpoints still described by hand (billing), for
// /api/v1/openapi.json. Request bodies are described by the schemas the handlers parse with.

export const SubscriptionCheckSchema = z.strictObject({
  subscribed: z.boolean(),
  subscription_tier: z.enum(["free", "creator", "legend"]),
  subscription_end: z.iso.datetime().nullable(),
  features: z.strictObject({
    focus_mode: z.boolean(),
    advanced_prompts: z.boolean(),
    unlimited_history: z.boolean(),
  }),
});

export const RedirectSchema = z.strictObject({
  url: z.url().describe("Where to send the browser: Stripe, or the local test page."),
});

export const WebhookResultSchema = z.strictObject({
  received: z.boolean(),
  duplicate: z.boolean().optional().describe("The event was already handled."),
  error: z.string().optional(),
});

export const PlanChangeResponseSchema = z.strictObject({
  change: z.strictObject({
    from: z.enum(["creator", "legend"]).describe("The plan in force now."),
    to: z.enum(["creator", "legend"]),
    kind: z
      .enum(["upgrade", "downgrade", "keep"])
      .describe(
        "An upgrade starts now; a downgrade at the end of the paid period; keep drops a downgrade not yet in effect.",
      ),
    amountDue: z
      .number()
      .int()
      .min(0)
      .describe("What the member pays today, in the currency's minor unit (the prorated difference)."),
    currency: z.enum(["BRL", "USD"]),
    effectiveAt: z.iso.datetime().describe("When the new plan takes effect."),
    quotedAt: z
      .number()
      .int()
      .describe(
        "The moment the amount was computed for (Unix seconds); send it back to be charged exactly that amount.",
      ),
  }),
});
