import { sql } from "drizzle-orm";
import { listenTo, type Database, type Executor } from "~/db/client.server";

/**
 * How a change in chat support reaches every open stream, in every server process
 * (docs/decisions/0010): the change's transaction sends a small event with `pg_notify`, which the
 * database delivers once it commits (PostgreSQL to every process listening, PGlite to its one
 * process); each process listens once and hands the event to its streams, which read what they
 * show from the tables. An event names things by id and carries no text, so it stays far below
 * NOTIFY's 8,000-byte limit.
 */

export const SUPPORT_CHANNEL = "support_events";

export type SupportEvent =
  | { type: "message"; conversationId: number; memberId: string; messageId: number }
  /** a conversation started, was assigned, closed, reopened or read by the team */
  | { type: "conversation"; conversationId: number; memberId: string }
  | { type: "typing"; conversationId: number; memberId: string; by: "member" | "admin"; name: string | null }
  /** this process's listening connection was lost and is back: streams read what they missed */
  | { type: "resume" };

/** Sends `event` to every process's streams once `tx` commits (at once outside a transaction). */
export async function announce(
  tx: Executor,
  event: Exclude<SupportEvent, { type: "resume" }>,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${SUPPORT_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: SupportEvent) => void;

interface Hub {
  listeners: Set<Listener>;
  listening: Promise<unknown>;
}

// One LISTEN per database and process, kept for the process's life.
const hubs = new WeakMap<Database, Hub>();

function hubOf(db: Database): Hub {
  const existing = hubs.get(db);
  if (existing) return existing;
  const listeners = new Set<Listener>();
  const dispatch = (event: SupportEvent) => {
    for (const listener of listeners) listener(event);
  };
  const hub: Hub = {
    listeners,
    listening: listenTo(
      db,
      SUPPORT_CHANNEL,
      (payload) => {
        let event: SupportEvent;
        try {
          event = JSON.parse(payload) as SupportEvent;
        } catch {
          return;
        }
        dispatch(event);
      },
      () => dispatch({ type: "resume" }),
    ).catch((error: unknown) => {
      // Streams still poll the tables (below); a later process start listens again.
      console.error("Support: could not listen for changes:", error instanceof Error ? error.message : error);
      hubs.delete(db);
    }),
  };
  hubs.set(db, hub);
  return hub;
}

/** Calls `listener` with every support event on `db` until the returned function is called. */
export async function subscribe(db: Database, listener: Listener): Promise<() => void> {
  const hub = hubOf(db);
  hub.listeners.add(listener);
  await hub.listening;
  return () => hub.listeners.delete(listener);
}

/** What a stream writes: a named event with JSON data, and the message id it resumes from. */
export interface StreamEvent {
  event: string;
  data: unknown;
  id?: number;
}

/**
 * How long one stream stays open: the browser opens the next one at once (with the last id it
 * had), so a process being replaced or a proxy's idle timeout never strands a member.
 */
export const STREAM_MAX_MS = 5 * 60_000;
/** Between keep-alive pings; each also refreshes presence and reads anything an event missed. */
export const STREAM_TICK_MS = 15_000;

// Every stream open in this process, so a shutdown can end them instead of waiting on them.
const openStreams = new Set<() => void>();

/** Ends every support stream of this process (a server stopping); browsers reconnect elsewhere. */
export function endSupportStreams(): void {
  for (const end of [...openStreams]) end();
}

export interface StreamLoop {
  /** resolves when the stream ends: its client left, its time was up, or the server stops */
  ended: Promise<void>;
  /** runs a step after the previous ones, so events go out in order; a failing step ends the stream */
  step(work: () => Promise<void>): void;
  end(): void;
}

/**
 * The frame of a support stream: runs its steps one after the other, calls `tick` every
 * STREAM_TICK_MS, and ends after STREAM_MAX_MS, when `signal` aborts, or on `endSupportStreams`.
 */
export function streamLoop(
  { signal, tick, maxMs = STREAM_MAX_MS }: { signal: AbortSignal; tick: () => Promise<void>; maxMs?: number },
  cleanup: () => Promise<void>,
): StreamLoop {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  let chain = Promise.resolve();
  let done = false;
  const timers = [setInterval(() => loop.step(tick), STREAM_TICK_MS), setTimeout(() => loop.end(), maxMs)];
  const loop: StreamLoop = {
    ended,
    step(work) {
      if (done) return;
      chain = chain.then(() => (done ? undefined : work())).catch(() => loop.end());
    },
    end() {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      openStreams.delete(loop.end);
      signal.removeEventListener("abort", loop.end);
      void cleanup()
        .catch(() => {})
        .finally(finish);
    },
  };
  openStreams.add(loop.end);
  if (signal.aborted) loop.end();
  else signal.addEventListener("abort", loop.end, { once: true });
  return loop;
}
