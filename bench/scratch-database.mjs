// A PostgreSQL database a bench section creates for itself on BENCH_DATABASE_URL's server and drops
// when done (kept with BENCH_KEEP_DATABASE, for EXPLAIN ANALYZE or profiling on the same rows).
import pg from "pg";

/** Creates `<prefix>_<pid>_<time>`; resolves with its name, its address and a `drop()` that honours BENCH_KEEP_DATABASE. */
export async function createScratchDatabase(adminUrl, prefix, log) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  log(`PostgreSQL database ${name} (created on ${url.host}, dropped afterwards)`);
  return {
    name,
    url: url.href,
    async drop() {
      try {
        if (process.env.BENCH_KEEP_DATABASE) {
          log(`  kept database ${name} (BENCH_KEEP_DATABASE): drop it when done`);
          return;
        }
        await admin.query(`drop database if exists "${name}" with (force)`).catch((error) => {
          console.error(`Could not drop ${name}: ${error.message}`);
        });
      } finally {
        await admin.end();
      }
    },
  };
}
