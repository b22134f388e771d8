import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { digestJobHandlers } from "./digest.server";
import { digestDeliveries } from "./schema";

/** Legend's weekly mail: which weeks it went out. */
export const digestFeature: Feature = {
  name: "weeklyDigest",
  personalData: {
    references: [{ column: digestDeliveries.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const sent = await db
        .select({ weekOf: digestDeliveries.weekOf, sentAt: digestDeliveries.sentAt })
        .from(digestDeliveries)
        .where(eq(digestDeliveries.userId, id))
        .orderBy(asc(digestDeliveries.weekOf));
      return { sent };
    },
  },
  jobs: digestJobHandlers,
};
