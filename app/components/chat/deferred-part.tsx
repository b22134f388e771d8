import { useEffect, useRef, useState, type ComponentType } from "react";
import { loadOnce } from "~/app/loading/load-once";

// The chat's and focus mode's dialogs (the prompt picker with its fill-in form and plan change,
// rename, move, delete, the history's session) are closed when the page loads, and together weigh
// more than the rest of the page's own code. So each loads when the page is first idle, or at the
// latest when it is wanted (opened, or its button pointed at or focused), and renders from then on.
// Loading when idle keeps a dialog opening at once, and opening offline on a page loaded online.

export interface DeferredPart<P extends object> {
  /** Renders the part once its code has loaded (nothing before); `wanted` loads it at once. */
  Part: ComponentType<P & { wanted: boolean; onUnavailable?: () => void }>;
  /** Starts loading the part (on pointer or focus intent); a failed load is tried again later. */
  preload: () => void;
}

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const part = loadOnce(load);
  function Part({ wanted, onUnavailable, ...props }: P & { wanted: boolean; onUnavailable?: () => void }) {
    // Nothing on the server and at hydration, so the first render matches the server's HTML.
    const [component, setComponent] = useState<ComponentType<P> | null>(null);
    const unavailable = useRef(onUnavailable);
    useEffect(() => {
      unavailable.current = onUnavailable;
    });
    useEffect(() => {
      if (component) return;
      const loaded = part.current();
      if (loaded) {
        setComponent(() => loaded);
        return;
      }
      let live = true;
      const show = () =>
        part.load().then(
          (next) => live && setComponent(() => next),
          // Offline before the page was ever idle: the part stays closed; the next opening tries again.
          () => live && wanted && unavailable.current?.(),
        );
      if (wanted) {
        void show();
        return () => {
          live = false;
        };
      }
      // Offline, a load would fail (and the browser may remember the failure): wait until wanted.
      const whenIdle = () => {
        if (navigator.onLine) void show();
      };
      if (typeof requestIdleCallback === "function") {
        const idle = requestIdleCallback(whenIdle, { timeout: 4000 });
        return () => {
          live = false;
          cancelIdleCallback(idle);
        };
      }
      const timer = setTimeout(whenIdle, 1000);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [component, wanted]);
    if (!component) return null;
    const Loaded = component;
    return <Loaded {...(props as P)} />;
  }

  return { Part, preload: part.preload };
}
