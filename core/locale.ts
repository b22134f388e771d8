import { dateFormat, intlLocale } from "./intl";

export const LOCALES = ["en", "pt"] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGE_COOKIE = "language";
export const LANGUAGE_STORAGE_KEY = "language";
export const THEME_STORAGE_KEY = "theme";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "pt";
}

/** Portuguese when the language tag starts with "pt", otherwise English. */
export function localeFromLanguageTag(tag: string | null | undefined): Locale {
  return tag?.trim().toLowerCase().startsWith("pt") ? "pt" : "en";
}

/** The first language of an Accept-Language header decides, as `navigator.language` does in the browser. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return localeFromLanguageTag(ranked[0]?.tag);
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined; // a malformed value is no value, never an error
    }
  }
  return undefined;
}

/**
 * The server's choice: an explicit `?lang=` (the URLs that hreflang and the sitemap point to), the
 * remembered `language` cookie, else the browser's Accept-Language.
 */
export function localeFromRequest(request: Request): Locale {
  const explicit = new URL(request.url).searchParams.get("lang");
  if (isLocale(explicit)) return explicit;
  const remembered = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return localeFromAcceptLanguage(request.headers.get("accept-language"));
}

export function htmlLang(locale: Locale): string {
  return locale === "pt" ? "pt-BR" : "en";
}

// Intl's tag for a locale lives with the formatters (./intl); pages import it from here too.
export { intlLocale };

/** Dates in long form (year, month name, day), e.g. "May 1, 2025" / "1 de maio de 2025". */
export function formatLongDate(date: Date | string, locale: Locale): string {
  const value = typeof date === "string" ? new Date(date.length === 10 ? `${date}T12:00:00Z` : date) : date;
  return dateFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    value,
  );
}
