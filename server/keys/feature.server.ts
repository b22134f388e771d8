import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { apikey } from "./schema";

/** API keys: names, the visible start and dates — never the key or its hash. */
export const keysFeature: Feature = {
  name: "apiKeys",
  personalData: {
    references: [{ column: apikey.referenceId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const keys = await db
        .select({
          name: apikey.name,
          start: apikey.start,
          enabled: apikey.enabled,
          createdAt: apikey.createdAt,
          lastUsedAt: apikey.lastRequest,
          expiresAt: apikey.expiresAt,
        })
        .from(apikey)
        .where(eq(apikey.referenceId, id))
        .orderBy(asc(apikey.createdAt));
      return { keys };
    },
  },
};
