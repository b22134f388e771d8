import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The two runs an axe check makes: each theme once and each language once. Contrast depends on the
 * theme; the language changes texts and `lang`, not the markup, so the four combinations found
 * nothing two did not (and cost CI twice the minutes).
 */
export const AXE_VARIANTS = [
  { scheme: "light", locale: "en-US" },
  { scheme: "dark", locale: "pt-BR" },
] as const;

/** Fails with each violation's rule and first targets; `within` checks only an open dialog or sheet. */
export async function expectNoAxeViolations(page: Page, label: string, within?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (within ? axe.include(within) : axe).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}
