import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// The content repurposer, in both languages, with the offline assistant (no AI model in
// the browser tests). English runs in the light theme, Portuguese in the dark one.

const WORDS = {
  "en-US": {
    scheme: "light",
    text:
      "Remote teams lose hours every week to meetings that could have been a message. Writing things down first changes that. " +
      "A short written update lets everyone read at their own pace, and the meeting becomes a place for decisions. " +
      "Start with one recurring meeting and replace it with a shared document for a month. " +
      "Measure how much time your team gets back, and ask how decisions felt.",
    hook: "Remote teams lose hours every week to meetings that could have been a message.",
    textLabel: "Your text",
    submit: "Repurpose",
    required: "Please enter some text",
    thread: "X thread",
    linkedin: "LinkedIn post",
    instagram: "Instagram caption",
    offline: "Offline assistant",
    copyLinkedIn: "Copy the LinkedIn post",
    copied: "Copied to clipboard",
    saveThread: "Save the X thread to your Vault",
    saved: "Saved to your Vault",
    openLocker: "Open the Vault",
    counter: /^\d[\d,]* \/ 20,000 characters$/,
    teaser: "The content repurposer is part of the Legend plan",
    plans: "See the plans",
    sentence: "writing first saves the team a meeting, and leaves a record for whoever joins later.",
    trimmed:
      /^The whole thread is longer than a Vault prompt's 20,000 characters, so its first \d+ of \d+ posts were saved\.$/,
    trimmedNote: /Shortened to fit the Vault: the first \d+ of the thread's \d+ posts\./,
  },
  "pt-BR": {
    scheme: "dark",
    text:
      "Equipes remotas perdem horas toda semana em reuniões que poderiam ser uma mensagem. Escrever primeiro muda isso. " +
      "Uma atualização curta por escrito deixa cada pessoa ler no seu ritmo, e a reunião vira lugar de decisão. " +
      "Comece trocando uma reunião recorrente por um documento compartilhado durante um mês. " +
      "Meça quanto tempo a equipe ganha de volta e pergunte como ficaram as decisões.",
    hook: "Equipes remotas perdem horas toda semana em reuniões que poderiam ser uma mensagem.",
    textLabel: "Seu texto",
    submit: "Reaproveitar",
    required: "Digite ou cole um texto",
    thread: "Thread no X",
    linkedin: "Post no LinkedIn",
    instagram: "Legenda do Instagram",
    offline: "Assistente offline",
    copyLinkedIn: "Copiar: Post no LinkedIn",
    copied: "Copiado para a área de transferência",
    saveThread: "Salvar no seu Vault: Thread no X",
    saved: "Salvo no seu Vault",
    openLocker: "Abrir o Vault",
    counter: /^\d[\d.]* \/ 20\.000 caracteres$/,
    teaser: "O reaproveitador de conteúdo faz parte do plano Legend",
    plans: "Ver os planos",
    sentence: "escrever primeiro poupa uma reunião da equipe e deixa um registro para quem chegar depois.",
    trimmed:
      /^A thread inteira passa dos 20\.000 caracteres que um prompt do Vault comporta, então foram salvos os primeiros \d+ dos \d+ posts\.$/,
    trimmedNote: /Encurtado para caber no Vault: só os primeiros \d+ dos \d+ posts da thread\./,
  },
} as const;

async function memberWith(
  browser: Browser,
  baseURL: string | undefined,
  locale: keyof typeof WORDS,
  plan: "creator" | "legend",
) {
  const context = await browser.newContext({
    locale,
    baseURL,
    colorScheme: WORDS[locale].scheme,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`repurpose-${plan}-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan, country: locale === "pt-BR" ? "BR" : "US" },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

const result = (page: Page, format: string) =>
  page.locator(`[data-testid=repurpose-result][data-format=${format}]`);

for (const locale of ["en-US", "pt-BR"] as const) {
  const w = WORDS[locale];
  test.describe(`the content repurposer (${locale}, ${w.scheme})`, () => {
    test(
      "a Legend member repurposes a paragraph into a thread and a LinkedIn post, copies one and saves one to the locker",
      { tag: locale === "en-US" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const { context, page } = await memberWith(browser, baseURL, locale, "legend");

        // Linked from the account menu, like the other Legend tools.
        await gotoHydrated(page, "/");
        await page.getByTestId("account-menu").click();
        await page
          .getByRole("menuitem", {
            name: locale === "en-US" ? "Content repurposer" : "Reaproveitador de conteúdo",
          })
          .click();
        await expect(page).toHaveURL(/\/repurpose$/);
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);

        // An empty text is refused before anything is sent.
        await page.getByRole("button", { name: w.submit, exact: true }).click();
        await expect(page.getByText(w.required)).toBeVisible();
        await expect(page.getByLabel(w.textLabel)).toBeFocused();
        await expectNoAxeViolations(page, `/repurpose with an error (${locale}, ${w.scheme})`);

        await page.getByLabel(w.textLabel).fill(w.text);
        await expect(page.getByTestId("repurpose-counter")).toHaveText(w.counter);
        // On a phone the format checkboxes keep their size beside long labels.
        await page.setViewportSize({ width: 390, height: 844 });
        for (const box of await page.locator('input[name="formats"]').all()) {
          const size = await box.boundingBox();
          expect(size!.width).toBeGreaterThanOrEqual(15);
          expect(Math.abs(size!.width - size!.height)).toBeLessThan(1);
        }
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.getByLabel(w.thread).check();
        await page.getByLabel(w.linkedin).check();
        await expect(page.getByLabel(w.instagram)).not.toBeChecked();
        await page.getByRole("button", { name: w.submit, exact: true }).click();

        await expect(page.getByTestId("repurpose-offline")).toHaveText(w.offline);
        await expect(result(page, "thread")).toHaveAttribute("data-status", "done", { timeout: 30_000 });
        await expect(result(page, "linkedin")).toHaveAttribute("data-status", "done", { timeout: 30_000 });
        await expect(page.getByTestId("repurpose-result")).toHaveCount(2);

        // The thread: numbered posts, none over 280 characters.
        const texts = await result(page, "thread")
          .getByTestId("repurpose-post")
          .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent ?? ""));
        expect(texts.length).toBeGreaterThan(1);
        texts.forEach((post, index) => {
          expect(post.startsWith(`${index + 1}/${texts.length} `)).toBe(true);
          expect([...post].length).toBeLessThanOrEqual(280);
        });
        // The LinkedIn post opens with the hook line, and shows its length against 3,000.
        const linkedin = await result(page, "linkedin").getByTestId("repurpose-content").textContent();
        expect(linkedin?.startsWith(w.hook)).toBe(true);
        await expect(result(page, "linkedin").getByTestId("repurpose-measure")).toContainText(/3[,.]000/);
        await expectNoAxeViolations(page, `/repurpose with results (${locale}, ${w.scheme})`);

        // Copy the LinkedIn post.
        await page.getByRole("button", { name: w.copyLinkedIn }).click();
        await expect(page.getByText(w.copied)).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkedin?.trim());

        // Save the thread to the locker and find it there.
        await page.getByRole("button", { name: w.saveThread }).click();
        await expect(result(page, "thread").getByTestId("repurpose-saved")).toContainText(w.saved);
        await result(page, "thread").getByRole("link", { name: w.openLocker }).click();
        await expect(page).toHaveURL(/\/prompt-locker/);
        const saved = page
          .getByTestId("locker-card")
          .filter({ has: page.getByRole("heading", { name: new RegExp(`^${w.thread}: `) }) });
        await expect(saved).toHaveCount(1);
        await expect(saved).toContainText("1/");

        // Back on the page, the text is still there.
        await gotoHydrated(page, "/repurpose");
        await expect(page.getByLabel(w.textLabel)).toHaveValue(w.text);
        await context.close();
      },
    );

    test("a thread of a near-20,000-character text is saved to the locker shortened, and says so", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await memberWith(browser, baseURL, locale, "legend");
      await gotoHydrated(page, "/repurpose");
      const text = Array.from({ length: 400 }, (_, i) => `${i + 1}: ${w.sentence}`)
        .join(" ")
        .slice(0, 19_990);
      await page.getByLabel(w.textLabel).fill(text);
      await page.getByLabel(w.thread).check();
      await page.getByLabel(w.linkedin).uncheck();
      await page.getByRole("button", { name: w.submit, exact: true }).click();
      await expect(result(page, "thread")).toHaveAttribute("data-status", "done", { timeout: 30_000 });
      await expect(page.getByTestId("repurpose-result")).toHaveCount(1);

      await page.getByRole("button", { name: w.saveThread }).click();
      await expect(result(page, "thread").getByTestId("repurpose-saved")).toContainText(w.saved);
      await expect(result(page, "thread").getByTestId("repurpose-trimmed")).toHaveText(w.trimmed);
      const note = (await result(page, "thread").getByTestId("repurpose-trimmed").textContent()) ?? "";
      const [kept, total] = /(\d+) (?:of|dos) (\d+) posts/.exec(note)!.slice(1).map(Number) as [
        number,
        number,
      ];
      expect(kept).toBeLessThan(total);
      await expect(result(page, "thread").getByTestId("repurpose-post")).toHaveCount(total);

      await result(page, "thread").getByRole("link", { name: w.openLocker }).click();
      await expect(page).toHaveURL(/\/prompt-locker/);
      const saved = page
        .getByTestId("locker-card")
        .filter({ has: page.getByRole("heading", { name: new RegExp(`^${w.thread}: `) }) });
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(w.trimmedNote);
      await context.close();
    });

    test("a Creator member sees what the repurposer does and a way to the plans", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const { context, page } = await memberWith(browser, baseURL, locale, "creator");
      await gotoHydrated(page, "/repurpose");
      await expect(page.getByTestId("repurpose-teaser")).toContainText(w.teaser);
      await expect(page.getByRole("link", { name: w.plans })).toHaveAttribute("href", "/pricing");
      await expect(page.getByTestId("repurpose-form")).toHaveCount(0);
      await expectNoAxeViolations(page, `/repurpose teaser (${locale}, ${w.scheme})`);
      await context.close();
    });
  });
}

test.describe("the repurposer keeps what was written", () => {
  test("a reload keeps the results, and Recent runs reopens an earlier run", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const w = WORDS["en-US"];
    const { context, page } = await memberWith(browser, baseURL, "en-US", "legend");
    await gotoHydrated(page, "/repurpose");
    await expect(page.getByTestId("repurpose-runs")).toContainText("Runs you make are kept here");
    await page.getByLabel(w.textLabel).fill(w.text);
    await page.getByLabel(w.thread).check();
    await page.getByLabel(w.linkedin).check();
    await page.getByLabel(w.instagram).check();
    await page.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(page.locator('[data-testid="repurpose-result"][data-status="done"]')).toHaveCount(3);
    const linkedin = await page
      .locator('[data-testid="repurpose-result"][data-format="linkedin"] [data-testid="repurpose-content"]')
      .innerText();

    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.locator('[data-testid="repurpose-result"][data-status="done"]')).toHaveCount(3);
    await expect(
      page.locator(
        '[data-testid="repurpose-result"][data-format="linkedin"] [data-testid="repurpose-content"]',
      ),
    ).toHaveText(linkedin);
    await expect(page.getByTestId("repurpose-run")).toHaveCount(1);

    // A second run, then the first one reopened from the list.
    await page
      .getByLabel(w.textLabel)
      .fill("A second text about writing weekly notes for the whole team, so everyone knows what changed.");
    await page.getByRole("checkbox", { name: w.instagram }).uncheck();
    await page.getByRole("checkbox", { name: w.linkedin }).uncheck();
    await page.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(page.locator('[data-testid="repurpose-result"][data-status="done"]')).toHaveCount(1);
    await expect(page.getByTestId("repurpose-run")).toHaveCount(2);
    await page
      .getByTestId("repurpose-run")
      .nth(1)
      .getByRole("button", { name: /^Open the run of/ })
      .click();
    await expect(page.getByLabel(w.textLabel)).toHaveValue(w.text);
    await expect(page.locator('[data-testid="repurpose-result"][data-status="done"]')).toHaveCount(3);
    await context.close();
  });

  test("sem conexão, a execução e o salvar mantêm a página e o texto, avisam e Tentar de novo funciona", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const w = WORDS["pt-BR"];
    const { context, page } = await memberWith(browser, baseURL, "pt-BR", "legend");
    await gotoHydrated(page, "/repurpose");
    await page.getByLabel(w.textLabel).fill(w.text);
    await page.getByLabel(w.thread).check();
    await page.getByLabel(w.linkedin).uncheck();

    await context.setOffline(true);
    await page.getByRole("button", { name: w.submit, exact: true }).click();
    const failure = page.getByTestId("repurpose-error");
    await expect(failure).toContainText("Não foi possível falar com o servidor");
    await expect(page.getByLabel(w.textLabel)).toHaveValue(w.text);
    await context.setOffline(false);
    await failure.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.locator('[data-testid="repurpose-result"][data-status="done"]')).toHaveCount(1);
    await expect(failure).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole("button", { name: w.saveThread }).click();
    const saveFailed = page.getByTestId("repurpose-save-failed");
    await expect(saveFailed).toContainText("Não foi possível salvar no seu Vault");
    await expect(page.getByTestId("repurpose-content")).toBeVisible();
    await context.setOffline(false);
    await saveFailed.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByTestId("repurpose-saved")).toContainText(w.saved);
    await context.close();
  });
});
