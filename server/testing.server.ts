import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/server/catalog/seed.server";

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  kind: "pglite" | "postgres";
  /** a connection string for the fresh PostgreSQL database (undefined on PGlite) */
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or (when the test
 * project says `TEST_DB_KIND=postgres`) a new database on the server at TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const handle = openDatabase({ dataDir: "memory://", seed: seedDatabase });
    await handle.prepare();
    return { db: handle.db, handle, kind: "pglite", url: undefined, close: () => handle.close() };
  }

  const name = `promptario_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), seed: seedDatabase });
  await handle.prepare();
  return {
    db: handle.db,
    handle,
    kind: "postgres",
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
