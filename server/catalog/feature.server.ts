import { asc, eq, sql } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { catalogApi } from "./api.server";
import { promptEvents } from "./schema";

/**
 * The library's record of copies, shares, uses and favourites. A deleted member's events stay,
 * detached from the person, so "popular" and "trending" do not change.
 */
export const catalogFeature: Feature = {
  name: "activity",
  api: { base: "/", routes: catalogApi },
  personalData: {
    references: [{ column: promptEvents.userId, by: "id", erasure: "erase" }],
    async export(db, { id }) {
      const events = await db
        .select({ promptId: promptEvents.promptId, kind: promptEvents.kind, at: promptEvents.createdAt })
        .from(promptEvents)
        .where(eq(promptEvents.userId, id))
        .orderBy(asc(promptEvents.createdAt));
      return { promptEvents: events };
    },
    async erase(tx, { id }) {
      await tx
        .update(promptEvents)
        .set({ userId: null, clientKey: sql`'deleted'` })
        .where(eq(promptEvents.userId, id));
    },
  },
};
