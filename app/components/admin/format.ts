import type { Locale } from "~/core/locale";

const tag = (locale: Locale) => (locale === "pt" ? "pt-BR" : "en-US");

// Dates are shown in UTC, so the server's page and the browser's agree on every character.
export function formatDate(iso: string | null, locale: Locale): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(tag(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale)).format(value);
}
