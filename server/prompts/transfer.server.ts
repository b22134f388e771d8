import { and, asc, eq } from "drizzle-orm";
import {
  serializePrompts,
  type ExportFile,
  type ExportFormat,
  type TransferPrompt,
} from "~/core/prompt-transfer";
import type { Database } from "~/db/client.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";

/**
 * The prompts a member wrote, as files carry them: one prompt per language it is written in, its
 * library category as the category. Versions join when member prompts keep them.
 */
export async function memberTransferPrompts(db: Database, userId: string): Promise<TransferPrompt[]> {
  const rows = await db
    .select({
      title: promptTranslations.title,
      content: promptTranslations.promptText,
      description: promptTranslations.description,
      tags: promptTranslations.tags,
      category: prompts.categoryId,
    })
    .from(prompts)
    .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
    .where(and(eq(prompts.source, "member"), eq(prompts.authorId, userId)))
    .orderBy(asc(prompts.id), asc(promptTranslations.locale));
  return rows.map((row) => ({ ...row, description: row.description || null }));
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
