// docs/performance.md, members' pages: a Legend member with realistic data (1,000 locker prompts, 200
// conversations, a busy month in the calendar, a focus session with its history) on the built app.
//   throughput  each member tool page, signed in, from CONNECTIONS keep-alive connections for
//               SECONDS, beside the cached anonymous home page measured in the same run: requests
//               per second as a share of the home page's (budget ≥ 0.1) and p99 latency (< 500 ms)
//   lighthouse  mobile, signed in (the session cookie as an extra header), median of the runs:
//               performance ≥ 95, accessibility 100
//   typing      Chromium at a 4× slower CPU types into the chat box, the focus task list and the
//               locker search; the longest main-thread task while typing (budget ≤ 50 ms)
// The member is signed up through the app, then the server is stopped while the rows are written
// straight into its database (a thousand requests would measure the API, not the pages), then started
// again on the same data.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { provideChromium, CHROMIUM_ARGS } from "../tests/chromium.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";
import { freePort, get, signedInMember, waitForHealth } from "./pages.mjs";

export const MEMBER_PAGES = [
  "/chat-legend",
  "/prompt-locker",
  "/content-calendar",
  "/focus",
  "/create-prompt",
  "/repurpose",
  "/analytics",
  "/profile",
];
// BENCH_MEMBER_PAGES=/content-calendar,/chat-legend measures some of them (a quick before and after).
const PAGES_MEASURED = process.env.BENCH_MEMBER_PAGES
  ? MEMBER_PAGES.filter((page) => process.env.BENCH_MEMBER_PAGES.split(",").includes(page))
  : MEMBER_PAGES;
export const MEMBER_BUDGET = { ratio: 0.1, p99Ms: 500, performance: 95, accessibility: 100, longTaskMs: 50 };
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_MEMBER_SECONDS ?? 20);
const DATA = { lockerPrompts: 1_000, conversations: 200, messagesPerConversation: 12, entriesPerDay: 8 };

const WORDS = (
  "campanha lançamento cliente reunião relatório análise estratégia conteúdo vendas proposta orçamento " +
  "newsletter launch client meeting report analysis strategy content sales proposal budget roadmap " +
  "pricing onboarding interview hiring feedback retention churn funnel landing email thread video script"
).split(" ");

function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Starts the built app on `dataDir` (PGlite) or, with `databaseUrl`, on that PostgreSQL database;
 * resolves with its origin and a stop function.
 */
async function startApp(root, dataDir, port, databaseUrl) {
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PROMPTARIO_NO_BUILD: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve()));
  };
  try {
    // a fresh database migrates and seeds the catalogue first, slow on a busy machine
    await waitForHealth(origin, server, () => errors, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The member's plan and rows, written into the stopped server's database. */
async function seedMember(load, { dataDir, databaseUrl }, email, log) {
  const started = performance.now();
  const { openDatabase } = await load("db/client.server.ts");
  const { user } = await load("server/accounts/schema.ts");
  const { grantPlan } = await load("server/billing/testing.server.ts");
  const { lockerPrompts } = await load("server/locker/schema.ts");
  const { projects: memberProjects } = await load("server/projects/schema.ts");
  const { chatConversations, chatMessages } = await load("server/chat/schema.ts");
  const { calendarEntries } = await load("server/calendar/schema.ts");
  const { focusSessions } = await load("server/focus/schema.ts");
  const { prompts } = await load("server/catalog/schema.ts");
  const { eq } = await import("drizzle-orm");
  const handle = databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ dataDir });
  try {
    const { db } = handle;
    const [member] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = member.id;
    await grantPlan(db, userId, "legend");
    const random = generator(20_261_127);
    const pick = () => WORDS[Math.floor(random() * WORDS.length)];
    const sentence = (n) => Array.from({ length: n }, pick).join(" ");
    const now = Date.now();

    const projects = await db
      .insert(memberProjects)
      .values(Array.from({ length: 12 }, (_, i) => ({ userId, name: `Project ${i + 1}` })))
      .returning({ id: memberProjects.id });
    const saved = [];
    for (let start = 0; start < DATA.lockerPrompts; start += 250) {
      const rows = await db
        .insert(lockerPrompts)
        .values(
          Array.from({ length: 250 }, (_, i) => ({
            userId,
            title: `${sentence(4)} ${start + i}`,
            content: `${sentence(90)} [${pick()}] ${sentence(60)} [${pick()}]`,
            description: sentence(18),
            tags: [pick(), pick(), pick()],
            projectId: random() < 0.7 ? projects[Math.floor(random() * projects.length)].id : null,
            updatedAt: new Date(now - (start + i) * 3_600_000),
          })),
        )
        .returning({ id: lockerPrompts.id, title: lockerPrompts.title });
      saved.push(...rows);
    }

    for (let c = 0; c < DATA.conversations; c += 1) {
      const updatedAt = new Date(now - c * 5_400_000);
      const [conversation] = await db
        .insert(chatConversations)
        .values({ userId, title: sentence(5), createdAt: updatedAt, updatedAt })
        .returning({ id: chatConversations.id });
      await db.insert(chatMessages).values(
        Array.from({ length: DATA.messagesPerConversation }, (_, m) => ({
          conversationId: conversation.id,
          role: m % 2 === 0 ? "user" : "assistant",
          content:
            m % 2 === 0
              ? sentence(25)
              : `${sentence(60)}\n\n- ${sentence(20)}\n- ${sentence(20)}\n\n${sentence(40)}`,
          createdAt: new Date(updatedAt.getTime() - (DATA.messagesPerConversation - m) * 60_000),
        })),
      );
    }

    // A busy month: every day of this month and the next, half library prompts, half the locker's.
    const library = await db.select({ id: prompts.id }).from(prompts).limit(60);
    const today = new Date();
    const entries = [];
    for (let month = 0; month < 2; month += 1) {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + month, 1));
      const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      for (let day = 1; day <= days; day += 1) {
        const scheduledDate = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        for (let e = 0; e < DATA.entriesPerDay; e += 1) {
          const fromLocker = e % 2 === 1;
          const lockerPrompt = saved[Math.floor(random() * saved.length)];
          entries.push({
            userId,
            scheduledDate,
            promptId: fromLocker ? null : library[Math.floor(random() * library.length)].id,
            lockerPromptId: fromLocker ? lockerPrompt.id : null,
            title: fromLocker ? lockerPrompt.title : sentence(4),
            reminder: e === 0,
            values: { topic: sentence(3) },
          });
        }
      }
    }
    for (let start = 0; start < entries.length; start += 200) {
      await db.insert(calendarEntries).values(entries.slice(start, start + 200));
    }

    const task = (i) => ({ id: `t${i}`, text: sentence(6), done: random() < 0.4 });
    const history = Array.from({ length: 120 }, (_, i) => ({
      userId,
      title: sentence(5),
      subTasks: Array.from({ length: 8 }, (_, t) => task(t)),
      lastPrompts: [sentence(12), sentence(12)],
      createdAt: new Date(now - (i + 1) * 86_400_000),
      updatedAt: new Date(now - (i + 1) * 86_400_000 + 3_600_000),
      endedAt: new Date(now - (i + 1) * 86_400_000 + 3_600_000),
    }));
    await db.insert(focusSessions).values(history);
    await db.insert(focusSessions).values({
      userId,
      title: "Launch newsletter",
      subTasks: Array.from({ length: 20 }, (_, t) => task(t)),
      lastPrompts: [sentence(12)],
    });
    const seeded = {
      lockerPrompts: saved.length,
      conversations: DATA.conversations,
      messages: DATA.conversations * DATA.messagesPerConversation,
      calendarEntries: entries.length,
      focusSessions: history.length + 1,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
    log(
      `  seeded a Legend member: ${seeded.lockerPrompts} locker prompts, ${seeded.conversations} conversations (${seeded.messages} messages), ` +
        `${seeded.calendarEntries} calendar entries over two months, ${seeded.focusSessions} focus sessions (${seeded.seconds} s)`,
    );
    return seeded;
  } finally {
    await handle.close();
  }
}

/** CONNECTIONS keep-alive loops for `seconds`: requests per second and latency percentiles. */
async function throughput(url, headers, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const started = performance.now();
  const until = started + seconds * 1000;
  const latencies = [];
  let errors = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await get(url, headers, agent).catch(() => ({ status: 0 }));
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  return { rps: Number((latencies.length / elapsed).toFixed(1)), p50: at(0.5), p99: at(0.99), errors };
}

/** The longest main-thread tasks while typing, at a 4× slower CPU, in the browser tests' Chromium. */
async function measureTyping(origin, cookie, log) {
  const browserPath = await provideChromium();
  if ("problem" in browserPath) throw new Error(`typing needs Chromium, and ${browserPath.problem}`);
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  const [name, value] = cookie.split(/=(.*)/s);
  const cases = [
    { name: "chat box", path: "/chat-legend", field: '[data-testid="chat-input"]' },
    { name: "focus task list", path: "/focus", field: `section[aria-labelledby$="-tasks"] input` },
    { name: "locker search", path: "/prompt-locker", field: "#locker-search" },
  ];
  const results = [];
  try {
    for (const item of cases) {
      const context = await browser.newContext({ locale: "en-US", viewport: { width: 412, height: 823 } });
      await context.addCookies([{ name, value, url: origin }]);
      await context.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
      });
      try {
        results.push(await typeInto(context, origin, item, log));
      } catch (error) {
        // one field that cannot be typed into is reported, not the end of the bench
        log(
          `  typing into the ${item.name} (${item.path}) failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
        );
        results.push({ name: item.name, path: item.path, longTasks: null, longestMs: null, failed: true });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function typeInto(context, origin, item, log) {
  const page = await context.newPage();
  await page.goto(`${origin}${item.path}`);
  await page.locator("html[data-hydrated=true]").waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const field = page.locator(item.field).first();
  await field.click();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__longTasks = []));
  await field.pressSequentially("Outline a launch email for the spring newsletter", { delay: 60 });
  await page.waitForTimeout(1_000);
  const tasks = await page.evaluate(() => window.__longTasks);
  const result = {
    name: item.name,
    path: item.path,
    longTasks: tasks.length,
    longestMs: Math.round(Math.max(0, ...tasks)),
  };
  log(
    `  typing into the ${item.name} (${item.path}): ${result.longTasks} tasks over 50 ms, longest ${result.longestMs} ms`,
  );
  return result;
}

/**
 * The members' pages on PGlite (the embedded default), or with `adminUrl` on a PostgreSQL database
 * of their own, created on that server and dropped afterwards: there the database works on the
 * machine's other core, beside the one Node process.
 */
export async function measureMembers(root, load, log, { adminUrl } = {}) {
  const dataDir = path.join(root, "bench/.data/members");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = adminUrl ? await createScratchDatabase(adminUrl, "promptario_members", log) : null;
  try {
    return await measureOn(root, load, log, dataDir, database?.url);
  } finally {
    await database?.drop();
  }
}

async function measureOn(root, load, log, dataDir, databaseUrl) {
  const port = await freePort();
  log(
    `Members' pages on ${databaseUrl ? "PostgreSQL" : "PGlite"}: a Legend member with realistic data, ${CONNECTIONS} connections × ${SECONDS} s per page`,
  );
  let app = await startApp(root, dataDir, port, databaseUrl);
  let cookie;
  let email;
  try {
    ({ cookie, email } = await signedInMember(app.origin, { withEmail: true }));
  } finally {
    await app.stop();
  }
  const seeded = await seedMember(load, { dataDir, databaseUrl }, email, log);
  // kept beside the data, for profiling the same member afterwards (bench/.data is not committed)
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, "member.json"), JSON.stringify({ cookie, email }));
  app = await startApp(root, dataDir, port, databaseUrl);
  try {
    const headers = { "Accept-Encoding": "gzip", "Accept-Language": "en-US" };
    const member = { ...headers, Cookie: cookie };
    for (const page of MEMBER_PAGES) {
      const answer = await get(`${app.origin}${page}`, member);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status} to the member`);
    }
    // The machine's load changes within a run: each page is set against the home page measured
    // right before it (for a quarter of the time), not against one figure from the start.
    const pages = [];
    const homes = [];
    for (const page of PAGES_MEASURED) {
      const home = await throughput(`${app.origin}/`, headers, SECONDS / 4);
      const result = await throughput(`${app.origin}${page}`, member, SECONDS);
      const ratio = Number((result.rps / home.rps).toFixed(3));
      homes.push(home);
      pages.push({ path: page, ...result, ratio, homeRps: home.rps });
      log(
        `  ${page.padEnd(18)} ${result.rps} req/s · ${ratio}× the home page (${home.rps} req/s just before, p99 ${home.p99} ms) · ` +
          `p50 ${result.p50} ms · p99 ${result.p99} ms` +
          (result.errors ? ` · ${result.errors} errors` : ""),
      );
    }
    const home = {
      rps: Number((homes.reduce((sum, h) => sum + h.rps, 0) / homes.length).toFixed(1)),
      p99: Math.max(...homes.map((h) => h.p99)),
    };

    let typing = null;
    if (process.env.BENCH_MEMBER_TYPING !== "0") typing = await measureTyping(app.origin, cookie, log);

    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    let lighthouse = null;
    if (runs > 0) {
      log(`  Lighthouse (mobile), signed in, median of ${runs} runs per page`);
      lighthouse = await measureLighthouse(app.origin, {
        runs,
        log,
        paths: PAGES_MEASURED,
        headers: { Cookie: cookie },
      })
        .then((result) => {
          for (const page of result.pages) {
            const elsewhere = page.finalUrls.filter((url) => new URL(url).pathname !== page.path);
            if (elsewhere.length)
              log(`  ${page.path} ended at ${elsewhere.join(", ")}: not audited signed in`);
          }
          return result;
        })
        .catch((error) => {
          // the throughput and typing figures stand without it
          log(`  Lighthouse failed: ${error instanceof Error ? error.message : error}`);
          return null;
        });
    }
    return {
      database: databaseUrl ? "postgres" : "pglite",
      seeded,
      connections: CONNECTIONS,
      seconds: SECONDS,
      budget: MEMBER_BUDGET,
      home,
      pages,
      typing,
      lighthouse,
    };
  } finally {
    await app.stop();
  }
}

/** The report's lines: every figure beside its budget. */
export function membersReport(
  { database, seeded, connections, seconds, budget, home, pages, typing, lighthouse },
  table,
) {
  const lines = [
    `Members' pages (${database}), signed in as a Legend member (${seeded.lockerPrompts} locker prompts, ${seeded.conversations} conversations, ` +
      `${seeded.calendarEntries} calendar entries, ${seeded.focusSessions} focus sessions); ${connections} connections × ${seconds} s; ` +
      `beside the cached anonymous home page measured just before each (mean ${home.rps} req/s, worst p99 ${home.p99} ms)`,
    table(
      ["page", "req/s", "home req/s", "× home", "p50 ms", "p99 ms", "budget (≥ 0.1×, p99 < 500 ms)"],
      pages.map((p) => [
        p.path,
        p.rps,
        p.homeRps,
        p.ratio.toFixed(3),
        p.p50,
        p.p99,
        p.ratio >= budget.ratio && p.p99 < budget.p99Ms && !p.errors ? "ok" : "OVER",
      ]),
    ),
  ];
  if (typing) {
    lines.push(
      "",
      `Typing at a 4× slower CPU, longest main-thread task (budget ≤ ${budget.longTaskMs} ms)`,
      table(
        ["field", "page", "tasks > 50 ms", "longest ms", "budget"],
        typing.map((t) =>
          t.failed
            ? [t.name, t.path, "–", "–", "FAILED"]
            : [t.name, t.path, t.longTasks, t.longestMs, t.longestMs <= budget.longTaskMs ? "ok" : "OVER"],
        ),
      ),
    );
  }
  if (lighthouse) {
    lines.push(
      "",
      `Lighthouse (mobile, signed in, median of ${lighthouse.pages[0]?.runs ?? 0} runs), budget performance ≥ ${budget.performance}, accessibility ${budget.accessibility}`,
      table(
        ["page", "performance", "accessibility", "FCP ms", "LCP ms", "TBT ms", "budget"],
        lighthouse.pages.map((p) => [
          p.path,
          p.performance,
          p.accessibility,
          p.fcpMs,
          p.lcpMs,
          p.tbtMs,
          p.performance >= budget.performance && p.accessibility >= budget.accessibility ? "ok" : "BELOW",
        ]),
      ),
    );
  }
  lines.push("");
  return lines.join("\n");
}
