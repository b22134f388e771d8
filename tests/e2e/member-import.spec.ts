import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { AXE_VARIANTS, expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// Importing other tools' prompt files into "My prompts" on /profile: the preview, then the import.

const WORDS = {
  "en-US": {
    import: "Import",
    export: "Export",
    dialog: "Import prompts",
    readAs: (format: string) => `Read as: ${format}`,
    promptsChat: "prompts.chat CSV",
    openWebui: "Open WebUI export",
    summary: "1 new prompt · 1 duplicate skipped · no errors",
    line: (n: number) => `Line ${n}`,
    item: (n: number) => `Prompt ${n}`,
    fresh: "New",
    duplicate: "Duplicate, skipped",
    confirm: (n: number) => (n === 1 ? "Import 1 prompt" : `Import ${n} prompts`),
    done: /^Imported 1 prompt$/,
    offline: "Could not reach the server",
    notImported: "The prompts were not imported.",
    retry: "Retry",
    private: "Private",
  },
  "pt-BR": {
    import: "Importar",
    export: "Exportar",
    dialog: "Importar prompts",
    readAs: (format: string) => `Lido como: ${format}`,
    promptsChat: "CSV do prompts.chat",
    openWebui: "Exportação do Open WebUI",
    summary: "1 prompt novo · 1 repetido ignorado · nenhum erro",
    line: (n: number) => `Linha ${n}`,
    item: (n: number) => `Prompt ${n}`,
    fresh: "Novo",
    duplicate: "Repetido, ignorado",
    confirm: (n: number) => (n === 1 ? "Importar 1 prompt" : `Importar ${n} prompts`),
    done: /^1 prompt importado$/,
    offline: "Não conseguimos falar com o servidor",
    notImported: "Os prompts não foram importados.",
    retry: "Tentar de novo",
    private: "Privado",
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
]);

async function member(
  browser: Browser,
  baseURL: string | undefined,
  locale: string,
  scheme: "light" | "dark",
) {
  const phone = locale === "pt-BR";
  const context = await browser.newContext({
    locale,
    baseURL,
    colorScheme: scheme,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`member-import-${locale.toLowerCase()}`));
  return { context, page, phone };
}

const rowOf = (page: Page, where: string) =>
  page
    .getByTestId("import-preview")
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: where, exact: true }) });

for (const { locale, scheme } of AXE_VARIANTS) {
  const w = WORDS[locale];
  test.describe(`importing files into My prompts (${locale}, ${scheme})`, () => {
    test(
      "previews a prompts.chat CSV and an Open WebUI export on /profile, imports after confirming, and Retry works",
      { tag: locale === "en-US" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const { context, page, phone } = await member(browser, baseURL, locale, scheme);
        const written = await page.request.post("/api/v1/prompts", {
          data: {
            title: "Travel Guide",
            description: "A guide to a city.",
            categoryId: "personal-ai",
            promptText: "I want you to act as a travel guide in [city].",
            language: locale === "pt-BR" ? "pt" : "en",
          },
        });
        expect(written.status()).toBe(201);
        await gotoHydrated(page, "/profile");
        const list = page.getByTestId("my-prompts");
        await expect(list.getByTestId("my-prompt")).toHaveCount(1);

        // prompts.chat: one new prompt, one the member already has.
        await list.getByRole("button", { name: w.import, exact: true }).click();
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
        await page.screenshot({
          path: `/tmp/memberimport-${locale}-${phone ? "phone" : "desktop"}-preview.png`,
        });
        // Nothing is written before the member confirms.
        const before = (await (await page.request.get("/api/v1/me/prompts")).json()) as { total: number };
        expect(before.total).toBe(1);

        // The import fails offline: the file and its preview stay, the alert says what failed.
        await context.setOffline(true);
        await dialog.getByRole("button", { name: w.confirm(1) }).click();
        const failure = dialog.getByRole("alert").filter({ hasText: w.offline });
        await expect(failure).toBeVisible();
        await expect(failure).toContainText(w.notImported);
        await expect(rowOf(page, w.line(2))).toContainText("Linux Terminal");
        await context.setOffline(false);
        await failure.getByRole("button", { name: w.retry }).click();
        await expect(page.getByText(w.done)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(list.getByTestId("my-prompt")).toHaveCount(2);
        const terminal = list.getByTestId("my-prompt").filter({ hasText: "Linux Terminal" });
        await expect(terminal).toContainText(w.private);

        // Open WebUI: the typed variables arrive in our grammar.
        await list.getByRole("button", { name: w.import, exact: true }).click();
        await dialog.getByTestId("import-file").setInputFiles({
          name: "prompts-export.json",
          mimeType: "application/json",
          buffer: Buffer.from(OPEN_WEBUI),
        });
        await expect(dialog.getByText(w.readAs(w.openWebui))).toBeVisible();
        await expect(rowOf(page, w.item(1))).toContainText(w.fresh);
        await expectNoAxeViolations(page, "the preview of an Open WebUI export", '[role="dialog"]');
        await dialog.getByRole("button", { name: w.confirm(1) }).click();
        await expect(dialog).toBeHidden();
        await expect(list.getByTestId("my-prompt").filter({ hasText: "Summarize" })).toBeVisible();
        await expect(list.getByTestId("my-prompt")).toHaveCount(3);
        const mine = (await (await page.request.get("/api/v1/me/prompts")).json()) as {
          items: { title: string; promptText: string; isPublished: boolean }[];
        };
        expect(mine.items.find((item) => item.title === "Summarize")).toMatchObject({
          promptText: "Summarize [text: long] in a [style: short | detailed] way.",
          isPublished: false,
        });
        await page.screenshot({
          path: `/tmp/memberimport-${locale}-${phone ? "phone" : "desktop"}-list.png`,
          fullPage: true,
        });

        // Export, by keyboard: the menu (loaded on first use) offers the five formats as links.
        await list.getByRole("button", { name: w.export, exact: true }).focus();
        await page.keyboard.press("Enter");
        const formats = page.getByRole("menuitem");
        await expect(formats).toHaveCount(5);
        await expect(formats.first()).toBeFocused();
        await expect(formats.first()).toHaveAttribute("href", "/api/v1/me/prompts/export?format=json");
        const exported = await page.request.get("/api/v1/me/prompts/export?format=json");
        expect(exported.status()).toBe(200);
        expect(await exported.text()).toContain("Linux Terminal");
        await page.keyboard.press("Escape");
        await expect(formats).toHaveCount(0);
        await context.close();
      },
    );
  });
}
