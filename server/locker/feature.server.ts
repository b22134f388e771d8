import { asc, eq, inArray } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { lockerApi } from "./api.server";
import { lockerPrompts, lockerPromptVersions } from "./schema";

/** Legend Vault: saved prompts and every kept version of them (their projects are server/projects'). */
export const lockerFeature: Feature = {
  name: "locker",
  api: { base: "/locker", routes: lockerApi },
  personalData: {
    references: [{ column: lockerPrompts.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const saved = await db
        .select({
          id: lockerPrompts.id,
          projectId: lockerPrompts.projectId,
          title: lockerPrompts.title,
          content: lockerPrompts.content,
          description: lockerPrompts.description,
          tags: lockerPrompts.tags,
          sourcePromptId: lockerPrompts.sourcePromptId,
          createdAt: lockerPrompts.createdAt,
          updatedAt: lockerPrompts.updatedAt,
        })
        .from(lockerPrompts)
        .where(eq(lockerPrompts.userId, id))
        .orderBy(asc(lockerPrompts.createdAt));
      const versions = saved.length
        ? await db
            .select({
              promptId: lockerPromptVersions.promptId,
              title: lockerPromptVersions.title,
              content: lockerPromptVersions.content,
              description: lockerPromptVersions.description,
              tags: lockerPromptVersions.tags,
              savedAt: lockerPromptVersions.savedAt,
            })
            .from(lockerPromptVersions)
            .where(
              inArray(
                lockerPromptVersions.promptId,
                saved.map((prompt) => prompt.id),
              ),
            )
            .orderBy(asc(lockerPromptVersions.id))
        : [];
      return {
        prompts: saved.map((prompt) => ({
          ...prompt,
          versions: versions
            .filter((version) => version.promptId === prompt.id)
            .map(({ promptId: _, ...version }) => version),
        })),
      };
    },
  },
};
