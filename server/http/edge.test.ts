import { connect, type AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  BODY_LIMITS,
  publicOrigin,
  requestLimits,
  strictTransportSecurity,
  URL_MAX_LENGTH,
  withPublicOrigin,
} from "./edge.server";

const production = {
  mode: "production" as const,
  publicUrl: "https://promptario.example",
  trustProxy: false,
};

function limitedApp() {
  const app = new Hono();
  app.use(requestLimits());
  app.post("*", async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
  app.get("*", (c) => c.text("ok"));
  return app;
}

/** A body that counts how much of it was read. */
function countingBody(total: number, chunk = 16 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, sent: () => sent };
}

describe("the public address of a request", () => {
  it("behind-a-proxy-in-production-is-the-public-url", () => {
    const request = new Request("http://10.0.0.7:3000/login?x=1", {
      method: "POST",
      headers: { host: "10.0.0.7:3000" },
      body: "a=b",
    });
    const seen = withPublicOrigin(request, publicOrigin(request, production));
    expect(seen.url).toBe("https://promptario.example/login?x=1");
    expect(seen.method).toBe("POST");
  });

  it("with-trust-proxy-comes-from-the-forwarded-headers-and-refuses-a-bad-host", () => {
    const config = { ...production, trustProxy: true };
    const forwarded = new Request("http://127.0.0.1:3000/", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.promptario.example" },
    });
    expect(publicOrigin(forwarded, config)).toBe("https://www.promptario.example");
    const hostOnly = new Request("http://127.0.0.1:3000/", {
      headers: { host: "promptario.example", "x-forwarded-proto": "https, http" },
    });
    expect(publicOrigin(hostOnly, config)).toBe("https://promptario.example");
    const hostile = new Request("http://127.0.0.1:3000/", {
      headers: { "x-forwarded-host": "evil.example/path@x" },
    });
    expect(publicOrigin(hostile, config)).toBeNull();
  });

  it("in-local-mode-stays-as-it-came", () => {
    const request = new Request("http://127.0.0.1:3000/");
    expect(
      publicOrigin(request, { mode: "local", publicUrl: "http://localhost:3000", trustProxy: false }),
    ).toBeNull();
    expect(withPublicOrigin(request, null)).toBe(request);
  });

  it("sends-hsts-only-for-https-in-production", () => {
    expect(strictTransportSecurity(production)).toBe("max-age=31536000; includeSubDomains");
    expect(strictTransportSecurity({ mode: "local", publicUrl: "https://promptario.example" })).toBeNull();
    expect(strictTransportSecurity({ mode: "production", publicUrl: "http://intranet" })).toBeNull();
  });
});

describe("request limits", () => {
  it("refuses-a-declared-20-mb-body-with-413-without-reading-it", async () => {
    const body = countingBody(20 * 1024 * 1024);
    const response = await limitedApp().request("/api/v1/prompts", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(20 * 1024 * 1024) },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request body is too large" });
    expect(body.sent()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops-reading-a-chunked-body-at-its-limit", async () => {
    const body = countingBody(20 * 1024 * 1024);
    const response = await limitedApp().request("/contact", {
      method: "POST",
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request body is too large");
    expect(body.sent()).toBeLessThan(BODY_LIMITS.form + 64 * 1024);
  });

  it("gives-each-route-class-its-own-limit", async () => {
    const app = limitedApp();
    const post = (path: string, size: number) =>
      app.request(path, { method: "POST", body: new Uint8Array(size) });
    expect((await post("/api/v1/prompts", BODY_LIMITS.json)).status).toBe(200);
    expect((await post("/api/v1/prompts", BODY_LIMITS.json + 1)).status).toBe(413);
    expect((await post("/api/auth/sign-up/email", BODY_LIMITS.form + 1)).status).toBe(413);
    expect((await post("/login", BODY_LIMITS.form)).status).toBe(200);
    expect((await post("/api/v1/webhooks/stripe", BODY_LIMITS.json + 1)).status).toBe(200);
  });

  it("answers-a-too-long-address-with-414-at-once", async () => {
    const app = limitedApp();
    const long = "a".repeat(URL_MAX_LENGTH);
    const page = await app.request(`/categories?q=${long}`, {
      headers: { cookie: "promptario.session_token=abc" },
    });
    expect(page.status).toBe(414);
    const api = await app.request(`/api/v1/prompts?q=${long}`);
    expect(api.status).toBe(414);
    expect(await api.json()).toEqual({ error: "The address is too long" });
    expect((await app.request(`/categories?q=${"a".repeat(4_000)}`)).status).toBe(200);
  });
});

describe("control characters in the address", () => {
  it("make-a-path-a-404-and-a-parameter-a-400-with-a-clear-message", async () => {
    const app = limitedApp();
    expect((await app.request("/category/a%00b")).status).toBe(404);
    const api = await app.request("/api/v1/prompts?category=a%00b");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: 'The parameter "category" contains invisible control characters',
    });
    expect((await app.request("/admin?tab=users&q=%01x")).status).toBe(400);
    expect((await app.request("/api/v1/admin/categories/a%00b", { method: "DELETE" })).status).toBe(404);
    // Line breaks in a search are fine; an accent is not a control character.
    expect((await app.request("/categories?q=reuni%C3%A3o%0Anotas")).status).toBe(200);
  });
});

describe("a 413 on a keep-alive connection", () => {
  it("closes-the-connection-so-the-unread-body-is-never-read-as-a-request", async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: limitedApp().fetch, hostname: "127.0.0.1", port: 0 }, () =>
        resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      let received = "";
      const closed = new Promise<void>((resolve) => {
        socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        socket.on("close", () => resolve());
      });
      const size = BODY_LIMITS.json + 1024;
      // The body holds what would look like a second request if it were read as one.
      const smuggled = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
      socket.write(
        `POST /api/v1/prompts HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.write(smuggled + "x".repeat(size - smuggled.length));
      socket.write("GET /next HTTP/1.1\r\nHost: x\r\n\r\n");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 413/);
      expect(received.toLowerCase()).toContain("connection: close");
      // One answer only: nothing after the 413 (no 400 for the leftover body, no answer to /smuggled).
      expect(received.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
