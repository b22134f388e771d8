import { createClient } from "redis";
import { withTimeout } from "~/core/timeout";

/**
 * Tells whoever keeps copies of public pages (the anonymous page cache, server/http/page-cache)
 * that what a visitor sees of the catalogue has changed: a prompt or category edited, added or
 * deleted.
 *
 * Every change also moves the catalogue's version. With REDIS_URL the version is a counter in
 * Redis that every server process reads before serving a kept copy, so an edit made on one
 * process is seen at once on all of them (processes hold no state of their own: docs/operations.md).
 * Without Redis there is one process, and the version is a counter in it.
 */
const listeners = new Set<() => void>();
const VERSION_KEY = "promptario:catalog-version";
/** A version Redis does not give within this is unknown: the page is rendered, not served from a copy. */
const READ_TIMEOUT_MS = 250;

let localVersion = 0;

export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Call once a change is committed, and await it before answering: other processes see it when it resolves. */
export async function catalogChanged(): Promise<void> {
  localVersion += 1;
  for (const listener of listeners) listener();
  const redis = sharedVersion();
  if (!redis) return;
  try {
    await withTimeout(redis.bump(), READ_TIMEOUT_MS * 4);
  } catch (error) {
    // Other processes keep their copies until these expire (seconds).
    console.error("The catalogue's change could not be shared through Redis:", describe(error));
  }
}

/**
 * The catalogue's version, shared by every process when Redis is configured; null when it cannot be
 * read (Redis away), in which case nothing may be served from a copy.
 */
export async function catalogVersion(): Promise<string | null> {
  const redis = sharedVersion();
  if (!redis) return String(localVersion);
  try {
    return await withTimeout(redis.read(), READ_TIMEOUT_MS);
  } catch {
    return null;
  }
}

interface SharedVersion {
  read(): Promise<string>;
  bump(): Promise<void>;
}

let shared: SharedVersion | null | undefined;

function sharedVersion(): SharedVersion | null {
  if (shared !== undefined) return shared;
  const url = process.env.REDIS_URL;
  if (!url) return (shared = null);
  // Commands fail at once while the connection is down instead of queueing behind it.
  const client = createClient({ url, disableOfflineQueue: true });
  let lastError = "";
  client.on("error", (error: Error) => {
    if (error.message !== lastError) console.error("Redis error (catalogue version):", error.message);
    lastError = error.message;
  });
  client.on("ready", () => (lastError = ""));
  let connecting: Promise<unknown> | undefined;
  const ready = () =>
    (connecting ??= client.connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    }));
  shared = {
    async read() {
      await ready();
      return (await client.get(VERSION_KEY)) ?? "0";
    },
    async bump() {
      await ready();
      await client.incr(VERSION_KEY);
    },
  };
  return shared;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
