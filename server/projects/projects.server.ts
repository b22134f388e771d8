import { and, asc, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  PROJECT_LIMITS,
  type ProjectColor,
  type ProjectCreate,
  type ProjectPatch,
} from "~/core/forms/projects";
import type { Database, Executor } from "~/db/client.server";
import { calendarEntries } from "~/server/calendar/schema";
import { chatConversations } from "~/server/chat/schema";
import { lockerPrompts } from "~/server/locker/schema";
import { deletedProjects, projects, type ProjectContents } from "./schema";

/**
 * A Legend member's projects: a name, a colour and instructions, grouping their chat conversations,
 * saved prompts and calendar entries. Deleting a project keeps what it held (in no project), and
 * can be undone for an hour. Another member's projects do not exist for anyone (404).
 */

export interface Project {
  id: string;
  name: string;
  color: ProjectColor;
  instructions: string;
  createdAt: string;
  updatedAt: string;
}

/** What a project holds, counted. */
export interface ProjectCounts {
  prompts: number;
  conversations: number;
  calendarEntries: number;
}

export type ProjectWithCounts = Project & { counts: ProjectCounts };

/** A project as the chat, the locker and the calendar show it beside what is in it. */
export interface ProjectLabel {
  id: string;
  name: string;
  color: ProjectColor;
  /** whether the chat's answers in it follow instructions */
  hasInstructions: boolean;
}

/** How long a deleted project can be put back with what it held. */
export const RESTORE_WINDOW_MS = 60 * 60 * 1000;

export type ProjectErrorCode =
  "project_not_found" | "project_exists" | "too_many_projects" | "deleted_project_not_found";

const PROJECT_ERRORS: Record<ProjectErrorCode, { status: 404 | 409; text: string }> = {
  project_not_found: { status: 404, text: "Project not found" },
  project_exists: { status: 409, text: "A project with this name already exists" },
  too_many_projects: { status: 409, text: `A member holds at most ${PROJECT_LIMITS.projects} projects` },
  deleted_project_not_found: {
    status: 404,
    text: "No project of yours was deleted with this id in the last hour",
  },
};

export class ProjectError extends Error {
  readonly status: 404 | 409;
  constructor(readonly code: ProjectErrorCode) {
    super(PROJECT_ERRORS[code].text);
    this.name = "ProjectError";
    this.status = PROJECT_ERRORS[code].status;
  }
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const COLUMNS = {
  id: projects.id,
  name: projects.name,
  color: projects.color,
  instructions: projects.instructions,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

type ProjectRow = { [K in keyof typeof COLUMNS]: (typeof COLUMNS)[K]["_"]["data"] };

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    color: row.color as ProjectColor,
    instructions: row.instructions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's projects by name (as a person sorts them: case ignored), with what each holds. */
export async function listProjects(db: Database, userId: string): Promise<ProjectWithCounts[]> {
  // Each count names its tables itself: inside a subquery, an unqualified "id" would be the inner table's.
  const counted = (table: typeof lockerPrompts | typeof chatConversations | typeof calendarEntries) =>
    sql<number>`(select count(*) from ${table} as held where held.project_id = "projects"."id")`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      ...COLUMNS,
      prompts: counted(lockerPrompts),
      conversations: counted(chatConversations),
      calendarEntries: counted(calendarEntries),
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(sql`lower(${projects.name})`, asc(projects.createdAt));
  return rows.map(({ prompts, conversations, calendarEntries, ...row }) => ({
    ...toProject(row),
    counts: { prompts, conversations, calendarEntries },
  }));
}

/** The member's projects as labels (id, name, colour), by name: what the lists put beside an item. */
export async function listProjectLabels(db: Database, userId: string): Promise<ProjectLabel[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      color: projects.color,
      hasInstructions: sql<boolean>`${projects.instructions} <> ''`,
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(sql`lower(${projects.name})`, asc(projects.createdAt));
  return rows.map((row) => ({ ...row, color: row.color as ProjectColor }));
}

async function ownRow(db: Executor, userId: string, id: string): Promise<ProjectRow> {
  if (!isUuid(id)) throw new ProjectError("project_not_found");
  const [row] = await db
    .select(COLUMNS)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .limit(1);
  if (!row) throw new ProjectError("project_not_found");
  return row;
}

export async function getProject(db: Database, userId: string, id: string): Promise<ProjectWithCounts> {
  await ownRow(db, userId, id);
  return (await listProjects(db, userId)).find((project) => project.id === id)!;
}

/**
 * Refuses a project that is not the member's (ProjectError 404); null (no project) passes. Every
 * feature that puts something in a project asks this first.
 */
export async function assertOwnProject(
  db: Executor,
  userId: string,
  projectId: string | null | undefined,
): Promise<void> {
  if (projectId) await ownRow(db, userId, projectId);
}

/** A project's name and instructions, for the chat's answers; null when it is not the member's. */
export async function projectInstructions(
  db: Database,
  userId: string,
  projectId: string,
): Promise<{ id: string; name: string; instructions: string } | null> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, instructions: projects.instructions })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function nameTaken(db: Executor, userId: string, name: string, except?: string) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.userId, userId), sql`lower(${projects.name}) = lower(${name})`));
  return rows.some((row) => row.id !== except);
}

/** A unique index caught what the check before it could not (two requests at once). */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
};

/** Per-member lock: two requests at once cannot slip past the limit or the unique name together. */
export const lockProjectsOf = (tx: Executor, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${userId}`}))`);

async function assertRoom(tx: Executor, userId: string) {
  const [held] = await tx.select({ value: count() }).from(projects).where(eq(projects.userId, userId));
  if ((held?.value ?? 0) >= PROJECT_LIMITS.projects) throw new ProjectError("too_many_projects");
}

export async function createProject(
  db: Database,
  userId: string,
  input: ProjectCreate,
  now: Date = new Date(),
): Promise<ProjectWithCounts> {
  try {
    const id = await db.transaction(async (tx) => {
      await lockProjectsOf(tx, userId);
      await assertRoom(tx, userId);
      if (await nameTaken(tx, userId, input.name)) throw new ProjectError("project_exists");
      const [row] = await tx
        .insert(projects)
        .values({ userId, ...input, createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      return row!.id;
    });
    return getProject(db, userId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProjectError("project_exists");
    throw error;
  }
}

export async function updateProject(
  db: Database,
  userId: string,
  id: string,
  patch: ProjectPatch,
  now: Date = new Date(),
): Promise<ProjectWithCounts> {
  try {
    await db.transaction(async (tx) => {
      await lockProjectsOf(tx, userId);
      await ownRow(tx, userId, id);
      if (patch.name !== undefined && (await nameTaken(tx, userId, patch.name, id)))
        throw new ProjectError("project_exists");
      await tx
        .update(projects)
        .set({ ...patch, updatedAt: now })
        .where(eq(projects.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProjectError("project_exists");
    throw error;
  }
  return getProject(db, userId, id);
}

async function contentsOf(tx: Executor, id: string): Promise<ProjectContents> {
  const [prompts, conversations, entries] = await Promise.all([
    tx.select({ id: lockerPrompts.id }).from(lockerPrompts).where(eq(lockerPrompts.projectId, id)),
    tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.projectId, id)),
    tx.select({ id: calendarEntries.id }).from(calendarEntries).where(eq(calendarEntries.projectId, id)),
  ]);
  return {
    lockerPrompts: prompts.map((row) => row.id),
    conversations: conversations.map((row) => row.id),
    calendarEntries: entries.map((row) => row.id),
  };
}

/**
 * Deletes a project; what it held stays, in no project (the foreign keys set it to null). The
 * project and the list of what it held are kept for an hour, so `restoreProject` can undo it.
 */
export async function deleteProject(
  db: Database,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ project: Project; counts: ProjectCounts }> {
  return db.transaction(async (tx) => {
    await lockProjectsOf(tx, userId);
    const row = await ownRow(tx, userId, id);
    const contents = await contentsOf(tx, id);
    await tx
      .delete(deletedProjects)
      .where(lt(deletedProjects.deletedAt, new Date(now.getTime() - RESTORE_WINDOW_MS)));
    await tx
      .insert(deletedProjects)
      .values({
        id,
        userId,
        name: row.name,
        color: row.color,
        instructions: row.instructions,
        createdAt: row.createdAt,
        contents,
        deletedAt: now,
      })
      .onConflictDoUpdate({
        target: deletedProjects.id,
        set: { name: row.name, color: row.color, instructions: row.instructions, contents, deletedAt: now },
      });
    await tx.delete(projects).where(eq(projects.id, id));
    return {
      project: toProject(row),
      counts: {
        prompts: contents.lockerPrompts.length,
        conversations: contents.conversations.length,
        calendarEntries: contents.calendarEntries.length,
      },
    };
  });
}

/**
 * Puts back a project deleted within the hour, with its id, and moves back into it what it held
 * and is still in no project (what the member has since put in another project stays there).
 */
export async function restoreProject(
  db: Database,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<ProjectWithCounts> {
  if (!isUuid(id)) throw new ProjectError("deleted_project_not_found");
  await db.transaction(async (tx) => {
    await lockProjectsOf(tx, userId);
    const [deleted] = await tx
      .select()
      .from(deletedProjects)
      .where(and(eq(deletedProjects.id, id), eq(deletedProjects.userId, userId)))
      .limit(1);
    if (!deleted || now.getTime() - deleted.deletedAt.getTime() > RESTORE_WINDOW_MS)
      throw new ProjectError("deleted_project_not_found");
    await assertRoom(tx, userId);
    if (await nameTaken(tx, userId, deleted.name)) throw new ProjectError("project_exists");
    await tx.insert(projects).values({
      id,
      userId,
      name: deleted.name,
      color: deleted.color,
      instructions: deleted.instructions,
      createdAt: deleted.createdAt,
      updatedAt: now,
    });
    const { lockerPrompts: promptIds, conversations, calendarEntries: entryIds } = deleted.contents;
    if (promptIds.length)
      await tx
        .update(lockerPrompts)
        .set({ projectId: id })
        .where(
          and(
            eq(lockerPrompts.userId, userId),
            inArray(lockerPrompts.id, promptIds),
            isNull(lockerPrompts.projectId),
          ),
        );
    if (conversations.length)
      await tx
        .update(chatConversations)
        .set({ projectId: id })
        .where(
          and(
            eq(chatConversations.userId, userId),
            inArray(chatConversations.id, conversations),
            isNull(chatConversations.projectId),
          ),
        );
    if (entryIds.length)
      await tx
        .update(calendarEntries)
        .set({ projectId: id })
        .where(
          and(
            eq(calendarEntries.userId, userId),
            inArray(calendarEntries.id, entryIds),
            isNull(calendarEntries.projectId),
          ),
        );
    await tx.delete(deletedProjects).where(eq(deletedProjects.id, id));
  });
  return getProject(db, userId, id);
}
