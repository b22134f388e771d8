import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  defaultOrder,
  outer,
  publishedPrompts,
  releasedBy,
  toSummary,
  type PromptSummary,
} from "./rows.server";
import { promptEvents, prompts, promptTranslations } from "./schema";

// Lists for the home, featured and popular pages.

/**
 * Who reads a prompt in a list: the library's prompts are listed for every reader (in the reader's
 * language, else the other one), a member's prompt only for readers of the language it was written
 * in. A member writes one language, so a pt-BR post in an English list is a prompt the reader cannot
 * use. The rule holds for every list (featured, popular, new, categories, trends, the home page and
 * its recommendations); a link, a search and a member's own favourites still open any prompt.
 */
export const listedIn = (locale: Locale) =>
  sql`(${prompts.source} = 'catalog' or exists (
    select 1 from ${promptTranslations} lt where lt.prompt_id = ${outer.promptId} and lt.locale = ${locale}
  ))`;

/** Popularity weights for recorded events: popular and trending lists rank by real use. */
const EVENT_WEIGHTS = { copy: 1, share: 2, use: 2, favorite: 3 } as const;
export async function listFeaturedPrompts(
  db: Database,
  locale: Locale,
  limit: number,
): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale, and(eq(prompts.featured, true), listedIn(locale)))
    .orderBy(desc(prompts.publishedAt), asc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function listNewestPrompts(
  db: Database,
  locale: Locale,
  limit: number,
): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale, listedIn(locale))
    .orderBy(desc(prompts.publishedAt), asc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * Ranked by recorded copies, shares, uses and favourites within the window; ties (and a catalogue
 * with no events yet) fall back to an order that changes once a day, never between requests, so a
 * server-rendered list is what the browser hydrates.
 */
export async function listPopularPrompts(
  db: Database,
  locale: Locale,
  options: { limit: number; windowDays: number; day: string },
  now: Date = appClock.now(),
): Promise<PromptSummary[]> {
  const weight = sql.raw(
    `case e.kind ${Object.entries(EVENT_WEIGHTS)
      .map(([kind, value]) => `when '${kind}' then ${value}`)
      .join(" ")} else 0 end`,
  );
  const listed = and(eq(prompts.isPublished, true), releasedBy(now), listedIn(locale));
  // Only prompts with events in the window are scored (read through the events' time index), and
  // the daily order draws from the first FALLBACK_POOL prompts in the catalogue's default order
  // (featured, then newest): scoring and shuffling every published prompt took a minute at a
  // million prompts (docs/performance.md). A catalogue smaller than the pool keeps its whole daily order,
  // shuffled by a hash of the day and the id (a product of the two, as before, overflowed 32 bits
  // past a few thousand prompts and moved little from one day to the next).
  const fresh = db
    .select({ id: prompts.id })
    .from(prompts)
    .where(listed)
    .orderBy(...defaultOrder)
    .limit(FALLBACK_POOL);
  const result = (await db.execute(sql`
    with scored as (
      select e.prompt_id as id, sum(${weight})::int as score
      from ${promptEvents} e
      where e.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${options.windowDays})
      group by e.prompt_id
    ),
    pool as (
      select s.id, s.score from scored s join ${prompts} on ${prompts.id} = s.id where ${listed}
      union all
      select fresh.id, 0 from (${fresh}) fresh
    )
    select id from pool
    group by id
    order by max(score) desc, md5(${options.day}::text || ':' || id), id
    limit ${options.limit}`)) as { rows?: { id: number }[] };
  return listPromptSummaries(
    db,
    (result.rows ?? []).map((row) => row.id),
    locale,
    now,
  );
}

/** Prompts the daily order draws from when too few have events (see listPopularPrompts). */
const FALLBACK_POOL = 500;

/** The UTC calendar day, e.g. "2026-11-22": the daily order changes at midnight UTC. */
export function utcDay(now: Date = appClock.now()): string {
  return now.toISOString().slice(0, 10);
}

/** Summaries of the given published prompts, in the order of `ids`. */
export async function listPromptSummaries(
  db: Database,
  ids: number[],
  locale: Locale,
  now: Date = appClock.now(),
): Promise<PromptSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPrompts(db, locale, inArray(prompts.id, ids), now);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
