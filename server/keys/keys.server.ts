import { defaultKeyHasher } from "@better-auth/api-key";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Auth } from "~/server/accounts/auth.server";
import { API_KEY_RULES } from "./rules";
import { apikey } from "./schema";

/** What a member sees of a key in settings: never the key, which only its creation shows. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** the first characters, the prefix included */
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  /** past its expiry: refused, and shown so until the member revokes it */
  expired: boolean;
}

export interface CreatedApiKey extends ApiKeySummary {
  /** the whole key, shown once and stored nowhere */
  key: string;
}

export type ApiKeyErrorCode = "too_many_keys";

export class ApiKeyError extends Error {
  constructor(readonly code: ApiKeyErrorCode) {
    super(
      code === "too_many_keys"
        ? `A member may hold at most ${API_KEY_RULES.perMember} API keys; revoke one first`
        : code,
    );
    this.name = "ApiKeyError";
  }
}

const DAY_SECONDS = 24 * 60 * 60;

const summaryColumns = {
  id: apikey.id,
  name: apikey.name,
  start: apikey.start,
  createdAt: apikey.createdAt,
  lastRequest: apikey.lastRequest,
  expiresAt: apikey.expiresAt,
};

function toSummary(
  row: {
    id: string;
    name: string | null;
    start: string | null;
    createdAt: Date;
    lastRequest: Date | null;
    expiresAt: Date | null;
  },
  now: Date,
): ApiKeySummary {
  return {
    id: row.id,
    name: row.name ?? "",
    start: row.start ?? API_KEY_RULES.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  };
}

/** A new key for the member, through Better Auth's API-key plugin (which stores only its hash). */
export async function createApiKey(
  auth: Auth,
  db: Database,
  userId: string,
  input: { name: string; expiresInDays: number | null },
): Promise<CreatedApiKey> {
  const [held] = await db.select({ value: count() }).from(apikey).where(eq(apikey.referenceId, userId));
  if ((held?.value ?? 0) >= API_KEY_RULES.perMember) throw new ApiKeyError("too_many_keys");
  const created = await auth.api.createApiKey({
    body: {
      userId,
      name: input.name,
      expiresIn: input.expiresInDays ? input.expiresInDays * DAY_SECONDS : null,
    },
  });
  // The count above can race (two tabs, a script): the plugin writes outside our transactions, so
  // each new key is counted again under the member's lock, one at a time, and withdrawn past the limit.
  const withinLimit = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`);
    const [now] = await tx.select({ value: count() }).from(apikey).where(eq(apikey.referenceId, userId));
    if ((now?.value ?? 0) <= API_KEY_RULES.perMember) return true;
    await tx.delete(apikey).where(eq(apikey.id, created.id));
    return false;
  });
  if (!withinLimit) throw new ApiKeyError("too_many_keys");
  return {
    id: created.id,
    name: created.name ?? input.name,
    start: created.start ?? API_KEY_RULES.prefix,
    createdAt: new Date(created.createdAt).toISOString(),
    lastUsedAt: null,
    expiresAt: created.expiresAt ? new Date(created.expiresAt).toISOString() : null,
    expired: false,
    key: created.key,
  };
}

/**
 * Every key of the member, newest first (each one must be revocable, even beyond the limit); expired
 * ones stay listed (marked by their date) until revoked.
 */
export async function listApiKeys(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<ApiKeySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(desc(apikey.createdAt), desc(apikey.id));
  return rows.map((row) => toSummary(row, now));
}

/** Revokes one of the member's keys at once; false when they hold no key with that id. */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apikey)
    .where(and(eq(apikey.id, id), eq(apikey.referenceId, userId)))
    .returning({ id: apikey.id });
  return deleted.length > 0;
}

/** A bearer token that has the shape of one of our API keys (session tokens and JWTs never do). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_RULES.prefix);
}

export type ApiKeyCheck =
  { ok: true; userId: string } | { ok: false; status: 401 | 429; error: string; retryAfterSeconds?: number };

export const API_KEY_ERRORS = {
  invalid: "Invalid, revoked or expired API key",
  rateLimited: "Too many requests with this API key; try again later",
} as const;

/**
 * Checks a key and counts it against its rate limit (the plugin updates its last use too). A key
 * we hold no hash of is refused here, before the plugin, which logs every refusal as an error.
 */
export async function verifyApiKey(auth: Auth, key: string): Promise<ApiKeyCheck> {
  if (key.length > 200) return { ok: false, status: 401, error: API_KEY_ERRORS.invalid };
  const { adapter } = await auth.$context;
  const known = await adapter.findOne<{ id: string }>({
    model: "apikey",
    where: [{ field: "key", value: await defaultKeyHasher(key) }],
  });
  if (!known) return { ok: false, status: 401, error: API_KEY_ERRORS.invalid };
  const result = await auth.api.verifyApiKey({ body: { key } }).catch(() => null);
  if (result?.valid && result.key) return { ok: true, userId: result.key.referenceId };
  const error = result?.error as { code?: string; details?: { tryAgainIn?: number } } | null | undefined;
  if (error?.code === "RATE_LIMITED") {
    const retryAfterSeconds = Math.max(1, Math.ceil((error.details?.tryAgainIn ?? 1000) / 1000));
    return { ok: false, status: 429, error: API_KEY_ERRORS.rateLimited, retryAfterSeconds };
  }
  return { ok: false, status: 401, error: API_KEY_ERRORS.invalid };
}

/** Query-string names that would carry a credential; keys go in the Authorization header only. */
const CREDENTIAL_PARAMETERS = new Set([
  "api_key",
  "apikey",
  "api-key",
  "key",
  "token",
  "access_token",
  "bearer",
  "authorization",
  "auth",
]);
const KEY_IN_VALUE = new RegExp(`^${API_KEY_RULES.prefix}[A-Za-z0-9]{16,}$`);

export const KEY_IN_URL_ERROR =
  "API keys are accepted only in the Authorization header (Authorization: Bearer <key>), never in a URL. Revoke a key that was sent in one.";

/** True when a URL carries what looks like a credential: such a request is refused, not read. */
export function urlCarriesCredential(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase()) || KEY_IN_VALUE.test(value)) return true;
  }
  return false;
}
