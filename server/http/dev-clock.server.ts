import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { OffsetClock } from "~/server/jobs/clock.server";
import { runDueJobs, type JobHandlers } from "~/server/jobs/jobs.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { getConfig } from "~/server/config.server";

const ClockSchema = z.union([
  z.strictObject({ at: z.iso.datetime({ offset: true }) }),
  z.strictObject({ reset: z.literal(true) }),
]);

/**
 * A test clock for scheduled work in local mode (like POST /dev/billing/advance-clock): set the time
 * jobs go by, and the jobs due by then run before the answer. Never available in production.
 */
export function createDevClockRoutes(
  getDb: () => Promise<Database>,
  clock: OffsetClock,
  handlers: JobHandlers,
) {
  const routes = new Hono();
  routes.get("/dev/clock", (c) => {
    if (getConfig().mode !== "local") return c.json({ error: "Not found" }, 404);
    return c.json({ now: clock.now().toISOString() });
  });
  routes.post("/dev/clock", async (c) => {
    if (getConfig().mode !== "local") return c.json({ error: "Not found" }, 404);
    const body = ClockSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success)
      return c.json({ error: 'Send {"at": "2026-03-09T08:00:00-03:00"} or {"reset": true}' }, 400);
    if ("at" in body.data) clock.setNow(new Date(body.data.at));
    else clock.reset();
    // What is released moves with the clock: kept copies of public pages are dropped.
    await catalogChanged();
    const ran = await runDueJobs(await getDb(), handlers, { clock });
    return c.json({ now: clock.now().toISOString(), ran });
  });
  return routes;
}
