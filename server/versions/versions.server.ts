import { and, asc, count, desc, eq, inArray, max, or, type SQL } from "drizzle-orm";
import { diffWordsWithSpace } from "diff";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { lockerPrompts } from "~/server/locker/schema";
import { promptVersions, type PromptTextsSnapshot, type VersionSnapshot } from "./schema";

/**
 * The versions of every prompt: a member's or a catalogue prompt (by its id) and a prompt in a
 * member's locker (by its uuid). Each save keeps the text it saved, with who saved it, when and an
 * optional note; restoring an old version saves it again, as a new one. Who may read them is the
 * caller's business (server/entitlements `mayReadPromptHistory`, the locker's owner check): this
 * module only keeps, reads and compares them.
 */

export type VersionSubject =
  { kind: "prompt"; promptId: number } | { kind: "locker"; lockerPromptId: string };

/** How many versions each prompt keeps; the oldest go first. */
export const VERSIONS_KEPT = { prompt: 100, locker: 21 } as const;

export interface VersionSummary {
  id: number;
  /** 1 for the oldest kept version */
  number: number;
  createdAt: string;
  note: string | null;
  /** the saver's display name; null for the text before the first kept save, or a deleted account */
  authorName: string | null;
}

export interface Version extends VersionSummary {
  snapshot: VersionSnapshot;
}

/** One field of a version, as text to compare: `field` is e.g. "title", or "en.promptText". */
export interface VersionField {
  field: string;
  text: string;
}

export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
}

export interface VersionDiff {
  from: VersionSummary;
  to: VersionSummary;
  fields: { field: string; changed: boolean; parts: DiffPart[] }[];
}

const subjectIs = (subject: VersionSubject): SQL =>
  subject.kind === "prompt"
    ? eq(promptVersions.promptId, subject.promptId)
    : eq(promptVersions.lockerPromptId, subject.lockerPromptId);

/** Key order does not matter in jsonb: compare snapshots by their sorted form. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

export const sameSnapshot = (a: VersionSnapshot, b: VersionSnapshot) => canonical(a) === canonical(b);

/**
 * Keeps a save as a version, in the save's transaction. A prompt that has no version yet (written
 * before versions were kept, or from the catalogue's files) first gets its text from before the
 * save (`before`), so the first diff has something to compare with. A save that changed none of
 * the text (publishing, say) keeps nothing. Returns the new version's id, or null.
 */
export async function recordVersion(
  tx: Executor,
  subject: VersionSubject,
  version: {
    snapshot: VersionSnapshot;
    authorId: string | null;
    note?: string | null;
    now: Date;
    before?: { snapshot: VersionSnapshot; savedAt: Date };
  },
): Promise<number | null> {
  const [latest] = await tx
    .select({ snapshot: promptVersions.snapshot })
    .from(promptVersions)
    .where(subjectIs(subject))
    .orderBy(desc(promptVersions.id))
    .limit(1);
  if (latest && sameSnapshot(latest.snapshot, version.snapshot)) return null;
  const ids =
    subject.kind === "prompt" ? { promptId: subject.promptId } : { lockerPromptId: subject.lockerPromptId };
  if (!latest && version.before && !sameSnapshot(version.before.snapshot, version.snapshot)) {
    await tx.insert(promptVersions).values({
      ...ids,
      authorId: null,
      snapshot: version.before.snapshot,
      createdAt: version.before.savedAt,
    });
  }
  const [row] = await tx
    .insert(promptVersions)
    .values({
      ...ids,
      authorId: version.authorId,
      note: version.note ?? null,
      snapshot: version.snapshot,
      createdAt: version.now,
    })
    .returning({ id: promptVersions.id });
  const stale = await tx
    .select({ id: promptVersions.id })
    .from(promptVersions)
    .where(subjectIs(subject))
    .orderBy(desc(promptVersions.id))
    .offset(VERSIONS_KEPT[subject.kind]);
  if (stale.length)
    await tx.delete(promptVersions).where(
      inArray(
        promptVersions.id,
        stale.map((old) => old.id),
      ),
    );
  return row!.id;
}

const summaryColumns = {
  id: promptVersions.id,
  createdAt: promptVersions.createdAt,
  note: promptVersions.note,
  authorName: user.name,
};

/** Every kept version of a prompt, newest first, numbered from the oldest. */
export async function listVersions(db: Executor, subject: VersionSubject): Promise<Version[]> {
  const rows = await db
    .select({ ...summaryColumns, snapshot: promptVersions.snapshot })
    .from(promptVersions)
    .leftJoin(user, eq(user.id, promptVersions.authorId))
    .where(subjectIs(subject))
    .orderBy(desc(promptVersions.id))
    .limit(VERSIONS_KEPT[subject.kind]);
  return rows.map((row, index) => ({
    id: row.id,
    number: rows.length - index,
    createdAt: row.createdAt.toISOString(),
    note: row.note,
    authorName: row.authorName ?? null,
    snapshot: row.snapshot,
  }));
}

export const summaryOf = ({ snapshot: _, ...summary }: Version): VersionSummary => summary;

/** One kept version of this prompt, or null (another prompt's version is not there). */
export async function getVersion(db: Executor, subject: VersionSubject, id: number): Promise<Version | null> {
  return (await listVersions(db, subject)).find((version) => version.id === id) ?? null;
}

/** A version's texts in a steady order, each field as plain text to compare. */
export function versionFields(snapshot: VersionSnapshot): VersionField[] {
  if (snapshot.kind === "locker")
    return [
      { field: "title", text: snapshot.title },
      { field: "description", text: snapshot.description ?? "" },
      { field: "content", text: snapshot.content },
      { field: "tags", text: snapshot.tags.join(", ") },
    ];
  const fields: VersionField[] = [{ field: "categoryId", text: snapshot.categoryId }];
  for (const locale of ["en", "pt"] as const) {
    const texts = snapshot.translations[locale];
    if (!texts) continue;
    fields.push(
      { field: `${locale}.title`, text: texts.title },
      { field: `${locale}.tagline`, text: texts.tagline ?? "" },
      { field: `${locale}.description`, text: texts.description },
      { field: `${locale}.promptText`, text: texts.promptText },
      { field: `${locale}.instructions`, text: texts.instructions ?? "" },
      { field: `${locale}.credits`, text: texts.credits ?? "" },
      { field: `${locale}.tags`, text: texts.tags.join(", ") },
      { field: `${locale}.steps`, text: (texts.steps ?? []).join("\n") },
    );
  }
  return fields;
}

/** Past this, a word diff of two very different long texts shows them as replaced whole. */
const DIFF_TIMEOUT_MS = 300;

/** A word-level diff of two texts: unchanged, removed and added runs, spaces kept. */
export function diffTexts(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ value: before }] : [];
  const parts = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!parts)
    return [
      ...(before ? [{ value: before, removed: true as const }] : []),
      ...(after ? [{ value: after, added: true as const }] : []),
    ];
  return parts.map((part) => ({
    value: part.value,
    ...(part.added ? { added: true as const } : {}),
    ...(part.removed ? { removed: true as const } : {}),
  }));
}

/**
 * The word-level differences between two versions of a prompt, field by field, or null if one is
 * missing. `fieldsOf` says which texts of a version are compared (a caller adds what only it can
 * name, such as the locker's project).
 */
export async function diffVersions(
  db: Executor,
  subject: VersionSubject,
  fromId: number,
  toId: number,
  fieldsOf: (snapshot: VersionSnapshot) => VersionField[] = versionFields,
): Promise<VersionDiff | null> {
  const versions = await listVersions(db, subject);
  const from = versions.find((version) => version.id === fromId);
  const to = versions.find((version) => version.id === toId);
  if (!from || !to) return null;
  const before = new Map(fieldsOf(from.snapshot).map(({ field, text }) => [field, text]));
  const after = new Map(fieldsOf(to.snapshot).map(({ field, text }) => [field, text]));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return {
    from: summaryOf(from),
    to: summaryOf(to),
    fields: names.map((field) => {
      const a = before.get(field) ?? "";
      const b = after.get(field) ?? "";
      return { field, changed: a !== b, parts: diffTexts(a, b) };
    }),
  };
}

export type LockerSnapshot = Extract<VersionSnapshot, { kind: "locker" }>;

export interface KeptLockerVersion {
  id: number;
  lockerPromptId: string;
  snapshot: LockerSnapshot;
  note: string | null;
  savedAt: Date;
}

/**
 * Every kept version of these locker prompts, newest first: for the locker's export and the
 * account's. Whose prompts they are is the caller's business (it passes only the owner's ids).
 */
export async function listLockerVersions(
  db: Database | Executor,
  lockerPromptIds: string[],
): Promise<KeptLockerVersion[]> {
  if (lockerPromptIds.length === 0) return [];
  const rows = await db
    .select({
      id: promptVersions.id,
      lockerPromptId: promptVersions.lockerPromptId,
      snapshot: promptVersions.snapshot,
      note: promptVersions.note,
      savedAt: promptVersions.createdAt,
    })
    .from(promptVersions)
    .where(inArray(promptVersions.lockerPromptId, lockerPromptIds))
    .orderBy(desc(promptVersions.id));
  return rows.flatMap(({ lockerPromptId, snapshot, ...row }) =>
    lockerPromptId && snapshot.kind === "locker" ? [{ ...row, lockerPromptId, snapshot }] : [],
  );
}

/**
 * Keeps the versions an import brings with its locker prompts, in the import's transaction, in the
 * order given (oldest first, so the newest id is each prompt's present text).
 */
export async function keepImportedLockerVersions(
  tx: Executor,
  versions: { lockerPromptId: string; authorId: string; snapshot: LockerSnapshot; savedAt: Date }[],
): Promise<void> {
  for (let from = 0; from < versions.length; from += 500)
    await tx
      .insert(promptVersions)
      .values(
        versions
          .slice(from, from + 500)
          .map(({ savedAt, ...version }) => ({ ...version, createdAt: savedAt })),
      );
}

/** What a reader of a published prompt sees of its history: a count and the last save. */
export async function versionCount(
  db: Executor,
  promptId: number,
): Promise<{ count: number; lastAt: string | null }> {
  const [row] = await db
    .select({ value: count(), lastAt: max(promptVersions.createdAt) })
    .from(promptVersions)
    .where(eq(promptVersions.promptId, promptId));
  return { count: row?.value ?? 0, lastAt: row?.lastAt ? new Date(row.lastAt).toISOString() : null };
}

export interface ExportedVersion {
  id: number;
  /** the library prompt's id, or null for a locker prompt */
  promptId: number | null;
  /** the locker prompt's id, or null for a library prompt */
  lockerPromptId: string | null;
  /** true when the member saved this version (the others are the text before their first kept save, or an admin's) */
  savedByOwner: boolean;
  note: string | null;
  createdAt: string;
  snapshot: VersionSnapshot;
}

/**
 * Every kept version of the prompts a member owns (their own library prompts and, unless
 * `withLocker` is false, their locker), oldest first: for "Download my data" and the prompts' JSON
 * export.
 */
export async function listVersionsForExport(
  db: Database | Executor,
  ownerId: string,
  { withLocker = true }: { withLocker?: boolean } = {},
): Promise<ExportedVersion[]> {
  const [ownPrompts, ownLocker] = await Promise.all([
    db
      .select({ id: prompts.id })
      .from(prompts)
      .where(and(eq(prompts.authorId, ownerId), eq(prompts.source, "member"))),
    withLocker
      ? db.select({ id: lockerPrompts.id }).from(lockerPrompts).where(eq(lockerPrompts.userId, ownerId))
      : [],
  ]);
  const subjects = [
    ...(ownPrompts.length
      ? [
          inArray(
            promptVersions.promptId,
            ownPrompts.map((row) => row.id),
          ),
        ]
      : []),
    ...(ownLocker.length
      ? [
          inArray(
            promptVersions.lockerPromptId,
            ownLocker.map((row) => row.id),
          ),
        ]
      : []),
  ];
  if (!subjects.length) return [];
  const rows = await db
    .select({
      id: promptVersions.id,
      promptId: promptVersions.promptId,
      lockerPromptId: promptVersions.lockerPromptId,
      authorId: promptVersions.authorId,
      note: promptVersions.note,
      createdAt: promptVersions.createdAt,
      snapshot: promptVersions.snapshot,
    })
    .from(promptVersions)
    .where(or(...subjects))
    .orderBy(asc(promptVersions.id));
  return rows.map(({ authorId, createdAt, ...row }) => ({
    ...row,
    savedByOwner: authorId === ownerId,
    createdAt: createdAt.toISOString(),
  }));
}

/** A library prompt's text as it is now, as a version keeps it; null if there is no such prompt. */
export async function promptSnapshot(
  tx: Executor,
  promptId: number,
): Promise<{ snapshot: VersionSnapshot; savedAt: Date } | null> {
  const [prompt] = await tx
    .select({ categoryId: prompts.categoryId, type: prompts.type, updatedAt: prompts.updatedAt })
    .from(prompts)
    .where(eq(prompts.id, promptId))
    .limit(1);
  if (!prompt) return null;
  const texts = await tx
    .select({
      locale: promptTranslations.locale,
      title: promptTranslations.title,
      tagline: promptTranslations.tagline,
      description: promptTranslations.description,
      promptText: promptTranslations.promptText,
      instructions: promptTranslations.instructions,
      credits: promptTranslations.credits,
      tags: promptTranslations.tags,
      steps: promptTranslations.steps,
    })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, promptId))
    .orderBy(asc(promptTranslations.locale));
  const translations: Partial<Record<"en" | "pt", PromptTextsSnapshot>> = {};
  for (const { locale, ...fields } of texts)
    if (locale === "en" || locale === "pt") translations[locale] = fields;
  return {
    snapshot: { kind: "prompt", categoryId: prompt.categoryId, type: prompt.type, translations },
    savedAt: prompt.updatedAt,
  };
}

/** Every kept version of these library prompts, oldest first: for the catalogue's JSON export. */
export async function listVersionsOfPrompts(
  db: Database | Executor,
  promptIds: readonly number[],
): Promise<{ promptId: number; snapshot: VersionSnapshot; createdAt: Date }[]> {
  if (!promptIds.length) return [];
  const rows = await db
    .select({
      promptId: promptVersions.promptId,
      snapshot: promptVersions.snapshot,
      createdAt: promptVersions.createdAt,
    })
    .from(promptVersions)
    .where(inArray(promptVersions.promptId, [...promptIds]))
    .orderBy(asc(promptVersions.id));
  return rows.flatMap(({ promptId, ...row }) => (promptId === null ? [] : [{ promptId, ...row }]));
}
