import { intlLocale, type Locale } from "~/core/locale";

// Calendar days are plain YYYY-MM-DD strings; they are formatted in UTC so no zone shifts them.

const at = (day: string) => new Date(`${day}T12:00:00Z`);

export function longDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(at(day));
}

/** e.g. "Monday, March 9, 2026": the sheet's title and the day buttons' names. */
export function fullDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(at(day));
}

export function monthTitle(month: string, locale: Locale): string {
  const title = new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at(`${month}-01`));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Sunday first: short and long names. */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  // 2026-03-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = at(`2026-03-0${i + 1}`);
    const short = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "short", timeZone: "UTC" })
      .format(day)
      .replace(".", "");
    const long = new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", timeZone: "UTC" }).format(
      day,
    );
    return { short: short.charAt(0).toUpperCase() + short.slice(1), long };
  });
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
