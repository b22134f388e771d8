import { expect, test, type Browser } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// Issue 14: the Legend chat, on the offline assistant (no AI_BASE_URL), which the test servers pace
// at a line every 250 ms (playwright.config.ts), so an answer can be caught mid-way.

async function memberWith(browser: Browser, baseURL: string | undefined, locale: "en-US" | "pt-BR", plan: "legend" | "creator") {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`chat-${plan}-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", { data: { plan, country: locale === "pt-BR" ? "BR" : "US" } });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

test.describe("Legend chat in English", () => {
  test("pick a prompt with /, fill its placeholders, send it, watch the answer stream, reload mid-answer", { tag: "@postgres" }, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "en-US", "legend");
    await gotoHydrated(page, "/chat-legend");
    await expect(page.getByTestId("offline-badge")).toHaveText("Offline assistant");
    await expect(page.getByText("What are you working on?")).toBeVisible();

    // An empty message is not sent.
    await expect(page.getByTestId("chat-send")).toBeDisabled();

    await page.getByTestId("chat-input").pressSequentially("/");
    const menu = page.getByTestId("prompt-menu");
    await expect(menu.getByRole("heading", { name: "Insert a prompt" })).toBeVisible();
    await menu.getByRole("searchbox", { name: "Search prompts" }).fill("meal plan");
    await menu.getByRole("button", { name: /Weekly Meal Plan/ }).click();
    await expect(menu.getByRole("heading", { name: /Fill in “Weekly Meal Plan/ })).toBeVisible();
    await menu.getByLabel("weekly budget").fill("US$ 120");
    await menu.getByRole("button", { name: "Insert into message" }).click();
    await expect(menu).toHaveCount(0);
    const input = page.getByTestId("chat-input");
    await expect(input).toHaveValue(/US\$ 120/);
    await expect(input).toHaveValue(/\[household and goals\]/);

    await input.fill("I need a weekly meal plan with a shopping list");
    await input.press("Enter");
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await expect(input).toBeDisabled();
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toContainText("Here are the");
    await expect(answer).toHaveAttribute("data-status", "streaming");

    // Reloaded mid-answer, the page finds the answer and follows it to the end.
    await expect(page).toHaveURL(/\/chat-legend\?c=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const resumed = page.getByTestId("assistant-message").last();
    await expect(resumed).toHaveAttribute("data-status", "done", { timeout: 20_000 });
    await expect(resumed).toContainText("Open a prompt to fill in its fields");
    await expect(resumed.getByRole("link", { name: /Weekly Meal Plan/ })).toHaveAttribute("href", /^\/prompt\/\d+$/);
    await expect(page.getByTestId("user-message")).toHaveText(/I need a weekly meal plan/);
    await expect(page.getByTestId("allowance")).toHaveText("1 of 100 messages used today");
    await context.close();
  });

  test("a Creator member sees what the chat does and lands on /pricing after 3 s", async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const { context, page } = await memberWith(browser, baseURL, "en-US", "creator");
    await gotoHydrated(page, "/chat-legend");
    await expect(page.getByRole("heading", { name: "The AI chat is part of the Legend plan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade to Legend" })).toBeVisible();
    await expect(page.getByTestId("chat-countdown")).toContainText(/Taking you to the plans in [1-3] s/);
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 6_000 });
    await context.close();
  });
});

test.describe("Legend chat in Portuguese", () => {
  test("responde em português, renomeia e exclui a conversa com confirmação", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "pt-BR", "legend");
    await gotoHydrated(page, "/chat-legend");
    await expect(page.getByTestId("offline-badge")).toHaveText("Assistente offline");
    const input = page.getByTestId("chat-input");
    await input.fill("Preciso de um plano de aula com atividades");
    await page.getByTestId("chat-send").click();
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toHaveAttribute("data-status", "done", { timeout: 20_000 });
    await expect(answer).toContainText("da biblioteca");
    await expect(page).toHaveURL(/\?c=/);

    const conversation = page.getByTestId("conversation").filter({ hasText: "Preciso de um plano de aula" }).last();
    await page.setViewportSize({ width: 1280, height: 800 });
    await conversation.getByRole("button", { name: /Ações de/ }).click();
    await page.getByRole("menuitem", { name: "Renomear" }).click();
    await page.getByLabel("Título").fill("Aulas de ciências");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Conversa renomeada")).toBeVisible();
    const renamed = page.getByTestId("conversation").filter({ hasText: "Aulas de ciências" }).last();
    await expect(renamed).toBeVisible();

    await renamed.getByRole("button", { name: /Ações de/ }).click();
    await page.getByRole("menuitem", { name: "Excluir" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("“Aulas de ciências” e todas as mensagens dela serão removidas de vez.");
    await page.getByTestId("confirm-delete-conversation").click();
    await expect(page.getByText("Conversa excluída")).toBeVisible();
    await expect(page).toHaveURL(/\/chat-legend$/);
    await expect(page.getByText("No que você está trabalhando?")).toBeVisible();
    await context.close();
  });
});
