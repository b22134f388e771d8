import { expect, test, type Page } from "@playwright/test";
import { latestMail, signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

const COPY = {
  en: {
    locale: "en-US",
    seePlans: "See plans",
    subscribeCreator: "Subscribe to Creator",
    pay: /^Pay \$9$/,
    success: "Subscription Successful!",
    manage: "Manage subscription",
    cancel: "Cancel at the end of the period",
    premiumLocked: "This is a premium prompt",
    plan: "Creator",
    welcome: /Welcome to Promptário Creator/,
  },
  pt: {
    locale: "pt-BR",
    seePlans: "Conhecer os planos",
    subscribeCreator: "Assinar o Creator",
    pay: /^Pagar R\$\s29,90$/,
    success: "Assinatura confirmada!",
    manage: "Gerenciar assinatura",
    cancel: "Cancelar ao fim do período",
    premiumLocked: "Este é um prompt premium",
    plan: "Creator",
    welcome: /Boas-vindas ao Promptário Creator/,
  },
} as const;

async function expectLocked(page: Page, copy: (typeof COPY)[keyof typeof COPY]) {
  await gotoHydrated(page, "/prompt/4");
  await expect(page.getByTestId("upgrade-card").first()).toContainText(copy.premiumLocked);
  await expect(page.getByTestId("expert-steps")).toHaveCount(0);
}

for (const [language, copy] of Object.entries(COPY)) {
  test.describe(`billing in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("upgrade through the test checkout, read premium text, cancel in the portal, lose access after the period", { tag: language === "en" ? "@postgres" : [] }, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`billing-${language}`);
      await signUpAndVerify(page, email);

      await expectLocked(page, copy);
      await page.getByTestId("upgrade-card").first().getByRole("link", { name: copy.seePlans }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(page.getByTestId("plan-creator")).toBeVisible();
      await page.getByRole("button", { name: copy.subscribeCreator }).click();

      await expect(page).toHaveURL(/\/billing\/test-checkout\//);
      await expect(page.getByTestId("test-mode-badge")).toBeVisible();
      await page.getByRole("button", { name: copy.pay }).click();

      await expect(page).toHaveURL(/\/subscription-success/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.success);
      await expect(page.getByText(copy.plan, { exact: false }).first()).toBeVisible();
      expect((await latestMail(page.request, email, copy.welcome)).subject).toMatch(copy.welcome);

      await gotoHydrated(page, "/prompt/4");
      await expect(page.getByTestId("upgrade-card")).toHaveCount(0);
      await expect(page.getByTestId("prompt-preview")).not.toBeEmpty();
      await expect(page.getByTestId("expert-steps").locator("li")).toHaveCount(5);
      await expect(page.getByTestId("subscribed-card")).toBeVisible();

      const check = await page.request.post("/api/v1/subscription/check");
      const state = (await check.json()) as { subscribed: boolean; subscription_tier: string; subscription_end: string };
      expect(state.subscribed).toBe(true);
      expect(state.subscription_tier).toBe("creator");

      await gotoHydrated(page, "/account?tab=subscription");
      await expect(page.getByTestId("plan-name")).toHaveText(copy.plan);
      await page.getByRole("button", { name: copy.manage }).click();
      await expect(page).toHaveURL(/\/billing\/test-portal$/);
      await page.getByRole("button", { name: copy.cancel }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();

      // Still Creator until the period ends…
      await gotoHydrated(page, "/prompt/4");
      await expect(page.getByTestId("upgrade-card")).toHaveCount(0);

      // …then the test clock moves 31 days on, and the text is locked again.
      const moved = await page.request.post("/dev/billing/advance-clock", { data: { email, days: 31 } });
      expect(moved.status()).toBe(200);
      await expectLocked(page, copy);
      const after = (await (await page.request.post("/api/v1/subscription/check")).json()) as { subscribed: boolean };
      expect(after.subscribed).toBe(false);
    });
  });
}

test("pricing shows prices by country with a visible switch, and asks a visitor to log in", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "pt-BR", baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, "/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planos");
  await expect(page.getByTestId("price-creator")).toHaveText(/R\$\s29,90/);
  await expect(page.getByTestId("price-legend")).toHaveText(/R\$\s69,00/);
  await expect(page.getByTestId("plan-creator")).toContainText("Mais popular");
  await page.getByLabel("Preços para").selectOption("US");
  await expect(page.getByTestId("price-creator")).toHaveText(/US\$\s9/);
  await expect(page.getByTestId("price-legend")).toHaveText(/US\$\s19/);

  await page.getByRole("button", { name: "Assinar o Legend" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpricing/);
  await expect(page.getByText("Faça login para assinar um plano premium")).toBeVisible();
  await context.close();
});
