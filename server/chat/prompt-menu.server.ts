import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { likePattern } from "~/server/admin/actor.server";
import { searchPrompts } from "~/server/catalog/search.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import type { Viewer } from "~/server/entitlements/entitlements";

/** One entry of the chat's prompt menu; its text is fetched when it is picked. */
export interface MenuPrompt {
  id: number;
  title: string;
  isPremium: boolean;
}

const MINE = 8;
const LIBRARY = 20;

/**
 * The chat's prompt menu (SPEC §2, DESIGN.md D12): the member's own prompts, newest first, then the
 * library's prompts the member may read, premium first, both filtered by what they typed.
 */
export async function promptMenu(db: Database, viewer: Viewer, userId: string, q: string, locale: Locale) {
  const words = q.trim();
  const mine = await db
    .select({ id: prompts.id, title: promptTranslations.title, isPremium: prompts.isPremium })
    .from(prompts)
    .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
    .where(
      and(
        eq(prompts.source, "member"),
        eq(prompts.authorId, userId),
        words ? or(ilike(promptTranslations.title, likePattern(words)), ilike(promptTranslations.description, likePattern(words))) : undefined,
      ),
    )
    .orderBy(desc(prompts.createdAt), desc(prompts.id))
    .limit(MINE);
  const found = await searchPrompts(db, { q: words || undefined, locale, viewer, limit: LIBRARY, offset: 0 });
  const mineIds = new Set(mine.map((prompt) => prompt.id));
  const library = found.items
    .filter((prompt) => !mineIds.has(prompt.id))
    .map(({ id, title, isPremium }) => ({ id, title, isPremium }))
    .sort((a, b) => Number(b.isPremium) - Number(a.isPremium));
  return { mine: mine satisfies MenuPrompt[], library: library satisfies MenuPrompt[] };
}
