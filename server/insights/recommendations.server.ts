import { and, eq, inArray, sql } from "drizzle-orm";
import type { RecommendationReason } from "~/core/insights/reason";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { favorites } from "~/server/accounts/schema";
import { listedIn } from "~/server/catalog/lists.server";
import { defaultOrder, publishedPrompts, type PromptSummary } from "~/server/catalog/rows.server";
import { categories, categoryTranslations, promptEvents, prompts } from "~/server/catalog/schema";
import { promptAccess, type Viewer } from "~/server/entitlements/entitlements";
import { DAY_MS, promptUsesOf, rowsOf, summariesInOrder, useKinds, weightedTags } from "./activity.server";

// "Recommended for you": prompts a member has not used yet, from the categories and tags
// they use most and from what members who used the same prompts also used. Every query is bounded
// by a recent window and a LIMIT, so a catalogue of a million prompts costs the same.

export type { RecommendationReason };

export interface Recommendation {
  prompt: PromptSummary;
  reason: RecommendationReason;
}

export const RECOMMENDATIONS_LIMIT = 8;
/** The member's taste: their use over this many days. */
const PROFILE_DAYS = 90;
/** "Members who used the same prompts": their use over this many days. */
const PEER_DAYS = 60;
const POPULAR_DAYS = 7;
/** The member's prompts that co-occurrence starts from (their most used), and the (member, prompt) pairs read at most. */
const ANCHORS = 20;
const PEER_PAIRS = 300;
const CANDIDATES_PER_SOURCE = 60;
/** What a member has used, read at most (newest first): enough to exclude everything they touch. */
const USED_READ = 5_000;
const TOP_CATEGORIES = 3;
const TOP_TAGS = 5;
/** The week's most popular prompts kept; a member's own used ones are left out of them afterwards. */
const POPULAR_POOL = 500;

type Member = Extract<Viewer, { kind: "member" }>;

const intArray = (ids: Iterable<number>) => `{${[...ids].join(",")}}`;

/** Every prompt the member copied, used or favourited (most recent first), favourites kept, and their own. */
async function excludedIds(db: Database, userId: string): Promise<Set<number>> {
  const [used, kept, own] = await Promise.all([
    rowsOf<{ promptId: number }>(
      db,
      sql`select prompt_id as "promptId" from ${promptEvents}
        where user_id = ${userId} and kind in (${useKinds})
        group by prompt_id order by max(created_at) desc limit ${USED_READ}`,
    ),
    db
      .select({ promptId: favorites.promptId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .limit(USED_READ),
    db.select({ promptId: prompts.id }).from(prompts).where(eq(prompts.authorId, userId)).limit(USED_READ),
  ]);
  return new Set([...used, ...kept, ...own].map((row) => row.promptId));
}

type PopularRow = { promptId: number; categoryId: string; score: number };

/** Weighted popularity over the last week, everyone's: copies 1, uses 2, favourites 3 (shares left out). */
async function popularThisWeek(db: Database, now: Date): Promise<PopularRow[]> {
  return rowsOf<PopularRow>(
    db,
    sql`select e.prompt_id as "promptId", p.category_id as "categoryId",
        sum(case e.kind when 'copy' then 1 when 'use' then 2 when 'favorite' then 3 else 0 end)::int as score
      from ${promptEvents} e
      join ${prompts} p on p.id = e.prompt_id
      where e.created_at > ${new Date(now.getTime() - POPULAR_DAYS * DAY_MS).toISOString()} and e.created_at <= ${now.toISOString()}
        and e.kind in (${useKinds})
        and p.is_published and p.published_at <= ${now.toISOString()}
      group by e.prompt_id, p.category_id
      order by score desc, e.prompt_id
      limit ${POPULAR_POOL}`,
  );
}

/**
 * The week's ranking is the same for every member and reads all of the week's events, so it is
 * computed once per database every POPULAR_TTL_MS of the clock the caller goes by (the app clock,
 * or a test's) and shared; each member's own prompts are then left out of it. A ranking a few
 * minutes old is fine: what a member may read, and what is still published, is checked afterwards.
 */
export const POPULAR_TTL_MS = 5 * 60 * 1000;
const popularCache = new WeakMap<Database, { at: number; rows: Promise<PopularRow[]> }>();

function cachedPopular(db: Database, now: Date): Promise<PopularRow[]> {
  const cached = popularCache.get(db);
  const age = cached ? now.getTime() - cached.at : Infinity;
  // A clock set back (a test, local mode's /dev/clock) computes again rather than trust the future.
  if (cached && age >= 0 && age < POPULAR_TTL_MS) return cached.rows;
  const rows = popularThisWeek(db, now);
  const entry = { at: now.getTime(), rows };
  popularCache.set(db, entry);
  // A failed query is not kept: the next visit asks again.
  rows.catch(() => {
    if (popularCache.get(db) === entry) popularCache.delete(db);
  });
  return rows;
}

/** This week's popular prompts, less the member's own. */
async function popularPool(db: Database, now: Date, excluded: Set<number>): Promise<PopularRow[]> {
  return (await cachedPopular(db, now)).filter((row) => !excluded.has(row.promptId));
}

/**
 * Prompts used by members who used the member's most used prompts, each with the prompt of theirs that
 * most of those members share: "Members who used X also used this". Counts of members only.
 */
async function alsoUsed(db: Database, userId: string, anchors: number[], now: Date, excluded: Set<number>) {
  // Without prompts of their own to start from there is nothing to compare (and the planner, not
  // knowing that, would read every member's events).
  if (anchors.length === 0) return [];
  const since = new Date(now.getTime() - PEER_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();
  const rows = await rowsOf<{ promptId: number; anchorId: number; members: number }>(
    db,
    sql`with peers as (
        select e.user_id, e.prompt_id as anchor from ${promptEvents} e
        where e.prompt_id = any(${intArray(anchors)}::int[]) and e.user_id is not null and e.user_id <> ${userId} and e.created_at > ${since} and e.created_at <= ${until}
          and e.kind in (${useKinds})
        group by e.user_id, e.prompt_id
        limit ${PEER_PAIRS}
      )
      select o.prompt_id as "promptId", peers.anchor as "anchorId", count(distinct o.user_id)::int as members
      from peers
      join ${promptEvents} o on o.user_id = peers.user_id
      join ${prompts} p on p.id = o.prompt_id
      where o.user_id is not null and o.created_at > ${since} and o.created_at <= ${until} and o.kind in (${useKinds})
        and not (o.prompt_id = any(${intArray(excluded)}::int[]))
        and p.is_published and p.published_at <= ${until}
      group by o.prompt_id, peers.anchor
      order by members desc, o.prompt_id
      limit ${CANDIDATES_PER_SOURCE * 4}`,
  );
  const best = new Map<number, { anchorId: number; members: number }>();
  for (const row of rows) {
    const seen = best.get(row.promptId);
    if (!seen || row.members > seen.members)
      best.set(row.promptId, { anchorId: row.anchorId, members: row.members });
  }
  return [...best]
    .map(([promptId, found]) => ({ promptId, ...found }))
    .sort((a, b) => b.members - a.members || a.promptId - b.promptId);
}

/** The first prompts of a category in its default order that the member has not used. */
async function categoryPrompts(
  db: Database,
  categoryId: string,
  locale: Locale,
  now: Date,
  excluded: Set<number>,
) {
  const rows = await publishedPrompts(
    db,
    locale,
    and(
      eq(prompts.categoryId, categoryId),
      sql`not (${prompts.id} = any(${intArray(excluded)}::int[]))`,
      listedIn(locale),
    ),
    now,
  )
    .orderBy(...defaultOrder)
    .limit(CANDIDATES_PER_SOURCE / TOP_CATEGORIES);
  return rows.map((row) => row.id);
}

async function categoryTitles(db: Database, ids: string[], locale: Locale): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: categoryTranslations.categoryId,
      locale: categoryTranslations.locale,
      title: categoryTranslations.title,
    })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(inArray(categoryTranslations.categoryId, ids));
  const titles = new Map<string, string>();
  for (const row of rows) if (!titles.has(row.id) || row.locale === locale) titles.set(row.id, row.title);
  return titles;
}

/**
 * Of the candidates, those whose text the member may read (server/entitlements). A prompt's rank in its
 * category is not looked up: it counts as past the free five, so a doubt always leaves it out.
 */
async function readable(db: Database, viewer: Member, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({
      id: prompts.id,
      isPremium: prompts.isPremium,
      isForbidden: prompts.isForbidden,
      publishedAt: prompts.publishedAt,
      authorId: prompts.authorId,
      source: prompts.source,
    })
    .from(prompts)
    .where(inArray(prompts.id, ids));
  return new Set(
    rows
      .filter(
        (row) => promptAccess(viewer, { ...row, categoryRank: Number.MAX_SAFE_INTEGER }, now).canReadText,
      )
      .map((row) => row.id),
  );
}

export async function getRecommendations(
  db: Database,
  viewer: Member,
  {
    locale,
    now = appClock.now(),
    limit = RECOMMENDATIONS_LIMIT,
  }: { locale: Locale; now?: Date; limit?: number },
): Promise<Recommendation[]> {
  const [excluded, uses] = await Promise.all([
    excludedIds(db, viewer.userId),
    promptUsesOf(db, viewer.userId, new Date(now.getTime() - PROFILE_DAYS * DAY_MS), now),
  ]);
  // The member's most used prompts of the last 90 days are where co-occurrence starts.
  const anchorIds = uses.slice(0, ANCHORS).map((use) => use.promptId);
  const [pool, peers] = await Promise.all([
    popularPool(db, now, excluded),
    alsoUsed(db, viewer.userId, anchorIds, now, excluded),
  ]);

  // The member's taste: categories and tags weighted by their own use.
  const categoryWeights = new Map<string, number>();
  for (const use of uses)
    categoryWeights.set(use.categoryId, (categoryWeights.get(use.categoryId) ?? 0) + use.count);
  const topCategories = [...categoryWeights]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_CATEGORIES)
    .map(([id]) => id);
  const topTags = (await weightedTags(db, uses, locale)).slice(0, TOP_TAGS);

  // By category: this week's popular prompts of the category first, then its default order.
  const byCategory = await Promise.all(
    topCategories.map(async (categoryId) => {
      const popular = pool.filter((row) => row.categoryId === categoryId).map((row) => row.promptId);
      return {
        categoryId,
        ids: [...new Set([...popular, ...(await categoryPrompts(db, categoryId, locale, now, excluded))])],
      };
    }),
  );

  const candidateIds = [
    ...new Set([
      ...peers.map((row) => row.promptId).slice(0, CANDIDATES_PER_SOURCE),
      ...byCategory.flatMap((entry) => entry.ids),
      ...pool.map((row) => row.promptId),
    ]),
  ].filter((id) => !excluded.has(id));
  const [summaries, allowed, titles] = await Promise.all([
    summariesInOrder(db, candidateIds, locale, now, listedIn(locale)),
    readable(db, viewer, candidateIds, now),
    categoryTitles(db, topCategories, locale),
  ]);
  const summaryOf = new Map(
    summaries.filter((summary) => allowed.has(summary.id)).map((summary) => [summary.id, summary]),
  );
  const anchors = new Map(
    (await summariesInOrder(db, [...new Set(peers.map((row) => row.anchorId))], locale, now)).map((s) => [
      s.id,
      s,
    ]),
  );

  // Tags: this week's popular prompts and the category candidates that carry one of the member's top tags.
  const tagKeys = topTags.map((entry) => ({ key: entry.tag.toLocaleLowerCase(), tag: entry.tag }));
  const tagged = [...summaryOf.values()].flatMap((summary) => {
    const tags = new Set(summary.tags.map((tag) => tag.toLocaleLowerCase()));
    const match = tagKeys.find((entry) => tags.has(entry.key));
    return match ? [{ promptId: summary.id, tag: match.tag }] : [];
  });

  type Candidate = { promptId: number; reason: RecommendationReason };
  const sources: Candidate[][] = [
    peers.flatMap((row) => {
      const anchor = anchors.get(row.anchorId);
      return anchor
        ? [
            {
              promptId: row.promptId,
              reason: { kind: "also-used", promptId: anchor.id, promptTitle: anchor.title } as const,
            },
          ]
        : [];
    }),
    // Round robin over the member's categories, so the first one does not take every place.
    interleave(
      byCategory.map((entry) =>
        entry.ids.map((promptId) => ({
          promptId,
          reason: {
            kind: "category",
            categoryId: entry.categoryId,
            categoryTitle: titles.get(entry.categoryId) ?? entry.categoryId,
          } as const,
        })),
      ),
    ),
    tagged.map((row) => ({ promptId: row.promptId, reason: { kind: "tag", tag: row.tag } as const })),
  ];

  const chosen: Recommendation[] = [];
  const taken = new Set<number>();
  const take = (candidate: Candidate) => {
    const prompt = summaryOf.get(candidate.promptId);
    if (!prompt || taken.has(prompt.id) || chosen.length >= limit) return;
    taken.add(prompt.id);
    chosen.push({ prompt, reason: candidate.reason });
  };
  for (const candidate of interleave(sources)) take(candidate);
  for (const row of pool) take({ promptId: row.promptId, reason: { kind: "popular" } });

  // A library with no use this week: its default order, for a start.
  if (chosen.length < limit) {
    const rows = await publishedPrompts(
      db,
      locale,
      and(sql`not (${prompts.id} = any(${intArray([...excluded, ...taken])}::int[]))`, listedIn(locale)),
      now,
    )
      .orderBy(...defaultOrder)
      .limit(limit * 3);
    const starters = await readable(
      db,
      viewer,
      rows.map((row) => row.id),
      now,
    );
    const fill = await summariesInOrder(
      db,
      rows.map((row) => row.id).filter((id) => starters.has(id)),
      locale,
      now,
    );
    for (const prompt of fill) {
      summaryOf.set(prompt.id, prompt);
      take({ promptId: prompt.id, reason: { kind: "start" } });
    }
  }
  return chosen;
}

/** One from each list in turn: [a1, b1, c1, a2, b2, …]. */
function interleave<T>(lists: T[][]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) result.push(list[index]!);
  }
  return result;
}
