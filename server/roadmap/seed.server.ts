import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { ROADMAP_SEED } from "../../content/roadmap/items";
import { roadmapItems } from "./schema";

// Any pg database will do: the seed runs before the typed client exists.
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * The roadmap a fresh install shows (content/roadmap). Safe to run on every start and from several
 * processes at once: an item already seeded is left as it is, so an admin's edits stay.
 */
export async function seedRoadmap(db: AnyDatabase, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  await db
    .insert(roadmapItems)
    .values(
      ROADMAP_SEED.map((item) => {
        const shippedAt = item.shippedOn ? new Date(`${item.shippedOn}T15:00:00Z`) : null;
        return {
          seedKey: item.key,
          status: item.status,
          titleEn: item.title.en,
          titlePt: item.title.pt,
          descriptionEn: item.description.en,
          descriptionPt: item.description.pt,
          sourceLocale: "en",
          blogPostId: item.blogPostId ?? null,
          shippedAt,
          createdAt: shippedAt ?? now,
          updatedAt: shippedAt ?? now,
        };
      }),
    )
    .onConflictDoNothing({ target: roadmapItems.seedKey });
}
