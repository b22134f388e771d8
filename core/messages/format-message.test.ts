import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message";
import { en } from "./en";
import { pt } from "./pt";
import { lockerEn } from "./locker.en";
import { lockerPt } from "./locker.pt";

describe("counts in messages", () => {
  it("says one and many the English way", () => {
    expect(formatMessage("en", en["categories.results"], { count: 1 })).toBe("1 prompt");
    expect(formatMessage("en", en["categories.results"], { count: 2 })).toBe("2 prompts");
    expect(formatMessage("en", en["categories.results"], { count: 0 })).toBe("0 prompts");
    expect(formatMessage("en", en["categories.results"], { count: 1234 })).toBe("1,234 prompts");
  });

  it("says one and many the Brazilian way, where zero takes the singular", () => {
    const remaining = "{count, plural, one {Falta # lacuna} other {Faltam # lacunas}}";
    expect(formatMessage("pt", remaining, { count: 1 })).toBe("Falta 1 lacuna");
    expect(formatMessage("pt", remaining, { count: 3 })).toBe("Faltam 3 lacunas");
    expect(formatMessage("pt", pt["categories.results"], { count: 1234 })).toBe("1.234 prompts");
    expect(formatMessage("pt", pt["categories.results"], { count: 0 })).toBe("0 prompt");
  });

  it("never writes a singular number with plural words in an import report", () => {
    const report = { skipped: 1, projects: 1 };
    expect(formatMessage("pt", lockerPt["locker.import.report"], report)).toBe(
      "1 duplicata exata ignorada, 1 projeto novo.",
    );
    expect(formatMessage("en", lockerEn["locker.import.report"], report)).toBe(
      "1 exact duplicate skipped, 1 new project.",
    );
    expect(formatMessage("pt", lockerPt["locker.import.report"], { skipped: 4, projects: 2 })).toBe(
      "4 duplicatas exatas ignoradas, 2 projetos novos.",
    );
  });

  it("keeps other placeholders inside and around a plural", () => {
    expect(formatMessage("en", en["category.count"], { count: 1 })).toBe("1 prompt in this category");
    expect(
      formatMessage("en", "{day}, {n, plural, one {# item by {who}} other {# items}}", {
        day: "Mon",
        n: 1,
        who: "Ana",
      }),
    ).toBe("Mon, 1 item by Ana");
  });

  it("lets an exact number win over the language's category", () => {
    const message = "{count, plural, =0 {Nothing yet} one {# thing} other {# things}}";
    expect(formatMessage("pt", message, { count: 0 })).toBe("Nothing yet");
    expect(formatMessage("pt", message, { count: 1 })).toBe("1 thing");
  });

  it("leaves a plural it has no number for as written", () => {
    const message = "{count, plural, one {# thing} other {# things}}";
    expect(formatMessage("en", message)).toBe(message);
  });
});
