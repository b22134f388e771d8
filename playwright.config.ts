import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN_TEST_EMAILS } from "./tests/e2e/support/admin-accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium.mjs";

// The browser tests drive the production build (scripts/test.mjs builds it first), once on the
// embedded PGlite and, when E2E_DATABASE_URL names a fresh PostgreSQL database, once on PostgreSQL.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
const servers: { name: string; port: number; env: Record<string, string> }[] = [
  {
    name: "pglite",
    port: PORT_BASE,
    env: {
      DATABASE_URL: "",
      DATA_DIR: path.join(os.tmpdir(), `promptario-e2e-${process.pid}-${Date.now()}`),
    },
  },
  ...(process.env.E2E_DATABASE_URL
    ? [{ name: "postgres", port: PORT_BASE + 1, env: { DATABASE_URL: process.env.E2E_DATABASE_URL } }]
    : []),
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    // Recording every test's trace costs about a tenth of the run; on CI a failed test is retried
    // with one, locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: servers.map((server) => ({
    name: server.name,
    use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${server.port}` },
    // PGlite runs every browser test. The integration tests already run all server logic on both
    // databases, so PostgreSQL runs only the tests tagged @postgres: those that drive SQL which can
    // behave differently per database or depends on data written through the app (search, list
    // order and paging, dates and time windows, transactions and limits, sessions and sign-up, the
    // locker, the admin's writes, stored API keys and OAuth tokens, the cheap premium-leak checks).
    // One language's main flow per feature; no axe-only, teaser, keyboard-only or second-language
    // variants.
    grep: server.name === "pglite" ? undefined : /@postgres/,
  })),
  webServer: servers.map((server) => ({
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${server.port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...server.env,
      PORT: String(server.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${server.port}`,
      APP_ENV: "local",
      PROMPTARIO_NO_BUILD: "1",
      // The offline assistant writes a line every 250 ms, so a browser test can reload mid-answer.
      AI_OFFLINE_PACE_MS: "250",
      // The admin browser tests sign up accounts under this domain, and they become admins.
      ADMIN_EMAILS: ADMIN_TEST_EMAILS.join(","),
      // Every browser test comes from 127.0.0.1: a fast run signs up and signs in more accounts, and
      // makes more auth requests, in a minute than one person's address may.
      AUTH_RATE_LIMIT_MAX: "1000",
      AUTH_SIGN_UP_LIMIT: "200",
      AUTH_SIGN_IN_LIMIT: "200",
    },
  })),
});
