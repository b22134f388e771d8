import { isLocale, type Locale } from "~/core/locale";
import { formatMessage, type MessageVars } from "~/core/messages/format-message";
import type { MessageKey } from "~/core/messages/en";
import { importAgain } from "~/app/loading/import-again";
import { loadWhenOnline } from "~/app/loading/when-online";

export type { MessageKey };
export type Messages = Partial<Record<MessageKey, string>>;

// The server registers every message of both languages at start (entry.server); a browser loads
// only the language of the page (entry.client, before hydrating) and another one when the reader
// switches, so a page never ships the messages of a language it does not show (docs/performance.md).
// An area with messages of its own (the chat, the admin dashboard…) loads them with its module, in
// the page's language only, through provideAreaMessages.
const core: Partial<Record<Locale, Messages>> = {};
const areas: Partial<Record<Locale, Messages>> = {};
/** core and areas together, one object per change so useSyncExternalStore sees a new snapshot */
const catalogs: Partial<Record<Locale, Messages>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};
const listeners = new Set<() => void>();

/** One area file's loader, from import.meta.glob: every export of the file is a set of messages. */
type AreaModule = Record<string, Messages>;
type AreaLoader = () => Promise<unknown>;
/** The areas a page's modules asked for, per language: each loaded once. */
const areaLoaders: Record<Locale, AreaLoader[]> = { en: [], pt: [] };
const areaLoads = new Map<AreaLoader, Promise<Messages>>();
const areaLoaded = new Set<AreaLoader>();

function publish(locale: Locale) {
  const loaded = core[locale];
  if (loaded) catalogs[locale] = { ...loaded, ...areas[locale] };
  listeners.forEach((listener) => listener());
}

export function provideMessages(locale: Locale, messages: Messages) {
  core[locale] = messages;
  publish(locale);
}

/** Every area's messages of a language at once (the server, which answers in both). */
export function provideEveryAreaMessages(locale: Locale, messages: Messages) {
  areas[locale] = { ...areas[locale], ...messages };
  publish(locale);
}

function loadArea(load: AreaLoader): Promise<Messages> {
  let loaded = areaLoads.get(load);
  if (!loaded) {
    loaded = importAgain(load).then(
      (module) => {
        areaLoaded.add(load);
        return Object.assign({}, ...Object.values(module as AreaModule)) as Messages;
      },
      (error: unknown) => {
        areaLoads.delete(load);
        throw error;
      },
    );
    areaLoads.set(load, loaded);
  }
  return loaded;
}

async function loadAreas(loaders: AreaLoader[]): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(loaders.map(loadArea)))) as Messages;
}

function localeOfFile(file: string): Locale | null {
  const match = /\.(en|pt)\.ts$/.exec(file);
  return match ? (match[1] as Locale) : null;
}

/**
 * An area's messages, given as `import.meta.glob("/core/messages/{chat,projects}.{en,pt}.ts")`,
 * for a module to await at its top level: in the browser it resolves once the page's language is
 * loaded (so the module's components render with their words, and the page hydrates as the server
 * rendered it), and the other language loads only when the reader switches. On the server every
 * area is already there (entry.server).
 */
export async function provideAreaMessages(files: Record<string, AreaLoader>): Promise<void> {
  const browser = typeof document !== "undefined";
  const shown = browser ? document.documentElement.dataset.locale : undefined;
  const page: Locale = isLocale(shown) ? shown : "en";
  const mine: AreaLoader[] = [];
  for (const [file, load] of Object.entries(files)) {
    const locale = localeOfFile(file);
    if (!locale) throw new Error(`${file} is not a messages file of one language (name.en.ts, name.pt.ts)`);
    if (!areaLoaders[locale].includes(load)) areaLoaders[locale].push(load);
    if (locale === page) mine.push(load);
  }
  if (!browser) return;
  // Offline (a part of the page loading after it went offline): the module waits for the
  // connection rather than failing, so it never stays failed in the browser's memory.
  const loaded = await loadWhenOnline(() => loadAreas(mine));
  // Read after the wait: other modules' areas may have arrived meanwhile.
  areas[page] = { ...areas[page], ...loaded };
  publish(page);
}

/** A language's messages, or undefined while the browser has not loaded them. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return catalogs[locale];
}

/**
 * Loads a language's messages once, with those of every area the page has asked for, and shows them
 * together; resolves at once when they are already here.
 */
export function loadMessages(locale: Locale): Promise<void> {
  const missing = areaLoaders[locale].filter((load) => !areaLoaded.has(load));
  const loaded = core[locale];
  if (loaded && missing.length === 0) return Promise.resolve();
  loading[locale] ??= Promise.all([
    loaded ??
      (locale === "pt"
        ? importAgain(() => import("~/core/messages/pt")).then((m) => m.pt)
        : importAgain(() => import("~/core/messages/en")).then((m) => m.en)),
    loadAreas(missing),
  ]).then(
    ([messages, areaMessages]) => {
      delete loading[locale];
      areas[locale] = { ...areas[locale], ...areaMessages };
      provideMessages(locale, messages);
    },
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
  return (key, vars) => {
    const message = messages?.[key];
    if (message !== undefined || shown !== locale || typeof document === "undefined") {
      return formatMessage(shown, message ?? key, vars);
    }
    // An area of this page not loaded in this language yet (the language changed by a link): the
    // other language's words for that moment, and this one's once they arrive.
    loadMessages(locale).catch((error: unknown) => console.error(error));
    const otherLocale: Locale = locale === "en" ? "pt" : "en";
    const other = catalogs[otherLocale]?.[key];
    return other === undefined ? key : formatMessage(otherLocale, other, vars);
  };
}
