import type { Database } from "~/db/client.server";
import type { Tier } from "~/server/entitlements/entitlements";
import { applySubscriptionChange } from "./subscriptions.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** For tests and benchmarks: the member holds a plan for the next 30 days, as an admin grants it. */
export async function grantPlan(
  db: Database,
  userId: string,
  tier: Tier,
  now: Date = new Date(),
): Promise<void> {
  await applySubscriptionChange(db, {
    userId,
    tier,
    status: "active",
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    source: "admin",
    stateAt: now,
  });
}
