import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { AXE_VARIANTS, expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// Importing other tools' prompt files into the locker: the preview first, then the import.

const WORDS = {
  "en-US": {
    import: "Import",
    dialog: "Import prompts",
    readAs: (format: string) => `Read as: ${format}`,
    promptsChat: "prompts.chat CSV",
    openWebui: "Open WebUI export",
    summary: "1 new prompt · 1 duplicate skipped · no errors",
    summaryErrors: "1 new prompt · no duplicates · 1 error",
    line: (n: number) => `Line ${n}`,
    item: (n: number) => `Prompt ${n}`,
    fresh: "New",
    duplicate: "Duplicate, skipped",
    confirm: (n: number) => (n === 1 ? "Import 1 prompt" : `Import ${n} prompts`),
    done: /^Imported 1 prompt$/,
    fixFirst: "a file with an error imports nothing",
    unreadable: "This file cannot be imported",
  },
  "pt-BR": {
    import: "Importar",
    dialog: "Importar prompts",
    readAs: (format: string) => `Lido como: ${format}`,
    promptsChat: "CSV do prompts.chat",
    openWebui: "Exportação do Open WebUI",
    summary: "1 prompt novo · 1 repetido ignorado · nenhum erro",
    summaryErrors: "1 prompt novo · nenhum repetido · 1 erro",
    line: (n: number) => `Linha ${n}`,
    item: (n: number) => `Prompt ${n}`,
    fresh: "Novo",
    duplicate: "Repetido, ignorado",
    confirm: (n: number) => (n === 1 ? "Importar 1 prompt" : `Importar ${n} prompts`),
    done: /^1 prompt importado$/,
    fixFirst: "um arquivo com erro não importa nada",
    unreadable: "Este arquivo não pode ser importado",
  },
} as const;

const PROMPTS_CHAT = `act,prompt,for_devs
"Linux Terminal","I want you to act as a linux terminal. My first command is \${command:pwd}.",TRUE
"Travel Guide","I want you to act as a travel guide in \${city}.",FALSE
`;

const OPEN_WEBUI = JSON.stringify([
  {
    command: "/summarize",
    user_id: "u1",
    title: "Summarize",
    content: 'Summarize {{text | textarea}} in a {{style | select:options=["short","detailed"]}} way.',
    timestamp: 1732000000,
  },
  { command: "/broken", title: "Broken", content: "" },
]);

async function legendMember(
  browser: Browser,
  baseURL: string | undefined,
  locale: string,
  scheme: "light" | "dark",
  phone: boolean,
) {
  const context = await browser.newContext({
    locale,
    baseURL,
    colorScheme: scheme,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`transfer-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan: "legend", country: locale === "pt-BR" ? "BR" : "US" },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

const rowOf = (page: Page, where: string) =>
  page
    .getByTestId("import-preview")
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: where, exact: true }) });

for (const { locale, scheme } of AXE_VARIANTS) {
  const w = WORDS[locale];
  const phone = locale === "pt-BR";
  test.describe(`importing prompt files (${locale}, ${phone ? "phone" : "desktop"}, ${scheme})`, () => {
    test(
      "previews a prompts.chat CSV and an Open WebUI export, imports only after confirming",
      { tag: locale === "en-US" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const { context, page } = await legendMember(browser, baseURL, locale, scheme, phone);
        const api = (path: string, data: unknown) => page.request.post(`/api/v1/locker${path}`, { data });
        expect(
          (
            await api("/prompts", {
              title: "Travel Guide",
              content: "I want you to act as a travel guide in [city].",
            })
          ).status(),
        ).toBe(201);
        await gotoHydrated(page, "/prompt-locker");

        // prompts.chat: one new prompt, one already in the Vault.
        await page.getByRole("button", { name: w.import, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: w.dialog });
        await dialog.getByTestId("import-file").setInputFiles({
          name: "prompts.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(PROMPTS_CHAT),
        });
        await expect(dialog.getByText(w.readAs(w.promptsChat))).toBeVisible();
        await expect(dialog.getByText(w.summary)).toBeVisible();
        await expect(rowOf(page, w.line(2))).toContainText("Linux Terminal");
        await expect(rowOf(page, w.line(2))).toContainText(w.fresh);
        await expect(rowOf(page, w.line(3))).toContainText(w.duplicate);
        await expectNoAxeViolations(page, "the preview of a prompts.chat CSV", '[role="dialog"]');
        await page.screenshot({ path: `/tmp/transfer-${locale}-preview.png` });
        // Nothing is written before the member confirms.
        expect(
          ((await (await page.request.get("/api/v1/locker/prompts")).json()) as { items: unknown[] }).items,
        ).toHaveLength(1);
        await dialog.getByRole("button", { name: w.confirm(1) }).click();
        await expect(page.getByText(w.done)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId("locker-card")).toHaveCount(2);

        // Open WebUI: a prompt without text is an error by item, and the file imports nothing.
        await page.getByRole("button", { name: w.import, exact: true }).click();
        await dialog.getByTestId("import-file").setInputFiles({
          name: "prompts-export.json",
          mimeType: "application/json",
          buffer: Buffer.from(OPEN_WEBUI),
        });
        await expect(dialog.getByText(w.readAs(w.openWebui))).toBeVisible();
        await expect(dialog.getByText(w.summaryErrors)).toBeVisible();
        await expect(rowOf(page, w.item(2))).toContainText("Broken");
        await expect(dialog.getByText(w.fixFirst)).toBeVisible();
        await expect(dialog.getByTestId("import-confirm")).toBeDisabled();
        await expectNoAxeViolations(page, "the preview of a file with an error", '[role="dialog"]');

        // The fixed file: the typed variables arrive in our grammar.
        const fixed = JSON.stringify([JSON.parse(OPEN_WEBUI)[0]]);
        await dialog.getByTestId("import-file").setInputFiles({
          name: "prompts-export.json",
          mimeType: "application/json",
          buffer: Buffer.from(fixed),
        });
        await expect(rowOf(page, w.item(1))).toContainText(w.fresh);
        await dialog.getByRole("button", { name: w.confirm(1) }).click();
        await expect(page.getByTestId("locker-card")).toHaveCount(3);
        const saved = (await (await page.request.get("/api/v1/locker/prompts?q=summarize")).json()) as {
          items: { content: string }[];
        };
        expect(saved.items[0]!.content).toBe("Summarize [text: long] in a [style: short | detailed] way.");

        // A file that cannot be read says why, and nothing changes.
        await page.getByRole("button", { name: w.import, exact: true }).click();
        await dialog.getByTestId("import-file").setInputFiles({
          name: "broken.json",
          mimeType: "application/json",
          buffer: Buffer.from("{not json"),
        });
        await expect(dialog.getByTestId("import-refusal")).toContainText(w.unreadable);
        await expectNoAxeViolations(page, "an unreadable file", '[role="dialog"]');
        await page.screenshot({ path: `/tmp/transfer-${locale}-refusal.png` });
        await context.close();
      },
    );
  });
}
