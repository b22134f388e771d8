import { useEffect, useSyncExternalStore } from "react";

/**
 * Code a page needs only when the member opens something (a dialog, a sheet), loaded once the page
 * is idle, or at the latest when it is asked for (`preload` on pointing, focus or press). Loading it
 * while idle keeps it opening at once, and opening offline on a page loaded before the connection
 * dropped. A failed load is tried again when the browser is back online, and on the next `preload`.
 */
export function idleModule<Module>(importModule: () => Promise<Module>) {
  let module: Module | null = null;
  let loading: Promise<Module> | null = null;
  let retryWhenOnline = false;
  const listeners = new Set<() => void>();

  function load(): Promise<Module> {
    loading ??= importModule().then(
      (loaded) => {
        module = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        if (!retryWhenOnline && typeof window !== "undefined") {
          retryWhenOnline = true;
          window.addEventListener(
            "online",
            () => {
              retryWhenOnline = false;
              preload();
            },
            { once: true },
          );
        }
        throw error;
      },
    );
    return loading;
  }

  function preload() {
    load().catch(() => {
      // Tried again when back online, or when asked for again.
    });
  }

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
      () => module,
      () => null,
    );
    useEffect(() => {
      if (module) return;
      if (typeof requestIdleCallback === "function") {
        const idle = requestIdleCallback(preload, { timeout: 4000 });
        return () => cancelIdleCallback(idle);
      }
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }, []);
    return loaded;
  }

  return { load, preload, useModule };
}
