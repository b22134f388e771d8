import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { AXE_VARIANTS, expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// A member's prompt keeps a version of every save: its history compares two word by word and
// restores one as a new version.

const RUNS = [
  {
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
    restored: /Version 1 was restored as version 3\./,
    versions: /^Updated on .+ · 5 versions$/,
    title: "Version history",
  },
  {
    locale: "pt-BR",
    viewport: { width: 390, height: 844 },
    restored: /A versão 1 foi restaurada como versão 3\./,
    versions: /^Atualizado em .+ · 5 versões$/,
    title: "Histórico de versões",
  },
] as const;

for (const run of RUNS) {
  test(`${run.locale}: diff two versions, then restore the first as a new one`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const scheme = AXE_VARIANTS.find((variant) => variant.locale === run.locale)!.scheme;
    const context = await browser.newContext({
      locale: run.locale,
      baseURL,
      viewport: run.viewport,
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail("versions"), "secret123", "Lia Martins");
    const word = `quill${randomUUID().slice(0, 6)}`;

    await gotoHydrated(page, "/create-prompt");
    await page.locator("[name=title]").fill(`Weekly recap ${word}`);
    await page.locator("[name=description]").fill("A short recap of the week for the team.");
    await page.locator("[name=categoryId]").selectOption("consulting");
    await page.locator("[name=promptText]").fill("Summarize the week in five calm bullet points.");
    await page.locator("[name=changeNote]").fill("First draft");
    await page.getByTestId("prompt-form-submit").click();
    await expect(page).toHaveURL(/\/prompt\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());

    await gotoHydrated(page, `/prompt/${id}/edit`);
    await page.locator("[name=promptText]").fill("Summarize the week in three lively bullet points.");
    await page.locator("[name=changeNote]").fill("Shorter and livelier");
    await page.getByTestId("prompt-form-submit").click();
    await expect(page).toHaveURL(new RegExp(`/prompt/${id}$`));

    await page.getByTestId("prompt-history-link").click();
    await expect(page).toHaveURL(new RegExp(`/prompt/${id}/history$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(run.title);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const diff = page.getByTestId("version-diff");
    await expect(diff.locator("del")).toContainText(["five", "calm"]);
    await expect(diff.locator("ins")).toContainText(["three", "lively"]);
    await expect(page.getByTestId("version-row")).toHaveCount(2);
    await expect(page.getByText("Shorter and livelier")).toBeVisible();
    // Side by side on a desktop, one above the other on a phone.
    const sides = diff.getByTestId("diff-field").first().locator("p.font-mono");
    const [left, right] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
    if (run.viewport.width > 800) expect(right!.y).toBeCloseTo(left!.y, 0);
    else expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
    await expectNoAxeViolations(page, `/prompt/${id}/history (${run.locale})`);
    await page.screenshot({ path: `/tmp/versions-history-${run.locale}.png`, fullPage: true });

    // Restore the first version, after the confirmation, with a note.
    await page.getByTestId("restore-version").click();
    await page.getByTestId("restore-note").fill("Back to five");
    await expectNoAxeViolations(page, "restore dialog", "[role=alertdialog]");
    await page.getByTestId("confirm-restore").click();
    await expect(page.getByTestId("restore-done")).toHaveText(run.restored);
    await expect(page.getByTestId("version-row")).toHaveCount(3);

    // Offline, the restore fails in place and Retry does it once the connection is back.
    // Version 2 (the first Restore: the newest version has none).
    await page.getByTestId("restore-version").first().click();
    await page.getByTestId("confirm-restore").click();
    await expect(page.getByTestId("version-row")).toHaveCount(4);
    await context.setOffline(true);
    await page.getByTestId("restore-version").first().click();
    await page.getByTestId("confirm-restore").click();
    const failure = page.getByRole("alert").filter({ has: page.getByRole("button") });
    await expect(failure).toBeVisible();
    await context.setOffline(false);
    await failure.getByRole("button").click();
    await expect(page.getByTestId("version-row")).toHaveCount(5);

    await gotoHydrated(page, `/prompt/${id}`);
    await expect(page.getByTestId("prompt-versions")).toHaveText(run.versions);
    await context.close();
  });
}
