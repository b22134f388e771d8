import { capabilities, type Capabilities, type Viewer } from "./entitlements";

/**
 * Who opens each plan-gated page, and what everyone else sees there, in one place:
 * - `teaser`: the page itself, with a sample of what it would show and a way to the plans;
 * - `upsell`: the plan's offer in place of the tool (the tool has nothing to show without it).
 * A page's loader asks `pageGate`; the API and MCP ask the same capabilities.
 */
export const PAGE_GATES = {
  chat: { opensWith: "legendTools", fallback: "upsell" },
  locker: { opensWith: "legendTools", fallback: "upsell" },
  projects: { opensWith: "projects", fallback: "upsell" },
  repurpose: { opensWith: "legendTools", fallback: "teaser" },
  analytics: { opensWith: "legendTools", fallback: "teaser" },
  trends: { opensWith: "legendTools", fallback: "teaser" },
  focus: { opensWith: "focusMode", fallback: "teaser" },
} as const satisfies Record<string, { opensWith: keyof Capabilities; fallback: "teaser" | "upsell" }>;

export type GatedPage = keyof typeof PAGE_GATES;

/** `{ open: true }` for a viewer whose plan opens the page, else the page's fallback. */
export function pageGate<P extends GatedPage>(
  viewer: Viewer,
  page: P,
): { open: true } | { open: false; fallback: (typeof PAGE_GATES)[P]["fallback"] } {
  const gate = PAGE_GATES[page];
  return capabilities(viewer)[gate.opensWith] ? { open: true } : { open: false, fallback: gate.fallback };
}
