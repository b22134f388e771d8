import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "~/core/placeholders";
import { promptArguments, valuesByPlaceholder } from "./prompt-arguments";

describe("prompt arguments", () => {
  it("names-each-placeholder-as-a-plain-unique-identifier", () => {
    expect(
      promptArguments("Write about [Tópico principal] for [audience], then [tópico  principal!]"),
    ).toEqual([
      { name: "topico_principal", placeholder: "Tópico principal" },
      { name: "audience", placeholder: "audience" },
      { name: "topico_principal_2", placeholder: "tópico  principal!" },
    ]);
  });

  it("fills-the-text-by-argument-name-or-placeholder", () => {
    const text = "A post about [product name] for [audience].";
    const args = promptArguments(text);
    expect(fillPlaceholders(text, valuesByPlaceholder(args, { product_name: "Café", audience: " " }))).toBe(
      "A post about Café for [audience].",
    );
  });
});
