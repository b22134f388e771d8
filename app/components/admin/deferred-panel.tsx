import { use, type ComponentType } from "react";
import { loadOnce } from "~/app/loading/load-once";

/**
 * A part of the dashboard whose code loads when it is first shown, or earlier through `preload`.
 * Once loaded it renders at once, with no Suspense on the way (unlike React.lazy, which suspends
 * once even for code already here): the page preloads the chosen tab before it hydrates, so that
 * tab hydrates with the rest of the page and the server's HTML never gives way to a fallback.
 * Until then it suspends; after a failed load, the next render tries again.
 */
export function deferredPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
  const panel = loadOnce(load);
  function DeferredPanel(props: P) {
    const Panel = panel.current() ?? use(panel.load());
    return <Panel {...props} />;
  }
  return { Panel: DeferredPanel, preload: panel.load };
}
