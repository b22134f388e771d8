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
  ping(): Promise<void>;
  /** PGlite only: the whole data directory as one archive (`pgliteArchive` opens a copy of it) */
  archive?(): Promise<Blob>;
  close(): Promise<void>;
}

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

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const seed = options.seed ?? (async () => {});
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, seed)
    : openPglite(options.dataDir ?? "./data", seed, options.pgliteArchive);
}

/** How long closing waits for the pool's connections to close. */
const CLOSE_WAIT_MS = 2_000;

function openPostgres(connectionString: string, seed: (db: Database) => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // No JIT compilation: a broad search's plan is estimated above jit_above_cost, and compiling its
  // expressions took 20–60 ms of a 50 ms search at a million prompts (docs/performance.md) for queries that
  // run in milliseconds. Set per session on connect, which works behind a pooler too.
  pool.on("connect", (client) => {
    client.query("set jit = off").catch(() => {});
  });
  const db = drizzleNodePg(pool);
  return {
    db,
    kind: "postgres",
    async prepare() {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seed(db);
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
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
  return {
    db,
    kind: "pglite",
    async prepare() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seed(db);
    },
    async ping() {
      await client.query("select 1");
    },
    async archive() {
      return client.dumpDataDir("none");
    },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
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
