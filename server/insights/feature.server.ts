import type { Feature } from "~/server/feature";
import { insightsApi } from "./api.server";

/**
 * A Legend member's analytics and recommendations. They are read from the activity the catalogue and
 * the accounts keep (and export), so this feature holds no personal data of its own.
 */
export const insightsFeature: Feature = {
  name: "insights",
  api: { base: "/", routes: insightsApi },
};
