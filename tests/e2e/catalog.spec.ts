import { expect, test, type Browser } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { CATALOG_PROMPTS } from "../../content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "../../content/catalog/prompts-forbidden";

async function pageIn(browser: Browser, baseURL: string | undefined, locale: "en-US" | "pt-BR", extra = {}) {
  const context = await browser.newContext({ locale, baseURL, ...extra });
  return { context, page: await context.newPage() };
}

test.describe("search", { tag: "@postgres" }, () => {
  test("an accented and an unaccented query find the same prompt", async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, "pt-BR");
    await gotoHydrated(page, "/categories");
    const box = page.getByRole("searchbox", { name: "Buscar prompts" });

    await box.fill("reunião");
    // The first search on a fresh server also warms it up.
    await expect(page).toHaveURL(/q=reuni%C3%A3o/, { timeout: 15_000 });
    const proposal = page.getByRole("link", { name: "Proposta e Escopo de Projeto a partir do Diagnóstico" });
    await expect(proposal).toBeVisible();

    await box.fill("reuniao");
    await expect(page).toHaveURL(/q=reuniao/);
    await expect(proposal).toBeVisible();

    await box.fill("diagnostico");
    await expect(proposal).toBeVisible();
    await context.close();
  });

  test("search as you type matches prefixes, keeps the query in the URL and the back button works", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageIn(browser, baseURL, "en-US");
    await gotoHydrated(page, "/categories");
    // Members publish prompts in parallel tests: the count is the catalogue's 25 or a few more.
    await expect(page.getByTestId("results-count")).toHaveText(/^\d+ prompts$/);
    await page.getByRole("searchbox", { name: "Search prompts" }).fill("budg");
    await expect(page.getByTestId("results-count")).toContainText("for “budg”");
    await expect(page.getByRole("link", { name: /Budget/ }).first()).toBeVisible();

    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Finance" })
      .click();
    await expect(page).toHaveURL(/category=finance/);
    await expect(page).toHaveURL(/q=budg/);

    await page.goBack();
    await expect(page).not.toHaveURL(/category=finance/);
    await expect(page.getByRole("searchbox", { name: "Search prompts" })).toHaveValue("budg");

    await page.getByRole("link", { name: "Clear search" }).first().click();
    await expect(page.getByTestId("results-count")).toHaveText(/^\d+ prompts$/);
    await context.close();
  });

  test("tolerates a typo and shows the empty state when nothing matches", async ({ page }) => {
    await page.goto("/categories?q=markting&lang=en");
    await expect(page.getByTestId("results-count")).not.toHaveText(/^0 prompts/);
    await page.goto("/categories?q=zzzqqqxxx&lang=en");
    await expect(page.getByRole("heading", { name: "No prompts found" })).toBeVisible();
  });
});

test.describe("prompt page", () => {
  test("the placeholder form fills the preview and copy copies the filled text; copied shows for 3 s", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageIn(browser, baseURL, "en-US", {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await gotoHydrated(page, "/prompt/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thorough Code Review for a Pull Request",
    );

    const fields = page.locator("input[data-placeholder]");
    const count = await fields.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await page.getByLabel("language and framework").fill("TypeScript with React");
    await expect(page.getByTestId("prompt-preview")).toContainText(
      "Language and framework: TypeScript with React",
    );
    await expect(page.getByTestId("filled-count")).toHaveText(`1 of ${count} filled`);

    const copy = page.getByTestId("copy-prompt");
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain("Language and framework: TypeScript with React");
    expect(clipboard).toContain("[purpose of the change]");
    await expect(page.getByText("Copied to clipboard")).toBeVisible();

    await expect(copy).toHaveText("Copy prompt", { timeout: 5_000 });

    const chatgpt = page.getByRole("link", { name: "Open in ChatGPT" });
    expect(decodeURIComponent((await chatgpt.getAttribute("href")) ?? "")).toContain("TypeScript with React");
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the prompt's text and its copy button are in the first screenful at ${viewport.width}×${viewport.height}`, async ({
      browser,
      baseURL,
    }) => {
      for (const locale of ["en-US", "pt-BR"] as const) {
        const { context, page } = await pageIn(browser, baseURL, locale, { viewport });
        // Prompt 1 has a long title and description; 9 has several placeholders.
        for (const id of [1, 9, 23]) {
          await gotoHydrated(page, `/prompt/${id}`);
          for (const target of [page.getByTestId("copy-prompt"), page.getByTestId("prompt-preview")]) {
            const box = await target.boundingBox();
            expect(box, `/prompt/${id} ${locale}`).not.toBeNull();
            // The copy button whole, and the first lines of the text, without scrolling.
            expect(box!.y, `/prompt/${id} ${locale}`).toBeGreaterThanOrEqual(0);
            expect(
              box!.y + Math.min(box!.height, 60),
              `/prompt/${id} ${locale} at ${viewport.width}`,
            ).toBeLessThanOrEqual(viewport.height);
          }
        }
        await context.close();
      }
    });
  }

  test("a premium prompt shows the upgrade card and none of its text", async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, "en-US");
    await page.goto("/prompt/4");
    await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("upgrade-card").first()).toContainText("This is a premium prompt");
    await expect(page.getByTestId("copy-prompt")).toHaveCount(0);
    await expect(page.getByTestId("expert-steps")).toHaveCount(0);
    await page.getByTestId("upgrade-card").first().getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await context.close();
  });

  test("tabs work from the keyboard and the instructions are shown", async ({ page }) => {
    await gotoHydrated(page, "/prompt/9?lang=en");
    const promptTab = page.getByRole("tab", { name: "Prompt" });
    await promptTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Instructions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).not.toBeEmpty();
  });

  test("favourite and mark as used ask a visitor to log in", async ({ page }) => {
    await gotoHydrated(page, "/prompt/1?lang=en");
    await page.getByRole("button", { name: "Save to favorites" }).click();
    await expect(page.getByText("Please log in to continue")).toBeVisible();
    await page.getByRole("button", { name: "Log in" }).last().click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprompt%2F1/);
  });

  test("share copies the link when the device cannot share", async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, "pt-BR", {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await gotoHydrated(page, "/prompt/3");
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect(page.getByText("Link copiado para a área de transferência")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/prompt\/3$/);
    await context.close();
  });

  test("an unknown prompt answers 404 with the not-found page and a toast", async ({ page }) => {
    const response = await page.goto("/prompt/999?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByText("Prompt not found")).toBeVisible();
  });

  test("carries OpenGraph, Twitter, hreflang, canonical and JSON-LD", async ({ request }) => {
    const html = await (await request.get("/prompt/7?lang=pt")).text();
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]+\/covers\/personal-ai\/7-detail\.[a-z0-9]+\.png"/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toMatch(/<link rel="alternate" hrefLang="pt-BR" href="[^"]+\/prompt\/7\?lang=pt"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]+\/prompt\/7\?lang=en"/i);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/prompt\/7\?lang=pt"/);
    // Every alternate is a canonical URL (hreflang must not point at a page that canonicalises elsewhere).
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/prompt\/7\?lang=en"/i);
    expect(html).toContain('<script type="application/ld+json">');
  });
});

test.describe("lists", () => {
  test("home shows the carousel, categories, featured, benefits, popular this week and the pricing call", async ({
    page,
  }) => {
    await gotoHydrated(page, "/?lang=en");
    const carousel = page.locator("[aria-roledescription=carousel]");
    await expect(carousel.locator("[aria-roledescription=slide]")).toHaveCount(3);
    await carousel.getByRole("button", { name: "Next prompt" }).click();
    await expect(carousel.locator("[aria-roledescription=slide]").nth(1)).not.toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(page.locator("section[aria-labelledby=home-featured] li")).toHaveCount(4);
    await expect(page.locator("section[aria-labelledby=benefits-title] li")).toHaveCount(4);
    await expect(page.locator("section[aria-labelledby=home-week] li")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  test(
    "a category page has a breadcrumb and its prompts; an unknown one answers 404",
    { tag: "@postgres" },
    async ({ page }) => {
      await page.goto("/category/marketing?lang=pt");
      await expect(page.getByRole("navigation", { name: "Trilha de navegação" })).toContainText("Categorias");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketing");
      // The 25 and the forbidden prompts of the category (the weekly drops are still scheduled).
      const marketing = [...CATALOG_PROMPTS, ...CATALOG_PROMPTS_FORBIDDEN].filter(
        (prompt) => prompt.categoryId === "marketing",
      );
      await expect(page.locator("main ul li article")).toHaveCount(marketing.length);

      const response = await page.goto("/category/does-not-exist?lang=pt");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Categoria não encontrada" })).toBeVisible();
    },
  );

  test("featured has three tabs of 8 and popular shows 12", { tag: "@postgres" }, async ({ page }) => {
    await page.goto("/featured?lang=en");
    await expect(page.locator("main ul li article")).toHaveCount(8);
    // The tab, not the header's link to /new.
    const newTab = page.locator("main").getByRole("link", { name: "New", exact: true });
    await newTab.click();
    await expect(page).toHaveURL(/tab=new/);
    await expect(newTab).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main ul li article")).toHaveCount(8);
    await page.goto("/popular?lang=en");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    await expect(page.locator("main ul li article")).toHaveCount(12);
  });

  test("the mobile menu opens, navigates and closes", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: "en-US",
      baseURL,
    });
    const page = await context.newPage();
    // The menu opens with the page's script: a tap before it has loaded does nothing.
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Popular" }).click();
    await expect(page).toHaveURL(/\/popular$/);
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await context.close();
  });
});

test("sitemap.xml lists pages and prompts in both languages; robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/prompt/25?lang=pt</loc>");
  expect(sitemap).toContain("/prompt/25?lang=en</loc>");
  expect(sitemap).toContain("/category/finance?lang=en</loc>");
  expect(sitemap).toContain('hreflang="pt-BR"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
});
