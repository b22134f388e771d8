/**
 * Who may see and do what (the table in docs/features.md). Every page, action and API endpoint asks this module;
 * no component decides access by itself. Pure functions: callers pass the facts, this decides.
 */
export type Tier = "free" | "creator" | "legend";

export type Viewer = { kind: "anonymous" } | { kind: "member"; userId: string; tier: Tier; isAdmin: boolean };

export const ANONYMOUS: Viewer = { kind: "anonymous" };

/** Free viewers read the first prompts of each category, by the category's default order. */
export const FREE_PROMPTS_PER_CATEGORY = 5;
/** New prompts are early access for paying members for this long. */
export const EARLY_ACCESS_DAYS = 30;
export const FAVORITES_LIMIT_FREE = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromptAccessFacts {
  isPremium: boolean;
  /** Legend members and admins only; a Creator sees it locked with a Legend upgrade */
  isForbidden: boolean;
  /** 1-based position in its category's default order (featured first, then newest) */
  categoryRank: number;
  publishedAt: Date;
  authorId: string | null;
  /** "member" for a prompt a member wrote: no early access and no free-5 limit: a member's published prompt is for everyone */
  source: string;
}

export type LockReason = "premium" | "forbidden" | "category-limit" | "early-access";

export interface PromptAccess {
  /** the prompt text and its instructions */
  canReadText: boolean;
  /** the five expert steps ("branches") */
  canSeeSteps: boolean;
  lockReason: LockReason | null;
}

export type EffectiveTier = "anonymous" | Tier | "admin";

export function effectiveTier(viewer: Viewer): EffectiveTier {
  if (viewer.kind === "anonymous") return "anonymous";
  return viewer.isAdmin ? "admin" : viewer.tier;
}

function paysOrAdmin(viewer: Viewer): boolean {
  const tier = effectiveTier(viewer);
  return tier === "creator" || tier === "legend" || tier === "admin";
}

function legendOrAdmin(viewer: Viewer): boolean {
  const tier = effectiveTier(viewer);
  return tier === "legend" || tier === "admin";
}

export function promptAccess(
  viewer: Viewer,
  prompt: PromptAccessFacts,
  /** the app clock's time (server/jobs/clock): early access is counted from it */
  now: Date,
): PromptAccess {
  const isAuthor = viewer.kind === "member" && prompt.authorId !== null && prompt.authorId === viewer.userId;
  if (isAuthor || legendOrAdmin(viewer)) return { canReadText: true, canSeeSteps: true, lockReason: null };
  if (prompt.isForbidden) return { canReadText: false, canSeeSteps: false, lockReason: "forbidden" };
  if (paysOrAdmin(viewer)) return { canReadText: true, canSeeSteps: true, lockReason: null };

  const lockReason: LockReason | null = prompt.isPremium
    ? "premium"
    : prompt.source === "member"
      ? null
      : now.getTime() - prompt.publishedAt.getTime() < EARLY_ACCESS_DAYS * DAY_MS
        ? "early-access"
        : prompt.categoryRank > FREE_PROMPTS_PER_CATEGORY
          ? "category-limit"
          : null;
  return { canReadText: lockReason === null, canSeeSteps: false, lockReason };
}

export interface Capabilities {
  /** every prompt's text but the forbidden ones: premium, early access and beyond the free 5 per category */
  readsLockedText: boolean;
  /** the text of "forbidden" prompts */
  readsForbiddenText: boolean;
  /** prompts scheduled for a later date (weekly drops), before anyone else */
  seesScheduledPrompts: boolean;
  /** tags, several categories, access, placeholders, recency, author, upvotes and the sorts (server/catalog/filters) */
  advancedFilters: boolean;
  /** how many favourites may be kept; 0 means favourites need an account */
  favoritesLimit: number;
  createPrompts: boolean;
  contentCalendar: boolean;
  profile: boolean;
  focusMode: boolean;
  /** "forbidden" prompts, AI chat, prompt locker (Vault), daily trends, analytics, recommendations */
  legendTools: boolean;
  /**
   * making and changing projects, and putting conversations, saved prompts and calendar entries in
   * them; a member who left Legend still reads the projects they own and what is in them
   */
  projects: boolean;
  /** contact messages marked priority and answered first: within one business day instead of three */
  prioritySupport: boolean;
  /** chat support at /support, answered live by the team in its hours and by mail outside them */
  chatSupport: boolean;
  /** upvoting, commenting, "make my version" and reporting; everyone reads what the community wrote */
  community: boolean;
  /** voting on the public roadmap, proposing items and commenting on them; everyone reads it */
  roadmap: boolean;
  /** asking the team for a prompt the library does not have yet (/requests) */
  promptRequests: boolean;
  adminDashboard: boolean;
}

export function capabilities(viewer: Viewer): Capabilities {
  const member = viewer.kind === "member";
  const paying = paysOrAdmin(viewer);
  return {
    readsLockedText: paying,
    readsForbiddenText: legendOrAdmin(viewer),
    seesScheduledPrompts: effectiveTier(viewer) === "admin",
    advancedFilters: paying,
    favoritesLimit: !member ? 0 : paying ? Number.POSITIVE_INFINITY : FAVORITES_LIMIT_FREE,
    createPrompts: member,
    contentCalendar: member,
    profile: member,
    focusMode: paying,
    legendTools: legendOrAdmin(viewer),
    projects: legendOrAdmin(viewer),
    prioritySupport: legendOrAdmin(viewer),
    chatSupport: legendOrAdmin(viewer),
    community: paying,
    roadmap: paying,
    promptRequests: paying,
    adminDashboard: effectiveTier(viewer) === "admin",
  };
}

/** The first paid plan whose members read a prompt locked for `reason` (what an upgrade offer names). */
export function planThatOpens(reason: LockReason): Exclude<Tier, "free"> {
  const reads = (tier: Tier) => {
    const can = capabilities({ kind: "member", userId: "", tier, isAdmin: false });
    return reason === "forbidden" ? can.readsForbiddenText : can.readsLockedText;
  };
  return reads("creator") ? "creator" : "legend";
}

/** The first paid plan whose members use the advanced filters and sorts (what a refusal names). */
export function planThatOpensAdvancedFilters(): Exclude<Tier, "free"> {
  const can = (tier: Tier) =>
    capabilities({ kind: "member", userId: "", tier, isAdmin: false }).advancedFilters;
  return can("creator") ? "creator" : "legend";
}

/** The first paid plan whose members vote on, propose and discuss roadmap items (what a refusal names). */
export function planThatOpensRoadmap(): Exclude<Tier, "free"> {
  const can = (tier: Tier) => capabilities({ kind: "member", userId: "", tier, isAdmin: false }).roadmap;
  return can("creator") ? "creator" : "legend";
}

/**
 * Whether the viewer may use these advanced filters (names from server/catalog/filters); a query's
 * words and one category are free for everyone and never asked about.
 */
export function mayUseFilters(
  viewer: Viewer,
  used: readonly string[],
): { allowed: true } | { allowed: false; plan: Exclude<Tier, "free"> } {
  if (used.length === 0 || capabilities(viewer).advancedFilters) return { allowed: true };
  return { allowed: false, plan: planThatOpensAdvancedFilters() };
}

/** Facts about a prompt that decide who may read its kept versions. */
export interface PromptHistoryFacts {
  source: "catalog" | "member" | string;
  authorId: string | null;
}

/**
 * Who may read a prompt's versions (older texts included): a member's prompt, its author; any
 * prompt, an admin. Everyone else sees at most how many versions there are, never their text, so
 * the premium text of an older version cannot reach a reader the prompt itself does not open.
 */
export function mayReadPromptHistory(viewer: Viewer, prompt: PromptHistoryFacts): boolean {
  if (viewer.kind !== "member") return false;
  if (viewer.isAdmin) return true;
  return prompt.source === "member" && prompt.authorId === viewer.userId;
}
