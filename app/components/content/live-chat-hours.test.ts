import { describe, expect, it } from "vitest";
import { localLiveChatHours } from "./live-chat-hours";

// Intl puts a narrow no-break space before AM/PM in recent ICU versions.
const plain = (value: string) => value.replace(/\s/g, " ");

describe("localLiveChatHours", () => {
  it("is 10am to 6pm in São Paulo while New York is on daylight time", () => {
    const hours = localLiveChatHours("en", new Date("2025-05-07T15:00:00Z"), "America/Sao_Paulo");
    expect(plain(hours.opens)).toBe("10:00 AM");
    expect(plain(hours.closes)).toBe("6:00 PM");
    expect([hours.fromDay, hours.toDay]).toEqual(["Monday", "Friday"]);
    expect(hours.zone).toBe("Brasilia Standard Time");
  });

  it("is 11h to 19h in São Paulo in the northern winter, in Portuguese", () => {
    const hours = localLiveChatHours("pt", new Date("2025-01-08T15:00:00Z"), "America/Sao_Paulo");
    expect([hours.opens, hours.closes]).toEqual(["11:00", "19:00"]);
    expect([hours.fromDay, hours.toDay]).toEqual(["segunda-feira", "sexta-feira"]);
  });

  it("moves the days when the hours cross midnight", () => {
    const hours = localLiveChatHours("en", new Date("2025-05-07T15:00:00Z"), "Asia/Tokyo");
    expect(plain(hours.opens)).toBe("10:00 PM");
    expect(plain(hours.closes)).toBe("6:00 AM");
    expect([hours.fromDay, hours.toDay]).toEqual(["Monday", "Saturday"]);
  });

  it("is 9 to 5 in New York on a Sunday too", () => {
    const hours = localLiveChatHours("en", new Date("2025-11-02T20:00:00Z"), "America/New_York");
    expect([plain(hours.opens), plain(hours.closes)]).toEqual(["9:00 AM", "5:00 PM"]);
  });
});
