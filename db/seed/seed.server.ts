import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { CATALOG_CATEGORIES } from "../../content/catalog/categories";
import { CATALOG_PROMPTS } from "../../content/catalog/prompts";
import { LOCALES } from "../../core/locale";
import { catalogTombstones, categories, categoryTranslations, prompts, promptTranslations } from "../schema";

// Any pg database will do: the seed runs before the typed client exists.
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const SEED_LOCK_ID = 7_301_2025;

/**
 * Loads the 12 categories and 25 catalogue prompts. Safe to run on every start and from several
 * processes at once: categories an admin already has are left alone, and a catalogue prompt is
 * refreshed from `content/` only until an admin customises it.
 */
export async function seedDatabase(db: AnyDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    // What an admin deleted stays deleted; a prompt whose category is gone is left out with it.
    const deleted = await tx.select({ kind: catalogTombstones.kind, itemId: catalogTombstones.itemId }).from(catalogTombstones);
    const gone = (kind: string, id: string | number) => deleted.some((row) => row.kind === kind && row.itemId === String(id));
    const catalogCategories = CATALOG_CATEGORIES.filter((category) => !gone("category", category.id));
    const catalogPrompts = CATALOG_PROMPTS.filter((prompt) => !gone("prompt", prompt.id) && !gone("category", prompt.categoryId));
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
    await tx
      .insert(prompts)
      .values(
        catalogPrompts.map((prompt) => ({
          id: prompt.id,
          categoryId: prompt.categoryId,
          source: "catalog",
          isPremium: prompt.isPremium,
          featured: prompt.featured,
          isPublished: true,
          relatedPromptIds: prompt.relatedPromptIds,
          publishedAt: new Date(`${prompt.publishedAt}T12:00:00Z`),
        })),
      )
      .onConflictDoUpdate({
        target: prompts.id,
        set: {
          categoryId: sql`excluded.category_id`,
          isPremium: sql`excluded.is_premium`,
          featured: sql`excluded.featured`,
          relatedPromptIds: sql`excluded.related_prompt_ids`,
          publishedAt: sql`excluded.published_at`,
        },
        setWhere: sql`${prompts.source} = 'catalog' and ${prompts.customizedAt} is null`,
      });

    await tx
      .insert(promptTranslations)
      .values(
        catalogPrompts.flatMap((prompt) =>
          LOCALES.map((locale) => ({
            promptId: prompt.id,
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
}
