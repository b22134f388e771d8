// The results page of each case of bench/filters.mjs read both ways, in turns on a kept database:
// the filtered page and its counts as two reads side by side (searchPrompts, countFilterFacets), and
// as the routes read them (searchWithFacets, fresh). Checks that both give the same page and counts.
//
//   node bench/compare-filters.mjs <database url or PGlite directory> "<case>|all" [runs]
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import "../scripts/quiet-vite.mjs";
import { FILTER_CASES, mondayOf } from "./filters.mjs";
import { fmt, summarize } from "./search.mjs";

const [database, name = "all", runs = "20"] = process.argv.slice(2);
const cases = name === "all" ? FILTER_CASES : FILTER_CASES.filter((item) => item.name === name);
if (!database || cases.length === 0) {
  console.error(
    'usage: node bench/compare-filters.mjs <database url or PGlite directory> "<case>|all" [runs]',
  );
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
  const viewer = { kind: "member", userId: "bench-creator", tier: "creator", isAdmin: false };
  for (const entry of cases) {
    const options = {
      q: entry.q,
      locale: entry.locale ?? "en",
      viewer,
      filters: entry.filters,
      publishedSince: entry.thisWeek ? mondayOf(new Date()) : undefined,
    };
    const apart = async () => {
      const now = new Date();
      const [result, facets] = await Promise.all([
        searchPrompts(db, { ...options, limit: 24, offset: 0, now }),
        countFilterFacets(db, { ...options, now }),
      ]);
      return { result, facets };
    };
    const together = () =>
      searchWithFacets(db, { ...options, limit: 24, offset: 0, now: new Date() }, { fresh: true });
    const a = await apart();
    const b = await together();
    assert.deepEqual(b, a, `${entry.name}: the same page and counts`);
    const times = { apart: [], together: [] };
    for (let i = 0; i < Number(runs); i++) {
      for (const [label, fn] of i % 2
        ? [
            ["apart", apart],
            ["together", together],
          ]
        : [
            ["together", together],
            ["apart", apart],
          ]) {
        const started = performance.now();
        await fn();
        times[label].push(performance.now() - started);
      }
    }
    const s = { apart: summarize(times.apart), together: summarize(times.together) };
    console.info(
      `${entry.name.padEnd(26)} apart p50 ${fmt(s.apart.p50).padStart(7)} p95 ${fmt(s.apart.p95).padStart(7)} · together p50 ${fmt(s.together.p50).padStart(7)} p95 ${fmt(s.together.p95).padStart(7)} ms`,
    );
  }
  await handle.close();
} finally {
  await vite.close();
}
