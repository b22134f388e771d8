import { and, desc, eq, notInArray } from "drizzle-orm";
import type { RepurposeFormat, RepurposeInput, RepurposeTone } from "~/core/forms/repurpose";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { repurposeRuns, type RepurposeRunResult } from "./schema";

/**
 * A member's recent repurposer runs (each format cost an AI message): saved as they are written,
 * listed newest first, reopened whole, deleted on request. Only the newest REPURPOSE_RUNS_KEPT stay.
 */

export const REPURPOSE_RUNS_KEPT = 20;
/** A model can write past the platform's limit; what is kept of one version is bounded. */
export const REPURPOSE_RESULT_MAX_CHARS = 40_000;
const PREVIEW_CHARS = 140;

export interface RepurposeRunSummary {
  id: number;
  preview: string;
  formats: RepurposeFormat[];
  language: Locale;
  tone: RepurposeTone;
  createdAt: string;
}

export interface RepurposeRun extends Omit<RepurposeRunSummary, "preview"> {
  text: string;
  results: RepurposeRunResult[];
  updatedAt: string;
}

export class RepurposeRunNotFound extends Error {
  readonly status = 404;
  constructor() {
    super("Repurposer run not found");
    this.name = "RepurposeRunNotFound";
  }
}

type Row = typeof repurposeRuns.$inferSelect;

const preview = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= PREVIEW_CHARS
    ? line
    : `${line
        .slice(0, PREVIEW_CHARS - 1)
        .replace(/[\uD800-\uDBFF]$/, "")
        .trimEnd()}…`;
};

/** Never half an emoji: a cut that lands inside a surrogate pair drops its first half. */
const bounded = (content: string) => {
  if (content.length <= REPURPOSE_RESULT_MAX_CHARS) return content;
  return content.slice(0, REPURPOSE_RESULT_MAX_CHARS).replace(/[\uD800-\uDBFF]$/, "");
};

function toRun(row: Row): RepurposeRun {
  return {
    id: row.id,
    text: row.text,
    formats: row.formats,
    language: row.language === "en" ? "en" : "pt",
    tone: row.tone as RepurposeTone,
    results: row.results,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new run, before anything is written; the oldest runs past the newest 20 go. */
export async function createRepurposeRun(
  db: Database,
  userId: string,
  input: RepurposeInput,
  now: Date = new Date(),
): Promise<RepurposeRun> {
  const [row] = await db
    .insert(repurposeRuns)
    .values({
      userId,
      text: input.text,
      formats: input.formats,
      language: input.language,
      tone: input.tone,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const kept = db
    .select({ id: repurposeRuns.id })
    .from(repurposeRuns)
    .where(eq(repurposeRuns.userId, userId))
    .orderBy(desc(repurposeRuns.createdAt), desc(repurposeRuns.id))
    .limit(REPURPOSE_RUNS_KEPT);
  await db
    .delete(repurposeRuns)
    .where(and(eq(repurposeRuns.userId, userId), notInArray(repurposeRuns.id, kept)));
  return toRun(row!);
}

/**
 * The versions written, in place of the same formats' earlier ones (a regenerated format replaces
 * its version and keeps the others); the run's formats stay in the order of the list.
 */
export async function saveRepurposeResults(
  db: Database,
  userId: string,
  id: number,
  results: RepurposeRunResult[],
  now: Date = new Date(),
): Promise<RepurposeRun> {
  const run = await getRepurposeRun(db, userId, id);
  const written = new Map(run.results.map((result) => [result.format, result]));
  for (const result of results) written.set(result.format, { ...result, content: bounded(result.content) });
  const formats = [...new Set([...run.formats, ...results.map((result) => result.format)])];
  const ordered = formats.flatMap((format) => (written.has(format) ? [written.get(format)!] : []));
  const [row] = await db
    .update(repurposeRuns)
    .set({ results: ordered, formats, updatedAt: now })
    .where(and(eq(repurposeRuns.id, id), eq(repurposeRuns.userId, userId)))
    .returning();
  if (!row) throw new RepurposeRunNotFound();
  return toRun(row);
}

export async function getRepurposeRun(db: Database, userId: string, id: number): Promise<RepurposeRun> {
  const [row] = await db
    .select()
    .from(repurposeRuns)
    .where(and(eq(repurposeRuns.id, id), eq(repurposeRuns.userId, userId)))
    .limit(1);
  if (!row) throw new RepurposeRunNotFound();
  return toRun(row);
}

/** The member's newest run, whole: the page restores it after a reload. */
export async function latestRepurposeRun(db: Database, userId: string): Promise<RepurposeRun | null> {
  const [row] = await db
    .select()
    .from(repurposeRuns)
    .where(eq(repurposeRuns.userId, userId))
    .orderBy(desc(repurposeRuns.createdAt), desc(repurposeRuns.id))
    .limit(1);
  return row ? toRun(row) : null;
}

export async function listRepurposeRuns(db: Database, userId: string): Promise<RepurposeRunSummary[]> {
  const rows = await db
    .select({
      id: repurposeRuns.id,
      text: repurposeRuns.text,
      formats: repurposeRuns.formats,
      language: repurposeRuns.language,
      tone: repurposeRuns.tone,
      createdAt: repurposeRuns.createdAt,
    })
    .from(repurposeRuns)
    .where(eq(repurposeRuns.userId, userId))
    .orderBy(desc(repurposeRuns.createdAt), desc(repurposeRuns.id))
    .limit(REPURPOSE_RUNS_KEPT);
  return rows.map((row) => ({
    id: row.id,
    preview: preview(row.text),
    formats: row.formats,
    language: row.language === "en" ? "en" : "pt",
    tone: row.tone as RepurposeTone,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function deleteRepurposeRun(db: Database, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(repurposeRuns)
    .where(and(eq(repurposeRuns.id, id), eq(repurposeRuns.userId, userId)))
    .returning({ id: repurposeRuns.id });
  if (deleted.length === 0) throw new RepurposeRunNotFound();
}
