import { and, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { favorites } from "~/server/accounts/schema";
import { listCalendarMonth, type Member } from "~/server/calendar/calendar.server";
import { memberTimeZone } from "~/server/calendar/reminders.server";
import { listPromptSummaries } from "~/server/catalog/lists.server";
import type { PromptSummary } from "~/server/catalog/rows.server";
import { promptEvents } from "~/server/catalog/schema";
import { listConversations, type ConversationSummary } from "~/server/chat/chat.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { currentFocusSession } from "~/server/focus/focus.server";
import { appClock } from "~/server/jobs/clock.server";
import { dayInZone } from "~/core/zoned-time";
import { DAY_MS } from "./activity.server";

// A signed-in member's home page: their day first (today's calendar, the focus session to resume,
// recent chats, the prompts they used and saved), each block bounded and read in parallel.

/** Items per block: the home page shows a glance, each block links to its full page. */
export const MEMBER_HOME_ITEMS = 5;
/** "Recently used" looks this far back (the member's events are read through their time index). */
const RECENT_DAYS = 90;
/** What counts as using a prompt: copying it or marking it used. */
const USE_KINDS = ["copy", "use"] as const;

export interface TodayEntry {
  id: string;
  title: string;
  reminder: boolean;
  locked: boolean;
  /** where the entry's prompt opens */
  url: string;
}

export interface FocusToResume {
  id: string;
  title: string;
  tasksDone: number;
  tasksTotal: number;
  updatedAt: string;
}

export interface MemberHome {
  /** the member's today (YYYY-MM-DD) in their time zone, by the app clock */
  today: string;
  calendar: { entries: TodayEntry[]; more: number };
  /** null when the plan has no focus mode; `session` null when nothing is left to resume */
  focus: { session: FocusToResume | null } | null;
  /** null when the plan has no AI chat */
  chats: ConversationSummary[] | null;
  recent: PromptSummary[];
  favorites: PromptSummary[];
}

export async function getMemberHome(
  db: Database,
  member: Member,
  { locale, now = appClock.now() }: { locale: Locale; now?: Date },
): Promise<MemberHome> {
  const can = capabilities(member);
  const timeZone = await memberTimeZone(db, member.userId);
  const today = dayInZone(now, timeZone);
  const [calendar, focus, chats, recent, saved] = await Promise.all([
    todaysEntries(db, member, today, locale),
    can.focusMode ? currentFocusSession(db, member.userId) : null,
    can.legendTools
      ? listConversations(db, member.userId, { q: "", limit: MEMBER_HOME_ITEMS }).then((page) => page.items)
      : null,
    recentlyUsed(db, member.userId, locale, now),
    latestFavorites(db, member.userId, locale, now),
  ]);
  return {
    today,
    calendar,
    focus: can.focusMode
      ? {
          session: focus
            ? {
                id: focus.id,
                title: focus.title,
                tasksDone: focus.subTasks.filter((task) => task.done).length,
                tasksTotal: focus.subTasks.length,
                updatedAt: focus.updatedAt,
              }
            : null,
        }
      : null,
    chats,
    recent,
    favorites: saved,
  };
}

/** Today's entries, in the calendar's order (a month holds at most the yearly limit's share). */
async function todaysEntries(
  db: Database,
  member: Member,
  today: string,
  locale: Locale,
): Promise<MemberHome["calendar"]> {
  const month = await listCalendarMonth(db, member, today.slice(0, 7), locale);
  const entries = month.filter((entry) => entry.date === today);
  return {
    entries: entries.slice(0, MEMBER_HOME_ITEMS).map((entry) => ({
      id: entry.id,
      title: entry.title,
      reminder: entry.reminder,
      locked: entry.locked,
      url:
        entry.prompt.source === "library"
          ? `/prompt/${entry.prompt.id}`
          : `/prompt-locker?edit=${encodeURIComponent(String(entry.prompt.id))}`,
    })),
    more: Math.max(0, entries.length - MEMBER_HOME_ITEMS),
  };
}

/** The prompts the member copied or marked used most recently, newest first. */
async function recentlyUsed(
  db: Database,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<PromptSummary[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const rows = await db
    .select({ promptId: promptEvents.promptId, last: sql<string>`max(${promptEvents.createdAt})` })
    .from(promptEvents)
    .where(
      and(
        eq(promptEvents.userId, userId),
        sql`${promptEvents.createdAt} >= ${since.toISOString()} and ${promptEvents.createdAt} <= ${now.toISOString()}`,
        sql`${promptEvents.kind} in (${sql.join(
          USE_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(promptEvents.promptId)
    .orderBy(desc(sql`max(${promptEvents.createdAt})`), desc(promptEvents.promptId))
    // A few more than shown: a prompt unpublished since is left out by the summaries.
    .limit(MEMBER_HOME_ITEMS * 2);
  return (
    await listPromptSummaries(
      db,
      rows.map((row) => row.promptId),
      locale,
      now,
    )
  ).slice(0, MEMBER_HOME_ITEMS);
}

/** The member's latest favourites (a paying member may keep any number; the home shows a few). */
async function latestFavorites(
  db: Database,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<PromptSummary[]> {
  const rows = await db
    .select({ promptId: favorites.promptId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.promptId))
    .limit(MEMBER_HOME_ITEMS * 2);
  return (
    await listPromptSummaries(
      db,
      rows.map((row) => row.promptId),
      locale,
      now,
    )
  ).slice(0, MEMBER_HOME_ITEMS);
}
