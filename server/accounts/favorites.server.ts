import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { listPromptSummaries } from "~/server/catalog/lists.server";
import { visibleTo, type PromptSummary } from "~/server/catalog/rows.server";
import { recordPromptEvent } from "~/server/catalog/events.server";
import { prompts } from "~/server/catalog/schema";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { favorites, promptUses } from "./schema";

export class FavoriteLimitError extends Error {
  constructor(readonly limit: number) {
    super(`The free plan keeps at most ${limit} favorites`);
    this.name = "FavoriteLimitError";
  }
}

export class PromptNotFoundError extends Error {
  constructor() {
    super("Prompt not found");
    this.name = "PromptNotFoundError";
  }
}

type Member = Extract<Viewer, { kind: "member" }>;

/** The prompt exists and this member may open it (someone else's private prompt does not, to them). */
async function assertPromptExists(db: Database, viewer: Member, promptId: number) {
  const [row] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.id, promptId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new PromptNotFoundError();
}

/**
 * Saves a favourite. The plan's limit is checked and the row written in one transaction, under a
 * per-member lock, so two quick clicks cannot slip a third favourite past the free limit.
 */
export async function addFavorite(
  db: Database,
  viewer: Member,
  promptId: number,
): Promise<{ added: boolean }> {
  await assertPromptExists(db, viewer, promptId);
  const limit = capabilities(viewer).favoritesLimit;
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${viewer.userId}`}))`);
    const [existing] = await tx
      .select({ promptId: favorites.promptId })
      .from(favorites)
      .where(and(eq(favorites.userId, viewer.userId), eq(favorites.promptId, promptId)));
    if (existing) return false;
    const [{ value }] = (await tx
      .select({ value: count() })
      .from(favorites)
      .where(eq(favorites.userId, viewer.userId))) as [{ value: number }];
    if (value >= limit) throw new FavoriteLimitError(limit);
    await tx.insert(favorites).values({ userId: viewer.userId, promptId });
    return true;
  });
  if (added) {
    await recordPromptEvent(db, {
      promptId,
      kind: "favorite",
      userId: viewer.userId,
      clientKey: `user:${viewer.userId}`,
    });
  }
  return { added };
}

export async function removeFavorite(
  db: Database,
  viewer: Member,
  promptId: number,
): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, viewer.userId), eq(favorites.promptId, promptId)))
    .returning({ promptId: favorites.promptId });
  return { removed: removed.length > 0 };
}

export async function listFavorites(db: Database, userId: string, locale: Locale): Promise<PromptSummary[]> {
  const rows = await db
    .select({ promptId: favorites.promptId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return listPromptSummaries(
    db,
    rows.map((row) => row.promptId),
    locale,
  );
}

/** "Used today" per member and UTC day (the prompt page's "mark as used"). */
export async function markUsed(db: Database, viewer: Member, promptId: number, day: string): Promise<void> {
  await assertPromptExists(db, viewer, promptId);
  await db.insert(promptUses).values({ userId: viewer.userId, promptId, day }).onConflictDoNothing();
  await recordPromptEvent(db, {
    promptId,
    kind: "use",
    userId: viewer.userId,
    clientKey: `user:${viewer.userId}`,
  });
}

/** A member's marks on one prompt, in one statement (the prompt page asks for both). */
export async function promptStateOf(
  db: Database,
  userId: string,
  promptId: number,
  day: string,
): Promise<{ favorite: boolean; usedToday: boolean }> {
  const favorite = db
    .select({ one: sql`1` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.promptId, promptId)));
  const used = db
    .select({ one: sql`1` })
    .from(promptUses)
    .where(and(eq(promptUses.userId, userId), eq(promptUses.promptId, promptId), eq(promptUses.day, day)));
  const result = (await db.execute(
    sql`select exists (${favorite}) as favorite, exists (${used}) as used`,
  )) as {
    rows?: { favorite: boolean; used: boolean }[];
  };
  const row = result.rows?.[0];
  return { favorite: Boolean(row?.favorite), usedToday: Boolean(row?.used) };
}
