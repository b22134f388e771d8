import { useSyncExternalStore } from "react";
import { intlLocale, type Locale } from "~/core/locale";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The reader's time zone: on the server (and while hydrating) the one saved in their settings,
 * else UTC; then the browser's own, so times read as on the reader's clock.
 */
export function useTimeZone(saved: string | null): string {
  return useSyncExternalStore(subscribe, browserZone, () => saved ?? "UTC");
}

// Made once per language and zone: building an Intl formatter costs far more than formatting with it.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A message's time, e.g. "May 7, 3:05 PM" / "7 de mai., 15:05", in `timeZone`. */
export function formatMessageTime(iso: string, locale: Locale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
