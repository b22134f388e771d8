import { and, eq, gte, sql } from "drizzle-orm";
import { formatLongDate, isLocale, type Locale } from "~/core/locale";
import { user } from "~/server/accounts/schema";
import { translationFor, visibleTo } from "~/server/catalog/rows.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { cancelJob, scheduleJob, type Executor, type JobHandler } from "~/server/jobs/jobs.server";
import { dayInZone, zonedInstant } from "~/core/zoned-time";
import { lockerPrompts } from "~/server/locker/schema";
import { deliverDueMail, queueMail } from "~/server/mail/mail.server";
import { calendarMonthPath, calendarPromptPath } from "./links";
import { calendarEntries } from "./schema";

const notRemindedYet = sql`${calendarEntries.remindedOn} is distinct from ${calendarEntries.scheduledDate}`;

/**
 * Calendar reminders (docs/decisions/0006): a mail at 08:00 in the member's time zone on the
 * entry's day, in their language, as one job per entry (kind calendar-reminder, key = the entry's
 * id). Moving the entry moves the job; turning the reminder off or deleting the entry cancels it.
 */

export const CALENDAR_REMINDER_JOB = "calendar-reminder";
export const REMINDER_HOUR = 8;
/** Until the browser tells us the member's zone. */
export const DEFAULT_TIME_ZONE = "UTC";

export async function memberTimeZone(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: user.timeZone }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Schedules the entry's reminder for 08:00 on its day in `timeZone`. Turned on after 08:00 on the
 * day itself, it goes out at once; for a day already over, there is nothing left to remind of.
 */
export async function scheduleReminder(
  db: Executor,
  entry: { id: string; scheduledDate: string },
  timeZone: string,
  now: Date,
): Promise<void> {
  let runAt = zonedInstant(entry.scheduledDate, REMINDER_HOUR, 0, timeZone);
  if (runAt <= now) {
    if (dayInZone(now, timeZone) !== entry.scheduledDate) {
      await cancelReminder(db, entry.id);
      return;
    }
    runAt = now;
  }
  await scheduleJob(db, {
    kind: CALENDAR_REMINDER_JOB,
    key: entry.id,
    runAt,
    payload: { entryId: entry.id },
  });
}

export async function cancelReminder(db: Executor, entryId: string): Promise<void> {
  await cancelJob(db, CALENDAR_REMINDER_JOB, entryId);
}

/** After the member's zone changed: every reminder still to come moves to 08:00 in the new zone. */
export async function rescheduleReminders(
  db: Executor,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const upcoming = await db
    .select({ id: calendarEntries.id, scheduledDate: calendarEntries.scheduledDate })
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.userId, userId),
        eq(calendarEntries.reminder, true),
        // A day away from UTC at most, either way.
        gte(calendarEntries.scheduledDate, dayInZone(new Date(now.getTime() - 26 * 60 * 60 * 1000), "UTC")),
        notRemindedYet,
      ),
    );
  for (const entry of upcoming) await scheduleReminder(db, entry, timeZone, now);
}

/**
 * The job: mails the reminder unless the entry is gone, its reminder is off, or this day's reminder
 * already went out. Marking the day and queueing the mail happen in one transaction, so even two
 * workers running the same job mail once.
 */
export function calendarReminderHandler({ publicUrl }: { publicUrl: string }): JobHandler {
  return async ({ db, job }) => {
    const entryId = typeof job.payload.entryId === "string" ? job.payload.entryId : job.key;
    const queued = await db.transaction(async (tx) => {
      const [entry] = await tx
        .update(calendarEntries)
        .set({ remindedOn: sql`${calendarEntries.scheduledDate}` })
        .where(and(eq(calendarEntries.id, entryId), eq(calendarEntries.reminder, true), notRemindedYet))
        .returning();
      if (!entry) return false;
      const [member] = await tx
        .select({ email: user.email, language: user.language })
        .from(user)
        .where(eq(user.id, entry.userId))
        .limit(1);
      if (!member) return false;
      const locale: Locale = isLocale(member.language) ? member.language : "pt";
      const prompt = await reminderPrompt(tx, entry, locale, publicUrl);
      if (!prompt) return false;
      await queueMail(tx, {
        to: member.email,
        locale,
        template: {
          kind: "calendar-reminder",
          title: prompt.title,
          description: prompt.description,
          day: formatLongDate(entry.scheduledDate, locale),
          promptUrl: prompt.url,
          calendarUrl: publicUrl + calendarMonthPath(entry.scheduledDate),
        },
      });
      return true;
    });
    // Sent now rather than at the mail worker's next round; a failure stays queued and is retried.
    if (queued)
      await deliverDueMail(db).catch((error: unknown) =>
        console.error("Reminder mail not delivered yet:", error),
      );
  };
}

async function reminderPrompt(
  db: Executor,
  entry: typeof calendarEntries.$inferSelect,
  locale: Locale,
  publicUrl: string,
): Promise<{ title: string; description: string; url: string } | null> {
  if (entry.promptId !== null) {
    const reader: Viewer = { kind: "member", userId: entry.userId, tier: "free", isAdmin: false };
    const [row] = await db
      .select({ title: promptTranslations.title, description: promptTranslations.description })
      .from(prompts)
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
      .where(and(eq(prompts.id, entry.promptId), visibleTo(reader)))
      .limit(1);
    // Made private by its author since: nothing to remind of.
    if (!row) return null;
    return { title: row.title, description: row.description, url: publicUrl + calendarPromptPath(entry) };
  }
  const [row] = await db
    .select({ title: lockerPrompts.title, description: lockerPrompts.description })
    .from(lockerPrompts)
    .where(eq(lockerPrompts.id, entry.lockerPromptId!))
    .limit(1);
  return {
    title: row?.title ?? entry.title,
    description: row?.description ?? "",
    url: publicUrl + calendarPromptPath(entry),
  };
}

/** The job handlers of the calendar, for the server's job worker. */
export function calendarJobHandlers(options: { publicUrl: string }) {
  return { [CALENDAR_REMINDER_JOB]: calendarReminderHandler(options) };
}
