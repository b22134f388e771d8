import { useCallback, useMemo, useSyncExternalStore } from "react";

type Values = Record<string, string>;

const storageKey = (promptId: number) => `promptario:filled:${promptId}`;

// What this tab holds, in memory first (so the fields work where storage is turned off or full),
// copied to sessionStorage so that a reload finds it.
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
      stored = sessionStorage.getItem(key);
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
    if (raw === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, raw);
  } catch {
    // Storage full or turned off: the values last as long as the page.
  }
  for (const listener of listeners) listener();
}

function parse(raw: string | null, names: readonly string[]): Values {
  if (!raw) return {};
  try {
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== "object") return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => names.includes(entry[0]) && typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/**
 * What the member typed into a prompt's blanks, kept for the tab's session (sessionStorage, per
 * prompt) so a reload or a visit to another page does not lose it, while a shared computer does
 * not keep it for the next person. The server's page, and so the hydration, has empty fields; the
 * kept values come in right after.
 */
export function useFilledValues(promptId: number, names: readonly string[]) {
  const key = storageKey(promptId);
  const raw = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => null,
  );
  const values = useMemo(() => parse(raw, names), [raw, names]);

  const setValues = useCallback(
    (change: Values | ((current: Values) => Values)) => {
      const current = parse(snapshot(key), names);
      const next = typeof change === "function" ? change(current) : change;
      const kept = Object.entries(next).filter(([, value]) => value !== "");
      write(key, kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null);
    },
    [key, names],
  );

  return [values, setValues] as const;
}
