import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { parseId } from "~/core/ids";
import { isLocale, LOCALES, type Locale } from "~/core/locale";
import type { Database, Executor } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { user } from "~/server/accounts/schema";
import { catalogTombstones, categories, prompts, promptTranslations } from "~/server/catalog/schema";
import { AdminError, likePattern, type AdminActor } from "./actor.server";
import {
  type AdminPromptFilter,
  PromptTranslationInputSchema,
  type PromptTranslationInput,
  type PromptTranslationPatch,
  type PromptUpdate,
} from "./admin-schemas";
import { promptSnapshot, recordVersion } from "~/server/versions/versions.server";
import { audit, changedFields, isEmpty, NothingChanged, published, unlessUnchanged } from "./audit.server";

export interface AdminPromptRow {
  id: number;
  source: "catalog" | "member";
  titles: Partial<Record<Locale, string>>;
  categoryId: string;
  authorEmail: string | null;
  isPremium: boolean;
  isForbidden: boolean;
  isPublished: boolean;
  /** ISO; a date in the future means scheduled */
  publishedAt: string;
  /** dated later than when it was read: only admins see it until then */
  isScheduled: boolean;
  customizedAt: string | null;
  updatedAt: string;
}

export interface AdminPromptTranslation {
  title: string;
  tagline: string | null;
  description: string;
  promptText: string;
  instructions: string | null;
  credits: string | null;
  tags: string[];
  steps: string[];
}

export interface AdminPromptDetail extends AdminPromptRow {
  translations: Partial<Record<Locale, AdminPromptTranslation>>;
}

/** The columns of a prompt row in the admin's lists, read with its author's email. */
const promptRowColumns = {
  id: prompts.id,
  source: prompts.source,
  categoryId: prompts.categoryId,
  authorEmail: user.email,
  isPremium: prompts.isPremium,
  isForbidden: prompts.isForbidden,
  isPublished: prompts.isPublished,
  publishedAt: prompts.publishedAt,
  customizedAt: prompts.customizedAt,
  updatedAt: prompts.updatedAt,
};

type PromptRowColumns = Pick<
  typeof prompts.$inferSelect,
  | "id"
  | "source"
  | "categoryId"
  | "isPremium"
  | "isForbidden"
  | "isPublished"
  | "publishedAt"
  | "customizedAt"
  | "updatedAt"
> & { authorEmail: string | null };

function toPromptRow(row: PromptRowColumns, titles: Partial<Record<Locale, string>>): AdminPromptRow {
  return {
    id: row.id,
    source: row.source === "catalog" ? "catalog" : "member",
    titles,
    categoryId: row.categoryId,
    authorEmail: row.authorEmail,
    isPremium: row.isPremium,
    isForbidden: row.isForbidden,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt.toISOString(),
    isScheduled: row.publishedAt.getTime() > appClock.now().getTime(),
    customizedAt: row.customizedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How an audit entry names a prompt: its English title, else its Portuguese one, else its id. */
function promptLabel(prompt: AdminPromptRow): string {
  return prompt.titles.en ?? prompt.titles.pt ?? `#${prompt.id}`;
}

const titleIn = (locale: Locale) =>
  sql<
    string | null
  >`(select pt.title from ${promptTranslations} pt where pt.prompt_id = "prompts"."id" and pt.locale = ${locale})`;

/** Every prompt, catalogue and member-made, published or not, with the filters of the prompts tab. */
export async function listAdminPrompts(
  db: Database,
  filter: AdminPromptFilter,
): Promise<{ items: AdminPromptRow[]; total: number }> {
  const where: SQL[] = [];
  const text = filter.q.trim();
  if (text) {
    const byTitle = sql`exists (select 1 from ${promptTranslations} pt where pt.prompt_id = "prompts"."id" and pt.title ilike ${likePattern(text)})`;
    const id = parseId(text);
    where.push(id !== null ? or(eq(prompts.id, id), byTitle)! : byTitle);
  }
  if (filter.category) where.push(eq(prompts.categoryId, filter.category));
  if (filter.premium !== undefined) where.push(eq(prompts.isPremium, filter.premium));
  if (filter.published !== undefined) where.push(eq(prompts.isPublished, filter.published));
  if (filter.source) where.push(eq(prompts.source, filter.source));
  if (filter.author) where.push(ilike(user.email, likePattern(filter.author)));

  const condition = where.length ? and(...where) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...promptRowColumns, titleEn: titleIn("en"), titlePt: titleIn("pt") })
      .from(prompts)
      .leftJoin(user, eq(user.id, prompts.authorId))
      .where(condition)
      .orderBy(asc(prompts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ value: count() })
      .from(prompts)
      .leftJoin(user, eq(user.id, prompts.authorId))
      .where(condition),
  ]);
  return {
    total: totals?.value ?? 0,
    items: rows.map((row) =>
      toPromptRow(row, {
        ...(row.titleEn ? { en: row.titleEn } : {}),
        ...(row.titlePt ? { pt: row.titlePt } : {}),
      }),
    ),
  };
}

export async function getAdminPrompt(db: Executor, id: number): Promise<AdminPromptDetail> {
  const [row] = await db
    .select(promptRowColumns)
    .from(prompts)
    .leftJoin(user, eq(user.id, prompts.authorId))
    .where(eq(prompts.id, id))
    .limit(1);
  if (!row) throw new AdminError("prompt_not_found");
  const translations = await db
    .select({
      locale: promptTranslations.locale,
      title: promptTranslations.title,
      tagline: promptTranslations.tagline,
      description: promptTranslations.description,
      promptText: promptTranslations.promptText,
      instructions: promptTranslations.instructions,
      credits: promptTranslations.credits,
      tags: promptTranslations.tags,
      steps: promptTranslations.steps,
    })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, id));
  const byLocale: Partial<Record<Locale, AdminPromptTranslation>> = {};
  const titles: Partial<Record<Locale, string>> = {};
  for (const { locale, ...fields } of translations) {
    if (!isLocale(locale)) continue;
    byLocale[locale] = fields;
    titles[locale] = fields.title;
  }
  return { ...toPromptRow(row, titles), translations: byLocale };
}

function auditedPrompt(detail: AdminPromptDetail) {
  return {
    categoryId: detail.categoryId,
    isPremium: detail.isPremium,
    isForbidden: detail.isForbidden,
    isPublished: detail.isPublished,
    publishedAt: detail.publishedAt,
    translations: detail.translations,
  };
}

/** A language's fields after a partial change: what was sent replaces, the rest is kept. */
function mergedTranslation(
  current: AdminPromptTranslation | undefined,
  patch: PromptTranslationPatch,
): PromptTranslationInput {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const parsed = PromptTranslationInputSchema.safeParse({ tags: [], steps: [], ...current, ...sent });
  if (!parsed.success) throw new AdminError("translation_incomplete");
  return parsed.data;
}

/**
 * Edits a prompt: its category, flags, and the text of either language. A catalogue prompt that an
 * admin has touched is marked customised, so the start-up seed never puts the old text back.
 */
export async function updatePrompt(
  db: Database,
  actor: AdminActor,
  id: number,
  change: PromptUpdate,
): Promise<AdminPromptDetail> {
  return published(
    unlessUnchanged(
      db.transaction(async (tx) => {
        const before = await getAdminPrompt(tx, id);
        const textBefore = await promptSnapshot(tx, id);
        if (change.categoryId !== undefined) {
          const [category] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.id, change.categoryId));
          if (!category) throw new AdminError("category_not_found");
        }
        await tx
          .update(prompts)
          .set({
            ...(change.categoryId !== undefined ? { categoryId: change.categoryId } : {}),
            ...(change.isPremium !== undefined ? { isPremium: change.isPremium } : {}),
            ...(change.isPublished !== undefined ? { isPublished: change.isPublished } : {}),
            ...(change.isForbidden !== undefined ? { isForbidden: change.isForbidden } : {}),
            ...(change.publishedAt !== undefined ? { publishedAt: new Date(change.publishedAt) } : {}),
            customizedAt: before.source === "catalog" ? new Date() : null,
            updatedAt: new Date(),
          })
          .where(eq(prompts.id, id));
        for (const locale of LOCALES) {
          const patch = change.translations?.[locale];
          if (patch)
            await writeTranslation(tx, id, locale, mergedTranslation(before.translations[locale], patch));
        }
        const after = await getAdminPrompt(tx, id);
        const changed = changedFields(auditedPrompt(before), auditedPrompt(after));
        if (isEmpty(changed.after) && isEmpty(changed.before)) throw new NothingChanged(before);
        await recordVersion(
          tx,
          { kind: "prompt", promptId: id },
          {
            snapshot: (await promptSnapshot(tx, id))!.snapshot,
            before: textBefore ?? undefined,
            authorId: actor.userId,
            note: change.changeNote,
            now: new Date(),
          },
        );
        await audit(tx, actor, {
          action: "prompt.update",
          targetType: "prompt",
          targetId: id,
          targetLabel: promptLabel(after),
          ...changed,
        });
        return after;
      }),
    ),
  );
}

async function writeTranslation(
  tx: Executor,
  promptId: number,
  locale: Locale,
  fields: PromptTranslationInput,
) {
  await tx
    .insert(promptTranslations)
    .values({ promptId, locale, ...fields })
    .onConflictDoUpdate({ target: [promptTranslations.promptId, promptTranslations.locale], set: fields });
}

export async function deletePrompt(db: Database, actor: AdminActor, id: number): Promise<void> {
  await published(
    db.transaction(async (tx) => {
      const before = await getAdminPrompt(tx, id);
      const [{ catalogKey } = { catalogKey: null }] = await tx
        .select({ catalogKey: prompts.catalogKey })
        .from(prompts)
        .where(eq(prompts.id, id));
      await tx.delete(prompts).where(eq(prompts.id, id));
      // Without this, the next start's seed would load the catalogue prompt from content/ again.
      if (before.source === "catalog") {
        await tx
          .insert(catalogTombstones)
          .values({ kind: "prompt", itemId: String(catalogKey ?? id) })
          .onConflictDoNothing();
      }
      await audit(tx, actor, {
        action: "prompt.delete",
        targetType: "prompt",
        targetId: id,
        targetLabel: promptLabel(before),
        before: { ...auditedPrompt(before), source: before.source, authorEmail: before.authorEmail },
        after: null,
      });
    }),
  );
}
