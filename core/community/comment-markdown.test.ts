import { describe, expect, it } from "vitest";
import { parseComment } from "./comment-markdown";

describe("a comment's small markdown", () => {
  it("keeps-markup-as-text", () => {
    expect(parseComment("<script>alert(1)</script> <b>hi</b>")).toEqual([
      { kind: "text", text: "<script>alert(1)</script> <b>hi</b>" },
    ]);
  });

  it("reads-inline-code-links-and-line-breaks", () => {
    expect(
      parseComment("Use `{{topic}}`\nsee [the guide](https://example.com/a?b=1) or https://x.org/p."),
    ).toEqual([
      { kind: "text", text: "Use " },
      { kind: "code", text: "{{topic}}" },
      { kind: "break" },
      { kind: "text", text: "see " },
      { kind: "link", text: "the guide", href: "https://example.com/a?b=1" },
      { kind: "text", text: " or " },
      { kind: "link", text: "https://x.org/p", href: "https://x.org/p" },
      { kind: "text", text: "." },
    ]);
  });

  it("never-links-a-script-or-data-address", () => {
    for (const body of ["[x](javascript:alert(1))", "[x](data:text/html,hi)", "javascript:alert(1)"]) {
      expect(parseComment(body).every((piece) => piece.kind === "text")).toBe(true);
    }
  });

  it("leaves-an-unclosed-backtick-or-bracket-as-written", () => {
    expect(parseComment("a `b [c](d")).toEqual([{ kind: "text", text: "a `b [c](d" }]);
  });
});
