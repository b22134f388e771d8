import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { user } from "~/server/accounts/schema";
import { subscriptions } from "~/server/billing/schema";
import { LIVE_STATUSES } from "~/server/billing/subscriptions.server";
import { promptEvents, prompts } from "~/server/catalog/schema";
import { contactMessages } from "~/server/content/schema";
import { promptRequests } from "~/server/requests/schema";

export interface AdminOverview {
  users: number;
  paying: { creator: number; legend: number };
  prompts: { total: number; catalog: number; member: number; premium: number };
  copiesLast7Days: number;
  newMessages: number;
  /** prompt requests waiting for an answer (open or in progress) */
  waitingRequests: number;
}

export async function adminOverview(db: Database, now: Date = appClock.now()): Promise<AdminOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[users], paying, [promptCounts], [copies], [messages], [requests]] = await Promise.all([
    db.select({ value: count() }).from(user),
    db
      .select({ tier: subscriptions.tier, value: count() })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          // Paying: a plan bought through checkout, not one an admin granted.
          ne(subscriptions.source, "admin"),
          sql`${subscriptions.currentPeriodEnd} > ${now}`,
        ),
      )
      .groupBy(subscriptions.tier),
    db
      .select({
        total: count(),
        catalog: sql<number>`count(*) filter (where ${prompts.source} = 'catalog')::int`,
        member: sql<number>`count(*) filter (where ${prompts.source} = 'member')::int`,
        premium: sql<number>`count(*) filter (where ${prompts.isPremium})::int`,
      })
      .from(prompts),
    db
      .select({ value: count() })
      .from(promptEvents)
      .where(and(eq(promptEvents.kind, "copy"), sql`${promptEvents.createdAt} > ${weekAgo}`)),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db
      .select({ value: count() })
      .from(promptRequests)
      .where(inArray(promptRequests.status, ["open", "in_progress"])),
  ]);
  const perTier = new Map(paying.map((row) => [row.tier, row.value]));
  return {
    users: users?.value ?? 0,
    paying: { creator: perTier.get("creator") ?? 0, legend: perTier.get("legend") ?? 0 },
    prompts: {
      total: promptCounts?.total ?? 0,
      catalog: promptCounts?.catalog ?? 0,
      member: promptCounts?.member ?? 0,
      premium: promptCounts?.premium ?? 0,
    },
    copiesLast7Days: copies?.value ?? 0,
    newMessages: messages?.value ?? 0,
    waitingRequests: requests?.value ?? 0,
  };
}
