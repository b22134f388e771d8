import { Suspense, use, useEffect, useLayoutEffect, useSyncExternalStore, type ComponentType } from "react";

// Parts of the prompt page a reader does not need in order to read it (the community's sections,
// the report dialog, "Make my version") are rendered by the server as before, but their code is
// not loaded with the page (docs/performance.md, decision 0005). While it is missing, React keeps
// the server's HTML of that part as it is (a Suspense boundary left dehydrated) and hydrates the
// rest of the page. The code loads when the browser is first idle, or at the first sign of use
// (pointing, touching, a key, the focus), whichever comes first; a click on a part before its code
// has come is held and done again once it has. On a page reached by a link in the browser, a part
// loads at once and shows when it has come.

interface Part<P> {
  /** what matches the part's outermost element in the server's HTML, to hold a click on it */
  region: string;
  load: () => Promise<ComponentType<P>>;
  loaded: ComponentType<P> | null;
  loading: Promise<ComponentType<P>> | null;
  /** the load that waits for the page to be idle or used */
  gated: Promise<ComponentType<P>> | null;
  /** rendered dehydrated, its code not here yet */
  waiting: boolean;
  /** a click held until the part is hydrated */
  held: HTMLElement | null;
}

let opened = false;
let openGate = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = () => {
    opened = true;
    resolve();
  };
});

const parts = new Set<Part<never>>();
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  const open = () => {
    for (const type of INTENT) document.removeEventListener(type, open, true);
    openGate();
  };
  for (const type of INTENT) document.addEventListener(type, open, { capture: true, passive: true });
  if (typeof requestIdleCallback === "function") requestIdleCallback(open, { timeout: 3000 });
  else setTimeout(open, 500);
  // Before React's own listener (on the document): React drops a click on a part it has not
  // hydrated yet, so the click is held here and done again once the part is hydrated.
  window.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      for (const part of parts) {
        if (!part.waiting) continue;
        const region = event.target.closest(part.region);
        if (!region) continue;
        const target = event.target.closest<HTMLElement>("a, button, summary, label, input") ?? null;
        // A click that does nothing on the server's HTML (text, a heading) needs no holding.
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        part.held = target;
        openGate();
        return;
      }
    },
    true,
  );
}

function loadPart<P>(part: Part<P>): Promise<ComponentType<P>> {
  part.loading ??= part.load().then(
    (component) => (part.loaded = component),
    // Offline, or a deploy replaced the file: the server's HTML stays, and the next time the
    // browser is back online the part tries again.
    () =>
      new Promise<ComponentType<P>>((resolve) => {
        window.addEventListener(
          "online",
          () => {
            part.loading = null;
            resolve(loadPart(part));
          },
          { once: true },
        );
      }),
  );
  return part.loading;
}

const subscribeNothing = () => () => {};

/**
 * A component whose code loads after the page's (see above). `region` matches the part's
 * outermost element in the server's HTML (an attribute it already has). On the server the code is
 * imported when the page's module loads, so the part renders in the same pass as the page.
 */
export function deferredPart<P extends object>(
  region: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part: Part<P> = {
    region,
    load,
    loaded: null,
    loading: null,
    gated: null,
    waiting: false,
    held: null,
  };
  if (import.meta.env.SSR) void loadPart(part);
  else parts.add(part as Part<never>);

  function Hydrated(props: P) {
    const Component = part.loaded!;
    useLayoutEffect(() => {
      part.waiting = false;
      const held = part.held;
      part.held = null;
      held?.click();
    }, []);
    return <Component {...props} />;
  }

  function Waiting({ props, hydrating }: { props: P; hydrating: boolean }) {
    if (!part.loaded) {
      part.waiting = hydrating;
      use(hydrating && !opened ? (part.gated ??= gate.then(() => loadPart(part))) : loadPart(part));
    }
    return <Hydrated {...props} />;
  }

  function DeferredPart(props: P) {
    // True only while React hydrates the server's HTML.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    useEffect(listen, []);
    return (
      <Suspense fallback={null}>
        <Waiting props={props} hydrating={hydrating} />
      </Suspense>
    );
  }
  return DeferredPart;
}
