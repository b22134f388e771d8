import { serializePrompts } from "~/core/prompt-transfer";
import { asc, eq, inArray } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { lockerApi } from "./api.server";
import { lockerCategories, lockerPrompts, lockerPromptVersions } from "./schema";
import { lockerTransferPrompts } from "./transfer.server";

/** Legend Vault: projects, saved prompts and every kept version of them. */
export const lockerFeature: Feature = {
  name: "locker",
  api: { base: "/locker", routes: lockerApi },
  personalData: {
    references: [
      { column: lockerCategories.userId, by: "id", erasure: "cascade" },
      { column: lockerPrompts.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [projects, saved] = await Promise.all([
        db
          .select({
            id: lockerCategories.id,
            name: lockerCategories.name,
            createdAt: lockerCategories.createdAt,
          })
          .from(lockerCategories)
          .where(eq(lockerCategories.userId, id))
          .orderBy(asc(lockerCategories.createdAt)),
        db
          .select({
            id: lockerPrompts.id,
            projectId: lockerPrompts.categoryId,
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
          .orderBy(asc(lockerPrompts.createdAt)),
      ]);
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
        // The same prompts as a file the Vault imports back (with their versions).
        promptFile: JSON.parse(
          serializePrompts(await lockerTransferPrompts(db, id, null), "json", {
            exportedAt: new Date(),
            source: "locker",
            heading: "Legend Vault",
          }).text,
        ) as unknown,
        projects,
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
