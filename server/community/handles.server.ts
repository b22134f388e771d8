import { eq, sql } from "drizzle-orm";
import { handleProblem } from "~/core/forms/examples";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { CommunityError } from "./errors";
import { memberHandles } from "./schema";

/**
 * How a member appears in the community: their name and avatar only once they picked a handle
 * (then their name links to /u/:handle); without one they are "Member", with no profile page.
 */
export interface CommunityAuthor {
  handle: string | null;
  name: string | null;
  avatarUrl: string | null;
}

export function communityAuthor(row: {
  handle: string | null;
  name: string | null;
  image: string | null;
}): CommunityAuthor {
  return row.handle === null
    ? { handle: null, name: null, avatarUrl: null }
    : { handle: row.handle, name: row.name, avatarUrl: row.image };
}

export async function handleOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ handle: memberHandles.handle })
    .from(memberHandles)
    .where(eq(memberHandles.userId, userId));
  return row?.handle ?? null;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
};

/**
 * Sets (or, with an empty handle, removes) the member's handle: 3 to 30 lowercase letters, digits
 * and hyphens, not a reserved word, and no one else's whatever the case (the unique index decides
 * between two members claiming it at once). Any signed-in member may pick one.
 */
export async function setHandle(db: Database, userId: string, raw: string): Promise<string | null> {
  const handle = raw.trim().toLowerCase();
  if (handle === "") {
    await db.delete(memberHandles).where(eq(memberHandles.userId, userId));
    return null;
  }
  if (handleProblem(handle)) throw new CommunityError("handle_invalid");
  const [taken] = await db
    .select({ userId: memberHandles.userId })
    .from(memberHandles)
    .where(sql`lower(${memberHandles.handle}) = ${handle}`);
  if (taken && taken.userId !== userId) throw new CommunityError("handle_taken");
  try {
    await db
      .insert(memberHandles)
      .values({ userId, handle })
      .onConflictDoUpdate({ target: memberHandles.userId, set: { handle } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommunityError("handle_taken");
    throw error;
  }
  return handle;
}

/** The member behind a handle (any case), or null. */
export async function memberByHandle(db: Executor, raw: string) {
  const handle = raw.toLowerCase();
  const [row] = await db
    .select({
      userId: memberHandles.userId,
      handle: memberHandles.handle,
      name: user.name,
      image: user.image,
      memberSince: user.createdAt,
    })
    .from(memberHandles)
    .innerJoin(user, eq(user.id, memberHandles.userId))
    .where(sql`lower(${memberHandles.handle}) = ${handle}`);
  return row ?? null;
}
