import { z } from "zod";
import { ID_MAX } from "~/core/ids";
import { ProjectFilterSchema, ProjectRefSchema } from "./projects";
import { plainLine, plainText } from "./text";

// The content calendar, shared by the page and the JSON API. Days travel as YYYY-MM-DD and months
// as YYYY-MM, with no time and no zone: a planned day is the same day wherever the member is.
// Messages are English for the API; the page shows its own, translated.

/** A member schedules at most this many entries per calendar year: room to plan, not to flood. */
export const CALENDAR_ENTRIES_PER_YEAR = 1_000;
/** Days before and after this range are refused: a typo, not a plan. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

/** A lone half of a UTF-16 surrogate pair cannot be stored as UTF-8. */
const wellFormed = (value: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** True for a real day of the Gregorian calendar written YYYY-MM-DD, within CALENDAR_YEARS. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max || month < 1 || month > 12 || day < 1)
    return false;
  return day <= daysInMonth(year, month);
}

export function isCalendarMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return false;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max && month >= 1 && month <= 12;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first and last day of a month, both inclusive: "2026-02" → ["2026-02-01", "2026-02-28"]. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return {
    first: `${month}-01`,
    last: `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, "0")}`,
  };
}

/** The month after (or before, with -1) "YYYY-MM". */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The day `by` days after "YYYY-MM-DD". */
export function shiftDay(day: string, by: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
}

const BAD_DAY = "Dates are real days written YYYY-MM-DD (e.g. 2026-03-09), between 2000 and 2100";

export const CalendarDaySchema = z
  .string(BAD_DAY)
  .refine(isCalendarDay, BAD_DAY)
  .describe("A day, YYYY-MM-DD.")
  .meta({ example: "2026-03-09" });

export const CalendarMonthQuerySchema = z.object({
  month: z
    .string("Give the month as ?month=YYYY-MM")
    .refine(isCalendarMonth, "Months are written YYYY-MM (e.g. 2026-03), between 2000 and 2100")
    .describe("The month, YYYY-MM: entries from its first to its last day, both included."),
  project: ProjectFilterSchema.optional(),
});

/** Placeholders kept with an entry: as many as a prompt sensibly has, each as long as a field holds. */
export const CALENDAR_VALUES_LIMITS = { keys: 30, name: 80, value: 2_000 } as const;

export const CalendarValuesSchema = z
  .record(
    z
      .string()
      .min(1, "A placeholder's name is not empty")
      .max(
        CALENDAR_VALUES_LIMITS.name,
        `A placeholder's name has at most ${CALENDAR_VALUES_LIMITS.name} characters`,
      )
      .refine((value) => plainLine(value) && wellFormed(value), "Remove the invisible control characters"),
    z
      .string("A placeholder's value is text")
      .max(
        CALENDAR_VALUES_LIMITS.value,
        `A placeholder's value has at most ${CALENDAR_VALUES_LIMITS.value} characters`,
      )
      .refine((value) => plainText(value) && wellFormed(value), "Remove the invisible control characters"),
  )
  .refine(
    (values) => Object.keys(values).length <= CALENDAR_VALUES_LIMITS.keys,
    `At most ${CALENDAR_VALUES_LIMITS.keys} placeholders`,
  )
  .describe("What the member filled in the prompt's [placeholders], by placeholder name (without brackets).")
  .meta({ example: { audience: "small bakeries", tone: "warm" } });

/** Keeps the values worth keeping: trimmed, empty ones left out. */
export function keptValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name.trim(), value.trim()] as const)
      .filter(([name, value]) => name && value),
  );
}

export const CalendarEntryCreateSchema = z
  .strictObject({
    promptId: z
      .number("promptId is a prompt's id")
      .int("promptId is a prompt's id")
      .positive("promptId is a prompt's id")
      .max(ID_MAX, `promptId is a prompt's id, at most ${ID_MAX}`)
      .optional()
      .describe("A library prompt or one of the member's own (integer id)."),
    lockerPromptId: z
      .uuid("lockerPromptId is a uuid")
      .optional()
      .describe("A prompt from the member's locker (Legend)."),
    date: CalendarDaySchema,
    reminder: z
      .boolean()
      .optional()
      .describe("Mail a reminder at 08:00 in the member's time zone on the day; off by default."),
    values: CalendarValuesSchema.optional(),
    projectId: z
      .uuid("Unknown project")
      .optional()
      .describe("Plan it for one of the member's projects (Legend)."),
  })
  .refine((body) => (body.promptId === undefined) !== (body.lockerPromptId === undefined), {
    message: "Give exactly one of promptId or lockerPromptId",
    path: ["promptId"],
  });
export type CalendarEntryCreate = z.infer<typeof CalendarEntryCreateSchema>;

export const CalendarEntryPatchSchema = z
  .strictObject({
    reminder: z.boolean().optional(),
    date: CalendarDaySchema.optional().describe("Move the entry to this day."),
    values: CalendarValuesSchema.optional().describe("Replace the placeholders' values kept with the entry."),
    projectId: ProjectRefSchema.optional().describe(
      "Move the entry into one of the member's projects, or out of any with null (Legend).",
    ),
  })
  .refine(
    (body) =>
      body.reminder !== undefined ||
      body.date !== undefined ||
      body.values !== undefined ||
      body.projectId !== undefined,
    { message: "Change reminder, date, values or projectId" },
  );
export type CalendarEntryPatch = z.infer<typeof CalendarEntryPatchSchema>;

/** An IANA time zone the server's Intl knows, e.g. America/Sao_Paulo. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string("Give an IANA time zone such as America/Sao_Paulo")
  .refine(isTimeZone, "Give an IANA time zone such as America/Sao_Paulo")
  .describe("An IANA time zone, e.g. America/Sao_Paulo.");

export const CalendarSettingsPatchSchema = z
  .strictObject({
    timeZone: TimeZoneSchema.optional(),
    weeklyDigest: z
      .boolean("weeklyDigest is true or false")
      .optional()
      .describe("Legend's Monday digest of the week's new prompts."),
  })
  .refine(
    (patch) => patch.timeZone !== undefined || patch.weeklyDigest !== undefined,
    "Send timeZone, weeklyDigest or both",
  );

export const CalendarPromptsQuerySchema = z.object({
  q: z
    .string()
    .max(200, "Search with at most 200 characters")
    .refine((value) => plainLine(value) && wellFormed(value), "Remove the invisible control characters")
    .optional()
    .default("")
    .describe("Words to look for in titles and descriptions."),
});
