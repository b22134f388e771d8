import type { Locale } from "~/core/locale";
import { dateFormat, numberFormat } from "~/core/intl";

// Dates are shown in UTC, so the server's page and the browser's agree on every character.
export function formatDate(iso: string | null, locale: Locale): string {
  if (!iso) return "—";
  return dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return `${dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}
