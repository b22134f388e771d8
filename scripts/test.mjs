// `npm test`: finds a browser for the browser tests (tests/chromium.mjs), builds the app, runs
// the unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests against the production build.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import pg from "pg";
import { provideChromium } from "../tests/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules/.bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "promptario-test-"));

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * Runs a command with its output passed through and kept, so that the reasons for a failure can be
 * printed again at the very end, where a CI log's tail shows them.
 */
function runKeepingOutput(command, args, env = {}) {
  return new Promise((resolve) => {
    const color = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
    const child = spawn(command, args, {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ...color, ...env },
    });
    const kept = [];
    let keptLength = 0;
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      kept.push(chunk.toString());
      keptLength += chunk.length;
      while (keptLength > 4_000_000 && kept.length > 1) keptLength -= kept.shift().length;
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code) => resolve({ status: code ?? 1, output: kept.join("") }));
  });
}

/** Vitest's failure sections (failed tests, failed suites, unhandled errors), or the last lines. */
function failureReport(output) {
  const lines = stripVTControlCharacters(output).split("\n");
  const start = lines.findIndex((line) => /⎯{3,}.*(Failed|Unhandled|Error)/.test(line));
  const report = start >= 0 ? lines.slice(start) : lines.slice(-80);
  return report.slice(0, 400).join("\n");
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

// Before anything runs: without a browser every browser test would fail, each with its own trace.
const browser = await provideChromium();
if ("problem" in browser) {
  console.error(
    `npm test: the browser tests need Chromium, and ${browser.problem}. ` +
      "Install one with `npx playwright install chromium` (on Debian or Ubuntu: `apt-get install chromium`) or set CHROME_PATH to one, then run `npm test` again.",
  );
  process.exit(1);
}
console.info(`npm test: the browser tests use ${browser.path} (${browser.source})`);
// Playwright's config (and anything else that reads tests/chromium.mjs) takes this one.
process.env.CHROME_PATH = browser.path;

/** How long each part took, printed at the end: a slow run shows where its time went. */
const durations = [];
const timed = async (name, work) => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    durations.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  }
};

if ((await timed("build", () => run(process.execPath, ["scripts/react-router.mjs", "build"]))) !== 0) {
  process.exit(1);
}

const vitestReport = path.join(reports, "vitest.json");
const vitestRun = await timed("vitest", () =>
  runKeepingOutput(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]),
);
const vitestStatus = vitestRun.status;

// The browser tests on PostgreSQL get a database of their own, dropped afterwards.
let e2eDatabase;
if (process.env.TEST_DATABASE_URL) {
  e2eDatabase = `promptario_e2e_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${e2eDatabase}"`);
  await admin.end();
}
const e2eUrl = e2eDatabase
  ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: `/${e2eDatabase}` })
  : undefined;

const playwrightReport = path.join(reports, "playwright.json");
const playwrightStatus = await timed("playwright", () =>
  run(bin("playwright"), ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(e2eUrl ? { E2E_DATABASE_URL: e2eUrl.toString() } : {}),
  }),
);

if (e2eDatabase) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${e2eDatabase}" with (force)`);
  await admin.end();
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const ok = vitestStatus === 0 && playwrightStatus === 0 && vitest && playwright;

if (vitestStatus !== 0) {
  console.info("");
  console.info("Why vitest failed (again, from its output above):");
  console.info(failureReport(vitestRun.output));
}
console.info("");
console.info(
  `unit+integration: vitest ${vitestStatus === 0 ? "ok" : "FAILED"}; browser: playwright ${playwrightStatus === 0 ? "ok" : "FAILED"}`,
);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
console.info(`time: ${durations.join(", ")}`);
process.exit(ok ? 0 : 1);
