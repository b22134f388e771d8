import { asc, eq } from "drizzle-orm";
import { serializePrompts } from "~/core/prompt-transfer";
import type { Feature } from "~/server/feature";
import { listVersionsForExport } from "~/server/versions/versions.server";
import { lockerApi } from "./api.server";
import { lockerPrompts } from "./schema";
import { lockerTransferPrompts } from "./transfer.server";

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
      const versions = (await listVersionsForExport(db, id)).filter((version) => version.lockerPromptId);
      return {
        // The same prompts as a file the Vault imports back (with their versions).
        promptFile: JSON.parse(
          serializePrompts(await lockerTransferPrompts(db, id, null), "json", {
            exportedAt: new Date(),
            source: "locker",
            heading: "Legend Vault",
          }).text,
        ) as unknown,
        prompts: saved.map((prompt) => ({
          ...prompt,
          versions: versions.flatMap(({ lockerPromptId, snapshot, note, createdAt }) =>
            lockerPromptId === prompt.id && snapshot.kind === "locker"
              ? [
                  {
                    title: snapshot.title,
                    content: snapshot.content,
                    description: snapshot.description,
                    tags: snapshot.tags,
                    note,
                    savedAt: createdAt,
                  },
                ]
              : [],
          ),
        })),
      };
    },
  },
};
