import { describe, expect, it } from "vitest";
import { chatLinks, fillPlaceholders, parsePlaceholders, promptSegments } from "~/core/placeholders";

const prompt = "Write a post about [product] for [audience]. Mention [product] twice.";

describe("placeholders", () => {
  it("lists each placeholder once, in order", () => {
    expect(parsePlaceholders(prompt)).toEqual(["product", "audience"]);
    expect(parsePlaceholders("No blanks here.")).toEqual([]);
  });

  it("fills every occurrence and leaves empty ones in brackets", () => {
    expect(fillPlaceholders(prompt, { product: "Promptário", audience: "  " })).toBe(
      "Write a post about Promptário for [audience]. Mention Promptário twice.",
    );
  });

  it("handles accented Portuguese names", () => {
    expect(
      fillPlaceholders("Crie um plano para [nome do negócio].", { "nome do negócio": "Padaria Pão Quente" }),
    ).toBe("Crie um plano para Padaria Pão Quente.");
  });

  it("splits text and placeholders for the preview", () => {
    expect(promptSegments("A [b] c")).toEqual([
      { kind: "text", text: "A " },
      { kind: "placeholder", name: "b" },
      { kind: "text", text: " c" },
    ]);
  });

  it("ignores brackets that span lines or nest", () => {
    expect(parsePlaceholders("[a\nb] and [[x]]")).toEqual(["x"]);
  });

  it("puts the filled text in the ChatGPT and Claude links", () => {
    const links = chatLinks("Hello & [name]");
    expect(links.find((l) => l.name === "ChatGPT")?.href).toBe(
      "https://chatgpt.com/?q=Hello%20%26%20%5Bname%5D",
    );
    expect(links.find((l) => l.name === "Claude")?.href).toContain("claude.ai/new?q=Hello%20%26");
    expect(links.find((l) => l.name === "Gemini")?.carriesText).toBe(false);
  });

  it("treats typed variables as blanks by name for the tools not on the typed form yet", () => {
    const typed = "A [tone: formal | friendly = friendly] note for [launch: date][extra?] by [my name].";
    expect(parsePlaceholders(typed)).toEqual(["tone", "launch", "extra", "my name"]);
    expect(promptSegments(typed).filter((segment) => segment.kind === "placeholder")).toHaveLength(4);
    expect(fillPlaceholders(typed, { launch: "2026-05-01" })).toBe(
      "A friendly note for 2026-05-01 by [my name].",
    );
  });
});
