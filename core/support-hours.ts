import type { Locale } from "~/core/locale";
import { dateFormat } from "~/core/intl";
import { wallClock, zonedInstant } from "~/core/zoned-time";

/**
 * Chat support is answered live Monday to Friday, 9am to 5pm on New York's clock ("EST", daylight
 * saving included); outside those hours the answer comes by mail. Only `Intl` is used, so the
 * server and the browser compute the same hours.
 */
export const SUPPORT_TIME_ZONE = "America/New_York";
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 17;

const DAY_MS = 24 * 60 * 60 * 1000;

/** New York's wall clock at `instant`, its weekday counted from Monday (1) to Sunday (7). */
function supportClock(instant: Date) {
  const wall = wallClock(instant, SUPPORT_TIME_ZONE);
  return { ...wall, weekday: wall.weekday === 0 ? 7 : wall.weekday };
}

/** The instant New York's clock shows `hour`:00 on the given calendar day (a UTC midnight). */
const supportInstant = (day: Date, hour: number) =>
  zonedInstant(day.toISOString().slice(0, 10), hour, 0, SUPPORT_TIME_ZONE);

/** Whether the team answers live at `now`: a weekday between 9:00 and 17:00 in New York. */
export function isWithinSupportHours(now: Date): boolean {
  const local = supportClock(now);
  return local.weekday <= 5 && local.hour >= SUPPORT_OPENS_HOUR && local.hour < SUPPORT_CLOSES_HOUR;
}

/** The next time the team answers live after `now` (at `now` itself while it does). */
export function nextSupportOpening(now: Date): Date {
  if (isWithinSupportHours(now)) return now;
  const local = supportClock(now);
  let day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  let weekday = local.weekday;
  // Today's opening is still ahead only before 9:00 on a weekday.
  if (!(weekday <= 5 && local.hour < SUPPORT_OPENS_HOUR)) {
    do {
      day = new Date(day.getTime() + DAY_MS);
      weekday = (weekday % 7) + 1;
    } while (weekday > 5);
  }
  return supportInstant(day, SUPPORT_OPENS_HOUR);
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
  const today = supportClock(now);
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day) - (today.weekday - 1) * DAY_MS);
  const friday = new Date(monday.getTime() + 4 * DAY_MS);
  const opens = supportInstant(monday, SUPPORT_OPENS_HOUR);
  const closes = supportInstant(monday, SUPPORT_CLOSES_HOUR);
  const lastClose = supportInstant(friday, SUPPORT_CLOSES_HOUR);

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
