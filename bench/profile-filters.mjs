// Times each statement one case of bench/filters.mjs issues (the results page and the facet
// counts, as a Creator member), run after run: where a page's milliseconds go, on a kept database.
//
//   node bench/profile-filters.mjs <database url or PGlite directory> "<case>|all" [runs]
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import "../scripts/quiet-vite.mjs";
import { FILTER_CASES, mondayOf } from "./filters.mjs";

const [database, name = "all", runs = "15"] = process.argv.slice(2);
const cases = name === "all" ? FILTER_CASES : FILTER_CASES.filter((item) => item.name === name);
if (!database || cases.length === 0) {
  console.error(
    'usage: node bench/profile-filters.mjs <database url or PGlite directory> "<case>|all" [runs]',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = (file) => vite.ssrLoadModule(pathToFileURL(path.join(root, file)).href);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const { openDatabase } = await load("db/client.server.ts");
  const { searchPrompts } = await load("server/catalog/search.server.ts");
  const { countFilterFacets } = await load("server/catalog/facets.server.ts");
  const handle = /^postgres(ql)?:/.test(database)
    ? openDatabase({ databaseUrl: database })
    : openDatabase({ dataDir: path.resolve(database) });
  const timings = new Map();
  const timed = new Proxy(handle.db, {
    get(target, key) {
      if (key !== "execute") return Reflect.get(target, key);
      return async (query) => {
        const label = target.dialect.sqlToQuery(query).sql.replace(/\s+/g, " ").trim().slice(0, 90);
        const started = performance.now();
        try {
          return await target.execute(query);
        } finally {
          if (!timings.has(label)) timings.set(label, []);
          timings.get(label).push(performance.now() - started);
        }
      };
    },
  });
  const viewer = { kind: "member", userId: "bench-creator", tier: "creator", isAdmin: false };
  for (const entry of cases) {
    const options = {
      q: entry.q,
      locale: entry.locale ?? "en",
      viewer,
      filters: entry.filters,
      publishedSince: entry.thisWeek ? mondayOf(new Date()) : undefined,
    };
    const page = [];
    for (let i = 0; i < Number(runs) + 2; i++) {
      if (i === 2) timings.clear();
      const started = performance.now();
      await searchPrompts(timed, { ...options, limit: 24, offset: 0, now: new Date() });
      await countFilterFacets(timed, { ...options, now: new Date() });
      if (i >= 2) page.push(performance.now() - started);
    }
    console.info(
      `${entry.name}: page (one after the other) min ${Math.min(...page).toFixed(1)} · median ${median(page).toFixed(1)} ms`,
    );
    for (const [label, values] of timings)
      console.info(
        `  ${Math.min(...values)
          .toFixed(1)
          .padStart(
            7,
          )} ${median(values).toFixed(1).padStart(7)} ×${String(values.length / Number(runs)).padEnd(3)} ${label}`,
      );
  }
  await handle.close();
} finally {
  await vite.close();
}
