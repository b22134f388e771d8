import { and, desc, eq, ilike, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  FOCUS_HISTORY_PAGE,
  FOCUS_LIMITS,
  FOCUS_MOODS,
  type FocusHistoryQuery,
  type FocusMood,
  type FocusPatch,
} from "~/core/forms/focus";
import type { Database } from "~/db/client.server";
import { focusSessions, type FocusTask } from "./schema";

/**
 * Focus sessions: one member's, the most recent unended one restored on load, saved
 * with the version the client last saw (a stale save is refused, never silently applied), ended
 * sessions kept for the history.
 */

export interface FocusSession {
  id: string;
  title: string;
  subTasks: FocusTask[];
  lastPrompts: string[];
  workingPrompt: string;
  mood: FocusMood;
  attention: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export interface FocusHistoryEntry {
  id: string;
  title: string;
  createdAt: string;
  endedAt: string;
  durationMs: number;
  tasksDone: number;
  tasksTotal: number;
}

export type FocusErrorCode = "session_not_found" | "session_ended" | "stale_version";

const FOCUS_ERRORS: Record<FocusErrorCode, { status: 404 | 409; text: string }> = {
  session_not_found: { status: 404, text: "Focus session not found" },
  session_ended: { status: 409, text: "This focus session has ended" },
  stale_version: { status: 409, text: "The session changed elsewhere; load it again" },
};

export class FocusError extends Error {
  readonly status: 404 | 409;
  constructor(
    readonly code: FocusErrorCode,
    /** with a stale save: the session as it is now */
    readonly current?: FocusSession,
  ) {
    super(FOCUS_ERRORS[code].text);
    this.name = "FocusError";
    this.status = FOCUS_ERRORS[code].status;
  }
}

type Row = typeof focusSessions.$inferSelect;

function toSession(row: Row): FocusSession {
  return {
    id: row.id,
    title: row.title,
    subTasks: row.subTasks,
    lastPrompts: row.lastPrompts,
    workingPrompt: row.workingPrompt,
    mood: (FOCUS_MOODS as readonly string[]).includes(row.mood) ? (row.mood as FocusMood) : "smile",
    attention: row.attention,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function ownSession(db: Database, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new FocusError("session_not_found");
  const [row] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.id, id), eq(focusSessions.userId, userId)))
    .limit(1);
  if (!row) throw new FocusError("session_not_found");
  return row;
}

export async function getFocusSession(db: Database, userId: string, id: string): Promise<FocusSession> {
  return toSession(await ownSession(db, userId, id));
}

/** The session to restore: the most recently saved one that has not ended. */
export async function currentFocusSession(db: Database, userId: string): Promise<FocusSession | null> {
  const [row] = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), isNull(focusSessions.endedAt)))
    .orderBy(desc(focusSessions.updatedAt))
    .limit(1);
  return row ? toSession(row) : null;
}

export async function startFocusSession(
  db: Database,
  userId: string,
  title: string,
  now: Date = new Date(),
): Promise<FocusSession> {
  const [row] = await db
    .insert(focusSessions)
    .values({ userId, title, createdAt: now, updatedAt: now })
    .returning();
  return toSession(row!);
}

/** Applies a save made from `patch.version`; a save from an older version is refused with the current state. */
export async function updateFocusSession(
  db: Database,
  userId: string,
  id: string,
  patch: FocusPatch,
  now: Date = new Date(),
): Promise<FocusSession> {
  const before = await ownSession(db, userId, id);
  if (before.endedAt) throw new FocusError("session_ended");
  const lastPrompts =
    patch.addPrompt !== undefined
      ? [patch.addPrompt, ...before.lastPrompts.filter((prompt) => prompt !== patch.addPrompt)].slice(
          0,
          FOCUS_LIMITS.prompts,
        )
      : undefined;
  const [row] = await db
    .update(focusSessions)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.subTasks !== undefined ? { subTasks: patch.subTasks } : {}),
      ...(patch.mood !== undefined ? { mood: patch.mood } : {}),
      ...(patch.attention !== undefined ? { attention: patch.attention } : {}),
      ...(patch.workingPrompt !== undefined ? { workingPrompt: patch.workingPrompt } : {}),
      ...(lastPrompts !== undefined ? { lastPrompts } : {}),
      version: sql`${focusSessions.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(focusSessions.id, id),
        eq(focusSessions.userId, userId),
        eq(focusSessions.version, patch.version),
        isNull(focusSessions.endedAt),
      ),
    )
    .returning();
  if (!row) throw new FocusError("stale_version", toSession(await ownSession(db, userId, id)));
  return toSession(row);
}

/** Ends the session; it stays, for the history. */
export async function endFocusSession(
  db: Database,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<FocusSession> {
  const before = await ownSession(db, userId, id);
  if (before.endedAt) return toSession(before);
  const [row] = await db
    .update(focusSessions)
    .set({ endedAt: now, updatedAt: now, version: sql`${focusSessions.version} + 1` })
    .where(eq(focusSessions.id, id))
    .returning();
  return toSession(row!);
}

export interface FocusHistoryPage {
  items: FocusHistoryEntry[];
  /** where the next page starts, or null on the last */
  nextCursor: string | null;
}

/** A page's last session as a cursor: when it ended, then its id (two can end in the same millisecond). */
const cursorOf = (row: { endedAt: Date; id: string }) =>
  `${String(row.endedAt.getTime()).padStart(13, "0")}_${row.id}`;

function parseCursor(cursor: string): { endedAt: Date; id: string } {
  const [time, id] = cursor.split("_");
  return { endedAt: new Date(Number(time)), id: id!.toLowerCase() };
}

/** `%`, `_` and `\` in a search are the member's characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ended sessions, newest first, a page at a time; with `q`, only those whose title contains it. */
export async function focusHistory(
  db: Database,
  userId: string,
  { cursor, limit = FOCUS_HISTORY_PAGE, q }: Partial<FocusHistoryQuery> = {},
): Promise<FocusHistoryPage> {
  const after = cursor ? parseCursor(cursor) : null;
  const rows = await db
    .select({
      id: focusSessions.id,
      title: focusSessions.title,
      subTasks: focusSessions.subTasks,
      createdAt: focusSessions.createdAt,
      endedAt: focusSessions.endedAt,
    })
    .from(focusSessions)
    .where(
      and(
        eq(focusSessions.userId, userId),
        isNotNull(focusSessions.endedAt),
        q ? ilike(focusSessions.title, likePattern(q)) : undefined,
        after
          ? or(
              lt(focusSessions.endedAt, after.endedAt),
              and(eq(focusSessions.endedAt, after.endedAt), lt(focusSessions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(focusSessions.endedAt), desc(focusSessions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt!.toISOString(),
      durationMs: row.endedAt!.getTime() - row.createdAt.getTime(),
      tasksDone: row.subTasks.filter((task) => task.done).length,
      tasksTotal: row.subTasks.length,
    })),
    nextCursor: rows.length > limit && last ? cursorOf({ endedAt: last.endedAt!, id: last.id }) : null,
  };
}
