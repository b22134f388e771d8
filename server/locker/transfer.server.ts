import Papa from "papaparse";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LOCKER_LIMITS, LockerPromptSchema } from "~/core/forms/locker";
import { PROJECT_LIMITS, ProjectNameSchema } from "~/core/forms/projects";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/core/locale";
import type { Viewer } from "~/server/entitlements/entitlements";
import { lockedLockerCopies, LockerError } from "./locker.server";
import { lockProjectsOf } from "~/server/projects/projects.server";
import { projects as projectsTable } from "~/server/projects/schema";
import { lockerPrompts } from "./schema";

/**
 * Export and import of the prompt locker: the whole locker as JSON (which imports back)
 * or as Markdown (to read), and imports of that JSON or of a CSV with title, content, description,
 * tags and category. An import is all or nothing: a bad row refuses the file and changes nothing;
 * exact duplicates are skipped and counted.
 */

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const ExportedPromptSchema = z.object({
  title: z.string(),
  content: z.string(),
  description: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  category: z.string().nullish(),
});
const ExportFileSchema = z.object({
  format: z.literal("promptario-locker"),
  version: z.literal(1),
  prompts: z.array(ExportedPromptSchema).max(LOCKER_LIMITS.prompts),
});

export class ImportError extends Error {
  constructor(message: string) {
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

async function readableRows(db: Database, userId: string, reader: ExportReader) {
  const all = await rows(db, userId);
  const locked = await lockedLockerCopies(db, reader.viewer, all.prompts, reader.locale);
  return { ...all, prompts: all.prompts.filter((prompt) => !locked.has(prompt.id)) };
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
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  return {
    categories,
    prompts: prompts.map((prompt) => ({
      id: prompt.id,
      sourcePromptId: prompt.sourcePromptId,
      title: prompt.title,
      content: prompt.content,
      description: prompt.description,
      tags: prompt.tags,
      category: prompt.projectId ? (nameOf.get(prompt.projectId) ?? null) : null,
      createdAt: prompt.createdAt.toISOString(),
      updatedAt: prompt.updatedAt.toISOString(),
    })),
  };
}

export async function exportLockerJson(
  db: Database,
  userId: string,
  reader: ExportReader,
  now: Date = new Date(),
): Promise<string> {
  const { categories, prompts } = await readableRows(db, userId, reader);
  return JSON.stringify(
    {
      format: "promptario-locker",
      version: 1,
      exportedAt: now.toISOString(),
      categories: categories.map(({ name }) => ({ name })),
      prompts: prompts.map(({ id: _id, sourcePromptId: _source, ...prompt }) => prompt),
    },
    null,
    2,
  );
}

/** A heading or meta line stays one line whatever older rows hold: a line break would end the heading. */
const oneLine = (value: string) =>
  Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? " " : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();

export async function exportLockerMarkdown(
  db: Database,
  userId: string,
  reader: ExportReader,
): Promise<string> {
  const { prompts } = await readableRows(db, userId, reader);
  const fence = (text: string) => {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
    return "`".repeat(longest + 1);
  };
  const sections = prompts.map((prompt) => {
    const meta = [
      prompt.category ? `Project: ${oneLine(prompt.category)}` : null,
      prompt.tags.length ? `Tags: ${prompt.tags.map(oneLine).join(", ")}` : null,
    ]
      .filter(Boolean)
      .join(" · ");
    const marks = fence(prompt.content);
    return [
      `## ${oneLine(prompt.title) || "Untitled"}`,
      meta ? `_${meta}_` : null,
      prompt.description,
      `${marks}\n${prompt.content}\n${marks}`,
    ]
      .filter(Boolean)
      .join("\n\n");
  });
  return [`# Legend Vault`, ...sections].join("\n\n") + "\n";
}

type Candidate = z.output<typeof LockerPromptSchema> & { category: string | null };

function parseFile(
  text: string,
  kind: "json" | "csv",
): { title?: unknown; content?: unknown; description?: unknown; tags?: unknown; category?: unknown }[] {
  if (kind === "json") {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ImportError("The file is not valid JSON");
    }
    const file = ExportFileSchema.safeParse(data);
    if (!file.success) throw new ImportError("The JSON file is not a Promptário locker export");
    return file.data.prompts;
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) => name.trim().toLowerCase(),
  });
  if (parsed.errors.length)
    throw new ImportError(
      `The CSV file could not be read (row ${(parsed.errors[0]?.row ?? 0) + 2}: ${parsed.errors[0]?.message})`,
    );
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("title") || !fields.includes("content"))
    throw new ImportError(
      "The CSV file needs the columns title and content (description, tags and category are optional)",
    );
  if (parsed.data.length > LOCKER_LIMITS.prompts)
    throw new ImportError(`At most ${LOCKER_LIMITS.prompts.toLocaleString("en")} rows`);
  return parsed.data.map((row) => ({
    title: row.title ?? "",
    content: row.content ?? "",
    description: row.description ?? "",
    tags: (row.tags ?? "").split(/[,;]/),
    category: row.category ?? "",
  }));
}

const key = (prompt: {
  title: string;
  content: string;
  description: string | null;
  tags: string[];
  category: string | null;
}) =>
  JSON.stringify([
    prompt.title,
    prompt.content,
    prompt.description ?? "",
    [...prompt.tags].sort(),
    (prompt.category ?? "").toLowerCase(),
  ]);

export interface ImportResult {
  added: number;
  skipped: number;
  projectsCreated: number;
}

export async function importLocker(
  db: Database,
  userId: string,
  text: string,
  kind: "json" | "csv",
): Promise<ImportResult> {
  const candidates: Candidate[] = parseFile(text, kind).map((row, index) => {
    // A CSV's first row names the columns; a JSON export's prompts are counted from 1.
    const where = kind === "csv" ? `Row ${index + 2}` : `Prompt ${index + 1}`;
    const parsed = LockerPromptSchema.safeParse({
      title: row.title,
      content: row.content,
      description: row.description,
      tags: row.tags,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ImportError(`${where}, ${String(issue?.path[0] ?? "field")}: ${issue?.message ?? "invalid"}`);
    }
    // A project's name follows the projects API's rules: the same name could not be made there.
    const named =
      typeof row.category === "string" && row.category.trim()
        ? ProjectNameSchema.safeParse(row.category)
        : null;
    if (named && !named.success)
      throw new ImportError(`${where}, category: ${named.error.issues[0]?.message ?? "invalid"}`);
    return { ...parsed.data, category: named?.data ?? null };
  });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locker:${userId}`}))`);
    await lockProjectsOf(tx, userId);
    const existing = await rows(tx, userId);
    const seen = new Set(existing.prompts.map(key));
    const fresh = candidates.filter((candidate) => {
      const id = key(candidate);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
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
      await tx.insert(lockerPrompts).values(
        fresh.slice(start, start + 500).map(({ category, ...prompt }) => ({
          ...prompt,
          userId,
          projectId: category ? (projects.get(category.toLowerCase()) ?? null) : null,
        })),
      );
    }
    return { added: fresh.length, skipped: candidates.length - fresh.length, projectsCreated };
  });
}
