import { useCallback, useRef, useState } from "react";
import { useLiveEvents } from "~/app/components/support/use-live-events";

/** What the team's support stream says (server/support/streams.server.ts). */
export type DeskEvent =
  | { type: "ready" | "resync"; unread?: number }
  | { type: "message"; data: { message: unknown; conversation: unknown; unread: number } }
  | { type: "conversation"; data: { conversation: unknown; unread: number } }
  | { type: "typing"; data: { conversationId: number } };

export interface DeskFeed {
  /** open conversations with a member's message no admin has seen, kept live */
  unread: number;
  connected: boolean;
  /** hears every event until the returned function is called */
  listen(listener: (event: DeskEvent) => void): () => void;
}

/**
 * The admin dashboard's one stream of chat support, open on every tab so the Support tab's count
 * stays live; the Support tab listens to it for the rest.
 */
export function useDeskFeed(initialUnread: number, enabled: boolean): DeskFeed {
  const [unread, setUnread] = useState(initialUnread);
  // The page's loader counted again (a navigation): its count is the newest.
  const [counted, setCounted] = useState(initialUnread);
  if (counted !== initialUnread) {
    setCounted(initialUnread);
    setUnread(initialUnread);
  }
  const listeners = useRef(new Set<(event: DeskEvent) => void>());
  const emit = (event: DeskEvent) => {
    for (const listener of listeners.current) listener(event);
  };
  const { connected } = useLiveEvents(enabled ? "/api/v1/admin/support/events" : null, {
    ready: (data: { unread: number }) => {
      setUnread(data.unread);
      emit({ type: "ready", unread: data.unread });
    },
    resync: () => emit({ type: "resync" }),
    message: (data: { message: unknown; conversation: unknown; unread: number }) => {
      setUnread(data.unread);
      emit({ type: "message", data });
    },
    conversation: (data: { conversation: unknown; unread: number }) => {
      setUnread(data.unread);
      emit({ type: "conversation", data });
    },
    typing: (data: { conversationId: number }) => emit({ type: "typing", data }),
  });
  const listen = useCallback((listener: (event: DeskEvent) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  return { unread, connected, listen };
}
