import { Hono, type Context } from "hono";
import {
  CalendarEntryCreateSchema,
  CalendarEntryPatchSchema,
  CalendarMonthQuerySchema,
  CalendarPromptsQuerySchema,
  CalendarSettingsPatchSchema,
} from "~/core/forms/calendar";
import { localeFromRequest } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import {
  CalendarError,
  calendarPromptChoices,
  createCalendarEntry,
  deleteCalendarEntry,
  getCalendarEntry,
  listCalendarMonth,
  updateCalendarEntry,
} from "~/server/calendar/calendar.server";
import { calendarFeedPath, deleteCalendarFeed, resetCalendarFeed } from "~/server/calendar/feed.server";
import { getCalendarSettings, setTimeZone } from "~/server/calendar/settings.server";
import { setWeeklyDigest } from "~/server/digest/digest.server";
import { getConfig } from "~/server/config.server";
import { capabilities } from "~/server/entitlements/entitlements";
import type { Clock } from "~/server/jobs/clock.server";
import { invalid, jsonBody } from "./request-body.server";

type Env = { Variables: { member: CurrentMember } };

function refused(c: Context, error: unknown) {
  if (error instanceof CalendarError) return c.json({ error: error.message, code: error.code }, error.status);
  throw error;
}

/**
 * The content calendar (issue 17) under /api/v1/calendar: every signed-in member (401 otherwise);
 * another member's entries are 404. Days are YYYY-MM-DD; a bad one is a 400 that says so.
 */
export function calendarRoutes(database: () => Promise<Database>, members: MemberLookup, clock: Clock) {
  const routes = new Hono<Env>();
  const signedIn = async (c: Context<Env>, next: () => Promise<void>) => {
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: "Authentication required" }, 401);
    if (!capabilities(member.viewer).contentCalendar) return c.json({ error: "The content calendar needs an account" }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/calendar", signedIn);
  routes.use("/calendar/*", signedIn);
  const viewer = (c: Context<Env>) => c.get("member").viewer;
  const locale = (c: Context<Env>) => localeFromRequest(c.req.raw);

  routes.get("/calendar", async (c) => {
    const query = CalendarMonthQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json({ month: query.data.month, entries: await listCalendarMonth(await database(), viewer(c), query.data.month, locale(c)) });
  });

  routes.post("/calendar", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = CalendarEntryCreateSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    try {
      return c.json({ entry: await createCalendarEntry(await database(), viewer(c), input.data, locale(c), clock) }, 201);
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.get("/calendar/prompts", async (c) => {
    const query = CalendarPromptsQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    return c.json({ items: await calendarPromptChoices(await database(), viewer(c), query.data.q, locale(c)) });
  });

  routes.get("/calendar/settings", async (c) => c.json({ settings: await getCalendarSettings(await database(), viewer(c).userId) }));

  routes.patch("/calendar/settings", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const input = CalendarSettingsPatchSchema.safeParse(body);
    if (!input.success) return invalid(c, input.error);
    const db = await database();
    const userId = viewer(c).userId;
    if (input.data.weeklyDigest !== undefined) await setWeeklyDigest(db, userId, input.data.weeklyDigest);
    if (input.data.timeZone !== undefined) await setTimeZone(db, userId, input.data.timeZone, clock);
    return c.json({ settings: await getCalendarSettings(db, userId) });
  });

  routes.post("/calendar/feed", async (c) => {
    const { token, createdAt } = await resetCalendarFeed(await database(), viewer(c).userId);
    return c.json({ url: getConfig().publicUrl + calendarFeedPath(token), createdAt }, 201);
  });

  routes.delete("/calendar/feed", async (c) => {
    await deleteCalendarFeed(await database(), viewer(c).userId);
    return c.body(null, 204);
  });

  routes.get("/calendar/:id", async (c) => {
    try {
      return c.json({ entry: await getCalendarEntry(await database(), viewer(c), c.req.param("id"), locale(c)) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.patch("/calendar/:id", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: "The body must be JSON" }, 400);
    const patch = CalendarEntryPatchSchema.safeParse(body);
    if (!patch.success) return invalid(c, patch.error);
    try {
      return c.json({ entry: await updateCalendarEntry(await database(), viewer(c), c.req.param("id"), patch.data, locale(c), clock) });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.delete("/calendar/:id", async (c) => {
    try {
      await deleteCalendarEntry(await database(), viewer(c), c.req.param("id"));
      return c.body(null, 204);
    } catch (error) {
      return refused(c, error);
    }
  });

  return routes;
}
