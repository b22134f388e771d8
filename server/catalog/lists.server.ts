import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { outer, publishedPrompts, toSummary, type PromptSummary } from "./rows.server";
import { promptEvents, prompts } from "./schema";

// Lists for the home, featured and popular pages.

/** Popularity weights for recorded events (DESIGN.md D6). */
const EVENT_WEIGHTS = { copy: 1, share: 2, use: 2, favorite: 3 } as const;
export async function listFeaturedPrompts(db: Database, locale: Locale, limit: number): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale, eq(prompts.featured, true))
    .orderBy(desc(prompts.publishedAt), asc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function listNewestPrompts(db: Database, locale: Locale, limit: number): Promise<PromptSummary[]> {
  const rows = await publishedPrompts(db, locale)
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
): Promise<PromptSummary[]> {
  const seed = daySeed(options.day);
  const score = sql<number>`coalesce((
    select sum(case e.kind ${sql.raw(
      Object.entries(EVENT_WEIGHTS)
        .map(([kind, weight]) => `when '${kind}' then ${weight}`)
        .join(" "),
    )} else 0 end)
    from ${promptEvents} e
    where e.prompt_id = ${outer.promptId} and e.created_at > now() - make_interval(days => ${options.windowDays})
  ), 0)`;
  const rows = await publishedPrompts(db, locale)
    .orderBy(desc(score), sql`(${prompts.id} * ${seed}) % 1000003`, asc(prompts.id))
    .limit(options.limit);
  return rows.map(toSummary);
}

/** The UTC calendar day, e.g. "2026-11-22": the daily order changes at midnight UTC. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function daySeed(day: string): number {
  let hash = 7;
  for (const char of day) hash = (hash * 31 + char.charCodeAt(0)) % 999_983;
  return hash + 1;
}

/** Summaries of the given published prompts, in the order of `ids`. */
export async function listPromptSummaries(db: Database, ids: number[], locale: Locale): Promise<PromptSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPrompts(db, locale, inArray(prompts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
