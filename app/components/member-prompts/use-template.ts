import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { parseTemplate, Template } from "~/core/variables";
import { importAgain } from "~/app/loading/import-again";

// The template grammar (core/variables.ts, about 3 KB of gzipped JavaScript) reads the prompt's
// text for the form's checks, its preview and its count of variables. The form does not load it
// with the page: the page's loader reads the text it starts with on the server, and the browser
// loads the grammar when it is first idle or when the prompt's text is first focused, well before
// the member has typed a bracket (docs/performance.md).

type Parse = typeof parseTemplate;

let parse: Parse | null = null;
let loading: Promise<Parse> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the grammar once; a failed load (offline) is tried again on the next call. */
export function loadTemplateParser(): Promise<Parse> {
  loading ??= importAgain(() => import("~/core/variables")).then(
    (module) => {
      parse = module.parseTemplate;
      for (const listener of listeners) listener();
      return parse;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The server renders the form in the same pass as its page.
if (import.meta.env.SSR) void loadTemplateParser();

/** An empty text's template, known without the grammar. */
const EMPTY: Template = { parts: [], variables: [], issues: [] };

/**
 * The text's template. `initial` is the template the server read for the text the form starts
 * with; until the grammar has loaded (the moment it takes to arrive), a text changed since shows
 * that template.
 */
export function useTemplate(text: string, initial: Template): Template {
  // Hydration renders what the server rendered: the initial text's template.
  const loaded = useSyncExternalStore(
    subscribe,
    () => parse,
    () => (import.meta.env.SSR ? parse : null),
  );
  useEffect(() => {
    if (parse) return;
    // Offline: the checks wait, and the server checks the text when it is sent.
    const load = () => void loadTemplateParser().catch(() => {});
    const idle =
      typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: 4000 }) : null;
    const timer = idle === null ? setTimeout(load, 1000) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);
  return useMemo(() => (loaded ? loaded(text) : text === "" ? EMPTY : initial), [loaded, text, initial]);
}
