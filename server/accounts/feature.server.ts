import { eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { favoritesApi } from "./favorites-api.server";
import { account, favorites, promptUses, session, twoFactor, user, userRoles } from "./schema";

/** The account itself: profile, sign-in, roles, favourites and the prompts marked as used. */
export const accountsFeature: Feature = {
  name: "account",
  api: { base: "/", routes: favoritesApi },
  personalData: {
    references: [
      // The user row itself goes last, in the deletion; every foreign key below acts then.
      { column: user.email, by: "email", erasure: "erase" },
      { column: session.userId, by: "id", erasure: "cascade" },
      { column: account.userId, by: "id", erasure: "cascade" },
      { column: twoFactor.userId, by: "id", erasure: "cascade" },
      { column: userRoles.userId, by: "id", erasure: "cascade" },
      { column: favorites.userId, by: "id", erasure: "cascade" },
      { column: promptUses.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [[profile], sessions, signIn, roles, favoriteRows, useRows] = await Promise.all([
        db
          .select({
            id: user.id,
            email: user.email,
            emailVerified: user.emailVerified,
            fullName: user.name,
            username: user.username,
            language: user.language,
            avatarUrl: user.image,
            timeZone: user.timeZone,
            weeklyDigest: user.weeklyDigest,
            twoFactorEnabled: user.twoFactorEnabled,
            createdAt: user.createdAt,
            updatedAt: user.updatedAt,
          })
          .from(user)
          .where(eq(user.id, id)),
        db
          .select({
            createdAt: session.createdAt,
            expiresAt: session.expiresAt,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent,
          })
          .from(session)
          .where(eq(session.userId, id)),
        // How they sign in (password, Google), never the tokens or the password's hash.
        db
          .select({ provider: account.providerId, createdAt: account.createdAt })
          .from(account)
          .where(eq(account.userId, id)),
        db
          .select({ role: userRoles.role, since: userRoles.createdAt })
          .from(userRoles)
          .where(eq(userRoles.userId, id)),
        db
          .select({ promptId: favorites.promptId, savedAt: favorites.createdAt })
          .from(favorites)
          .where(eq(favorites.userId, id)),
        db
          .select({ promptId: promptUses.promptId, day: promptUses.day })
          .from(promptUses)
          .where(eq(promptUses.userId, id)),
      ]);
      return {
        profile: profile ?? null,
        sessions,
        signInMethods: signIn,
        roles,
        favorites: favoriteRows,
        promptsUsed: useRows,
      };
    },
  },
};
