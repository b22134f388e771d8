import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { payments, subscriptions } from "~/server/billing/schema";
import { getConfig } from "~/server/config.server";

const ClockSchema = z.object({ email: z.email(), days: z.number().int().min(1).max(400) });

/**
 * A test clock for local mode, like Stripe's: moves a test-mode subscription's timeline (its period
 * and its payments) `days` into the past, as if that much time had gone by. Never available in
 * production.
 */
export function createDevBillingRoutes(getDb: () => Promise<Database>) {
  const routes = new Hono();
  routes.post("/dev/billing/advance-clock", async (c) => {
    if (getConfig().mode !== "local") return c.json({ error: "Not found" }, 404);
    const body = ClockSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: "Send {email, days}" }, 400);
    const db = await getDb();
    const [member] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, body.data.email.toLowerCase()))
      .limit(1);
    if (!member) return c.json({ error: "No account with that email" }, 404);
    const moved = await db
      .update(subscriptions)
      .set({
        currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} - make_interval(days => ${body.data.days})`,
        stateAt: sql`${subscriptions.stateAt} - make_interval(days => ${body.data.days})`,
      })
      .where(and(eq(subscriptions.userId, member.id), eq(subscriptions.source, "test")))
      .returning({ periodEnd: subscriptions.currentPeriodEnd });
    if (moved.length === 0) return c.json({ error: "No test-mode subscription for that account" }, 404);
    await db
      .update(payments)
      .set({ paidAt: sql`${payments.paidAt} - make_interval(days => ${body.data.days})` })
      .where(and(eq(payments.userId, member.id), eq(payments.source, "test")));
    return c.json({ currentPeriodEnd: moved[0]!.periodEnd });
  });
  return routes;
}
