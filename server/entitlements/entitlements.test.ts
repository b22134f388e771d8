import { describe, expect, it } from "vitest";
import {
  ANONYMOUS,
  capabilities,
  EARLY_ACCESS_DAYS,
  FREE_PROMPTS_PER_CATEGORY,
  promptAccess,
  type PromptAccessFacts,
  type Viewer,
} from "./entitlements";

const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const member = (tier: "free" | "creator" | "legend", isAdmin = false): Viewer => ({
  kind: "member",
  userId: `user-${tier}${isAdmin ? "-admin" : ""}`,
  tier,
  isAdmin,
});

const VIEWERS: Record<string, Viewer> = {
  anonymous: ANONYMOUS,
  free: member("free"),
  creator: member("creator"),
  legend: member("legend"),
  admin: member("free", true),
};

const freePrompt: PromptAccessFacts = {
  isPremium: false,
  isForbidden: false,
  categoryRank: 1,
  publishedAt: daysAgo(90),
  authorId: null,
  source: "catalog",
};
const premiumPrompt: PromptAccessFacts = { ...freePrompt, isPremium: true };
const forbiddenPrompt: PromptAccessFacts = { ...premiumPrompt, isForbidden: true };
const sixthInCategory: PromptAccessFacts = { ...freePrompt, categoryRank: FREE_PROMPTS_PER_CATEGORY + 1 };
const brandNew: PromptAccessFacts = { ...freePrompt, publishedAt: daysAgo(EARLY_ACCESS_DAYS - 1) };
const memberPrompt: PromptAccessFacts = {
  ...freePrompt,
  source: "member",
  authorId: "someone-else",
  publishedAt: daysAgo(1),
  categoryRank: FREE_PROMPTS_PER_CATEGORY + 20,
};

// Who reads what, row by row: [prompt, anonymous, free, creator, legend, admin]
const TEXT_TABLE: [string, PromptAccessFacts, boolean[]][] = [
  ["free prompt in the first 5 of its category", freePrompt, [true, true, true, true, true]],
  ["free prompt beyond the first 5", sixthInCategory, [false, false, true, true, true]],
  ["prompt newer than 30 days", brandNew, [false, false, true, true, true]],
  ["premium prompt", premiumPrompt, [false, false, true, true, true]],
  // A member's published prompt is for everyone, new or not, wherever it ranks.
  // "Forbidden" prompts are Legend's alone.
  ["forbidden prompt", forbiddenPrompt, [false, false, false, true, true]],
  ["a member's new prompt", memberPrompt, [true, true, true, true, true]],
  [
    "a member's prompt an admin marked premium",
    { ...memberPrompt, isPremium: true },
    [false, false, true, true, true],
  ],
];

describe("prompt text", () => {
  for (const [label, prompt, expected] of TEXT_TABLE) {
    it(`${label}: ${expected.map((e, i) => `${Object.keys(VIEWERS)[i]}=${e}`).join(", ")}`, () => {
      const actual = Object.values(VIEWERS).map((viewer) => promptAccess(viewer, prompt, now).canReadText);
      expect(actual).toEqual(expected);
    });
  }

  it("says why a prompt is locked", () => {
    expect(promptAccess(ANONYMOUS, premiumPrompt, now).lockReason).toBe("premium");
    expect(promptAccess(VIEWERS.creator!, forbiddenPrompt, now)).toEqual({
      canReadText: false,
      canSeeSteps: false,
      lockReason: "forbidden",
    });
    expect(promptAccess(ANONYMOUS, forbiddenPrompt, now).lockReason).toBe("forbidden");
    expect(promptAccess(ANONYMOUS, sixthInCategory, now).lockReason).toBe("category-limit");
    expect(promptAccess(VIEWERS.free!, brandNew, now).lockReason).toBe("early-access");
    expect(promptAccess(ANONYMOUS, freePrompt, now).lockReason).toBeNull();
  });

  it("turns a new prompt free once it is 30 days old", () => {
    const thirtyDays = { ...freePrompt, publishedAt: daysAgo(EARLY_ACCESS_DAYS) };
    expect(promptAccess(ANONYMOUS, thirtyDays, now).canReadText).toBe(true);
  });

  it("always shows authors their own prompts", () => {
    const own = { ...premiumPrompt, categoryRank: 9, authorId: "user-free" };
    expect(promptAccess(VIEWERS.free!, own, now)).toEqual({
      canReadText: true,
      canSeeSteps: true,
      lockReason: null,
    });
  });
});

describe("expert steps", () => {
  it("are for Creator, Legend and admins only, even on free prompts", () => {
    const actual = Object.values(VIEWERS).map((viewer) => promptAccess(viewer, freePrompt, now).canSeeSteps);
    expect(actual).toEqual([false, false, true, true, true]);
  });
});

describe("capabilities", () => {
  const table = (pick: (c: ReturnType<typeof capabilities>) => unknown) =>
    Object.values(VIEWERS).map((viewer) => pick(capabilities(viewer)));

  it("reads every locked text", () =>
    expect(table((c) => c.readsLockedText)).toEqual([false, false, true, true, true]));
  it("reads forbidden texts", () =>
    expect(table((c) => c.readsForbiddenText)).toEqual([false, false, false, true, true]));
  it("sees scheduled prompts before their date", () =>
    expect(table((c) => c.seesScheduledPrompts)).toEqual([false, false, false, false, true]));
  it("advanced filters", () =>
    expect(table((c) => c.advancedFilters)).toEqual([false, false, true, true, true]));
  it("favourites: none without an account, 2 on free, unlimited when paying", () =>
    expect(table((c) => c.favoritesLimit)).toEqual([0, 2, Infinity, Infinity, Infinity]));
  it("create prompts, content calendar and profile need an account", () => {
    expect(table((c) => c.createPrompts)).toEqual([false, true, true, true, true]);
    expect(table((c) => c.contentCalendar)).toEqual([false, true, true, true, true]);
    expect(table((c) => c.profile)).toEqual([false, true, true, true, true]);
  });
  it("focus mode", () => expect(table((c) => c.focusMode)).toEqual([false, false, true, true, true]));
  it("Legend tools", () => expect(table((c) => c.legendTools)).toEqual([false, false, false, true, true]));
  it("projects: Legend makes and fills them", () =>
    expect(table((c) => c.projects)).toEqual([false, false, false, true, true]));
  it("priority support", () =>
    expect(table((c) => c.prioritySupport)).toEqual([false, false, false, true, true]));
  it("chat support", () => expect(table((c) => c.chatSupport)).toEqual([false, false, false, true, true]));
  it("community: voting, commenting, forking and reporting", () =>
    expect(table((c) => c.community)).toEqual([false, false, true, true, true]));
  it("roadmap: voting, proposing and commenting (everyone reads it)", () =>
    expect(table((c) => c.roadmap)).toEqual([false, false, true, true, true]));
  it("prompt requests: Creator, Legend and admins ask for a prompt", () =>
    expect(table((c) => c.promptRequests)).toEqual([false, false, true, true, true]));
  it("admin dashboard", () =>
    expect(table((c) => c.adminDashboard)).toEqual([false, false, false, false, true]));
});
