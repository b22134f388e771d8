import { describe, expect, it } from "vitest";
import { requestSaysPhone } from "./device";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("requestSaysPhone", () => {
  it("believes the mobile hint either way", () => {
    expect(requestSaysPhone(headers({ "sec-ch-ua-mobile": "?1" }))).toBe(true);
    expect(requestSaysPhone(headers({ "sec-ch-ua-mobile": "?0" }))).toBe(false);
  });

  it("falls back on the user agent's Mobi, not on any word containing it", () => {
    const android = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
    expect(requestSaysPhone(headers({ "user-agent": android }))).toBe(true);
    expect(requestSaysPhone(headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" }))).toBe(
      false,
    );
    expect(requestSaysPhone(headers({ "user-agent": "AutoMobility/1.0" }))).toBe(false);
    expect(requestSaysPhone(headers({}))).toBe(false);
  });
});
