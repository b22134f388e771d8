import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// Projects, on the offline assistant (no AI_BASE_URL), which says it follows a project's
// instructions and suggests the prompts saved in the project first.

async function legendMember(browser: Browser, baseURL: string | undefined, locale: "en-US" | "pt-BR") {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`projects-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan: "legend", country: locale === "pt-BR" ? "BR" : "US" },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

test("a project with instructions: made offline then with Retry, a Vault prompt filed in it and the Vault filtered by it, and a chat in it that follows it (pt)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await legendMember(browser, baseURL, "pt-BR");

  await gotoHydrated(page, "/projects");
  await expect(page.getByRole("heading", { name: "Nenhum projeto ainda" })).toBeVisible();
  await page.getByTestId("project-new").click();
  const dialog = page.getByTestId("project-dialog");
  await dialog.getByLabel("Nome").fill("Padaria Aurora");
  await dialog.getByText("Verde", { exact: true }).click();
  await dialog.getByLabel("Instruções para o chat").fill("Responda sempre como um confeiteiro experiente.");

  // Saved offline: the dialog keeps everything typed and says so; Retry saves it.
  await context.setOffline(true);
  await dialog.getByTestId("project-save").click();
  await expect(dialog.getByTestId("action-failure")).toContainText("O projeto não foi criado.");
  await expect(dialog.getByLabel("Nome")).toHaveValue("Padaria Aurora");
  await context.setOffline(false);
  await dialog.getByTestId("action-failure").getByRole("button", { name: "Tentar de novo" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("project-card").filter({ hasText: "Padaria Aurora" });
  await expect(card.getByTestId("project-instructions")).toHaveText(
    "Responda sempre como um confeiteiro experiente.",
  );
  await expect(card.locator('[data-slot="project-dot"]')).toHaveAttribute("data-color", "green");
  await expect(card).toContainText("0 chat · 0 prompt no Vault · 0 item no calendário");
  await expectNoAxeViolations(page, "the projects page");

  // A prompt written in the Vault while it shows the project is filed in it; another one is not.
  await card.getByRole("link", { name: "Prompts do Vault · Padaria Aurora" }).click();
  await expect(page).toHaveURL(/\/prompt-locker\?project=[0-9a-f-]{36}$/);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  for (const [title, content] of [
    ["Cardápio semanal da padaria", "Monte um cardápio semanal para [público] com [orçamento]."],
    ["Legenda para post", "Escreva uma legenda curta sobre [tema]."],
  ]) {
    await page.getByTestId("locker-new").click();
    const prompt = page.getByRole("dialog");
    await prompt.getByLabel("Título *").fill(title!);
    await prompt.getByLabel("Texto do prompt *").fill(content!);
    if (title === "Legenda para post")
      await prompt.getByLabel("Projeto").selectOption({ label: "Sem projeto" });
    await prompt.getByTestId("locker-save").click();
    await expect(prompt).toBeHidden();
  }
  const lockerCards = page.getByTestId("locker-card");
  await expect(lockerCards).toHaveCount(1);
  await expect(lockerCards.getByTestId("locker-card-project")).toHaveText("Padaria Aurora");
  await page.getByLabel("Projeto").selectOption({ index: 0 });
  await expect(lockerCards).toHaveCount(2);
  await expect(page).not.toHaveURL(/project=/);
  await page.getByLabel("Projeto").selectOption({ label: "Padaria Aurora (1)" });
  await expect(page).toHaveURL(/project=[0-9a-f-]{36}/);
  await expect(lockerCards).toHaveCount(1);
  await expect(lockerCards).toContainText("Cardápio semanal da padaria");

  // A chat started from the project follows it: the answer says so and offers its prompt first.
  await gotoHydrated(page, "/projects");
  await card.getByRole("link", { name: "Novo chat neste projeto · Padaria Aurora" }).click();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(page.getByTestId("chat-project")).toContainText(
    "Projeto Padaria Aurora: as instruções dele vão junto em toda resposta.",
  );
  await expect(page.getByTestId("new-chat")).toHaveText("Novo chat em Padaria Aurora");
  const input = page.getByTestId("chat-input");
  await input.fill("Preciso de um cardápio semanal");
  await input.press("Enter");
  const answer = page.getByTestId("assistant-message").last();
  await expect(answer).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  await expect(answer).toContainText(
    "Estou seguindo as instruções do seu projeto Padaria Aurora: “Responda sempre como um confeiteiro experiente.”",
  );
  await expect(answer.getByRole("link", { name: "Cardápio semanal da padaria" })).toHaveAttribute(
    "href",
    /^\/prompt-locker\?project=[0-9a-f-]{36}&edit=[0-9a-f-]{36}$/,
  );
  await expect(answer).toContainText("(salvo em Padaria Aurora)");
  const listed = page
    .getByTestId("conversation")
    .filter({ hasText: "Preciso de um cardápio semanal", visible: true });
  await expect(listed.locator('[data-slot="project-dot"]')).toHaveAttribute("data-color", "green");
  await context.close();
});

test(
  "moving a chat out of its project, and deleting a project keeps what it held, with Undo (en)",
  { tag: "@postgres" },
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { context, page } = await legendMember(browser, baseURL, "en-US");
    const made = await page.request.post("/api/v1/projects", {
      data: { name: "Podcast", color: "violet", instructions: "Answer in the voice of a radio host." },
    });
    const { project } = (await made.json()) as { project: { id: string } };

    // The calendar filtered by the project shows what is planned for it, and not the rest.
    for (const data of [
      { promptId: 1, date: "2031-03-10", projectId: project.id },
      { promptId: 2, date: "2031-03-10" },
    ]) {
      const planned = await page.request.post("/api/v1/calendar", { data });
      expect(planned.status()).toBe(201);
    }
    const chips = page
      .locator('[data-testid=calendar-day][data-day="2031-03-10"]')
      .getByTestId("calendar-chip");
    await gotoHydrated(page, "/content-calendar?month=2031-03");
    await expect(chips).toHaveCount(2);
    const filter = page.getByTestId("project-filter").filter({ visible: true });
    await filter.selectOption({ label: "Podcast" });
    await expect(page).toHaveURL(new RegExp(`project=${project.id}`));
    await expect(chips).toHaveCount(1);
    await expect(chips.locator('[data-slot="project-dot"]')).toHaveAttribute("data-color", "violet");
    await filter.selectOption({ label: "No project" });
    await expect(page).toHaveURL(/project=none/);
    await expect(chips).toHaveCount(1);
    await expect(chips.locator('[data-slot="project-dot"]')).toHaveCount(0);

    await gotoHydrated(page, `/chat-legend?project=${project.id}`);
    const input = page.getByTestId("chat-input");
    await input.fill("Ideas for an episode about meal plans");
    await input.press("Enter");
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toHaveAttribute("data-status", "done", { timeout: 30_000 });
    await expect(answer).toContainText(
      "I am following the instructions of your project Podcast: “Answer in the voice of a radio host.”",
    );
    const chatId = await conversationId(page);

    // Out of the project: the list that shows the project no longer holds it.
    // The list is drawn twice (a phone's fold-out and the wide column): the one on screen.
    const conversation = page
      .getByTestId("conversation")
      .filter({ hasText: "Ideas for an episode", visible: true });
    await conversation.getByRole("button", { name: /^Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Move to a project" }).click();
    const move = page.getByTestId("move-to-project");
    await move.getByLabel("No project").check();
    await move.getByRole("button", { name: "Move" }).click();
    await expect(page.getByText("Now in no project")).toBeVisible();
    await expect(move).toBeHidden();
    await page.getByLabel("Project").filter({ visible: true }).selectOption({ label: "No project" });
    await expect(page).toHaveURL(/project=none/);
    await expect(conversation).toHaveCount(1);

    // Moved back, then the project is deleted: the chat stays, in no project, until Undo.
    await page.request.patch(`/api/v1/chat/conversations/${chatId}`, {
      data: { projectId: project.id },
    });
    await gotoHydrated(page, "/projects");
    const card = page.getByTestId("project-card").filter({ hasText: "Podcast" });
    await expect(card).toContainText("1 chat · 0 Vault prompts · 1 calendar entry");
    await card.getByRole("button", { name: "Delete the project “Podcast”" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "What is in it stays, without a project: 0 Vault prompts, 1 chat and 1 calendar entry. You can undo this for an hour.",
    );
    await confirm.getByTestId("project-delete-confirm").click();
    await expect(page.getByTestId("projects-empty")).toBeVisible();
    const chats = await page.request.get("/api/v1/chat/conversations?project=none");
    expect(
      ((await chats.json()) as { items: { title: string }[] }).items.map((item) => item.title),
    ).toContain("Ideas for an episode about meal plans");
    const unplanned = await page.request.get("/api/v1/calendar?month=2031-03&project=none");
    expect(((await unplanned.json()) as { entries: unknown[] }).entries).toHaveLength(2);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Project “Podcast” is back, with what it held")).toBeVisible();
    await expect(card).toContainText("1 chat · 0 Vault prompts · 1 calendar entry");
    await context.close();
  },
);

/** The id of the conversation the chat page shows. */
async function conversationId(page: Page): Promise<string> {
  const match = /[?&]c=([0-9a-f-]{36})/.exec(page.url());
  expect(match).not.toBeNull();
  return match![1]!;
}
