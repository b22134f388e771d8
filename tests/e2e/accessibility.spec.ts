import { expect, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { AXE_VARIANTS, expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// Axe checks on every page in both themes, zero violations: accessibility 100 is a budget (docs/performance.md).
const PAGES = [
  "/",
  "/categories",
  "/categories?q=budget",
  "/category/marketing",
  "/featured",
  "/popular",
  "/new",
  "/categories?forbidden=1",
  "/prompt/2",
  "/prompt/4",
  "/pricing",
  "/login",
  "/signup",
  "/forgot-password",
  "/integrations",
  "/this-page-does-not-exist",
];

for (const { scheme, locale } of AXE_VARIANTS) {
  test(`public pages have no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated=true], [data-testid=not-found]").first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${scheme}, ${locale})`);
    }
    await context.close();
  });
}

// Member pages: the prompt form (also with its errors shown), its owner's prompt page,
// the edit form and "My prompts".
for (const { scheme, locale } of AXE_VARIANTS) {
  test(`member pages (prompts, chat, focus) have no axe violations (${scheme}, ${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail(`axe-${scheme}-${locale.toLowerCase()}`));
    const created = await page.request.post("/create-prompt", {
      form: {
        title: "Interview questions for a role",
        description: "Ten interview questions that test the skills a role really needs.",
        categoryId: "consulting",
        promptText: "List ten interview questions for a [role] that test [skill].",
        language: locale === "pt-BR" ? "pt" : "en",
      },
      maxRedirects: 0,
    });
    const id = created.headers()["location"]!.split("/").pop();
    const check = (label: string) => expectNoAxeViolations(page, `${label} (${scheme}, ${locale})`);
    for (const path of ["/create-prompt", `/prompt/${id}`, `/prompt/${id}/edit`, "/profile"]) {
      await gotoHydrated(page, path);
      await check(path);
    }
    await gotoHydrated(page, "/create-prompt");
    await page.getByTestId("prompt-form-submit").click();
    await expect(page.getByTestId("prompt-form-error")).toBeVisible();
    await check("/create-prompt with errors");

    // On the free plan, focus mode is a teaser.
    await gotoHydrated(page, "/focus");
    await expect(page.getByTestId("focus-teaser")).toBeVisible();
    await check("/focus (teaser)");

    // Below Legend, daily trends are a teaser.
    await gotoHydrated(page, "/trends");
    await expect(page.getByTestId("trends-teaser")).toBeVisible();
    await check("/trends (teaser)");

    // Below Legend, the chat is an upsell with a countdown, which can be stopped.
    await gotoHydrated(page, "/chat-legend");
    await page
      .getByRole("button", { name: locale === "pt-BR" ? "Ficar nesta página" : "Stay on this page" })
      .click();
    await check("/chat-legend (upsell)");

    // As a Legend member: the chat with an answer, and its prompt menu.
    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan: "legend", country: "US" },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
    await gotoHydrated(page, "/trends");
    await expect(page.getByTestId("trend-prompt").first()).toBeVisible();
    await check("/trends");

    await gotoHydrated(page, "/chat-legend");
    await page.getByTestId("chat-input").fill("weekly budget");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("assistant-message").last()).toHaveAttribute("data-status", "done", {
      timeout: 20_000,
    });
    await check("/chat-legend");
    await page.getByTestId("open-prompt-menu").click();
    await expect(page.getByTestId("prompt-menu").locator("button[data-menu-item]").first()).toBeVisible();
    await check("/chat-legend (prompt menu)");

    // Focus mode with a session, its tasks, and the "I lost focus" answer.
    await gotoHydrated(page, "/focus");
    await page.getByTestId("focus-start").locator("xpath=ancestor::form//input").fill("Accessibility review");
    await page.getByTestId("focus-start").click();
    await expect(page.getByTestId("focus-session")).toBeVisible();
    await page.getByTestId("focus-session").locator("form input").first().fill("Check the contrast");
    await page.getByTestId("focus-session").locator("form input").first().press("Enter");
    await expect(page.getByTestId("focus-task")).toHaveCount(1);
    await check("/focus");
    await page.getByTestId("focus-lost").click();
    await expect(page.getByTestId("focus-lost-reply")).toBeVisible();
    await check("/focus (I lost focus)");
    await context.close();
  });
}

// The prompt locker: the upsell below Legend, then the locker with a saved prompt, its
// edit dialog with an earlier version, and the projects page's new-project dialog.
for (const { scheme, locale } of AXE_VARIANTS) {
  test(`the prompt locker has no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail(`axe-locker-${scheme}-${locale.toLowerCase()}`));
    const check = (label: string) => expectNoAxeViolations(page, `${label} (${scheme}, ${locale})`);
    await gotoHydrated(page, "/prompt-locker");
    await page
      .getByRole("button", { name: locale === "pt-BR" ? "Ficar nesta página" : "Stay on this page" })
      .click();
    await check("/prompt-locker (upsell)");

    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan: "legend", country: "US" },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
    await gotoHydrated(page, "/prompt-locker");
    await expect(page.getByTestId("locker-empty")).toBeVisible();
    await check("/prompt-locker (empty)");

    const saved = await page.request.post("/api/v1/locker/prompts/from-library", { data: { promptId: 1 } });
    const id = ((await saved.json()) as { prompt: { id: string } }).prompt.id;
    await page.request.patch(`/api/v1/locker/prompts/${id}`, {
      data: { title: "Launch calendar", tags: ["launch"] },
    });
    await gotoHydrated(page, "/prompt/1");
    await check("/prompt/1 (saved to the locker)");
    await gotoHydrated(page, `/prompt-locker?edit=${id}`);
    await expect(page.getByTestId("locker-history").getByRole("listitem")).toHaveCount(1);
    await check("/prompt-locker (edit dialog with a version)");
    await page.keyboard.press("Escape");
    // The locker's projects are managed on /projects: its new-project dialog.
    await page
      .getByRole("link", { name: locale === "pt-BR" ? "Gerenciar projetos" : "Manage projects" })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByTestId("project-new").click();
    await expect(page.getByTestId("project-dialog")).toBeVisible();
    await check("/projects (new project dialog)");
    await context.close();
  });
}

// Settings → API: the empty list, a new key shown once, the list and the revoke dialog.
for (const { scheme, locale } of AXE_VARIANTS) {
  test(`the settings API tab has no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail(`axe-keys-${scheme}-${locale.toLowerCase()}`));
    const check = (label: string) => expectNoAxeViolations(page, `${label} (${scheme}, ${locale})`);
    await gotoHydrated(page, "/settings?tab=api");
    await check("/settings?tab=api (no keys)");
    await page.getByRole("button", { name: locale === "pt-BR" ? "Criar chave" : "Create key" }).click();
    await check("/settings?tab=api (name missing)");
    await page.getByLabel(locale === "pt-BR" ? "Nome" : "Name", { exact: true }).fill("Cursor");
    await page.getByRole("button", { name: locale === "pt-BR" ? "Criar chave" : "Create key" }).click();
    await expect(page.getByTestId("new-api-key")).toBeVisible();
    await check("/settings?tab=api (new key)");
    await page.getByTestId("api-key-row").getByRole("button").click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("/settings?tab=api (revoke dialog)");
    await context.close();
  });
}

// Legend insights: /analytics and /repurpose as teasers below Legend, then as a Legend
// member: analytics empty and with a day of use, the repurposer's form, its error and its results,
// the home page's "Recommended for you" row and the contact page's priority notice.
for (const { scheme, locale } of AXE_VARIANTS) {
  test(`the Legend insights pages have no axe violations (${scheme}, ${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pt = locale === "pt-BR";
    const context = await browser.newContext({ colorScheme: scheme, locale, baseURL });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail(`axe-insights-${scheme}-${locale.toLowerCase()}`));
    const check = (label: string) => expectNoAxeViolations(page, `${label} (${scheme}, ${locale})`);
    await gotoHydrated(page, "/analytics");
    await expect(page.getByTestId("analytics-teaser")).toBeVisible();
    await check("/analytics (teaser)");
    await gotoHydrated(page, "/repurpose");
    await expect(page.getByTestId("repurpose-teaser")).toBeVisible();
    await check("/repurpose (teaser)");

    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan: "legend", country: pt ? "BR" : "US" },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);

    await gotoHydrated(page, "/analytics");
    await expect(
      page.getByTestId("analytics-recommended").getByTestId("recommendation").first(),
    ).toBeVisible();
    await check("/analytics (no history yet)");
    expect((await page.request.post("/api/v1/prompts/1/events", { data: { kind: "copy" } })).status()).toBe(
      202,
    );
    await gotoHydrated(page, "/analytics?days=90");
    await expect(page.getByTestId("activity-chart").locator("svg")).toBeVisible();
    await check("/analytics?days=90 (a day of use)");

    await gotoHydrated(page, "/");
    await expect(page.getByTestId("home-recommended").getByTestId("recommendation").first()).toBeVisible();
    await check("/ (recommended for you)");
    await gotoHydrated(page, "/contact");
    await expect(page.getByTestId("priority-support")).toBeVisible();
    await check("/contact (priority support)");

    await gotoHydrated(page, "/repurpose");
    await check("/repurpose");
    const submit = page.getByRole("button", { name: pt ? "Reaproveitar" : "Repurpose", exact: true });
    await submit.click();
    await expect(page.getByText(pt ? "Digite ou cole um texto" : "Please enter some text")).toBeVisible();
    await check("/repurpose (text missing)");
    await page
      .getByLabel(pt ? "Seu texto" : "Your text")
      .fill(
        pt
          ? "Escrever primeiro poupa reuniões. Uma atualização curta por escrito deixa cada pessoa ler no seu ritmo, e a reunião vira lugar de decisão."
          : "Writing first saves meetings. A short written update lets everyone read at their own pace, and the meeting becomes a place for decisions.",
      );
    await submit.click();
    for (const format of ["thread", "linkedin"]) {
      await expect(page.locator(`[data-testid=repurpose-result][data-format=${format}]`)).toHaveAttribute(
        "data-status",
        "done",
        { timeout: 30_000 },
      );
    }
    await check("/repurpose (results)");
    await context.close();
  });
}

// The member's everyday pages, signed in, in both themes (switched inside the one test to keep CI short):
// home, the header search with its suggestions, the calendar's list and day sheet, Add to calendar.
test("the member's everyday pages have no axe violations (light and dark)", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ locale: "en-US", baseURL, timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail("axe-everyday"));
  const created = await page.request.post("/create-prompt", {
    form: {
      title: "Launch post",
      description: "A short post announcing a product launch.",
      categoryId: "marketing",
      promptText: "Write a LinkedIn post announcing [product] to [audience].",
      language: "en",
    },
    maxRedirects: 0,
  });
  const id = created.headers()["location"]!.split("/").pop()!;
  const entry = await page.request.post("/api/v1/calendar", {
    data: { promptId: Number(id), date: "2030-05-14", reminder: true },
  });
  expect(entry.status()).toBe(201);

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // An open sheet or dialog is checked alone: the page behind it was checked already.
    const check = (label: string, within?: string) =>
      expectNoAxeViolations(page, `${label} (${scheme})`, within);

    await gotoHydrated(page, "/");
    await check("/ (member home)");
    await page.getByTestId("header-search").getByRole("combobox").fill("photo");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await check("/ (header search suggestions)", "header");

    await gotoHydrated(page, "/content-calendar?month=2030-05");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByTestId("calendar-agenda")).toBeVisible();
    await check("/content-calendar (list)");
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await page
      .locator('[data-testid=calendar-day][data-day="2030-05-15"]')
      .getByRole("button", { name: "Wednesday, May 15, 2030" })
      .click();
    await expect(page.getByTestId("calendar-sheet-prompt").first()).toBeVisible();
    await check("/content-calendar (day sheet)", "[data-testid=calendar-sheet]");

    await gotoHydrated(page, `/prompt/${id}`);
    await page.locator('[data-placeholder="product"]').fill("the Aurora lamp");
    await page.getByRole("button", { name: "Add to calendar" }).click();
    await expect(page.getByRole("dialog", { name: "Add to your calendar" })).toBeVisible();
    await check(`/prompt/${id} (Add to calendar)`, "[role=dialog]");
  }
  await context.close();
});
