import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { variablesApi } from "./api.server";
import { promptVariableValues } from "./schema";

/** Prompt variables: what each member last filled in a prompt's fill-in form. */
export const variablesFeature: Feature = {
  name: "variables",
  api: { base: "/", routes: variablesApi },
  personalData: {
    references: [{ column: promptVariableValues.userId, by: "id", erasure: "cascade" }],
    async export(db, { id }) {
      const kept = await db
        .select({
          promptId: promptVariableValues.promptId,
          language: promptVariableValues.locale,
          values: promptVariableValues.values,
          updatedAt: promptVariableValues.updatedAt,
        })
        .from(promptVariableValues)
        .where(eq(promptVariableValues.userId, id))
        .orderBy(asc(promptVariableValues.promptId), asc(promptVariableValues.locale));
      return { keptValues: kept };
    },
  },
};
