import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/server/database.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { appClock } from "~/server/jobs/clock.server";
import { stripeClient } from "./billing.server";
import { refundPayment, RefundError, type RefundErrorCode } from "./refunds.server";

export const REFUND_INTENT = "refund";

export type RefundFormResult =
  | { intent: typeof REFUND_INTENT; ok: true; amount: number; currency: "BRL" | "USD" }
  | { intent: typeof REFUND_INTENT; ok: false; code: RefundErrorCode };

const RefundFormSchema = z.object({ paymentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The subscription tab's "Request a refund": the member's own first payment, within its 7 days. */
export async function handleRefundForm(form: FormData, member: CurrentMember) {
  const parsed = RefundFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<RefundFormResult>(
      { intent: REFUND_INTENT, ok: false, code: "payment-not-found" },
      { status: 404 },
    );
  try {
    const refund = await refundPayment(
      { db: await getDb(), stripe: stripeClient() },
      parsed.data.paymentId,
      { kind: "member", userId: member.user.id, email: member.user.email },
      appClock.now(),
    );
    return data<RefundFormResult>({
      intent: REFUND_INTENT,
      ok: true,
      amount: refund.amount,
      currency: refund.currency,
    });
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    return data<RefundFormResult>(
      { intent: REFUND_INTENT, ok: false, code: error.code },
      { status: error.status },
    );
  }
}
