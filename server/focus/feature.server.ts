import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { focusApi } from "./api.server";
import { focusSessions } from "./schema";

/** Focus mode: every session with its sub-tasks, prompts, mood and attention. */
export const focusFeature: Feature = {
  name: "focus",
  api: { base: "/focus", routes: focusApi },
  personalData: {
    references: [{ column: focusSessions.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const sessions = await db
        .select({
          id: focusSessions.id,
          title: focusSessions.title,
          subTasks: focusSessions.subTasks,
          lastPrompts: focusSessions.lastPrompts,
          mood: focusSessions.mood,
          attention: focusSessions.attention,
          createdAt: focusSessions.createdAt,
          updatedAt: focusSessions.updatedAt,
          endedAt: focusSessions.endedAt,
        })
        .from(focusSessions)
        .where(eq(focusSessions.userId, id))
        .orderBy(asc(focusSessions.createdAt));
      return { sessions };
    },
  },
};
