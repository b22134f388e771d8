import { RefundCard } from "~/app/components/billing/refund-card";
import type { PlanSummary } from "~/core/plans";
import type { RefundOffer } from "~/server/billing/refunds.server";
import { PlanCard } from "./plan-card";

/** Settings › Subscription: the plan and, within its window, the refund offer. */
export function SubscriptionTab({ plan, refund }: { plan: PlanSummary; refund: RefundOffer | null }) {
  return (
    <>
      <PlanCard plan={plan} />
      <RefundCard offer={refund} />
    </>
  );
}
