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

    test(
      "upgrade through the test checkout, read premium text, cancel in the portal, lose access after the period",
      { tag: language === "en" ? "@postgres" : [] },
      async ({ page }) => {
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
        const state = (await check.json()) as {
          subscribed: boolean;
          subscription_tier: string;
          subscription_end: string;
        };
        expect(state.subscribed).toBe(true);
        expect(state.subscription_tier).toBe("creator");

        await gotoHydrated(page, "/account?tab=subscription");
        await expect(page.getByTestId("plan-name")).toHaveText(copy.plan);
        await page.getByRole("button", { name: copy.manage }).click();
        await expect(page).toHaveURL(/\/billing\/test-portal$/);
        await page.getByRole("button", { name: copy.cancel }).click();
        // A notice, not an error: the portal says until when the plan stays.
        await expect(page.getByRole("status").first()).toBeVisible();

        // Still Creator until the period ends…
        await gotoHydrated(page, "/prompt/4");
        await expect(page.getByTestId("upgrade-card")).toHaveCount(0);

        // …then the test clock moves 31 days on, and the text is locked again.
        const moved = await page.request.post("/dev/billing/advance-clock", { data: { email, days: 31 } });
        expect(moved.status()).toBe(200);
        await expectLocked(page, copy);
        const after = (await (await page.request.post("/api/v1/subscription/check")).json()) as {
          subscribed: boolean;
        };
        expect(after.subscribed).toBe(false);
      },
    );
  });
}

const CHANGE_COPY = {
  en: {
    locale: "en-US",
    intl: "en-US",
    subscribeCreator: "Subscribe to Creator",
    pay: /^Pay \$9$/,
    toLegend: "Change to Legend",
    toCreator: "Change to Creator",
    subscribeLegend: "Subscribe to Legend",
    today: "You pay $10 today",
    replaces: "Legend replaces your Creator plan on the same subscription: you are not charged twice.",
    confirm: "Confirm change",
    done: "You are now on Legend.",
    downgradeWhen: (date: string) =>
      `Your plan changes to Creator on ${date}. You keep Legend until then, and pay nothing today.`,
    startsOn: (date: string) => `Your plan from ${date}`,
    keep: "Keep Legend",
  },
  pt: {
    locale: "pt-BR",
    intl: "pt-BR",
    subscribeCreator: "Assinar o Creator",
    pay: /^Pagar R\$\s29,90$/,
    toLegend: "Mudar para Legend",
    toCreator: "Mudar para Creator",
    subscribeLegend: "Assinar o Legend",
    today: /Você paga R\$\s39,10 hoje/,
    replaces: "O Legend substitui o seu plano Creator na mesma assinatura: você não é cobrado duas vezes.",
    confirm: "Confirmar mudança",
    done: "Agora você está no Legend.",
    downgradeWhen: (date: string) =>
      `Seu plano muda para Creator em ${date}. Você continua com o Legend até lá e não paga nada hoje.`,
    startsOn: (date: string) => `Seu plano a partir de ${date}`,
    keep: "Manter o Legend",
  },
} as const;

for (const [language, copy] of Object.entries(CHANGE_COPY)) {
  test.describe(`changing plan in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a Creator changes to Legend on the same subscription after seeing today's amount, and back to Creator at the period end", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signUpAndVerify(page, uniqueEmail(`plan-change-${language}`));
      await gotoHydrated(page, "/pricing");
      await page.getByRole("button", { name: copy.subscribeCreator }).click();
      await page.getByRole("button", { name: copy.pay }).click();
      await expect(page).toHaveURL(/\/subscription-success/);

      await gotoHydrated(page, "/pricing");
      await expect(page.getByRole("button", { name: copy.subscribeLegend })).toHaveCount(0);
      // Opened and confirmed from the keyboard.
      await page.getByRole("button", { name: copy.toLegend }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(copy.today);
      await expect(dialog).toContainText(copy.replaces);
      await dialog.getByRole("button", { name: copy.confirm }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(copy.done)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId("plan-legend").getByTestId("current-plan")).toBeVisible();

      const check = (await (await page.request.post("/api/v1/subscription/check")).json()) as {
        subscription_tier: string;
        subscription_end: string;
      };
      expect(check.subscription_tier).toBe("legend");
      await gotoHydrated(page, "/account?tab=subscription");
      await expect(page.getByTestId("plan-card")).toHaveCount(1);
      await expect(page.getByTestId("plan-name")).toHaveText("Legend");

      const periodEnd = new Intl.DateTimeFormat(copy.intl, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }).format(new Date(check.subscription_end));
      await gotoHydrated(page, "/pricing");
      await page.getByRole("button", { name: copy.toCreator }).click();
      await expect(page.getByRole("dialog")).toContainText(copy.downgradeWhen(periodEnd));
      await page.getByRole("dialog").getByRole("button", { name: copy.confirm }).click();
      await expect(page.getByTestId("scheduled-plan")).toHaveText(copy.startsOn(periodEnd));
      await expect(page.getByRole("button", { name: copy.keep })).toBeVisible();
      const after = (await (await page.request.post("/api/v1/subscription/check")).json()) as {
        subscription_tier: string;
      };
      expect(after.subscription_tier).toBe("legend");
    });
  });
}

test("pricing shows prices by country with a visible switch, and asks a visitor to log in", async ({
  browser,
  baseURL,
}) => {
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

const UPSELL_COPY = {
  en: {
    locale: "en-US",
    subscribeCreator: "Subscribe to Creator",
    pay: /^Pay \$9$/,
    stay: "Stay on this page",
    toLegend: "Change to Legend",
    upgrade: "Upgrade to Legend",
    adds: "What Legend adds to Creator:",
    addsPoint: "Legend AI Chat and Projects mode",
    today: "You pay $10 today",
    replaces: "Legend replaces your Creator plan on the same subscription: you are not charged twice.",
    notNow: "Not now",
  },
  pt: {
    locale: "pt-BR",
    subscribeCreator: "Assinar o Creator",
    pay: /^Pagar R\$\s29,90$/,
    stay: "Ficar nesta página",
    toLegend: "Mudar para Legend",
    upgrade: "Assinar o Legend",
    adds: "O que o Legend acrescenta ao Creator:",
    addsPoint: "Chat Legend IA e modo Projetos",
    today: /Você paga R\$\s39,10 hoje/,
    replaces: "O Legend substitui o seu plano Creator na mesma assinatura: você não é cobrado duas vezes.",
    notNow: "Agora não",
  },
} as const;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

for (const [language, copy] of Object.entries(UPSELL_COPY)) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`a Creator meets Legend in ${language} on a ${device}`, () => {
      test.use({ locale: copy.locale, viewport });

      test("the chat's and the locker's upsells offer the change to Legend, explained, not a second checkout", async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await signUpAndVerify(page, uniqueEmail(`upsell-${language}-${device}`));
        await gotoHydrated(page, "/pricing");
        await page.getByRole("button", { name: copy.subscribeCreator }).click();
        await page.getByRole("button", { name: copy.pay }).click();
        await expect(page).toHaveURL(/\/subscription-success/);

        // The upsell's 3 s countdown to /pricing is held, so a slow machine cannot race the clicks.
        await page.clock.install();
        await page.clock.pauseAt(new Date(Date.now() + 60 * 60 * 1000));
        for (const [path, name] of [
          ["/chat-legend", "chat"],
          ["/prompt-locker", "locker"],
        ] as const) {
          await gotoHydrated(page, path);
          await page.getByRole("button", { name: copy.stay }).click();
          const button = page.getByTestId(`${name}-upgrade`);
          await expect(button).toHaveText(copy.toLegend);
          await expect(page.getByRole("button", { name: copy.upgrade })).toHaveCount(0);
          await button.click();

          const dialog = page.getByRole("dialog");
          await expect(dialog).toContainText(copy.adds);
          await expect(dialog.getByTestId("plan-change-adds")).toContainText(copy.addsPoint);
          await expect(dialog).toContainText(copy.today);
          await expect(dialog).toContainText(copy.replaces);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await dialog.getByRole("button", { name: copy.notNow }).click();
          await expect(dialog).toHaveCount(0);
        }
        // Nothing was bought on the way.
        const check = (await (await page.request.post("/api/v1/subscription/check")).json()) as {
          subscription_tier: string;
        };
        expect(check.subscription_tier).toBe("creator");
      });
    });
  }
}
