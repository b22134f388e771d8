import { describe, expect, it } from "vitest";
import { isWithinSupportHours, localSupportHours, nextSupportOpening } from "./support-hours";

// Intl puts a narrow no-break space before AM/PM in recent ICU versions.
const plain = (value: string) => value.replace(/\s/g, " ");

describe("localSupportHours", () => {
  it("is 10am to 6pm in São Paulo while New York is on daylight time", () => {
    const hours = localSupportHours("en", new Date("2025-05-07T15:00:00Z"), "America/Sao_Paulo");
    expect(plain(hours.opens)).toBe("10:00 AM");
    expect(plain(hours.closes)).toBe("6:00 PM");
    expect([hours.fromDay, hours.toDay]).toEqual(["Monday", "Friday"]);
    expect(hours.zone).toBe("Brasilia Standard Time");
  });

  it("is 11h to 19h in São Paulo in the northern winter, in Portuguese", () => {
    const hours = localSupportHours("pt", new Date("2025-01-08T15:00:00Z"), "America/Sao_Paulo");
    expect([hours.opens, hours.closes]).toEqual(["11:00", "19:00"]);
    expect([hours.fromDay, hours.toDay]).toEqual(["segunda-feira", "sexta-feira"]);
  });

  it("moves the days when the hours cross midnight", () => {
    const hours = localSupportHours("en", new Date("2025-05-07T15:00:00Z"), "Asia/Tokyo");
    expect(plain(hours.opens)).toBe("10:00 PM");
    expect(plain(hours.closes)).toBe("6:00 AM");
    expect([hours.fromDay, hours.toDay]).toEqual(["Monday", "Saturday"]);
  });

  it("is 9 to 5 in New York on a Sunday too", () => {
    const hours = localSupportHours("en", new Date("2025-11-02T20:00:00Z"), "America/New_York");
    expect([plain(hours.opens), plain(hours.closes)]).toEqual(["9:00 AM", "5:00 PM"]);
  });
});

describe("isWithinSupportHours", () => {
  it("follows New York's clock through daylight saving", () => {
    // 9:00 in New York is 13:00 UTC in summer (EDT) and 14:00 UTC in winter (EST).
    expect(isWithinSupportHours(new Date("2025-05-07T13:00:00Z"))).toBe(true);
    expect(isWithinSupportHours(new Date("2025-05-07T12:59:00Z"))).toBe(false);
    expect(isWithinSupportHours(new Date("2025-01-08T13:30:00Z"))).toBe(false);
    expect(isWithinSupportHours(new Date("2025-01-08T14:00:00Z"))).toBe(true);
    // 17:00 closes: 21:00 UTC in summer.
    expect(isWithinSupportHours(new Date("2025-05-07T20:59:00Z"))).toBe(true);
    expect(isWithinSupportHours(new Date("2025-05-07T21:00:00Z"))).toBe(false);
  });

  it("is closed at the weekend, even when it is a weekday elsewhere", () => {
    // Saturday 10:00 in New York; Sunday 23:00 in New York is Monday in Tokyo.
    expect(isWithinSupportHours(new Date("2025-05-10T14:00:00Z"))).toBe(false);
    expect(isWithinSupportHours(new Date("2025-05-12T03:00:00Z"))).toBe(false);
  });
});

describe("nextSupportOpening", () => {
  it("is now while open, later today before 9, and Monday after Friday's close", () => {
    const open = new Date("2025-05-07T15:00:00Z");
    expect(nextSupportOpening(open)).toEqual(open);
    expect(nextSupportOpening(new Date("2025-05-07T10:00:00Z"))).toEqual(new Date("2025-05-07T13:00:00Z"));
    expect(nextSupportOpening(new Date("2025-05-09T22:00:00Z"))).toEqual(new Date("2025-05-12T13:00:00Z"));
  });

  it("opens at 9 on New York's clock across the change to daylight saving", () => {
    // Friday 7 March 2025 evening (EST); clocks go forward on Sunday 9 March: Monday opens at 13:00 UTC.
    expect(nextSupportOpening(new Date("2025-03-07T23:00:00Z"))).toEqual(new Date("2025-03-10T13:00:00Z"));
  });
});
