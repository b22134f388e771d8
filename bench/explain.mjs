// EXPLAIN ANALYZE of the statements searchPrompts issues for one query, on a database a run kept
// (BENCH_KEEP_DATABASE) or any other: prints each plan, then runs the statement as the search would.
//
//   node bench/explain.mjs postgres://postgres@127.0.0.1:5432/promptario_bench_… en "business plan" [visitor|legend]
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import "../scripts/quiet-vite.mjs";

const [databaseUrl, locale = "en", q = "marketing", as = "visitor"] = process.argv.slice(2);
if (!databaseUrl) {
  console.error('usage: node bench/explain.mjs <database url> <en|pt> "<query>" [visitor|legend]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = (file) => vite.ssrLoadModule(pathToFileURL(path.join(root, file)).href);
try {
  const { openDatabase } = await load("db/client.server.ts");
  const { searchPrompts } = await load("server/catalog/search.server.ts");
  const { ANONYMOUS } = await load("server/entitlements/entitlements.ts");
  const handle = openDatabase({ databaseUrl });
  const db = handle.db;
  const explaining = new Proxy(db, {
    get(target, key) {
      if (key !== "execute") return Reflect.get(target, key);
      return async (query) => {
        const { sql, params } = target.dialect.sqlToQuery(query);
        const { rows } = await target.$client.query(`explain (analyze, buffers) ${sql}`, params);
        console.info(`${"-".repeat(100)}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
        return target.execute(query);
      };
    },
  });
  const viewer =
    as === "legend" ? { kind: "member", userId: "explain", tier: "legend", isAdmin: false } : ANONYMOUS;
  const started = performance.now();
  const result = await searchPrompts(explaining, { q, locale, limit: 20, offset: 0, viewer });
  console.info(
    `${result.total}${result.totalCapped ? "+" : ""} matches, first: ${result.items[0]?.title ?? "–"} ` +
      `(${(performance.now() - started).toFixed(1)} ms with the EXPLAINs)`,
  );
  await handle.close();
} finally {
  await vite.close();
}
