import { and, asc, eq } from "drizzle-orm";
import {
  serializePrompts,
  type ExportFile,
  type ExportFormat,
  type TransferPrompt,
  type TransferVersion,
} from "~/core/prompt-transfer";
import type { Database } from "~/db/client.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { listVersionsForExport } from "~/server/versions/versions.server";

/**
 * The prompts a member wrote, as files carry them: one prompt per language it is written in, its
 * library category as the category, and the versions it had before its present text, newest first.
 */
export async function memberTransferPrompts(db: Database, userId: string): Promise<TransferPrompt[]> {
  const [rows, versions] = await Promise.all([
    db
      .select({
        id: prompts.id,
        locale: promptTranslations.locale,
        title: promptTranslations.title,
        content: promptTranslations.promptText,
        description: promptTranslations.description,
        tags: promptTranslations.tags,
        category: prompts.categoryId,
      })
      .from(prompts)
      .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
      .where(and(eq(prompts.source, "member"), eq(prompts.authorId, userId)))
      .orderBy(asc(prompts.id), asc(promptTranslations.locale)),
    listVersionsForExport(db, userId),
  ]);
  return rows.map(({ id, locale, ...row }) => {
    // Oldest first from the versions module; the newest kept version is the present text.
    const kept = versions.filter((version) => version.promptId === id);
    const earlier: TransferVersion[] = [];
    for (const version of kept.slice(0, -1).reverse()) {
      const texts =
        version.snapshot.kind === "prompt" && (locale === "en" || locale === "pt")
          ? version.snapshot.translations[locale]
          : undefined;
      if (!texts) continue;
      earlier.push({
        title: texts.title,
        content: texts.promptText,
        description: texts.description || null,
        tags: texts.tags,
        savedAt: version.createdAt,
      });
    }
    return { ...row, description: row.description || null, versions: earlier };
  });
}

export async function exportMemberPrompts(
  db: Database,
  userId: string,
  format: ExportFormat,
  now: Date = new Date(),
): Promise<ExportFile> {
  return serializePrompts(await memberTransferPrompts(db, userId), format, {
    exportedAt: now,
    source: "prompts",
    heading: "My prompts",
  });
}
