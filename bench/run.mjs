// `npm run bench` (the budgets of docs/performance.md): seeds a separate database with 100,000 generated prompts and
// measures search latency against an ILIKE baseline, the gzipped JavaScript of the public pages, and
// the requests per second of an anonymous prompt page against a static file of the same size.
// It reports; it asserts nothing about time, and it is never part of `npm test`.
//
//   BENCH_DATABASE_URL  also run on PostgreSQL: a fresh database is created there, then dropped
//   BENCH_KEEP_DATABASE keep the PostgreSQL databases (the search's, the members') for EXPLAIN ANALYZE or profiling
//   BENCH_REUSE_DATABASE a database kept by an earlier run, on BENCH_DATABASE_URL's server: search it
//                       again without seeding (a 1M seed takes half an hour; the machine may be quieter later)
//   BENCH_RESEED        seed PGlite afresh, not from the seeded copy kept in bench/.data/pglite-seeded
//   BENCH_PROMPTS       generated prompts (default 100000)
//   BENCH_ITERATIONS    timed runs per query (default 30)
//   BENCH_SEED          PRNG seed (default 20251122)
//   BENCH_BUILD         run react-router build first even when build/ exists (it is built when missing)
//   BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page (default 3; 0 skips Lighthouse)
//   BENCH_LOCKER_PROMPTS saved prompts of the one member in the locker search (default 10000)
//   BENCH_SEED_CONNECTIONS PostgreSQL sessions inserting the generated rows at once (default: the CPUs, at most 4)
//   BENCH_DATABASES     the search's databases, comma-separated: pglite, postgres (default: pglite,
//                       and postgres when BENCH_DATABASE_URL is set); `postgres` for a 1M run
//   BENCH_SECTIONS      what to measure, comma-separated: bundle, pages, search, filters, chat, locker,
//                       members (default all); `search` for a 1M run
//   BENCH_MEMBER_SECONDS seconds of load per page in the members' pages section (default 20)
//   BENCH_MEMBER_TYPING 0 skips the members' typing traces
//   BENCH_MEMBER_DATABASES the members' pages' databases, comma-separated: pglite, postgres (default
//                       pglite; postgres needs BENCH_DATABASE_URL)
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import { bundleReport, ensureBuild, measureBundles } from "./bundle.mjs";
import { measurePages } from "./pages.mjs";
import { measureChat } from "./chat.mjs";
import { measureLocker } from "./locker.mjs";
import { measureMembers, membersReport } from "./members.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";
import "../scripts/quiet-vite.mjs";
import { seedGenerated } from "./seed.mjs";
import { fmt, runSearchBenchmark } from "./search.mjs";
import { runFiltersBenchmark, seedFilterData } from "./filters.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const config = {
  prompts: Number(process.env.BENCH_PROMPTS ?? 100_000),
  iterations: Number(process.env.BENCH_ITERATIONS ?? 30),
  warmup: 3,
  limit: 20,
  seed: Number(process.env.BENCH_SEED ?? 20_251_122),
  batchSize: 2_500,
  // PostgreSQL sessions that insert the generated rows side by side (PGlite has one)
  seedConnections: Math.max(1, Number(process.env.BENCH_SEED_CONNECTIONS ?? Math.min(4, os.cpus().length))),
  // docs/performance.md: under 30 ms on 100,000 prompts, under 50 ms on 1,000,000
  targetP95Ms: Number(process.env.BENCH_PROMPTS ?? 100_000) > 100_000 ? 50 : 30,
};
const SECTIONS = ["bundle", "pages", "search", "filters", "chat", "locker", "members"];
const sections = new Set(listOption("BENCH_SECTIONS", SECTIONS, SECTIONS));
const searchDatabases = new Set(
  listOption(
    "BENCH_DATABASES",
    ["pglite", "postgres"],
    process.env.BENCH_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"],
  ),
);
if (searchDatabases.has("postgres") && !process.env.BENCH_DATABASE_URL) {
  console.error(
    "BENCH_DATABASES=postgres needs BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
  );
  process.exit(2);
}
const PGLITE_DIR = path.join(root, "bench/.data/pglite");
const PGLITE_TEMPLATE_DIR = path.join(root, "bench/.data/pglite-seeded");
const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");
const RESULTS_FILE = path.join(root, "bench/results/latest.json");
const log = (line = "") => console.info(line);
const startedAt = performance.now();

const loadAtStart = os.loadavg()[0];
log(
  `Promptário benchmark · node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model ?? ""} · ` +
    `load average ${loadAtStart.toFixed(1)} (other work on the machine slows every figure)`,
);
log(
  `${config.prompts.toLocaleString("en")} generated prompts (seed ${config.seed}) · ` +
    `${config.iterations} timed runs per query after ${config.warmup} warm-up runs`,
);
log();

// ---------------------------------------------------------------------------------------------
// Bundle size (before the databases: a build, when one is needed, should not compete with them)

let build = null;
let bundle = null;
let bundleText = "";
if (sections.has("bundle")) {
  build = ensureBuild(root, log);
  bundle = await measureBundles(root);
  bundleText = bundleReport(bundle, build);
  log(bundleText);
}

// ---------------------------------------------------------------------------------------------
// Anonymous page throughput (the built app, before the databases take the machine)

let code = 0;
let pages = null;
try {
  if (sections.has("pages")) pages = await measurePages(root, log);
} catch (error) {
  console.error(`Page throughput: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  code = 1;
}
log();

// ---------------------------------------------------------------------------------------------
// Databases

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = (file) => vite.ssrLoadModule(pathToFileURL(path.join(root, file)).href);
const databases = [];
let chat = null;
const members = [];
const locker = [];
try {
  const { openDatabase: openBare } = await load("db/client.server.ts");
  const { seedDatabase } = await load("server/catalog/seed.server.ts");
  const openDatabase = (options) => openBare({ ...options, seed: seedDatabase });
  const { searchPrompts } = await load("server/catalog/search.server.ts");
  const { countFilterFacets: filterFacets, searchWithFacets } = await load("server/catalog/facets.server.ts");
  const { ANONYMOUS } = await load("server/entitlements/entitlements.ts");
  const { CATALOG_PROMPTS } = await load("content/catalog/prompts.ts");
  const { CATALOG_CATEGORIES } = await load("content/catalog/categories.ts");
  const catalog = {
    catalogPrompts: CATALOG_PROMPTS,
    categoryIds: CATALOG_CATEGORIES.map((category) => category.id),
  };
  const CREATOR = { kind: "member", userId: "bench-creator", tier: "creator", isAdmin: false };
  const modules = {
    openDatabase,
    searchPrompts,
    searchWithFacets,
    filterFacets,
    ANONYMOUS,
    CREATOR,
    catalog,
  };

  if (sections.has("search") || sections.has("filters")) {
    if (searchDatabases.has("pglite")) databases.push(await benchPglite(modules));
    if (searchDatabases.has("postgres"))
      databases.push(await benchPostgres(modules, process.env.BENCH_DATABASE_URL));
  }
  if (sections.has("members")) {
    if (!build) build = ensureBuild(root, log);
    const memberDatabases = (process.env.BENCH_MEMBER_DATABASES ?? "pglite").split(",");
    if (memberDatabases.includes("pglite")) members.push(await measureMembers(root, load, log));
    if (memberDatabases.includes("postgres")) {
      if (!process.env.BENCH_DATABASE_URL)
        throw new Error("BENCH_MEMBER_DATABASES=postgres needs BENCH_DATABASE_URL");
      members.push(await measureMembers(root, load, log, { adminUrl: process.env.BENCH_DATABASE_URL }));
    }
  }
  if (sections.has("chat")) chat = await measureChat(load, log);
  if (sections.has("locker")) locker.push(await measureLocker(load, log, "pglite"));
  if (sections.has("locker") && process.env.BENCH_DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    locker.push(await measureLocker(load, log, "postgres"));
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  code = 1;
} finally {
  await vite.close();
}

// ---------------------------------------------------------------------------------------------
// Report

const totalSeconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
log();
log("=".repeat(100));
if (bundleText) log(bundleText);
if (pages) log(pagesReport(pages));
for (const run of members) log(membersReport(run, table));
for (const database of databases) if (database.searchBenchmark) log(databaseReport(database));
for (const database of databases) if (database.filtersBenchmark) log(filtersReport(database));
if (chat)
  log(
    `Chat: the server adds ${chat.addedP50.toFixed(1)} ms (p50) / ${chat.addedP95.toFixed(1)} ms (p95) before the first token (budget ${chat.budgetMs} ms)`,
  );
for (const run of locker) {
  log(
    `Locker search (${run.prompts.toLocaleString("en")} prompts, ${run.kind}): worst p95 ${run.worstSearchP95.toFixed(1)} ms (budget ${run.budgetMs} ms), newest first p95 ${run.results["newest (baseline)"].p95.toFixed(1)} ms`,
  );
}
log(
  `Total time: ${totalSeconds} s · load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`,
);
for (const database of databases) {
  if (database.filtersBenchmark) {
    const f = database.filtersBenchmark;
    log(
      `advanced filters worst p95 ${fmt(f.worstP95)} ms (${f.worstCase}; budget < ${f.budgetMs} ms), ` +
        `plain listing p95 ${fmt(f.baseline.p95)} ms [${database.kind}]`,
    );
  }
  if (!database.searchBenchmark) continue;
  const { search, baseline, ratio } = database.searchBenchmark;
  log(
    `search p95 ${fmt(search.overall.p95)} ms (target < ${config.targetP95Ms} ms), ` +
      `ILIKE baseline p95 ${fmt(baseline.overall.p95)} ms, ratio ${ratioText(ratio)} [${database.kind}]`,
  );
}

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
      },
      config,
      totalSeconds,
      sections: [...sections],
      bundle: bundle ? { ...build, ...bundle } : null,
      pages,
      databases,
      chat,
      locker,
      members,
    },
    null,
    2,
  )}\n`,
);
log(`Results written to ${path.relative(root, RESULTS_FILE)}`);
process.exit(code);

// ---------------------------------------------------------------------------------------------

async function benchPglite(modules) {
  refuseIfInUse(PGLITE_DIR);
  fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  // PGlite seeds in one session of its own thread: 100,000 prompts take many minutes, nearly all of
  // it computing the search documents. The seeded directory is kept as a template and copied for
  // every later run with the same prompts, seed, generator and catalogue; migrations added since
  // are applied to the copy, and a change to one the template has applied seeds afresh
  // (BENCH_RESEED=1 always does).
  const key = pgliteTemplateKey();
  const kept = readTemplate(key);
  let seeding = null;
  if (kept) {
    fs.cpSync(path.join(PGLITE_TEMPLATE_DIR, "data"), PGLITE_DIR, { recursive: true });
    seeding = { ...kept.seeding, template: kept.createdAt };
    log(`PGlite in ${path.relative(root, PGLITE_DIR)} (copied from the template seeded ${kept.createdAt})`);
  } else {
    log(`PGlite in ${path.relative(root, PGLITE_DIR)} (recreated)`);
    const seeder = modules.openDatabase({ dataDir: PGLITE_DIR });
    try {
      seeding = await seedBenchDatabase(seeder, seeder.db.$client, undefined, modules.catalog);
      // A checkpoint, so the copy holds every page, not a write-ahead log to replay.
      await seeder.db.$client.query("checkpoint");
    } finally {
      await seeder.close();
    }
    fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
    fs.cpSync(PGLITE_DIR, path.join(PGLITE_TEMPLATE_DIR, "data"), {
      recursive: true,
      filter: (source) => path.basename(source) !== "promptario.lock",
    });
    fs.writeFileSync(
      path.join(PGLITE_TEMPLATE_DIR, "template.json"),
      `${JSON.stringify({ key, migrations: migrationHashes(), createdAt: new Date().toISOString(), seeding }, null, 2)}\n`,
    );
    log(`  kept as a template in ${path.relative(root, PGLITE_TEMPLATE_DIR)} for later runs`);
  }
  const handle = modules.openDatabase({ dataDir: PGLITE_DIR });
  try {
    if (kept) {
      const started = performance.now();
      await handle.prepare();
      log(
        `  migrations since the template + catalogue seed: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return await benchDatabase(modules, handle, handle.db.$client, "pglite", undefined, seeding);
  } finally {
    await handle.close();
  }
}

/** What the seeded PGlite template depends on besides the migrations. */
function pgliteTemplateKey() {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ prompts: config.prompts, seed: config.seed, batchSize: config.batchSize }));
  const files = [
    ...fs
      .readdirSync(path.join(root, "content/catalog"))
      .map((file) => path.join(root, "content/catalog", file)),
    path.join(root, "bench/generate.mjs"),
    path.join(root, "bench/seed.mjs"),
    path.join(root, "server/catalog/seed.server.ts"),
    path.join(root, "node_modules/@electric-sql/pglite/package.json"),
  ].sort();
  for (const file of files) hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  return hash.digest("hex");
}

/** Each migration's SQL by file name, hashed. */
function migrationHashes() {
  return Object.fromEntries(
    fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => [
        file,
        createHash("sha256")
          .update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
          .digest("hex"),
      ]),
  );
}

/** The template, when it was seeded from the same inputs and every migration it applied is unchanged. */
function readTemplate(key) {
  if (process.env.BENCH_RESEED) return null;
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(PGLITE_TEMPLATE_DIR, "template.json"), "utf8"));
    const current = migrationHashes();
    const unchanged = Object.entries(kept.migrations ?? {}).every(([file, hash]) => current[file] === hash);
    if (kept.key === key && unchanged && fs.existsSync(path.join(PGLITE_TEMPLATE_DIR, "data"))) return kept;
    log("  (the seeded PGlite template is out of date: seeding afresh)");
  } catch {
    // No template yet.
  }
  return null;
}

async function benchPostgres(modules, adminUrl) {
  const reused = process.env.BENCH_REUSE_DATABASE;
  let url;
  let scratch = null;
  if (reused) {
    url = new URL(adminUrl);
    url.pathname = `/${reused}`;
    log(`PostgreSQL database ${reused} (kept by an earlier run, on ${url.host}; not seeded, not dropped)`);
  } else {
    scratch = await createScratchDatabase(adminUrl, "promptario_bench", log);
    url = new URL(scratch.url);
  }
  try {
    const handle = modules.openDatabase({ databaseUrl: url.href });
    try {
      await handle.ping();
      const pool = handle.db.$client;
      const session = await pool.connect();
      const loaders = [];
      try {
        for (let i = 0; i < config.seedConnections; i++) loaders.push(await pool.connect());
        return await benchDatabase(modules, handle, session, "postgres", loaders, reused ? "reused" : null);
      } finally {
        session.release();
        for (const loader of loaders) loader.release();
      }
    } finally {
      await handle.close();
    }
  } finally {
    // A reused database is not ours to drop.
    await scratch?.drop();
  }
}

async function benchDatabase(
  { searchPrompts, searchWithFacets, filterFacets, ANONYMOUS, CREATOR, catalog },
  handle,
  session,
  kind,
  loaders,
  seeded = null,
) {
  // `seeded`: "reused" for a database kept by an earlier run (its pending migrations are applied),
  // the seeding report of a copied template, or null to seed here.
  const reused = seeded === "reused";
  if (reused) await handle.prepare();
  const seeding = reused
    ? await describeSeeded(session)
    : (seeded ?? (await seedBenchDatabase(handle, session, loaders, catalog)));
  const { rows } = await session.query(
    "select pg_size_pretty(pg_database_size(current_database())) as size, version() as version",
  );
  let searchBenchmark = null;
  if (sections.has("search")) {
    log("  search benchmark:");
    searchBenchmark = await runSearchBenchmark({
      db: handle.db,
      searchPrompts,
      viewer: ANONYMOUS,
      iterations: config.iterations,
      warmup: config.warmup,
      limit: config.limit,
      log,
    });
  }
  let filtersBenchmark = null;
  if (sections.has("filters")) {
    await seedFilterData(session, new Date());
    log("  advanced filters benchmark (a Creator member; the results page and its facet counts):");
    filtersBenchmark = await runFiltersBenchmark({
      db: handle.db,
      searchPrompts,
      searchWithFacets,
      filterFacets,
      viewer: CREATOR,
      iterations: config.iterations,
      warmup: config.warmup,
      limit: 24,
      log,
    });
  }
  return {
    kind,
    version: rows[0].version,
    databaseSize: rows[0].size,
    seeding,
    searchBenchmark,
    filtersBenchmark,
  };
}

/** What a reused database holds, in the shape of seedGenerated's report (no times: nothing was seeded). */
async function describeSeeded(session) {
  const { rows } = await session.query(`
    select (select count(*) from prompts)::int as prompts,
      (select count(*) from prompts where is_premium)::int as premium,
      (select count(*) from prompt_translations)::int as translations,
      (select coalesce(avg(length(title) + length(description) + length(prompt_text)), 0)::int from prompt_translations) as chars,
      (select count(*) from search_terms)::int as terms`);
  const [found] = rows;
  log(`  reused: ${found.prompts.toLocaleString("en")} prompts, not seeded`);
  return {
    prompts: found.prompts,
    premium: found.premium,
    translations: found.translations,
    averageSearchableChars: found.chars,
    searchTerms: found.terms,
    reused: true,
    prepareSeconds: 0,
    totalSeconds: 0,
    insertSeconds: 0,
    searchTermsSeconds: 0,
    indexSeconds: 0,
    analyzeSeconds: 0,
    loaders: 0,
  };
}

async function seedBenchDatabase(handle, session, loaders, catalog) {
  let started = performance.now();
  await handle.prepare();
  const prepareSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  log(`  migrations + catalogue seed: ${prepareSeconds} s`);

  // Catalogue ids are not contiguous (the Legend library's prompts sit past the rest), so the
  // generated prompts start after the highest id in the prepared database.
  const { rows: maxRows } = await session.query("select coalesce(max(id), 0)::int as max from prompts");
  started = performance.now();
  const seeding = await seedGenerated({
    client: session,
    count: config.prompts,
    seed: config.seed,
    batchSize: config.batchSize,
    firstId: maxRows[0].max + 1,
    migrationsDir: path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations"),
    log,
    loaders,
    ...catalog,
  });
  seeding.prepareSeconds = prepareSeconds;
  seeding.totalSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  log(
    `  seeded in ${seeding.totalSeconds} s (${seeding.loaders} connection${seeding.loaders > 1 ? "s" : ""}; insert ${seeding.insertSeconds} s, search terms ${seeding.searchTermsSeconds} s, ` +
      `search indexes ${seeding.indexSeconds} s, analyze ${seeding.analyzeSeconds} s)`,
  );
  return seeding;
}

function refuseIfInUse(dataDir) {
  const lockFile = path.join(dataDir, "promptario.lock");
  if (!fs.existsSync(lockFile)) return;
  const pid = Number(fs.readFileSync(lockFile, "utf8"));
  let alive = false;
  try {
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) alive = process.kill(pid, 0);
  } catch (error) {
    alive = error.code === "EPERM";
  }
  if (alive) throw new Error(`${dataDir} is in use by process ${pid} (another benchmark?)`);
}

/** A comma-separated environment variable of known names; `fallback` when it is unset. */
function listOption(name, known, fallback) {
  const value = process.env[name];
  if (!value) return fallback;
  const names = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = names.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    console.error(`${name}: unknown ${unknown.join(", ")} (known: ${known.join(", ")})`);
    process.exit(2);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// Plain-text tables

function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) =>
    rows.every((row) => typeof row[i] === "number" || /^[\d.,–×+]+$/.test(row[i])),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join(
    "\n",
  );
}

function pagesReport({ page, htmlBytes, connections, budgetRatio, memberBudgetRatio, variants, lighthouse }) {
  const budget = lighthouse?.budget;
  const lighthouseLines = lighthouse
    ? [
        "",
        `Lighthouse (mobile, median of ${lighthouse.pages[0]?.runs ?? 0} runs), budget performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, SEO ${budget.seo}`,
        table(
          ["page", "performance", "accessibility", "SEO", "FCP ms", "LCP ms", "TBT ms", "budget"],
          lighthouse.pages.map((p) => [
            p.path,
            p.performance,
            p.accessibility,
            `${p.seo}${p.crawlableByDesign ? "*" : ""}`,
            p.fcpMs,
            p.lcpMs,
            p.tbtMs,
            p.performance >= budget.performance &&
            p.accessibility >= budget.accessibility &&
            p.seo >= budget.seo
              ? "ok"
              : "BELOW",
          ]),
        ),
        ...(lighthouse.pages.some((p) => p.crawlableByDesign)
          ? [
              "* without is-crawlable: local mode's robots.txt closes the site on purpose (production opens it)",
            ]
          : []),
      ]
    : [];
  return [
    `Pages: anonymous ${page} (${(htmlBytes / 1024).toFixed(1)} KB of HTML) vs a static file of the same size, ${connections} connections`,
    table(
      [
        "encoding",
        "page req/s",
        "static req/s",
        "ratio",
        "budget",
        "uncached req/s",
        "uncached ratio",
        "member req/s",
        "member ratio",
        "member budget",
      ],
      variants.map((v) => [
        v.encoding,
        v.pageRps,
        v.staticRps,
        v.ratio.toFixed(2),
        v.ratio >= budgetRatio ? "ok" : `BELOW ${budgetRatio}`,
        v.uncachedRps,
        v.uncachedRatio.toFixed(3),
        v.memberRps,
        v.memberRatio.toFixed(3),
        v.memberRatio >= memberBudgetRatio ? "ok" : `BELOW ${memberBudgetRatio}`,
      ]),
    ),
    ...lighthouseLines,
    "",
  ].join("\n");
}

function databaseReport({ kind, version, databaseSize, seeding, searchBenchmark: s }) {
  const queryRows = s.queries.map((entry) => [
    entry.locale,
    JSON.stringify(entry.q),
    entry.kind,
    `${entry.matches.toLocaleString("en")}${entry.matchesCapped ? "+" : ""}`,
    fmt(entry.search.p50),
    fmt(entry.search.p95),
    entry.search.n,
    fmt(entry.baseline.p50),
    fmt(entry.baseline.p95),
    entry.baseline.n,
    entry.baseline.rows,
  ]);
  const summaryRows = [
    [
      "all",
      ...pair(s.search.overall),
      ...pair(s.baseline.overall),
      ratioOf(s.baseline.overall, s.search.overall),
    ],
    ["en", ...pair(s.search.en), ...pair(s.baseline.en), ratioOf(s.baseline.en, s.search.en)],
    ["pt", ...pair(s.search.pt), ...pair(s.baseline.pt), ratioOf(s.baseline.pt, s.search.pt)],
  ];
  return [
    `Database: ${kind} · ${version.split(" on ")[0].split(",")[0]} · ${databaseSize}`,
    `Seeding: ${seeding.prompts.toLocaleString("en")} prompts (${seeding.premium.toLocaleString("en")} premium), ` +
      `${seeding.translations.toLocaleString("en")} translations (~${seeding.averageSearchableChars} chars of title, ` +
      `description and prompt text each), ${seeding.searchTerms.toLocaleString("en")} search terms`,
    seeding.reused
      ? "  reused from an earlier run (BENCH_REUSE_DATABASE): not seeded here"
      : `  migrations + catalogue seed ${seeding.prepareSeconds} s, then ${seeding.totalSeconds} s: insert ${seeding.insertSeconds} s · ` +
        `search terms ${seeding.searchTermsSeconds} s · search indexes ${seeding.indexSeconds} s · analyze ${seeding.analyzeSeconds} s`,
    "",
    `Search: searchPrompts(limit ${s.limit}, offset 0, anonymous) vs ILIKE '%word%' scan ordered by id (limit ${s.limit}); ` +
      `up to ${s.iterations} runs per query (fewer when a query has used its 10 s budget) after ${s.warmup} warm-up; ms`,
    table(
      [
        "lang",
        "query",
        "kind",
        "matches",
        "search p50",
        "search p95",
        "runs",
        "ILIKE p50",
        "ILIKE p95",
        "runs",
        "ILIKE rows",
      ],
      queryRows,
    ),
    "",
    "Summary (every query weighs the same):",
    table(
      ["lang", "search p50", "search p95", "ILIKE p50", "ILIKE p95", "ratio (ILIKE p95 / search p95)"],
      summaryRows,
    ),
    "",
  ].join("\n");
}

function filtersReport({ kind, filtersBenchmark: f }) {
  return [
    `Advanced filters (${kind}, load average ${f.loadAverage.toFixed(1)}): the results page with its facet counts afresh ` +
      `(searchWithFacets, without the counts' memo), as a Creator member; baseline: the plain listing (no filters) p95 ${fmt(f.baseline.p95)} ms; ms`,
    table(
      ["case", "words", "matches", "page p50", "page p95", "budget", "", "facets p95", "ratio"],
      f.cases.map((c) => [
        c.name,
        c.q ?? "",
        `${c.matches.toLocaleString("en")}${c.capped ? "+" : ""}`,
        fmt(c.page.p50),
        fmt(c.page.p95),
        `< ${f.budgetMs}`,
        c.withinBudget ? "ok" : "OVER",
        fmt(c.facets.p95),
        `${c.ratio.toFixed(1)}×`,
      ]),
    ),
    "",
  ].join("\n");
}

function pair(stats) {
  return [fmt(stats.p50), fmt(stats.p95)];
}

function ratioOf(baseline, search) {
  return ratioText(baseline.p95 / search.p95);
}

function ratioText(ratio) {
  return `${ratio.toFixed(ratio < 1 ? 2 : 1)}×`;
}
