import type { Locale } from "~/core/locale";
import { intlLocale } from "~/core/locale";

/** Live Chat is open Monday to Friday, 9am to 5pm on New York's clock ("EST"). */
export const LIVE_CHAT_TIME_ZONE = "America/New_York";
export const LIVE_CHAT_OPENS_HOUR = 9;
export const LIVE_CHAT_CLOSES_HOUR = 17;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY_INDEX: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    weekday: "short",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    hour: Number(get("hour")),
    minute: Number(get("minute")),
    second: Number(get("second")),
    weekday: WEEKDAY_INDEX[get("weekday")] ?? 1,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant.getTime() - instant.getMilliseconds());
}

/** The instant the zone's clock shows `hour`:00 on the given calendar day (which is in UTC terms). */
function zonedInstant(day: Date, hour: number, timeZone: string): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

export interface LocalLiveChatHours {
  /** weekday names in the reader's language, e.g. "Monday" and "Friday" */
  fromDay: string;
  toDay: string;
  /** times on the reader's clock, e.g. "10:00 AM" */
  opens: string;
  closes: string;
  /** the reader's time zone name, e.g. "Brasilia Standard Time" */
  zone: string;
}

/**
 * This week's Live Chat hours on the reader's own clock (the browser's time zone), so daylight
 * saving on either side is taken into account.
 */
export function localLiveChatHours(
  locale: Locale,
  now: Date = new Date(),
  timeZone?: string,
): LocalLiveChatHours {
  const today = zonedParts(now, LIVE_CHAT_TIME_ZONE);
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day) - (today.weekday - 1) * DAY_MS);
  const friday = new Date(monday.getTime() + 4 * DAY_MS);
  const opens = zonedInstant(monday, LIVE_CHAT_OPENS_HOUR, LIVE_CHAT_TIME_ZONE);
  const closes = zonedInstant(monday, LIVE_CHAT_CLOSES_HOUR, LIVE_CHAT_TIME_ZONE);
  const lastClose = zonedInstant(friday, LIVE_CHAT_CLOSES_HOUR, LIVE_CHAT_TIME_ZONE);

  const language = intlLocale(locale);
  const time = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone });
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone });
  const zone =
    new Intl.DateTimeFormat(language, { timeZoneName: "long", timeZone })
      .formatToParts(opens)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  return {
    fromDay: weekday.format(opens),
    toDay: weekday.format(lastClose),
    opens: time.format(opens),
    closes: time.format(closes),
    zone,
  };
}
