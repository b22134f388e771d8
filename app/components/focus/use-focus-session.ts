import { useCallback, useEffect, useRef, useState } from "react";
import { FOCUS_AUTOSAVE_MS, type FocusPatch } from "~/core/forms/focus";
import type { FocusSession } from "~/server/focus/focus.server";

/**
 * "saving" from the first keystroke until the server has it (the 1 s of quiet is part of saving);
 * "failed" only when a save did not reach the server: it is kept in the tab and tried again.
 */
export type SaveState = "saved" | "saving" | "failed" | "conflict";
type Change = Omit<FocusPatch, "version" | "addPrompt">;

const RETRY_MS = 3_000;
const storageKey = (id: string) => `promptario.focus.pending.${id}`;

/** Edits not yet confirmed by the server, kept in the tab until they are (a reload must not lose them). */
function readStored(id: string): { version: number; change: Change } | null {
  try {
    const raw = sessionStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as { version: number; change: Change }) : null;
  } catch {
    return null;
  }
}
function writeStored(id: string, version: number, change: Change) {
  try {
    if (Object.keys(change).length)
      sessionStorage.setItem(storageKey(id), JSON.stringify({ version, change }));
    else sessionStorage.removeItem(storageKey(id));
  } catch {
    // Private mode without storage: the keepalive save on leaving still runs.
  }
}

/**
 * Whether two values are equal as the server keeps them: PostgreSQL's jsonb orders an object's keys
 * its own way (a sub-task comes back as id, done, text), so keys are compared in one order.
 */
export const same = (a: unknown, b: unknown) =>
  JSON.stringify(inKeyOrder(a)) === JSON.stringify(inKeyOrder(b));

function inKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inKeyOrder);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, inKeyOrder(item)]),
  );
}

/** Whether the server's session already holds every edit of `change`. */
const holds = (latest: FocusSession, change: Change) =>
  Object.entries(change).every(([field, value]) => same(latest[field as keyof FocusSession], value));

/** The session as the server holds it now. */
async function readLatest(id: string): Promise<FocusSession> {
  return ((await (await fetch(`/api/v1/focus/${id}`)).json()) as { session: FocusSession }).session;
}

/**
 * The session on screen, saved after 1 s of quiet (FOCUS_AUTOSAVE_MS) with the version last seen. Edits wait
 * in the tab's storage until the server has them, and leaving the page sends them at once, so a
 * reload loses nothing; a failed save is retried; a save refused as stale loads the newer version
 * instead of overwriting it.
 */
export function useFocusSession(initial: FocusSession) {
  const [session, setSession] = useState(initial);
  const [state, setState] = useState<SaveState>("saved");
  const pending = useRef<Change>({});
  const version = useRef(initial.version);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);

  const send = useCallback(
    async function save(keepalive = false): Promise<void> {
      clearTimeout(timer.current);
      const change = pending.current;
      if (Object.keys(change).length === 0) return;
      if (inFlight.current) {
        // One save at a time, in order: this one follows when the other is answered.
        timer.current = setTimeout(() => void save(keepalive), 200);
        return;
      }
      pending.current = {};
      inFlight.current = true;
      setState("saving");
      try {
        const response = await fetch(`/api/v1/focus/${initial.id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...change, version: version.current }),
          keepalive,
        });
        if (response.status === 409) {
          const latest = await readLatest(initial.id);
          version.current = latest.version;
          setSession(latest);
          // Our own edits already there (sent as the page was left): nothing was overwritten.
          setState(holds(latest, change) ? "saved" : "conflict");
          writeStored(initial.id, version.current, pending.current);
          return;
        }
        if (!response.ok) throw new Error(String(response.status));
        const saved = ((await response.json()) as { session: FocusSession }).session;
        version.current = saved.version;
        writeStored(initial.id, version.current, pending.current);
        const more = Object.keys(pending.current).length > 0;
        setState(more ? "saving" : "saved");
        if (more) timer.current = setTimeout(() => void save(), FOCUS_AUTOSAVE_MS);
      } catch {
        // Not lost: merged back under anything typed since, and tried again.
        pending.current = { ...change, ...pending.current };
        setState("failed");
        timer.current = setTimeout(() => void save(), RETRY_MS);
      } finally {
        inFlight.current = false;
      }
    },
    [initial.id],
  );

  const change = useCallback(
    (next: Change) => {
      setSession((current) => ({ ...current, ...next }));
      pending.current = { ...pending.current, ...next };
      writeStored(initial.id, version.current, pending.current);
      setState("saving");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), FOCUS_AUTOSAVE_MS);
    },
    [send, initial.id],
  );

  // Back after a reload: edits the server did not confirm are shown again and sent.
  useEffect(() => {
    const stored = readStored(initial.id);
    if (!stored) return;
    if (stored.version !== initial.version) {
      // The server moved on (the save on leaving arrived): the page shows what it has.
      writeStored(initial.id, initial.version, {});
      return;
    }
    change(stored.change);
  }, [initial.id, initial.version, change]);

  /**
   * A prompt sent from the box: saved at once, with pending edits, and the box emptied. A failure
   * throws and leaves the box as it was, its text still waiting to be saved, and the pending edits
   * are tried again as an autosave would. Refused as stale because the save on leaving the last
   * page arrived after this one was read, it goes on top of the newer version when that holds our
   * edits already.
   */
  const addPrompt = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      if (inFlight.current) await new Promise((resolve) => setTimeout(resolve, 200));
      const change = pending.current;
      pending.current = {};
      inFlight.current = true;
      const patch = () =>
        fetch(`/api/v1/focus/${initial.id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...change, workingPrompt: "", addPrompt: text, version: version.current }),
        });
      let conflicted = false;
      try {
        let response = await patch();
        if (response.status === 409) {
          const latest = await readLatest(initial.id);
          version.current = latest.version;
          // The box's text is the prompt being sent: only the other edits must already be there.
          const { workingPrompt: _box, ...others } = change;
          if (!holds(latest, others)) {
            setSession((current) => ({ ...latest, workingPrompt: current.workingPrompt }));
            setState("conflict");
            conflicted = true;
            throw new Error("The session changed in another tab");
          }
          response = await patch();
        }
        if (!response.ok) throw new Error(String(response.status));
        const saved = ((await response.json()) as { session: FocusSession }).session;
        version.current = saved.version;
        writeStored(initial.id, version.current, pending.current);
        setSession((current) => ({
          ...current,
          lastPrompts: saved.lastPrompts,
          workingPrompt: pending.current.workingPrompt ?? "",
        }));
        setState(Object.keys(pending.current).length > 0 ? "saving" : "saved");
        if (Object.keys(pending.current).length > 0)
          timer.current = setTimeout(() => void send(), FOCUS_AUTOSAVE_MS);
      } catch (error) {
        pending.current = { ...change, ...pending.current };
        writeStored(initial.id, version.current, pending.current);
        // The edits that went with the prompt are not left waiting: saved as an autosave would.
        if (!conflicted && Object.keys(pending.current).length > 0) {
          setState("failed");
          timer.current = setTimeout(() => void send(), RETRY_MS);
        }
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [initial.id, send],
  );

  // Leaving or hiding the page sends what is pending, even on a fast close.
  useEffect(() => {
    const flush = () => void send(true);
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(timer.current);
    };
  }, [send]);

  const flush = useCallback(() => send(), [send]);
  /** Tries a failed save again now, instead of at the next automatic attempt. */
  const retry = useCallback(() => void send(), [send]);
  return { session, state, change, addPrompt, flush, retry };
}
