import type { Context } from "hono";
import { z } from "zod";
import {
  CalendarEntryCreateSchema,
  CalendarEntryPatchSchema,
  CalendarMonthQuerySchema,
  CalendarPromptsQuerySchema,
  CalendarSettingsPatchSchema,
} from "~/core/forms/calendar";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { getConfig } from "~/server/config.server";
import { setWeeklyDigest } from "~/server/digest/digest.server";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  CalendarEntryResponseSchema,
  CalendarFeedLinkSchema,
  CalendarMonthSchema,
  CalendarPromptListSchema,
  CalendarSettingsResponseSchema,
} from "./api-schemas";
import {
  CalendarError,
  calendarSheetChoices,
  createCalendarEntry,
  deleteCalendarEntry,
  getCalendarEntry,
  listCalendarMonth,
  updateCalendarEntry,
} from "./calendar.server";
import { calendarFeedPath, deleteCalendarFeed, resetCalendarFeed } from "./feed.server";
import { getCalendarSettings, setTimeZone } from "./settings.server";

type Env = { Variables: { member: CurrentMember } };

/** The API's error shape, described once in the document's components. */
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const EntryIdParams = z.object({
  // Any other text is an entry nobody has: 404, like another member's.
  id: z.string().meta({ format: "uuid", description: "The calendar entry's id." }),
});
const INVALID = error(
  "A day is not a real YYYY-MM-DD date, or a field is missing or invalid; `issues` names each one.",
);
const ENTRY_NOT_FOUND = error("No such entry of the caller's.");

/** Every calendar operation: tagged, for a member's session or bearer token, with its refusals. */
const calendarRoute = memberRouteFor("calendar", { 401: error("No session or bearer token.") });

/**
 * The content calendar under /api/v1/calendar: every signed-in member (401 otherwise); another
 * member's entries are 404. Days are YYYY-MM-DD; a bad one is a 400 that says so. Reminders go by
 * the clock the API is given.
 */
export function calendarApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>();
  const viewer = (c: Context<Env>) => c.get("member").viewer;
  const locale = (c: Context<Env>) => localeFromRequest(c.req.raw);

  routes.use(
    "*",
    needsMember(members, {
      gate: {
        allows: (member) => capabilities(member.viewer).contentCalendar,
        refusal: "The content calendar needs an account",
      },
    }),
  );

  answerErrors(routes, (failure, c) => {
    if (failure instanceof CalendarError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    return undefined;
  });

  routes.openapi(
    calendarRoute({
      method: "get",
      path: "/",
      operationId: "listCalendarMonth",
      summary:
        "Your entries from the first to the last day of a month, both included, each with its prompt; with `project`, those planned for a project (or for none)",
      request: { query: CalendarMonthQuerySchema },
      responses: {
        200: jsonResponse(CalendarMonthSchema, "The month's entries."),
        400: error("The month is missing or not YYYY-MM, or the project is not a project's id or `none`."),
      },
    }),
    async (c) => {
      const { month, project } = c.req.valid("query");
      return c.json(
        { month, entries: await listCalendarMonth(await database(), viewer(c), month, locale(c), project) },
        200,
      );
    },
  );

  routes.openapi(
    calendarRoute({
      method: "post",
      path: "/",
      operationId: "createCalendarEntry",
      summary:
        "Schedule a prompt on a day: a library prompt you may read (promptId) or one of your locker's (lockerPromptId, Legend), for one of your projects (projectId, Legend)",
      request: { body: jsonBody(CalendarEntryCreateSchema.meta({ id: "CalendarEntryBody" })) },
      responses: {
        201: jsonResponse(CalendarEntryResponseSchema, "Calendar entry added."),
        400: INVALID,
        403: error(
          "Your plan does not open this prompt (`code`: prompt_locked), or the locker or projects are not in it (locker_not_in_plan, projects_not_in_plan).",
        ),
        404: error(
          "No such prompt, or not one you may see; or no such project of yours (project_not_found).",
        ),
        409: error("The calendar already holds 1,000 entries in that year."),
      },
    }),
    async (c) =>
      c.json(
        {
          entry: await createCalendarEntry(
            await database(),
            viewer(c),
            c.req.valid("json"),
            locale(c),
            clock,
          ),
        },
        201,
      ),
  );

  routes.openapi(
    calendarRoute({
      method: "get",
      path: "/prompts",
      operationId: "listCalendarPrompts",
      summary:
        "Prompts to schedule: the ones you wrote, your favourites and (Legend) your locker, newest first; with `q`, then the library's matches by the site's search (those your plan does not open are marked locked)",
      request: { query: CalendarPromptsQuerySchema },
      responses: {
        200: jsonResponse(CalendarPromptListSchema, "Matching every word of `q`, accents ignored."),
        400: error("The search is too long."),
      },
    }),
    async (c) =>
      c.json(
        {
          items: await calendarSheetChoices(await database(), viewer(c), c.req.valid("query").q, locale(c)),
        },
        200,
      ),
  );

  routes.openapi(
    calendarRoute({
      method: "get",
      path: "/settings",
      operationId: "getCalendarSettings",
      summary: "Your time zone for reminders, and whether you have a feed link",
      responses: { 200: jsonResponse(CalendarSettingsResponseSchema, "The settings.") },
    }),
    async (c) => c.json({ settings: await getCalendarSettings(await database(), viewer(c).userId) }, 200),
  );

  routes.openapi(
    calendarRoute({
      method: "patch",
      path: "/settings",
      operationId: "updateCalendarSettings",
      summary: "Set your time zone; reminders still to come move to 08:00 there",
      request: { body: jsonBody(CalendarSettingsPatchSchema.meta({ id: "CalendarSettingsBody" })) },
      responses: {
        200: jsonResponse(CalendarSettingsResponseSchema, "Saved."),
        400: error("Not an IANA time zone."),
      },
    }),
    async (c) => {
      const patch = c.req.valid("json");
      const db = await database();
      const userId = viewer(c).userId;
      if (patch.weeklyDigest !== undefined) await setWeeklyDigest(db, userId, patch.weeklyDigest);
      if (patch.timeZone !== undefined) await setTimeZone(db, userId, patch.timeZone, clock);
      return c.json({ settings: await getCalendarSettings(db, userId) }, 200);
    },
  );

  routes.openapi(
    calendarRoute({
      method: "post",
      path: "/feed",
      operationId: "resetCalendarFeed",
      summary: "Make your private ICS feed link (any earlier one stops working); the link is shown this once",
      responses: { 201: jsonResponse(CalendarFeedLinkSchema, "The new link.") },
    }),
    async (c) => {
      const { token, createdAt } = await resetCalendarFeed(await database(), viewer(c).userId);
      return c.json({ url: getConfig().publicUrl + calendarFeedPath(token), createdAt }, 201);
    },
  );

  routes.openapi(
    calendarRoute({
      method: "delete",
      path: "/feed",
      operationId: "deleteCalendarFeed",
      summary: "Turn your ICS feed off; its link stops working",
      responses: { 204: { description: "Turned off." } },
    }),
    async (c) => {
      await deleteCalendarFeed(await database(), viewer(c).userId);
      return c.body(null, 204);
    },
  );

  // After /prompts, /settings and /feed, which would otherwise read as entry ids.
  routes.openapi(
    calendarRoute({
      method: "get",
      path: "/{id}",
      operationId: "getCalendarEntry",
      summary: "One of your entries",
      request: { params: EntryIdParams },
      responses: { 200: jsonResponse(CalendarEntryResponseSchema, "The entry."), 404: ENTRY_NOT_FOUND },
    }),
    async (c) =>
      c.json(
        { entry: await getCalendarEntry(await database(), viewer(c), c.req.valid("param").id, locale(c)) },
        200,
      ),
  );

  routes.openapi(
    calendarRoute({
      method: "patch",
      path: "/{id}",
      operationId: "updateCalendarEntry",
      summary:
        "Turn the reminder on or off, move the entry to another day or project and/or replace its placeholders' values",
      request: {
        params: EntryIdParams,
        body: jsonBody(CalendarEntryPatchSchema.meta({ id: "CalendarEntryPatchBody" })),
      },
      responses: {
        200: jsonResponse(CalendarEntryResponseSchema, "Saved."),
        400: INVALID,
        403: error("Projects are part of the Legend plan (`code`: projects_not_in_plan)."),
        404: error("No such entry of the caller's, or no such project (`code`: project_not_found)."),
        409: error("The new day's year already holds 1,000 entries."),
      },
    }),
    async (c) => {
      const entry = await updateCalendarEntry(
        await database(),
        viewer(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        locale(c),
        clock,
      );
      return c.json({ entry }, 200);
    },
  );

  routes.openapi(
    calendarRoute({
      method: "delete",
      path: "/{id}",
      operationId: "deleteCalendarEntry",
      summary: "Delete an entry (its reminder is cancelled)",
      request: { params: EntryIdParams },
      responses: { 204: { description: "Entry deleted." }, 404: ENTRY_NOT_FOUND },
    }),
    async (c) => {
      await deleteCalendarEntry(await database(), viewer(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return routes;
}
