import { useEffect, useSyncExternalStore } from "react";
import { loadOnce } from "~/app/loading/load-once";

/**
 * Code a page needs only when the member opens something (a dialog, a sheet), loaded once the page
 * is idle, or at the latest when it is asked for (`preload` on pointing, focus or press). Loading it
 * while idle keeps it opening at once, and opening offline on a page loaded before the connection
 * dropped. A failed load is tried again when the browser is back online, and on the next `preload`.
 */
export function idleModule<Module>(importModule: () => Promise<Module>) {
  const listeners = new Set<() => void>();
  const once = loadOnce(importModule, () => listeners.forEach((listener) => listener()));

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** The module once loaded; null until then, and on the server. Starts loading when idle. */
  function useModule(): Module | null {
    const loaded = useSyncExternalStore(
      subscribe,
      () => once.current() ?? null,
      () => null,
    );
    useEffect(() => {
      if (once.current()) return;
      if (typeof requestIdleCallback === "function") {
        const idle = requestIdleCallback(once.preload, { timeout: 4000 });
        return () => cancelIdleCallback(idle);
      }
      const timer = setTimeout(once.preload, 1000);
      return () => clearTimeout(timer);
    }, []);
    return loaded;
  }

  return { load: once.load, preload: once.preload, useModule };
}
