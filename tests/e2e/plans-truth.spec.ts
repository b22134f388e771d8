import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// The plans page tells the truth: every line of a plan's card links to where that feature lives,
// and a member of that plan who follows it finds the feature (200, no upsell, no 404). The prices
// are the same choice on the plans page and on every upgrade offer, Brazil from the browser's time
// zone too.

type Plan = "explorer" | "creator" | "legend";

/** Every locked-feature offer the app shows (teasers and Legend upsells). */
const UPSELLS = '[data-testid$="-teaser"], [data-testid$="-upsell"]';

async function memberOf(browser: Browser, baseURL: string | undefined, plan: Plan) {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`plans-${plan}`));
  if (plan !== "explorer") {
    const checkout = await page.request.post("/api/v1/billing/checkout", { data: { plan, country: "US" } });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
  }
  return { context, page };
}

async function cardLinks(page: Page, plan: Plan): Promise<string[]> {
  await gotoHydrated(page, "/pricing");
  const links = page.getByTestId(`plan-${plan}`).locator("ul a");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(4);
  return [...new Set(hrefs)];
}

for (const plan of ["explorer", "creator", "legend"] as const) {
  test(`every line of the ${plan} card leads a ${plan} member to the feature`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberOf(browser, baseURL, plan);
    for (const href of await cardLinks(page, plan)) {
      // From a blank page, so a link into the plans page itself is a real load too.
      await page.goto("about:blank");
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator(UPSELLS), `${href} shows an upsell`).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByText(/page not found/i), href).toHaveCount(0);
    }
    await context.close();
  });
}

test("prices follow a Brazilian time zone, and one choice holds on the plans page and in the upsells", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // An English-speaking browser in São Paulo: reais, though the language says otherwise.
  const context = await browser.newContext({ locale: "en-US", timezoneId: "America/Sao_Paulo", baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail("plans-country"));
  await gotoHydrated(page, "/pricing");
  // The first page wrote the time zone; the plans page reads it.
  await page.reload();
  await expect(page.getByTestId("price-creator")).toContainText("R$");

  // The member switches here; the Legend Vault's offer shows the same choice, and can switch back.
  await page.getByLabel("Prices for").selectOption("US");
  await expect(page.getByTestId("price-legend")).toHaveText("$19");
  // The offer's code loads after the page's; here it is held back until the member has chosen on
  // the server's HTML. The choice holds once the offer hydrates (its select is controlled, and
  // hydrating puts it back to the server's value: the page's boot script keeps the choice).
  const offerCode = /\/assets\/legend-upsell-[^/?]+\.js(\?.*)?$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(offerCode, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/prompt-locker");
  await expect(page.getByTestId("locker-price")).toContainText("$19");
  await page.getByTestId("locker-upsell").getByLabel("Prices for").selectOption("BR");
  release();
  // Hydrated, the offer shows the choice made before its code came.
  await expect(page.getByTestId("locker-price")).toContainText("R$");
  await expect(page.getByTestId("locker-upsell").getByLabel("Prices for")).toHaveValue("BR");
  // The offer stays on screen once the member has chosen (no countdown to the plans page).
  await expect(page.getByTestId("locker-countdown")).toHaveCount(0);
  await gotoHydrated(page, "/pricing");
  await expect(page.getByTestId("price-legend")).toContainText("R$");
  await context.close();
});
