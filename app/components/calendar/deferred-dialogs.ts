import { idleModule } from "~/app/components/ui/idle-module";
import type * as CalendarDialogsModule from "./calendar-dialogs";
import { importAgain } from "~/app/loading/import-again";

// The day's sheet and the entry's dialog (with the fill-in form, the project move and their
// icons) are most of the calendar's code, and every one of them is closed when the page loads. So
// they load once the page is idle, or at the latest when the member points at or focuses the
// month or opens one (ui/idle-module.ts). What was opened before they came opens when they do.

export type CalendarDialogs = typeof CalendarDialogsModule;

const calendarDialogs = idleModule(() => importAgain(() => import("./calendar-dialogs")));

/** Loads the calendar's dialogs once (a failed load is tried again on the next call). */
export const loadCalendarDialogs = calendarDialogs.preload;

/** The calendar's dialogs once loaded, null until then (and on the server, where all are closed). */
export const useCalendarDialogs = calendarDialogs.useModule;
