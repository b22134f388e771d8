// Chromium remembers a module file that failed to load (offline, or a deploy replaced it) as failed
// for as long as the page lives: importing the same address again fails at once, without asking
// the network. The same file under another query string is a new address, which it fetches. A file
// the failed one imports that failed too stays failed until the page is loaded again, so nothing is
// asked for while the browser says it is offline.

/** Per address that failed: the import of it under a new address, once one is on its way. */
const again = new Map<string, { attempt: number; loading: Promise<unknown> | null }>();

/** The imports that succeeded once, by the text of their call. */
const imported = new Set<string>();

/** Failures an `importAgain` has already answered (a module imported inside another one). */
const answered = new WeakSet<object>();

/** The address of the module an import failed on, as the browser's error names it. */
function failedAddress(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  return /\bhttps?:\/\/\S+?\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * `importModule()` (a call of `import()`), asking the network again when the browser only
 * remembers an earlier failure. Written at the call: `importAgain(() => import("./part"))`.
 */
export async function importAgain<Module>(importModule: () => Promise<Module>): Promise<Module> {
  // Offline, the browser would remember the failure of this file and of every file it imports, so
  // a module never loaded is not asked for; one loaded before is answered from the browser's
  // memory, offline too. (Each call site writes its own `() => import("…")`: its text names it.)
  const call = importModule.toString();
  if (
    !import.meta.env.SSR &&
    typeof navigator !== "undefined" &&
    navigator.onLine === false &&
    !imported.has(call)
  ) {
    throw new TypeError("Offline: the module was not asked for");
  }
  try {
    const module = await importModule();
    imported.add(call);
    return module;
  } catch (error) {
    const address = failedAddress(error);
    // A failure that reached here through an inner import names the inner module, not this one.
    if (address === null || import.meta.env.SSR || answered.has(error as object)) throw error;
    const state = again.get(address) ?? { attempt: 0, loading: null };
    again.set(address, state);
    if (!state.loading) {
      state.attempt += 1;
      const loading = import(/* @vite-ignore */ `${address}?attempt=${state.attempt}`);
      state.loading = loading;
      // Failed again: the next call tries yet another address.
      loading.catch(() => {
        if (state.loading === loading) state.loading = null;
      });
    }
    try {
      const module = (await state.loading) as Module;
      imported.add(call);
      return module;
    } catch (failure) {
      if (typeof failure === "object" && failure !== null) answered.add(failure);
      throw failure;
    }
  }
}
