import type { Locale } from "./locale";

/** The language tag Intl formats a locale with. */
export function intlLocale(locale: Locale): string {
  return locale === "pt" ? "pt-BR" : "en-US";
}

/**
 * Intl formatters, made once per language and options: building one costs about a hundred times
 * more than formatting with it (80 µs against under 1 µs on this machine), and a page that made one
 * per row (a month's days on /analytics, each notification) spent milliseconds of every render on
 * them, on the server and again while hydrating.
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.PluralRules;
const made = new Map<string, Formatter>();

function once<F extends Formatter>(
  kind: string,
  locale: Locale,
  options: object,
  make: (tag: string) => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key) as F | undefined;
  if (!format) {
    format = make(intlLocale(locale));
    made.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once("date", locale, options, (tag) => new Intl.DateTimeFormat(tag, options));

export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once("number", locale, options, (tag) => new Intl.NumberFormat(tag, options));

export const listFormat = (locale: Locale, options: Intl.ListFormatOptions): Intl.ListFormat =>
  once("list", locale, options, (tag) => new Intl.ListFormat(tag, options));

export const pluralRules = (locale: Locale): Intl.PluralRules =>
  once("plural", locale, {}, (tag) => new Intl.PluralRules(tag));
