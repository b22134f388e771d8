import { describe, expect, it } from "vitest";
import {
  CalendarEntryCreateSchema,
  isCalendarDay,
  isCalendarMonth,
  isTimeZone,
  monthBounds,
  shiftDay,
  shiftMonth,
} from "./calendar";

describe("calendar days and months", () => {
  it("accepts-only-real-days-written-yyyy-mm-dd", () => {
    expect(["2026-03-09", "2028-02-29", "2000-01-01", "2100-12-31"].every(isCalendarDay)).toBe(true);
    expect(
      [
        "2026-02-29",
        "2026-04-31",
        "2026-13-01",
        "2026-3-9",
        "09/03/2026",
        "1999-12-31",
        "2101-01-01",
        "2026-03-09T00:00",
      ].some(isCalendarDay),
    ).toBe(false);
    expect(isCalendarMonth("2026-03")).toBe(true);
    expect(["2026-13", "2026-00", "2026", "2026-03-01"].some(isCalendarMonth)).toBe(false);
  });

  it("bounds-a-month-inclusively-and-steps-across-years", () => {
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftDay("2026-02-28", 1)).toBe("2026-03-01");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("takes-one-prompt-of-either-kind", () => {
    expect(CalendarEntryCreateSchema.safeParse({ promptId: 3, date: "2026-03-09" }).success).toBe(true);
    expect(
      CalendarEntryCreateSchema.safeParse({
        lockerPromptId: "8f0a3c1e-2b4d-4c6e-8a0b-1c2d3e4f5a6b",
        date: "2026-03-09",
      }).success,
    ).toBe(true);
    expect(
      CalendarEntryCreateSchema.safeParse({
        promptId: 3,
        lockerPromptId: "8f0a3c1e-2b4d-4c6e-8a0b-1c2d3e4f5a6b",
        date: "2026-03-09",
      }).success,
    ).toBe(false);
    expect(CalendarEntryCreateSchema.safeParse({ promptId: 3, date: "2026-02-30" }).success).toBe(false);
  });

  it("knows-iana-time-zones", () => {
    expect(isTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("'; drop table")).toBe(false);
  });
});
