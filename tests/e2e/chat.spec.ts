import { expect, test, type Browser } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// The Legend chat, on the offline assistant (no AI_BASE_URL), which the test servers pace
// at a line every 250 ms (playwright.config.ts), so an answer can be caught mid-way.

async function memberWith(
  browser: Browser,
  baseURL: string | undefined,
  locale: "en-US" | "pt-BR",
  plan: "legend" | "creator",
) {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`chat-${plan}-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan, country: locale === "pt-BR" ? "BR" : "US" },
  });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

test.describe("Legend chat in English", () => {
  test(
    "pick a prompt with /, fill its placeholders, send it, watch the answer stream, reload mid-answer",
    { tag: "@postgres" },
    async ({ browser, baseURL }) => {
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
      await expect(resumed.getByRole("link", { name: /Weekly Meal Plan/ })).toHaveAttribute(
        "href",
        /^\/prompt\/\d+$/,
      );
      await expect(page.getByTestId("user-message")).toHaveText(/I need a weekly meal plan/);
      await expect(page.getByTestId("allowance")).toHaveText("1 of 100 messages used today");
      await context.close();
    },
  );

  test("a Creator member sees what the chat does and lands on /pricing after 3 s", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await memberWith(browser, baseURL, "en-US", "creator");
    await gotoHydrated(page, "/chat-legend");
    await expect(
      page.getByRole("heading", { name: "The Legend AI Chat is part of the Legend plan" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Change to Legend" })).toBeVisible();
    await expect(page.getByTestId("chat-countdown")).toContainText(/Taking you to the plans in [1-3] s/);
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 6_000 });
    await context.close();
  });

  test("a message the server does not take stays on the page with Retry; an answer cut off mid-way is followed again", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "en-US", "legend");
    await gotoHydrated(page, "/chat-legend");
    const input = page.getByTestId("chat-input");

    // The server answers 502 (a proxy in front of a server that is down).
    await page.route("**/api/v1/chat", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await input.fill("I need a weekly meal plan with a shopping list");
    await input.press("Enter");
    await expect(page.getByTestId("chat-notice")).toHaveText(
      "Promptário could not take your message just now. It is kept: retry in a moment.",
    );
    await expect(input).toHaveValue("I need a weekly meal plan with a shopping list");
    await expect(input).toBeFocused();
    // Then the stream breaks off after the first lines of the answer (the server goes on writing it).
    await page.unroute("**/api/v1/chat");
    await page.route("**/api/v1/chat", async (route) => {
      const whole = await (await route.fetch()).text();
      const events = whole.split("\n\n");
      const cut =
        events.slice(0, events.findIndex((event) => event.includes("event: delta")) + 1).join("\n\n") +
        "\n\n";
      await route.fulfill({ status: 200, headers: { "content-type": "text/event-stream" }, body: cut });
    });
    await page.getByTestId("chat-notice-retry").click();
    // The cut stream arrives once the whole answer is written, a line every 250 ms.
    await expect(page.getByTestId("chat-notice")).toHaveText(
      "The connection dropped while the answer was being written. Retry to see the rest of it.",
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole("heading", { name: "Legend AI Chat" })).toBeVisible();
    await expect(page.getByTestId("user-message")).toContainText(
      "I need a weekly meal plan with a shopping list",
    );
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toContainText("Here are the");
    await expect(answer).not.toContainText("Open a prompt to fill in its fields");
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();

    await page.getByTestId("chat-notice-retry").click();
    await expect(answer).toHaveAttribute("data-status", "done", { timeout: 20_000 });
    await expect(answer).toContainText("Open a prompt to fill in its fields");
    await expect(page.getByTestId("chat-notice")).toHaveCount(0);
    await expect(page.getByTestId("assistant-message")).toHaveCount(1);
    await expect(input).toBeFocused();
    await context.close();
  });

  test("search the conversations by title and message text", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "en-US", "legend");
    for (const message of [
      "Plan a birthday party for ten kids with a pirate theme and a rented trampoline",
      "Write a cold email to a bakery owner",
    ]) {
      expect((await page.request.post("/api/v1/chat", { data: { message } })).status()).toBe(200);
    }
    await gotoHydrated(page, "/chat-legend");
    await page.setViewportSize({ width: 1280, height: 800 });
    const list = page.getByRole("navigation", { name: "Conversations" }).last();
    await expect(list.getByTestId("conversation")).toHaveCount(2);

    const search = page.getByRole("searchbox", { name: "Search conversations" }).last();
    await search.fill("BAKERY");
    await expect(list.getByTestId("conversation")).toHaveCount(1);
    await expect(list.getByTestId("conversation")).toHaveText("Write a cold email to a bakery owner");
    // A word past the title, in the message itself, finds it too.
    await search.fill("trampoline");
    await expect(list.getByTestId("conversation")).toHaveCount(1);
    await expect(list.getByTestId("conversation")).toHaveText(/^Plan a birthday party/);
    await search.fill("xylophone");
    await expect(list.getByTestId("conversations-empty")).toHaveText("No conversation mentions “xylophone”.");
    await search.fill("");
    await expect(list.getByTestId("conversation")).toHaveCount(2);
    await context.close();
  });
});

test.describe("Legend chat in Portuguese", () => {
  test("responde em português, renomeia e exclui a conversa com confirmação", async ({
    browser,
    baseURL,
  }) => {
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

    // On a phone the chat fills the screen below the title: the box and its input fit in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const chatBox = await page.getByRole("region", { name: "Chat Legend IA" }).boundingBox();
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(844);
    expect(chatBox!.height).toBeGreaterThan(844 * 0.7);
    await expect(input).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 720 });

    const conversation = page
      .getByTestId("conversation")
      .filter({ hasText: "Preciso de um plano de aula" })
      .last();
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
    await expect(page.getByRole("alertdialog")).toContainText(
      "“Aulas de ciências” e todas as mensagens dela serão removidas de vez.",
    );
    await page.getByTestId("confirm-delete-conversation").click();
    await expect(page.getByText("Conversa excluída")).toBeVisible();
    await expect(page).toHaveURL(/\/chat-legend$/);
    await expect(page.getByText("No que você está trabalhando?")).toBeVisible();
    await context.close();
  });

  test("sem internet, a mensagem fica na caixa, o aviso vem em português e Tentar de novo envia", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWith(browser, baseURL, "pt-BR", "legend");
    await gotoHydrated(page, "/chat-legend");
    const input = page.getByTestId("chat-input");
    await input.fill("Preciso de um plano de aula com atividades");
    await context.setOffline(true);
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-notice")).toHaveText(
      "Você está sem internet. Sua mensagem foi guardada: tente de novo quando a conexão voltar.",
    );
    await expect(page.getByRole("heading", { name: "Chat Legend IA" })).toBeVisible();
    await expect(input).toHaveValue("Preciso de um plano de aula com atividades");
    await expect(input).toBeFocused();
    await expect(page.getByTestId("user-message")).toHaveCount(0);
    await expect(page).toHaveURL(/\/chat-legend$/);

    await context.setOffline(false);
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toHaveAttribute("data-status", "done", { timeout: 20_000 });
    await expect(answer).toContainText("da biblioteca");
    await expect(page.getByTestId("user-message")).toContainText(
      "Preciso de um plano de aula com atividades",
    );
    await expect(page.getByTestId("chat-notice")).toHaveCount(0);
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(page.getByTestId("allowance")).toHaveText(/^1 de 100/);
    await context.close();
  });
});
