import { and, asc, eq, inArray } from "drizzle-orm";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import type { Feature } from "~/server/feature";
import { serializePrompts } from "~/core/prompt-transfer";
import { memberPromptsApi } from "./api.server";
import { memberTransferPrompts } from "./transfer.server";

/** The prompts a member wrote, with their texts in every language they wrote them in. */
export const memberPromptsFeature: Feature = {
  name: "prompts",
  api: { base: "/", routes: memberPromptsApi },
  personalData: {
    references: [{ column: prompts.authorId, by: "id", erasure: "erase" }],
    async export(db, { id }) {
      const own = await db
        .select({
          id: prompts.id,
          source: prompts.source,
          categoryId: prompts.categoryId,
          type: prompts.type,
          isPublished: prompts.isPublished,
          publishedAt: prompts.publishedAt,
          createdAt: prompts.createdAt,
          updatedAt: prompts.updatedAt,
        })
        .from(prompts)
        .where(eq(prompts.authorId, id))
        .orderBy(asc(prompts.id));
      const texts = own.length
        ? await db
            .select({
              promptId: promptTranslations.promptId,
              locale: promptTranslations.locale,
              title: promptTranslations.title,
              tagline: promptTranslations.tagline,
              description: promptTranslations.description,
              promptText: promptTranslations.promptText,
              instructions: promptTranslations.instructions,
              credits: promptTranslations.credits,
              steps: promptTranslations.steps,
              tags: promptTranslations.tags,
            })
            .from(promptTranslations)
            .where(
              inArray(
                promptTranslations.promptId,
                own.map((prompt) => prompt.id),
              ),
            )
        : [];
      return {
        // The same prompts as a file the Vault (or another tool reading our JSON) imports.
        promptFile: JSON.parse(
          serializePrompts(await memberTransferPrompts(db, id), "json", {
            exportedAt: new Date(),
            source: "prompts",
            heading: "My prompts",
          }).text,
        ) as unknown,
        own: own.map((prompt) => ({
          ...prompt,
          translations: texts
            .filter((text) => text.promptId === prompt.id)
            .map(({ promptId: _, ...text }) => text),
        })),
      };
    },
    async erase(tx, { id }) {
      // A member's prompts go with them; a catalogue prompt an admin wrote stays, without its author.
      await tx.delete(prompts).where(and(eq(prompts.authorId, id), eq(prompts.source, "member")));
      await tx.update(prompts).set({ authorId: null }).where(eq(prompts.authorId, id));
    },
  },
};
