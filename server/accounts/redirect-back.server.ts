import { redirect, redirectDocument } from "react-router";

/**
 * After signing in, back to where the visitor was going. An address outside the app's pages (the
 * OAuth authorization endpoint, when an assistant asked the member to sign in) is loaded as a
 * whole document, not navigated to inside the app.
 */
export function redirectBack(to: string, init?: ResponseInit): Response {
  return to.startsWith("/api/") ? redirectDocument(to, init) : redirect(to, init);
}
