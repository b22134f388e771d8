import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { test as withAdmin } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// Keyboard and focus: the Copy button in reach of the blanks on a phone, the blanks kept over a
// reload, a focus ring on whatever the keyboard reaches, the focus kept where the member was after
// an action, and a dialog with unsaved edits that asks before Escape closes it.

type Locale = "en-US" | "pt-BR";

const WORDS = {
  "en-US": {
    copy: "Copy prompt",
    clear: "Clear fields",
    filled: (filled: number, total: number) => `${filled} of ${total} filled`,
    discard: "Discard your changes?",
    keep: "Keep editing",
    discardButton: "Discard",
    rename: "Rename",
    renameLabel: "Title",
    save: "Save",
    delete: "Delete",
    actions: (title: string) => `Actions for “${title}”`,
    favorite: "Save to favorites",
    unfavorite: "Remove from favorites",
    markUsed: "Mark as used",
    usedToday: "Used today",
  },
  "pt-BR": {
    copy: "Copiar prompt",
    clear: "Limpar campos",
    filled: (filled: number, total: number) => `${filled} de ${total} preenchidas`,
    discard: "Descartar suas alterações?",
    keep: "Continuar editando",
    discardButton: "Descartar",
    rename: "Renomear",
    renameLabel: "Título",
    save: "Salvar",
    delete: "Excluir",
    actions: (title: string) => `Ações de “${title}”`,
    favorite: "Salvar nos favoritos",
    unfavorite: "Remover dos favoritos",
    markUsed: "Marcar como usado",
    usedToday: "Usado hoje",
  },
} as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether the focused element shows a ring: its own outline or ring, or its card's (a stretched link). */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { shown: false, what: "body" };
    const rings = (target: Element) => {
      // The ring as it ends up, not half-way through a transition.
      for (const animation of target.getAnimations()) animation.finish();
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
      // A Tailwind ring is a box-shadow with a spread: "… 0px 0px 0px 2px".
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || ring;
    };
    const card = element.closest("article");
    const shown = rings(element) || Boolean(card && card.contains(element) && rings(card));
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    return { shown, what };
  });
}

/** Tabs through the page and lists what the keyboard reached without a visible ring. */
async function withoutRing(page: Page, presses: number) {
  const missing: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    const { shown, what } = await focusRing(page);
    if (!shown && what !== "body") missing.push(what);
  }
  return missing;
}

async function legendMember(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`keyboard-${locale.toLowerCase()}`));
  const checkout = await page.request.post("/api/v1/billing/checkout", {
    data: { plan: "legend", country: locale === "pt-BR" ? "BR" : "US" },
  });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  return { context, page };
}

for (const locale of ["en-US", "pt-BR"] as const) {
  const w = WORDS[locale];

  for (const [device, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`filling a prompt's blanks keeps Copy in reach and the values over a reload (${locale}, ${device})`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await browser.newContext({ locale, baseURL, viewport, colorScheme });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await gotoHydrated(page, "/prompt/9");
        const fields = page.locator("input[data-placeholder]");
        const total = await fields.count();
        expect(total).toBeGreaterThanOrEqual(2);
        const copy = page.getByTestId("copy-prompt-bar");

        for (let index = 0; index < total; index++) {
          const field = fields.nth(index);
          await field.click();
          await field.pressSequentially(`value ${index + 1}`);
          await expect(field).toBeFocused();
          // While typing in any field, the whole Copy button is on screen.
          const box = (await copy.boundingBox())!;
          expect(box.y, `field ${index + 1}`).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, `field ${index + 1}`).toBeLessThanOrEqual(viewport.height);
          // And the field is not hidden under the bar.
          const fieldBox = (await field.boundingBox())!;
          expect(fieldBox.y + fieldBox.height, `field ${index + 1}`).toBeLessThanOrEqual(box.y);
          if (index === 0) {
            await expect(page.getByTestId("filled-count")).toHaveText(w.filled(1, total));
            await page.screenshot({
              path: testInfo.outputPath(`prompt-filling-${device}-${colorScheme}.png`),
            });
          }
        }

        // Copy from the bar keeps the focus on it and copies the filled prompt.
        await copy.focus();
        await page.keyboard.press("Enter");
        await expect(copy).toBeFocused();
        await expect(copy).toHaveText(/Copied|Copiado/);

        await page.reload();
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
        for (let index = 0; index < total; index++)
          await expect(fields.nth(index)).toHaveValue(`value ${index + 1}`);
        await expect(page.getByTestId("prompt-preview")).toContainText("value 1");
        expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

        // Clear empties them, puts the focus on the first one, and the reload brings nothing back.
        await page.getByRole("button", { name: w.clear }).click();
        await expect(fields.first()).toHaveValue("");
        await expect(fields.first()).toBeFocused();
        await page.reload();
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
        await expect(fields.first()).toHaveValue("");
        await context.close();
      }
    });
  }

  // One theme per language keeps the run short; the two runs together cover both themes.
  const colorScheme = locale === "en-US" ? "light" : "dark";
  test(`every control the keyboard reaches shows a focus ring (${locale}, ${colorScheme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, baseURL, viewport: DESKTOP, colorScheme });
    const page = await context.newPage();
    for (const path of ["/", "/categories", "/prompt/9"]) {
      await gotoHydrated(page, path);
      expect(await withoutRing(page, 30), `${path} (${colorScheme})`).toEqual([]);
    }
    // The tabs and the theme menu's items.
    await gotoHydrated(page, "/prompt/9");
    await page.getByRole("tab").first().focus();
    await page.keyboard.press("ArrowRight");
    expect((await focusRing(page)).shown).toBe(true);
    const theme = page.getByRole("button", { name: /theme|tema/i }).first();
    await theme.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    const item = await focusRing(page);
    expect(item.shown, item.what).toBe(true);
    await context.close();
  });

  test(`favouriting and marking as used keep the focus on the button (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    await signUpAndVerify(page, uniqueEmail(`keyboard-favorite-${locale.toLowerCase()}`));
    await gotoHydrated(page, "/prompt/9");
    const favorite = page.getByTestId("favorite-toggle");
    await favorite.focus();
    await page.keyboard.press("Enter");
    await expect(favorite).toHaveText(w.unfavorite);
    await expect(favorite).toBeFocused();
    const used = page.getByRole("button", { name: w.markUsed });
    await used.focus();
    await page.keyboard.press("Enter");
    const marked = page.getByRole("button", { name: w.usedToday });
    await expect(marked).toBeVisible();
    await expect(marked).toBeFocused();
    await context.close();
  });

  test(`the chat box has the focus after sending; rename and delete move it to a sensible place; a dirty dialog asks before Escape closes it (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await legendMember(browser, baseURL, locale);
    await gotoHydrated(page, "/chat-legend");
    const input = page.getByTestId("chat-input");
    const answer = page.getByTestId("assistant-message").last();

    // Sent with Enter: once the answer is in, the box has the focus again.
    await input.fill("First conversation about a meal plan");
    await input.press("Enter");
    await expect(answer).toHaveAttribute("data-status", "done", { timeout: 30_000 });
    await expect(input).toBeFocused();
    // Sent with the Send button: the same.
    await input.fill("And a shopping list");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("assistant-message")).toHaveCount(2);
    await expect(page.getByTestId("assistant-message").last()).toHaveAttribute("data-status", "done", {
      timeout: 30_000,
    });
    await expect(input).toBeFocused();

    // A second conversation, so a delete has a neighbour.
    await page.getByTestId("new-chat").click();
    await expect(page).toHaveURL(/\/chat-legend$/);
    await input.fill("Second conversation about a trip");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-message").last()).toHaveAttribute("data-status", "done", {
      timeout: 30_000,
    });
    // The wide screen's copy of the list (the phone's is folded away).
    const list = page.getByRole("navigation", { name: /Conversations|Conversas/ }).last();
    const rows = list.getByTestId("conversation");
    await expect(rows).toHaveCount(2);
    const firstTitle = (await rows.first().getByRole("link").textContent())!.trim();

    // Rename from the keyboard; Escape with a changed name asks, and Keep editing keeps the text.
    await rows
      .first()
      .getByRole("button", { name: w.actions(firstTitle) })
      .focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: w.rename }).click();
    const name = page.getByRole("dialog").getByLabel(w.renameLabel);
    await name.fill("Trip ideas");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog", { name: w.discard })).toBeVisible();
    await page.getByRole("button", { name: w.keep }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(name).toHaveValue("Trip ideas");
    await expect(name).toBeFocused();
    await page.getByRole("button", { name: w.save, exact: true }).click();
    const renamed = list.getByRole("link", { name: "Trip ideas" });
    await expect(renamed).toBeFocused();

    // Delete: the focus goes to the conversation that took its place.
    await list.getByRole("button", { name: w.actions("Trip ideas") }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: w.delete }).click();
    await page.getByTestId("confirm-delete-conversation").click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("link")).toBeFocused();

    // The locker's editor: Escape with a title typed asks; Keep editing keeps it; Discard closes.
    await gotoHydrated(page, "/prompt-locker");
    await page.getByTestId("locker-new").first().click();
    const dialog = page.getByTestId("locker-dialog");
    const title = dialog.getByRole("textbox").first();
    await title.fill("A prompt I am writing");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog", { name: w.discard })).toBeVisible();
    await page.getByRole("button", { name: w.keep }).click();
    await expect(dialog).toBeVisible();
    await expect(title).toHaveValue("A prompt I am writing");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: w.discardButton, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing typed: Escape closes at once.
    await page.getByTestId("locker-new").first().click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The member's pages: every control the keyboard reaches shows its ring there too.
    for (const path of ["/chat-legend", "/prompt-locker", "/focus"]) {
      await gotoHydrated(page, path);
      expect(await withoutRing(page, 30), path).toEqual([]);
    }
    await context.close();
  });
}

for (const lang of ["en", "pt"] as const) {
  const w = WORDS[lang === "en" ? "en-US" : "pt-BR"];
  withAdmin.describe(`the admin's prompt editor (${lang})`, () => {
    withAdmin.use({ lang });
    withAdmin("Escape with unsaved edits asks first, and Keep editing keeps them", async ({ admin }) => {
      withAdmin.setTimeout(90_000);
      const { page } = admin;
      await gotoHydrated(page, "/admin?tab=prompts&edit=3");
      const editor = page.getByTestId("admin-prompt-editor");
      const title = page.getByTestId(`admin-editor-${lang}.title`);
      const before = await title.inputValue();
      await title.fill(`${before} (draft)`);
      await title.press("Escape");
      await expect(page.getByRole("alertdialog", { name: w.discard })).toBeVisible();
      await page.getByRole("button", { name: w.keep }).click();
      await expect(title).toHaveValue(`${before} (draft)`);
      await expect(title).toBeFocused();
      await title.press("Escape");
      await page.getByRole("button", { name: w.discardButton, exact: true }).click();
      await expect(editor).toHaveCount(0);
      await expect(page).not.toHaveURL(/[?&]edit=/);

      // Nothing changed: Escape closes it at once.
      await gotoHydrated(page, "/admin?tab=prompts&edit=3");
      await page.getByTestId(`admin-editor-${lang}.title`).press("Escape");
      await expect(editor).toHaveCount(0);
    });
  });
}
