/**
 * Wall-clock times in a member's time zone (docs/decisions/0006: reminders at 08:00 where the member
 * lives), with Intl only. Pure, so scheduled work in any domain (calendar reminders, weekly digests)
 * computes its instants the same way.
 */

import { dateFormat } from "~/core/intl";

/** A formatter of wall-clock parts in `timeZone` (core/intl makes each once). */
const formatter = (timeZone: string): Intl.DateTimeFormat =>
  dateFormat("en", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    weekday: "short",
  });

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** What a clock on the wall in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `instant`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the clocks of `timeZone` show `hour:minute` on `day` (YYYY-MM-DD). (A time that a
 * daylight-saving jump skips, 02:30 on some night, lands an hour off; 08:00 is never skipped.)
 */
export function zonedInstant(day: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date, hour, minute);
  let guess = wanted - offsetMs(new Date(wanted), timeZone);
  // A second pass settles the offset when the first guess landed across a change.
  guess = wanted - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * The next `weekday` (0 = Sunday) at `hour:minute` in `timeZone`, strictly after `after`: e.g. a
 * weekly digest on Mondays at 08:00.
 */
export function nextWeekly(
  weekday: number,
  hour: number,
  minute: number,
  timeZone: string,
  after: Date,
): Date {
  const today = dayInZone(after, timeZone);
  const [year, month, date] = today.split("-").map(Number) as [number, number, number];
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = new Date(Date.UTC(year, month - 1, date + ahead)).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) continue;
    const at = zonedInstant(day, hour, minute, timeZone);
    if (at > after) return at;
  }
  return zonedInstant(
    new Date(Date.UTC(year, month - 1, date + 7)).toISOString().slice(0, 10),
    hour,
    minute,
    timeZone,
  );
}
