import { and, asc, eq, sql } from "drizzle-orm";
import { PROMPT_LIMITS } from "~/core/forms/prompt";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { releasedBy, translationFor } from "~/server/catalog/rows.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { createMemberPrompt } from "~/server/prompts/member-prompts.server";
import { notify, promptTitles } from "~/server/notifications/notifications.server";
import { promptFor, requirePoster } from "./access.server";
import { CommunityError } from "./errors";
import { promptForks } from "./schema";

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const cutOrNull = (value: string | null, max: number) => (value ? cut(value, max) : null);

/**
 * "Make my version": a private copy, in the member's own prompts, of a prompt they may read, linked
 * to its original. Like any prompt they write, it counts towards the daily limit and stays private
 * until they publish it.
 */
export async function forkPrompt(
  db: Database,
  viewer: Viewer,
  sourceId: number,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<{ id: number }> {
  const member = await requirePoster(db, viewer, now);
  const source = await promptFor(db, viewer, sourceId, now, locale);
  if (source.promptText === null) throw new CommunityError("cannot_fork");
  const copy = await createMemberPrompt(
    db,
    { ...member, isAdmin: false },
    {
      title: cut(source.title, PROMPT_LIMITS.title),
      tagline: cutOrNull(source.tagline, PROMPT_LIMITS.tagline),
      description: cut(source.description, PROMPT_LIMITS.description),
      categoryId: source.category.id,
      tags: source.tags.slice(0, PROMPT_LIMITS.tags).map((tag) => cut(tag, PROMPT_LIMITS.tag)),
      promptText: cut(source.promptText, PROMPT_LIMITS.promptText),
      instructions: cutOrNull(source.instructions, PROMPT_LIMITS.instructions),
      credits: cutOrNull(source.credits, PROMPT_LIMITS.credits),
      type: source.type,
      language: source.locale,
      isPremium: false,
    },
    now,
  );
  await db.transaction(async (tx) => {
    await tx.insert(promptForks).values({ promptId: copy.id, sourceId, createdAt: now });
    const [original] = await tx
      .select({ authorId: prompts.authorId })
      .from(prompts)
      .where(and(eq(prompts.id, sourceId), eq(prompts.source, "member")));
    if (original?.authorId)
      await notify(tx, {
        recipientId: original.authorId,
        kind: "fork",
        actorId: member.userId,
        subject: {
          type: "prompt",
          id: sourceId,
          title: await promptTitles(tx, sourceId),
          url: `/prompt/${sourceId}`,
        },
        now,
      });
  });
  return { id: copy.id };
}

export interface ForkSummary {
  id: number;
  title: string;
  author: string | null;
}

/** The published member versions of a prompt (anyone may read them), oldest first. */
export async function listForks(
  db: Database,
  sourceId: number,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<{ total: number; items: ForkSummary[] }> {
  const published = and(eq(promptForks.sourceId, sourceId), eq(prompts.isPublished, true), releasedBy(now));
  // The first 50 and how many there are in all, in one statement (the count before the limit; one
  // translation a prompt).
  const rows = await db
    .select({
      id: prompts.id,
      title: promptTranslations.title,
      author: user.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(promptForks)
    .innerJoin(prompts, eq(prompts.id, promptForks.promptId))
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .leftJoin(user, eq(user.id, prompts.authorId))
    .where(published)
    .orderBy(asc(promptForks.createdAt), asc(prompts.id))
    .limit(50);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ id, title, author }) => ({ id, title, author })),
  };
}

/** The prompt this one is a member's version of, when the reader may find it. */
export async function forkSourceOf(
  db: Database,
  viewer: Viewer,
  promptId: number,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<{ id: number; title: string } | null> {
  const [link] = await db
    .select({ sourceId: promptForks.sourceId })
    .from(promptForks)
    .where(eq(promptForks.promptId, promptId));
  if (!link) return null;
  const source = await promptFor(db, viewer, link.sourceId, now, locale).catch(() => null);
  return source ? { id: source.id, title: source.title } : null;
}
