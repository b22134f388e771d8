// EXPLAIN ANALYZE of the statements one case of bench/filters.mjs issues (the results page and the
// facet counts, as a Creator member), on a database a run kept: prints each statement's plan.
//
//   node bench/explain-filters.mjs postgres://postgres@127.0.0.1:5432/promptario_bench_… "words + premium"
//   node bench/explain-filters.mjs bench/.data/pglite "tag"
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import "../scripts/quiet-vite.mjs";
import { FILTER_CASES, mondayOf } from "./filters.mjs";

const [database, name = "tag", part = "both"] = process.argv.slice(2);
const entry = FILTER_CASES.find((item) => item.name === name);
if (!database || !entry) {
  console.error(
    `usage: node bench/explain-filters.mjs <database url or PGlite directory> "<case>" [list|facets|both|together]`,
  );
  console.error(`cases: ${FILTER_CASES.map((item) => item.name).join(", ")}`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = (file) => vite.ssrLoadModule(pathToFileURL(path.join(root, file)).href);
try {
  const { openDatabase } = await load("db/client.server.ts");
  const { searchPrompts } = await load("server/catalog/search.server.ts");
  const { countFilterFacets, searchWithFacets } = await load("server/catalog/facets.server.ts");
  const handle = /^postgres(ql)?:/.test(database)
    ? openDatabase({ databaseUrl: database })
    : openDatabase({ dataDir: path.resolve(database) });
  const db = handle.db;
  const explaining = new Proxy(db, {
    get(target, key) {
      if (key !== "execute") return Reflect.get(target, key);
      return async (query) => {
        const { sql, params } = target.dialect.sqlToQuery(query);
        const { rows } = await target.$client.query(`explain (analyze, buffers) ${sql}`, params);
        console.info(
          `${"-".repeat(100)}\n${sql}\n${JSON.stringify(params)}\n\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`,
        );
        return target.execute(query);
      };
    },
  });
  const viewer = { kind: "member", userId: "bench-creator", tier: "creator", isAdmin: false };
  const options = {
    q: entry.q,
    locale: entry.locale ?? "en",
    viewer,
    filters: entry.filters,
    now: new Date(),
    publishedSince: entry.thisWeek ? mondayOf(new Date()) : undefined,
  };
  if (part === "together")
    await searchWithFacets(explaining, { ...options, limit: 24, offset: 0 }, { fresh: true });
  else {
    if (part !== "facets") await searchPrompts(explaining, { ...options, limit: 24, offset: 0 });
    if (part !== "list") await countFilterFacets(explaining, options);
  }
  await handle.close();
} finally {
  await vite.close();
}
