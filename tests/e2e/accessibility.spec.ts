import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// DESIGN.md §4: axe checks on every page in both themes, zero violations.
const PAGES = [
  "/",
  "/categories",
  "/categories?q=budget",
  "/category/marketing",
  "/featured",
  "/popular",
  "/prompt/2",
  "/prompt/4",
  "/pricing",
  "/login",
  "/signup",
  "/forgot-password",
  "/this-page-does-not-exist",
];

for (const scheme of ["light", "dark"] as const) {
  for (const locale of ["en-US", "pt-BR"] as const) {
    test(`public pages have no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator("html[data-hydrated=true], [data-testid=not-found]").first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`,
        );
        expect(summary, `${path} (${scheme}, ${locale})`).toEqual([]);
      }
      await context.close();
    });
  }
}
