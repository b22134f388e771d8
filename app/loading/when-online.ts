import { lazy, type ComponentType } from "react";

/**
 * `load`, tried again each time the browser comes back online until it succeeds: the promise
 * never rejects in the browser. On the server (where a failed import is a bug) it rejects.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  if (import.meta.env.SSR) return load();
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener("online", () => resolve(loadWhenOnline(load)), { once: true });
      }),
  );
}

/** `React.lazy` whose failed load waits for the connection instead of breaking the page. */
// The same bound as React.lazy's own, so a component of any props fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadWhenOnline(load));
}

/** Loads the page waits for before it says it is ready (the parts that load as it hydrates). */
const beforeReady = new Set<Promise<unknown>>();

/** Counts `loading` among what the page waits for before it is ready. */
export function awaitBeforeReady(loading: Promise<unknown>) {
  beforeReady.add(loading);
  void loading.then(() => beforeReady.delete(loading));
}

/**
 * Settles once every part that loads as the page hydrates has its code, so the page answers
 * every click (the root marks the page hydrated after it).
 */
export async function loadsBeforeReady(): Promise<void> {
  while (beforeReady.size > 0) await Promise.all(beforeReady);
}
