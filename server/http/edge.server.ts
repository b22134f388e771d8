import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { hasControlCharacters } from "~/core/forms/text";
import type { AppConfig } from "~/server/config.server";

/**
 * What every request meets first: its public address, and limits on the size of what it
 * sends. A deployment sits behind a proxy that ends TLS, so Node sees http://internal-host; pages
 * and React Router's own origin check must see the address the browser used.
 */

/** Longer addresses get 414 at once: no page or API of ours needs one, and they only cost work. */
export const URL_MAX_LENGTH = 8_192;

/** Request bodies per route class, in bytes; past them, 413 before the rest is read. */
export const BODY_LIMITS = {
  /** the JSON API */
  json: 100 * 1024,
  /** page forms and the auth endpoints */
  form: 64 * 1024,
  /** Stripe's signed webhook events */
  webhook: 512 * 1024,
  /** a file of prompts to import (see UPLOAD_PATHS) */
  upload: 2 * 1024 * 1024,
} as const;

function forwardedOrigin(request: Request): string | null {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host"))
    ?.split(",")[0]
    ?.trim();
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return null;
  const scheme =
    proto === "https" || proto === "http" ? proto : new URL(request.url).protocol.replace(":", "");
  return `${scheme}://${host}`;
}

/**
 * The request as the browser sent it: behind your own proxy (TRUST_PROXY) from its forwarded
 * headers, otherwise in production from PUBLIC_URL. Local mode keeps the address as it came.
 */
export function publicOrigin(
  request: Request,
  config: Pick<AppConfig, "mode" | "publicUrl" | "trustProxy">,
): string | null {
  if (config.trustProxy) return forwardedOrigin(request);
  if (config.mode === "production") return new URL(config.publicUrl).origin;
  return null;
}

export function withPublicOrigin(request: Request, origin: string | null): Request {
  if (!origin) return request;
  const url = new URL(request.url);
  const target = new URL(origin);
  if (url.protocol === target.protocol && url.host === target.host) return request;
  url.protocol = target.protocol;
  url.hostname = target.hostname;
  url.port = target.port;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    redirect: request.redirect,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

const isApi = (path: string) => path.startsWith("/api/");

/**
 * The rest of the body is never read, so the connection cannot carry another request (its next
 * bytes would be read as one): the answer says Connection: close and Node closes the socket after it.
 */
function tooLarge(c: Context) {
  const message = "The request body is too large";
  c.header("Connection", "close");
  return isApi(c.req.path) ? c.json({ error: message }, 413) : c.text(message, 413);
}

/** 414 for an address past URL_MAX_LENGTH, 413 for a body past its class's limit. */
export function requestLimits(): MiddlewareHandler {
  const limits = {
    json: bodyLimit({ maxSize: BODY_LIMITS.json, onError: tooLarge }),
    form: bodyLimit({ maxSize: BODY_LIMITS.form, onError: tooLarge }),
    webhook: bodyLimit({ maxSize: BODY_LIMITS.webhook, onError: tooLarge }),
    upload: bodyLimit({ maxSize: BODY_LIMITS.upload, onError: tooLarge }),
  };
  return async (c, next) => {
    if (c.req.url.length > URL_MAX_LENGTH) {
      const message = "The address is too long";
      return isApi(c.req.path) ? c.json({ error: message }, 414) : c.text(message, 414);
    }
    const url = new URL(c.req.url);
    // NUL and other control characters: no path of ours has them, no parameter needs them.
    if (pathHasControls(url.pathname))
      return isApi(url.pathname) ? c.json({ error: "Not found" }, 404) : c.text("Not found", 404);
    for (const [name, value] of url.searchParams) {
      if (hasControlCharacters(name) || hasControlCharacters(value, { multiline: true })) {
        const shown = hasControlCharacters(name) ? "?" : name.slice(0, 40);
        const message = `The parameter "${shown}" contains invisible control characters`;
        return isApi(url.pathname) ? c.json({ error: message }, 400) : c.text(message, 400);
      }
    }
    const path = c.req.path;
    const limit = path.startsWith("/api/v1/webhooks/")
      ? limits.webhook
      : UPLOAD_PATHS.test(path)
        ? limits.upload
        : path.startsWith("/api/v1/") || path === "/mcp"
          ? limits.json
          : limits.form;
    return limit(c, next);
  };
}

/** Where a file of prompts is previewed or imported (the locker, and a member's own prompts). */
const UPLOAD_PATHS = /^\/api\/v1\/(locker|me\/prompts)\/import(\/preview)?$/;

function pathHasControls(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // a malformed escape is the router's to refuse
  }
  return hasControlCharacters(decoded);
}

/** HSTS, once the site is served over HTTPS in production. */
export function strictTransportSecurity(config: Pick<AppConfig, "mode" | "publicUrl">): string | null {
  return config.mode === "production" && config.publicUrl.startsWith("https://")
    ? "max-age=31536000; includeSubDomains"
    : null;
}
