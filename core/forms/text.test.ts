import { describe, expect, it } from "vitest";
import { isWellFormedText, wellFormedString } from "./text";

describe("well-formed text", () => {
  it("refuses-nul-and-lone-surrogates-and-keeps-emoji", () => {
    expect(isWellFormedText("Olá 😀 [produto]")).toBe(true);
    expect(isWellFormedText("a\0b")).toBe(false);
    expect(isWellFormedText("half \uD83D emoji")).toBe(false);
    expect(isWellFormedText("\uDE00 reversed \uD83D")).toBe(false);
    expect(wellFormedString().max(5).safeParse("😀😀").success).toBe(true);
    expect(wellFormedString("bad").safeParse("\uD800").error?.issues[0]?.message).toBe("bad");
  });
});
