import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from "drizzle-orm";
import { LOCKER_LIMITS, type LockerPromptInput, type LockerPromptPatch } from "~/core/forms/locker";
import { PROJECT_LIMITS, type ProjectColor, type ProjectFilter } from "~/core/forms/projects";
import type { Locale } from "~/core/locale";
import { parseTemplate } from "~/core/variables";
import type { Database } from "~/db/client.server";
import { getPrompt, readablePromptTexts } from "~/server/catalog/prompt.server";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { assertOwnProject, listProjectLabels, ProjectError } from "~/server/projects/projects.server";
import { projects } from "~/server/projects/schema";
import {
  diffVersions,
  listVersions,
  recordVersion,
  versionFields,
  type LockerSnapshot,
  type VersionDiff,
} from "~/server/versions/versions.server";
import { lockerPrompts } from "./schema";

/**
 * The prompt locker (Legend Vault): a Legend member's private saved prompts, each in one of their
 * projects (server/projects) or in none. Every save is kept as a version (server/versions: the
 * saved text and the 20 before it). Anyone else's rows do not exist for a member (404).
 * A member who left Legend still reads what they saved, but not the copies of library prompts their
 * plan no longer opens.
 */

export interface LockerPrompt {
  id: string;
  title: string;
  content: string;
  description: string | null;
  tags: string[];
  projectId: string | null;
  sourcePromptId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface LockerVersion {
  id: number;
  /** 1 for the oldest kept version */
  number: number;
  title: string;
  content: string;
  description: string | null;
  tags: string[];
  projectId: string | null;
  savedAt: string;
  note: string | null;
}

/** A saved prompt's text as a version keeps it. */
export function lockerSnapshot(
  row: Pick<PromptRow, "title" | "content" | "description" | "tags" | "projectId">,
): LockerSnapshot {
  return {
    kind: "locker",
    title: row.title,
    content: row.content,
    description: row.description,
    tags: row.tags,
    projectId: row.projectId,
  };
}

export type LockerErrorCode =
  | "prompt_not_found"
  | "version_not_found"
  | "library_prompt_not_found"
  | "project_not_found"
  | "too_many_prompts"
  | "too_many_projects";

const LOCKER_ERRORS: Record<LockerErrorCode, { status: 400 | 404 | 409; text: string }> = {
  prompt_not_found: { status: 404, text: "Saved prompt not found" },
  version_not_found: { status: 404, text: "Version not found" },
  library_prompt_not_found: { status: 404, text: "Prompt not found, or its text is not part of your plan" },
  project_not_found: { status: 404, text: "Project not found" },
  too_many_prompts: {
    status: 409,
    text: `The locker holds at most ${LOCKER_LIMITS.prompts.toLocaleString("en")} prompts`,
  },
  too_many_projects: { status: 409, text: `A member holds at most ${PROJECT_LIMITS.projects} projects` },
};

export class LockerError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(readonly code: LockerErrorCode) {
    super(LOCKER_ERRORS[code].text);
    this.name = "LockerError";
    this.status = LOCKER_ERRORS[code].status;
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;
/** Every column but the stored search text, which never leaves the database. */
const { searchText: _searchText, ...PROMPT_COLUMNS } = getTableColumns(lockerPrompts);
type PromptRow = Omit<typeof lockerPrompts.$inferSelect, "searchText">;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function toPrompt(row: PromptRow): LockerPrompt {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    description: row.description,
    tags: row.tags,
    projectId: row.projectId,
    sourcePromptId: row.sourcePromptId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownPrompt(db: Executor, userId: string, id: string): Promise<PromptRow> {
  if (!isUuid(id)) throw new LockerError("prompt_not_found");
  const [row] = await db
    .select(PROMPT_COLUMNS)
    .from(lockerPrompts)
    .where(and(eq(lockerPrompts.id, id), eq(lockerPrompts.userId, userId)))
    .limit(1);
  if (!row) throw new LockerError("prompt_not_found");
  return row;
}

async function assertProject(db: Executor, userId: string, projectId: string | null | undefined) {
  try {
    await assertOwnProject(db, userId, projectId);
  } catch (error) {
    throw error instanceof ProjectError ? new LockerError("project_not_found") : error;
  }
}

/**
 * Matches for a search are first looked for among the member's newest prompts, read in order from
 * the index: a common word fills the page there at once. Only when they do not is every prompt
 * searched, where the trigram index finds a rare word without reading them all (the planner cannot
 * tell a common word from a rare one, and would use the trigram index for both).
 */
const RECENT_WINDOW = 1_000;
/** More than a locker holds: "every prompt, in order". */
const LOCKER_SCAN_ALL = 1_000_000;

/** Who reads the locker: what their plan opens decides which copies of library prompts they read. */
export interface LockerReader {
  viewer: Viewer;
  locale: Locale;
}

/**
 * The library prompts the member saved copies of and whose text their plan no longer opens. With no
 * reader, every source counts as closed: a caller that does not say who reads never reveals text.
 */
async function closedSources(
  db: Database,
  userId: string,
  reader: LockerReader | undefined,
): Promise<number[] | "all"> {
  if (!reader) return "all";
  if (capabilities(reader.viewer).readsForbiddenText) return [];
  const rows = await db
    .selectDistinct({ source: lockerPrompts.sourcePromptId })
    .from(lockerPrompts)
    .where(and(eq(lockerPrompts.userId, userId), isNotNull(lockerPrompts.sourcePromptId)));
  const sources = rows.map((row) => row.source!);
  const texts = await readablePromptTexts(db, sources, reader.locale, reader.viewer);
  // A source the library cannot describe any more counts as closed, as in lockedLockerCopies.
  return sources.filter((source) => texts.get(source)?.locked !== false);
}

/**
 * What a search matches in a saved prompt: everything, except the text of a copy whose source is
 * closed to the reader, where it matches the title, description and tags only (a match would tell
 * that a locked text holds the word). Those come first in the stored search text, so such a match
 * is also a match of the whole, and the trigram index still narrows the search.
 */
function searchableText(closed: number[] | "all"): SQL<string> {
  if (closed !== "all" && closed.length === 0) return sql<string>`${lockerPrompts.searchText}`;
  const isClosed =
    closed === "all"
      ? isNotNull(lockerPrompts.sourcePromptId)
      : inArray(lockerPrompts.sourcePromptId, closed);
  return sql<string>`case when ${isClosed} then public.promptario_locker_search_text(${lockerPrompts.title}, null, ${lockerPrompts.description}, ${lockerPrompts.tags}) else ${lockerPrompts.searchText} end`;
}

/**
 * The member's saved prompts, newest first: matching every word of `q` in the title, description,
 * tags or text (accents and case ignored; not the text of copies the reader's plan no longer opens),
 * in a project or in none (`project`: its id, or "none"), `limit` of them after `offset`.
 */
export async function listLockerPrompts(
  db: Database,
  userId: string,
  {
    q = "",
    project,
    limit = LOCKER_LIMITS.prompts,
    offset = 0,
    reader,
  }: { q?: string; project?: ProjectFilter; limit?: number; offset?: number; reader?: LockerReader } = {},
): Promise<LockerPrompt[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const count = Math.min(limit, LOCKER_LIMITS.prompts);
  const scope = and(
    eq(lockerPrompts.userId, userId),
    project === "none"
      ? isNull(lockerPrompts.projectId)
      : project
        ? eq(lockerPrompts.projectId, project)
        : undefined,
  );
  const order = [desc(lockerPrompts.updatedAt), desc(lockerPrompts.id)];
  if (words.length === 0) {
    const rows = await db
      .select(PROMPT_COLUMNS)
      .from(lockerPrompts)
      .where(scope)
      .orderBy(...order)
      .limit(count)
      .offset(offset);
    return rows.map(toPrompt);
  }
  const matching = (searchText: SQL<string> | SQL.Aliased<string>) =>
    words.map(
      (word) =>
        sql`${searchText} like '%' || public.promptario_unaccent(lower(${word.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`,
    );
  const searchable = searchableText(await closedSources(db, userId, reader));

  // The newest prompts first, as narrow rows (the text is read only for the matches).
  const newest = (window: number) =>
    db
      .select({
        id: lockerPrompts.id,
        updatedAt: lockerPrompts.updatedAt,
        searchText: searchable.as("search_text"),
      })
      .from(lockerPrompts)
      .where(scope)
      .orderBy(...order)
      .limit(window)
      .as("newest");
  const inOrder = async (window: number) => {
    const recent = newest(window);
    const ids = await db
      .select({ id: recent.id })
      .from(recent)
      .where(and(...matching(recent.searchText)))
      .orderBy(desc(recent.updatedAt), desc(recent.id))
      .limit(offset + count);
    return ids.map((row) => row.id);
  };
  const wanted = offset + count;
  let ids = await inOrder(RECENT_WINDOW);
  // Not enough among the newest: a word as common as that is read in order further down; a rarer
  // one is found through the trigram index.
  if (ids.length < wanted && ids.length >= RECENT_WINDOW / 20) ids = await inOrder(LOCKER_SCAN_ALL);
  if (ids.length >= wanted || ids.length >= RECENT_WINDOW / 20) {
    const page = ids.slice(offset, offset + count);
    if (page.length === 0) return [];
    const rows = await db
      .select(PROMPT_COLUMNS)
      .from(lockerPrompts)
      .where(inArray(lockerPrompts.id, page))
      .orderBy(...order);
    return rows.map(toPrompt);
  }
  // The trigram index's matches on their own: a LIMIT (never reached) keeps the planner from merging
  // them into the member's scan, which it would do without statistics (PGlite has no autovacuum)
  // and then read every prompt of the member.
  const hits = db
    .select({ id: lockerPrompts.id })
    .from(lockerPrompts)
    .where(and(...matching(sql<string>`${lockerPrompts.searchText}`)))
    .limit(2_147_483_647);
  const rows = await db
    .select(PROMPT_COLUMNS)
    .from(lockerPrompts)
    .where(and(scope, inArray(lockerPrompts.id, hits), ...matching(searchable)))
    .orderBy(...order)
    .limit(count)
    .offset(offset);
  return rows.map(toPrompt);
}

/** How many prompts the locker holds, and how many of them are in no project. */
export async function countLockerPrompts(
  db: Database,
  userId: string,
): Promise<{ all: number; none: number }> {
  const [row] = await db
    .select({
      all: count(),
      none: sql<number>`count(*) filter (where ${lockerPrompts.projectId} is null)`.mapWith(Number),
    })
    .from(lockerPrompts)
    .where(eq(lockerPrompts.userId, userId));
  return { all: row?.all ?? 0, none: row?.none ?? 0 };
}

/** A project in the locker's side list, with how many locker prompts it holds. */
export interface LockerSideProject {
  id: string;
  name: string;
  color: ProjectColor;
  prompts: number;
}

/**
 * The locker page's side list in one statement: the member's projects in their order, each with how
 * many locker prompts it holds (a full join of the projects and the counts), and the locker's totals,
 * all and in no project.
 */
export async function lockerProjectsWithCounts(
  db: Database,
  userId: string,
): Promise<{ all: number; none: number; projects: LockerSideProject[] }> {
  const mine = db
    .select({ id: projects.id, name: projects.name, color: projects.color, createdAt: projects.createdAt })
    .from(projects)
    .where(eq(projects.userId, userId))
    .as("mine");
  const held = db
    .select({ projectId: lockerPrompts.projectId, held: count().as("held") })
    .from(lockerPrompts)
    .where(eq(lockerPrompts.userId, userId))
    .groupBy(lockerPrompts.projectId)
    .as("held");
  const rows = await db
    .select({
      id: mine.id,
      name: mine.name,
      color: mine.color,
      projectId: held.projectId,
      held: sql<number>`coalesce(${held.held}, 0)`.mapWith(Number),
    })
    .from(mine)
    .fullJoin(held, eq(held.projectId, mine.id))
    .orderBy(sql`lower(${mine.name})`, asc(mine.createdAt));
  const found: LockerSideProject[] = [];
  let all = 0;
  let none = 0;
  for (const row of rows) {
    all += row.held;
    if (row.id === null) {
      if (row.projectId === null) none = row.held;
      continue;
    }
    found.push({
      id: row.id,
      name: row.name!,
      color: row.color as ProjectColor,
      prompts: row.held,
    });
  }
  return { all, none, projects: found };
}

export async function getLockerPrompt(db: Database, userId: string, id: string): Promise<LockerPrompt> {
  return toPrompt(await ownPrompt(db, userId, id));
}

export async function createLockerPrompt(
  db: Database,
  userId: string,
  input: LockerPromptInput & { sourcePromptId?: number | null },
  now: Date = new Date(),
): Promise<LockerPrompt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locker:${userId}`}))`);
    const [held] = await tx
      .select({ value: count() })
      .from(lockerPrompts)
      .where(eq(lockerPrompts.userId, userId));
    if ((held?.value ?? 0) >= LOCKER_LIMITS.prompts) throw new LockerError("too_many_prompts");
    const { changeNote, ...fields } = input;
    await assertProject(tx, userId, fields.projectId);
    const [row] = await tx
      .insert(lockerPrompts)
      .values({
        ...fields,
        userId,
        sourcePromptId: input.sourcePromptId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(PROMPT_COLUMNS);
    await recordVersion(
      tx,
      { kind: "locker", lockerPromptId: row!.id },
      { snapshot: lockerSnapshot(row!), authorId: userId, note: changeNote, now },
    );
    return toPrompt(row!);
  });
}

/** Saves changes, kept as a version with the note (the versions before: the last 20). */
export async function updateLockerPrompt(
  db: Database,
  userId: string,
  id: string,
  patch: LockerPromptPatch,
  now: Date = new Date(),
): Promise<LockerPrompt> {
  return db.transaction(async (tx) => {
    const before = await ownPrompt(tx, userId, id);
    const { changeNote, ...fields } = patch;
    await assertProject(tx, userId, fields.projectId);
    const [row] = await tx
      .update(lockerPrompts)
      .set({ ...fields, updatedAt: now })
      .where(eq(lockerPrompts.id, id))
      .returning(PROMPT_COLUMNS);
    await recordVersion(
      tx,
      { kind: "locker", lockerPromptId: id },
      {
        snapshot: lockerSnapshot(row!),
        before: { snapshot: lockerSnapshot(before), savedAt: before.updatedAt },
        authorId: userId,
        note: changeNote,
        now,
      },
    );
    return toPrompt(row!);
  });
}

export async function deleteLockerPrompt(db: Database, userId: string, id: string): Promise<void> {
  await ownPrompt(db, userId, id);
  await db.delete(lockerPrompts).where(eq(lockerPrompts.id, id));
}

/**
 * "Save to locker": a copy of a library prompt in the reader's language, which the member
 * adapts without touching the original. Only a prompt whose text the member may read is copied.
 */
export async function saveLibraryPrompt(
  db: Database,
  viewer: Viewer,
  userId: string,
  promptId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<LockerPrompt> {
  const prompt = await getPrompt(db, promptId, locale, viewer, now);
  if (!prompt || prompt.promptText === null) throw new LockerError("library_prompt_not_found");
  return createLockerPrompt(
    db,
    userId,
    {
      title: prompt.title.slice(0, LOCKER_LIMITS.title),
      content: prompt.promptText.slice(0, LOCKER_LIMITS.content),
      description: prompt.description ? prompt.description.slice(0, LOCKER_LIMITS.description) : null,
      tags: prompt.tags.map((tag) => tag.slice(0, LOCKER_LIMITS.tag)).slice(0, LOCKER_LIMITS.tags),
      projectId: null,
      sourcePromptId: prompt.id,
    },
    now,
  );
}

/**
 * Which of a member's saved copies of library prompts their plan no longer opens: a copy keeps the
 * rights of the prompt it came from, so a member who leaves Legend does not keep reading forbidden
 * or premium text through their locker. Their own prompts (no source) are always theirs to read.
 */
export async function lockedLockerCopies(
  db: Database,
  viewer: Viewer,
  copies: { id: string; sourcePromptId: number | null }[],
  locale: Locale,
  now: Date = new Date(),
): Promise<Set<string>> {
  const sourced = copies.filter(
    (copy): copy is { id: string; sourcePromptId: number } => copy.sourcePromptId !== null,
  );
  if (sourced.length === 0 || capabilities(viewer).readsForbiddenText) return new Set();
  const texts = await readablePromptTexts(
    db,
    [...new Set(sourced.map((copy) => copy.sourcePromptId))],
    locale,
    viewer,
    now,
  );
  // A source the library cannot describe any more counts as locked: forbidden text never leaks by default.
  return new Set(
    sourced.filter((copy) => texts.get(copy.sourcePromptId)?.locked !== false).map((copy) => copy.id),
  );
}

/** A saved prompt as the locker's API shows it: a copy the member's plan no longer opens has no text. */
export type ReadableLockerPrompt =
  (LockerPrompt & { locked: false }) | (Omit<LockerPrompt, "content"> & { content: null; locked: true });

export async function readableLockerPrompts(
  db: Database,
  viewer: Viewer,
  found: LockerPrompt[],
  locale: Locale,
): Promise<ReadableLockerPrompt[]> {
  const locked = await lockedLockerCopies(db, viewer, found, locale);
  return found.map((prompt) =>
    locked.has(prompt.id)
      ? { ...prompt, content: null, locked: true as const }
      : { ...prompt, locked: false as const },
  );
}

/**
 * A saved prompt as the locker's page lists it: `fillable` when its text has fields to fill in, so
 * the card offers "Fill in" without the template parser in the page's first JavaScript.
 */
export type LockerCardPrompt = ReadableLockerPrompt & { fillable: boolean };

export function lockerCards(prompts: ReadableLockerPrompt[]): LockerCardPrompt[] {
  return prompts.map((prompt) => ({
    ...prompt,
    fillable: prompt.content !== null && parseTemplate(prompt.content).variables.length > 0,
  }));
}

/** The member's newest saved copy of a library prompt, if they saved one. */
export async function lockerCopyOf(db: Database, userId: string, promptId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: lockerPrompts.id })
    .from(lockerPrompts)
    .where(and(eq(lockerPrompts.userId, userId), eq(lockerPrompts.sourcePromptId, promptId)))
    .orderBy(desc(lockerPrompts.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

const COPY_SUFFIX: Record<Locale, string> = { en: " (Copy)", pt: " (Cópia)" };

export async function duplicateLockerPrompt(
  db: Database,
  userId: string,
  id: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<LockerPrompt> {
  const original = await ownPrompt(db, userId, id);
  const suffix = COPY_SUFFIX[locale];
  return createLockerPrompt(
    db,
    userId,
    {
      title: `${original.title.slice(0, LOCKER_LIMITS.title - suffix.length)}${suffix}`,
      content: original.content,
      description: original.description,
      tags: original.tags,
      projectId: original.projectId,
      sourcePromptId: original.sourcePromptId,
    },
    now,
  );
}

/**
 * A saved prompt's kept versions, newest first: `current` is its present text as last saved (null
 * for a prompt saved before versions were kept and never since), `earlier` the ones before it (the
 * last 20). Numbered from the oldest kept.
 */
export async function lockerPromptHistory(
  db: Database,
  userId: string,
  id: string,
): Promise<{ current: LockerVersion | null; earlier: LockerVersion[] }> {
  await ownPrompt(db, userId, id);
  const [current, ...earlier] = (await listVersions(db, { kind: "locker", lockerPromptId: id })).flatMap(
    ({ id: versionId, number, snapshot, createdAt, note }) =>
      snapshot.kind === "locker"
        ? [
            {
              id: versionId,
              number,
              title: snapshot.title,
              content: snapshot.content,
              description: snapshot.description,
              tags: snapshot.tags,
              projectId: snapshot.projectId,
              savedAt: createdAt,
              note,
            },
          ]
        : [],
  );
  return { current: current ?? null, earlier };
}

/**
 * The word-level differences between two kept versions of a saved prompt of the member's: title,
 * description, text, tags and project (by its name; none once the project is deleted). Another
 * member's prompt, or a version of another prompt, is not found. Without `withText`, the text is left
 * out of the comparison (a copy whose source the member's plan no longer opens).
 */
export async function diffLockerVersions(
  db: Database,
  userId: string,
  id: string,
  versions: { from: number; to: number },
  { withText = true }: { withText?: boolean } = {},
): Promise<VersionDiff> {
  await ownPrompt(db, userId, id);
  const names = new Map((await listProjectLabels(db, userId)).map((project) => [project.id, project.name]));
  const diff = await diffVersions(
    db,
    { kind: "locker", lockerPromptId: id },
    versions.from,
    versions.to,
    (snapshot) => [
      ...versionFields(snapshot).filter((field) => withText || field.field !== "content"),
      {
        field: "project",
        text: snapshot.kind === "locker" && snapshot.projectId ? (names.get(snapshot.projectId) ?? "") : "",
      },
    ],
  );
  if (!diff) throw new LockerError("version_not_found");
  return diff;
}
