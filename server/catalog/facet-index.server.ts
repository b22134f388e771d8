import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/core/locale";
import type { AccessLevel } from "./filters";
import { promptChanges, prompts } from "./schema";

/**
 * The columns the filters and their counts read of every prompt, kept in this process's memory, so
 * that counting what a word matches (thousands of prompts) reads only the matches' ids from the
 * database, not each match's prompt (docs/decisions/0011).
 *
 * It is as fresh as the database on every read: before answering, it asks `prompt_changes` (kept
 * by a trigger on `prompts`, in the statement that changes them) which prompts changed in the
 * transactions it may not have seen, those from the oldest one still running when it last looked,
 * and reads those prompts again. A transaction's changes appear there when it commits, so a change
 * made by any process is seen by the next read after its commit. Reading a prompt again that had
 * not changed is harmless, so a window that overlaps the last one loses nothing.
 */
export interface IndexedPrompt {
  id: number;
  categoryId: string;
  isPremium: boolean;
  isForbidden: boolean;
  hasPlaceholders: boolean;
  source: string;
  featured: boolean;
  isPublished: boolean;
  upvotes: number;
  /** milliseconds */
  publishedAt: number;
  tagsEn: string[];
  tagsPt: string[];
  sortTitleEn: string | null;
  sortTitlePt: string | null;
  locales: string[];
}

export interface FacetIndex {
  prompts: Map<number, IndexedPrompt>;
}

/** How long a change stays in `prompt_changes` (readers delete older ones). */
const CHANGES_KEPT_MS = 60 * 60 * 1000;
/** A process that has not looked for this long reads everything again: no change it needs is deleted yet. */
const RELOAD_AFTER_MS = 30 * 60 * 1000;
/** How often a process deletes the changes older than CHANGES_KEPT_MS. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface State {
  index: FacetIndex;
  /** the oldest transaction still running when the index last looked (pg_snapshot_xmin), as text */
  horizon: string;
  /** the transactions from the horizon on whose changes were read already (a long transaction elsewhere holds the horizon back) */
  applied: string[];
  lookedAt: number;
  prunedAt: number;
}

const columns = sql`p.id, p.category_id as "categoryId", p.is_premium as "isPremium", p.is_forbidden as "isForbidden",
  p.has_placeholders as "hasPlaceholders", p.source, p.featured, p.is_published as "isPublished", p.upvotes,
  (extract(epoch from p.published_at) * 1000)::float8 as "publishedAt", p.tags_en as "tagsEn", p.tags_pt as "tagsPt",
  p.sort_title_en as "sortTitleEn", p.sort_title_pt as "sortTitlePt", p.locales`;

const horizonNow = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

async function loadAll(db: Database, at: number): Promise<State> {
  // The horizon first: a change committed after it is read again by the next look.
  const horizon = (
    (await db.execute(sql`select ${horizonNow} as horizon`)) as { rows: { horizon: string }[] }
  ).rows[0]!.horizon;
  const rows = ((await db.execute(sql`select ${columns} from ${prompts} p`)) as { rows: IndexedPrompt[] })
    .rows;
  const index: FacetIndex = { prompts: new Map(rows.map((row) => [row.id, shared(row)])) };
  return { index, horizon, applied: [], lookedAt: at, prunedAt: at };
}

/**
 * The row with its repeated values (categories, sources, tags, languages) shared with the other
 * rows: each row read from the database has its own copies, several hundred bytes a prompt.
 */
function shared(row: IndexedPrompt): IndexedPrompt {
  return {
    ...row,
    categoryId: one(row.categoryId),
    source: one(row.source),
    tagsEn: row.tagsEn.map(one),
    tagsPt: row.tagsPt.map(one),
    locales: languages(row.locales),
  };
}

const strings = new Map<string, string>();
const lists = new Map<string, string[]>();

function one(value: string): string {
  const known = strings.get(value);
  if (known !== undefined) return known;
  strings.set(value, value);
  return value;
}

/** A prompt's languages: a few combinations, shared. */
function languages(values: string[]): string[] {
  const key = values.join(",");
  const known = lists.get(key);
  if (known) return known;
  lists.set(key, values);
  return values;
}

/** Brings the index up to what the database holds now. */
async function catchUp(db: Database, state: State, at: number): Promise<State> {
  if (at - state.lookedAt > RELOAD_AFTER_MS) return loadAll(db, at);
  // One look at the changes: those of the transactions from the horizon on not read yet.
  const found = (await db.execute(sql`
    select ${horizonNow} as horizon,
      coalesce(c.xids, '{}') as xids, coalesce(c.changed, '{}') as changed
    from (
      select array_agg(distinct c.xid::text) as xids, array_agg(distinct c.prompt_id) as changed
      from ${promptChanges} c
      where c.xid >= ${state.horizon}::xid8 and c.xid <> all(${`{${state.applied.join(",")}}`}::xid8[])
    ) c`)) as {
    rows: { horizon: string; xids: string[]; changed: number[] }[];
  };
  const { horizon, xids, changed } = found.rows[0]!;
  if (changed.includes(-1)) return loadAll(db, at);
  if (changed.length > 0) {
    const rows = (
      (await db.execute(
        sql`select ${columns} from ${prompts} p where p.id = any(${`{${changed.join(",")}}`}::int[])`,
      )) as {
        rows: IndexedPrompt[];
      }
    ).rows;
    const map = state.index.prompts;
    for (const id of changed) map.delete(id);
    for (const row of rows) map.set(row.id, shared(row));
  }
  let prunedAt = state.prunedAt;
  if (at - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = at;
    await db.execute(
      sql`delete from ${promptChanges} where at < ${new Date(at - CHANGES_KEPT_MS).toISOString()}`,
    );
  }
  // Every transaction below the new horizon has ended: only those from it on are remembered.
  const applied = [...state.applied, ...xids].filter((xid) => BigInt(xid) >= BigInt(horizon));
  return { index: state.index, horizon, applied, lookedAt: at, prunedAt };
}

/**
 * The index of `db`, caught up with every change committed before the call. One catch-up runs at a
 * time; calls that arrive meanwhile share the next one, which starts after them. A failed one is
 * forgotten (the next call loads afresh).
 */
export async function facetIndex(db: Database): Promise<FacetIndex> {
  let slot = slots.get(db);
  if (!slot) {
    const first = loadAll(db, Date.now());
    slots.set(db, (slot = { current: first, next: null }));
    forgetOnFailure(db, slot, first);
    return (await first).index;
  }
  if (slot.next) return (await slot.next).index;
  const own = slot;
  const next = own.current
    .catch(() => null)
    .then((state) => {
      // Started: later calls wait for the one after this.
      if (own.next === next) own.next = null;
      const at = Date.now();
      return state ? catchUp(db, state, at) : loadAll(db, at);
    });
  own.next = next;
  own.current = next;
  forgetOnFailure(db, own, next);
  return (await next).index;
}

interface Slot {
  current: Promise<State>;
  /** the catch-up queued behind `current`, not started yet */
  next: Promise<State> | null;
}

const slots = new WeakMap<Database, Slot>();

function forgetOnFailure(db: Database, slot: Slot, load: Promise<State>) {
  load.catch(() => {
    if (slots.get(db) === slot && slot.current === load) slots.delete(db);
  });
}

export const accessOf = (prompt: IndexedPrompt): AccessLevel =>
  prompt.isForbidden ? "forbidden" : prompt.isPremium ? "premium" : "free";
export const tagsOf = (prompt: IndexedPrompt, locale: Locale) =>
  locale === "pt" ? prompt.tagsPt : prompt.tagsEn;
export const sortTitleOf = (prompt: IndexedPrompt, locale: Locale) =>
  locale === "pt" ? prompt.sortTitlePt : prompt.sortTitleEn;
