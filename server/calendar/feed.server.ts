import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import ical from "ical-generator";
import { shiftDay } from "~/core/forms/calendar";
import { isLocale, type Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { SYSTEM_CLOCK, type Clock } from "~/server/jobs/clock.server";
import { listEntriesSince } from "./calendar.server";
import { calendarFeeds } from "./schema";

/**
 * The private ICS feed of a member's calendar: /calendar/{token}.ics,
 * readable by any calendar app. The token is random, shown once, kept only as a hash, and a reset
 * replaces it (the old link stops at once). It reads what the member may read, and no prompt text.
 */

const TOKEN_BYTES = 32;
/** A calendar app only needs what is recent and what is coming. */
const FEED_PAST_DAYS = 365;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

export interface CalendarFeedState {
  /** when the current link was made; null without one */
  createdAt: string | null;
}

export async function calendarFeedState(db: Database, userId: string): Promise<CalendarFeedState> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return { createdAt: row?.createdAt.toISOString() ?? null };
}

/** Makes the member's feed link, replacing any earlier one. The token is returned this once. */
export async function resetCalendarFeed(
  db: Database,
  userId: string,
): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: new Date() },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { token, createdAt: row!.createdAt.toISOString() };
}

export async function deleteCalendarFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

const FEED_COPY: Record<Locale, { name: string; description: string; open: string }> = {
  en: {
    name: "Promptário content calendar",
    description: "The prompts you planned on Promptário",
    open: "Open the prompt",
  },
  pt: {
    name: "Calendário de conteúdo do Promptário",
    description: "Os prompts que você planejou no Promptário",
    open: "Abrir o prompt",
  },
};

/** The iCalendar document behind a feed token, or null when no feed has that token (any more). */
export async function calendarFeedDocument(
  db: Database,
  token: string,
  publicUrl: string,
  clock: Clock = SYSTEM_CLOCK,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [owner] = await db
    .select({ userId: calendarFeeds.userId, language: user.language })
    .from(calendarFeeds)
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1);
  if (!owner) return null;
  const locale: Locale = isLocale(owner.language) ? owner.language : "pt";
  const copy = FEED_COPY[locale];
  const since = shiftDay(clock.now().toISOString().slice(0, 10), -FEED_PAST_DAYS);
  const entries = await listEntriesSince(db, owner.userId, since, locale);
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: copy.name,
    description: copy.description,
    prodId: { company: "Promptário", product: "Content calendar", language: locale === "pt" ? "PT" : "EN" },
    url: `${publicUrl}/content-calendar`,
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const url = publicUrl + entry.prompt.url;
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      start: entry.date,
      end: shiftDay(entry.date, 1),
      allDay: true,
      summary: entry.prompt.title,
      description: [entry.prompt.description, `${copy.open}: ${url}`].filter(Boolean).join("\n\n"),
      url,
      stamp: new Date(entry.createdAt),
    });
  }
  return calendar.toString();
}
