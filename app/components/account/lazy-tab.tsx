import { memo, Suspense, use, type ComponentType } from "react";
import { loadOnce } from "~/app/loading/load-once";

/**
 * A settings tab's panels in a chunk of their own, loaded when the tab is shown rather than with the
 * page. At hydration the server's HTML of the tab stays on screen until its chunk has arrived (the
 * Suspense boundary hydrates then); a tab chosen later is shown by the router's transition, which keeps
 * the previous tab until the chunk is here. `preload()` starts the chunk early (the tab hovered,
 * focused or chosen). A chunk that failed to load (offline) goes to the route's error boundary, as the
 * tab's loader would, and is asked for again when the tab is next chosen.
 *
 * The panel is memoised: it only renders again when its own props change, not whenever the page
 * above it does (messages arriving re-render the page, and an update would make React give up the
 * server's HTML of a boundary that is still waiting for its code).
 */
export function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>) {
  const tab = loadOnce(load);
  function Loaded(props: P) {
    // Once here, rendered without suspending again (`use` of a settled promise suspends once).
    const Panel = tab.current() ?? use(tab.load());
    return <Panel {...props} />;
  }

  const Tab = memo(function LazyTab(props: P) {
    return (
      <Suspense fallback={<div className="min-h-64" aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  });
  return Object.assign(Tab, {
    /** The chunk, for a page to wait for before it hydrates (settings.tsx). */
    ready: (): Promise<unknown> => tab.load(),
    preload: tab.preload,
  });
}
