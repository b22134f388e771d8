import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

test.describe("home page", () => {
  test("is server-rendered in English for an English browser", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "en-US", javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right prompt changes everything");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Browse Prompts" })).toHaveAttribute("href", "/categories");
    await context.close();
  });

  test("is server-rendered in Portuguese for a Brazilian browser", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "pt-BR", javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("O prompt certo muda tudo");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()}`);
    await context.close();
  });

  test("shows the seeded categories and featured prompts", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("section[aria-labelledby=home-categories] li")).toHaveCount(12);
    await expect(page.locator("section[aria-labelledby=home-featured] article")).toHaveCount(4);
  });
});

test("icons are drawn as lucide draws them, from the stylesheet's defaults", async ({ page }) => {
  // The icons' markup leaves out what every icon shares (app.css gives it): an outline 2 units
  // wide, round caps and joins, no fill, 24 px unless a class sizes it.
  await page.goto("/");
  const drawn = await page.evaluate(() => {
    const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    icon.setAttribute("class", "lucide");
    document.body.append(icon);
    const style = getComputedStyle(icon);
    const shared = [
      style.width,
      style.height,
      style.fill,
      style.strokeWidth,
      style.strokeLinecap,
      style.strokeLinejoin,
    ];
    const sized = getComputedStyle(document.querySelector("header svg.lucide[class*='size-']")!).width;
    icon.remove();
    return { shared, sized };
  });
  expect(drawn.shared).toEqual(["24px", "24px", "none", "2px", "round", "round"]);
  expect(drawn.sized).not.toBe("24px");
});

test("the theme choice survives a reload", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: "light", locale: "en-US", baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Change theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByRole("button", { name: "Change theme" }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await context.close();
});

test("the system theme is followed by default, with no flash", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: "dark", baseURL });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await response?.text()).not.toContain('class="dark"');
  await expect(page.locator("html")).toHaveClass(/dark/);
  await context.close();
});

test("the language choice survives a reload and changes server-rendered text", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right prompt changes everything");

  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("menuitemradio", { name: "Português" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O prompt certo muda tudo");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O prompt certo muda tudo");

  // The server itself renders Portuguese for this browser now, before any script runs.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("O prompt certo muda tudo");

  await page.getByRole("button", { name: "Mudar idioma" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right prompt changes everything");
  await context.close();
});

test("the header menus open from the keyboard onto their first item and close back onto their button", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, "/");

  const theme = page.getByRole("button", { name: "Change theme" });
  await theme.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(theme).toBeFocused();

  const language = page.getByRole("button", { name: "Change language" });
  await language.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "English" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // Radix moves the focus after the key press (in a timeout): an Enter sent at once can reach the
  // item before it, as no person types.
  await expect(page.getByRole("menuitemradio", { name: "Português" })).toBeFocused();
  await page.keyboard.press("Enter");
  // Portuguese's messages load on demand: a busy machine may take longer than the default 5 s.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O prompt certo muda tudo", {
    timeout: 15_000,
  });
  await context.close();
});

test("a page loads the messages of its own language only", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await gotoHydrated(page, "/");
  const loaded = await Promise.all(scripts);
  // A message of each language that appears on no page as content.
  expect(loaded.some((code) => code.includes("Skip to content"))).toBe(true);
  expect(loaded.some((code) => code.includes("Pular para o conteúdo"))).toBe(false);
  // The admin dashboard's messages ship with the dashboard, not with public pages.
  expect(loaded.some((code) => code.includes("Every change is recorded in the audit log"))).toBe(false);

  // An area's messages (the plans page's) come in the page's language only, and the other language's
  // when the reader switches to it.
  scripts.length = 0;
  await gotoHydrated(page, "/pricing");
  const pricing = await Promise.all(scripts);
  expect(pricing.some((code) => code.includes("Start free. Upgrade when you want"))).toBe(true);
  expect(pricing.some((code) => code.includes("Comece de graça. Faça upgrade"))).toBe(false);
  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("menuitemradio", { name: "Português" }).click();
  await expect(page.getByText("Comece de graça. Faça upgrade quando quiser")).toBeVisible({
    timeout: 15_000,
  });
  await context.close();
});

test("a stored language is honoured even before the cookie exists", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  await context.addInitScript(() => {
    if (!localStorage.getItem("language")) localStorage.setItem("language", "pt");
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O prompt certo muda tudo");
  await context.close();
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("prompt pages 1 to 25 exist and an id past the catalogue does not", async ({ request }) => {
  for (let id = 1; id <= 25; id++) {
    const response = await request.get(`/prompt/${id}`);
    expect(response.status(), `/prompt/${id}`).toBe(200);
  }
  // Ids after 25 go to the forbidden prompts, the weekly drops and members' prompts.
  expect((await request.get("/prompt/999999")).status()).toBe(404);
  expect((await request.get("/prompt/abc")).status()).toBe(404);
});

test("health check and security headers", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const page = await request.get("/");
  const csp = page.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBeTruthy();
});

test("hashed assets are cached forever and the cover images are generated locally", async ({
  page,
  request,
}) => {
  await page.goto("/prompt/2");
  const image = page.getByRole("img", { name: /Cover illustration/ });
  const src = await image.getAttribute("src");
  // The page shows the SVG (a few KB); link previews get its PNG rendering.
  expect(src).toMatch(/^\/covers\/[a-z-]+\/2-detail\.[a-z0-9]+\.svg$/);
  const cover = await request.get(src!);
  expect(cover.status()).toBe(200);
  expect(cover.headers()["content-type"]).toBe("image/svg+xml");
  expect(cover.headers()["cache-control"]).toContain("immutable");
  expect((await cover.body()).length).toBeLessThan(10_000);
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1200, 600,
  ]);
  const png = await request.get(src!.replace(/\.svg$/, ".png"));
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(png.headers()["cache-control"]).toContain("immutable");

  const html = await (await request.get("/prompt/2")).text();
  const href = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const asset = await request.get(href!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
});
