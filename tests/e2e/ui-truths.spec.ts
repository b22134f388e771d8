import type { Browser, Page } from "@playwright/test";
import { CATALOG_PROMPTS_FORBIDDEN } from "../../content/catalog/prompts-forbidden";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// What the screens say is true: a Legend-only prompt says "Legend" in the pickers, the focus mood
// card's title sits inside its card, and "confirm your email" is a notice, not an error.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const FORBIDDEN = CATALOG_PROMPTS_FORBIDDEN[0]!;

const COPY = {
  en: {
    locale: "en-US",
    country: "US",
    focusLabel: "What will you focus on?",
    searchPrompts: "Search prompts",
    legend: "Legend",
    title: FORBIDDEN.title.en,
    words: FORBIDDEN.title.en.split(" ").slice(0, 2).join(" "),
    confirm: "Confirm your email first",
  },
  pt: {
    locale: "pt-BR",
    country: "BR",
    focusLabel: "Em que você vai focar?",
    searchPrompts: "Buscar prompts",
    legend: "Legend",
    title: FORBIDDEN.title.pt,
    words: FORBIDDEN.title.pt.split(" ").slice(0, 2).join(" "),
    confirm: "Confirme seu e-mail primeiro",
  },
} as const;
type Lang = keyof typeof COPY;

async function creator(browser: Browser, baseURL: string | undefined, lang: Lang, viewport: typeof PHONE) {
  const context = await browser.newContext({ locale: COPY[lang].locale, baseURL, viewport });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`ui-truths-${lang}-${viewport.width}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan: "creator", country: COPY[lang].country },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

async function expectInside(page: Page) {
  const card = await page.getByTestId("focus-mood-card").boundingBox();
  const title = await page.getByTestId("focus-mood-title").boundingBox();
  expect(card).not.toBeNull();
  expect(title).not.toBeNull();
  expect(title!.y).toBeGreaterThanOrEqual(card!.y);
  expect(title!.x).toBeGreaterThanOrEqual(card!.x);
  expect(title!.y + title!.height).toBeLessThanOrEqual(card!.y + card!.height);
  expect(title!.x + title!.width).toBeLessThanOrEqual(card!.x + card!.width);
}

for (const lang of ["en", "pt"] as const) {
  const copy = COPY[lang];
  for (const [device, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`${lang} ${device}: a Creator sees "Legend" on a Legend-only prompt; the mood title sits in its card`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { context, page } = await creator(browser, baseURL, lang, viewport);

      // The header's search suggestions name the plan that opens the prompt.
      await gotoHydrated(page, "/");
      if (device === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
      const box = page
        .getByTestId(device === "phone" ? "menu-search" : "header-search")
        .getByRole("combobox");
      await box.fill(copy.words);
      const option = page.getByRole("listbox").getByRole("option", { name: new RegExp(copy.title) });
      await expect(option).toBeVisible();
      await expect(option.getByTestId("plan-badge")).toHaveText(copy.legend);
      await expect(option).not.toContainText("Premium");
      await box.press("Escape");

      // Focus mode: the mood card, then the chat's prompt picker.
      await gotoHydrated(page, "/focus");
      await page.getByLabel(copy.focusLabel).fill("UI truths");
      await page.getByTestId("focus-start").click();
      await expect(page.getByTestId("focus-mood-card")).toBeVisible();
      await expectInside(page);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.getByTestId("focus-mood-card").scrollIntoViewIfNeeded();
        await page
          .getByTestId("focus-mood-card")
          .screenshot({ path: testInfo.outputPath(`mood-${lang}-${device}-${scheme}.png`) });
        await expectInside(page);
      }

      await page.getByTestId("focus-prompt-pick").click();
      const menu = page.getByTestId("prompt-menu");
      await menu.getByRole("searchbox", { name: copy.searchPrompts }).fill(copy.words);
      const row = menu.getByRole("button", { name: new RegExp(copy.title) });
      await expect(row).toBeVisible();
      await expect(row.getByTestId("plan-badge")).toHaveText(copy.legend);
      await expect(row).not.toContainText("Premium");
      await context.close();
    });
  }

  test(`${lang}: signing in before confirming the email shows a status notice, not an alert`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: copy.locale, baseURL, viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail(`ui-truths-unconfirmed-${lang}`);
    await page.goto("/login?tab=signup");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const signup = page.locator("form").filter({ has: page.locator('input[name="name"]') });
    await signup.locator('input[name="name"]').fill("Ana Souza");
    await signup.locator('input[name="email"]').fill(email);
    await signup.locator('input[name="password"]').fill("secret123");
    await signup.locator('button[type="submit"]').click();
    await expect(page.getByText(email)).toBeVisible();

    await gotoHydrated(page, "/login");
    const login = page.locator("form").filter({ has: page.locator('input[name="password"]') });
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill("secret123");
    await login.locator('button[type="submit"]').click();
    const notice = page.getByTestId("auth-error");
    await expect(notice).toContainText(copy.confirm);
    await expect(notice).toHaveAttribute("role", "status");
    await context.close();
  });
}

test("on a 390 px phone the category chips and the search box's placeholder are not cut, in both languages", async ({
  browser,
  baseURL,
}) => {
  for (const lang of ["en", "pt"] as const) {
    const context = await browser.newContext({ locale: COPY[lang].locale, baseURL, viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, "/categories");
    const cut = await page.evaluate(() => {
      const found: string[] = [];
      for (const chip of document.querySelectorAll<HTMLElement>(
        "nav a.rounded-full, nav button.rounded-full",
      )) {
        if (chip.scrollWidth > chip.clientWidth + 1) found.push(chip.textContent ?? "");
        if (chip.getBoundingClientRect().right > window.innerWidth)
          found.push(`${chip.textContent} (off screen)`);
      }
      const input = document.querySelector<HTMLInputElement>("#prompt-search")!;
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room)
        found.push(`placeholder: ${input.placeholder}`);
      return found;
    });
    expect(cut, lang).toEqual([]);
    await context.close();
  }
});
