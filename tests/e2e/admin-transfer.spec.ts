import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectToast, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The admin's catalogue as files (export, then a prompts.chat CSV imported after its preview) and
// the history of a catalogue prompt: compared word by word after an edit, and an old version restored.

const COPY = {
  en: {
    viewport: { width: 1280, height: 900 },
    scheme: "light",
    uncategorised: "no new prompts · no duplicates · 3 errors",
    summary: "2 new prompts · 1 duplicate skipped · no errors",
    confirm: "Import 2 prompts",
    done: "2 prompts imported, hidden until published",
    audit: "Catalogue import",
    updated: "Prompt updated",
    edit: "Edit",
    history: "Version history",
    restored: "Version 1 was restored as version 3.",
  },
  pt: {
    viewport: { width: 390, height: 844 },
    scheme: "dark",
    uncategorised: "nenhum prompt novo · nenhum repetido · 3 erros",
    summary: "2 prompts novos · 1 repetido ignorado · nenhum erro",
    confirm: "Importar 2 prompts",
    done: "2 prompts importados, ocultos até a publicação",
    audit: "Importação para o catálogo",
    updated: "Prompt atualizado",
    edit: "Editar",
    history: "Histórico de versões",
    restored: "A versão 1 foi restaurada como versão 3.",
  },
} as const;

for (const lang of ["en", "pt"] as const satisfies readonly Lang[]) {
  const copy = COPY[lang];

  test.describe(`catalogue transfer in ${lang}`, () => {
    test.use({ lang });

    test(
      "exports the catalogue, imports a prompts.chat CSV after its preview, then compares and restores a version",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ admin }) => {
        test.setTimeout(test.info().timeout + 60_000);
        const { page } = admin;
        await page.setViewportSize(copy.viewport);
        await page.emulateMedia({ colorScheme: copy.scheme });
        const word = `pier${randomUUID().slice(0, 6)}`;

        // Export: our JSON, with both languages of every catalogue prompt.
        await gotoHydrated(page, "/admin?tab=prompts");
        await page.getByTestId("admin-catalogue-export").click();
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByTestId("admin-catalogue-export-json").click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^promptario-catalogue-\d{4}-\d{2}-\d{2}\.json$/);
        const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
          format: string;
          source: string;
          prompts: { title: string; category: string }[];
        };
        expect(exported).toMatchObject({ format: "promptario-prompts", source: "catalogue" });
        expect(exported.prompts.length).toBeGreaterThanOrEqual(50);

        // Import: the preview names each line; the third is the first again, skipped.
        const csv = [
          "act,prompt",
          `"Harbour pilot ${word}","I want you to act as a harbour pilot. Guide the ship into \${port:Santos} at dawn, slowly."`,
          `"Tide reader ${word}","I want you to act as a tide reader for \${beach}."`,
          `"Harbour pilot ${word}","I want you to act as a harbour pilot. Guide the ship into \${port:Santos} at dawn, slowly."`,
        ].join("\n");
        await page.getByTestId("admin-catalogue-import").click();
        const dialog = page.getByTestId("import-dialog");
        await expect(dialog).toBeVisible();
        await expect(page.getByTestId("catalogue-import-language")).toHaveValue(lang);
        await page.getByTestId("import-file").setInputFiles({
          name: "prompts-chat.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(csv),
        });
        // No category chosen yet: the file names none, so every prompt is an error.
        const preview = dialog.getByTestId("import-preview");
        await expect(preview.getByRole("status")).toHaveText(copy.uncategorised);
        await expect(page.getByTestId("import-confirm")).toBeDisabled();
        await page.getByTestId("catalogue-import-category").selectOption("storytelling");
        await expect(preview.getByRole("status")).toHaveText(copy.summary);
        await expect(preview.locator("tbody tr")).toHaveCount(3);
        await expectNoAxeViolations(page, `import dialog (${lang})`, "[role=dialog]");
        await page.screenshot({ path: `/tmp/admintransfer-import-${lang}.png` });
        await expect(page.getByTestId("import-confirm")).toHaveText(copy.confirm);
        await page.getByTestId("import-confirm").click();
        // The dialog closes once the import has answered, then says what it did.
        await expect(dialog).toHaveCount(0, { timeout: 15_000 });
        await expectToast(page, copy.done);

        // Both are in the list, hidden until published.
        await page.getByTestId("admin-prompt-search").fill(word);
        const rows = page.getByTestId("admin-prompt");
        await expect(rows).toHaveCount(2);
        const pilot = rows.filter({ hasText: `Harbour pilot ${word}` });
        await expect(pilot.getByTestId("admin-toggle-isPublished")).toHaveAttribute("aria-checked", "false");

        // An edit, then the history: the two versions compared word by word.
        await pilot.getByRole("link", { name: `${copy.edit}: Harbour pilot ${word}` }).click();
        const text = page.getByTestId(`admin-editor-${lang}.promptText`);
        await expect(text).toHaveValue(
          "I want you to act as a harbour pilot. Guide the ship into [port = Santos] at dawn, slowly.",
        );
        await text.fill(
          "I want you to act as a harbour pilot. Guide the ship into [port = Santos] at dusk, gently.",
        );
        await page.getByTestId("admin-editor-change-note").fill("Evening arrival");
        await page.getByTestId("admin-editor-save").click();
        await expectToast(page, copy.updated);
        await page.getByTestId("admin-editor-history").click();
        await expect(page).toHaveURL(/\/prompt\/\d+\/history$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.history);
        await expect(page.getByTestId("version-row")).toHaveCount(2);
        // The pickers list the newest first: version 1 against version 2.
        const compare = page.getByTestId("compare-form");
        await compare.locator("select[name=from]").selectOption({ index: 1 });
        await compare.locator("select[name=to]").selectOption({ index: 0 });
        await compare.getByTestId("compare-submit").click();
        await expect(page).toHaveURL(/[?&]from=\d+&to=\d+/);
        const diff = page.getByTestId("version-diff");
        await expect(diff.locator("del")).toContainText(["dawn", "slowly"]);
        await expect(diff.locator("ins")).toContainText(["dusk", "gently"]);
        await page.screenshot({ path: `/tmp/admintransfer-history-${lang}.png`, fullPage: true });

        // Restore the imported text as a new version.
        await page.getByTestId("restore-version").click();
        await page.getByTestId("restore-note").fill("Back to dawn");
        await page.getByTestId("confirm-restore").click();
        await expect(page.getByTestId("restore-done")).toHaveText(copy.restored);
        await expect(page.getByTestId("version-row")).toHaveCount(3);

        await gotoHydrated(page, `/admin?tab=prompts&q=${word}`);
        await pilot.getByRole("link", { name: `${copy.edit}: Harbour pilot ${word}` }).click();
        await expect(page.getByTestId(`admin-editor-${lang}.promptText`)).toHaveValue(
          "I want you to act as a harbour pilot. Guide the ship into [port = Santos] at dawn, slowly.",
        );

        // The import is in the audit log, by file name.
        await gotoHydrated(page, "/admin?tab=audit");
        const entry = page
          .locator('[data-testid="admin-audit-entry"][data-action="catalogue.import"]')
          .filter({ hasText: "prompts-chat.csv" })
          .first();
        await expect(entry).toContainText(copy.audit);
        await expect(entry).toContainText("added: 2");
      },
    );
  });
}
