import type { Feature } from "~/server/feature";
import { appClock } from "~/server/jobs/clock.server";
import { lockerApi } from "./api.server";
import { lockerPrompts } from "./schema";
import { lockerFileOf, readLockerContents, transferPromptsOf } from "./transfer.server";

/** Legend Vault: saved prompts and every kept version of them (their projects are server/projects'). */
export const lockerFeature: Feature = {
  name: "locker",
  api: { base: "/locker", routes: lockerApi },
  personalData: {
    references: [{ column: lockerPrompts.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      // One read of the prompts, their projects and their versions serves both parts.
      const contents = await readLockerContents(db, id, null);
      const versionsOf = new Map<string, Record<string, unknown>[]>();
      for (const { lockerPromptId, snapshot, note, savedAt } of [...contents.versions].reverse()) {
        const { title, content, description, tags } = snapshot;
        const list = versionsOf.get(lockerPromptId) ?? [];
        list.push({ title, content, description, tags, note, savedAt: savedAt.toISOString() });
        versionsOf.set(lockerPromptId, list);
      }
      return {
        // The same prompts as a file the Vault imports back (with their versions).
        promptFile: JSON.parse(
          lockerFileOf(transferPromptsOf(contents), "json", appClock.now()).text,
        ) as unknown,
        prompts: contents.prompts.map((prompt) => ({
          id: prompt.id,
          projectId: prompt.projectId,
          title: prompt.title,
          content: prompt.content,
          description: prompt.description,
          tags: prompt.tags,
          sourcePromptId: prompt.sourcePromptId,
          createdAt: prompt.createdAt,
          updatedAt: prompt.updatedAt,
          versions: versionsOf.get(prompt.id) ?? [],
        })),
      };
    },
  },
};
