import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { requestsApi } from "./api.server";
import { promptRequests } from "./schema";

/**
 * Prompt requests: a paying member asks the team for a prompt, and reads the answer. A deleted
 * member's requests go with them; an admin who answered one is no longer named on it.
 */
export const requestsFeature: Feature = {
  name: "promptRequests",
  api: { base: "/requests", routes: requestsApi },
  personalData: {
    references: [
      { column: promptRequests.userId, by: "id", erasure: "cascade" },
      { column: promptRequests.answeredBy, by: "id", erasure: "set null" },
    ],
    async export(db, { id }) {
      const requests = await db
        .select({
          id: promptRequests.id,
          purpose: promptRequests.purpose,
          aiTool: promptRequests.aiTool,
          example: promptRequests.example,
          locale: promptRequests.locale,
          status: promptRequests.status,
          answer: promptRequests.answer,
          promptId: promptRequests.promptId,
          createdAt: promptRequests.createdAt,
          answeredAt: promptRequests.answeredAt,
        })
        .from(promptRequests)
        .where(eq(promptRequests.userId, id))
        .orderBy(asc(promptRequests.createdAt));
      return { requests };
    },
  },
};
