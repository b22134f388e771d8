// docs/performance.md: a cached anonymous prompt page serves at least half the requests per second that
// the same server serves for a static file of the same size. Starts the built app (`npm start`'s
// script, its own fresh database), copies the prompt page's size into a static file under
// build/client, and loads both in turns from keep-alive connections, with and without gzip. Then
// Lighthouse audits the public pages on the same server (bench/lighthouse.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { measureLighthouse } from "./lighthouse.mjs";

export const PAGE_RATIO_BUDGET = 0.5;
/** a signed-in member's prompt page, rendered for them, against the same static file (budget: 0.1 of its requests per second) */
export const MEMBER_RATIO_BUDGET = 0.1;
const PAGE = "/prompt/1";
const CONNECTIONS = 20;
const ROUND_SECONDS = 3;
const ROUNDS = 3;

export async function measurePages(root, log) {
  const dataDir = path.join(root, "bench/.data/server");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  // The server mounts build/client's root files by name when it starts, so the static file is
  // there (empty) before it starts; it is filled with the page's HTML once the page is fetched.
  const staticFile = path.join(root, "build/client", `bench-static-${process.pid}.html`);
  fs.writeFileSync(staticFile, "");
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
  let serverErrors = "";
  server.stderr.on("data", (chunk) => (serverErrors += chunk));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, server, () => serverErrors);
    const page = await get(`${origin}${PAGE}`, {});
    if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
    fs.writeFileSync(staticFile, page.body);
    const staticPath = `/${path.basename(staticFile)}`;
    log(
      `Pages: ${PAGE} (${(page.body.length / 1024).toFixed(1)} KB of HTML) vs a static file of the same size, ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_SECONDS} s each, in turns`,
    );

    const memberCookie = await signedInMember(origin);
    const variants = [];
    for (const encoding of ["identity", "gzip"]) {
      const headers = { "Accept-Encoding": encoding, "Accept-Language": "en-US" };
      // Any cookie but the language makes the server render the page afresh: the cost without the cache.
      const uncached = { ...headers, Cookie: "bench=uncached" };
      const member = { ...headers, Cookie: memberCookie };
      const totals = Object.fromEntries(
        ["static", "page", "uncached", "member"].map((kind) => [kind, { requests: 0, seconds: 0 }]),
      );
      const cacheStatus = await get(`${origin}${PAGE}`, headers).then(
        (answer) => answer.headers["x-cache"] ?? "none",
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [kind, url, sent] of [
          ["static", staticPath, headers],
          ["page", PAGE, headers],
          ["uncached", PAGE, uncached],
          ["member", PAGE, member],
        ]) {
          const result = await load(`${origin}${url}`, sent);
          totals[kind].requests += result.requests;
          totals[kind].seconds += result.seconds;
        }
      }
      const rps = (kind) => totals[kind].requests / totals[kind].seconds;
      const variant = {
        encoding,
        cacheStatus,
        pageRps: Math.round(rps("page")),
        staticRps: Math.round(rps("static")),
        uncachedRps: Math.round(rps("uncached")),
        ratio: Number((rps("page") / rps("static")).toFixed(2)),
        uncachedRatio: Number((rps("uncached") / rps("static")).toFixed(3)),
        memberRps: Math.round(rps("member")),
        memberRatio: Number((rps("member") / rps("static")).toFixed(3)),
      };
      log(
        `  ${encoding.padEnd(8)} page ${variant.pageRps} req/s (x-cache: ${cacheStatus}) · static ${variant.staticRps} req/s · ` +
          `ratio ${variant.ratio} (budget ≥ ${PAGE_RATIO_BUDGET}) · rendered afresh ${variant.uncachedRps} req/s (${variant.uncachedRatio}) · ` +
          `signed-in member ${variant.memberRps} req/s (${variant.memberRatio}, budget ≥ ${MEMBER_RATIO_BUDGET})`,
      );
      variants.push(variant);
    }

    const concurrency = await measureConcurrency(origin, log);

    const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    let lighthouse = null;
    if (lighthouseRuns > 0) {
      log(`Lighthouse (mobile), median of ${lighthouseRuns} runs per page`);
      lighthouse = await measureLighthouse(origin, { runs: lighthouseRuns, log });
    }
    return {
      page: PAGE,
      htmlBytes: page.body.length,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      budgetRatio: PAGE_RATIO_BUDGET,
      memberBudgetRatio: MEMBER_RATIO_BUDGET,
      variants,
      concurrency,
      lighthouse,
    };
  } finally {
    fs.rmSync(staticFile, { force: true });
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve()));
  }
}

const BUSY_CONNECTIONS = 50;
const BUSY_SECONDS = Number(process.env.BENCH_BUSY_SECONDS ?? 5);
const SEARCHES = ["budget", "meeting notes", "reuniao", "lesson plan", "logo", "email"];

/**
 * A probe of load, recorded: 50 concurrent connections on the search API (116 req/s, p99 878 ms
 * then) and on a signed-in member's /prompt/1 (40 req/s, p99 7.25 s then), on the embedded database.
 */
async function measureConcurrency(origin, log) {
  const cookie = await signedInMember(origin);
  const search = await loadWithLatency(
    (i) => `${origin}/api/v1/prompts?lang=en&q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`,
    {},
  );
  const memberPage = await loadWithLatency(() => `${origin}/prompt/1`, {
    Cookie: cookie,
    "Accept-Language": "en-US",
  });
  const line = (name, r) =>
    `  ${name.padEnd(26)} ${r.rps} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms · ${r.errors} errors`;
  log(`Under load: ${BUSY_CONNECTIONS} connections, ${BUSY_SECONDS} s each (embedded database)`);
  log(line("search API", search));
  log(line("signed-in /prompt/1", memberPage));
  return { connections: BUSY_CONNECTIONS, seconds: BUSY_SECONDS, search, memberPage };
}

/** A verified member's session cookie, through the sign-up form's API and the local mailbox. */
export async function signedInMember(origin, { withEmail = false } = {}) {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    // The server's PUBLIC_URL is its default, http://localhost:<port>: the origin auth trusts.
    headers: { "content-type": "application/json", origin: `http://localhost:${new URL(origin).port}` },
    body: JSON.stringify({ name: "Bench Member", email, password: "bench password" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  for (let i = 0; i < 50; i++) {
    const mails = await (await fetch(`${origin}/dev/mailbox.json`)).json();
    const mail = mails.find((message) => message.to === email);
    if (mail) {
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)[0];
      const verified = await fetch(`${origin}${new URL(link).pathname}${new URL(link).search}`, {
        redirect: "manual",
      });
      const cookie = verified.headers.getSetCookie().find((value) => value.includes("session_token="));
      if (!cookie) throw new Error("no session cookie after verification");
      return withEmail ? { cookie: cookie.split(";")[0], email } : cookie.split(";")[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no verification mail");
}

/** BUSY_CONNECTIONS loops for BUSY_SECONDS; requests per second and latency percentiles. */
async function loadWithLatency(urlFor, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BUSY_CONNECTIONS });
  const started = performance.now();
  const until = started + BUSY_SECONDS * 1000;
  const latencies = [];
  let errors = 0;
  let n = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await get(urlFor(n++), headers, agent).catch(() => ({ status: 0 }));
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: BUSY_CONNECTIONS }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  return {
    rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/** Requests in a loop from CONNECTIONS keep-alive connections for ROUND_SECONDS; counts 200s. */
async function load(url, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const started = performance.now();
  const until = started + ROUND_SECONDS * 1000;
  let requests = 0;
  let failures = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const answer = await get(url, headers, agent).catch(() => ({ status: 0 }));
      if (answer.status === 200) requests += 1;
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  if (failures) throw new Error(`${url}: ${failures} requests failed`);
  return { requests, seconds: (performance.now() - started) / 1000 };
}

export function get(url, headers, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

export async function waitForHealth(origin, server, errors, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}):\n${errors()}`);
    const healthy = await get(`${origin}/healthz`, {}).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer /healthz within ${timeoutMs / 1000} s:\n${errors()}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
