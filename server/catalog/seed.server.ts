import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { CATALOG_CATEGORIES } from "../../content/catalog/categories";
import { CATALOG_LIBRARY, DROP_WEEK, FORBIDDEN_PROMPT_IDS } from "../../content/catalog/prompts";
import type { CatalogPrompt } from "../../content/catalog/types";
import { LOCALES } from "../../core/locale";
import { mondayOf } from "../../core/weeks";
import { seedRoadmap } from "../roadmap/seed.server";
import { catalogTombstones, categories, categoryTranslations, prompts, promptTranslations } from "./schema";

// Any pg database will do: the seed runs before the typed client exists.
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const SEED_LOCK_ID = 7_301_2025;
/** Catalogue prompts up to this content id keep it as their database id: links to /prompt/1–25 stay valid. */
const FIXED_ID_MAX = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A drop is published on its Monday at 09:00 UTC: Monday morning in Brazil, Europe and the Americas. */
const DROP_HOUR_UTC = 9;

function publicationDate(prompt: CatalogPrompt, firstMonday: Date): Date {
  const week = DROP_WEEK[prompt.id];
  if (week === undefined) return new Date(`${prompt.publishedAt}T12:00:00Z`);
  return new Date(firstMonday.getTime() + week * 7 * DAY_MS + DROP_HOUR_UTC * 60 * 60 * 1000);
}

/**
 * Loads the 12 categories and the catalogue: the 25 prompts, the forbidden ones and the weekly drops,
 * dated the Monday of the week it first runs plus one week per drop. Safe to run on every start and
 * from several processes at once: categories an admin already has are left alone, and a catalogue
 * prompt is refreshed from `content/` only until an admin customises it. Then the roadmap's own seed.
 */
export async function seedDatabase(
  db: AnyDatabase,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    // What an admin deleted stays deleted; a prompt whose category is gone is left out with it.
    const deleted = await tx
      .select({ kind: catalogTombstones.kind, itemId: catalogTombstones.itemId })
      .from(catalogTombstones);
    const gone = (kind: string, id: string | number) =>
      deleted.some((row) => row.kind === kind && row.itemId === String(id));
    const catalogCategories = CATALOG_CATEGORIES.filter((category) => !gone("category", category.id));
    const catalogPrompts = CATALOG_LIBRARY.filter(
      (prompt) => !gone("prompt", prompt.id) && !gone("category", prompt.categoryId),
    );
    if (catalogCategories.length === 0) return;

    await tx
      .insert(categories)
      .values(catalogCategories.map(({ id, icon, color, position }) => ({ id, icon, color, position })))
      .onConflictDoNothing();
    await tx
      .insert(categoryTranslations)
      .values(
        catalogCategories.flatMap((category) =>
          LOCALES.map((locale) => ({ categoryId: category.id, locale, title: category.title[locale] })),
        ),
      )
      .onConflictDoNothing();

    if (catalogPrompts.length === 0) return;

    // Catalogue prompts past the original 25 take ids from the sequence members' prompts use, so they
    // never collide with one; they are found again by their catalog key on every start.
    const idsByKey = async () =>
      new Map(
        (
          await tx
            .select({ id: prompts.id, key: prompts.catalogKey })
            .from(prompts)
            .where(sql`${prompts.catalogKey} is not null`)
        ).map((row) => [row.key!, row.id]),
      );
    const known = await idsByKey();
    const relatedIds = (prompt: CatalogPrompt, ids: Map<number, number>) =>
      prompt.relatedPromptIds.flatMap((key) => (ids.has(key) ? [ids.get(key)!] : []));
    const firstMonday = mondayOf(now);
    const dropKeys = sql.raw(`'{${Object.keys(DROP_WEEK).join(",")}}'::int[]`);

    await tx
      .insert(prompts)
      .values(
        catalogPrompts.map((prompt) => ({
          ...(prompt.id <= FIXED_ID_MAX ? { id: prompt.id } : {}),
          catalogKey: prompt.id,
          categoryId: prompt.categoryId,
          source: "catalog",
          isPremium: prompt.isPremium,
          isForbidden: FORBIDDEN_PROMPT_IDS.has(prompt.id),
          featured: prompt.featured,
          isPublished: true,
          relatedPromptIds: relatedIds(prompt, known),
          publishedAt: publicationDate(prompt, firstMonday),
        })),
      )
      .onConflictDoUpdate({
        target: prompts.catalogKey,
        set: {
          categoryId: sql`excluded.category_id`,
          isPremium: sql`excluded.is_premium`,
          isForbidden: sql`excluded.is_forbidden`,
          featured: sql`excluded.featured`,
          relatedPromptIds: sql`excluded.related_prompt_ids`,
          // A drop's date is set once, when it is first loaded; restarts never move it.
          publishedAt: sql`case when ${prompts.catalogKey} = any(${dropKeys}) then ${prompts.publishedAt} else excluded.published_at end`,
        },
        setWhere: sql`${prompts.source} = 'catalog' and ${prompts.customizedAt} is null`,
      });

    const ids = await idsByKey();
    // On the first load, prompts related to prompts loaded in the same statement get their ids now.
    for (const prompt of catalogPrompts) {
      const related = relatedIds(prompt, ids);
      if (related.length === relatedIds(prompt, known).length) continue;
      await tx
        .update(prompts)
        .set({ relatedPromptIds: related })
        .where(sql`${prompts.catalogKey} = ${prompt.id} and ${prompts.customizedAt} is null`);
    }

    await tx
      .insert(promptTranslations)
      .values(
        catalogPrompts
          .filter((prompt) => ids.has(prompt.id))
          .flatMap((prompt) =>
            LOCALES.map((locale) => ({
              promptId: ids.get(prompt.id)!,
              locale,
              title: prompt.title[locale],
              tagline: prompt.tagline[locale],
              description: prompt.description[locale],
              promptText: prompt.promptText[locale],
              instructions: prompt.instructions[locale],
              credits: prompt.credits[locale],
              steps: prompt.steps[locale],
              tags: prompt.tags[locale],
            })),
          ),
      )
      .onConflictDoUpdate({
        target: [promptTranslations.promptId, promptTranslations.locale],
        set: {
          title: sql`excluded.title`,
          tagline: sql`excluded.tagline`,
          description: sql`excluded.description`,
          promptText: sql`excluded.prompt_text`,
          instructions: sql`excluded.instructions`,
          credits: sql`excluded.credits`,
          steps: sql`excluded.steps`,
          tags: sql`excluded.tags`,
        },
        setWhere: sql`exists (select 1 from ${prompts} p where p.id = excluded.prompt_id and p.source = 'catalog' and p.customized_at is null)`,
      });
  });
  await seedRoadmap(db, { now });
}
