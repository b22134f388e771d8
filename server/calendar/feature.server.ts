import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { calendarApi } from "./api.server";
import { calendarJobHandlers } from "./reminders.server";
import { calendarEntries, calendarFeeds } from "./schema";

/** The content calendar: entries, reminders and the private feed (whose token is never exported). */
export const calendarFeature: Feature = {
  name: "calendar",
  api: { base: "/calendar", routes: calendarApi },
  personalData: {
    references: [
      { column: calendarEntries.userId, by: "id", erasure: "cascade" },
      { column: calendarFeeds.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [entries, [feed]] = await Promise.all([
        db
          .select({
            id: calendarEntries.id,
            date: calendarEntries.scheduledDate,
            title: calendarEntries.title,
            promptId: calendarEntries.promptId,
            lockerPromptId: calendarEntries.lockerPromptId,
            reminder: calendarEntries.reminder,
            values: calendarEntries.values,
            projectId: calendarEntries.projectId,
            remindedOn: calendarEntries.remindedOn,
            createdAt: calendarEntries.createdAt,
            updatedAt: calendarEntries.updatedAt,
          })
          .from(calendarEntries)
          .where(eq(calendarEntries.userId, id))
          .orderBy(asc(calendarEntries.scheduledDate)),
        db
          .select({ createdAt: calendarFeeds.createdAt })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.userId, id)),
      ]);
      return { entries, feed: feed ? { createdAt: feed.createdAt } : null };
    },
  },
  jobs: calendarJobHandlers,
};
