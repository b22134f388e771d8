import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/server/config.server";
import { createHttpApp } from "./app.server";

// These requests stop at the cross-site check or fall through to pages and routes that need no
// database: the app is built without one, and without pages, so a request that reaches the pages
// fails there with 500 and counts in `pagesReached`.
let pagesReached = 0;
const app = createHttpApp({
  build: () => {
    pagesReached++;
    return Promise.reject(new Error("no pages in this test"));
  },
  mode: "production",
  ping: async () => {},
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function send(path: string, method: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, {
    method,
    headers,
    body: method === "GET" ? undefined : "email=a%40b.c",
  });
  return { status: response.status, body: await response.text() };
}

describe("a state-changing request from another site", () => {
  it("is refused with 403 JSON when its Origin is foreign", async () => {
    const response = await app.request("/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=a%40b.c&password=secret",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed" });
  });

  it.each(["PUT", "PATCH", "DELETE"])("is refused for %s too", async (method) => {
    expect((await send("/api/v1/favorites/1", method, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("is refused from a page with an opaque (null) Origin", async () => {
    expect((await send("/login", "POST", { origin: "null" })).status).toBe(403);
  });

  it("is refused without an Origin when the browser says Sec-Fetch-Site: cross-site", async () => {
    expect((await send("/login", "POST", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});

describe("a request the cross-site check lets through", () => {
  it.each([
    ["our public URL as Origin", { origin: getConfig().publicUrl }],
    ["the request's own origin", { origin: "http://localhost" }],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["neither header (a script with a token)", {}],
  ])("passes a POST with %s on to the pages", async (_name, headers) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = pagesReached;
    expect((await send("/login", "POST", headers)).status).toBe(500);
    expect(pagesReached).toBe(before + 1);
    expect(logged).toHaveBeenCalled();
  });

  it("passes a GET from another site", async () => {
    expect((await send("/api/v1/openapi.json", "GET", { origin: "https://evil.example" })).status).toBe(200);
  });

  it("does not hold webhooks, which other servers call, to the same-site rule", async () => {
    const { status, body } = await send("/api/v1/webhooks/anything", "POST", {
      origin: "https://payments.example",
    });
    expect(status).not.toBe(403);
    expect(body).not.toContain("Cross-site");
  });
});
