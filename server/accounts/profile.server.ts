import { and, eq, ne } from "drizzle-orm";
import { plainLine } from "~/core/forms/text";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { user } from "./schema";

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const ProfileSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || USERNAME_PATTERN.test(value), "profile.errors.username"),
  fullName: z
    .string()
    .trim()
    .min(1, "auth.errors.required")
    .max(100, "auth.errors.nameMax")
    .refine(plainLine, "forms.errors.controlCharacters"),
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
      .set({
        name: input.fullName,
        username,
        language: input.language,
        image: input.avatarUrl || null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId));
  } catch (error) {
    // Two members claiming one name at the same moment: the unique index decides.
    if (
      String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) ===
      "23505"
    ) {
      throw new UsernameTakenError();
    }
    throw error;
  }
}
