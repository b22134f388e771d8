// Search latency: searchPrompts (full-text + trigram, as the site runs it) against a naive baseline,
// a sequential ILIKE '%word%' scan of the same rows, for the same queries.
import { sql } from "drizzle-orm";

/** Typed as a visitor would: single words, two words, prefixes, accents with and without, a typo. */
export const QUERIES = [
  { locale: "en", q: "marketing", kind: "word" },
  { locale: "en", q: "mark", kind: "prefix" },
  { locale: "en", q: "markting", kind: "typo" },
  { locale: "en", q: "meeting notes", kind: "two words" },
  { locale: "en", q: "business plan", kind: "two words" },
  { locale: "en", q: "portrait", kind: "word" },
  { locale: "en", q: "recip", kind: "prefix" },
  { locale: "pt", q: "marketing", kind: "word" },
  { locale: "pt", q: "reunião", kind: "accented" },
  { locale: "pt", q: "reuniao", kind: "unaccented" },
  { locale: "pt", q: "negócio", kind: "accented" },
  { locale: "pt", q: "negocio", kind: "unaccented" },
  { locale: "pt", q: "plano de aula", kind: "three words" },
  { locale: "pt", q: "receita saudável", kind: "two words" },
];

// Time budgets per query, so that a slow database still finishes in minutes: a fast search always
// gets all its runs (30 × 30 ms is under a second).
const SEARCH_BUDGET_MS = 10_000;
const SEARCH_MIN_SAMPLES = 10;
const BASELINE_BUDGET_MS = 10_000;
const BASELINE_MIN_SAMPLES = 3;

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

/** Percentiles over several queries' samples, each query weighing the same however many runs it got. */
export function summarizeQueries(groups) {
  const weighted = groups
    .filter((samples) => samples.length > 0)
    .flatMap((samples) => samples.map((ms) => ({ ms, weight: 1 / samples.length })))
    .sort((a, b) => a.ms - b.ms);
  const total = weighted.reduce((sum, sample) => sum + sample.weight, 0);
  const at = (p) => {
    let cumulative = 0;
    for (const sample of weighted) {
      cumulative += sample.weight;
      if (cumulative >= (p / 100) * total - 1e-9) return sample.ms;
    }
    return weighted.at(-1)?.ms ?? NaN;
  };
  return {
    n: weighted.length,
    queries: groups.length,
    p50: at(50),
    p95: at(95),
    max: weighted.at(-1)?.ms ?? NaN,
  };
}

/** The same words the search splits on, each matched anywhere in title, description or prompt text. */
function baselineQuery({ q, locale }, limit) {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const conditions = words.map((word) => {
    const pattern = `%${word}%`;
    return sql`(pt.title ilike ${pattern} or pt.description ilike ${pattern} or pt.prompt_text ilike ${pattern})`;
  });
  return sql`
    select pt.prompt_id, pt.title
    from prompt_translations pt join prompts p on p.id = pt.prompt_id
    where p.is_published and pt.locale = ${locale} and ${sql.join(conditions, sql` and `)}
    order by pt.prompt_id
    limit ${limit}`;
}

const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);

async function time(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * Runs every query `warmup` times untimed, then `iterations` times timed, for the search and then
 * for the baseline. Returns the raw samples per query.
 */
export async function runSearchBenchmark({ db, searchPrompts, viewer, iterations, warmup, limit, log }) {
  const perQuery = [];
  for (const query of QUERIES) {
    const search = () => searchPrompts(db, { q: query.q, locale: query.locale, limit, offset: 0, viewer });
    const baseline = () => db.execute(baselineQuery(query, limit));

    for (let i = 0; i < warmup; i++) await search();
    const searchSamples = [];
    let found = 0;
    let capped = false;
    let firstTitle = "";
    const searchStarted = performance.now();
    for (let i = 0; i < iterations; i++) {
      if (i >= SEARCH_MIN_SAMPLES && performance.now() - searchStarted > SEARCH_BUDGET_MS) break;
      const { ms, value } = await time(search);
      searchSamples.push(ms);
      found = value.total;
      capped = value.totalCapped === true;
      firstTitle = value.items[0]?.title ?? "";
    }

    // A scan that finds fewer than `limit` rows reads the whole table (seconds on PGlite).
    const warmupStarted = performance.now();
    for (let i = 0; i < warmup && performance.now() - warmupStarted < BASELINE_BUDGET_MS / 10; i++)
      await baseline();
    const baselineSamples = [];
    let baselineRows = 0;
    const baselineStarted = performance.now();
    for (let i = 0; i < iterations; i++) {
      if (i >= BASELINE_MIN_SAMPLES && performance.now() - baselineStarted > BASELINE_BUDGET_MS) break;
      const { ms, value } = await time(baseline);
      baselineSamples.push(ms);
      baselineRows = rowsOf(value).length;
    }

    const entry = {
      ...query,
      matches: found,
      matchesCapped: capped,
      firstTitle,
      search: summarize(searchSamples),
      baseline: { ...summarize(baselineSamples), rows: baselineRows },
      samples: { search: searchSamples, baseline: baselineSamples },
    };
    log(
      `  ${query.locale} ${JSON.stringify(query.q).padEnd(20)} search p95 ${fmt(entry.search.p95).padStart(7)} ms · ` +
        `ILIKE p95 ${fmt(entry.baseline.p95).padStart(8)} ms · ${found.toLocaleString("en")}${capped ? "+" : ""} matches`,
    );
    perQuery.push(entry);
  }

  const pooled = (filter, which) =>
    summarizeQueries(perQuery.filter(filter).map((entry) => entry.samples[which]));
  const all = () => true;
  const result = {
    iterations,
    warmup,
    limit,
    search: {
      overall: pooled(all, "search"),
      en: pooled((e) => e.locale === "en", "search"),
      pt: pooled((e) => e.locale === "pt", "search"),
    },
    baseline: {
      overall: pooled(all, "baseline"),
      en: pooled((e) => e.locale === "en", "baseline"),
      pt: pooled((e) => e.locale === "pt", "baseline"),
    },
    queries: perQuery.map(({ samples: _samples, ...entry }) => entry),
  };
  result.ratio = result.baseline.overall.p95 / result.search.overall.p95;
  return result;
}

export const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 2 : 1) : "–");
