import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { SYSTEM_CLOCK, type Clock } from "~/server/jobs/clock.server";
import { calendarFeedState, type CalendarFeedState } from "./feed.server";
import { rescheduleReminders } from "./reminders.server";

/** The calendar's settings: the member's time zone (for 08:00 reminders) and their feed link. */
export interface CalendarSettings {
  /** null until the browser has told us */
  timeZone: string | null;
  feed: CalendarFeedState;
  /** Legend's Monday digest, sent at 08:00 in the same zone */
  weeklyDigest: boolean;
}

export async function getCalendarSettings(db: Database, userId: string): Promise<CalendarSettings> {
  const [[row], feed] = await Promise.all([
    db
      .select({ timeZone: user.timeZone, weeklyDigest: user.weeklyDigest })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1),
    calendarFeedState(db, userId),
  ]);
  return { timeZone: row?.timeZone ?? null, feed, weeklyDigest: row?.weeklyDigest ?? true };
}

/** Sets the member's zone; reminders still to come move to 08:00 there. */
export async function setTimeZone(
  db: Database,
  userId: string,
  timeZone: string,
  clock: Clock = SYSTEM_CLOCK,
): Promise<CalendarSettings> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ timeZone: user.timeZone })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1)
      .for("update");
    if (before?.timeZone === timeZone) return;
    await tx.update(user).set({ timeZone }).where(eq(user.id, userId));
    await rescheduleReminders(tx, userId, timeZone, clock.now());
  });
  return getCalendarSettings(db, userId);
}
