import { useEffect, useRef, useState } from "react";

// After the browser gives up on a stream (the server answered with an error, or was unreachable),
// try again after these waits, then every 30 s; coming back online tries at once.
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Follows a server-sent event stream (chat support's): each named event's JSON goes to its handler.
 * The browser reconnects by itself after a drop, sending the last event id it saw; when it gives
 * up, this opens the stream again with `?after=` that id. `connected` is false while it is down.
 */
export function useLiveEvents(
  url: string | null,
  handlers: Record<string, (data: never) => void>,
  { after = 0 }: { after?: number } = {},
): { connected: boolean } {
  const [connected, setConnected] = useState(true);
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  const lastId = useRef(after);
  const names = Object.keys(handlers).sort().join(",");

  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const open = () => {
      clearTimeout(timer);
      source?.close();
      const address = new URL(url, window.location.href);
      if (lastId.current > 0) address.searchParams.set("after", String(lastId.current));
      const opened = new EventSource(address);
      source = opened;
      for (const name of names.split(",")) {
        opened.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          const id = Number(message.lastEventId);
          if (Number.isSafeInteger(id) && id > lastId.current) lastId.current = id;
          let data: unknown;
          try {
            data = JSON.parse(message.data);
          } catch {
            return;
          }
          current.current[name]?.(data as never);
        });
      }
      opened.onopen = () => {
        attempts = 0;
        setConnected(true);
      };
      opened.onerror = () => {
        setConnected(false);
        if (opened.readyState !== EventSource.CLOSED || stopped) return;
        timer = setTimeout(open, RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]);
      };
    };
    const online = () => {
      if (source?.readyState !== EventSource.OPEN) open();
    };
    open();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener("online", online);
    };
  }, [url, names]);

  return { connected };
}
