const REGISTER_PATH = "/api/auth/oauth2/register";
const MAX_REGISTRATION_BYTES = 16 * 1024;

function isNativeRedirect(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    if (url.protocol === "http:") return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    // A private-use scheme (cursor://, vscode://…) belongs to an app on the member's machine.
    return url.protocol !== "https:" && url.protocol.includes(".") === false && /^[a-z][a-z0-9+.-]*:$/.test(url.protocol);
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
  if (registration.application_type !== undefined || redirects.length === 0 || !redirects.every(isNativeRedirect)) return request;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: JSON.stringify({ ...registration, application_type: "native" }) });
}
