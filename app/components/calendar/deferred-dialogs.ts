import { useEffect, useSyncExternalStore } from "react";
import type * as CalendarDialogsModule from "./calendar-dialogs";

// The day's sheet and the entry's dialog (with the fill-in form, the project move and their
// icons) are most of the calendar's code, and every one of them is closed when the page loads. So
// they load once the page is idle, or at the latest when the member points at or focuses the
// month or opens one; loading them while idle keeps them opening at once, and opening offline on a
// page loaded before the connection dropped, as the dialogs' own Radix does (ui/dialog-root.tsx).

export type CalendarDialogs = typeof CalendarDialogsModule;

let dialogs: CalendarDialogs | null = null;
let loading: Promise<CalendarDialogs> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the calendar's dialogs once (a failed load is tried again on the next call). What was
 * opened before they came opens when they do.
 */
export function loadCalendarDialogs() {
  loading ??= import("./calendar-dialogs").then(
    (module) => {
      dialogs = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  loading.catch(() => {
    // Opening one again tries again.
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calendar's dialogs once loaded, null until then (and on the server, where all are closed). */
export function useCalendarDialogs(): CalendarDialogs | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => dialogs,
    () => null,
  );
  useEffect(() => {
    if (dialogs) return;
    if (typeof requestIdleCallback === "function") {
      const idle = requestIdleCallback(loadCalendarDialogs, { timeout: 4000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(loadCalendarDialogs, 1000);
    return () => clearTimeout(timer);
  }, []);
  return loaded;
}
