/**
 * Headers every response carries. HTML pages add a Content-Security-Policy with a per-request
 * nonce (entry.server); everything else gets a policy that allows nothing to run.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};

export const NON_HTML_CSP =
  "default-src 'none'; frame-ancestors 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function contentSecurityPolicy({
  nonce,
  development,
}: {
  nonce: string;
  development: boolean;
}): string {
  return [
    "default-src 'self'",
    // Vite's dev client injects scripts and styles of its own and talks over a websocket.
    development ? `script-src 'self' 'unsafe-inline'` : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
