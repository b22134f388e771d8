import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support/axe";
import { gotoHydrated } from "./support/hydration";
import { DESKTOP, PHONE, SHORT_VIDEO, shortVideoFields, typedPromptsMember } from "./support/typed-prompts";

// The typed fill-in form wherever a prompt is used: a visitor on a phone in English, and Legend
// members who pick a typed prompt in the chat's "/" menu (Portuguese, phone), schedule one with its
// values, fill a locker prompt and start the repurposer from one (English, desktop).

test("a visitor fills the short-video prompt's typed fields on a phone, in English, and finds them again", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "en-US", baseURL, viewport: PHONE });
  const page = await context.newPage();
  await gotoHydrated(page, SHORT_VIDEO.path);
  const preview = page.getByTestId("prompt-preview");
  const { platform, seconds, topic } = shortVideoFields(page, "en");
  await expect(platform).toHaveJSProperty("tagName", "SELECT");
  await expect(seconds).toHaveAttribute("type", "number");
  await expect(seconds).toHaveValue("30");

  await platform.selectOption("YouTube Shorts");
  await seconds.fill("5");
  await topic.fill("sourdough bread");
  await expect(page.getByText("Enter 15 or more.")).toBeVisible();
  await page.getByTestId("copy-prompt-bar").click();
  await expect(page.getByText("One field needs a fix before copying.")).toBeVisible();
  await expect(seconds).toBeFocused();
  await seconds.fill("20");
  await expect(preview).toContainText(
    "Write a script for a 20-second YouTube Shorts video about sourdough bread",
  );
  await expect(page.getByText("Your answers are kept on this device for next time.")).toBeVisible();
  await axe(page, "/prompt/23 (en, phone)");

  await page.reload();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(platform).toHaveValue("YouTube Shorts");
  await expect(seconds).toHaveValue("20");
  await context.close();
});

test(
  "a Legend member picks a typed prompt in the chat's / menu on a phone, in Portuguese, fixes a value, sends it filled and finds the values again",
  { tag: "@postgres" },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { context, page } = await typedPromptsMember(browser, baseURL, {
      label: "fill-pt-br",
      locale: "pt-BR",
      viewport: PHONE,
      plan: "legend",
    });
    await gotoHydrated(page, "/chat-legend");
    const input = page.getByTestId("chat-input");
    await input.pressSequentially("/");
    const menu = page.getByTestId("prompt-menu");
    await menu.getByRole("searchbox", { name: "Buscar prompts" }).fill("roteiro de vídeo curto");
    await menu.getByRole("button", { name: /Roteiro de Vídeo Curto/ }).click();
    await expect(menu.getByRole("heading", { name: /Preencha “Roteiro de Vídeo Curto/ })).toBeVisible();

    // Each field is of its kind; the text under them reads as it will be sent.
    const { platform, seconds, topic } = shortVideoFields(menu, "pt");
    await expect(platform).toHaveJSProperty("tagName", "SELECT");
    await expect(seconds).toHaveValue("30");
    await platform.selectOption("TikTok");
    await topic.fill("pão de fermentação natural");
    await seconds.fill("120");
    await expect(menu.getByTestId("prompt-fill-preview")).toContainText(
      "Escreva um roteiro de 120 segundos para o TikTok sobre pão de fermentação natural",
    );

    // A value out of range stops the insert (Enter in a field sends the form) and says why, in place.
    await seconds.press("Enter");
    await expect(menu.getByText("Informe no máximo 90.")).toBeVisible();
    await expect(menu.getByText("Um campo precisa de ajuste antes.")).toBeVisible();
    await expect(seconds).toBeFocused();
    await expect(
      menu.getByText("Suas respostas ficam guardadas na sua conta para a próxima vez."),
    ).toBeVisible();
    await axe(page, "the chat's fill-in form (pt, phone)");
    await menu.screenshot({ path: testInfo.outputPath("chat-fill-phone-pt.png") });

    const kept = page.waitForResponse(
      (response) => response.url().includes("/values") && response.request().method() === "PUT",
    );
    await seconds.fill("45");
    expect((await kept).status()).toBe(200);
    await menu.getByRole("button", { name: "Inserir na mensagem" }).click();
    await expect(menu).toHaveCount(0);
    await expect(input).toHaveValue(
      /Escreva um roteiro de 45 segundos para o TikTok sobre pão de fermentação natural/,
    );
    await expect(input).toHaveValue(/\[público-alvo\]/);
    await input.press("Enter");
    await expect(page.getByTestId("user-message").last()).toContainText(
      "45 segundos para o TikTok sobre pão de fermentação natural",
    );

    // The next time, the menu opens the prompt with what was filled in.
    await expect(input).toBeEnabled({ timeout: 30_000 });
    await input.pressSequentially("/");
    await menu.getByRole("searchbox", { name: "Buscar prompts" }).fill("roteiro de vídeo curto");
    await menu.getByRole("button", { name: /Roteiro de Vídeo Curto/ }).click();
    await expect(platform).toHaveValue("TikTok");
    await expect(seconds).toHaveValue("45");
    await context.close();
  },
);

test(
  "a Legend member schedules a typed prompt with its values, fills a locker prompt and starts the repurposer from one, in English",
  { tag: "@postgres" },
  async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const { context, page } = await typedPromptsMember(browser, baseURL, {
      label: "fill-en-us",
      locale: "en-US",
      viewport: DESKTOP,
      plan: "legend",
    });

    // The calendar's Add opens with the page's typed values, checks them and keeps them.
    await gotoHydrated(page, SHORT_VIDEO.path);
    const onPage = shortVideoFields(page, "en");
    await onPage.platform.selectOption("TikTok");
    await onPage.topic.fill("cold brew");
    const button = page.getByRole("button", { name: "Add to calendar" });
    await expect(button).toHaveAttribute("data-ready", "true");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Add to your calendar" });
    const inDialog = shortVideoFields(dialog, "en");
    await expect(inDialog.platform).toHaveValue("TikTok");
    await inDialog.seconds.fill("200");
    await dialog.getByLabel("Day", { exact: true }).fill("2030-05-14");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Enter 90 or less.")).toBeVisible();
    await expect(inDialog.seconds).toBeFocused();
    await inDialog.seconds.fill("60");
    await expect(dialog.getByTestId("add-to-calendar-preview")).toContainText(
      "Write a script for a 60-second TikTok video about cold brew",
    );
    await axe(page, "the calendar's Add with typed fields");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Added to your calendar on May 14, 2030")).toBeVisible();

    const entries = (await (await page.request.get("/api/v1/calendar?month=2030-05")).json()) as {
      entries: { id: string }[];
    };
    const entry = (await (await page.request.get(`/api/v1/calendar/${entries.entries[0]!.id}`)).json()) as {
      entry: { values: Record<string, string> };
    };
    expect(entry.entry.values).toMatchObject({
      platform: "TikTok",
      "length in seconds": "60",
      "topic or product": "cold brew",
    });
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    await page.getByTestId("calendar-marker").first().click();
    const entryDialog = page.getByTestId("calendar-entry-dialog");
    await expect(entryDialog.getByTestId("calendar-entry-values")).toContainText("TikTok");
    await expect(entryDialog.getByTestId("calendar-entry-text")).toContainText(
      "Write a script for a 60-second TikTok video about cold brew",
    );

    // The entry's values change through the same fields, checked before they are saved.
    await entryDialog.getByRole("button", { name: "Change values" }).click();
    const length = shortVideoFields(entryDialog, "en").seconds;
    await expect(length).toHaveValue("60");
    await length.fill("200");
    await length.press("Enter");
    await expect(entryDialog.getByText("Enter 90 or less.")).toBeVisible();
    await expect(length).toBeFocused();
    await length.fill("75");
    await entryDialog.getByRole("button", { name: "Save values" }).click();
    await expect(page.getByText("Values saved")).toBeVisible();
    await expect(entryDialog.getByTestId("calendar-entry-text")).toContainText(
      "Write a script for a 75-second TikTok video about cold brew",
    );
    await page.keyboard.press("Escape");

    // A locker prompt with typed variables: Fill in, checked, copied filled.
    expect(
      (
        await page.request.post("/api/v1/locker/prompts", {
          data: {
            title: "Weekly update",
            content: "Write a [tone: calm | upbeat = calm] update for [team] about [week: date].",
          },
        })
      ).status(),
    ).toBe(201);
    await gotoHydrated(page, "/prompt-locker");
    await page.getByRole("button", { name: "Fill in “Weekly update” and copy it" }).click();
    const fill = page.getByTestId("locker-fill-dialog");
    await expect(fill.getByLabel("tone")).toHaveValue("calm");
    await fill.getByLabel("tone").selectOption("upbeat");
    await fill.getByLabel("team").fill("the design team");
    await fill.getByLabel("week").fill("2030-05-13");
    await expect(fill.getByTestId("prompt-fill-preview")).toHaveText(
      "Write a upbeat update for the design team about May 13, 2030.",
    );
    await axe(page, "the locker's fill-in form");
    await fill.getByRole("button", { name: "Copy filled prompt" }).click();
    await expect(fill).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Write a upbeat update for the design team about May 13, 2030.",
    );
    // Kept in this browser: the form opens with them again.
    await page.getByRole("button", { name: "Fill in “Weekly update” and copy it" }).click();
    await expect(fill.getByLabel("team")).toHaveValue("the design team");
    await page.keyboard.press("Escape");

    // The repurposer starts from a prompt, filled in through the same form; what was typed stays.
    await gotoHydrated(page, "/repurpose");
    const text = page.getByLabel("Your text");
    await text.fill("My notes.");
    await page.getByTestId("repurpose-from-prompt").click();
    const menu = page.getByTestId("prompt-menu");
    await menu.getByRole("searchbox", { name: "Search prompts" }).fill("Weekly update");
    await menu.getByRole("button", { name: /Weekly update/ }).click();
    await expect(menu.getByLabel("team")).toHaveValue("the design team");
    await menu.getByRole("button", { name: "Use as your text" }).click();
    await expect(menu).toHaveCount(0);
    await expect(text).toHaveValue(
      "My notes.\n\nWrite a upbeat update for the design team about May 13, 2030.",
    );
    await context.close();
  },
);
