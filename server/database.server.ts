import { getConfig } from "~/server/config.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/server/catalog/seed.server";

// One handle per process. The server entry and the React Router bundle may each carry a copy of
// this module, and dev mode reloads it, so the handle lives on globalThis.
const GLOBAL_KEY = Symbol.for("promptario.database");
type DatabaseState = { handle: DatabaseHandle; ready: Promise<void> };
type GlobalWithDatabase = typeof globalThis & { [GLOBAL_KEY]?: DatabaseState };

function state(): DatabaseState {
  const g = globalThis as GlobalWithDatabase;
  const existing = g[GLOBAL_KEY];
  if (existing) return existing;

  const config = getConfig();
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seed: seedDatabase,
  });
  const created: DatabaseState = { handle, ready: handle.prepare() };
  g[GLOBAL_KEY] = created;
  // A database that was unreachable at start-up is tried again on the next request.
  created.ready.catch(async (error: unknown) => {
    console.error("Database start-up failed:", error instanceof Error ? error.message : error);
    if (g[GLOBAL_KEY] === created) delete g[GLOBAL_KEY];
    await handle.close().catch(() => {});
  });
  return created;
}

/** The application database, migrated and seeded before first use. */
export async function getDb(): Promise<Database> {
  const { handle, ready } = state();
  await ready;
  return handle.db;
}

export async function pingDatabase(): Promise<void> {
  const { handle, ready } = state();
  await ready;
  await handle.ping();
}

export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDatabase;
  const current = g[GLOBAL_KEY];
  if (!current) return;
  delete g[GLOBAL_KEY];
  await current.ready.catch(() => {});
  await current.handle.close();
}
