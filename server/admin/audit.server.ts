import { count, desc } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import type { AdminActor } from "./actor.server";
import { adminAuditLog } from "./schema";

/** Every admin change writes one entry, in the same transaction as the change. */
export async function audit(
  tx: Executor,
  actor: AdminActor,
  entry: {
    action: string;
    targetType: string;
    targetId: string | number;
    targetLabel?: string | null;
    before: unknown;
    after: unknown;
  },
) {
  await tx.insert(adminAuditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Thrown inside a transaction to undo a change that changed nothing (no customised mark, no audit entry). */
export class NothingChanged<T> extends Error {
  constructor(readonly current: T) {
    super("nothing changed");
  }
}

export async function unlessUnchanged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NothingChanged) return error.current as T;
    throw error;
  }
}

export const isEmpty = (value: object) => Object.keys(value).length === 0;

/** Once a change to what visitors see is committed, copies of public pages are dropped. */
export async function published<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  await catalogChanged();
  return result;
}

/** What an audit entry may be about: the API's schema and the Audit tab read this one list. */
export const AUDIT_TARGET_TYPES = [
  "user",
  "prompt",
  "category",
  "message",
  "catalogue",
  "prompt_request",
  "roadmap_item",
  "roadmap_comment",
  "support_conversation",
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export async function listAuditLog(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminAuditLog),
  ]);
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totals?.value ?? 0 };
}

/** Keeps only the fields that differ, so an audit entry reads as the change it records. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const a = before[key];
    const b = after[key];
    if (a !== null && b !== null && typeof a === "object" && typeof b === "object" && !Array.isArray(a)) {
      const nested = changedFields(a as Record<string, unknown>, b as Record<string, unknown>);
      if (Object.keys(nested.after).length || Object.keys(nested.before).length) {
        was[key] = nested.before as T[keyof T];
        now[key] = nested.after as T[keyof T];
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[key] = a;
      now[key] = b;
    }
  }
  return { before: was, after: now };
}
