import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// Members write prompts, keep them private, publish them, edit and delete them.

type Locale = "en-US" | "pt-BR";

async function member(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  label: string,
  name: string,
) {
  const context = await browser.newContext({
    locale,
    baseURL,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(label), "secret123", name);
  return { context, page };
}

async function closeToasts(page: Page) {
  await page
    .locator("[data-sonner-toast] [data-close-button]")
    .evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
}

test.describe("member prompts in English", () => {
  test(
    "create with placeholders, private, published, found by another member, edited, deleted",
    { tag: "@postgres" },
    async ({ browser, baseURL }) => {
      // Two sign-ups and a dozen steps: past the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const word = `zeph${randomUUID().slice(0, 6)}`;
      const author = await member(browser, baseURL, "en-US", "author", "Marina Costa");
      const reader = await member(browser, baseURL, "en-US", "reader", "Paulo Reis");
      const page = author.page;

      // The avatar menu leads to the form.
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: "Create prompt" }).click();
      await expect(page).toHaveURL(/\/create-prompt$/);
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(page.getByLabel("Mark as premium")).toHaveCount(0);

      // Blank required fields: the message in place, and what was typed stays.
      await page.getByLabel("Title *").fill(`Client follow-up ${word}`);
      await page.getByTestId("prompt-form-submit").click();
      await expect(page.getByTestId("prompt-form-error")).toHaveText("Some fields need your attention.");
      await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
      await expect(page.getByText("Choose a category", { exact: true }).last()).toBeVisible();
      await expect(page.getByLabel("Title *")).toHaveValue(`Client follow-up ${word}`);
      await expect(page.getByLabel("Description *")).toBeFocused();

      await page
        .getByLabel("Description *")
        .fill("A warm follow-up email after a first call with a prospect.");
      await page.getByLabel("Category *").selectOption("consulting");
      await page.getByLabel("Tags").fill("email, sales,, follow-up ");
      await page
        .getByLabel("Prompt *")
        .fill(
          "Write a follow-up email to [client name] after our call about [topic]. Keep it under 120 words.",
        );
      await expect(page.getByTestId("prompt-form-placeholders")).toHaveText(
        "2 placeholders: readers fill them in before copying.",
      );
      await expect(
        page.getByTestId("prompt-form-preview").locator("span", { hasText: "[client name]" }),
      ).toBeVisible();
      await page.getByTestId("prompt-form-submit").click();

      await expect(page).toHaveURL(/\/prompt\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      await expect(page.getByText("Prompt created")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Client follow-up ${word}`);
      await expect(page.getByTestId("owner-bar")).toContainText("Only you can see this prompt.");
      await expect(page.getByText("By Marina Costa")).toBeVisible();

      // Private: another member is told it does not exist.
      const hidden = await reader.page.goto(`/prompt/${id}`);
      expect(hidden?.status()).toBe(404);

      await closeToasts(page);
      await page.getByTestId("publish-toggle").click();
      await expect(page.getByText("Prompt published: everyone can find it now")).toBeVisible();
      await expect(page.getByTestId("owner-bar")).toContainText("Published");

      // Published: found by search, opened, filled in and copied.
      await gotoHydrated(reader.page, "/categories");
      await reader.page.getByRole("searchbox", { name: "Search prompts" }).fill(word);
      await expect(reader.page).toHaveURL(new RegExp(`q=${word}`), { timeout: 15_000 });
      await reader.page
        .getByRole("link", { name: new RegExp(`Client follow-up ${word}`) })
        .first()
        .click();
      await expect(reader.page).toHaveURL(new RegExp(`/prompt/${id}$`));
      await expect(reader.page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(reader.page.getByText("By Marina Costa")).toBeVisible();
      await expect(reader.page.getByTestId("owner-bar")).toHaveCount(0);
      await reader.page.getByLabel("client name").fill("Helena");
      await reader.page.getByTestId("copy-prompt").click();
      expect(await reader.page.evaluate(() => navigator.clipboard.readText())).toContain(
        "email to Helena after our call about [topic]",
      );

      // Edit: the same form, filled in; the change shows on the page.
      await closeToasts(page);
      await page.getByTestId("edit-prompt").click();
      await expect(page).toHaveURL(new RegExp(`/prompt/${id}/edit$`));
      // The URL changes before the edit page replaces the prompt page (whose tag list is labelled "Tags" too).
      await expect(page.getByTestId("prompt-form-submit")).toBeVisible();
      await expect(page.getByLabel("Tags")).toHaveValue("email, sales, follow-up");
      await page.getByLabel("Title *").fill(`Prospect follow-up ${word}`);
      await page.getByTestId("prompt-form-submit").click();
      await expect(page.getByText("Prompt updated")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Prospect follow-up ${word}`);

      // Delete from "My prompts", after confirming.
      await gotoHydrated(page, "/profile");
      const row = page.getByTestId("my-prompt").filter({ hasText: `Prospect follow-up ${word}` });
      await expect(row).toContainText("Published");
      await row.getByTestId("delete-prompt").click();
      await expect(page.getByRole("alertdialog")).toContainText(
        `“Prospect follow-up ${word}” will be removed for good`,
      );
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toHaveCount(1);
      await row.getByTestId("delete-prompt").click();
      await page.getByTestId("confirm-delete-prompt").click();
      await expect(page.getByText("Prompt deleted")).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await reader.page.goto(`/prompt/${id}`))?.status()).toBe(404);

      await author.context.close();
      await reader.context.close();
    },
  );

  test("an empty list invites the first prompt; a topic prefills a video prompt; a forged premium flag is ignored", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await member(browser, baseURL, "en-US", "topic", "Lia Campos");
    await gotoHydrated(page, "/profile");
    await expect(page.getByTestId("my-prompts")).toContainText("You have not written a prompt yet.");
    await page.getByRole("link", { name: "Write your first prompt" }).click();
    await expect(page).toHaveURL(/\/create-prompt$/);

    await gotoHydrated(page, "/create-prompt?topic=Remote%20work%20burnout");
    await expect(page.getByTestId("topic-notice")).toContainText("Remote work burnout");
    await expect(page.getByLabel("Title *")).toHaveValue("Short video: Remote work burnout");
    await expect(page.getByLabel("Type")).toHaveValue("video");
    await expect(page.getByLabel("Tags")).toHaveValue("video, script, remote work burnout");
    await expect(page.getByLabel("Prompt *")).toHaveValue(/about "Remote work burnout"/);

    // A member without the admin role cannot make a premium prompt, even by forging the form.
    const forged = await page.request.post("/create-prompt", {
      form: {
        intent: "save",
        title: "Forged premium",
        description: "Tries to lock its text behind a plan.",
        categoryId: "marketing",
        promptText: "Say hello to [name].",
        language: "en",
        type: "text",
        isPremium: "on",
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    const created = (await (await page.request.get("/api/v1/me/prompts")).json()) as {
      items: { title: string; isPremium: boolean }[];
    };
    expect(created.items).toEqual([expect.objectContaining({ title: "Forged premium", isPremium: false })]);
    await context.close();
  });

  test("without JavaScript a refused form keeps everything typed", async ({ browser, baseURL }) => {
    const signedIn = await member(browser, baseURL, "en-US", "nojs", "Rita Alves");
    const state = await signedIn.context.storageState();
    await signedIn.context.close();
    const context = await browser.newContext({
      locale: "en-US",
      baseURL,
      javaScriptEnabled: false,
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto("/create-prompt");
    await page.getByLabel("Title *").fill("Weekly status report");
    await page.getByLabel("Prompt *").fill("Summarise [updates] for my manager.");
    await page.getByTestId("prompt-form-submit").click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    await expect(page.getByLabel("Title *")).toHaveValue("Weekly status report");
    await expect(page.getByLabel("Prompt *")).toHaveValue("Summarise [updates] for my manager.");
    await context.close();
  });
});

test.describe("member prompts in Portuguese", () => {
  test("criar, ver privado, publicar, tema pré-preenchido e excluir com confirmação", async ({
    browser,
    baseURL,
  }) => {
    const word = `quiz${randomUUID().slice(0, 6)}`;
    const author = await member(browser, baseURL, "pt-BR", "autora", "Beatriz Nunes");
    const page = author.page;

    await gotoHydrated(page, "/create-prompt");
    await expect(page.getByTestId("prompt-form").getByLabel("Idioma")).toHaveValue("pt");
    await page.getByTestId("prompt-form-submit").click();
    await expect(page.getByText("Preencha todos os campos obrigatórios").first()).toBeVisible();

    await page.getByLabel("Título *").fill(`Plano de aula ${word}`);
    await page
      .getByLabel("Descrição *")
      .fill("Monta um plano de aula de 50 minutos com objetivos e atividades.");
    await page.getByLabel("Categoria *").selectOption("education");
    await page.getByLabel("Prompt *").fill("Crie um plano de aula sobre [tema] para alunos de [série].");
    await expect(page.getByTestId("prompt-form-placeholders")).toHaveText(
      "2 campos variáveis: quem usar preenche antes de copiar.",
    );
    await page.getByTestId("prompt-form-submit").click();
    await expect(page.getByText("Prompt criado")).toBeVisible();
    await expect(page.getByTestId("owner-bar")).toContainText("Só você vê este prompt.");
    await expect(page.getByText("Por Beatriz Nunes")).toBeVisible();

    await closeToasts(page);
    await page.getByTestId("publish-toggle").click();
    await expect(page.getByText("Prompt publicado: agora todo mundo pode encontrá-lo")).toBeVisible();

    await page.getByTestId("delete-prompt").click();
    await expect(page.getByRole("alertdialog")).toContainText(`“Plano de aula ${word}” será removido de vez`);
    await page.getByRole("button", { name: "Excluir prompt" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Prompt excluído")).toBeVisible();
    await expect(page.getByTestId("my-prompts")).toContainText("Você ainda não escreveu nenhum prompt.");

    await gotoHydrated(page, "/create-prompt?topic=Copa%20do%20Mundo");
    await expect(page.getByLabel("Título *")).toHaveValue("Vídeo curto: Copa do Mundo");
    await expect(page.getByLabel("Tipo")).toHaveValue("video");
    await expect(page.getByLabel("Tags")).toHaveValue("vídeo, roteiro, copa do mundo");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await author.context.close();
  });
});
