import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { keyedHash } from "~/server/secrets.server";
import { rateLimit } from "./schema";

export interface RateRule {
  /** how many attempts a window allows */
  max: number;
  windowMs: number;
}

/** Sign-in, sign-up and reset: per client address and per account (SPEC §4 issue 4). */
export const AUTH_RULES = {
  perAddress: { max: 20, windowMs: 60_000 },
  perAccount: { max: 5, windowMs: 60_000 },
} satisfies Record<string, RateRule>;

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against a fixed window, atomically in the database, so every server process
 * shares the count. Keys are hashed: the table never holds an address or an email.
 */
export async function hit(db: Database, bucket: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
  const key = `promptario:${keyedHash("rate", bucket)}`;
  const windowStart = now - rule.windowMs;
  const result = (await db.execute(sql`
    insert into ${rateLimit} (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when ${rateLimit}.last_request <= ${windowStart} then 1 else ${rateLimit}.count + 1 end,
      last_request = case when ${rateLimit}.last_request <= ${windowStart} then ${now} else ${rateLimit}.last_request end
    returning count, last_request`)) as { rows?: { count: number; last_request: string | number }[] };
  const row = result.rows?.[0];
  const count = Number(row?.count ?? 1);
  const started = Number(row?.last_request ?? now);
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowMs - now) / 1000)),
  };
}

/** One attempt at an auth form: refused when either the address or the account is over its limit. */
export async function limitAuthAttempt(
  db: Database,
  action: "sign-in" | "sign-up" | "reset",
  clientAddress: string,
  email: string | null,
): Promise<RateDecision> {
  const byAddress = await hit(db, `${action}:ip:${clientAddress}`, AUTH_RULES.perAddress);
  const byAccount = email
    ? await hit(db, `${action}:account:${email.trim().toLowerCase()}`, AUTH_RULES.perAccount)
    : { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: byAddress.allowed && byAccount.allowed,
    retryAfterSeconds: Math.max(
      byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
      byAccount.allowed ? 0 : byAccount.retryAfterSeconds,
    ),
  };
}
