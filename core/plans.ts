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
  return new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-US", {
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

/** What a member's plan card shows (server/billing/plan-summary.server.ts builds it). */
export interface PlanSummary {
  tier: "free" | PaidPlan;
  status: string;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** given by an admin for a fixed time: it ends, nothing renews it, and there is no billing to manage */
  granted: boolean;
}
