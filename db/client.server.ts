import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

export type Database = PgDatabase<PgQueryResultHKT>;
/** An open transaction of a Database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a query runs on: the database itself or an open transaction. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** applies pending migrations, then the idempotent catalogue seed */
  prepare(): Promise<void>;
  /** applies the pending migrations of a folder (the app's by default), without the seed */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: the whole data directory as one archive (`pgliteArchive` opens a copy of it) */
  archive?(): Promise<Blob>;
  /**
   * Calls `onNotify` with each payload `pg_notify` sends on `channel` from any process on this
   * database, once the sender's transaction commits. `onResume` is called when the listening
   * connection was lost and is back: what was sent in between never arrives.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface DatabaseOptions {
  /** a PostgreSQL connection string; without it the embedded PGlite is used */
  databaseUrl?: string;
  /** where PGlite keeps its files; `memory://` for a throwaway database */
  dataDir?: string;
  /** fills in what every database starts with (the catalogue), after the migrations; idempotent */
  seed?: (db: Database) => Promise<void>;
  /**
   * PGlite only: start from this archive of a data directory (`dumpDataDir`) instead of an empty
   * one, for example a database already migrated and seeded once for a whole test run
   */
  pgliteArchive?: Blob;
}

const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

const handles = new WeakMap<Database, DatabaseHandle>();

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const seed = options.seed ?? (async () => {});
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, seed)
    : openPglite(options.dataDir ?? "./data", seed, options.pgliteArchive);
  handles.set(handle.db, handle);
  return handle;
}

/** `DatabaseHandle.listen` on the database `db` was opened for (by openDatabase). */
export function listenTo(
  db: Database,
  channel: string,
  onNotify: (payload: string) => void,
  onResume?: () => void,
): Promise<Unlisten> {
  const handle = handles.get(db);
  if (!handle) throw new Error("listenTo: this database was not opened by openDatabase");
  return handle.listen(channel, onNotify, onResume);
}

/**
 * The pool's connection settings with JIT off in the session's startup `options`, after any the
 * connection string (or PGOPTIONS) already has: pg lets the string's `options` replace the config's.
 */
function withJitOff(connectionString: string): { connectionString: string; options: string } {
  let own = process.env.PGOPTIONS;
  let rest = connectionString;
  try {
    const url = new URL(connectionString);
    own = url.searchParams.get("options") ?? own;
    url.searchParams.delete("options");
    rest = url.toString();
  } catch {
    // not a URL (a keyword/value string): nothing of its own to keep
  }
  return { connectionString: rest, options: [own, "-c jit=off"].filter(Boolean).join(" ") };
}

/** How long closing waits for the pool's connections to close. */
const CLOSE_WAIT_MS = 2_000;

function openPostgres(connectionString: string, seed: (db: Database) => Promise<void>): DatabaseHandle {
  // No JIT compilation: a broad search's plan is estimated above jit_above_cost, and compiling its
  // expressions took 20–60 ms of a 50 ms search at a million prompts (docs/performance.md) for queries that
  // run in milliseconds. Sent as a startup parameter of every session, so it needs no query of its own
  // (one on "connect" races the pool's first query, which pg 8 warns is deprecated).
  const pool = new pg.Pool({
    ...withJitOff(connectionString),
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const db = drizzleNodePg(pool);
  const listener = createListener(connectionString);
  const migrate = (migrationsFolder = MIGRATIONS_FOLDER) => migrateNodePg(db, { migrationsFolder });
  return {
    db,
    kind: "postgres",
    async prepare() {
      await migrate();
      await seed(db);
    },
    migrate,
    async ping() {
      await pool.query("select 1");
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      // pool.end() resolves once the pool has let go of its clients, before their connections have
      // closed; wait for those too, so whoever closes the pool (a test dropping its database, a
      // shutdown) does not meet a connection still open.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          if (--open === 0) resolve();
        });
      });
      await pool.end();
      // A client that never connected is never "removed": do not wait for it for ever.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}

function openPglite(
  dataDir: string,
  seed: (db: Database) => Promise<void>,
  archive: Blob | undefined,
): DatabaseHandle {
  const inMemory = dataDir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  const client = new PGlite(inMemory ? dataDir : path.resolve(dataDir, "pglite"), {
    extensions: { unaccent, pg_trgm },
    ...(archive ? { loadDataDir: archive } : {}),
  });
  const db = drizzlePglite(client);
  const migrate = (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    async prepare() {
      await migrate();
      await seed(db);
    },
    migrate,
    async ping() {
      await client.query("select 1");
    },
    async archive() {
      return client.dumpDataDir("none");
    },
    // One process holds the embedded database, so its own notifications are all there is to hear.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on PostgreSQL: one connection of its own per process (a pooled one goes back to the pool
 * and stops hearing), opened on first use and opened again, with backoff, whenever it drops.
 */
function createListener(connectionString: string) {
  interface Subscriber {
    onNotify: (payload: string) => void;
    onResume?: () => void;
  }
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let listening = new Set<string>();
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function scheduleRetry() {
    if (retry || closed) return;
    const delay = Math.min(LISTEN_RETRY_MAX_MS, 500 * 2 ** failures++);
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  }

  function connect(resuming: boolean): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, keepAlive: true });
      // A dropped connection emits "error" and then "end"; "end" is where it is replaced.
      next.on("error", () => {});
      next.on("end", () => {
        if (client !== next) return;
        client = undefined;
        scheduleRetry();
      });
      next.on("notification", (message) => {
        for (const subscriber of channels.get(message.channel) ?? [])
          subscriber.onNotify(message.payload ?? "");
      });
      const heard = new Set<string>();
      try {
        await next.connect();
        for (const channel of channels.keys()) {
          await next.query(`listen ${quoted(channel)}`);
          heard.add(channel);
        }
      } catch {
        await next.end().catch(() => {});
        scheduleRetry();
        return;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      listening = heard;
      failures = 0;
      if (resuming)
        for (const set of channels.values()) for (const subscriber of set) subscriber.onResume?.();
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      onResume?: () => void,
    ): Promise<Unlisten> {
      const subscriber: Subscriber = { onNotify, onResume };
      const set = channels.get(channel) ?? new Set<Subscriber>();
      channels.set(channel, set);
      set.add(subscriber);
      if (!client) await connect(false);
      // Not yet heard on this connection (a channel added while it opened): listen now. If the
      // connection is going, the next one listens to every channel.
      if (client && !listening.has(channel)) {
        listening.add(channel);
        await client.query(`listen ${quoted(channel)}`).catch(() => listening.delete(channel));
      }
      return async () => {
        set.delete(subscriber);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        listening.delete(channel);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * PGlite silently loses writes when two processes open one data directory, so the directory is
 * locked for the lifetime of the process that opened it.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "promptario.lock");
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(fs.readFileSync(lockFile, "utf8"));
    if (owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by process ${pid}. ` +
        "Stop that server first, or point DATA_DIR at another directory.",
    );
    this.name = "DataDirInUseError";
  }
}
