import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { calendarPromptChoices } from "~/server/calendar/calendar.server";
import { searchPrompts } from "~/server/catalog/search.server";
import type { Viewer } from "~/server/entitlements/entitlements";

/** One entry of the chat's prompt menu; its text is fetched when it is picked. */
export interface MenuPrompt {
  /** a library prompt's number, or a saved prompt's uuid (source "locker") */
  id: number | string;
  source: "library" | "locker";
  title: string;
  isPremium: boolean;
  /** a Legend-only prompt */
  isForbidden: boolean;
  /** for the member's own: written by them, a favourite, or from their locker */
  origin?: "mine" | "favorite" | "locker";
}

const MINE = 12;
const LIBRARY = 20;

/**
 * The chat's prompt menu: the member's own prompts — written, favourites
 * and, for Legend, the locker — newest first, then the library's prompts the member may read,
 * premium first, both filtered by what they typed. A favourite the plan no longer opens is left out.
 */
export async function promptMenu(db: Database, viewer: Viewer, q: string, locale: Locale) {
  const words = q.trim();
  const choices = viewer.kind === "member" ? await calendarPromptChoices(db, viewer, words, locale) : [];
  const mine: MenuPrompt[] = choices
    .filter((choice) => !choice.locked)
    .slice(0, MINE)
    .map((choice) => ({
      id: choice.id,
      source: choice.source,
      title: choice.title,
      isPremium: choice.isPremium,
      isForbidden: choice.isForbidden,
      origin: choice.origin,
    }));
  const found = await searchPrompts(db, { q: words || undefined, locale, viewer, limit: LIBRARY, offset: 0 });
  const mineIds = new Set(mine.filter((prompt) => prompt.source === "library").map((prompt) => prompt.id));
  const library: MenuPrompt[] = found.items
    .filter((prompt) => !mineIds.has(prompt.id))
    .map(({ id, title, isPremium, isForbidden }) => ({
      id,
      source: "library" as const,
      title,
      isPremium,
      isForbidden,
    }))
    .sort((a, b) => Number(b.isPremium) - Number(a.isPremium));
  return { mine, library };
}
