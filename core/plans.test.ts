import { describe, expect, it } from "vitest";
import { countryFrom, countryFromRequest, formatPrice, PRICES } from "./plans";

describe("prices", () => {
  it("formats the Brazilian prices in reais", () => {
    expect(formatPrice(PRICES.creator.BRL, "BRL", "pt")).toBe("R$\u00a029,90");
    expect(formatPrice(PRICES.legend.BRL, "BRL", "pt")).toBe("R$\u00a069,00");
  });

  it("formats the dollar prices without cents", () => {
    expect(formatPrice(PRICES.creator.USD, "USD", "en")).toBe("$9");
    expect(formatPrice(PRICES.legend.USD, "USD", "en")).toBe("$19");
    expect(formatPrice(PRICES.legend.USD, "USD", "pt")).toBe("US$\u00a019");
  });
});

describe("country", () => {
  it("is BR for Brazilian Portuguese or a Brazilian time zone, else US", () => {
    expect(countryFrom("pt-BR")).toBe("BR");
    expect(countryFrom("en-US", "America/Sao_Paulo")).toBe("BR");
    expect(countryFrom("pt-PT", "Europe/Lisbon")).toBe("US");
    expect(countryFrom("en-GB", "Europe/London")).toBe("US");
    expect(countryFrom(null)).toBe("US");
  });

  it("reads a request: ?country=, then the remembered choice, then language and time zone", () => {
    const request = (url: string, headers: Record<string, string> = {}) =>
      new Request(`http://localhost${url}`, { headers });
    expect(countryFromRequest(request("/pricing?country=BR", { "accept-language": "en-US" }))).toBe("BR");
    expect(countryFromRequest(request("/pricing?country=XX", { "accept-language": "pt-BR,pt;q=0.9" }))).toBe(
      "BR",
    );
    expect(countryFromRequest(request("/pricing", { cookie: "country=US; tz=America%2FSao_Paulo" }))).toBe(
      "US",
    );
    expect(countryFromRequest(request("/pricing", { cookie: "tz=America%2FSao_Paulo" }))).toBe("BR");
    expect(countryFromRequest(request("/pricing", { "accept-language": "pt-BR;q=0.8", cookie: "x=1" }))).toBe(
      "BR",
    );
    expect(
      countryFromRequest(request("/pricing", { "accept-language": "en-US", cookie: "tz=%E0%A4%A" })),
    ).toBe("US");
    expect(countryFromRequest(request("/pricing"))).toBe("US");
  });
});
