import type { Locale } from "~/core/locale";
import { formatMessage, type MessageVars } from "~/core/messages/format-message";
import type { MessageKey } from "~/core/messages/en";

export type { MessageKey };
export type Messages = Partial<Record<MessageKey, string>>;

// The server registers both languages at start (entry.server); a browser loads only the language
// of the page (entry.client, before hydrating) and another one when the reader switches, so a page
// never ships the messages of a language it does not show (docs/performance.md). An area with many
// messages of its own (the admin dashboard) ships them with its route's code instead, both
// languages, through provideAreaMessages.
const core: Partial<Record<Locale, Messages>> = {};
const areas: Partial<Record<Locale, Messages>> = {};
/** core and areas together, one object per change so useSyncExternalStore sees a new snapshot */
const catalogs: Partial<Record<Locale, Messages>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};
const listeners = new Set<() => void>();

function publish(locale: Locale) {
  const loaded = core[locale];
  if (loaded) catalogs[locale] = { ...loaded, ...areas[locale] };
  listeners.forEach((listener) => listener());
}

export function provideMessages(locale: Locale, messages: Messages) {
  core[locale] = messages;
  publish(locale);
}

/** An area's messages in both languages, registered when its route's module loads. */
export function provideAreaMessages(messages: Record<Locale, Messages>) {
  for (const locale of Object.keys(messages) as Locale[]) {
    areas[locale] = { ...areas[locale], ...messages[locale] };
    publish(locale);
  }
}

/** A language's messages, or undefined while the browser has not loaded them. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return catalogs[locale];
}

/** Loads a language's messages once; resolves at once when they are already here. */
export function loadMessages(locale: Locale): Promise<void> {
  if (core[locale]) return Promise.resolve();
  loading[locale] ??= (
    locale === "pt"
      ? import("~/core/messages/pt").then((m) => m.pt)
      : import("~/core/messages/en").then((m) => m.en)
  ).then(
    (messages) => provideMessages(locale, messages),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/** For useSyncExternalStore: a language's messages arriving. */
export function subscribeMessages(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type TranslateVars = MessageVars;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/**
 * Translates in `locale`. While that language is still loading (data arrived in a language the
 * browser has not loaded yet), it answers in the loaded one and starts loading the other.
 */
export function translator(locale: Locale, messages = catalogs[locale]): Translate {
  let shown = locale;
  if (!messages) {
    loadMessages(locale).catch((error: unknown) => console.error(error));
    shown = catalogs.en ? "en" : "pt";
    messages = catalogs[shown];
  }
  // A count's words follow the language the message is written in (format-message.ts).
  return (key, vars) => formatMessage(shown, messages?.[key] ?? key, vars);
}
