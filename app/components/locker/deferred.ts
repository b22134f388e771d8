import { useCallback, useReducer } from "react";
import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";
import { loadOnce, type LoadOnce } from "~/app/loading/load-once";

/**
 * A part of the locker that only an interaction needs (a dialog, the import), loaded on the first
 * sign of that interaction instead of with the page. Unlike `React.lazy`, a load that fails (the
 * member went offline before using it) is forgotten, so Retry loads it again.
 */
export type Deferred<T> = Pick<LoadOnce<T>, "current" | "load">;

export const deferred: <T>(importer: () => Promise<T>) => Deferred<T> = loadOnce;

/** Starts loading without waiting: a failure here is said by the use that follows, if any. */
export function preload(...parts: Deferred<unknown>[]) {
  for (const part of parts) part.load().catch(() => undefined);
}

/**
 * `withPart(part, use, failed)` runs `use` once `part` is loaded (at once when it already is) and
 * renders again so the loaded module can be drawn; `failed` hears why a load did not happen.
 */
export function useDeferredParts() {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  return useCallback(
    <T>(part: Deferred<T>, use: (module: T) => void, failed: (failure: ActionFailure) => void) => {
      const ready = part.current();
      if (ready) return use(ready);
      part.load().then(
        (module) => {
          loaded();
          use(module);
        },
        (error: unknown) => failed(actionFailureOf(error) ?? { actionFailure: "offline" }),
      );
    },
    [],
  );
}
