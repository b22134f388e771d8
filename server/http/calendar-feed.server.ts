import { Hono } from "hono";
import type { Database } from "~/db/client.server";
import { calendarFeedDocument } from "~/server/calendar/feed.server";
import { getConfig } from "~/server/config.server";
import type { Clock } from "~/server/jobs/clock.server";

/**
 * A member's private calendar feed, /calendar/{token}.ics: calendar apps fetch it with no
 * session, so the token is the only key. An unknown or reset token is a plain 404.
 */
export function createCalendarFeedRoutes(getDb: () => Promise<Database>, clock?: Clock) {
  const routes = new Hono();
  routes.get("/calendar/:file{[A-Za-z0-9_-]+\\.ics}", async (c) => {
    const token = c.req.param("file").slice(0, -".ics".length);
    const document = await calendarFeedDocument(await getDb(), token, getConfig().publicUrl, clock);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    if (document === null) return c.text("Not found", 404);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", 'inline; filename="promptario.ics"');
    return c.body(document);
  });
  return routes;
}
