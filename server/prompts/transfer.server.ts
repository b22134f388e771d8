import { and, count, eq, sql } from "drizzle-orm";
import { LOCKER_LIMITS } from "~/core/forms/locker";
import { MemberPromptSchema, type MemberPromptInput } from "~/core/forms/prompt";
import type { Locale } from "~/core/locale";
import { memberPromptsEn } from "~/core/messages/member-prompts.en";
import { memberPromptsPt } from "~/core/messages/member-prompts.pt";
import {
  duplicateKey,
  parsePromptFile,
  planImport,
  PromptFileError,
  serializePrompts,
  type FilePlace,
  type ImportPlan,
  type ExportFile,
  type ExportFormat,
  type TransferPrompt,
  type TransferVersion,
} from "~/core/prompt-transfer";
import { templateIssueReason } from "~/core/variable-reasons";
import { parseTemplate } from "~/core/variables";
import type { Database, Executor } from "~/db/client.server";
import { categories, categoryTranslations, prompts, promptTranslations } from "~/server/catalog/schema";
import { appClock } from "~/server/jobs/clock.server";
import type { VersionSnapshot } from "~/server/versions/schema";
import { promptVersions } from "~/server/versions/schema";
import { promptsForTransfer } from "~/server/versions/transfer-prompts.server";
import { sameSnapshot, VERSIONS_KEPT } from "~/server/versions/versions.server";

/**
 * The prompts a member wrote, as files carry them: one prompt per language it is written in, its
 * library category as the category, and the versions it had before its present text, newest first.
 */
export async function memberTransferPrompts(db: Database, userId: string): Promise<TransferPrompt[]> {
  return promptsForTransfer(db, and(eq(prompts.source, "member"), eq(prompts.authorId, userId)));
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

// ---------------------------------------------------------------------------------------------
// Import: a file's prompts become the member's own, private, with the versions the file carries.

/** An import may not take a member past this many prompts of their own (the Vault's bound too). */
export const MY_PROMPTS_LIMIT = LOCKER_LIMITS.prompts;

/** Where a prompt goes when the file names no library category we have. */
export const IMPORT_DEFAULT_CATEGORY = "personal-ai";

export type MemberImportErrorCode =
  "unreadable" | "invalid_prompt" | "category_not_found" | "too_many_prompts";

/** The file cannot be imported: unreadable, one of its prompts invalid, or one prompt too many. */
export class MemberImportError extends Error {
  constructor(
    readonly code: MemberImportErrorCode,
    message: string,
    readonly at: FilePlace | null = null,
  ) {
    super(message);
    this.name = "MemberImportError";
  }
}

export interface MemberImportOptions {
  /** the language the prompts are written in (a member's prompt has one) */
  language: Locale;
  /** the category of a prompt whose file names none we have; IMPORT_DEFAULT_CATEGORY by default */
  categoryId?: string;
}

type ImportedTexts = Pick<MemberPromptInput, "title" | "description" | "promptText" | "tags">;
type ImportCandidate = ImportedTexts & {
  /** what planImport compares: the same title and text as a prompt the member has is a duplicate */
  content: string;
  categoryId: string;
  versions: (ImportedTexts & { savedAt: Date })[];
};

const MESSAGES: Record<Locale, Record<string, string>> = { en: memberPromptsEn, pt: memberPromptsPt };
const FIELD_LABEL: Partial<Record<string, keyof typeof memberPromptsEn>> = {
  title: "memberPrompts.fields.title",
  description: "memberPrompts.fields.description",
  tags: "memberPrompts.fields.tags",
  promptText: "memberPrompts.fields.promptText",
};

/** A file without a description gets the text's first line, as the form requires one. */
function descriptionFrom(description: string | null, content: string): string {
  if (description?.trim()) return description;
  const line = content.trim().split("\n")[0]!.replace(/\s+/g, " ");
  return line.length <= 200 ? line : `${line.slice(0, 199).replace(/\s+\S*$/, "")}…`;
}

/** The file's category as one of the library's: its id, or its title in either language. */
async function categoryResolver(db: Executor, fallback: string) {
  const rows = await db
    .select({ id: categories.id, title: categoryTranslations.title })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id));
  const byName = new Map<string, string>();
  for (const { id, title } of rows) {
    byName.set(id.toLowerCase(), id);
    if (title) byName.set(title.trim().toLowerCase(), id);
  }
  if (!rows.some((row) => row.id === fallback))
    throw new MemberImportError("category_not_found", `Category not found: ${fallback}`);
  return (name: string | null) => (name ? byName.get(name.trim().toLowerCase()) : undefined) ?? fallback;
}

/** A file's prompt as the prompt form would take it (variables included), or why not, in `locale`. */
function checkerFor(locale: Locale, categoryOf: (name: string | null) => string) {
  const messages = MESSAGES[locale];
  const check = (prompt: Omit<TransferVersion, "savedAt">, categoryId: string) => {
    const parsed = MemberPromptSchema.safeParse({
      title: prompt.title,
      description: descriptionFrom(prompt.description, prompt.content),
      promptText: prompt.content,
      tags: prompt.tags,
      categoryId,
      language: locale,
    });
    if (parsed.success) return { ok: true as const, value: parsed.data };
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    const label = FIELD_LABEL[field] ? messages[FIELD_LABEL[field]] : field;
    // A variable's mistake says where and why, in the member's language, from the text itself.
    const [variable] = field === "promptText" ? parseTemplate(prompt.content).issues : [];
    const reason = variable
      ? templateIssueReason(variable, locale)
      : (messages[issue.message] ?? issue.message);
    return { ok: false as const, error: `${label}: ${reason}` };
  };
  return (prompt: TransferPrompt): { ok: true; value: ImportCandidate } | { ok: false; error: string } => {
    const categoryId = categoryOf(prompt.category);
    const present = check(prompt, categoryId);
    if (!present.ok) return present;
    const versions: ImportCandidate["versions"] = [];
    for (const version of prompt.versions ?? []) {
      const checked = check(version, categoryId);
      if (!checked.ok)
        return { ok: false, error: `${messages["memberPrompts.import.version"]} · ${checked.error}` };
      const { title, description, promptText, tags } = checked.value;
      versions.push({ title, description, promptText, tags, savedAt: new Date(version.savedAt) });
    }
    const { title, description, promptText, tags } = present.value;
    return {
      ok: true,
      value: { title, description, promptText, tags, content: promptText, categoryId, versions },
    };
  };
}

export type MemberImportPlan = ImportPlan<ImportCandidate>;

async function planMemberImport(
  db: Executor,
  userId: string,
  file: { text: string; name: string },
  options: MemberImportOptions,
): Promise<MemberImportPlan> {
  let parsed;
  try {
    parsed = parsePromptFile(file.text, file.name, options.language);
  } catch (error) {
    if (error instanceof PromptFileError) throw new MemberImportError("unreadable", error.message, error.at);
    throw error;
  }
  const categoryOf = await categoryResolver(db, options.categoryId ?? IMPORT_DEFAULT_CATEGORY);
  const existing = await db
    .select({ title: promptTranslations.title, content: promptTranslations.promptText })
    .from(prompts)
    .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
    .where(and(eq(prompts.source, "member"), eq(prompts.authorId, userId)));
  return planImport(parsed, existing.map(duplicateKey), checkerFor(options.language, categoryOf));
}

/** What importing this file would do (new, duplicates skipped, errors by line); nothing is written. */
export async function previewMemberImport(
  db: Database,
  userId: string,
  file: { text: string; name: string },
  options: MemberImportOptions,
): Promise<MemberImportPlan> {
  return planMemberImport(db, userId, file, options);
}

export interface MemberImportResult {
  added: number;
  skipped: number;
}

/**
 * Writes the file's new prompts, private, each with the versions the file carries (oldest first,
 * then its present text), in one transaction: a file with one bad prompt writes nothing.
 */
export async function importMemberPrompts(
  db: Database,
  userId: string,
  file: { text: string; name: string },
  options: MemberImportOptions,
  now: Date = appClock.now(),
): Promise<MemberImportResult> {
  return db.transaction(async (tx) => {
    // The same lock as writing a prompt: two imports at once cannot both pass the bound.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-prompts:${userId}`}))`);
    const planned = await planMemberImport(tx, userId, file, options);
    const bad = planned.rows.find((row) => row.status === "error");
    if (bad && bad.status === "error") throw new MemberImportError("invalid_prompt", bad.error, bad.at);
    const [own] = await tx
      .select({ value: count() })
      .from(prompts)
      .where(and(eq(prompts.source, "member"), eq(prompts.authorId, userId)));
    if ((own?.value ?? 0) + planned.fresh.length > MY_PROMPTS_LIMIT)
      throw new MemberImportError(
        "too_many_prompts",
        `You would have more than ${MY_PROMPTS_LIMIT.toLocaleString("en")} prompts; nothing was imported`,
      );
    const language = options.language;
    for (let start = 0; start < planned.fresh.length; start += 500) {
      const batch = planned.fresh.slice(start, start + 500);
      const created = await tx
        .insert(prompts)
        .values(
          batch.map((candidate) => ({
            categoryId: candidate.categoryId,
            source: "member",
            authorId: userId,
            type: "text",
            isPremium: false,
            isPublished: false,
            publishedAt: now,
            createdAt: now,
            updatedAt: now,
            importedAt: now,
          })),
        )
        .returning({ id: prompts.id });
      await tx.insert(promptTranslations).values(
        batch.map((candidate, index) => ({
          promptId: created[index]!.id,
          locale: language,
          title: candidate.title,
          description: candidate.description,
          promptText: candidate.promptText,
          tags: candidate.tags,
        })),
      );
      // The file's versions oldest first, then the text saved now, so the newest version is the
      // prompt's present text, as every save leaves it. Written in batches, not one recordVersion
      // each: an import of thousands of prompts would otherwise take minutes.
      const versions = batch.flatMap((candidate, index) => {
        const promptId = created[index]!.id;
        // The shape promptSnapshot reads back, so the member's next save compares like with like.
        const snapshot = ({ title, description, promptText, tags }: ImportedTexts): VersionSnapshot => ({
          kind: "prompt",
          categoryId: candidate.categoryId,
          type: "text",
          translations: {
            [language]: {
              title,
              tagline: null,
              description,
              promptText,
              instructions: null,
              credits: null,
              tags,
              steps: [],
            },
          },
        });
        const kept = [
          ...[...candidate.versions]
            .sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime())
            .map(({ savedAt, ...texts }) => ({ snapshot: snapshot(texts), createdAt: savedAt })),
          { snapshot: snapshot(candidate), createdAt: now },
        ].filter((version, at, all) => at === 0 || !sameSnapshot(all[at - 1]!.snapshot, version.snapshot));
        return kept
          .slice(-VERSIONS_KEPT.prompt)
          .map((version) => ({ ...version, promptId, authorId: userId }));
      });
      for (let from = 0; from < versions.length; from += 500)
        await tx.insert(promptVersions).values(versions.slice(from, from + 500));
    }
    return {
      added: planned.fresh.length,
      skipped: planned.rows.filter((row) => row.status === "duplicate").length,
    };
  });
}
