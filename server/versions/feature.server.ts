import { and, asc, eq, isNotNull, ne, or, isNull } from "drizzle-orm";
import { prompts } from "~/server/catalog/schema";
import type { Feature } from "~/server/feature";
import { promptVersionsApi } from "./api.server";
import { promptVersions } from "./schema";
import { listVersionsForExport } from "./versions.server";

/**
 * The versions of every prompt. A member's own prompts and locker prompts take their versions with
 * them (the foreign keys cascade); a version they saved of someone else's prompt (an admin's edit
 * of the catalogue) stays, without who saved it or their note.
 */
export const promptVersionsFeature: Feature = {
  name: "versions",
  api: { base: "/", routes: promptVersionsApi },
  personalData: {
    references: [{ column: promptVersions.authorId, by: "id", erasure: "erase" }],
    async export(db, { id }) {
      const [own, savedOnOthersPrompts] = await Promise.all([
        // The locker's versions are in the locker's part, with its prompts.
        listVersionsForExport(db, id, { withLocker: false }),
        db
          .select({
            promptId: promptVersions.promptId,
            note: promptVersions.note,
            createdAt: promptVersions.createdAt,
          })
          .from(promptVersions)
          .innerJoin(prompts, eq(prompts.id, promptVersions.promptId))
          .where(
            and(
              eq(promptVersions.authorId, id),
              isNotNull(promptVersions.promptId),
              or(ne(prompts.source, "member"), isNull(prompts.authorId), ne(prompts.authorId, id)),
            ),
          )
          .orderBy(asc(promptVersions.id)),
      ]);
      return { ownPrompts: own, savedOnOthersPrompts };
    },
    async erase(tx, { id }) {
      await tx
        .update(promptVersions)
        .set({ authorId: null, note: null })
        .where(eq(promptVersions.authorId, id));
    },
  },
};
