/**
 * The accounts the admin browser tests sign up with: the servers under test get them in
 * ADMIN_EMAILS (playwright.config.ts), so they become admins on their first sign-in. One per
 * language and database project, so parallel tests never share one.
 */
export const ADMIN_TEST_EMAILS = ["en", "pt"].flatMap((lang) =>
  ["pglite", "postgres"].map((project) => `admin-${lang}-${project}@promptario.test`),
);

export function adminEmailFor(lang: "en" | "pt", project: string): string {
  return `admin-${lang}-${project}@promptario.test`;
}
