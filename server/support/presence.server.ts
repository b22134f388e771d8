import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { supportPresence } from "./schema";

/**
 * Whether a member is on the chat right now: each of their open support streams keeps a row here
 * fresh (every STREAM_TICK_MS) and removes it when it ends. A row older than PRESENCE_TTL_SECONDS
 * belonged to a stream whose process died. Times are the database's own clock, shared by every process.
 */
export const PRESENCE_TTL_SECONDS = 45;

const fresh = sql`${supportPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`;

export async function enterPresence(db: Executor, userId: string): Promise<string> {
  const id = randomUUID();
  // The member's rows left behind by a process that died go first.
  await db.delete(supportPresence).where(and(eq(supportPresence.userId, userId), sql`not (${fresh})`));
  await db.insert(supportPresence).values({ id, userId });
  return id;
}

export async function refreshPresence(db: Executor, id: string): Promise<void> {
  await db
    .update(supportPresence)
    .set({ seenAt: sql`now()` })
    .where(eq(supportPresence.id, id));
}

export async function leavePresence(db: Executor, id: string): Promise<void> {
  await db.delete(supportPresence).where(eq(supportPresence.id, id));
}

export async function isMemberPresent(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportPresence.id })
    .from(supportPresence)
    .where(and(eq(supportPresence.userId, userId), fresh))
    .limit(1);
  return !!row;
}
