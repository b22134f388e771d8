import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { billingApi } from "./api.server";
import { stripeClient } from "./billing.server";
import { refundJobs } from "./refunds.server";
import { payments, refunds, subscriptions, testCheckouts } from "./schema";

/**
 * The member's plan as we hold it, and their payments and refunds. Stripe keeps its own records of
 * payments, under its own terms; ours go with the account. An admin who refunded keeps no link to it.
 */
export const billingFeature: Feature = {
  name: "billing",
  api: { base: "/", routes: billingApi },
  jobs: () => refundJobs(() => stripeClient()),
  personalData: {
    references: [
      { column: subscriptions.userId, by: "id", erasure: "cascade" },
      { column: testCheckouts.userId, by: "id", erasure: "cascade" },
      { column: payments.userId, by: "id", erasure: "cascade" },
      { column: refunds.userId, by: "id", erasure: "cascade" },
      { column: refunds.adminId, by: "id", erasure: "set null" },
    ],
    async export(db, { id }) {
      const [[subscription], checkouts, paid] = await Promise.all([
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
        db
          .select({
            plan: payments.plan,
            amount: payments.amount,
            currency: payments.currency,
            source: payments.source,
            paidAt: payments.paidAt,
            refundedAt: payments.refundedAt,
            refundRequestedBy: refunds.requestedBy,
          })
          .from(payments)
          .leftJoin(refunds, eq(refunds.paymentId, payments.id))
          .where(eq(payments.userId, id))
          .orderBy(asc(payments.paidAt)),
      ]);
      return { subscription: subscription ?? null, testCheckouts: checkouts, payments: paid };
    },
  },
};
