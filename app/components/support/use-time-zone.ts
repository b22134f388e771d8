import { useSyncExternalStore } from "react";
import type { Locale } from "~/core/locale";
import { dateFormat } from "~/core/intl";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The reader's time zone: on the server (and while hydrating) the one saved in their settings,
 * else UTC; then the browser's own, so times read as on the reader's clock.
 */
export function useTimeZone(saved: string | null): string {
  return useSyncExternalStore(subscribe, browserZone, () => saved ?? "UTC");
}

/** A message's time, e.g. "May 7, 3:05 PM" / "7 de mai., 15:05", in `timeZone`. */
export function formatMessageTime(iso: string, locale: Locale, timeZone: string): string {
  return dateFormat(locale, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}
