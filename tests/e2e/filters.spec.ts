import type { Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The advanced filters on /categories: a Creator combines filters, shares the URL and goes Back,
// with JavaScript (desktop, English) and without it (a 390 px phone, Portuguese, the GET form);
// an Explorer sees the panel locked with the way to the plans.

/** A new member made a Creator by the admin (the admin API, as support staff would). */
async function signUpCreator(
  admin: { page: Page },
  openVisitor: () => Promise<Page>,
  label: string,
): Promise<Page> {
  const page = await openVisitor();
  const email = uniqueEmail(label);
  await signUpAndVerify(page, email);
  const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const granted = await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
    data: { tier: "creator" },
  });
  expect(granted.status()).toBe(200);
  return page;
}

const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The prompts listed, in order, and the count the page states. */
async function resultsOf(page: Page) {
  return {
    count: await page.getByTestId("results-count").innerText(),
    ids: await page
      .locator('main article a[href^="/prompt/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  };
}

test("a Creator combines two filters with counts, shares the URL, and Back restores the previous state", async ({
  admin,
  openVisitor,
}) => {
  test.setTimeout(120_000);
  const page = await signUpCreator(admin, openVisitor, "filters-en");
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/categories");
  const form = page.getByTestId("filters-form-desktop");
  await expect(form.getByTestId("facet-count").first()).toBeVisible();
  const unfiltered = await resultsOf(page);
  // Applied in place: the document is never reloaded.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await form.locator('input[name="access"][value="free"]').check();
  await expect(page).toHaveURL(/[?&]access=free(&|$)/);
  await expect(page.getByTestId("results-count")).not.toHaveText(unfiltered.count);
  await expect(form.locator('input[name="access"][value="free"]')).toBeChecked();
  const oneFilter = await resultsOf(page);

  // Each choice says how many prompts it would leave, the other filter kept: take the larger one.
  const countOf = async (value: string) =>
    numberIn(
      await form
        .locator("label", { has: page.locator(`input[name="placeholders"][value="${value}"]`) })
        .getByTestId("facet-count")
        .innerText(),
    );
  const [withCount, withoutCount] = [await countOf("with"), await countOf("without")];
  const choice = withCount >= withoutCount ? "with" : "without";
  expect(Math.max(withCount, withoutCount)).toBeGreaterThan(0);

  await form.locator(`input[name="placeholders"][value="${choice}"]`).check();
  await expect(page).toHaveURL(new RegExp(`placeholders=${choice}`));
  await expect(page).toHaveURL(/access=free/);
  await expect(form.locator(`input[name="placeholders"][value="${choice}"]`)).toBeChecked();
  // The results are as many as the count promised.
  await expect
    .poll(async () => numberIn(await page.getByTestId("results-count").innerText()))
    .toBe(Math.max(withCount, withoutCount));
  const combined = await resultsOf(page);
  expect(combined.ids.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The link holds the filters: another page gets the same results.
  const shared = await page.context().newPage();
  await gotoHydrated(shared, page.url());
  expect(await resultsOf(shared)).toEqual(combined);
  await expect(
    shared.getByTestId("filters-form-desktop").locator(`input[name="placeholders"][value="${choice}"]`),
  ).toBeChecked();

  await page.goBack();
  await expect(page).not.toHaveURL(/placeholders=/);
  await expect(page).toHaveURL(/access=free/);
  await expect(form.locator('input[name="placeholders"][value=""]')).toBeChecked();
  await expect.poll(() => resultsOf(page)).toEqual(oneFilter);
});

test.describe("without JavaScript, on a phone, in Portuguese", () => {
  test.use({ lang: "pt" });

  test("a Creator filters through the GET form, shares the URL, and Back restores the previous state", async ({
    admin,
    openVisitor,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member = await signUpCreator(admin, openVisitor, "filters-pt");
    const context = await browser.newContext({
      baseURL,
      locale: "pt-BR",
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      storageState: await member.context().storageState(),
    });
    try {
      const page = await context.newPage();
      await page.goto("/categories");
      await expect(page.locator("html")).toHaveAttribute("lang", /^pt/);
      const drawer = page.getByTestId("filters-drawer");
      await drawer.locator("summary").click();
      const form = page.getByTestId("filters-form-phone");
      await expect(form.getByTestId("facet-count").first()).toBeVisible();

      await form.locator('input[name="access"][value="free"]').check();
      await form.getByTestId("filters-apply").click();
      await expect(page).toHaveURL(/[?&]access=free(&|$)/);
      const oneFilter = await resultsOf(page);

      await drawer.locator("summary").click();
      await form.locator('input[name="published"][value="30d"]').check();
      await form.getByTestId("filters-apply").click();
      await expect(page).toHaveURL(/published=30d/);
      await expect(page).toHaveURL(/access=free/);
      const combined = await resultsOf(page);
      expect(combined.count).toMatch(/\d/);

      const shared = await context.newPage();
      await shared.goto(page.url());
      expect(await resultsOf(shared)).toEqual(combined);
      await expect(
        shared.getByTestId("filters-form-phone").locator('input[name="published"][value="30d"]'),
      ).toBeChecked();

      await page.goBack();
      await expect(page).not.toHaveURL(/published=30d/);
      expect(await resultsOf(page)).toEqual(oneFilter);
      await expect(form.locator('input[name="access"][value="free"]')).toBeChecked();
    } finally {
      await context.close();
    }
  });
});

test("an Explorer sees the advanced filters locked, with the way to the plans", async ({ openVisitor }) => {
  test.setTimeout(90_000);
  const page = await openVisitor();
  await signUpAndVerify(page, uniqueEmail("filters-explorer"));
  await page.setViewportSize({ width: 1280, height: 900 });
  // A filter in the URL is not applied for this plan.
  await gotoHydrated(page, "/categories?access=premium");
  const form = page.getByTestId("filters-form-desktop");
  await expect(form.getByTestId("filters-locked")).toBeVisible();
  await expect(form.locator('input[name="access"][value="premium"]')).toBeDisabled();
  await expect(form.locator('input[name="access"][value="premium"]')).not.toBeChecked();
  await form.getByTestId("filters-pricing").click();
  await expect(page).toHaveURL(/\/pricing$/);
});
