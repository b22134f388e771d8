import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { publishedPrompts, toSummary, type PromptSummary } from "~/server/catalog/rows.server";
import { promptEvents, prompts, promptTranslations } from "~/server/catalog/schema";

// What analytics and recommendations both read of a member's own use.

/** The events that count as using a prompt: shares are left out. */
export const USE_EVENT_KINDS = ["copy", "use", "favorite"] as const;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Prompts read per member and window at most: a heavy member's long tail does not change their top. */
const PROMPTS_READ = 200;

export const useKinds = sql.join(
  USE_EVENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

type Rows<T> = { rows?: T[] };

export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as Rows<T>).rows ?? [];
}

/** The first instant of the UTC day `days - 1` days before `now`'s: a window of `days` calendar days, today included. */
export function windowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export interface PromptUse {
  promptId: number;
  categoryId: string;
  /** copies, uses and favourites */
  count: number;
  /** distinct UTC days with any of them */
  days: number;
}

/** The prompts a member used in [since, now], most used first, at most PROMPTS_READ. */
export async function promptUsesOf(
  db: Database,
  userId: string,
  since: Date,
  now: Date,
): Promise<PromptUse[]> {
  return rowsOf<PromptUse>(
    db,
    sql`
      select e.prompt_id as "promptId", p.category_id as "categoryId", count(*)::int as count,
        count(distinct (e.created_at at time zone 'UTC')::date)::int as days
      from ${promptEvents} e
      join ${prompts} p on p.id = e.prompt_id
      where e.user_id = ${userId} and e.created_at >= ${since.toISOString()} and e.created_at <= ${now.toISOString()}
        and e.kind in (${useKinds})
      group by e.prompt_id, p.category_id
      order by count desc, days desc, e.prompt_id
      limit ${PROMPTS_READ}`,
  );
}

/** Tags of the given prompts in the reader's language (else their only one), weighted by how often each was used. */
export async function weightedTags(
  db: Database,
  uses: PromptUse[],
  locale: Locale,
): Promise<{ tag: string; count: number }[]> {
  if (uses.length === 0) return [];
  const rows = await db
    .select({
      promptId: promptTranslations.promptId,
      locale: promptTranslations.locale,
      tags: promptTranslations.tags,
    })
    .from(promptTranslations)
    .where(
      inArray(
        promptTranslations.promptId,
        uses.map((use) => use.promptId),
      ),
    );
  const tagsOf = new Map<number, string[]>();
  for (const row of rows) {
    if (!tagsOf.has(row.promptId) || row.locale === locale) tagsOf.set(row.promptId, row.tags);
  }
  const weights = new Map<string, { tag: string; count: number }>();
  for (const use of uses) {
    for (const tag of new Set(tagsOf.get(use.promptId) ?? [])) {
      const key = tag.toLocaleLowerCase();
      const entry = weights.get(key) ?? { tag, count: 0 };
      entry.count += use.count;
      weights.set(key, entry);
    }
  }
  return [...weights.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Summaries of published, released prompts in the order of `ids` (and `where`); the others are left out. */
export async function summariesInOrder(
  db: Database,
  ids: number[],
  locale: Locale,
  now: Date,
  where?: SQL,
): Promise<PromptSummary[]> {
  if (ids.length === 0) return [];
  const rows = await publishedPrompts(db, locale, and(inArray(prompts.id, ids), where), now);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
