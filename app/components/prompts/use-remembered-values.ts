import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";
import type { Locale } from "~/core/locale";
import { fittingValues, type Variable } from "~/core/variables";
import type { VariableValues } from "./variable-form";

type Change = (current: VariableValues) => VariableValues;

/**
 * Why the values are not kept on the account: no connection (they are sent again once the browser
 * is back online, so there is nothing to retry by hand), the server's own failure (Retry), or a
 * refusal it meant.
 */
export type KeepFailure = { waitingForConnection: true } | ActionFailure | { refused: string };

/** How long after the last keystroke a member's values are sent to be kept. */
const KEEP_DELAY_MS = 800;

const storageKey = (promptId: number | string, language: Locale) =>
  `promptario:values:${promptId}:${language}`;

// A visitor's values, in memory first (so the fields work where storage is turned off or full),
// copied to localStorage so that the next visit finds them.
const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(key: string): string | null {
  if (!memory.has(key)) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key);
    } catch {
      // Storage turned off: nothing was kept.
    }
    memory.set(key, stored);
  }
  return memory.get(key) ?? null;
}

function write(key: string, raw: string | null) {
  memory.set(key, raw);
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
  } catch {
    // Storage full or turned off: the values last as long as the page.
  }
  for (const listener of listeners) listener();
}

function read(raw: string | null): VariableValues {
  if (!raw) return {};
  try {
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/**
 * A visitor's values for a prompt, kept in this browser (localStorage, per prompt and language).
 * The server's page, and so the hydration, shows the defaults; the kept values come in right after.
 */
function useDeviceValues(promptId: number | string, language: Locale, defaults: VariableValues) {
  const key = storageKey(promptId, language);
  const raw = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => null,
  );
  const values = useMemo(() => (raw === null ? defaults : { ...defaults, ...read(raw) }), [raw, defaults]);
  const setValues = useCallback(
    (change: Change) => {
      const current = { ...defaults, ...read(snapshot(key)) };
      const next = change(current);
      const same = Object.keys({ ...defaults, ...next }).every(
        (name) => (next[name] ?? "") === (defaults[name] ?? ""),
      );
      write(key, same ? null : JSON.stringify(next));
    },
    [key, defaults],
  );
  return { values, setValues, failure: null, retry: () => {} };
}

/**
 * A member's values for a prompt: they start from what the page's loader found kept on the account,
 * and each change is sent there (PUT /api/v1/prompts/{id}/values) a moment after the last keystroke,
 * or at once when the page is left. A request that gets no answer keeps everything on screen and
 * says so, with Retry (docs/decisions/0009).
 */
function useAccountValues(
  promptId: number | string,
  language: Locale,
  variables: readonly Variable[],
  initial: VariableValues,
) {
  const [values, setState] = useState(initial);
  const [failure, setFailure] = useState<KeepFailure | null>(null);
  const latest = useRef(values);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** a send failed for want of a connection: the next "online" sends again */
  const waiting = useRef(false);

  const send = useCallback(
    async (keepalive = false) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      let response: Response;
      try {
        response = await fetch(`/api/v1/prompts/${promptId}/values`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          // Only what fits is kept: a value that does not fit yet stays on screen only.
          body: JSON.stringify({ language, values: fittingValues(variables, latest.current) }),
          keepalive,
        });
      } catch (error) {
        const failure = actionFailureOf(error) ?? { actionFailure: "server" };
        if (failure.actionFailure === "offline") {
          setFailure({ waitingForConnection: true });
          waiting.current = true;
        } else {
          setFailure(failure);
        }
        return;
      }
      if (response.ok) setFailure(null);
      else if (response.status >= 500) setFailure({ actionFailure: "server" });
      else {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setFailure({ refused: body?.error ?? String(response.status) });
      }
    },
    [promptId, language, variables],
  );

  const setValues = useCallback(
    (change: Change) => {
      setState((current) => {
        const next = change(current);
        latest.current = next;
        return next;
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), KEEP_DELAY_MS);
    },
    [send],
  );

  useEffect(() => {
    const online = () => {
      if (!waiting.current) return;
      waiting.current = false;
      void send();
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [send]);

  // Leaving the page (or the tab) sends what is still waiting.
  useEffect(() => {
    const flush = () => {
      if (timer.current) void send(true);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [send]);

  return { values, setValues, failure, retry: () => void send() };
}

/**
 * The values of a prompt's fill-in form, remembered for next time: on the account for a member
 * (`kept` is what the loader found there), in this browser for a visitor.
 */
export function useRememberedValues({
  promptId,
  language,
  variables,
  defaults,
  kept,
}: {
  /** a library prompt's id; a locker prompt's is its uuid, kept in this browser only */
  promptId: number | string;
  /** the language of the prompt's text: the variables' names depend on it */
  language: Locale;
  variables: readonly Variable[];
  defaults: VariableValues;
  /** a member's kept values; null for a visitor */
  kept: VariableValues | null;
}) {
  const account = useAccountValues(promptId, language, variables, { ...defaults, ...kept });
  const device = useDeviceValues(promptId, language, defaults);
  return kept !== null ? account : device;
}
