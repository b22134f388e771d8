import { asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database, Executor } from "~/db/client.server";
import { catalogTombstones, categories, categoryTranslations, prompts } from "~/server/catalog/schema";
import { AdminError, type AdminActor } from "./actor.server";
import type { CategoryCreate, CategoryUpdate } from "./admin-schemas";
import { audit, changedFields, isEmpty, NothingChanged, published, unlessUnchanged } from "./audit.server";

export interface AdminCategory {
  id: string;
  titleEn: string;
  titlePt: string;
  icon: string;
  color: string;
  position: number;
  promptCount: number;
}

export async function listAdminCategories(db: Executor, only?: { id: string }): Promise<AdminCategory[]> {
  const title = (locale: Locale) =>
    sql<string>`coalesce((select ct.title from ${categoryTranslations} ct where ct.category_id = "categories"."id" and ct.locale = ${locale}), "categories"."id")`;
  const rows = await db
    .select({
      id: categories.id,
      titleEn: title("en"),
      titlePt: title("pt"),
      icon: categories.icon,
      color: categories.color,
      position: categories.position,
      promptCount: sql<number>`(select count(*)::int from ${prompts} p where p.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(only ? eq(categories.id, only.id) : undefined)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows;
}

async function categoryById(tx: Executor, id: string): Promise<AdminCategory> {
  const [found] = await listAdminCategories(tx, { id });
  if (!found) throw new AdminError("category_not_found");
  return found;
}

const categoryAudit = ({ promptCount: _count, ...fields }: AdminCategory) => fields;

export async function createCategory(
  db: Database,
  actor: AdminActor,
  input: CategoryCreate,
): Promise<AdminCategory> {
  return published(
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(categories)
        .values({ id: input.id, icon: input.icon, color: input.color, position: input.position })
        .onConflictDoNothing()
        .returning({ id: categories.id });
      if (inserted.length === 0) throw new AdminError("category_exists");
      await tx.insert(categoryTranslations).values([
        { categoryId: input.id, locale: "en", title: input.titleEn },
        { categoryId: input.id, locale: "pt", title: input.titlePt },
      ]);
      const after = await categoryById(tx, input.id);
      await audit(tx, actor, {
        action: "category.create",
        targetType: "category",
        targetId: input.id,
        targetLabel: input.titleEn,
        before: null,
        after: categoryAudit(after),
      });
      return after;
    }),
  );
}

export async function updateCategory(
  db: Database,
  actor: AdminActor,
  id: string,
  change: CategoryUpdate,
): Promise<AdminCategory> {
  return published(
    unlessUnchanged(
      db.transaction(async (tx) => {
        const before = await categoryById(tx, id);
        const columns = {
          ...(change.icon !== undefined ? { icon: change.icon } : {}),
          ...(change.color !== undefined ? { color: change.color } : {}),
          ...(change.position !== undefined ? { position: change.position } : {}),
        };
        await tx
          .update(categories)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(categories.id, id));
        for (const [locale, title] of [
          ["en", change.titleEn],
          ["pt", change.titlePt],
        ] as const) {
          if (title === undefined) continue;
          await tx
            .insert(categoryTranslations)
            .values({ categoryId: id, locale, title })
            .onConflictDoUpdate({
              target: [categoryTranslations.categoryId, categoryTranslations.locale],
              set: { title },
            });
        }
        const after = await categoryById(tx, id);
        const changed = changedFields(categoryAudit(before), categoryAudit(after));
        if (isEmpty(changed.after) && isEmpty(changed.before)) throw new NothingChanged(before);
        await audit(tx, actor, {
          action: "category.update",
          targetType: "category",
          targetId: id,
          targetLabel: after.titleEn,
          ...changed,
        });
        return after;
      }),
    ),
  );
}

/** A category that still holds prompts is refused, so no prompt is ever left without one. */
export async function deleteCategory(db: Database, actor: AdminActor, id: string): Promise<void> {
  await published(
    db.transaction(async (tx) => {
      const before = await categoryById(tx, id);
      if (before.promptCount > 0) throw new AdminError("category_not_empty");
      await tx.delete(categories).where(eq(categories.id, id));
      await tx.insert(catalogTombstones).values({ kind: "category", itemId: id }).onConflictDoNothing();
      await audit(tx, actor, {
        action: "category.delete",
        targetType: "category",
        targetId: id,
        targetLabel: before.titleEn,
        before: categoryAudit(before),
        after: null,
      });
    }),
  );
}
