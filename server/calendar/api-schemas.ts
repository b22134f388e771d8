import { z } from "zod";

// What /api/v1/calendar answers, for the OpenAPI document. Requests are parsed with the calendar's
// form schemas (core/forms/calendar.ts); these describe the responses the handlers write.
// `meta({ id })` names each one under components.schemas.

const CalendarDayOut = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("A day, YYYY-MM-DD.");
const CalendarEntryOutSchema = z.strictObject({
  id: z.uuid(),
  date: CalendarDayOut,
  title: z.string().describe("The prompt's title when it was scheduled."),
  reminder: z
    .boolean()
    .describe("Whether a reminder is mailed at 08:00 in the member's time zone on the day."),
  values: z
    .record(z.string(), z.string())
    .describe("What the member filled in the prompt's [placeholders] when scheduling it, by name."),
  projectId: z.uuid().nullable().describe("The project it is planned for, or null."),
  createdAt: z.iso.datetime(),
  prompt: z
    .strictObject({
      source: z
        .enum(["library", "locker"])
        .describe(
          "library: a catalogue or member prompt (integer id); locker: one of the member's saved prompts (uuid).",
        ),
      id: z.union([z.number().int(), z.uuid()]),
      title: z.string(),
      description: z.string().nullable(),
      locked: z
        .boolean()
        .describe(
          "The caller's plan does not open the prompt's text (a locker copy keeps the rights of the prompt it was saved from).",
        ),
      promptText: z.string().nullable().describe("null when locked."),
      category: z.strictObject({ id: z.string(), title: z.string() }).nullable(),
      tags: z.array(z.string()),
      url: z.string().describe("The prompt's page on this site."),
    })
    .describe("The linked prompt, in the caller's language."),
});
const CalendarEntrySummaryOutSchema = z
  .strictObject({
    id: z.uuid(),
    date: CalendarDayOut,
    title: z.string().describe("The prompt's title, in the caller's language."),
    reminder: z.boolean(),
    locked: z.boolean().describe("The caller's plan does not open the prompt's text."),
    description: z
      .string()
      .max(80)
      .nullable()
      .describe("The prompt's description, shortened to 80 characters."),
    projectId: z.uuid().nullable().describe("The project it is planned for, or null."),
    prompt: z.strictObject({
      source: z.enum(["library", "locker"]),
      id: z.union([z.number().int(), z.uuid()]),
    }),
  })
  .describe(
    "An entry without its prompt's text or placeholders' values: GET /calendar/{id} gives them (the text to who may read it).",
  );
export const CalendarEntryResponseSchema = z
  .strictObject({ entry: CalendarEntryOutSchema })
  .meta({ id: "CalendarEntryResponse" });
export const CalendarMonthSchema = z
  .strictObject({
    month: z.string().describe("YYYY-MM"),
    entries: z
      .array(CalendarEntrySummaryOutSchema)
      .describe(
        "From the first to the last day of the month, both included; by day, then by when they were added.",
      ),
  })
  .meta({ id: "CalendarMonth" });
export const CalendarPromptListSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          source: z.enum(["library", "locker"]),
          id: z
            .union([z.number().int(), z.uuid()])
            .describe("Send it as promptId (library) or lockerPromptId (locker)."),
          title: z.string(),
          description: z.string().nullable(),
          origin: z
            .enum(["mine", "favorite", "locker", "library"])
            .describe(
              "Written by the caller, a favourite, from their locker (Legend), or found in the library by the site's search (with `q`).",
            ),
          locked: z
            .boolean()
            .describe("The caller's plan does not open the prompt's text: it cannot be scheduled."),
          isPremium: z.boolean().describe("A premium prompt (Creator and Legend)."),
          isForbidden: z.boolean().describe("A Legend-only prompt."),
          addedAt: z.iso
            .datetime()
            .nullable()
            .describe("When the caller wrote, favourited or saved it; null for a library match."),
        }),
      )
      .describe("The caller's own prompts newest first, then (with `q`) the library's best matches."),
  })
  .meta({ id: "CalendarPromptList" });
export const CalendarSettingsResponseSchema = z
  .strictObject({
    settings: z.strictObject({
      timeZone: z
        .string()
        .nullable()
        .describe("The IANA zone reminders go by; null until set (reminders then go by UTC)."),
      feed: z.strictObject({
        createdAt: z.iso
          .datetime()
          .nullable()
          .describe("When the current feed link was made; null without one."),
      }),
      weeklyDigest: z
        .boolean()
        .describe("Whether Legend's Monday digest of the week's new prompts is mailed."),
    }),
  })
  .meta({ id: "CalendarSettingsResponse" });
export const CalendarFeedLinkSchema = z
  .strictObject({
    url: z
      .url()
      .describe("The private feed, /calendar/{token}.ics: shown this once; any earlier link stops working."),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CalendarFeedLink" });
