import { describe, expect, it } from "vitest";
import { dayInZone, nextWeekly, zonedInstant } from "./zoned-time";

describe("zoned time", () => {
  it("eight-in-the-morning-is-the-zone's-eight", () => {
    expect(zonedInstant("2026-03-09", 8, 0, "America/Sao_Paulo").toISOString()).toBe(
      "2026-03-09T11:00:00.000Z",
    );
    expect(zonedInstant("2026-03-09", 8, 0, "Asia/Tokyo").toISOString()).toBe("2026-03-08T23:00:00.000Z");
    expect(zonedInstant("2026-03-09", 8, 0, "UTC").toISOString()).toBe("2026-03-09T08:00:00.000Z");
  });

  it("follows-daylight-saving-on-both-sides-of-the-change", () => {
    // New York moves its clocks forward on 2026-03-08 at 02:00.
    expect(zonedInstant("2026-03-07", 8, 0, "America/New_York").toISOString()).toBe(
      "2026-03-07T13:00:00.000Z",
    );
    expect(zonedInstant("2026-03-08", 8, 0, "America/New_York").toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    );
  });

  it("names-the-day-in-the-zone", () => {
    const instant = new Date("2026-03-09T02:00:00Z");
    expect(dayInZone(instant, "America/Sao_Paulo")).toBe("2026-03-08");
    expect(dayInZone(instant, "Europe/Lisbon")).toBe("2026-03-09");
  });

  it("finds-the-next-monday-at-eight", () => {
    // 2026-03-09 is a Monday.
    const after = new Date("2026-03-09T10:59:00Z");
    expect(nextWeekly(1, 8, 0, "America/Sao_Paulo", after).toISOString()).toBe("2026-03-09T11:00:00.000Z");
    expect(nextWeekly(1, 8, 0, "America/Sao_Paulo", new Date("2026-03-09T11:00:00Z")).toISOString()).toBe(
      "2026-03-16T11:00:00.000Z",
    );
  });
});
