import { readCookie } from "./locale";
import { numberFormat } from "./intl";

/** Plans and prices: Brazil pays in reais, everyone else in US dollars. */
export const PAID_PLANS = ["creator", "legend"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type Country = "BR" | "US";
export type Currency = "BRL" | "USD";

/** Monthly prices in the currency's minor unit (centavos, cents). */
export const PRICES: Record<PaidPlan, Record<Currency, number>> = {
  creator: { BRL: 2990, USD: 900 },
  legend: { BRL: 6900, USD: 1900 },
};

export function currencyFor(country: Country): Currency {
  return country === "BR" ? "BRL" : "USD";
}

export function isPaidPlan(value: unknown): value is PaidPlan {
  return value === "creator" || value === "legend";
}

/** "R$ 29,90" / "$9" — whole dollars without cents, reais always with them. */
export function formatPrice(amountMinor: number, currency: Currency, locale: "en" | "pt"): string {
  const whole = amountMinor % 100 === 0;
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: currency === "USD" && whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/** Country from the browser (the pricing page can change it): BR for a Brazilian language or time zone, else US. */
export function countryFrom(languageTag: string | null | undefined, timeZone?: string | null): Country {
  if (languageTag?.toLowerCase().startsWith("pt-br") || languageTag?.toLowerCase() === "pt") return "BR";
  if (
    timeZone &&
    /^America\/(Sao_Paulo|Fortaleza|Recife|Bahia|Belem|Manaus|Cuiaba|Campo_Grande|Porto_Velho|Boa_Vista|Rio_Branco|Araguaina|Maceio|Santarem|Noronha|Eirunepe)$/.test(
      timeZone,
    )
  ) {
    return "BR";
  }
  return "US";
}

/** Where a visitor's choice of prices ("Prices for") is remembered, by /pricing and every upsell. */
export const COUNTRY_COOKIE = "country";
/** The browser's time zone, written before first paint (app/components/layout/preferences.ts). */
export const TIME_ZONE_COOKIE = "tz";

/** The browser's time zone from its cookie, when it is one Intl knows; else null. */
export function timeZoneFromRequest(request: Request): string | null {
  const zone = readCookie(request.headers.get("cookie"), TIME_ZONE_COOKIE);
  if (!zone || zone.length > 64) return null;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

export function isCountry(value: unknown): value is Country {
  return value === "BR" || value === "US";
}

/**
 * The prices a request sees, the same everywhere (the plans page, every upgrade button and the
 * checkout): `?country=`, else the visitor's remembered choice, else Brazil for a Brazilian
 * language or the browser's Brazilian time zone, else the United States.
 */
export function countryFromRequest(request: Request): Country {
  const explicit = new URL(request.url).searchParams.get("country");
  if (isCountry(explicit)) return explicit;
  const cookies = request.headers.get("cookie");
  const remembered = readCookie(cookies, COUNTRY_COOKIE);
  if (isCountry(remembered)) return remembered;
  const language = request.headers.get("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return countryFrom(language, readCookie(cookies, TIME_ZONE_COOKIE));
}

/** What a member's plan card shows (server/billing/plan-summary.server.ts builds it). */
export interface PlanSummary {
  tier: "free" | PaidPlan;
  status: string;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** given by an admin for a fixed time: it ends, nothing renews it, and there is no billing to manage */
  granted: boolean;
}
