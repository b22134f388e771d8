import { asc, eq, type SQL } from "drizzle-orm";
import { TRANSFER_LIMITS, type TransferPrompt, type TransferVersion } from "~/core/prompt-transfer";
import type { Database } from "~/db/client.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { listVersionsOfPrompts } from "./versions.server";

const sameTexts = (a: TransferVersion | TransferPrompt, b: TransferVersion | TransferPrompt) =>
  a.title === b.title &&
  a.content === b.content &&
  (a.description ?? "") === (b.description ?? "") &&
  a.tags.join("\n") === b.tags.join("\n");

/**
 * Prompts as files carry them (members' prompts, or the catalogue's): one entry per language, the
 * category's id as the category, and the versions before the present text, newest first. A version
 * whose text in that language is the next one's (an edit of the other language, or of a field a
 * file does not carry) is left out, and at most as many as an import reads back are kept.
 */
export async function promptsForTransfer(db: Database, which: SQL | undefined): Promise<TransferPrompt[]> {
  const rows = await db
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
    .where(which)
    .orderBy(asc(prompts.id), asc(promptTranslations.locale));
  const versions = await listVersionsOfPrompts(db, [...new Set(rows.map((row) => row.id))]);
  const byPrompt = new Map<number, typeof versions>();
  for (const version of versions)
    byPrompt.set(version.promptId, [...(byPrompt.get(version.promptId) ?? []), version]);

  return rows.map(({ id, locale, ...row }) => {
    const present: TransferPrompt = { ...row, description: row.description || null };
    // Oldest first; the newest kept version is the present text, so the file carries those before it.
    const kept = byPrompt.get(id) ?? [];
    const earlier: TransferVersion[] = [];
    let newer: TransferVersion | TransferPrompt = present;
    for (const version of kept.slice(0, -1).reverse()) {
      const texts =
        version.snapshot.kind === "prompt" && (locale === "en" || locale === "pt")
          ? version.snapshot.translations[locale]
          : undefined;
      if (!texts) continue;
      const candidate: TransferVersion = {
        title: texts.title,
        content: texts.promptText,
        description: texts.description || null,
        tags: texts.tags,
        savedAt: version.createdAt.toISOString(),
      };
      if (sameTexts(candidate, newer)) continue;
      earlier.push(candidate);
      newer = candidate;
      if (earlier.length === TRANSFER_LIMITS.versions) break;
    }
    return { ...present, versions: earlier };
  });
}
