import { describe, expect, it } from "vitest";
import { fillTemplate, parseTemplate } from "~/core/variables";
import { argumentProblems, promptArguments, valuesByPlaceholder } from "./prompt-arguments";

const CONTEXT = { locale: "en", today: "2026-03-14", name: "Ana", language: "en" } as const;

describe("prompt arguments", () => {
  it("names-each-variable-as-a-plain-unique-identifier", () => {
    expect(
      promptArguments("Write about [Tópico principal] for [audience], then [tópico  principal!]").map(
        ({ name, placeholder }) => ({ name, placeholder }),
      ),
    ).toEqual([
      { name: "topico_principal", placeholder: "Tópico principal" },
      { name: "audience", placeholder: "audience" },
      { name: "topico_principal_2", placeholder: "tópico  principal!" },
    ]);
  });

  it("describes-what-each-takes-and-whether-it-is-required-leaving-out-the-built-ins", () => {
    const args = promptArguments(
      "[tone: formal | friendly = friendly] [words: number 100..500] [launch: date] [notes?: long] [topic] [today] [my name]",
    );
    expect(args.map(({ name, description, required }) => ({ name, description, required }))).toEqual([
      {
        name: "tone",
        description: "Fills in [tone]: one of: formal, friendly. Default: friendly.",
        required: false,
      },
      { name: "words", description: "Fills in [words]: a number from 100 to 500.", required: true },
      { name: "launch", description: "Fills in [launch]: a date, YYYY-MM-DD.", required: true },
      {
        name: "notes",
        description:
          "Fills in [notes]: text, several lines allowed. Optional: left out, it is dropped from the text.",
        required: false,
      },
      { name: "topic", description: "Fills in [topic]: one line of text.", required: true },
    ]);
  });

  it("fills-the-text-by-argument-or-variable-name", () => {
    const text = "A post about [product name] for [audience].";
    const args = promptArguments(text);
    const { values, unknown } = valuesByPlaceholder(args, {
      product_name: "Café",
      audience: " ",
      extra: "x",
    });
    expect(fillTemplate(parseTemplate(text), values, CONTEXT)).toBe("A post about Café for [audience].");
    expect(unknown).toEqual(["extra"]);
  });

  it("says-what-is-wrong-with-the-values", () => {
    const args = promptArguments("[tone: formal | friendly] [words: number 100..500] [topic]");
    expect(argumentProblems(args, { tone: "loud", words: "9000", mood: "x" }, { requireAll: true })).toEqual([
      'Unknown argument "mood" (this prompt takes: tone, words, topic)',
      "tone: Choose one of: formal, friendly.",
      "words: Enter 500 or less.",
      "topic is required: Fills in [topic]: one line of text.",
    ]);
    expect(argumentProblems(args, { tone: "Formal" }, { requireAll: false })).toEqual([]);
  });
});
