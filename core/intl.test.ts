import { describe, expect, it } from "vitest";
import { dateFormat, listFormat, numberFormat } from "./intl";

describe("Intl formatters", () => {
  it("are made once per language and options", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
    expect(dateFormat("en", options)).toBe(dateFormat("en", { ...options }));
    expect(dateFormat("pt", options)).not.toBe(dateFormat("en", options));
    expect(dateFormat("en", { ...options, dateStyle: "long" })).not.toBe(dateFormat("en", options));
    expect(numberFormat("pt")).toBe(numberFormat("pt", {}));
  });

  it("format in the language's own way", () => {
    const day = new Date("2026-03-09T12:00:00Z");
    expect(dateFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe("March 9, 2026");
    expect(dateFormat("pt", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe("9 de março de 2026");
    expect(numberFormat("pt").format(1234.5)).toBe("1.234,5");
    expect(numberFormat("en").format(1234.5)).toBe("1,234.5");
    expect(listFormat("pt", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b e c");
  });
});
