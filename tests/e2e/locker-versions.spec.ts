import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expectToast } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// A Vault prompt's versions compared word by word, then one restored, in both languages.

const WORDS = {
  "en-US": {
    newPrompt: "New prompt",
    title: "Title",
    content: "Prompt text",
    changeNote: "Change note",
    created: "Prompt created",
    saved: "Prompt saved",
    edit: (title: string) => `Edit “${title}”`,
    compareWithCurrent: /^Compare the version saved/,
    older: "Older version",
    compare: "Compare",
    version: (number: number) => new RegExp(`^Version ${number} ·`),
    textHeading: "Prompt text",
    restore: /^Restore the version saved/,
    restored: /Version from .+ restored in the form/,
    retry: "Retry",
  },
  "pt-BR": {
    newPrompt: "Novo prompt",
    title: "Título",
    content: "Texto do prompt",
    changeNote: "Nota da alteração",
    created: "Prompt criado",
    saved: "Prompt salvo",
    edit: (title: string) => `Editar “${title}”`,
    compareWithCurrent: /^Comparar a versão salva em/,
    older: "Versão mais antiga",
    compare: "Comparar",
    version: (number: number) => new RegExp(`^Versão ${number} ·`),
    textHeading: "Texto do prompt",
    restore: /^Restaurar a versão salva em/,
    restored: /Versão de .+ restaurada no formulário/,
    retry: "Tentar de novo",
  },
} as const;

async function legendMember(browser: Browser, baseURL: string | undefined, locale: keyof typeof WORDS) {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`locker-versions-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan: "legend", country: locale === "pt-BR" ? "BR" : "US" },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

const TITLE = "Spring newsletter";
const FIRST = "Write a short newsletter about our spring sale for loyal customers.";
const SECOND = "Write a warm newsletter about our spring sale for loyal customers.";
const THIRD = "Write a warm newsletter about our summer sale for new customers.";

async function saveContent(page: Page, w: (typeof WORDS)[keyof typeof WORDS], content: string, note = "") {
  await page
    .getByTestId("locker-card")
    .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) })
    .getByRole("button", { name: w.edit(TITLE) })
    .click();
  const dialog = page.getByTestId("locker-dialog");
  await dialog.getByLabel(`${w.content} *`).fill(content);
  if (note) await dialog.getByLabel(w.changeNote).fill(note);
  await dialog.getByTestId("locker-save").click();
  // Closed once seen, so the next save's toast is the only one.
  await expectToast(page, w.saved);
  await expect(dialog).toBeHidden();
}

for (const locale of ["en-US", "pt-BR"] as const) {
  const w = WORDS[locale];
  test(
    `a Vault prompt edited twice: compare any two versions word by word, then restore one (${locale})`,
    { tag: locale === "en-US" ? "@postgres" : [] },
    async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const { context, page } = await legendMember(browser, baseURL, locale);
      await gotoHydrated(page, "/prompt-locker");

      await page.getByTestId("locker-new").click();
      const dialog = page.getByTestId("locker-dialog");
      await dialog.getByLabel(`${w.title} *`).fill(TITLE);
      await dialog.getByLabel(`${w.content} *`).fill(FIRST);
      await dialog.getByTestId("locker-save").click();
      await expect(page.getByText(w.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      await saveContent(page, w, SECOND, "warmer");
      await saveContent(page, w, THIRD);

      await page
        .getByTestId("locker-card")
        .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) })
        .getByRole("button", { name: w.edit(TITLE) })
        .click();
      const history = dialog.getByTestId("locker-history");
      await expect(history.getByTestId("locker-version")).toHaveCount(2);

      // The version before the last save, with the present one: the words that changed, marked.
      await history.getByRole("button", { name: w.compareWithCurrent }).first().click();
      const diff = history.getByTestId("locker-diff");
      await expect(diff).toBeFocused();
      const text = diff.getByRole("region", { name: w.textHeading });
      await expect(text.locator("del")).toHaveText(["spring", "loyal"]);
      await expect(text.locator("ins")).toHaveText(["summer", "new"]);

      // Offline, the comparison says what failed and why, and Retry asks again.
      await context.setOffline(true);
      await history.getByTestId("locker-compare").click();
      await expect(diff.getByTestId("action-failure")).toBeVisible();
      await context.setOffline(false);
      await diff.getByRole("button", { name: w.retry }).click();
      await expect(text.locator("ins")).toHaveText(["summer", "new"]);

      // Any two: the first version with the second, chosen with the keyboard.
      const older = history.getByLabel(w.older);
      await older.focus();
      await older.press("End");
      await expect(older.locator("option:checked")).toHaveText(w.version(1));
      await history.getByTestId("locker-compare-to").selectOption({ label: await optionLabel(history, 2) });
      await history.getByTestId("locker-compare").press("Enter");
      await expect(text.locator("del")).toHaveText(["short"]);
      await expect(text.locator("ins")).toHaveText(["warm"]);
      await expect(diff.getByRole("region")).toHaveCount(1);

      // The first version back in the form, saved as a new version.
      await history.getByRole("button", { name: w.restore }).last().click();
      await expect(page.getByText(w.restored)).toBeVisible();
      await expect(dialog.getByLabel(`${w.content} *`)).toHaveValue(FIRST);
      await dialog.getByTestId("locker-save").click();
      await expect(dialog).toBeHidden();
      await expect(
        page
          .getByTestId("locker-card")
          .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) }),
      ).toContainText("short newsletter");
      await page
        .getByTestId("locker-card")
        .filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) })
        .getByRole("button", { name: w.edit(TITLE) })
        .click();
      await expect(history.getByTestId("locker-version")).toHaveCount(3);
      await expect(history.getByTestId("locker-compare-to").locator("option:checked")).toHaveText(
        w.version(4),
      );
      await context.close();
    },
  );
}

async function optionLabel(history: ReturnType<Page["getByTestId"]>, number: number): Promise<string> {
  const labels = await history.getByTestId("locker-compare-to").locator("option").allTextContents();
  return labels.find((label) => new RegExp(`^\\D+ ${number} ·`).test(label))!;
}
