import { describe, expect, it } from "vitest";
import { formatLongDate, localeFromAcceptLanguage, localeFromRequest } from "./locale";

describe("language detection", () => {
  it("chooses Portuguese for any pt tag and English otherwise", () => {
    expect(localeFromAcceptLanguage("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(localeFromAcceptLanguage("pt-PT")).toBe("pt");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR,pt;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
  });

  it("honours q-values when the header is not in order", () => {
    expect(localeFromAcceptLanguage("en;q=0.4, pt-BR;q=0.9")).toBe("pt");
  });

  it("prefers the remembered language cookie over the browser", () => {
    const request = new Request("http://localhost/", {
      headers: { "accept-language": "en-US", cookie: "theme=dark; language=pt" },
    });
    expect(localeFromRequest(request)).toBe("pt");
  });

  it("ignores a cookie with an unknown language", () => {
    const request = new Request("http://localhost/", {
      headers: { "accept-language": "pt-BR", cookie: "language=de" },
    });
    expect(localeFromRequest(request)).toBe("pt");
  });
});

describe("long dates", () => {
  it("formats in pt-BR and en-US", () => {
    expect(formatLongDate("2025-05-01", "en")).toBe("May 1, 2025");
    expect(formatLongDate("2025-05-01", "pt")).toBe("1 de maio de 2025");
  });
});
