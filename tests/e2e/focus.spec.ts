import { expect, test, type Browser } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// Focus mode, on the offline assistant.

async function memberWith(
  browser: Browser,
  baseURL: string | undefined,
  locale: "en-US" | "pt-BR",
  plan: "creator" | null,
) {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`focus-${plan ?? "free"}-${locale.toLowerCase()}`));
  if (plan) {
    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan, country: locale === "pt-BR" ? "BR" : "US" },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
  }
  return { context, page };
}

test.describe("focus mode in English", () => {
  test(
    "start, add and complete tasks, mood and attention survive a quick reload; I lost focus; end into the history",
    { tag: "@postgres" },
    async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const { context, page } = await memberWith(browser, baseURL, "en-US", "creator");
      await gotoHydrated(page, "/focus");
      await page.getByTestId("focus-start").click();
      await expect(page.getByText("Give the session a title")).toBeVisible();
      await page.getByLabel("What will you focus on?").fill("Investor pitch deck");
      await page.getByTestId("focus-start").click();
      await expect(page.getByText("Focus session created")).toBeVisible();

      const session = page.getByTestId("focus-session");
      await session.getByLabel("New sub-task").fill("Outline the story");
      await session.getByLabel("New sub-task").press("Enter");
      await session.getByLabel("New sub-task").fill("Design the market slide");
      await session.getByRole("button", { name: "Add" }).click();
      await session.getByRole("checkbox", { name: "Outline the story" }).check();
      await session
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: "Great" }) })
        .click();
      await session.getByLabel("Attention: 5/10").fill("3");
      await expect(session.getByLabel("Attention: 3/10")).toBeVisible();
      await expect(page.getByTestId("focus-save-state")).toHaveAttribute("data-state", "saving");

      // Reloaded before the 1 s autosave: leaving the page sends the edits.
      await page.reload();
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(page.getByTestId("focus-task")).toHaveCount(2);
      await expect(session.getByRole("checkbox", { name: "Outline the story" })).toBeChecked();
      await expect(session.getByRole("checkbox", { name: "Design the market slide" })).not.toBeChecked();
      await expect(session.getByLabel("Attention: 3/10")).toHaveValue("3");
      await expect(session.getByRole("radio", { name: "Great" })).toBeChecked();

      // A prompt picked from the library lands in the box, filled in.
      await page.getByTestId("focus-prompt-pick").click();
      const menu = page.getByTestId("prompt-menu");
      await menu.getByRole("searchbox", { name: "Search prompts" }).fill("meal plan");
      await menu.getByRole("button", { name: /Weekly Meal Plan/ }).click();
      await menu.getByLabel("weekly budget").fill("US$ 90");
      await menu.getByRole("button", { name: "Insert into message" }).click();
      await expect(page.getByLabel("The prompt you are working with")).toHaveValue(/US\$ 90/);
      await page.getByTestId("focus-prompt-send").click();
      await expect(page.getByTestId("focus-prompts")).toContainText("US$ 90");

      // Reorder by keyboard.
      await session.getByRole("button", { name: "Move “Design the market slide” up" }).click();
      await expect(page.getByTestId("focus-task").first()).toContainText("Design the market slide");

      await page.getByTestId("focus-lost").click();
      const dialog = page.getByTestId("focus-lost-dialog");
      await expect(dialog.getByTestId("focus-lost-reply")).toContainText("“Design the market slide”");
      await expect(dialog).toContainText("Your attention is low (3/10)");
      await dialog.getByRole("button", { name: "Back to work" }).first().click();

      await page.getByTestId("focus-end").click();
      await page.getByTestId("focus-end-confirm").click();
      await expect(page.getByText("Focus session ended")).toBeVisible();
      await expect(page.getByLabel("What will you focus on?")).toHaveValue("");
      const row = page.getByTestId("focus-history-row").first();
      await expect(row).toContainText("Investor pitch deck");
      await expect(row).toContainText("1/2 tasks");
      await context.close();
    },
  );

  test("a free member sees what focus mode does and a way to the plans", async ({ browser, baseURL }) => {
    const { context, page } = await memberWith(browser, baseURL, "en-US", null);
    await gotoHydrated(page, "/focus");
    await expect(page.getByTestId("focus-teaser")).toContainText(
      "Instant Focus is part of the Creator and Legend plans",
    );
    await page.getByRole("link", { name: "See the plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await context.close();
  });
});

test.describe("focus mode in Portuguese", () => {
  test("começa, pede ajuda ao perder o foco e encerra no histórico", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "pt-BR", "creator");
    await gotoHydrated(page, "/focus");
    await page.getByLabel("Em que você vai focar?").fill("Relatório do trimestre");
    await page.getByTestId("focus-start").click();
    await expect(page.getByText("Sessão de foco criada")).toBeVisible();

    // A Legend prompt in the picker says so, and picking it explains how to open it, never a plain error.
    await page.getByTestId("focus-prompt-pick").click();
    const menu = page.getByTestId("prompt-menu");
    await menu.getByRole("searchbox", { name: "Buscar prompts" }).fill("pitch deck");
    const legendPrompt = menu.getByRole("button", { name: /Crítica Sem Filtro do Seu Pitch Deck/ });
    await expect(legendPrompt.getByTestId("plan-badge")).toHaveAttribute("data-plan", "legend");
    await expect(legendPrompt).toContainText("Legend");
    await legendPrompt.click();
    await expect(menu.getByTestId("prompt-menu-legend")).toContainText(
      "“Crítica Sem Filtro do Seu Pitch Deck” é do plano Legend",
    );
    await expect(menu).not.toContainText("Algo deu errado");
    await menu.getByTestId("prompt-menu-change").click();
    await expect(page.getByTestId("plan-change-dialog")).toContainText("Mudar para o Legend?");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("plan-change-dialog")).toHaveCount(0);
    await page.getByLabel("Nova subtarefa").fill("Revisar os números de vendas");
    await page.getByLabel("Nova subtarefa").press("Enter");
    await page
      .getByLabel("O prompt com que você está trabalhando")
      .fill("Resuma estes números para a diretoria: [números]");
    await page.getByTestId("focus-prompt-send").click();
    await expect(page.getByTestId("focus-prompts")).toContainText("Resuma estes números");
    await page.getByTestId("focus-lost").click();
    await expect(page.getByTestId("focus-lost-reply")).toContainText("“Revisar os números de vendas”");
    await page
      .getByTestId("focus-lost-dialog")
      .getByRole("button", { name: "Voltar ao trabalho" })
      .first()
      .click();
    await page.getByTestId("focus-end").click();
    await page.getByTestId("focus-end-confirm").click();
    await expect(page.getByText("Sessão de foco encerrada")).toBeVisible();
    await expect(page.getByTestId("focus-history-row").first()).toContainText("Relatório do trimestre");
    await context.close();
  });
});

/** An English Creator with a focus session just started; `state` is its "saved" line. */
async function creatorFocusing(browser: Browser, baseURL: string | undefined, title: string) {
  const { context, page } = await memberWith(browser, baseURL, "en-US", "creator");
  await gotoHydrated(page, "/focus");
  await page.getByLabel("What will you focus on?").fill(title);
  await page.getByTestId("focus-start").click();
  return { context, page, state: page.getByTestId("focus-save-state") };
}

test.describe("focus mode keeps what was typed", () => {
  test("the prompt box survives a reload, and an edit reads Saving… then Saved", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page, state } = await creatorFocusing(browser, baseURL, "Board letter");
    await page
      .getByLabel("The prompt you are working with")
      .fill("Draft a letter to the board about [topic]");
    await expect(state).toHaveText("Saving…");
    await expect(state).toHaveText("All changes saved");
    await expect(page.getByText("Not saved")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByLabel("The prompt you are working with")).toHaveValue(
      "Draft a letter to the board about [topic]",
    );
    await expect(state).toHaveText("All changes saved");
    await context.close();
  });

  test("a prompt sent right after a reload, while the save on leaving lands, is kept with the edits", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page, state } = await creatorFocusing(browser, baseURL, "Quarterly report");
    await expect(state).toHaveText("All changes saved");
    // The save sent as the last page was left reaches the server after this page was read: the
    // page still holds the older version, with the same edit waiting in the tab.
    const { session: current } = (await (await page.request.get("/api/v1/focus/current")).json()) as {
      session: { id: string; version: number };
    };
    const onLeaving = await page.request.patch(`/api/v1/focus/${current.id}`, {
      data: { attention: 3, version: current.version },
    });
    expect(onLeaving.ok()).toBe(true);
    const session = page.getByTestId("focus-session");
    await session.getByLabel("Attention: 5/10").fill("3");
    await page
      .getByLabel("The prompt you are working with")
      .fill("Summarise the quarter in five bullet points");
    await page.getByTestId("focus-prompt-send").click();

    await expect(page.getByTestId("focus-prompts")).toContainText(
      "Summarise the quarter in five bullet points",
    );
    await expect(page.getByText("Could not save the prompt", { exact: false })).toHaveCount(0);
    await expect(state).toHaveText("All changes saved");
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByTestId("focus-prompts")).toContainText(
      "Summarise the quarter in five bullet points",
    );
    await expect(session.getByLabel("Attention: 3/10")).toHaveValue("3");
    await context.close();
  });

  test("sem conexão, tarefas, prompt e encerrar mantêm a página e o texto, avisam e Tentar de novo funciona", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "pt-BR", "creator");
    await gotoHydrated(page, "/focus");
    await page.getByLabel("Em que você vai focar?").fill("Relatório offline");

    await context.setOffline(true);
    await page.getByTestId("focus-start").click();
    await expect(page.getByTestId("focus-start-failed")).toContainText("Não foi possível começar a sessão");
    await expect(page.getByLabel("Em que você vai focar?")).toHaveValue("Relatório offline");
    await context.setOffline(false);
    await page.getByTestId("focus-start-failed").getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByTestId("focus-session")).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel("Nova subtarefa").fill("Conferir os números");
    await page.getByLabel("Nova subtarefa").press("Enter");
    const saveFailed = page.getByTestId("focus-save-failed");
    await expect(saveFailed).toContainText("Não salvo: parece que você está sem internet");
    await expect(page.getByTestId("focus-task")).toHaveText("Conferir os números");

    await page
      .getByLabel("O prompt com que você está trabalhando")
      .fill("Resuma os números para a diretoria");
    await page.getByTestId("focus-prompt-send").click();
    await expect(page.getByTestId("focus-prompt-failed")).toContainText("Não foi possível salvar o prompt");
    await expect(page.getByLabel("O prompt com que você está trabalhando")).toHaveValue(
      "Resuma os números para a diretoria",
    );

    // Online again: Retry sends the prompt and the edits kept in the tab (the autosave also tries again by itself).
    await context.setOffline(false);
    await page.getByTestId("focus-prompt-failed").getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByTestId("focus-prompts")).toContainText("Resuma os números");
    await expect(page.getByTestId("focus-save-state")).toHaveAttribute("data-state", "saved");
    await expect(saveFailed).toHaveCount(0);

    await context.setOffline(true);
    await page.getByTestId("focus-end").click();
    await page.getByTestId("focus-end-confirm").click();
    await expect(page.getByTestId("focus-end-failed")).toContainText("Não foi possível encerrar a sessão");
    await expect(page.getByTestId("focus-task")).toHaveText("Conferir os números");
    await context.setOffline(false);
    await page.getByTestId("focus-end-failed").getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByTestId("focus-history-row").first()).toContainText("Relatório offline");
    await context.close();
  });
});
