import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// The prompt locker (Legend Vault), in both languages.

const WORDS = {
  "en-US": {
    library: "30-Day Social Media Content Plan",
    existingTag: "instagram",
    saveToLocker: "Save to locker",
    savedToast: "Saved to your locker",
    openInLocker: "Open in your locker",
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
    categoryCreated: "Category created",
    search: "Search your locker",
    accented: "Plano de ação para o café",
    unaccented: "acao cafe",
    newPrompt: "New prompt",
    created: "Prompt created",
    export: "Export",
    exportJson: "JSON (imports back)",
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
    saveToLocker: "Salvar no cofre",
    savedToast: "Salvo no seu cofre",
    openInLocker: "Abrir no seu cofre",
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
    categoryCreated: "Categoria criada",
    search: "Buscar no cofre",
    accented: "Plano de ação para o café",
    unaccented: "acao cafe",
    newPrompt: "Novo prompt",
    created: "Prompt criado",
    export: "Exportar",
    exportJson: "JSON (para importar de volta)",
    importDone: /^3 prompts importados$/,
    delete: "Excluir",
    deleteConfirm: "Excluir prompt",
    deleted: "Prompt excluído",
    noMatch: "Nenhum prompt encontrado",
    stay: "Ficar nesta página",
  },
} as const;

async function memberWith(browser: Browser, baseURL: string | undefined, locale: keyof typeof WORDS, plan: "creator" | "legend") {
  const context = await browser.newContext({ locale, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`locker-${plan}-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", { data: { plan, country: locale === "pt-BR" ? "BR" : "US" } });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

const cards = (page: Page) => page.getByTestId("locker-card");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

for (const locale of ["en-US", "pt-BR"] as const) {
  const w = WORDS[locale];
  test.describe(`the prompt locker (${locale})`, () => {
    test("save a library prompt, edit it, restore a version, duplicate, file it in a new project, search, export, import elsewhere, delete", { tag: locale === "en-US" ? "@postgres" : [] }, async ({ browser, baseURL }) => {
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
      await card(page, "My launch calendar").getByRole("button", { name: w.edit("My launch calendar") }).click();
      await dialog.getByRole("button", { name: w.restore }).click();
      await expect(page.getByText(w.restored)).toBeVisible();
      await expect(dialog.getByLabel(`${w.title} *`)).toHaveValue(w.library);
      await dialog.getByTestId("locker-save").click();
      await expect(dialog).toBeHidden();
      await expect(card(page, w.library)).toBeVisible();

      // Duplicate, then file the copy in a project created from the dialog.
      await card(page, w.library).getByRole("button", { name: w.more(w.library) }).click();
      await page.getByRole("menuitem", { name: w.duplicate }).click();
      await expect(page.getByText(w.duplicated)).toBeVisible();
      const copyTitle = `${w.library}${w.copySuffix}`;
      await expect(card(page, copyTitle)).toBeVisible();
      await card(page, copyTitle).getByRole("button", { name: w.edit(copyTitle) }).click();
      await dialog.getByLabel(w.project).selectOption({ label: w.newProject });
      await dialog.getByLabel(w.projectName).fill("Cliente Aurora");
      await dialog.getByRole("button", { name: w.create }).click();
      await expect(page.getByText(w.categoryCreated)).toBeVisible();
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
      await dialog.getByLabel(`${w.content} *`).fill("Monte um plano de ação para [cafeteria] em [bairro].");
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
      await other.page.getByTestId("locker-import-file").setInputFiles({ name: "locker.json", mimeType: "application/json", buffer: fs.readFileSync(file) });
      await expect(other.page.getByText(w.importDone)).toBeVisible();
      await expect(cards(other.page)).toHaveCount(3);
      await expect(card(other.page, copyTitle).getByTestId("locker-card-project")).toHaveText("Cliente Aurora");
      await other.context.close();

      // Delete, after confirming.
      await card(page, w.accented).getByRole("button", { name: w.more(w.accented) }).click();
      await page.getByRole("menuitem", { name: w.delete }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: w.deleteConfirm }).click();
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(cards(page)).toHaveCount(2);
      await context.close();
    });

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
