import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { repurposeApi } from "./api.server";
import { repurposeRuns } from "./schema";

/** The content repurposer: the member's recent runs, each with its text and what was written. */
export const repurposeFeature: Feature = {
  name: "repurpose",
  api: { base: "/repurpose", routes: repurposeApi },
  personalData: {
    references: [{ column: repurposeRuns.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const runs = await db
        .select({
          id: repurposeRuns.id,
          text: repurposeRuns.text,
          formats: repurposeRuns.formats,
          language: repurposeRuns.language,
          tone: repurposeRuns.tone,
          results: repurposeRuns.results,
          createdAt: repurposeRuns.createdAt,
          updatedAt: repurposeRuns.updatedAt,
        })
        .from(repurposeRuns)
        .where(eq(repurposeRuns.userId, id))
        .orderBy(asc(repurposeRuns.createdAt), asc(repurposeRuns.id));
      return { runs };
    },
  },
};
