import type { Locale } from "~/core/locale";
import { dateFormat } from "~/core/intl";

/**
 * Chat support is answered live Monday to Friday, 9am to 5pm on New York's clock ("EST", daylight
 * saving included); outside those hours the answer comes by mail. Only `Intl` is used, so the
 * server and the browser compute the same hours.
 */
export const SUPPORT_TIME_ZONE = "America/New_York";
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 17;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY_INDEX: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function zonedParts(instant: Date, timeZone: string) {
  const parts = dateFormat("en", {
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

/** Whether the team answers live at `now`: a weekday between 9:00 and 17:00 in New York. */
export function isWithinSupportHours(now: Date): boolean {
  const local = zonedParts(now, SUPPORT_TIME_ZONE);
  return local.weekday <= 5 && local.hour >= SUPPORT_OPENS_HOUR && local.hour < SUPPORT_CLOSES_HOUR;
}

/** The next time the team answers live after `now` (at `now` itself while it does). */
export function nextSupportOpening(now: Date): Date {
  if (isWithinSupportHours(now)) return now;
  const local = zonedParts(now, SUPPORT_TIME_ZONE);
  let day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  let weekday = local.weekday;
  // Today's opening is still ahead only before 9:00 on a weekday.
  if (!(weekday <= 5 && local.hour < SUPPORT_OPENS_HOUR)) {
    do {
      day = new Date(day.getTime() + DAY_MS);
      weekday = (weekday % 7) + 1;
    } while (weekday > 5);
  }
  return zonedInstant(day, SUPPORT_OPENS_HOUR, SUPPORT_TIME_ZONE);
}

export interface LocalSupportHours {
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
 * This week's support hours on the reader's own clock (their time zone; the runtime's when none is
 * given), so daylight saving on either side is taken into account.
 */
export function localSupportHours(
  locale: Locale,
  now: Date = new Date(),
  timeZone?: string,
): LocalSupportHours {
  const today = zonedParts(now, SUPPORT_TIME_ZONE);
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day) - (today.weekday - 1) * DAY_MS);
  const friday = new Date(monday.getTime() + 4 * DAY_MS);
  const opens = zonedInstant(monday, SUPPORT_OPENS_HOUR, SUPPORT_TIME_ZONE);
  const closes = zonedInstant(monday, SUPPORT_CLOSES_HOUR, SUPPORT_TIME_ZONE);
  const lastClose = zonedInstant(friday, SUPPORT_CLOSES_HOUR, SUPPORT_TIME_ZONE);

  const time = dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  const weekday = dateFormat(locale, { weekday: "long", timeZone });
  const zone =
    dateFormat(locale, { timeZoneName: "long", timeZone })
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
