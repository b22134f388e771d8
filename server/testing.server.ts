import { randomUUID } from "node:crypto";
import fs from "node:fs";
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
 * Where the test run keeps a database migrated and seeded once (tests/database-template.ts): an
 * archive of a PGlite data directory, and the name of a PostgreSQL template database. Without them
 * (a bench, a single file run outside the integration projects) every database is prepared from
 * scratch.
 */
export const TEMPLATE_ENV = {
  pgliteArchive: "PROMPTARIO_TEST_PGLITE_ARCHIVE",
  postgresTemplate: "PROMPTARIO_TEST_POSTGRES_TEMPLATE",
} as const;

let pgliteArchive: Blob | undefined;
/** The run's PGlite template as an archive for `openDatabase({ pgliteArchive })`, if there is one. */
export function templateArchive(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pgliteArchive];
  if (!file || !fs.existsSync(file)) return undefined;
  pgliteArchive ??= new Blob([fs.readFileSync(file)]);
  return pgliteArchive;
}

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or (when the test
 * project says `TEST_DB_KIND=postgres`) a new database on the server at TEST_DATABASE_URL. Both
 * start as a copy of the run's template when there is one, which saves the migrations and the seed
 * (about three seconds a file on PGlite). With `empty`, neither migrated nor seeded (nor copied from
 * the template): a migration's test runs the migrations itself.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const archive = empty ? undefined : templateArchive();
    const handle = openDatabase({ dataDir: "memory://", seed: seedDatabase, pgliteArchive: archive });
    if (archive) await handle.ping();
    else if (!empty) await handle.prepare();
    return { db: handle.db, handle, kind: "pglite", url: undefined, close: () => handle.close() };
  }

  const name = `promptario_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const template = empty ? undefined : process.env[TEMPLATE_ENV.postgresTemplate];
  await withAdminClient(serverUrl, (client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), seed: seedDatabase });
  if (template) await handle.ping();
  else if (!empty) await handle.prepare();
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

/**
 * Prepares the run's template (migrations and seed, once) and returns what to remove afterwards.
 * PGlite: an archive file; PostgreSQL: a database nobody connects to, which `create database …
 * template` copies.
 */
export async function prepareTestTemplate(
  kind: "pglite" | "postgres",
  directory: string,
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (kind === "pglite") {
    const handle = openDatabase({ dataDir: "memory://", seed: seedDatabase });
    await handle.prepare();
    const archive = await handle.archive!();
    await handle.close();
    const file = `${directory}/pglite-template.tar`;
    fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    return {
      env: { [TEMPLATE_ENV.pgliteArchive]: file },
      remove: async () => fs.rmSync(file, { force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is needed for the PostgreSQL template");
  const name = `promptario_template_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), seed: seedDatabase });
  await handle.prepare();
  await handle.close();
  return {
    env: { [TEMPLATE_ENV.postgresTemplate]: name },
    async remove() {
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
