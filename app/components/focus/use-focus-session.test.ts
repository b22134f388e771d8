import { describe, expect, it } from "vitest";
import { same } from "./use-focus-session";

describe("a focus session's saved values", () => {
  it("are the same whatever order the server gives their keys", () => {
    // jsonb gives a sub-task back as id, done, text.
    const typed = [{ id: "a1", text: "Outline the story", done: true }];
    const stored = [{ id: "a1", done: true, text: "Outline the story" }];
    expect(same(typed, stored)).toBe(true);
    expect(same(3, 3)).toBe(true);
  });

  it("differ when a value does", () => {
    expect(
      same([{ id: "a1", text: "Outline", done: true }], [{ id: "a1", done: false, text: "Outline" }]),
    ).toBe(false);
    expect(same([{ id: "a1" }, { id: "b2" }], [{ id: "b2" }, { id: "a1" }])).toBe(false);
    expect(same("Great", "Good")).toBe(false);
  });
});
