import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  isPromptType,
  MEMBER_PROMPTS_PER_DAY,
  type MemberPromptInput,
  type MemberPromptPatch,
  type PromptType,
} from "~/core/forms/prompt";
import { isLocale, type Locale } from "~/core/locale";
import type { Database, Executor } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { categories, prompts, promptTranslations } from "~/server/catalog/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { hiddenByModeration } from "~/server/community/reports.server";
import { promptSnapshot, recordVersion } from "~/server/versions/versions.server";

/**
 * Prompts members write: one language, private until the author
 * publishes them, never premium unless an admin makes them so. The author and admins edit and
 * delete them; anyone else is told a private prompt does not exist.
 */

export type Member = Extract<Viewer, { kind: "member" }>;

const DAY_MS = 24 * 60 * 60 * 1000;

export type MemberPromptErrorCode =
  "prompt_not_found" | "not_your_prompt" | "category_not_found" | "daily_limit" | "hidden_by_moderation";

const ERROR_TEXT: Record<MemberPromptErrorCode, string> = {
  prompt_not_found: "Prompt not found",
  not_your_prompt: "Only the prompt's author or an admin can change it",
  category_not_found: "Category not found",
  daily_limit: `You have created ${MEMBER_PROMPTS_PER_DAY} prompts in the last 24 hours, the daily limit. Try again tomorrow.`,
  hidden_by_moderation:
    "An admin hid this prompt after a report, so it cannot be published again. You can still edit it and keep it private.",
};

const ERROR_STATUS: Record<MemberPromptErrorCode, 400 | 403 | 404 | 429> = {
  prompt_not_found: 404,
  not_your_prompt: 403,
  category_not_found: 400,
  daily_limit: 429,
  hidden_by_moderation: 403,
};

/** A refusal the member can act on; `message` is the English text the API returns. */
export class MemberPromptError extends Error {
  readonly status: 400 | 403 | 404 | 429;
  constructor(readonly code: MemberPromptErrorCode) {
    super(ERROR_TEXT[code]);
    this.name = "MemberPromptError";
    this.status = ERROR_STATUS[code];
  }
}

/** A member's prompt as its author sees it: in "My prompts", the edit form and the API. */
export interface MemberPrompt {
  id: number;
  title: string;
  tagline: string | null;
  description: string;
  promptText: string;
  instructions: string | null;
  credits: string | null;
  tags: string[];
  categoryId: string;
  type: PromptType;
  language: Locale;
  isPublished: boolean;
  isPremium: boolean;
  authorId: string;
  createdAt: string;
  updatedAt: string;
}

const memberPromptColumns = {
  id: prompts.id,
  title: promptTranslations.title,
  tagline: promptTranslations.tagline,
  description: promptTranslations.description,
  promptText: promptTranslations.promptText,
  instructions: promptTranslations.instructions,
  credits: promptTranslations.credits,
  tags: promptTranslations.tags,
  categoryId: prompts.categoryId,
  type: prompts.type,
  language: promptTranslations.locale,
  isPublished: prompts.isPublished,
  isPremium: prompts.isPremium,
  authorId: prompts.authorId,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
};

function memberPrompts(db: Executor) {
  return db
    .select(memberPromptColumns)
    .from(prompts)
    .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
    .where(eq(prompts.source, "member"))
    .$dynamic();
}

function toMemberPrompt(row: Awaited<ReturnType<typeof memberPrompts>>[number]): MemberPrompt {
  return {
    ...row,
    type: isPromptType(row.type) ? row.type : "text",
    language: isLocale(row.language) ? row.language : "en",
    authorId: row.authorId ?? "",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function assertCategory(tx: Executor, categoryId: string) {
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!found) throw new MemberPromptError("category_not_found");
}

/** How many prompts the member wrote in the 24 hours before `now` (an import's prompts are bounded apart). */
export async function promptsCreatedToday(
  db: Executor,
  userId: string,
  now: Date = appClock.now(),
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(prompts)
    .where(
      and(
        eq(prompts.authorId, userId),
        gt(prompts.createdAt, new Date(now.getTime() - DAY_MS)),
        isNull(prompts.importedAt),
      ),
    );
  return row?.value ?? 0;
}

/** Creates a private prompt; only an admin's may be premium. */
export async function createMemberPrompt(
  db: Database,
  author: Member,
  input: MemberPromptInput,
  now: Date = appClock.now(),
): Promise<MemberPrompt> {
  const id = await db.transaction(async (tx) => {
    // One member's creations are counted and written one at a time, so two quick submissions
    // cannot both slip under the daily limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-prompts:${author.userId}`}))`);
    if (!author.isAdmin && (await promptsCreatedToday(tx, author.userId, now)) >= MEMBER_PROMPTS_PER_DAY) {
      throw new MemberPromptError("daily_limit");
    }
    await assertCategory(tx, input.categoryId);
    const [created] = await tx
      .insert(prompts)
      .values({
        categoryId: input.categoryId,
        source: "member",
        authorId: author.userId,
        type: input.type,
        isPremium: author.isAdmin && input.isPremium,
        isPublished: false,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: prompts.id });
    if (!created) throw new Error("the prompt was not inserted");
    await tx.insert(promptTranslations).values({
      promptId: created.id,
      locale: input.language,
      title: input.title,
      tagline: input.tagline,
      description: input.description,
      promptText: input.promptText,
      instructions: input.instructions,
      credits: input.credits,
      tags: input.tags,
    });
    await recordVersion(
      tx,
      { kind: "prompt", promptId: created.id },
      {
        snapshot: (await promptSnapshot(tx, created.id))!.snapshot,
        authorId: author.userId,
        note: input.changeNote,
        now,
      },
    );
    return created.id;
  });
  return (await findMemberPrompt(db, author, id))!;
}

/** A member's prompt the editor may change, or the refusal: someone else's private one does not exist. */
async function editable(tx: Executor, editor: Member, id: number): Promise<MemberPrompt> {
  const [row] = await memberPrompts(tx)
    .where(and(eq(prompts.source, "member"), eq(prompts.id, id)))
    .limit(1);
  if (!row) throw new MemberPromptError("prompt_not_found");
  const isAuthor = row.authorId === editor.userId;
  if (!isAuthor && !editor.isAdmin) {
    throw new MemberPromptError(row.isPublished ? "not_your_prompt" : "prompt_not_found");
  }
  return toMemberPrompt(row);
}

/** The prompt for its edit form: the author's or, for an admin, anyone's. */
export async function findMemberPrompt(
  db: Executor,
  editor: Member,
  id: number,
): Promise<MemberPrompt | null> {
  try {
    return await editable(db, editor, id);
  } catch (error) {
    if (error instanceof MemberPromptError) return null;
    throw error;
  }
}

/**
 * Changes the fields sent, and publishes or unpublishes. Publishing dates the prompt from that moment,
 * so it is new when people first see it. Only an admin may change the premium flag. A change of the
 * text is kept as a version, with the editor and the change note.
 */
export async function updateMemberPrompt(
  db: Database,
  editor: Member,
  id: number,
  patch: MemberPromptPatch,
  now: Date = appClock.now(),
): Promise<MemberPrompt> {
  const { before, after } = await db.transaction(async (tx) => {
    const before = await editable(tx, editor, id);
    const textBefore = await promptSnapshot(tx, id);
    if (patch.categoryId !== undefined) await assertCategory(tx, patch.categoryId);
    const publishing = patch.isPublished === true && !before.isPublished;
    // What an admin hid on a report stays hidden until an admin restores it.
    if (publishing && !editor.isAdmin && (await hiddenByModeration(tx, id)))
      throw new MemberPromptError("hidden_by_moderation");
    await tx
      .update(prompts)
      .set({
        ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
        ...(patch.type !== undefined ? { type: patch.type } : {}),
        ...(patch.isPremium !== undefined && editor.isAdmin ? { isPremium: patch.isPremium } : {}),
        ...(patch.isPublished !== undefined ? { isPublished: patch.isPublished } : {}),
        ...(publishing ? { publishedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(prompts.id, id));
    const text = {
      ...(patch.language !== undefined ? { locale: patch.language } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.tagline !== undefined ? { tagline: patch.tagline } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.promptText !== undefined ? { promptText: patch.promptText } : {}),
      ...(patch.instructions !== undefined ? { instructions: patch.instructions } : {}),
      ...(patch.credits !== undefined ? { credits: patch.credits } : {}),
      ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
    };
    if (Object.keys(text).length)
      await tx.update(promptTranslations).set(text).where(eq(promptTranslations.promptId, id));
    await recordVersion(
      tx,
      { kind: "prompt", promptId: id },
      {
        snapshot: (await promptSnapshot(tx, id))!.snapshot,
        before: textBefore ?? undefined,
        authorId: editor.userId,
        note: patch.changeNote,
        now,
      },
    );
    return { before, after: await editable(tx, editor, id) };
  });
  // Visitors' cached pages (search, its category) show published prompts only.
  if (before.isPublished || after.isPublished) await catalogChanged();
  return after;
}

/** Deletes the prompt and what points at it (favourites, uses, events: the database cascades). */
export async function deleteMemberPrompt(db: Database, editor: Member, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const prompt = await editable(tx, editor, id);
    await tx.delete(prompts).where(eq(prompts.id, id));
    return prompt;
  });
  if (removed.isPublished) await catalogChanged();
}

export const MY_PROMPTS_PAGE = 50;

/** "My prompts": the member's own prompts, newest first. */
export async function listMyPrompts(
  db: Database,
  userId: string,
  { limit = MY_PROMPTS_PAGE, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<{ items: MemberPrompt[]; total: number }> {
  const mine = and(eq(prompts.source, "member"), eq(prompts.authorId, userId));
  const [rows, [totals]] = await Promise.all([
    memberPrompts(db)
      .where(mine)
      .orderBy(desc(prompts.createdAt), desc(prompts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(prompts).where(mine),
  ]);
  return { items: rows.map(toMemberPrompt), total: totals?.value ?? 0 };
}
