import { spawn, type ChildProcess } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { jobs } from "~/server/jobs/schema";
import { scheduleJob } from "~/server/jobs/jobs.server";
import { CALENDAR_REMINDER_JOB } from "~/server/calendar/reminders.server";

/**
 * Server processes hold no state of their own (docs/operations.md), so several run behind one load
 * balancer. Two real server processes (the production build, as `npm start` serves it) on one
 * PostgreSQL database and one Redis: a session made on one works on the other, auth rate limits
 * are counted together, a due job runs once, and an admin's edit on one is seen at once on the
 * other's cached anonymous page.
 *
 * Runs in the PostgreSQL project when Redis answers (CI, `npm test` with TEST_DATABASE_URL) and on
 * a build (`npm test` builds first; otherwise `npm run build`). Skipped otherwise, saying why.
 */

const root = path.resolve(import.meta.dirname, "../..");
const serverBuild = path.join(root, "build/server/index.js");
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}

const skipReason =
  process.env.TEST_DB_KIND !== "postgres"
    ? "runs on PostgreSQL only (set TEST_DATABASE_URL)"
    : !fs.existsSync(serverBuild)
      ? "needs the production build: run `npm run build` first (`npm test` does)"
      : !(await redisAnswers(redisUrl))
        ? `needs Redis at ${redisUrl} (TEST_REDIS_URL)`
        : null;
if (skipReason) console.info(`multi-process test skipped: ${skipReason}`);

const ADMIN_EMAIL = `multi-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = "secret-multi-123";

interface Server {
  url: string;
  process: ChildProcess;
  output: string[];
}

let testDb: TestDatabase;
let a: Server;
let b: Server;
let publicUrl: string;
/** A client address of its own, so rate-limit counts left in Redis by an earlier run do not count. */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${output.join("")}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, process: child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start:\n${output.join("")}`);
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  const timer = setTimeout(() => server.process.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A request as the load balancer passes it on: the public host, the client's address. */
function send(
  server: Server,
  pathname: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", clientAddress);
  headers.set("x-forwarded-host", new URL(publicUrl).host);
  headers.set("x-forwarded-proto", "http");
  if (init.method && init.method !== "GET") headers.set("origin", publicUrl);
  if (init.cookie) headers.set("cookie", init.cookie);
  return fetch(server.url + pathname, { ...init, headers, redirect: "manual" });
}

function postJson(server: Server, pathname: string, body: unknown, cookie?: string, method = "POST") {
  return send(server, pathname, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    cookie,
  });
}

/** name=value pairs of every cookie a response sets, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

describe.skipIf(skipReason !== null)("several server processes on one database and Redis", () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    // Behind the load balancer both answer to one public address.
    publicUrl = `http://127.0.0.1:${portA}`;
    const env = {
      NODE_ENV: "production",
      PROMPTARIO_NO_BUILD: "1",
      APP_ENV: "local",
      DATABASE_URL: testDb.url!,
      REDIS_URL: redisUrl,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      AUTH_SECRET: "multi-process-secret-that-is-at-least-32-characters",
      ADMIN_EMAILS: ADMIN_EMAIL,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "promptario-multi-")),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer(portA, env);
    b = await startServer(portB, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await testDb?.close();
  }, 30_000);

  let cookie = "";

  it("a session made on one process works on the other", async () => {
    const signUp = await postJson(a, "/api/auth/sign-up/email", {
      name: "Multi Admin",
      email: ADMIN_EMAIL,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(200);

    // The verification mail is in the shared database: process B's mailbox shows it.
    const mail = (await (await send(b, "/dev/mailbox.json")).json()) as { to: string; text: string }[];
    const link = mail
      .find((message) => message.to === ADMIN_EMAIL)
      ?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    const verified = await send(b, new URL(link!).pathname + new URL(link!).search);
    expect(verified.status).toBeLessThan(400);

    const signIn = await postJson(a, "/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = cookiesOf(signIn);
    expect(cookie).toContain("promptario.session_token=");

    for (const server of [a, b]) {
      const session = (await (await send(server, "/api/auth/get-session", { cookie })).json()) as {
        user?: { email: string };
      } | null;
      expect(session?.user?.email).toBe(ADMIN_EMAIL);
      // A member's page too, not only the auth endpoint.
      expect((await send(server, "/account", { cookie })).status).toBe(200);
    }

    // Signed out on B, the session is gone on A as well.
    const other = cookiesOf(
      await postJson(b, "/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: PASSWORD }),
    );
    expect((await postJson(b, "/api/auth/sign-out", {}, other)).status).toBe(200);
    expect(await (await send(a, "/api/auth/get-session", { cookie: other })).json()).toBeNull();
  });

  it("counts auth rate limits across processes", async () => {
    // Better Auth allows 5 reset requests a minute per address: 3 on A and 2 on B use them up.
    const request = (server: Server) =>
      postJson(server, "/api/auth/request-password-reset", {
        email: `nobody-${randomUUID().slice(0, 6)}@example.com`,
        redirectTo: "/reset-password",
      });
    const statuses = [];
    for (const server of [a, a, a, b, b]) statuses.push((await request(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await request(a)).status).toBe(429);
    expect((await request(b)).status).toBe(429);
  });

  it("runs a due job once, whichever process's worker finds it", async () => {
    const keys = Array.from({ length: 40 }, () => randomUUID());
    for (const key of keys) {
      await scheduleJob(testDb.db, {
        kind: CALENDAR_REMINDER_JOB,
        key,
        runAt: new Date("2031-01-01T08:00:00Z"),
        payload: { entryId: key },
      });
    }

    // Both processes' clocks move past the jobs at the same moment, and both run what is due.
    const answers = await Promise.all(
      [a, b].map(
        async (server) =>
          (await postJson(server, "/dev/clock", { at: "2031-01-01T08:05:00Z" })).json() as Promise<{
            ran: { done: number; failed: number };
          }>,
      ),
    );
    const rows = await testDb.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.key, keys));
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
    // Every job once, plus the weekly digest's sweep (due as well), shared between the two.
    const done = answers.reduce((sum, answer) => sum + answer.ran.done, 0);
    expect(done).toBeLessThanOrEqual(keys.length + 1);
    expect(answers.every((answer) => answer.ran.failed === 0)).toBe(true);
  });

  it("shows an admin's edit made on one process at once on the other's cached anonymous page", async () => {
    const anonymous = { headers: { "accept-language": "en" } };
    const title = `Edited on A ${randomUUID().slice(0, 8)}`;
    await send(b, "/prompt/1", anonymous);
    const cached = await send(b, "/prompt/1", anonymous);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).not.toContain(title);

    const edit = await postJson(
      a,
      "/api/v1/admin/prompts/1",
      { translations: { en: { title } } },
      cookie,
      "PATCH",
    );
    expect(edit.status).toBe(200);

    const fresh = await send(b, "/prompt/1", anonymous);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toContain(title);
    expect((await send(b, "/prompt/1", anonymous)).headers.get("x-cache")).toBe("HIT");
  });
});
