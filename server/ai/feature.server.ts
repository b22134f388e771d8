import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { aiUsage } from "./schema";

/** One row per AI call a member made (never the text sent: the chat and repurposer keep that). */
export const aiFeature: Feature = {
  name: "aiUsage",
  personalData: {
    references: [{ column: aiUsage.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const calls = await db
        .select({
          feature: aiUsage.feature,
          model: aiUsage.model,
          inputChars: aiUsage.inputChars,
          outputChars: aiUsage.outputChars,
          durationMs: aiUsage.durationMs,
          outcome: aiUsage.outcome,
          at: aiUsage.createdAt,
        })
        .from(aiUsage)
        .where(eq(aiUsage.userId, id))
        .orderBy(asc(aiUsage.createdAt));
      return { calls };
    },
  },
};
