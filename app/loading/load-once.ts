// The core of every "load this code later" helper in app/ (dialogs, tabs, the chat's and the
// locker's parts): a load done once and kept, and a failed load forgotten, so the next call asks
// again, and tried again by itself as soon as the browser is back online.

export interface LoadOnce<T> {
  /** what was loaded, or undefined until it has been */
  current: () => T | undefined;
  /** loads once; after a failure, the next call loads again */
  load: () => Promise<T>;
  /** starts the load without waiting for it */
  preload: () => void;
}

/** `onLoad` hears the loaded value once it is kept (`current()` returns it by then). */
export function loadOnce<T>(load: () => Promise<T>, onLoad?: (loaded: T) => void): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | null = null;
  let waitingForOnline = false;

  function retryWhenOnline() {
    // Offline, or a deploy replaced the file: the one who needs it asks again; meanwhile the first
    // moment the browser is back online tries once more.
    if (waitingForOnline || typeof window === "undefined") return;
    waitingForOnline = true;
    window.addEventListener(
      "online",
      () => {
        waitingForOnline = false;
        preload();
      },
      { once: true },
    );
  }

  function get(): Promise<T> {
    loading ??= load().then(
      (loaded) => {
        value = loaded;
        onLoad?.(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        retryWhenOnline();
        throw error;
      },
    );
    return loading;
  }

  function preload() {
    get().catch(() => {
      // Tried again when back online (above), or by the next call.
    });
  }

  return { current: () => value, load: get, preload };
}
