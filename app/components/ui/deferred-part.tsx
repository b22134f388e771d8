import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from "react";
import { awaitBeforeReady, loadWhenOnline } from "~/app/loading/when-online";

// Parts of a page whose code is not loaded with the page (docs/performance.md, decision 0005): on
// the prompt page, the community's sections, the report dialog and "Make my version" (loaded when
// the page is idle), and what only some members see, such as the author's owner bar (loaded as the
// page hydrates). The server renders them as before. While a part's code is missing, React keeps
// the server's HTML of that part as it is (a Suspense boundary left dehydrated) and hydrates the
// rest of the page. An idle part's code loads when the browser is first idle, or at the first sign
// of use (pointing, touching, a key, the focus), whichever comes first. A click on a part before
// its code has come is held and done again once it has. On a page reached by a link in the
// browser, a part loads at once and shows when it has come.
//
// A load that fails (offline, or a deploy replaced the file) never reaches the page's error
// boundary: the server's HTML stays, and the part tries again when the browser is back online.

interface Part<P> {
  /** what matches the part's outermost element in the server's HTML, to hold a click on it */
  region: string;
  /** loaded as the page hydrates, not when it is idle */
  eager: boolean;
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
  if (part.loading) return part.loading;
  const loading = loadWhenOnline(part.load).then((component) => (part.loaded = component));
  part.loading = loading;
  if (part.eager && !import.meta.env.SSR) {
    awaitBeforeReady(loading);
  }
  return loading;
}

const subscribeNothing = () => () => {};

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * A component whose code loads after the page's (see above). `region` matches the part's
 * outermost element in the server's HTML (an attribute it already has). `when` says when its code
 * loads in the browser: once the page is idle or used (the default), or as the page hydrates, for
 * a part the member is likely to use at once. On the server the code is imported when the page's
 * module loads, so the part renders in the same pass as the page.
 */
export function deferredPart<P extends object>(
  region: string,
  load: () => Promise<ComponentType<P>>,
  { when = "idle" }: { when?: "idle" | "hydrating" } = {},
): ComponentType<P> {
  const part: Part<P> = {
    region,
    eager: when === "hydrating",
    load,
    loaded: null,
    loading: null,
    gated: null,
    waiting: false,
    held: null,
  };
  if (import.meta.env.SSR) void loadPart(part);
  else {
    parts.add(part as Part<never>);
    // The page's module is evaluated before React hydrates: a part the server rendered starts
    // loading now, so the root knows of it before it marks the page ready (React may hydrate a
    // Suspense boundary's content after the root's effects have run).
    if (part.eager && document.querySelector(region)) void loadPart(part);
  }

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
      const gated = hydrating && !opened && !part.eager;
      use(gated ? (part.gated ??= gate.then(() => loadPart(part))) : loadPart(part));
    }
    return <Hydrated {...props} />;
  }

  function DeferredPart(props: P) {
    // True only while React hydrates the server's HTML; kept for the part's life, so the part
    // knows it was rendered by the server.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    const [fromServer] = useState(hydrating);
    useEffect(listen, []);
    // The same element while the props are the same: React gives up the server's HTML of a part
    // not hydrated yet as soon as that part is rendered again (and shows nothing until its code
    // is here), so a render of the page that changes nothing here must not reach it.
    const last = useRef<{ props: P; element: ReactElement } | null>(null);
    if (!last.current || !sameProps(last.current.props, props)) {
      last.current = {
        props,
        element: (
          <Suspense fallback={null}>
            <Waiting props={props} hydrating={fromServer} />
          </Suspense>
        ),
      };
    }
    return last.current.element;
  }
  return DeferredPart;
}
