import { z } from "zod";

// What /api/v1's billing endpoints read and answer. Requests are parsed with these schemas as a
// client may send them; responses describe what the handlers write. `meta({ id })` names each one
// under components.schemas.

export const CheckoutBodySchema = z
  .object({
    plan: z.string().max(32).describe("creator or legend."),
    country: z
      .enum(["BR", "US"])
      .optional()
      .describe("Where the buyer pays from (BRL or USD); by default from Accept-Language."),
  })
  .meta({ id: "CheckoutBody" });

export const PlanChangeBodySchema = z
  .object({
    plan: z.string().max(32).describe("creator or legend."),
    quotedAt: z
      .number()
      .int()
      .positive()
      .max(9_999_999_999)
      .optional()
      .describe("The `quotedAt` of the preview the member saw, so they are charged that amount."),
  })
  .meta({ id: "PlanChangeBody" });

export const PlanChangeQuerySchema = z.object({
  plan: z.string().max(32).meta({ description: "The plan to change to: creator or legend." }),
});

export const SubscriptionCheckSchema = z
  .strictObject({
    subscribed: z.boolean(),
    subscription_tier: z.enum(["free", "creator", "legend"]),
    subscription_end: z.iso.datetime().nullable(),
    features: z.strictObject({
      focus_mode: z.boolean(),
      advanced_prompts: z.boolean(),
      unlimited_history: z.boolean(),
    }),
  })
  .meta({ id: "SubscriptionCheck" });

export const RedirectSchema = z
  .strictObject({
    url: z.url().describe("Where to send the browser: Stripe, or the local test page."),
  })
  .meta({ id: "Redirect" });

export const WebhookResultSchema = z
  .strictObject({
    received: z.boolean(),
    duplicate: z.boolean().optional().describe("The event was already handled."),
    error: z.string().optional(),
  })
  .meta({ id: "WebhookResult" });

export const PlanChangeResponseSchema = z
  .strictObject({
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
  })
  .meta({ id: "PlanChangeResponse" });

const RefundRefusalSchema = z
  .enum(["already-refunded", "window-passed", "not-first-payment"])
  .describe(
    "Why it may not be refunded: already refunded, past its 7 days, or not the member's first payment (the guarantee covers that one).",
  );

export const PaymentSchema = z
  .strictObject({
    id: z.number().int(),
    plan: z.enum(["creator", "legend"]),
    amount: z.number().int().describe("In the currency's minor unit (cents, centavos)."),
    currency: z.enum(["BRL", "USD"]),
    paidAt: z.iso.datetime(),
    refundedAt: z.iso.datetime().nullable(),
    first: z.boolean().describe("The member's first payment: the one the money-back guarantee covers."),
    refund: z
      .strictObject({
        eligible: z.boolean(),
        reason: RefundRefusalSchema.nullable(),
        until: z.iso.datetime().describe("The end of the 7 days after the payment."),
      })
      .describe("Whether the caller may have it refunded now."),
  })
  .meta({ id: "Payment" });

export const PaymentListSchema = z
  .strictObject({ payments: z.array(PaymentSchema).describe("Newest first.") })
  .meta({ id: "PaymentList" });

export const PaymentIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .meta({ type: "integer", minimum: 1, description: "The payment's id." }),
});

export const RefundResponseSchema = z
  .strictObject({
    refund: z.strictObject({
      paymentId: z.number().int(),
      amount: z
        .number()
        .int()
        .describe("What was refunded, in the currency's minor unit: the whole payment."),
      currency: z.enum(["BRL", "USD"]),
      refundedAt: z.iso.datetime(),
    }),
    subscription: SubscriptionCheckSchema.describe("The member's plan now: back to Explorer."),
  })
  .meta({ id: "RefundResponse" });
