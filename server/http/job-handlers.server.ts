import { getConfig } from "~/server/config.server";
import { featureJobHandlers } from "~/server/features.server";
import type { JobHandlers } from "~/server/jobs/jobs.server";

/** Every kind of scheduled work the server runs, from the features' own lists (server/features.server.ts). */
export function jobHandlers(publicUrl: string = getConfig().publicUrl): JobHandlers {
  return featureJobHandlers({ publicUrl });
}
