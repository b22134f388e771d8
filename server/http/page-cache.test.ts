import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { localeFromRequest } from "~/core/locale";
import { createPageCache, type PageCacheOptions } from "./page-cache.server";

/**
 * A renderer shaped like entry.server: a fresh nonce in the policy and in every script tag, the
 * page in the request's language, and a count of how many pages it really rendered.
 */
function renderedApp(options: PageCacheOptions = {}, respond?: (request: Request) => Response | undefined) {
  const cache = createPageCache(options);
  const renders: string[] = [];
  const app = new Hono();
  app.use("*", cache.middleware);
  app.all("*", (c) => {
    const custom = respond?.(c.req.raw);
    if (custom) return custom;
    const nonce = randomBytes(16).toString("base64");
    const locale = localeFromRequest(c.req.raw);
    renders.push(`${locale} ${new URL(c.req.url).pathname}`);
    const html = `<!DOCTYPE html><html lang="${locale}"><head><script nonce="${nonce}">boot()</script></head><body><h1>render ${renders.length}</h1><script nonce="${nonce}" type="module">start()</script></body></html>`;
    return new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      },
    });
  });
  return { app, cache, renders };
}

async function fetchPage(app: Hono, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const html = await response.text();
  const policyNonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  const scriptNonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { status: response.status, cache: response.headers.get("x-cache"), html, policyNonce, scriptNonces };
}

describe("the anonymous page cache", () => {
  it("renders a public page once and serves it again with a fresh nonce in the policy and every script", async () => {
    const { app, renders } = renderedApp();

    const first = await fetchPage(app, "/prompt/7");
    const second = await fetchPage(app, "/prompt/7");
    const third = await fetchPage(app, "/prompt/7");

    expect(renders).toEqual(["en /prompt/7"]);
    expect([first.cache, second.cache, third.cache]).toEqual(["MISS", "HIT", "HIT"]);
    expect(second.html.replaceAll(second.policyNonce ?? "?", "N")).toBe(
      first.html.replaceAll(first.policyNonce ?? "?", "N"),
    );
    const nonces = [first.policyNonce, second.policyNonce, third.policyNonce];
    expect(new Set(nonces).size).toBe(3);
    for (const page of [first, second, third])
      expect(page.scriptNonces).toEqual([page.policyNonce, page.policyNonce]);
  });

  it("keeps one copy per language, however the language was chosen", async () => {
    const { app, renders } = renderedApp();

    await fetchPage(app, "/popular", { "Accept-Language": "pt-BR,pt;q=0.9" });
    await fetchPage(app, "/popular", { "Accept-Language": "en-US" });
    const byCookie = await fetchPage(app, "/popular", { Cookie: "language=pt" });
    const byQuery = await fetchPage(app, "/popular?lang=pt");

    expect(renders).toEqual(["pt /popular", "en /popular", "pt /popular"]);
    expect(byCookie).toMatchObject({ cache: "HIT" });
    expect(byCookie.html).toContain('lang="pt"');
    // The query is part of the address, so it has a copy of its own.
    expect(byQuery).toMatchObject({ cache: "MISS" });
    expect(byQuery.html).toContain('lang="pt"');
  });

  it("never serves nor keeps a page for a request that carries a session or credentials", async () => {
    const { app, renders, cache } = renderedApp();
    const signedIn = { Cookie: "language=en; better-auth.session_token=abc.def" };

    const member = await fetchPage(app, "/prompt/4", signedIn);
    const bearer = await fetchPage(app, "/prompt/4", { Authorization: "Bearer abc" });
    expect(cache.size).toBe(0);
    const anonymous = await fetchPage(app, "/prompt/4");
    const memberAgain = await fetchPage(app, "/prompt/4", signedIn);

    expect([member.cache, bearer.cache, anonymous.cache, memberAgain.cache]).toEqual([
      null,
      null,
      "MISS",
      null,
    ]);
    expect(renders).toHaveLength(4);
    expect(memberAgain.html).toContain("render 4");
  });

  it("passes by any cookie it does not know, and a cookie without a value", async () => {
    const { app, renders } = renderedApp();

    await fetchPage(app, "/", { Cookie: "flash=welcome" });
    await fetchPage(app, "/", { Cookie: "language=en; remembered" });
    await fetchPage(app, "/");

    expect(renders).toHaveLength(3);
  });

  it("keeps only the public catalogue pages", async () => {
    const { app, renders } = renderedApp();
    const paths = [
      "/login",
      "/pricing",
      "/prompt/7.data",
      "/prompt/abc",
      "/categories/extra",
      "/admin",
      "/blog",
    ];

    for (const path of paths) {
      await fetchPage(app, path);
      await fetchPage(app, path);
    }
    for (const path of ["/", "/categories", "/category/marketing", "/featured", "/popular", "/prompt/12"]) {
      await fetchPage(app, path);
      expect((await fetchPage(app, path)).cache, path).toBe("HIT");
    }

    expect(renders).toHaveLength(paths.length * 2 + 6);
  });

  it("does not keep an answer that sets a cookie, is not a page, or is not a 200", async () => {
    const special: Record<string, () => Response> = {
      "/featured": () =>
        new Response("<html></html>", {
          headers: {
            "Content-Type": "text/html",
            "Content-Security-Policy": "script-src 'nonce-abc'",
            "Set-Cookie": "flash=; Max-Age=0",
          },
        }),
      "/category/gone": () =>
        new Response("<html>not found</html>", {
          status: 404,
          headers: { "Content-Type": "text/html", "Content-Security-Policy": "script-src 'nonce-abc'" },
        }),
      "/popular": () => Response.json({ not: "html" }),
    };
    let calls = 0;
    const { app, cache } = renderedApp({}, (request) => {
      const make = special[new URL(request.url).pathname];
      if (!make) return undefined;
      calls += 1;
      return make();
    });

    for (const path of Object.keys(special)) {
      await app.request(path);
      await app.request(path);
    }

    expect(calls).toBe(6);
    expect(cache.size).toBe(0);
  });

  it("renders again once a copy has expired", async () => {
    let clock = 1_000_000;
    const { app, renders } = renderedApp({ ttlMs: 10_000, now: () => clock });

    await fetchPage(app, "/featured");
    clock += 9_999;
    expect((await fetchPage(app, "/featured")).cache).toBe("HIT");
    clock += 2;
    expect((await fetchPage(app, "/featured")).cache).toBe("MISS");

    expect(renders).toHaveLength(2);
  });

  it("drops the copy served least recently when it is full", async () => {
    const { app, cache } = renderedApp({ maxEntries: 2 });

    await fetchPage(app, "/prompt/1");
    await fetchPage(app, "/prompt/2");
    await fetchPage(app, "/prompt/1");
    await fetchPage(app, "/prompt/3");

    expect(cache.size).toBe(2);
    expect((await fetchPage(app, "/prompt/1")).cache).toBe("HIT");
    expect((await fetchPage(app, "/prompt/3")).cache).toBe("HIT");
    expect((await fetchPage(app, "/prompt/2")).cache).toBe("MISS");
  });

  it("keeps no more HTML than its character budget, dropping the least recently served", async () => {
    const { app, cache } = renderedApp();
    const pageChars = (await fetchPage(app, "/prompt/1")).html.length;
    const small = renderedApp({ maxChars: pageChars * 2 + 10 });

    for (const id of [1, 2, 3]) await fetchPage(small.app, `/prompt/${id}`);

    expect(small.cache.size).toBe(2);
    expect(small.cache.chars).toBeLessThanOrEqual(pageChars * 2 + 10);
    expect((await fetchPage(small.app, "/prompt/1")).cache).toBe("MISS");
    expect(cache.chars).toBe(pageChars);
    cache.clear();
    expect(cache.chars).toBe(0);
  });

  it("renders a page once for requests that arrive while it is being rendered", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { app, renders } = renderedApp();
    const slow = new Hono();
    slow.use("*", async (_c, next) => {
      await held;
      await next();
    });
    slow.route("/", app);

    const answers = Promise.all([1, 2, 3, 4].map(() => fetchPage(slow, "/prompt/9")));
    release();
    const pages = await answers;

    expect(renders).toEqual(["en /prompt/9"]);
    expect(pages.map((page) => page.cache).sort()).toEqual(["HIT", "HIT", "HIT", "MISS"]);
    expect(new Set(pages.map((page) => page.policyNonce)).size).toBe(4);
  });

  it("renders every page again after clear() (a catalogue edit)", async () => {
    const { app, cache, renders } = renderedApp();

    await fetchPage(app, "/prompt/1");
    await fetchPage(app, "/categories");
    cache.clear();
    await fetchPage(app, "/prompt/1");
    await fetchPage(app, "/categories");

    expect(renders).toEqual(["en /prompt/1", "en /categories", "en /prompt/1", "en /categories"]);
  });

  it("serves no copy made under another version of the catalogue (an edit in another process)", async () => {
    let version: string | null = "1";
    const { app, renders } = renderedApp({ version: async () => version });

    expect((await fetchPage(app, "/prompt/1")).cache).toBe("MISS");
    expect((await fetchPage(app, "/prompt/1")).cache).toBe("HIT");
    version = "2";
    expect((await fetchPage(app, "/prompt/1")).cache).toBe("MISS");
    expect((await fetchPage(app, "/prompt/1")).cache).toBe("HIT");
    // The version cannot be read (Redis away): every request is rendered, nothing is kept.
    version = null;
    expect((await fetchPage(app, "/prompt/1")).cache).toBe(null);
    expect((await fetchPage(app, "/prompt/1")).cache).toBe(null);
    version = "2";
    expect((await fetchPage(app, "/prompt/1")).cache).toBe("HIT");

    expect(renders).toEqual(["en /prompt/1", "en /prompt/1", "en /prompt/1", "en /prompt/1"]);
  });
});
