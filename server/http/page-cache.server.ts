import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { LANGUAGE_COOKIE, localeFromRequest } from "~/core/locale";
import { COUNTRY_COOKIE, TIME_ZONE_COOKIE } from "~/core/plans";

/**
 * The public catalogue pages, which render the same for every anonymous visitor of a language
 * (docs/performance.md: a cached anonymous prompt page serves at least half the requests per second of a
 * static file). Account, billing and content pages are not kept.
 */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/prompt\/\d+$/,
  /^\/categories$/,
  /^\/category\/[\w-]+$/,
  /^\/featured$/,
  /^\/popular$/,
];

/**
 * The cookies an anonymous page may be rendered with: the language, which is in the key, and the
 * choice of prices, which no cached page shows (prices are on /pricing and members' pages only).
 */
const NEUTRAL_COOKIES = new Set([LANGUAGE_COOKIE, TIME_ZONE_COOKIE, COUNTRY_COOKIE]);

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

export interface PageCacheOptions {
  /** how long a copy is served; popularity and the daily order move on within it */
  ttlMs?: number;
  /** copies kept at most; the least recently served goes first */
  maxEntries?: number;
  /** characters of HTML kept at most, all copies together (a search page is about 90,000) */
  maxChars?: number;
  now?: () => number;
  /**
   * The catalogue's version (server/catalog/changes): a copy made under another version is not
   * served. Shared through Redis by every process when configured; null when it cannot be read, and
   * then no copy is served or kept. Without it, only `clear()` drops copies.
   */
  version?: () => string | null | Promise<string | null>;
}

interface CachedPage {
  html: string;
  /** the nonce the page was rendered with, replaced by a fresh one on every hit */
  nonce: string;
  headers: [string, string][];
  expiresAt: number;
  /** the catalogue's version when the render began */
  version: string;
}

/**
 * Keeps the HTML of public pages rendered for anonymous visitors, per language and URL, and serves
 * it to the next anonymous visitor with a fresh CSP nonce. A request with any cookie but the
 * language, or with credentials, always goes to the renderer; so does any response that sets a
 * cookie or is not a 200 HTML page. `clear()` drops every copy (catalogue edits call it).
 */
export function createPageCache({
  ttlMs = 10_000,
  maxEntries = 1_000,
  maxChars = 16 * 1024 * 1024,
  now = Date.now,
  version = () => "",
}: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();
  let chars = 0;
  /** pages being rendered: requests for the same page wait for that render instead of starting theirs */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    chars -= page.html.length;
    pages.delete(key);
  };
  const put = (key: string, page: CachedPage) => {
    drop(key);
    pages.set(key, page);
    chars += page.html.length;
    // Map order is the recency order: the first key is the least recently served.
    while (pages.size > maxEntries || chars > maxChars) drop(pages.keys().next().value as string);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const key = cacheKey(c.req.raw);
    if (!key) return next();
    // Read before the render: a change made while it runs leaves the copy stale, not kept as new.
    const current = await version();
    if (current === null) return next();

    const hit = pages.get(key);
    if (hit && hit.expiresAt > now() && hit.version === current) {
      put(key, hit);
      return servePage(hit, "HIT");
    }
    if (hit) drop(key);

    // A request waits for a render of the same page under the same version, never an older one's.
    const renderKey = `${current} ${key}`;
    const pending = rendering.get(renderKey);
    if (pending) {
      const page = await pending;
      // The render it waited for could not be kept (a cookie set, an error): render its own.
      return page ? servePage(page, "HIT") : next();
    }

    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(renderKey, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const page = await keepable(c.res, current);
      settle(page);
      if (!page) return;
      put(key, page);
      c.res = new Response(page.html, { status: 200, headers: withCacheStatus(page.headers, "MISS") });
    } finally {
      settle(null);
      rendering.delete(renderKey);
    }
  };

  /** The page to keep from a rendered answer, or null when it must not be kept. */
  async function keepable(response: Response, version: string): Promise<CachedPage | null> {
    const nonce = response.headers.get("Content-Security-Policy")?.match(NONCE_IN_POLICY)?.[1];
    if (
      response.status !== 200 ||
      !response.headers.get("Content-Type")?.startsWith("text/html") ||
      response.headers.has("Set-Cookie") ||
      !nonce
    ) {
      return null;
    }
    return {
      html: await response.text(),
      nonce,
      headers: [...response.headers].filter(([name]) => name !== "content-length"),
      expiresAt: now() + ttlMs,
      version,
    };
  }

  return {
    middleware,
    clear: () => {
      pages.clear();
      chars = 0;
    },
    get size() {
      return pages.size;
    },
    /** characters of HTML kept */
    get chars() {
      return chars;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function cacheKey(request: Request): string | null {
  if (request.method !== "GET" || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (!CACHEABLE_PATHS.some((path) => path.test(url.pathname))) return null;
  const cookies = request.headers.get("Cookie");
  if (cookies) {
    for (const part of cookies.split(";")) {
      const equals = part.indexOf("=");
      const name = (equals === -1 ? part : part.slice(0, equals)).trim();
      if (name && !NEUTRAL_COOKIES.has(name)) return null;
    }
  }
  return `${localeFromRequest(request)} ${url.pathname}${url.search}`;
}

function servePage(page: CachedPage, status: "HIT" | "MISS"): Response {
  const nonce = randomBytes(16).toString("base64");
  const headers = withCacheStatus(page.headers, status).map(([name, value]): [string, string] =>
    name === "content-security-policy" ? [name, value.replaceAll(page.nonce, nonce)] : [name, value],
  );
  return new Response(page.html.replaceAll(page.nonce, nonce), { status: 200, headers });
}

function withCacheStatus(headers: [string, string][], status: "HIT" | "MISS"): [string, string][] {
  return [...headers, ["x-cache", status]];
}
