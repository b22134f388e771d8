import { dateFormat } from "~/core/intl";
import type { Locale } from "~/core/locale";

// Calendar days are plain YYYY-MM-DD strings; they are formatted in UTC so no zone shifts them.

const at = (day: string) => new Date(`${day}T12:00:00Z`);

/** A date style's formatter (core/intl makes each once), always in UTC. */
const dateStyle =
  (options: Intl.DateTimeFormatOptions) =>
  (locale: Locale): Intl.DateTimeFormat =>
    dateFormat(locale, { ...options, timeZone: "UTC" });

const LONG = dateStyle({ year: "numeric", month: "long", day: "numeric" });
const FULL = dateStyle({ weekday: "long", year: "numeric", month: "long", day: "numeric" });
const MONTH = dateStyle({ month: "long", year: "numeric" });
const WEEKDAY_SHORT = dateStyle({ weekday: "short" });
const WEEKDAY_LONG = dateStyle({ weekday: "long" });

export function longDate(day: string, locale: Locale): string {
  return LONG(locale).format(at(day));
}

/** e.g. "Monday, March 9, 2026": the sheet's title and the day buttons' names. */
export function fullDate(day: string, locale: Locale): string {
  return FULL(locale).format(at(day));
}

export function monthTitle(month: string, locale: Locale): string {
  const title = MONTH(locale).format(at(`${month}-01`));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

const weekdays = new Map<Locale, { short: string; long: string }[]>();

/** Sunday first: short and long names. */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  let names = weekdays.get(locale);
  if (!names) {
    // 2026-03-01 is a Sunday.
    names = Array.from({ length: 7 }, (_, i) => {
      const day = at(`2026-03-0${i + 1}`);
      const short = WEEKDAY_SHORT(locale).format(day).replace(".", "");
      return {
        short: short.charAt(0).toUpperCase() + short.slice(1),
        long: WEEKDAY_LONG(locale).format(day),
      };
    });
    weekdays.set(locale, names);
  }
  return names;
}

/** The month's days in weeks of seven, Sunday first; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Today in the browser's own zone. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
