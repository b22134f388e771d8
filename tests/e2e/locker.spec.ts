import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { test as withAdmin } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The prompt locker, in both languages.

const WORDS = {
  "en-US": {
    library: "30-Day Social Media Content Plan",
    existingTag: "instagram",
    saveToLocker: "Save to Vault",
    savedToast: "Saved to your Vault",
    openInLocker: "Open in your Vault",
    empty: "No saved prompts — start saving",
    title: "Title",
    content: "Prompt text",
    tags: "Tags",
    project: "Project",
    save: "Save",
    saved: "Prompt saved",
    duplicateTag: "“instagram” is already there.",
    restored: /Version from .+ restored in the form/,
    restore: /^Restore the version saved/,
    more: (title: string) => `More actions for “${title}”`,
    edit: (title: string) => `Edit “${title}”`,
    duplicate: "Duplicate",
    duplicated: "Prompt duplicated",
    copySuffix: " (Copy)",
    newProject: "New project…",
    projectName: "Project name",
    create: "Create",
    projectCreated: "Project created",
    search: "Search your Vault",
    accented: "Plano de ação para o café",
    unaccented: "acao cafe",
    newPrompt: "New prompt",
    created: "Prompt created",
    export: "Export",
    exportJson: "Promptário JSON (imports back, with versions)",
    importDone: /^Imported 3 prompts$/,
    delete: "Delete",
    deleteConfirm: "Delete prompt",
    deleted: "Prompt deleted",
    noMatch: "No prompts match your search",
    stay: "Stay on this page",
  },
  "pt-BR": {
    library: "Plano de Conteúdo para Redes Sociais em 30 Dias",
    existingTag: "instagram",
    saveToLocker: "Salvar no Vault",
    savedToast: "Salvo no seu Vault",
    openInLocker: "Abrir no seu Vault",
    empty: "Nenhum prompt salvo — comece a salvar",
    title: "Título",
    content: "Texto do prompt",
    tags: "Tags",
    project: "Projeto",
    save: "Salvar",
    saved: "Prompt salvo",
    duplicateTag: "“instagram” já está na lista.",
    restored: /Versão de .+ restaurada no formulário/,
    restore: /^Restaurar a versão salva em/,
    more: (title: string) => `Mais ações para “${title}”`,
    edit: (title: string) => `Editar “${title}”`,
    duplicate: "Duplicar",
    duplicated: "Prompt duplicado",
    copySuffix: " (Cópia)",
    newProject: "Novo projeto…",
    projectName: "Nome do projeto",
    create: "Criar",
    projectCreated: "Projeto criado",
    search: "Buscar no Vault",
    accented: "Plano de ação para o café",
    unaccented: "acao cafe",
    newPrompt: "Novo prompt",
    created: "Prompt criado",
    export: "Exportar",
    exportJson: "JSON do Promptário (importa de volta, com versões)",
    importDone: /^3 prompts importados$/,
    delete: "Excluir",
    deleteConfirm: "Excluir prompt",
    deleted: "Prompt excluído",
    noMatch: "Nenhum prompt encontrado",
    stay: "Ficar nesta página",
  },
} as const;

async function memberWith(
  browser: Browser,
  baseURL: string | undefined,
  locale: keyof typeof WORDS,
  plan: "creator" | "legend",
) {
  const context = await browser.newContext({ locale, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`locker-${plan}-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan, country: locale === "pt-BR" ? "BR" : "US" },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

const cards = (page: Page) => page.getByTestId("locker-card");

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    label,
  ).toEqual([]);
}
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

for (const locale of ["en-US", "pt-BR"] as const) {
  const w = WORDS[locale];
  test.describe(`the prompt locker (${locale})`, () => {
    test(
      "save a library prompt, edit it, restore a version, duplicate, file it in a new project, search, export, import elsewhere, delete",
      { tag: locale === "en-US" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const { context, page } = await memberWith(browser, baseURL, locale, "legend");

        await gotoHydrated(page, "/prompt-locker");
        await expect(page.getByTestId("locker-empty")).toContainText(w.empty);

        // From the library into the locker: a copy in the reader's language.
        await gotoHydrated(page, "/prompt/1");
        // The button is loaded after the page hydrates: a click before it is ready would be lost.
        await expect(page.locator('[data-testid="locker-save-library"][data-ready]')).toHaveCount(1);
        await page.getByRole("button", { name: w.saveToLocker }).click();
        await expect(page.getByText(w.savedToast)).toBeVisible();
        await page.getByRole("link", { name: w.openInLocker }).click();
        const dialog = page.getByTestId("locker-dialog");
        await expect(dialog.getByLabel(`${w.title} *`)).toHaveValue(w.library);

        // A new tag with Enter; a duplicate one refused.
        const tagInput = dialog.getByLabel(w.tags, { exact: true });
        await tagInput.fill("q3 plan");
        await tagInput.press("Enter");
        await expect(dialog.getByTestId("locker-tags")).toContainText("q3 plan");
        await tagInput.fill(w.existingTag);
        await tagInput.press("Enter");
        await expect(dialog.getByText(w.duplicateTag)).toBeVisible();
        await tagInput.fill("");
        await dialog.getByLabel(`${w.title} *`).fill("My launch calendar");
        await dialog.getByTestId("locker-save").click();
        await expect(page.getByText(w.saved)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(card(page, "My launch calendar")).toContainText("#q3 plan");

        // The version before the save comes back into the form, and is saved.
        await card(page, "My launch calendar")
          .getByRole("button", { name: w.edit("My launch calendar") })
          .click();
        await dialog.getByRole("button", { name: w.restore }).click();
        await expect(page.getByText(w.restored)).toBeVisible();
        await expect(dialog.getByLabel(`${w.title} *`)).toHaveValue(w.library);
        await dialog.getByTestId("locker-save").click();
        await expect(dialog).toBeHidden();
        await expect(card(page, w.library)).toBeVisible();

        // Duplicate, then file the copy in a project created from the dialog.
        await card(page, w.library)
          .getByRole("button", { name: w.more(w.library) })
          .click();
        await page.getByRole("menuitem", { name: w.duplicate }).click();
        await expect(page.getByText(w.duplicated)).toBeVisible();
        const copyTitle = `${w.library}${w.copySuffix}`;
        await expect(card(page, copyTitle)).toBeVisible();
        await card(page, copyTitle)
          .getByRole("button", { name: w.edit(copyTitle) })
          .click();
        await dialog.getByLabel(w.project).selectOption({ label: w.newProject });
        await dialog.getByLabel(w.projectName).fill("Cliente Aurora");
        await dialog.getByRole("button", { name: w.create }).click();
        await expect(page.getByText(w.projectCreated)).toBeVisible();
        await expect(dialog.getByLabel(w.project)).toHaveValue(/[0-9a-f-]{36}/);
        await dialog.getByTestId("locker-save").click();
        await expect(dialog).toBeHidden();
        await expect(card(page, copyTitle).getByTestId("locker-card-project")).toHaveText("Cliente Aurora");

        // Filter by the project: only the copy.
        await page.getByLabel(w.project).selectOption({ label: "Cliente Aurora (1)" });
        await expect(page).toHaveURL(/project=/);
        await expect(cards(page)).toHaveCount(1);
        await expect(card(page, copyTitle)).toBeVisible();
        await page.getByLabel(w.project).selectOption({ index: 0 });
        await expect(cards(page)).toHaveCount(2);

        // Search ignores accents both ways.
        await page.getByTestId("locker-new").click();
        await dialog.getByLabel(`${w.title} *`).fill(w.accented);
        await dialog
          .getByLabel(`${w.content} *`)
          .fill("Monte um plano de ação para [cafeteria] em [bairro].");
        await dialog.getByTestId("locker-save").click();
        await expect(page.getByText(w.created)).toBeVisible();
        await page.getByLabel(w.search).fill(w.unaccented);
        await expect(page).toHaveURL(/q=acao/);
        await expect(cards(page)).toHaveCount(1);
        await expect(card(page, w.accented)).toBeVisible();
        await page.getByLabel(w.search).fill("AÇÃO CAFÉ");
        await expect(cards(page)).toHaveCount(1);
        await page.getByLabel(w.search).fill("xyzzy");
        await expect(page.getByTestId("locker-no-match")).toContainText(w.noMatch);
        await page.getByLabel(w.search).fill("");
        await expect(cards(page)).toHaveCount(3);

        // Export as JSON, import into a fresh Legend account.
        await page.getByRole("button", { name: w.export }).click();
        const downloading = page.waitForEvent("download");
        await page.getByRole("menuitem", { name: w.exportJson }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^promptario-locker-\d{4}-\d{2}-\d{2}\.json$/);
        const file = await download.path();
        expect(JSON.parse(fs.readFileSync(file, "utf8")).prompts).toHaveLength(3);

        const other = await memberWith(browser, baseURL, locale, "legend");
        await gotoHydrated(other.page, "/prompt-locker");
        await other.page.getByTestId("locker-import").click();
        await other.page.getByTestId("import-file").setInputFiles({
          name: "locker.json",
          mimeType: "application/json",
          buffer: fs.readFileSync(file),
        });
        await expect(other.page.getByTestId("import-preview").getByRole("row")).toHaveCount(4);
        await other.page.getByTestId("import-confirm").click();
        await expect(other.page.getByText(w.importDone)).toBeVisible();
        await expect(cards(other.page)).toHaveCount(3);
        await expect(card(other.page, copyTitle).getByTestId("locker-card-project")).toHaveText(
          "Cliente Aurora",
        );
        await other.context.close();

        // Delete, after confirming.
        await card(page, w.accented)
          .getByRole("button", { name: w.more(w.accented) })
          .click();
        await page.getByRole("menuitem", { name: w.delete }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: w.deleteConfirm }).click();
        await expect(page.getByText(w.deleted)).toBeVisible();
        await expect(cards(page)).toHaveCount(2);
        await context.close();
      },
    );

    test("a Creator member sees the upsell and lands on /pricing after 3 s", async ({ browser, baseURL }) => {
      const { context, page } = await memberWith(browser, baseURL, locale, "creator");
      await gotoHydrated(page, "/prompt/1");
      await expect(page.getByRole("button", { name: w.saveToLocker })).toHaveCount(0);
      await gotoHydrated(page, "/prompt-locker");
      await expect(page.getByTestId("locker-upsell")).toBeVisible();
      await expect(page.getByTestId("locker-countdown")).toContainText(/[123] s/);
      await expect(page).toHaveURL(/\/pricing$/, { timeout: 8_000 });
      await context.close();
    });
  });
}

test("offline or on a server error, saving an edit, deleting, duplicating and exporting keep the page and what was typed, and Retry does them (pt)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await memberWith(browser, baseURL, "pt-BR", "legend");
  for (const title of ["Roteiro de vídeo", "Legenda para post"]) {
    expect(
      (
        await page.request.post("/api/v1/locker/prompts", {
          data: { title, content: `Escreva: ${title} sobre [tema].` },
        })
      ).status(),
    ).toBe(201);
  }
  await gotoHydrated(page, "/prompt-locker");
  const offline = "Não conseguimos falar com o servidor. Verifique sua conexão e tente de novo.";
  const failure = page.getByRole("alert").filter({ hasText: offline });
  const retry = async () => {
    await context.setOffline(false);
    await failure.getByRole("button", { name: "Tentar de novo" }).click();
  };

  // An edit saved offline: the dialog stays with what was typed.
  await card(page, "Roteiro de vídeo").getByRole("button", { name: "Editar “Roteiro de vídeo”" }).click();
  const dialog = page.getByTestId("locker-dialog");
  await dialog.getByLabel("Título *").fill("Roteiro de vídeo curto");
  await dialog.getByLabel("Texto do prompt *").fill("Escreva um roteiro de 30 segundos sobre [tema].");
  await context.setOffline(true);
  await dialog.getByTestId("locker-save").click();
  await expect(dialog.getByRole("alert").filter({ hasText: offline })).toContainText(
    "O prompt não foi salvo.",
  );
  await expect(dialog.getByLabel("Título *")).toHaveValue("Roteiro de vídeo curto");
  await expect(dialog.getByLabel("Texto do prompt *")).toHaveValue(
    "Escreva um roteiro de 30 segundos sobre [tema].",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expectNoAxeViolations(page, "the edit dialog saying a save failed");
  await retry();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Prompt salvo")).toBeVisible();
  await expect(card(page, "Roteiro de vídeo curto")).toContainText("30 segundos");

  // A prompt deleted offline is still there until Retry deletes it.
  await card(page, "Legenda para post")
    .getByRole("button", { name: "Mais ações para “Legenda para post”" })
    .click();
  await page.getByRole("menuitem", { name: "Excluir" }).click();
  await context.setOffline(true);
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir prompt" }).click();
  await expect(failure).toContainText("“Legenda para post” não foi excluído.");
  await expect(card(page, "Legenda para post")).toBeVisible();
  await retry();
  await expect(page.getByText("Prompt excluído")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(failure).toHaveCount(0);

  // The server's own failure (a 5xx) is said the same way, with Retry.
  const broken = "**/api/v1/locker/prompts/*/duplicate";
  await page.route(broken, (route) =>
    route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }),
  );
  await card(page, "Roteiro de vídeo curto")
    .getByRole("button", { name: "Mais ações para “Roteiro de vídeo curto”" })
    .click();
  await page.getByRole("menuitem", { name: "Duplicar" }).click();
  const serverFailure = page.getByRole("alert").filter({ hasText: "Algo deu errado do nosso lado." });
  await expect(serverFailure).toContainText("“Roteiro de vídeo curto” não foi duplicado.");
  await page.unroute(broken);
  await serverFailure.getByRole("button", { name: "Tentar de novo" }).click();
  await expect(page.getByText("Prompt duplicado")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(serverFailure).toHaveCount(0);

  // An export asked for offline is downloaded by Retry.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Exportar" }).click();
  await page.getByRole("menuitem", { name: "JSON do Promptário (importa de volta, com versões)" }).click();
  await expect(failure).toContainText("A exportação não foi baixada.");
  const downloading = page.waitForEvent("download");
  await retry();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^promptario-locker-\d{4}-\d{2}-\d{2}\.json$/);
  expect(
    JSON.parse(fs.readFileSync(await download.path(), "utf8")).prompts.map(
      (prompt: { title: string }) => prompt.title,
    ),
  ).toEqual(["Roteiro de vídeo curto", "Roteiro de vídeo curto (Cópia)"]);
  await context.close();
});

withAdmin.describe("a member who left Legend", () => {
  withAdmin.use({ lang: "en" });

  withAdmin(
    "keeps reading and exporting their locker, read-only, with the copy of a forbidden prompt locked",
    { tag: "@postgres" },
    async ({ admin, openVisitor }) => {
      withAdmin.setTimeout(90_000);
      const page = await openVisitor();
      const email = uniqueEmail("locker-former-legend");
      await signUpAndVerify(page, email);
      const setPlan = async (tier: "legend" | "creator") => {
        const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
        const { users } = (await found.json()) as { users: { id: string }[] };
        expect(
          (
            await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
              data: { tier },
            })
          ).status(),
        ).toBe(200);
      };

      // On Legend: a prompt of their own, and a copy of a forbidden library prompt.
      await setPlan("legend");
      const own = {
        title: "My launch checklist",
        content: "List what [product] needs before launch day.",
        tags: ["launch"],
      };
      expect((await page.request.post("/api/v1/locker/prompts", { data: own })).status()).toBe(201);
      const list = (await (await page.request.get("/api/v1/prompts?forbidden=true&lang=en")).json()) as {
        items: { id: number; title: string }[];
      };
      const forbidden = list.items[0]!;
      const saved = await page.request.post("/api/v1/locker/prompts/from-library", {
        data: { promptId: forbidden.id },
      });
      expect(saved.status()).toBe(201);
      const copy = (
        (await saved.json()) as {
          prompt: { title: string; content: string; description: string | null; tags: string[] };
        }
      ).prompt;
      // A word of the forbidden text found nowhere else in the copy.
      const shown = `${copy.title} ${copy.description ?? ""} ${copy.tags.join(" ")}`.toLowerCase();
      const secretWord = copy.content
        .match(/[A-Za-z]{8,}/g)!
        .find((word) => !shown.includes(word.toLowerCase()))!;
      expect(secretWord).toBeTruthy();

      // Down to Creator: the locker is still theirs to read, with nothing that would change it.
      await setPlan("creator");
      await gotoHydrated(page, "/prompt-locker");
      const notice = page.getByTestId("locker-read-only");
      await expect(notice).toContainText(
        "Your plan no longer includes the Legend Vault: your prompts are kept, read-only. Upgrade to edit them.",
      );
      await expect(notice.getByRole("link", { name: "Upgrade to Legend" })).toHaveAttribute(
        "href",
        "/pricing",
      );
      await expect(page.getByTestId("locker-upsell")).toHaveCount(0);
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, own.title)).toContainText(own.content);
      await expect(
        card(page, own.title).getByRole("button", { name: `Copy the text of “${own.title}”` }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByTestId("locker-new")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Manage projects" })).toHaveCount(0);
      const locked = card(page, copy.title);
      await expect(locked.getByTestId("locker-card-locked")).toContainText(
        "Your plan no longer opens the text of this library prompt.",
      );
      await expect(page.getByText(secretWord)).toHaveCount(0);
      await expectNoAxeViolations(page, "the read-only locker");
      expect(await page.content()).not.toContain(copy.content.slice(0, 60));

      // The search finds the locked copy by its title, not by a word of its text.
      await page.getByLabel("Search your Vault").fill(secretWord);
      await expect(page.getByTestId("locker-no-match")).toBeVisible();
      await page.getByLabel("Search your Vault").fill(copy.title.split(" ")[0]!);
      await expect(locked).toBeVisible();
      await page.getByLabel("Search your Vault").fill("");
      await expect(cards(page)).toHaveCount(2);

      // Export keeps what they may read.
      await page.getByRole("button", { name: "Export" }).click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "Promptário JSON (imports back, with versions)" }).click();
      const exported = JSON.parse(fs.readFileSync(await (await downloading).path(), "utf8")) as {
        prompts: { title: string }[];
      };
      expect(exported.prompts.map((prompt) => prompt.title)).toEqual([own.title]);
    },
  );
});
