import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support/axe";
import { gotoHydrated } from "./support/hydration";
import { DESKTOP, PHONE, SHORT_VIDEO, shortVideoFields, typedPromptsMember } from "./support/typed-prompts";

// Prompts as templates: a visitor fills a typed prompt on a phone in Portuguese (a choice, a number
// with its range, texts), and a member writes one with typed variables and built-ins on a desktop
// in English, sees where a mistake is, then fills it in; both find their values again.

test("a visitor fills the short-video prompt's typed fields on a phone, in Portuguese, and finds them again", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    locale: "pt-BR",
    baseURL,
    viewport: PHONE,
    colorScheme: "light",
  });
  const page = await context.newPage();
  await gotoHydrated(page, SHORT_VIDEO.path);
  const preview = page.getByTestId("prompt-preview");

  // The platform is a list to choose from, the length a number with its range and default.
  const { platform, seconds, topic } = shortVideoFields(page, "pt");
  await expect(platform).toHaveJSProperty("tagName", "SELECT");
  await expect(seconds).toHaveAttribute("type", "number");
  await expect(seconds).toHaveValue("30");
  await expect(page.getByText("De 15 a 90")).toBeVisible();
  await expect(preview).toContainText("Escreva um roteiro de 30 segundos para o [plataforma]");

  await platform.selectOption("TikTok");
  await seconds.fill("120");
  await topic.fill("pão de fermentação natural");
  await expect(page.getByText("Informe no máximo 90.")).toBeVisible();
  await expect(seconds).toHaveAttribute("aria-invalid", "true");

  // Copy waits for the number to fit, and says why.
  await page.getByTestId("copy-prompt-bar").click();
  await expect(page.getByText("Um campo precisa de ajuste antes de copiar.")).toBeVisible();
  await expect(seconds).toBeFocused();
  await seconds.fill("45");
  await expect(page.getByText("Informe no máximo 90.")).toHaveCount(0);
  await expect(preview).toContainText(
    "Escreva um roteiro de 45 segundos para o TikTok sobre pão de fermentação natural, para [público-alvo].",
  );
  await expect(page.getByTestId("filled-count")).toHaveText("3 de 5 preenchidas");
  await expect(
    page.getByText("Suas respostas ficam guardadas neste aparelho para a próxima vez."),
  ).toBeVisible();
  await page.getByRole("tabpanel").screenshot({ path: testInfo.outputPath("variables-phone-pt-light.png") });

  // The next visit finds them, in both themes.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(platform).toHaveValue("TikTok");
  await expect(seconds).toHaveValue("45");
  await page.getByRole("tabpanel").screenshot({ path: testInfo.outputPath("variables-phone-pt-dark.png") });

  // The help page explains the syntax and lets the reader try an example.
  await gotoHydrated(page, "/help/variables");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Variáveis nos prompts");
  const tryIt = page.getByTestId("help-try-it");
  await tryIt.getByLabel("canal").selectOption("Instagram");
  await tryIt.getByLabel("tema", { exact: true }).fill("café especial");
  await expect(tryIt.getByTestId("prompt-preview")).toContainText(
    "Escreva um post de 120 palavras para Instagram sobre café especial, em tom descontraído.",
  );
  await tryIt.screenshot({ path: testInfo.outputPath("help-phone-pt-dark.png") });
  await axe(page, "/help/variables (pt, phone, dark)");
  await context.close();
});

test(
  "a member writes a typed prompt, is shown where a mistake is, then fills it in on a desktop, in English",
  { tag: "@postgres" },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { context, page } = await typedPromptsMember(browser, baseURL, {
      label: "variables",
      locale: "en-US",
      viewport: DESKTOP,
      name: "Ana Souza",
    });

    await gotoHydrated(page, "/create-prompt");
    await page.getByLabel("Title *").fill("Launch announcement");
    await page.getByLabel("Description *").fill("A short launch post for any channel.");
    await page.getByLabel("Category *").selectOption("marketing");
    const text = page.getByLabel("Prompt *");
    await text.fill(
      "Write a [tone: formal] post about [product]\nfor [channel: LinkedIn | Instagram | newsletter].",
    );

    // The mistake is said in place, with where and why; Show selects it in the text.
    const problems = page.getByTestId("template-problems");
    await expect(problems).toContainText(
      "Line 1, column 16: “formal” is not a kind of variable. Use text, long, date or number, or list the choices separated by “|”",
    );
    await page
      .getByTestId("prompt-form")
      .screenshot({ path: testInfo.outputPath("editor-desktop-en-light.png") });
    await problems.getByRole("button", { name: "Show line 1, column 16 in the text" }).click();
    await expect(text).toBeFocused();
    expect(
      await text.evaluate((area: HTMLTextAreaElement) =>
        area.value.slice(area.selectionStart, area.selectionEnd),
      ),
    ).toBe("formal");
    await page.keyboard.type("formal | friendly | bold = friendly");
    await expect(problems).not.toContainText("Line 1");

    // "Insert variable" writes each kind where the cursor is, its name selected to type over.
    await text.press("ControlOrMeta+End");
    await text.pressSequentially(" Launch on ");
    await page.getByRole("button", { name: "Insert a variable at the cursor" }).click();
    await page.getByRole("menuitem", { name: /^Date/ }).click();
    await expect(text).toBeFocused();
    await page.keyboard.type("launch day");
    await text.press("ControlOrMeta+End");
    await text.pressSequentially(", in about ");
    await page.getByRole("button", { name: "Insert a variable at the cursor" }).click();
    await page.getByRole("menuitem", { name: /^Number in a range/ }).click();
    await text.press("ControlOrMeta+End");
    await text.pressSequentially(" words. Sign it ");
    await page.getByRole("button", { name: "Insert a variable at the cursor" }).click();
    await page.getByRole("menuitem", { name: /^Reader's name/ }).click();
    await text.press("ControlOrMeta+End");
    await text.pressSequentially(".\n[extra details?: long]");
    await expect(text).toHaveValue(
      "Write a [tone: formal | friendly | bold = friendly] post about [product]\nfor [channel: LinkedIn | Instagram | newsletter]. Launch on [launch day: date], in about [words: number 100..500 = 300] words. Sign it [my name].\n[extra details?: long]",
    );
    await expect(page.getByTestId("prompt-form-placeholders")).toHaveText(
      "7 placeholders: readers fill them in before copying.",
    );
    await page.getByTestId("prompt-form-submit").click();
    await expect(page).toHaveURL(/\/prompt\/\d+$/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);

    // Each variable gets the input of its kind; the reader's name is filled in and cannot be changed.
    await expect(page.getByLabel("tone")).toHaveValue("friendly");
    await expect(page.getByLabel("launch day")).toHaveAttribute("type", "date");
    const words = page.getByLabel("words");
    await expect(words).toHaveAttribute("max", "500");
    await expect(page.getByLabel(/my name/)).toHaveValue("Ana Souza");
    await expect(page.getByLabel(/my name/)).toHaveAttribute("readonly", "");
    await expect(page.getByText("(optional)")).toBeVisible();
    await page.getByLabel("product").fill("the Aurora lamp");
    await page.getByLabel("channel").selectOption("newsletter");
    await page.getByLabel("launch day").fill("2026-05-01");
    const kept = page.waitForResponse(
      (response) => response.url().includes("/values") && response.request().method() === "PUT",
    );
    await words.fill("150");
    await kept;
    const preview = page.getByTestId("prompt-preview");
    await expect(preview).toHaveText(
      "Write a friendly post about the Aurora lamp\nfor newsletter. Launch on May 1, 2026, in about 150 words. Sign it Ana Souza.\n",
    );
    await expect(page.getByTestId("filled-count")).toHaveText("All blanks filled");
    await page.getByTestId("copy-prompt").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Write a friendly post about the Aurora lamp\nfor newsletter. Launch on May 1, 2026, in about 150 words. Sign it Ana Souza.\n",
    );
    await axe(page, "a typed prompt's fill-in form");
    await page
      .getByRole("tabpanel")
      .screenshot({ path: testInfo.outputPath("variables-desktop-en-light.png") });

    // Without a connection the change waits, says so, and is sent once the browser is back online.
    await context.setOffline(true);
    await page.getByLabel("product").fill("the Aurora desk lamp");
    await expect(page.getByRole("status").filter({ hasText: "not kept on your account yet" })).toBeVisible();
    const resent = page.waitForResponse(
      (response) => response.url().includes("/values") && response.request().method() === "PUT",
    );
    await context.setOffline(false);
    expect((await resent).status()).toBe(200);
    await expect(page.getByText("Your answers are kept on your account for next time.")).toBeVisible();

    // Kept on the account: the next visit opens with them, in the dark theme too.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByLabel("product")).toHaveValue("the Aurora desk lamp");
    await expect(page.getByLabel("channel")).toHaveValue("newsletter");
    await expect(words).toHaveValue("150");
    await expect(page.getByText("Your answers are kept on your account for next time.")).toBeVisible();
    await page
      .getByRole("tabpanel")
      .screenshot({ path: testInfo.outputPath("variables-desktop-en-dark.png") });
    await context.close();
  },
);
