const REGISTER_PATH = "/api/auth/oauth2/register";
const MAX_REGISTRATION_BYTES = 16 * 1024;

function isNativeRedirect(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    if (url.protocol === "http:") return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    // A private-use scheme (cursor://, vscode://…) belongs to an app on the member's machine.
    return (
      url.protocol !== "https:" &&
      url.protocol.includes(".") === false &&
      /^[a-z][a-z0-9+.-]*:$/.test(url.protocol)
    );
  } catch {
    return false;
  }
}

/**
 * Dynamic client registration as MCP clients send it: desktop assistants (mcp-remote, Claude
 * Desktop, VS Code) register loopback or app-scheme redirect addresses without saying they are
 * native apps, and the provider then judges them as web clients and refuses them. A registration
 * whose every redirect is such an address is a native app's (RFC 8252 §7), and is marked so.
 */
export async function withNativeClientDefault(request: Request): Promise<Request> {
  if (request.method !== "POST" || new URL(request.url).pathname !== REGISTER_PATH) return request;
  const text = await request.clone().text();
  if (text.length > MAX_REGISTRATION_BYTES) return request;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return request;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return request;
  const registration = body as { application_type?: unknown; redirect_uris?: unknown };
  const redirects = Array.isArray(registration.redirect_uris) ? registration.redirect_uris : [];
  if (
    registration.application_type !== undefined ||
    redirects.length === 0 ||
    !redirects.every(isNativeRedirect)
  )
    return request;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...registration, application_type: "native" }),
  });
}

/**
 * Better Auth's rate limiter answers `{"message": …}`, which an OAuth client cannot read: under
 * /oauth2/ a 429 becomes an OAuth error body (RFC 6749 §5.2, RFC 7591 §3.2.2) with its Retry-After.
 */
export async function withOAuthErrorBody(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429 || !new URL(request.url).pathname.startsWith("/api/auth/oauth2/"))
    return response;
  const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
  const wait = retryAfter && /^\d{1,6}$/.test(retryAfter) ? ` in ${retryAfter} seconds` : " later";
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store" });
  if (retryAfter) headers.set("retry-after", retryAfter);
  const body = {
    error: "temporarily_unavailable",
    error_description: `Too many requests from this address; try again${wait}`,
  };
  return new Response(JSON.stringify(body), { status: 429, headers });
}
