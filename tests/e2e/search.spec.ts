import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const headerSearch = (page: Page) => page.getByTestId("header-search").getByRole("combobox");

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("header")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`,
  );
}

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("suggests as one types; the arrows and Enter open a prompt @postgres", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = headerSearch(page);
    await box.fill("portra");
    const list = page.getByRole("listbox");
    await expect(list.getByRole("option", { name: /Professional LinkedIn Headshot/ })).toBeVisible();
    await expect(list.getByRole("option", { name: "Portrait Photography", exact: true })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/prompt\/(5|17)$/);
  });

  test("Escape closes the list; / focuses the box, but not while typing in a field", async ({ page }) => {
    await gotoHydrated(page, "/categories");
    await page.locator("body").press("/");
    const box = headerSearch(page);
    await expect(box).toBeFocused();
    await box.pressSequentially("negotiation");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox")).toBeHidden();

    // The catalogue's own search field takes "/" as a character.
    const pageSearch = page.locator("#prompt-search");
    await pageSearch.click();
    await pageSearch.press("/");
    await expect(pageSearch).toBeFocused();
    await expect(pageSearch).toHaveValue("/");
  });

  test("in Portuguese, a category by its name without accents", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "pt-BR", baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const box = headerSearch(page);
    await expect(box).toHaveAttribute("placeholder", "Buscar…");
    await box.fill("educacao");
    const option = page.getByRole("listbox").getByRole("option", { name: "Educação", exact: true });
    await expect(option).toBeVisible();
    // The longer Portuguese "see all" line wraps instead of being cut.
    const seeAll = page
      .getByRole("listbox")
      .getByRole("option", { name: "Ver todos os resultados para “educacao”" });
    await expect(seeAll).toBeVisible();
    const label = seeAll.locator("span span").last();
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await option.click();
    await expect(page).toHaveURL(/\/category\/education/);
    await context.close();
  });

  test("a misspelt word: the list and the results page offer the correction", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = headerSearch(page);
    await box.fill("markting");
    await expect(
      page.getByRole("listbox").getByRole("option", { name: "Did you mean marketing?" }),
    ).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/categories\?q=markting/);
    const didYouMean = page.getByTestId("did-you-mean");
    await expect(didYouMean).toContainText("Did you mean marketing?");
    await didYouMean.getByRole("link", { name: "marketing" }).click();
    await expect(page).toHaveURL(/\/categories\?q=marketing/);
    await expect(headerSearch(page)).toHaveValue("marketing");
    await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`the header with the list open has no axe violations (${scheme})`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        colorScheme: scheme,
        locale: "en-US",
        baseURL,
        viewport: DESKTOP,
      });
      const page = await context.newPage();
      await gotoHydrated(page, "/");
      await headerSearch(page).fill("portra");
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
      await headerSearch(page).press("ArrowDown");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`search-desktop-${scheme}.png`),
        clip: { x: 0, y: 0, ...{ width: 1280, height: 480 } },
      });
      await context.close();
    });
  }
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  for (const scheme of ["light", "dark"] as const) {
    test(`the menu holds the search box (${scheme})`, async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        colorScheme: scheme,
        locale: "pt-BR",
        baseURL,
        viewport: PHONE,
      });
      const page = await context.newPage();
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Menu" }).click();
      const box = page.getByTestId("menu-search").getByRole("combobox");
      await box.fill("negociacao");
      const option = page
        .getByRole("listbox")
        .getByRole("option", { name: /Negociação/ })
        .first();
      await expect(option).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`search-phone-${scheme}.png`) });
      await option.click();
      await expect(page).toHaveURL(/\/prompt\/\d+$/);
      await expect(page.locator("#mobile-menu")).toHaveCount(0);
      await context.close();
    });
  }
});

test("without JavaScript the box is a plain form to the results page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    locale: "en-US",
    javaScriptEnabled: false,
    baseURL,
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await page.goto("/featured");
  const box = page.getByTestId("header-search").getByRole("combobox");
  await box.fill("negotiation");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/categories\?q=negotiation/);
  await expect(page.getByRole("heading", { name: /Negotiation/ }).first()).toBeVisible();
  await context.close();
});

// The header must not wrap and the search field's placeholder must show whole, signed in (an
// admin has the most links) or not, in both languages, at every width.
for (const lang of ["en", "pt"] as const) {
  test.describe(`header fit (${lang})`, () => {
    test.use({ lang });

    async function expectHeaderFits(page: Page, width: number) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.locator("header").first();
      const row = header.locator("> div").first();
      expect((await row.boundingBox())!.height, `header row at ${width}px`).toBeLessThanOrEqual(64);
      // Nothing in the row spills out of it.
      const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
      const box = headerSearch(page);
      if (await box.isVisible()) {
        const room = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(input.placeholder).width;
          const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return inner - text;
        });
        expect(room, `placeholder room at ${width}px`).toBeGreaterThanOrEqual(0);
      }
    }

    test("signed out", async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, `/?lang=${lang}`);
      for (const width of [1280, 1024, 768, 390]) await expectHeaderFits(page, width);
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.screenshot({
        path: testInfo.outputPath(`header-1024-out-${lang}.png`),
        clip: { x: 0, y: 0, width: 1024, height: 80 },
      });
    });

    test("signed in as an admin", async ({ admin: { page } }, testInfo) => {
      test.setTimeout(120_000);
      await gotoHydrated(page, `/?lang=${lang}`);
      for (const width of [1280, 1024, 768, 390]) await expectHeaderFits(page, width);
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.screenshot({
        path: testInfo.outputPath(`header-1024-in-${lang}.png`),
        clip: { x: 0, y: 0, width: 1024, height: 80 },
      });
      // At tablet widths the links and the search box are in the menu; "/" opens it on the box.
      await page.setViewportSize({ width: 768, height: 800 });
      await page.keyboard.press("/");
      await expect(page.getByTestId("menu-search").getByRole("combobox")).toBeFocused();
      await page.screenshot({
        path: testInfo.outputPath(`header-768-in-${lang}.png`),
        clip: { x: 0, y: 0, width: 768, height: 140 },
      });
    });
  });
}
