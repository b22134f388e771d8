import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import {
  duplicateKey,
  parsePromptFile,
  planImport,
  PromptFileError,
  serializePrompts,
  type ExportFile,
  type ExportFormat,
  type FilePlace,
  type ImportPlan,
  type TransferPrompt,
  TRANSFER_LIMITS,
} from "~/core/prompt-transfer";
import type { Database, Executor } from "~/db/client.server";
import { categories, prompts, promptTranslations } from "~/server/catalog/schema";
import type { PromptTextsSnapshot, VersionSnapshot } from "~/server/versions/schema";
import { promptVersions } from "~/server/versions/schema";
import { promptsForTransfer } from "~/server/versions/transfer-prompts.server";
import type { AdminActor } from "./actor.server";
import { PromptTranslationInputSchema, type PromptTranslationInput } from "./admin-schemas";
import { audit, published } from "./audit.server";

/**
 * The catalogue as files, for admins: every catalogue prompt in each language it is written in
 * (its category's id as the category, its earlier versions in our JSON), and an import that is
 * previewed first and written all or nothing. Imported prompts are catalogue prompts in the
 * language the admin names, hidden (unpublished) until an admin publishes them; each import is
 * one audit entry. A file says nothing of a prompt's language, so the admin says it for the file.
 */

/** The most prompts one file may bring into the catalogue. */
export const CATALOGUE_IMPORT_LIMIT = 500;

/** A description a file's prompt lacks (prompts.chat and others keep none) is its text's start. */
const DESCRIPTION_FROM_TEXT = 200;

export type CatalogueImportErrorCode = "unreadable" | "invalid_prompt" | "category_not_found" | "too_many";

export class CatalogueImportError extends Error {
  constructor(
    message: string,
    readonly code: CatalogueImportErrorCode,
    readonly at: FilePlace | null = null,
  ) {
    super(message);
    this.name = "CatalogueImportError";
  }
}

export interface CatalogueImportOptions {
  /** the language the file's prompts are written in */
  locale: Locale;
  /** the category of prompts whose file names none, or one that does not exist */
  categoryId: string | null;
  /** the admin's language, for what cannot be read in the file */
  readerLocale?: Locale;
}

// ---------------------------------------------------------------------------------------------
// Export

/** The catalogue's prompts, one per language (or only `locale`'s), with their earlier versions. */
export async function catalogueTransferPrompts(
  db: Database,
  locale: Locale | null = null,
): Promise<TransferPrompt[]> {
  return promptsForTransfer(
    db,
    and(eq(prompts.source, "catalog"), locale ? eq(promptTranslations.locale, locale) : undefined),
  );
}

export async function exportCatalogue(
  db: Database,
  format: ExportFormat,
  { locale = null, now = new Date() }: { locale?: Locale | null; now?: Date } = {},
): Promise<ExportFile> {
  return serializePrompts(await catalogueTransferPrompts(db, locale), format, {
    exportedAt: now,
    source: "catalogue",
    heading: "Promptário catalogue",
  });
}

// ---------------------------------------------------------------------------------------------
// Import

interface Candidate {
  title: string;
  content: string;
  categoryId: string;
  texts: PromptTranslationInput;
  /** earlier texts, newest first */
  versions: { texts: PromptTranslationInput; savedAt: string }[];
}

export type CatalogueImportPlan = ImportPlan<Candidate>;

/** The first words of a prompt's text, for a description a file does not give. */
function descriptionFrom(content: string): string {
  const line = content.trim().split(/\n/)[0]!.trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
  return sentence.length <= DESCRIPTION_FROM_TEXT
    ? sentence
    : `${sentence.slice(0, DESCRIPTION_FROM_TEXT - 1).trimEnd()}…`;
}

const FIELD_NAMES: Record<string, string> = { promptText: "content" };

function textsOf(prompt: {
  title: string;
  content: string;
  description: string | null;
  tags: string[];
}): { ok: true; value: PromptTranslationInput } | { ok: false; error: string } {
  const parsed = PromptTranslationInputSchema.safeParse({
    title: prompt.title,
    description: prompt.description?.trim() ? prompt.description : descriptionFrom(prompt.content),
    promptText: prompt.content,
    tags: prompt.tags,
    steps: [],
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "field");
  return { ok: false, error: `${FIELD_NAMES[field] ?? field}: ${issue?.message ?? "invalid"}` };
}

function checker(known: Set<string>, options: CatalogueImportOptions) {
  return (prompt: TransferPrompt): { ok: true; value: Candidate } | { ok: false; error: string } => {
    const named = prompt.category?.trim().toLowerCase() ?? null;
    const categoryId = named && known.has(named) ? named : options.categoryId;
    if (!categoryId)
      return {
        ok: false,
        error: named
          ? `category: “${prompt.category}” is not a category; choose one for these prompts`
          : "category: the file names none; choose one for these prompts",
      };
    const texts = textsOf(prompt);
    if (!texts.ok) return texts;
    const versions: Candidate["versions"] = [];
    for (const version of (prompt.versions ?? []).slice(0, TRANSFER_LIMITS.versions)) {
      const checked = textsOf(version);
      if (!checked.ok) return { ok: false, error: `versions: ${checked.error}` };
      versions.push({ texts: checked.value, savedAt: version.savedAt });
    }
    return {
      ok: true,
      value: {
        title: texts.value.title,
        content: texts.value.promptText,
        categoryId,
        texts: texts.value,
        versions,
      },
    };
  };
}

async function plan(
  db: Executor,
  text: string,
  fileName: string,
  options: CatalogueImportOptions,
): Promise<CatalogueImportPlan> {
  let file;
  try {
    file = parsePromptFile(text, fileName, options.readerLocale);
  } catch (error) {
    if (error instanceof PromptFileError)
      throw new CatalogueImportError(error.message, "unreadable", error.at);
    throw error;
  }
  if (file.rows.length > CATALOGUE_IMPORT_LIMIT)
    throw new CatalogueImportError(
      `At most ${CATALOGUE_IMPORT_LIMIT} prompts in one file for the catalogue`,
      "too_many",
    );
  const known = new Set((await db.select({ id: categories.id }).from(categories)).map((row) => row.id));
  if (options.categoryId !== null && !known.has(options.categoryId))
    throw new CatalogueImportError("Category not found", "category_not_found");
  const existing = await db
    .select({ title: promptTranslations.title, content: promptTranslations.promptText })
    .from(promptTranslations)
    .innerJoin(prompts, eq(prompts.id, promptTranslations.promptId))
    .where(and(eq(prompts.source, "catalog"), eq(promptTranslations.locale, options.locale)));
  return planImport(file, existing.map(duplicateKey), checker(known, options));
}

/** What importing this file would do; nothing is written. */
export function previewCatalogueImport(
  db: Database,
  text: string,
  fileName: string,
  options: CatalogueImportOptions,
): Promise<CatalogueImportPlan> {
  return plan(db, text, fileName, options);
}

export interface CatalogueImportResult {
  added: number;
  skipped: number;
  /** the new prompts' ids, in the file's order */
  promptIds: number[];
}

const snapshotOf = (categoryId: string, locale: Locale, texts: PromptTranslationInput): VersionSnapshot => {
  const translation: PromptTextsSnapshot = {
    title: texts.title,
    tagline: texts.tagline,
    description: texts.description,
    promptText: texts.promptText,
    instructions: texts.instructions,
    credits: texts.credits,
    tags: texts.tags,
    steps: texts.steps,
  };
  return { kind: "prompt", categoryId, type: "text", translations: { [locale]: translation } };
};

/**
 * Writes the file's new prompts, hidden, with their versions, and one audit entry, in one
 * transaction; a file with one bad prompt writes nothing.
 */
export async function importCatalogue(
  db: Database,
  actor: AdminActor,
  text: string,
  fileName: string,
  options: CatalogueImportOptions,
  now: Date = new Date(),
): Promise<CatalogueImportResult> {
  return published(
    db.transaction(async (tx) => {
      // Two imports at once would each miss the other's prompts as duplicates.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`);
      const planned = await plan(tx, text, fileName, options);
      const bad = planned.rows.find((row) => row.status === "error");
      if (bad && bad.status === "error") throw new CatalogueImportError(bad.error, "invalid_prompt", bad.at);
      const promptIds: number[] = [];
      for (const candidate of planned.fresh) {
        const [row] = await tx
          .insert(prompts)
          .values({
            categoryId: candidate.categoryId,
            source: "catalog",
            isPublished: false,
            publishedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: prompts.id });
        promptIds.push(row!.id);
      }
      if (promptIds.length) {
        await tx.insert(promptTranslations).values(
          planned.fresh.map((candidate, index) => ({
            promptId: promptIds[index]!,
            locale: options.locale,
            ...candidate.texts,
          })),
        );
        // The file's versions oldest first, then the text imported now, as every edit leaves them.
        const versions = planned.fresh.flatMap((candidate, index) => [
          ...[...candidate.versions].reverse().map((version) => ({
            promptId: promptIds[index]!,
            authorId: null,
            snapshot: snapshotOf(candidate.categoryId, options.locale, version.texts),
            createdAt: new Date(version.savedAt),
          })),
          {
            promptId: promptIds[index]!,
            authorId: actor.userId,
            snapshot: snapshotOf(candidate.categoryId, options.locale, candidate.texts),
            createdAt: now,
          },
        ]);
        for (let from = 0; from < versions.length; from += 500)
          await tx.insert(promptVersions).values(versions.slice(from, from + 500));
      }
      const skipped = planned.rows.filter((row) => row.status === "duplicate").length;
      await audit(tx, actor, {
        action: "catalogue.import",
        targetType: "catalogue",
        targetId: "import",
        targetLabel: fileName,
        before: null,
        after: {
          file: fileName,
          format: planned.format,
          locale: options.locale,
          added: promptIds.length,
          skipped,
          promptIds,
        },
      });
      return { added: promptIds.length, skipped, promptIds };
    }),
  );
}
