// docs/performance.md: Lighthouse (mobile) performance ≥ 95, accessibility 100, SEO 100 on the public pages.
// Runs Lighthouse's default mobile audit (simulated slow 4G and a 4× slower CPU) in the Chromium
// tests/chromium.mjs provides (CHROME_PATH, Playwright's, the system's or the npm package's) against
// the built app, each page several times, and reports the median of each score.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, provideChromium } from "../tests/chromium.mjs";

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, seo: 100 };
/** the ten public pages (docs/performance.md), in both languages between them */
export const LIGHTHOUSE_PAGES = [
  "/?lang=en",
  "/prompt/1?lang=en",
  "/categories?lang=pt",
  "/category/art-illustration?lang=en",
  "/featured?lang=pt",
  "/popular?lang=en",
  "/pricing?lang=en",
  "/blog?lang=pt",
  "/blog/1?lang=en",
  "/faq?lang=en",
];
const CATEGORIES = ["performance", "accessibility", "seo"];
const FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * `crawlableByDesign`: the app runs in local mode, whose robots.txt closes the site to crawlers on
 * purpose; that one SEO audit is reported apart and left out of the SEO figure.
 */
export async function measureLighthouse(origin, { runs, log, paths = LIGHTHOUSE_PAGES, headers }) {
  // Checked first: chrome-launcher reports a missing browser as an unhandled 'error' event, which
  // would end the bench at once and leave its server running.
  const browser = await provideChromium();
  if ("problem" in browser)
    throw new Error(`Lighthouse needs Chromium, and ${browser.problem}; set CHROME_PATH to one`);
  log(`  Lighthouse in ${browser.path} (${browser.source})`);
  const chrome = await launch({ chromePath: browser.path, chromeFlags: FLAGS, logLevel: "silent" });
  try {
    const pages = [];
    for (const path of paths) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        if (!headers) {
          samples.push(scores(await audit(`${origin}${path}`, chrome.port, log)));
          continue;
        }
        // Signed in, each audit gets a browser of its own: in one shared browser only the first
        // page was audited signed in and the next ones ended at /login (2026-11-27).
        const own = await launch({ chromePath: browser.path, chromeFlags: FLAGS, logLevel: "silent" });
        try {
          samples.push(scores(await audit(`${origin}${path}`, own.port, log, headers)));
        } finally {
          await own.kill();
        }
      }
      const page = { path, runs, ...medians(samples) };
      log(
        `  ${path.padEnd(20)} performance ${page.performance} · accessibility ${page.accessibility} · ` +
          `SEO ${page.seo} · FCP ${page.fcpMs} ms · LCP ${page.lcpMs} ms · TBT ${page.tbtMs} ms` +
          (page.failing.length ? ` · below 1: ${page.failing.join(", ")}` : ""),
      );
      pages.push(page);
    }
    return { budget: LIGHTHOUSE_BUDGET, pages };
  } finally {
    await chrome.kill();
  }
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run. A run Lighthouse itself gives up on (a trace it could not record, say
 * NO_NAVSTART on a busy machine) is tried again, up to ATTEMPTS in all.
 */
async function audit(url, port, log, headers) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // a signed-in page: the session cookie on every request the page makes
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const error = result?.lhr ? result.lhr.runtimeError : { code: "NO_RESULT", message: "no result" };
    if (!error) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url}, ${attempt} attempts: ${error.message}`);
    log(`  (${url}: Lighthouse gave up on a run, ${error.code}; trying again)`);
  }
}

function scores(lhr) {
  const failing = [];
  const score = (category, skip = []) => {
    let weighted = 0;
    let weights = 0;
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!ref.weight || audit.score === null || skip.includes(ref.id)) continue;
      weighted += ref.weight * audit.score;
      weights += ref.weight;
      if (audit.score < 1 && category !== "performance") failing.push(`${category}:${ref.id}`);
    }
    return Math.round((weighted / weights) * 100);
  };
  const crawlable = lhr.audits["is-crawlable"]?.score === 1;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: score("accessibility"),
    // Local mode's robots.txt says Disallow: / on purpose (production allows crawling).
    seo: score("seo", crawlable ? [] : ["is-crawlable"]),
    crawlableByDesign: !crawlable,
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    // where the page ended: a signed-in page that redirected to /login was not audited signed in
    finalUrl: lhr.finalDisplayedUrl,
    failing,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medians(samples) {
  const result = {};
  for (const key of ["performance", "accessibility", "seo", "fcpMs", "lcpMs", "tbtMs"]) {
    result[key] = median(samples.map((sample) => sample[key]));
  }
  result.failing = [...new Set(samples.flatMap((sample) => sample.failing))];
  result.crawlableByDesign = samples.some((sample) => sample.crawlableByDesign);
  result.finalUrls = [...new Set(samples.map((sample) => sample.finalUrl))];
  return result;
}

/**
 * `node bench/lighthouse.mjs [path…]` audits the built app alone (all ten pages, or the paths
 * given), BENCH_LIGHTHOUSE_RUNS runs each (default 1): a page or two at a time while iterating.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const dataDir = path.join(root, "bench/.data/lighthouse");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = 20_000 + (process.pid % 20_000);
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PROMPTARIO_NO_BUILD: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (
      let tries = 0;
      !(await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      tries += 1
    ) {
      if (tries > 240 || server.exitCode !== null) throw new Error(`the app did not start:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const paths = process.argv.slice(2);
    await measureLighthouse(origin, {
      runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1),
      log: console.info,
      paths: paths.length ? paths : LIGHTHOUSE_PAGES,
    });
  } finally {
    server.kill("SIGTERM");
  }
}
