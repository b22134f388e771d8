import { eq, sql } from "drizzle-orm";
import { LOCKER_LIMITS, LockerPromptSchema } from "~/core/forms/locker";
import { PROJECT_LIMITS, ProjectNameSchema } from "~/core/forms/projects";
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
  type TransferVersion,
} from "~/core/prompt-transfer";
import type { Database } from "~/db/client.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { lockProjectsOf } from "~/server/projects/projects.server";
import { projects as projectsTable } from "~/server/projects/schema";
import { appClock } from "~/server/jobs/clock.server";
import {
  keepImportedLockerVersions,
  listLockerVersions,
  type KeptLockerVersion,
} from "~/server/versions/versions.server";
import { lockedLockerCopies, LockerError, lockerSnapshot } from "./locker.server";
import { lockerPrompts } from "./schema";

/**
 * Export and import of the prompt locker, in the formats of core/prompt-transfer.ts. An import is
 * previewed first (new, duplicates skipped, errors by line) and written all or nothing: a file with
 * one bad prompt changes nothing. The versions a prompt had travel with it in our JSON.
 */

export class ImportError extends Error {
  constructor(
    message: string,
    readonly at: FilePlace | null = null,
  ) {
    super(message);
    this.name = "ImportError";
  }
}

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who reads an export: copies of library prompts their plan no longer opens are left out of it. */
export interface ExportReader {
  viewer: Viewer;
  locale: Locale;
}

async function rows(db: Executor, userId: string) {
  const categories = await db
    .select({ id: projectsTable.id, name: projectsTable.name })
    .from(projectsTable)
    .where(eq(projectsTable.userId, userId));
  const prompts = await db
    .select({
      id: lockerPrompts.id,
      sourcePromptId: lockerPrompts.sourcePromptId,
      title: lockerPrompts.title,
      content: lockerPrompts.content,
      description: lockerPrompts.description,
      tags: lockerPrompts.tags,
      projectId: lockerPrompts.projectId,
      createdAt: lockerPrompts.createdAt,
      updatedAt: lockerPrompts.updatedAt,
    })
    .from(lockerPrompts)
    .where(eq(lockerPrompts.userId, userId))
    .orderBy(lockerPrompts.createdAt);
  return { categories, prompts };
}

/** Everything of a member's locker that an export writes, each table read once. */
export interface LockerContents {
  categories: { id: string; name: string }[];
  /** oldest first */
  prompts: Awaited<ReturnType<typeof rows>>["prompts"];
  /** the kept versions of those prompts, newest first */
  versions: KeptLockerVersion[];
}

/**
 * The member's saved prompts, their projects and their versions. With a reader, copies of library
 * prompts whose text the reader's plan no longer opens are left out, versions and all.
 */
export async function readLockerContents(
  db: Database,
  userId: string,
  reader: ExportReader | null,
): Promise<LockerContents> {
  const { categories, prompts: all } = await rows(db, userId);
  const locked = reader ? await lockedLockerCopies(db, reader.viewer, all, reader.locale) : new Set<string>();
  const prompts = all.filter((prompt) => !locked.has(prompt.id));
  const versions = await listLockerVersions(
    db,
    prompts.map((prompt) => prompt.id),
  );
  return { categories, prompts, versions };
}

/** The prompts as files carry them: each with the versions before its present text, newest first. */
export function transferPromptsOf({ categories, prompts, versions }: LockerContents): TransferPrompt[] {
  // A prompt's newest version is its present text; a file carries the ones before it.
  const versionsOf = new Map<string, TransferVersion[]>();
  const seen = new Set<string>();
  for (const { lockerPromptId, snapshot, savedAt } of versions) {
    if (!seen.has(lockerPromptId)) {
      seen.add(lockerPromptId);
      continue;
    }
    const list = versionsOf.get(lockerPromptId) ?? [];
    const { title, content, description, tags } = snapshot;
    list.push({ title, content, description, tags, savedAt: savedAt.toISOString() });
    versionsOf.set(lockerPromptId, list);
  }
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  return prompts.map((prompt) => ({
    title: prompt.title,
    content: prompt.content,
    description: prompt.description,
    tags: prompt.tags,
    category: prompt.projectId ? (nameOf.get(prompt.projectId) ?? null) : null,
    versions: versionsOf.get(prompt.id) ?? [],
  }));
}

/** The member's readable prompts with their versions, newest version first, as files carry them. */
export async function lockerTransferPrompts(
  db: Database,
  userId: string,
  reader: ExportReader | null,
): Promise<TransferPrompt[]> {
  return transferPromptsOf(await readLockerContents(db, userId, reader));
}

/** The locker as a file in our JSON (its export heading and source), for the account's export too. */
export const lockerFileOf = (prompts: TransferPrompt[], format: ExportFormat, now: Date) =>
  serializePrompts(prompts, format, { exportedAt: now, source: "locker", heading: "Legend Vault" });

export async function exportLocker(
  db: Database,
  userId: string,
  reader: ExportReader,
  format: ExportFormat,
  now: Date = appClock.now(),
): Promise<ExportFile> {
  return lockerFileOf(await lockerTransferPrompts(db, userId, reader), format, now);
}

type Candidate = ReturnType<typeof LockerPromptSchema.parse> & {
  category: string | null;
  versions: TransferVersion[];
};

const fieldError = (issue: { path: PropertyKey[]; message: string } | undefined, field?: string) =>
  `${field ?? String(issue?.path[0] ?? "field")}: ${issue?.message ?? "invalid"}`;

/** A file's prompt as the locker would keep it, or why it would not. */
function checkForLocker(
  prompt: TransferPrompt,
): { ok: true; value: Candidate } | { ok: false; error: string } {
  const parsed = LockerPromptSchema.safeParse({
    title: prompt.title,
    content: prompt.content,
    description: prompt.description,
    tags: prompt.tags,
  });
  if (!parsed.success) return { ok: false, error: fieldError(parsed.error.issues[0]) };
  // A project's name follows the projects API's rules: the same name could not be made there.
  const named = prompt.category ? ProjectNameSchema.safeParse(prompt.category) : null;
  if (named && !named.success) return { ok: false, error: fieldError(named.error.issues[0], "category") };
  const versions: TransferVersion[] = [];
  for (const version of (prompt.versions ?? []).slice(0, LOCKER_LIMITS.versions)) {
    const checked = LockerPromptSchema.safeParse({
      title: version.title,
      content: version.content,
      description: version.description,
      tags: version.tags,
    });
    if (!checked.success) return { ok: false, error: fieldError(checked.error.issues[0], "versions") };
    versions.push({ ...checked.data, savedAt: version.savedAt });
  }
  return {
    ok: true,
    value: { ...parsed.data, projectId: null, category: named?.data ?? null, versions },
  };
}

export type LockerImportPlan = ImportPlan<Candidate>;

async function plan(
  db: Executor,
  userId: string,
  text: string,
  fileName: string,
  locale: Locale,
): Promise<LockerImportPlan> {
  const file = (() => {
    try {
      return parsePromptFile(text, fileName, locale);
    } catch (error) {
      if (error instanceof PromptFileError) throw new ImportError(error.message, error.at);
      throw error;
    }
  })();
  const existing = await rows(db, userId);
  return planImport(file, existing.prompts.map(duplicateKey), checkForLocker);
}

/** What an import of this file would do; nothing is written. */
export async function previewLockerImport(
  db: Database,
  userId: string,
  text: string,
  fileName: string,
  locale: Locale = "en",
) {
  return plan(db, userId, text, fileName, locale);
}

export interface ImportResult {
  added: number;
  skipped: number;
  projectsCreated: number;
}

/** Writes the file's new prompts (and their versions) in one transaction, or nothing at all. */
export async function importLocker(
  db: Database,
  userId: string,
  text: string,
  fileName: string,
  locale: Locale = "en",
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locker:${userId}`}))`);
    await lockProjectsOf(tx, userId);
    const planned = await plan(tx, userId, text, fileName, locale);
    const bad = planned.rows.find((row) => row.status === "error");
    if (bad && bad.status === "error") throw new ImportError(bad.error, bad.at);
    const existing = await rows(tx, userId);
    const fresh = planned.fresh;
    if (existing.prompts.length + fresh.length > LOCKER_LIMITS.prompts)
      throw new LockerError("too_many_prompts");
    const projects = new Map(
      existing.categories.map((category) => [category.name.toLowerCase(), category.id]),
    );
    let projectsCreated = 0;
    for (const name of new Set(
      fresh.map((candidate) => candidate.category).filter((name): name is string => Boolean(name)),
    )) {
      if (projects.has(name.toLowerCase())) continue;
      if (projects.size >= PROJECT_LIMITS.projects) throw new LockerError("too_many_projects");
      const [created] = await tx
        .insert(projectsTable)
        .values({ userId, name })
        .returning({ id: projectsTable.id });
      projects.set(name.toLowerCase(), created!.id);
      projectsCreated += 1;
    }
    for (let start = 0; start < fresh.length; start += 500) {
      const batch = fresh.slice(start, start + 500);
      const inserted = await tx
        .insert(lockerPrompts)
        .values(
          batch.map(({ category, versions: _versions, changeNote: _note, ...prompt }) => ({
            ...prompt,
            userId,
            projectId: category ? (projects.get(category.toLowerCase()) ?? null) : null,
          })),
        )
        .returning();
      // The file's versions oldest first, then the text saved now, so the newest version is the
      // prompt's present text, as every locker save leaves it.
      await keepImportedLockerVersions(
        tx,
        batch.flatMap((candidate, index) => {
          const saved = inserted[index]!;
          return [
            ...[...candidate.versions].reverse().map((version) => ({
              lockerPromptId: saved.id,
              authorId: userId,
              snapshot: lockerSnapshot({ ...version, projectId: saved.projectId }),
              savedAt: new Date(version.savedAt),
            })),
            {
              lockerPromptId: saved.id,
              authorId: userId,
              snapshot: lockerSnapshot(saved),
              savedAt: saved.updatedAt,
            },
          ];
        }),
      );
    }
    return {
      added: fresh.length,
      skipped: planned.rows.filter((row) => row.status === "duplicate").length,
      projectsCreated,
    };
  });
}
