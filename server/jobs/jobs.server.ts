import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { appClock, type Clock } from "./clock.server";
import { jobs } from "./schema";

/**
 * Scheduled work stored in the database (docs/decisions/0006). Any number of server
 * processes run workers over the same table: a due job is claimed with FOR UPDATE SKIP LOCKED, so
 * exactly one worker runs it; a failure is retried with backoff; a job whose worker died is taken
 * over once its lease runs out. Time is read from a Clock, so tests move it instead of waiting.
 */

/** Re-exported for the job handlers that schedule inside their own transaction. */
export type { Executor };

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** 1 on the first try */
  attempts: number;
  revision: number;
  runAt: Date;
}

export interface JobContext {
  db: Database;
  job: ClaimedJob;
  /** the clock's time when the job was claimed */
  now: Date;
}

/** Runs one job. Throwing schedules a retry; returning marks it done. Handlers should be idempotent. */
export type JobHandler = (context: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Wait after failed attempt n (1-based); the attempt after the last wait is the final one. */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60];
export const JOB_MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long a worker owns a job it runs before another may take it over. */
const LEASE_SECONDS = 5 * 60;
const LAST_ERROR_MAX_LENGTH = 500;
/** Finished jobs are kept this long, for looking into what ran, then deleted. */
export const JOB_KEEP_DAYS = 30;
const WORKER_INTERVAL_MS = 30_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobSchedule {
  kind: string;
  /** names the job within its kind: scheduling the same key again moves it */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** Schedules a job, or moves the pending (or finished) job of the same kind and key to a new time. */
export async function scheduleJob(
  db: Executor,
  { kind, key, runAt, payload = {} }: JobSchedule,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, key, runAt, payload })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: {
        runAt,
        payload,
        status: "pending",
        attempts: 0,
        revision: sql`${jobs.revision} + 1`,
        lockedUntil: null,
        lastError: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      },
    });
}

/** Cancels the job of this kind and key, whatever its state. Returns whether there was one. */
export async function cancelJob(db: Executor, kind: string, key: string): Promise<boolean> {
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
    .returning({ id: jobs.id });
  return removed.length > 0;
}

/** Cancels the jobs of this kind whose keys are listed. */
export async function cancelJobs(db: Executor, kind: string, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.key, keys)))
    .returning({ id: jobs.id });
  return removed.length;
}

export interface JobRunSummary {
  done: number;
  failed: number;
}

/**
 * Runs the jobs that are due by `clock`, one at a time, until none is left (or `limit` ran). Only
 * kinds this worker has a handler for are taken; others stay for a worker that knows them.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  { clock = appClock, limit = 100 }: { clock?: Clock; limit?: number } = {},
): Promise<JobRunSummary> {
  const summary: JobRunSummary = { done: 0, failed: 0 };
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return summary;
  for (let ran = 0; ran < limit; ran++) {
    const now = clock.now();
    const job = await claimDueJob(db, kinds, now);
    if (!job) break;
    try {
      await handlers[job.kind]!({ db, job, now });
    } catch (error) {
      summary.failed += 1;
      await recordFailure(db, job, clock.now(), describeError(error));
      continue;
    }
    summary.done += 1;
    await db
      .update(jobs)
      .set({
        status: "done",
        finishedAt: clock.now(),
        lockedUntil: null,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.revision, job.revision), eq(jobs.status, "running")));
  }
  return summary;
}

/** Deletes finished jobs (done or failed) older than JOB_KEEP_DAYS. */
export async function pruneJobs(db: Database, now: Date = appClock.now()): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ["done", "failed"]),
        lt(jobs.finishedAt, new Date(now.getTime() - JOB_KEEP_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

/** Starts a timer (unref'd) that runs due jobs every 30 s and prunes hourly; returns a stop function. */
export function startJobWorker(
  getDb: () => Promise<Database>,
  handlers: JobHandlers,
  { clock = appClock, intervalMs = WORKER_INTERVAL_MS }: { clock?: Clock; intervalMs?: number } = {},
): () => void {
  let running = false;
  let prunedAt = 0;
  const tick = () => {
    if (running) return;
    running = true;
    getDb()
      .then(async (db) => {
        if (Date.now() - prunedAt >= PRUNE_INTERVAL_MS) {
          prunedAt = Date.now();
          await pruneJobs(db, clock.now());
        }
        await runDueJobs(db, handlers, { clock });
      })
      .catch((error: unknown) => console.error("Job run failed:", describeError(error)))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

const CLAIMED_COLUMNS = {
  id: jobs.id,
  kind: jobs.kind,
  key: jobs.key,
  payload: jobs.payload,
  attempts: jobs.attempts,
  revision: jobs.revision,
  runAt: jobs.runAt,
};

/**
 * Takes the job due first and counts the attempt. SKIP LOCKED and the lease keep every other worker
 * from taking it meanwhile; a running job whose lease ran out (its worker died) is due again.
 */
async function claimDueJob(db: Database, kinds: string[], now: Date): Promise<ClaimedJob | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.status, "pending"), sql`${jobs.runAt} <= ${now.toISOString()}::timestamptz`),
          and(eq(jobs.status, "running"), sql`${jobs.lockedUntil} <= ${now.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000),
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning(CLAIMED_COLUMNS);
  return row;
}

async function recordFailure(db: Database, job: ClaimedJob, now: Date, error: string): Promise<void> {
  const lastError = error.slice(0, LAST_ERROR_MAX_LENGTH);
  const delay = RETRY_DELAYS_SECONDS[job.attempts - 1];
  const current = and(eq(jobs.id, job.id), eq(jobs.revision, job.revision), eq(jobs.status, "running"));
  if (delay === undefined) {
    await db
      .update(jobs)
      .set({ status: "failed", finishedAt: now, lockedUntil: null, lastError, updatedAt: sql`now()` })
      .where(current);
    console.error(
      `Job ${job.kind} ${job.key} failed after ${job.attempts} attempts; giving up: ${lastError}`,
    );
    return;
  }
  await db
    .update(jobs)
    .set({
      status: "pending",
      runAt: new Date(now.getTime() + delay * 1000),
      lockedUntil: null,
      lastError,
      updatedAt: sql`now()`,
    })
    .where(current);
  console.warn(
    `Job ${job.kind} ${job.key} failed (attempt ${job.attempts} of ${JOB_MAX_ATTEMPTS}); retrying in ${delay / 60} min: ${lastError}`,
  );
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
