import { and, eq, ne, sql } from "drizzle-orm";
import { plainLine } from "~/core/forms/text";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { calendarEntries } from "~/server/calendar/schema";
import { catalogChanged } from "~/server/catalog/changes.server";
import { promptEvents, prompts } from "~/server/catalog/schema";
import { favorites, promptUses, session, user } from "./schema";

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const ProfileSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || USERNAME_PATTERN.test(value), "profile.errors.username"),
  fullName: z.string().trim().min(1, "auth.errors.required").max(100, "auth.errors.nameMax").refine(plainLine, "forms.errors.controlCharacters"),
  language: z.enum(["en", "pt"]),
  avatarUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value), "profile.errors.avatarUrl"),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export class UsernameTakenError extends Error {
  constructor() {
    super("Username taken");
    this.name = "UsernameTakenError";
  }
}

export async function getProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      fullName: user.name,
      username: user.username,
      language: user.language,
      avatarUrl: user.image,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<void> {
  const username = input.username || null;
  if (username) {
    const [taken] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.username, username), ne(user.id, userId)))
      .limit(1);
    if (taken) throw new UsernameTakenError();
  }
  try {
    await db
      .update(user)
      .set({ name: input.fullName, username, language: input.language, image: input.avatarUrl || null, updatedAt: new Date() })
      .where(eq(user.id, userId));
  } catch (error) {
    // Two members claiming one name at the same moment: the unique index decides.
    if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505") {
      throw new UsernameTakenError();
    }
    throw error;
  }
}

/** Everything we keep about a member, as JSON ("Download my data", LGPD art. 18 / GDPR art. 20). */
export async function exportUserData(db: Database, userId: string) {
  const profile = await getProfile(db, userId);
  const [favoriteRows, useRows, sessionRows, ownPrompts, calendarRows, [zone]] = await Promise.all([
    db.select({ promptId: favorites.promptId, savedAt: favorites.createdAt }).from(favorites).where(eq(favorites.userId, userId)),
    db.select({ promptId: promptUses.promptId, day: promptUses.day }).from(promptUses).where(eq(promptUses.userId, userId)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId)),
    db.select({ id: prompts.id, createdAt: prompts.createdAt }).from(prompts).where(eq(prompts.authorId, userId)),
    db
      .select({
        date: calendarEntries.scheduledDate,
        title: calendarEntries.title,
        promptId: calendarEntries.promptId,
        lockerPromptId: calendarEntries.lockerPromptId,
        reminder: calendarEntries.reminder,
        createdAt: calendarEntries.createdAt,
      })
      .from(calendarEntries)
      .where(eq(calendarEntries.userId, userId)),
    db.select({ timeZone: user.timeZone }).from(user).where(eq(user.id, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    favorites: favoriteRows,
    promptsUsed: useRows,
    sessions: sessionRows,
    prompts: ownPrompts,
    calendar: { timeZone: zone?.timeZone ?? null, entries: calendarRows },
  };
}

/**
 * Deletes the member and their personal data (profile, sessions, favourites, their own prompts).
 * Usage counts stay, detached from the person, so "popular" does not change.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(promptEvents).set({ userId: null, clientKey: sql`'deleted'` }).where(eq(promptEvents.userId, userId));
    await tx.delete(prompts).where(and(eq(prompts.authorId, userId), eq(prompts.source, "member")));
    await tx.delete(user).where(eq(user.id, userId));
  });
  // Their published prompts may be on public pages.
  await catalogChanged();
}
