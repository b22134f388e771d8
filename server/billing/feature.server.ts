import { eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { billingApi } from "./api.server";
import { subscriptions, testCheckouts } from "./schema";

/** The member's plan as we hold it. Stripe keeps its own records of payments, under its own terms. */
export const billingFeature: Feature = {
  name: "billing",
  api: { base: "/", routes: billingApi },
  personalData: {
    references: [
      { column: subscriptions.userId, by: "id", erasure: "cascade" },
      { column: testCheckouts.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [[subscription], checkouts] = await Promise.all([
        db
          .select({
            tier: subscriptions.tier,
            status: subscriptions.status,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
            cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
            source: subscriptions.source,
            currency: subscriptions.currency,
            stripeCustomerId: subscriptions.stripeCustomerId,
            updatedAt: subscriptions.updatedAt,
          })
          .from(subscriptions)
          .where(eq(subscriptions.userId, id)),
        db
          .select({
            plan: testCheckouts.plan,
            currency: testCheckouts.currency,
            status: testCheckouts.status,
            createdAt: testCheckouts.createdAt,
          })
          .from(testCheckouts)
          .where(eq(testCheckouts.userId, id)),
      ]);
      return { subscription: subscription ?? null, testCheckouts: checkouts };
    },
  },
};
