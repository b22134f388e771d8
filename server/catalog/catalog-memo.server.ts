import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { catalogVersion } from "./changes.server";

export interface CatalogMemoOptions {
  /** how long a value is served, on the caller's clock; what moves with time (a drop's release, the day) moves on within it */
  ttlMs?: number;
  /** values kept per database at most; the least recently read goes first */
  maxEntries?: number;
}

interface Entry<V> {
  value: Promise<V>;
  version: string;
  /** on the clock of the call that loaded it */
  loadedAt: number;
}

/**
 * Keeps what a loader read of the public catalogue (the same for every reader), per database and
 * key, for as long as the catalogue's version (server/catalog/changes) stays the same and at most
 * `ttlMs`: the anonymous page cache's rule, for the parts of a signed-in member's page that are
 * not theirs. When the version cannot be read (Redis away) every call loads afresh. Concurrent
 * calls for one key share one load; a failed load is not kept. Values are shared: never mutate them.
 * `context` is what the caller has at hand that a load may use instead of reading it again: it must
 * not change the value (the key decides that).
 */
export function catalogMemo<K extends string | number, V, C = undefined>(
  load: (db: Database, key: K, now: Date, context?: C) => Promise<V>,
  { ttlMs = 10_000, maxEntries = 2_000 }: CatalogMemoOptions = {},
) {
  const byDatabase = new WeakMap<Database, Map<K, Entry<V>>>();

  return async function read(db: Database, key: K, now: Date = appClock.now(), context?: C): Promise<V> {
    const version = await catalogVersion();
    if (version === null) return load(db, key, now, context);
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));

    const at = now.getTime();
    const hit = entries.get(key);
    if (hit && hit.version === version && at >= hit.loadedAt && at - hit.loadedAt < ttlMs) {
      // Map order is the recency order.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }

    const entry: Entry<V> = { value: load(db, key, now, context), version, loadedAt: at };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
