import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// Prompts as templates: a visitor fills a typed prompt on a phone in Portuguese (a choice, a number
// with its range, texts), and a member writes one with typed variables and built-ins on a desktop
// in English, sees where a mistake is, then fills it in; both find their values again.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function axe(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

test("a visitor fills the short-video prompt's typed fields on a phone, in Portuguese, and finds them again", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "pt-BR", baseURL, viewport: PHONE, colorScheme: "light" });
  const page = await context.newPage();
  await gotoHydrated(page, "/prompt/23");
  const preview = page.getByTestId("prompt-preview");

  // The platform is a list to choose from, the length a number with its range and default.
  const platform = page.getByLabel("plataforma");
  await expect(platform).toHaveJSProperty("tagName", "SELECT");
  const seconds = page.getByLabel("duração em segundos");
  await expect(seconds).toHaveAttribute("type", "number");
  await expect(seconds).toHaveValue("30");
  await expect(page.getByText("De 15 a 90")).toBeVisible();
  await expect(preview).toContainText("Escreva um roteiro de 30 segundos para o [plataforma]");

  await platform.selectOption("TikTok");
  await seconds.fill("120");
  await page.getByLabel("tema ou produto").fill("pão de fermentação natural");
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
  await expect(page.getByText("Suas respostas ficam guardadas neste aparelho para a próxima vez.")).toBeVisible();
  await page.getByRole("tabpanel").screenshot({ path: testInfo.outputPath("variables-phone-pt-light.png") });

  // The next visit finds them, in both themes.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(platform).toHaveValue("TikTok");
  await expect(seconds).toHaveValue("45");
  await page.getByRole("tabpanel").screenshot({ path: testInfo.outputPath("variables-phone-pt-dark.png") });
  await context.close();
});
