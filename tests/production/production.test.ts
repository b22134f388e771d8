import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The built server as a deployment runs it — production mode, an HTTPS PUBLIC_URL, SMTP,
// and a proxy in front that ended TLS and talks to Node over http. `npm test` builds first.

const root = path.resolve(import.meta.dirname, "../..");
const PUBLIC = "https://promptario.test";
const built = fs.existsSync(path.join(root, "build/server/index.js"));

let server: ChildProcess;
let smtp: SMTPServer;
let proxy: http.Server;
let proxyUrl = "";
const mails: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptario-production-"));

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A reverse proxy like a platform's load balancer: TLS ended, Host kept, the scheme forwarded. */
function startProxy(appPort: number): Promise<string> {
  proxy = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: appPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: "promptario.test",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.7",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

function send(pathname: string, init: RequestInit & { origin?: string; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.origin !== undefined) headers.set("origin", init.origin);
  if (init.cookie) headers.set("cookie", init.cookie);
  return fetch(`${proxyUrl}${pathname}`, { ...init, headers, redirect: "manual" });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

function sessionCookie(response: Response): { pair: string; attributes: string } | null {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("__Secure-promptario.session_token="));
  if (!cookie) return null;
  return { pair: cookie.split(";")[0]!, attributes: cookie };
}

describe.skipIf(!built)("production behind an HTTPS proxy", () => {
  const email = `production-${Date.now()}@example.com`;
  const password = "a long enough password";

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let text = "";
        stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
        stream.on("end", () => {
          mails.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const appPort = await freePort();
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        APP_ENV: "production",
        PUBLIC_URL: PUBLIC,
        AUTH_SECRET: "production-test-secret-that-is-long-enough",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PORT: String(appPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        TRUST_PROXY: "false",
        PROMPTARIO_NO_BUILD: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // A fresh embedded database migrates and seeds first: on a loaded machine that takes a while.
    for (let i = 0; i < 360; i++) {
      const ok = await fetch(`http://127.0.0.1:${appPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    proxyUrl = await startProxy(appPort);

    // An account, verified by the link in its mail.
    const signUp = await send("/api/auth/sign-up/email", {
      method: "POST",
      origin: PUBLIC,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Deploy Check", email, password }),
    });
    expect(signUp.status).toBe(200);
    for (let i = 0; i < 40 && !mails.some((mail) => mail.includes(email)); i++)
      await new Promise((r) => setTimeout(r, 100));
    const mail = mails
      .find((text) => text.includes(email))!
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = new URL(/https:\/\/promptario\.test\/api\/auth\/verify-email\?[^\s"<]+/.exec(mail)![0]);
    expect((await send(link.pathname + link.search)).status).toBe(302);
  }, 180_000);

  afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => proxy?.close(resolve));
    await new Promise((resolve) => smtp?.close(() => resolve(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs-in-through-the-page-form-with-secure-cookies", async () => {
    const signedIn = await send("/login", { ...form({ intent: "login", email, password }), origin: PUBLIC });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/");
    const cookie = sessionCookie(signedIn);
    expect(cookie?.attributes).toMatch(/; Secure/i);
    expect(cookie?.attributes).toMatch(/; HttpOnly/i);
    expect(cookie?.attributes).toMatch(/; SameSite=Lax/i);

    const profile = await send("/profile", { cookie: cookie!.pair });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(email);
  });

  it("answers-the-forms-data-requests-too", async () => {
    const data = await send("/login.data", { ...form({ intent: "login", email, password }), origin: PUBLIC });
    expect(data.status).not.toBe(400);
    expect(data.status).toBeLessThan(400);
    expect(sessionCookie(data)).not.toBeNull();
  });

  it("sends-the-contact-form", async () => {
    const sent = await send("/contact", {
      ...form({
        name: "Deploy Check",
        email,
        subject: "Behind the proxy",
        message: "The contact form works in production.",
      }),
      origin: PUBLIC,
    });
    expect(sent.status).toBe(200);
  });

  it("refuses-nul-bytes-at-the-edge-with-4xx-never-500", async () => {
    expect((await send("/category/a%00b")).status).toBe(404);
    const api = await send("/api/v1/prompts?category=a%00b");
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: string }).error).toContain("control characters");
    const contact = await send("/contact", {
      ...form({
        name: "Null\u0000Byte",
        email,
        subject: "NUL",
        message: "A message with a NUL \u0000 inside.",
      }),
      origin: PUBLIC,
    });
    expect(contact.status).toBe(400);
  });

  it("still-refuses-a-cross-site-origin", async () => {
    expect(
      (
        await send("/login", {
          ...form({ intent: "login", email, password }),
          origin: "https://evil.example",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send("/contact", {
          ...form({ name: "x", email, subject: "x", message: "x" }),
          origin: "http://promptario.test",
        })
      ).status,
    ).toBe(403);
  });

  it("sends-hsts-csp-and-the-other-security-headers", async () => {
    const home = await send("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    const api = await send("/api/v1/categories");
    expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("refuses-oversized-bodies-and-addresses-at-once", async () => {
    const sendBig = () =>
      send("/api/auth/sign-up/email", {
        method: "POST",
        origin: PUBLIC,
        headers: { "content-type": "application/json" },
        // Past the limit but within what a socket takes at once: the app answers 413 and closes the
        // connection, and a body still being written when it closes would end as a reset instead.
        body: JSON.stringify({ name: "x".repeat(512 * 1024), email, password }),
      }).catch((error: unknown) => {
        // The reset may also reach this client instead of the proxy's 502: the same transport.
        if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
        return new Response(null, { status: 502 });
      });
    // On a busy machine the proxy may still be writing the body when the app closes: the proxy then
    // meets a reset before the answer and says 502. That is the proxy's transport, not the app's
    // answer, which is asked again.
    let big = await sendBig();
    for (let attempt = 1; big.status === 502 && attempt < 3; attempt++) big = await sendBig();
    expect(big.status).toBe(413);
    expect((await send(`/categories?q=${"a".repeat(9_000)}`)).status).toBe(414);
    // Up to three half-megabyte bodies through the proxy: more than the default 5 s on a busy machine.
  }, 20_000);
});
