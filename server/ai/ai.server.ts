import { and, count, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import { readAiConfig, type AiConfig } from "./config.server";
import { createModelEngine, type AiEngine, type AiRequest } from "./engine.server";
import { AiAllowanceError, AiError, type AiFailure } from "./errors";
import { createOfflineEngine } from "./offline-assistant.server";
import { aiUsage } from "./schema";

/**
 * The one AI module: every feature asks here, so metering and the allowance are applied once. It picks the engine (a model behind an
 * OpenAI-compatible API, or the offline assistant), holds the member to their daily allowance and
 * records every call. No database connection is held while the answer is being written: the
 * allowance and the record are short statements before and after.
 */
export interface Ai {
  engine: AiEngine;
  config: AiConfig;
  database: () => Promise<Database>;
  now: () => Date;
}

export function createAi({
  database,
  config = readAiConfig(),
  engine,
  now = () => appClock.now(),
}: {
  database: () => Promise<Database>;
  config?: AiConfig;
  engine?: AiEngine;
  now?: () => Date;
}): Ai {
  const chosen =
    engine ??
    (config.baseUrl
      ? createModelEngine({ ...config, baseUrl: config.baseUrl })
      : createOfflineEngine(database, config.offlinePaceMs));
  return { engine: chosen, config, database, now };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The allowance runs per UTC day. */
export function dayBounds(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: new Date(start.getTime() + DAY_MS) };
}

export interface Allowance {
  used: number;
  limit: number;
  resetsAt: string;
}

/**
 * The calls that count against the allowance today: answered, stopped by the member, or still
 * being written (reserved). A call the AI service failed (an error, the time limit, an empty
 * answer) gives its message back, so a bad day upstream does not use up the member's day.
 */
const FAILED_OUTCOMES = ["error", "timeout", "empty"];

const countedToday = (userId: string, start: Date) =>
  and(
    eq(aiUsage.userId, userId),
    gte(aiUsage.createdAt, start),
    notInArray(aiUsage.outcome, FAILED_OUTCOMES),
  );

export async function allowanceOf(ai: Ai, userId: string): Promise<Allowance> {
  const { start, resetsAt } = dayBounds(ai.now());
  const db = await ai.database();
  const [row] = await db.select({ used: count() }).from(aiUsage).where(countedToday(userId, start));
  return { used: row?.used ?? 0, limit: ai.config.dailyMessages, resetsAt: resetsAt.toISOString() };
}

/**
 * Takes one message from today's allowance, or refuses with AiAllowanceError. Counting and taking
 * happen under a per-member lock, so parallel requests cannot all slip under the limit. The
 * reserved row counts while the answer is written; `streamAi` records a failure on it, which
 * gives the message back.
 */
export async function reserveAiCall(
  ai: Ai,
  userId: string,
  feature: AiRequest["feature"],
  inputChars: number,
): Promise<number> {
  const now = ai.now();
  const { start, resetsAt } = dayBounds(now);
  const db = await ai.database();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-allowance:${userId}`}))`);
    const [row] = await tx.select({ used: count() }).from(aiUsage).where(countedToday(userId, start));
    if ((row?.used ?? 0) >= ai.config.dailyMessages)
      throw new AiAllowanceError(ai.config.dailyMessages, resetsAt);
    const [reserved] = await tx
      .insert(aiUsage)
      .values({ userId, feature, model: ai.engine.model, inputChars, outcome: "pending", createdAt: now })
      .returning({ id: aiUsage.id });
    return reserved!.id;
  });
}

type Outcome = "ok" | AiFailure;

async function recordOutcome(
  ai: Ai,
  usageId: number,
  outcome: Outcome,
  outputChars: number,
  durationMs: number,
) {
  const db = await ai.database();
  await db
    .update(aiUsage)
    .set({
      outcome: outcome === "upstream" ? "error" : outcome,
      outputChars,
      durationMs: Math.round(durationMs),
    })
    .where(eq(aiUsage.id, usageId));
}

/**
 * Streams an answer for a reserved call and records how it ended. Throws AiError for an upstream
 * failure, the time limit, an empty answer or the member's stop (after what was written so far).
 */
export async function* streamAi(ai: Ai, usageId: number, request: AiRequest): AsyncGenerator<string> {
  const started = performance.now();
  let written = 0;
  let substantive = false;
  let outcome: Outcome = "ok";
  try {
    for await (const piece of ai.engine.stream(request)) {
      written += piece.length;
      if (!substantive && piece.trim()) substantive = true;
      yield piece;
    }
    if (request.signal?.aborted) throw new AiError("stopped");
    if (!substantive) throw new AiError("empty");
  } catch (error) {
    outcome = error instanceof AiError ? error.failure : "upstream";
    throw error instanceof AiError
      ? error
      : new AiError("upstream", error instanceof Error ? error.message : String(error));
  } finally {
    await recordOutcome(ai, usageId, outcome, written, performance.now() - started).catch((error: unknown) =>
      console.error("AI usage not recorded:", error instanceof Error ? error.message : error),
    );
  }
}

let appAi: Ai | undefined;

/** The application's AI module, over the application database and the environment's settings. */
export function getAi(): Ai {
  appAi ??= createAi({ database: getDb });
  return appAi;
}
