import { describe, expect, it } from "vitest";
import { mondayOf } from "./weeks";

describe("mondayOf", () => {
  it("is the same Monday, at midnight UTC, for every day of a week", () => {
    for (const day of ["2026-11-23T00:00:00Z", "2026-11-25T13:45:00Z", "2026-11-29T23:59:59Z"]) {
      expect(mondayOf(new Date(day)).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    }
  });

  it("starts a new week on Monday", () => {
    expect(mondayOf(new Date("2026-11-30T00:00:01Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });
});
