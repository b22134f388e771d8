/** Where the authorization server sends a signed-in member to allow or refuse an assistant. */
export const OAUTH_CONSENT_PATH = "/oauth/consent";

/**
 * What an assistant may ask for: who the member is, and a refresh token so it stays connected.
 * What it may do with the library is the member's own rights, decided by the entitlements module.
 */
export const OAUTH_SCOPES = ["openid", "profile", "email", "offline_access"] as const;

/**
 * The MCP server's resource identifier (RFC 8707), the audience of every access token issued for
 * it: HTTPS, or plain HTTP on a loopback address for local use; null otherwise (no OAuth then).
 */
export function mcpResourceOf(publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL("/mcp", publicUrl);
  } catch {
    return null;
  }
  const loopback =
    url.hostname === "localhost" || url.hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) return null;
  return url.toString();
}
