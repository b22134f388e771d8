import { describe, expect, it } from "vitest";
import type { Tier, Viewer } from "./entitlements";
import { PAGE_GATES, pageGate, type GatedPage } from "./page-gates";

const member = (tier: Tier, isAdmin = false): Viewer => ({ kind: "member", userId: "u", tier, isAdmin });

describe("plan-gated pages", () => {
  it("open-each-page-to-the-plans-that-include-it-and-show-the-others-its-fallback", () => {
    const opens = (viewer: Viewer) =>
      Object.fromEntries(
        (Object.keys(PAGE_GATES) as GatedPage[]).map((page) => [page, pageGate(viewer, page)]),
      );
    expect(opens(member("legend"))).toEqual(
      Object.fromEntries(Object.keys(PAGE_GATES).map((page) => [page, { open: true }])),
    );
    expect(opens(member("free", true))).toEqual(opens(member("legend")));
    expect(opens(member("creator"))).toEqual({
      chat: { open: false, fallback: "upsell" },
      locker: { open: false, fallback: "upsell" },
      projects: { open: false, fallback: "upsell" },
      repurpose: { open: false, fallback: "teaser" },
      analytics: { open: false, fallback: "teaser" },
      trends: { open: false, fallback: "teaser" },
      focus: { open: true },
    });
    expect(opens(member("free")).focus).toEqual({ open: false, fallback: "teaser" });
  });
});
