import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { parseId } from "~/core/ids";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { ANONYMOUS, promptAccess, type LockReason, type Viewer } from "~/server/entitlements/entitlements";
import { catalogMemo } from "./catalog-memo.server";
import {
  defaultOrder,
  outer,
  publishedPrompts,
  summaryColumns,
  toSummary,
  translationFor,
  visibleTo,
  type PromptSummary,
} from "./rows.server";
import { isPromptType, type PromptType } from "~/core/forms/prompt";
import { user } from "~/server/accounts/schema";
import { categories, prompts, promptTranslations } from "./schema";

export interface PromptDetail extends PromptSummary {
  tagline: string | null;
  credits: string | null;
  /** null whenever the viewer may not read it: locked text never leaves the server */
  promptText: string | null;
  instructions: string | null;
  steps: string[] | null;
  locked: boolean;
  lockReason: LockReason | null;
  publishedAt: string;
  authorId: string | null;
  /** a member's prompt is shown with its author; catalogue prompts have none */
  author: { name: string; avatarUrl: string | null } | null;
  source: "catalog" | "member";
  type: PromptType;
  /** false for a member's private prompt, which only its author and admins see */
  isPublished: boolean;
  related: PromptSummary[];
}

const RELATED_LIMIT = 3;

/**
 * 1-based position of a catalogue prompt among its category's catalogue prompts in the default order
 * (featured first, then newest): members' prompts come after them and never count.
 */
const categoryRank = (now: Date) => sql<number>`(
  select count(*)::int + 1 from (
    select 1 from ${prompts} p2
    where p2.category_id = ${outer.promptCategoryId} and p2.is_published and p2.source = 'catalog' and p2.id <> ${outer.promptId}
      and p2.published_at <= ${now.toISOString()}
      and (p2.featured, p2.published_at, -p2.id) > (${outer.promptFeatured}, ${outer.promptPublishedAt}, -${outer.promptId})
    limit 10
  ) better
)`;

/** What the database holds of one prompt for a page, before the reader's rights are applied. */
interface PromptRecord {
  row: Awaited<ReturnType<typeof selectPromptRow>>[number];
  related: PromptSummary[];
}

function selectPromptRow(db: Database, id: number, locale: Locale, viewer: Viewer, now: Date) {
  return db
    .select({
      ...summaryColumns(locale),
      tagline: promptTranslations.tagline,
      credits: promptTranslations.credits,
      promptText: promptTranslations.promptText,
      instructions: promptTranslations.instructions,
      steps: promptTranslations.steps,
      publishedAt: prompts.publishedAt,
      authorId: prompts.authorId,
      authorName: user.name,
      authorImage: user.image,
      source: prompts.source,
      type: prompts.type,
      isPublished: prompts.isPublished,
      relatedPromptIds: prompts.relatedPromptIds,
      categoryRank: categoryRank(now),
    })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(user, eq(user.id, prompts.authorId))
    .where(and(eq(prompts.id, id), visibleTo(viewer, now)))
    .limit(1);
}

/** The prompt as `viewer` may find it (null when they may not), with its related prompts. */
async function loadPromptRecord(
  db: Database,
  id: number,
  locale: Locale,
  viewer: Viewer,
  now: Date,
): Promise<PromptRecord | null> {
  const [row] = await selectPromptRow(db, id, locale, viewer, now);
  if (!row) return null;
  return { row, related: await relatedPrompts(db, row, locale, now) };
}

/** The record of `viewer`'s prompt: what they may read, and nothing else, as the page shows it. */
function promptDetailFor({ row, related }: PromptRecord, viewer: Viewer, now: Date): PromptDetail {
  const access = promptAccess(viewer, row, now);
  return {
    ...toSummary(row),
    tagline: row.tagline,
    credits: row.credits,
    promptText: access.canReadText ? row.promptText : null,
    instructions: access.canReadText ? row.instructions : null,
    steps: access.canSeeSteps ? row.steps : null,
    locked: !access.canReadText,
    lockReason: access.lockReason,
    publishedAt: row.publishedAt.toISOString(),
    authorId: row.authorId,
    author:
      row.source === "member" && row.authorName !== null
        ? { name: row.authorName, avatarUrl: row.authorImage }
        : null,
    source: row.source === "member" ? "member" : "catalog",
    type: isPromptType(row.type) ? row.type : "text",
    isPublished: row.isPublished,
    related,
  };
}

export async function getPrompt(
  db: Database,
  id: number,
  locale: Locale,
  viewer: Viewer,
  now: Date = appClock.now(),
): Promise<PromptDetail | null> {
  const record = await loadPromptRecord(db, id, locale, viewer, now);
  return record && promptDetailFor(record, viewer, now);
}

/**
 * What anyone may find of a prompt (a visitor's query: published and released), kept as of the
 * catalogue's version for a few seconds; the reader's rights are applied on every call.
 */
const publicPromptRecord = catalogMemo(async (db, key: `${Locale} ${number}`, now) => {
  const [locale, idText] = key.split(" ") as [Locale, string];
  const id = parseId(idText);
  return id === null ? null : loadPromptRecord(db, id, locale, ANONYMOUS, now);
});

/**
 * getPrompt for the prompt page: the catalogue's part is read once for every reader of a language
 * (as the anonymous page cache does for visitors), so a signed-in member's page asks the database
 * only for what is theirs. A prompt a visitor cannot find (a member's private one, a drop not yet
 * released) is read for this viewer, as getPrompt does.
 */
export async function getPromptForPage(
  db: Database,
  id: number,
  locale: Locale,
  viewer: Viewer,
  now: Date = appClock.now(),
): Promise<PromptDetail | null> {
  const record =
    (await publicPromptRecord(db, `${locale} ${id}`, now)) ??
    (viewer.kind === "member" ? await loadPromptRecord(db, id, locale, viewer, now) : null);
  return record && promptDetailFor(record, viewer, now);
}

async function relatedPrompts(
  db: Database,
  prompt: { id: number; categoryId: string; relatedPromptIds: number[] },
  locale: Locale,
  now: Date,
): Promise<PromptSummary[]> {
  const chosen = prompt.relatedPromptIds.filter((id) => id !== prompt.id).slice(0, RELATED_LIMIT);
  const rows = chosen.length
    ? await publishedPrompts(db, locale, inArray(prompts.id, chosen), now)
    : await publishedPrompts(
        db,
        locale,
        and(eq(prompts.categoryId, prompt.categoryId), ne(prompts.id, prompt.id)),
        now,
      )
        .orderBy(...defaultOrder)
        .limit(RELATED_LIMIT);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return chosen.length ? chosen.flatMap((id) => byId.get(id) ?? []) : [...byId.values()];
}

/**
 * Texts a reader may see, for the API's list: the same entitlement rule as the page, per prompt.
 */
export async function readablePromptTexts(
  db: Database,
  ids: number[],
  locale: Locale,
  viewer: Viewer,
  now: Date = appClock.now(),
): Promise<Map<number, { promptText: string; locked: false } | { promptText: null; locked: true }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: prompts.id,
      isPremium: prompts.isPremium,
      isForbidden: prompts.isForbidden,
      publishedAt: prompts.publishedAt,
      authorId: prompts.authorId,
      source: prompts.source,
      categoryRank: categoryRank(now),
      promptText: promptTranslations.promptText,
    })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .where(inArray(prompts.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      promptAccess(viewer, row, now).canReadText
        ? { promptText: row.promptText, locked: false as const }
        : { promptText: null, locked: true as const },
    ]),
  );
}
