import type { PlanSummary } from "~/core/plans";
import { tierInForce, type SubscriptionState } from "./subscriptions.server";

/** What the plan card shows, from the member's subscription state. */
export function planSummary(state: SubscriptionState): PlanSummary {
  const tier = tierInForce(state);
  return {
    tier,
    status: tier === "free" ? "inactive" : state.status,
    periodEnd: tier === "free" ? null : (state.currentPeriodEnd?.toISOString() ?? null),
    cancelAtPeriodEnd: tier !== "free" && state.cancelAtPeriodEnd,
    granted: tier !== "free" && state.source === "admin",
  };
}
