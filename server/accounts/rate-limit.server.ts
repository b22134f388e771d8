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

/** Sign-in, sign-up and reset: per client address and per account, against password guessing. */
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
export async function hit(
  db: Database,
  bucket: string,
  rule: RateRule,
  now = Date.now(),
): Promise<RateDecision> {
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

/**
 * One attempt at an auth form: refused when either the address or the account is over its limit.
 * `perAddressMax` replaces the address's figure (the sign-in and sign-up settings pass theirs).
 */
export async function limitAuthAttempt(
  db: Database,
  action: "sign-in" | "sign-up" | "reset",
  clientAddress: string,
  email: string | null,
  perAddressMax: number = AUTH_RULES.perAddress.max,
): Promise<RateDecision> {
  const byAddress = await hit(db, `${action}:ip:${clientAddress}`, {
    ...AUTH_RULES.perAddress,
    max: perAddressMax,
  });
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

/**
 * Failed sign-ins per account (against guessing from many addresses): 10 in 15 minutes lock the account's sign-in for the rest
 * of the window, from every address. Unknown emails count the same way, so the lock says nothing
 * about whether an account exists; a password reset clears it.
 */
export const SIGN_IN_FAILURES: RateRule = { max: 10, windowMs: 15 * 60_000 };

const failureKey = (email: string) =>
  `promptario:${keyedHash("rate", `sign-in-failures:${email.trim().toLowerCase()}`)}`;

/** Seconds until the account may try again, or 0 when it may now. */
export async function signInLockedFor(db: Database, email: string, now = Date.now()): Promise<number> {
  const result = (await db.execute(
    sql`select count, last_request from ${rateLimit} where key = ${failureKey(email)}`,
  )) as { rows?: { count: number; last_request: string | number }[] };
  const row = result.rows?.[0];
  if (!row) return 0;
  const started = Number(row.last_request);
  if (Number(row.count) < SIGN_IN_FAILURES.max || started <= now - SIGN_IN_FAILURES.windowMs) return 0;
  return Math.max(1, Math.ceil((started + SIGN_IN_FAILURES.windowMs - now) / 1000));
}

export async function recordSignInFailure(db: Database, email: string, now = Date.now()): Promise<void> {
  await hit(db, `sign-in-failures:${email.trim().toLowerCase()}`, SIGN_IN_FAILURES, now);
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimit} where key = ${failureKey(email)}`);
}
