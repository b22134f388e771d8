import { describe, expect, it } from "vitest";
import type { FocusSession } from "./focus.server";
import { focusCause, focusOfflineAnswer } from "./recommendation.server";

const session = (over: Partial<FocusSession>): FocusSession => ({
  id: "00000000-0000-4000-8000-000000000000",
  title: "Quarterly report",
  subTasks: [{ id: "a", text: "Check the numbers", done: false }],
  lastPrompts: [],
  workingPrompt: "",
  mood: "smile",
  attention: 5,
  version: 1,
  createdAt: "2030-01-01T10:00:00.000Z",
  updatedAt: "2030-01-01T10:00:00.000Z",
  endedAt: null,
  ...over,
});

describe("the cause I lost focus names", () => {
  it("a-low-mood-with-high-attention-is-blamed-on-the-mood-not-the-attention", () => {
    expect(focusCause({ mood: "sad", attention: 8 })).toBe("sad");
    const advice = focusOfflineAnswer(session({ mood: "sad", attention: 8 }), "en").at(-1)!;
    expect(advice).toContain("You are feeling down");
    expect(advice).not.toContain("attention is low");
    expect(focusOfflineAnswer(session({ mood: "sleepy", attention: 9 }), "pt").at(-1)).toContain(
      "Você está com sono",
    );
  });

  it("low-attention-is-named-whatever-the-mood", () => {
    expect(focusCause({ mood: "grin", attention: 2 })).toBe("low-attention");
    expect(focusCause({ mood: "sleepy", attention: 3 })).toBe("low-attention");
    expect(focusOfflineAnswer(session({ mood: "grin", attention: 2 }), "en").at(-1)).toContain(
      "Your attention is low (2/10)",
    );
  });

  it("good-attention-and-a-good-mood-get-a-long-block-and-the-middle-gets-the-plain-advice", () => {
    expect(focusCause({ mood: "smile", attention: 8 })).toBe("high-attention");
    expect(focusOfflineAnswer(session({ attention: 8 }), "pt").at(-1)).toContain(
      "Sua atenção está boa (8/10)",
    );
    expect(focusCause({ mood: "neutral", attention: 5 })).toBe("none");
  });
});
