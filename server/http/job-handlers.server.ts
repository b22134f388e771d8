import { calendarJobHandlers } from "~/server/calendar/reminders.server";
import { digestJobHandlers } from "~/server/digest/digest.server";
import { getConfig } from "~/server/config.server";
import type { JobHandlers } from "~/server/jobs/jobs.server";

/** Every kind of scheduled work the server runs (DESIGN.md D13); a new kind registers its handler here. */
export function jobHandlers(publicUrl: string = getConfig().publicUrl): JobHandlers {
  return { ...calendarJobHandlers({ publicUrl }), ...digestJobHandlers({ publicUrl }) };
}
