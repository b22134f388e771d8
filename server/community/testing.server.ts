import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "~/db/client.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { prompts } from "~/server/catalog/schema";
import { createApiV1 } from "~/server/http/api/v1.server";
import type { Clock } from "~/server/jobs/clock.server";

export interface CommunityCast {
  free: TestMember;
  creator: TestMember;
  legend: TestMember;
  admin: TestMember;
}

/** For tests: a member on every plan, and an admin. */
export async function createCast(db: Database): Promise<CommunityCast> {
  const auth = createAuthFor(db);
  const [free, creator, legend, admin] = await Promise.all(
    Array.from({ length: 4 }, () => createTestMember(auth, db)),
  );
  await grantPlan(db, creator!.userId, "creator");
  await grantPlan(db, legend!.userId, "legend");
  await grantAdmin(db, admin!.email);
  return { free: free!, creator: creator!, legend: legend!, admin: admin! };
}

/** For tests: /api/v1 over `db`, on `clock`; `call` makes one request as a member (or anonymously). */
export function communityApiFor(db: Database, clock?: Clock) {
  const app = new Hono().route(
    "/api/v1",
    createApiV1({ database: async () => db, ...(clock ? { clock } : {}) }),
  );
  return {
    app,
    call: (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
      callApi(app, method, path, member, body, lang),
  };
}

/**
 * For tests: seeded catalogue prompts of each kind, older than early access: one every reader reads
 * (first of its category, not premium), one premium, one forbidden.
 */
export async function seededPrompts(db: Database) {
  const first = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ id: prompts.id })
      .from(prompts)
      .where(
        and(eq(prompts.isPublished, true), sql`${prompts.publishedAt} < now() - interval '60 days'`, where),
      )
      .orderBy(prompts.id)
      .limit(1);
    if (!row) throw new Error("the seeded catalogue has no such prompt");
    return row.id;
  };
  return {
    open: await first(
      and(eq(prompts.isPremium, false), eq(prompts.isForbidden, false), eq(prompts.featured, true)),
    ),
    premium: await first(and(eq(prompts.isPremium, true), eq(prompts.isForbidden, false))),
    forbidden: await first(eq(prompts.isForbidden, true)),
  };
}
