import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { latestMail, signUpAndVerify, uniqueEmail, type MailboxMessage } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// The content calendar. The tests plan on May 2030, far from the real today, and move the
// server's test clock (POST /dev/clock) to see the 08:00 reminder; one test at a time, since that
// clock is the server's.
test.describe.configure({ mode: "serial" });

const COPY = {
  "en-US": {
    lang: "en" as const,
    title: "Launch-day LinkedIn post",
    month: "May 2030",
    april: "April 2030",
    day14: "Tuesday, May 14, 2030",
    added: "Calendar entry added",
    scheduled: "Scheduled for May 14, 2030",
    enable: "Enable reminder",
    disable: "Disable reminder",
    updated: "Reminder updated",
    moveLabel: "Move to another day",
    move: "Move",
    moved: "Entry moved to May 20, 2030",
    delete: "Delete entry",
    confirm: "Delete",
    deleted: "Entry deleted",
    open: "Open prompt",
    mail: /^Today on your content calendar: Launch-day LinkedIn post$/,
    nav: "Content calendar",
    search: "Search your prompts",
  },
  "pt-BR": {
    lang: "pt" as const,
    title: "Post de lançamento no LinkedIn",
    month: "Maio de 2030",
    april: "Abril de 2030",
    day14: "terça-feira, 14 de maio de 2030",
    added: "Entrada adicionada ao calendário",
    scheduled: "Agendado para 14 de maio de 2030",
    enable: "Ativar lembrete",
    disable: "Desativar lembrete",
    updated: "Lembrete atualizado",
    moveLabel: "Mudar para outro dia",
    move: "Mudar",
    moved: "Entrada movida para 20 de maio de 2030",
    delete: "Excluir entrada",
    confirm: "Excluir",
    deleted: "Entrada excluída",
    open: "Abrir prompt",
    mail: /^Hoje no seu calendário de conteúdo: Post de lançamento no LinkedIn$/,
    nav: "Calendário de conteúdo",
    search: "Buscar nos seus prompts",
  },
};

async function memberWithPrompt(
  browser: Browser,
  baseURL: string | undefined,
  locale: keyof typeof COPY,
  colorScheme: "light" | "dark" = "light",
) {
  const copy = COPY[locale];
  const context = await browser.newContext({ locale, baseURL, colorScheme, timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  const email = uniqueEmail(`calendar-${locale.toLowerCase()}`);
  await signUpAndVerify(page, email);
  const created = await page.request.post("/create-prompt", {
    form: {
      title: copy.title,
      description:
        locale === "pt-BR"
          ? "Um post curto para anunciar o lançamento de um produto."
          : "A short post announcing a product launch.",
      categoryId: "marketing",
      promptText: "Write a LinkedIn post announcing [product] to [audience].",
      language: copy.lang,
    },
    maxRedirects: 0,
  });
  const promptId = created.headers()["location"]!.split("/").pop()!;
  return { context, page, email, promptId };
}

const day = (page: Page, date: string) => page.locator(`[data-testid=calendar-day][data-day="${date}"]`);

async function setClock(page: Page, at: string) {
  const response = await page.request.post("/dev/clock", { data: at === "reset" ? { reset: true } : { at } });
  expect(response.status()).toBe(200);
}

async function remindersTo(page: Page, email: string): Promise<MailboxMessage[]> {
  const messages = (await (await page.request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
  return messages.filter(
    (message) => message.to === email && /calendário de conteúdo:|content calendar:/.test(message.subject),
  );
}

for (const locale of ["en-US", "pt-BR"] as const) {
  const copy = COPY[locale];

  test(
    `schedule, remind at 08:00, move, delete (${locale})`,
    { tag: locale === "en-US" ? "@postgres" : [] },
    async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const { context, page, email, promptId } = await memberWithPrompt(browser, baseURL, locale);
      try {
        await gotoHydrated(page, "/");
        await expect(
          page
            .getByRole("navigation", { name: /Main navigation|Navegação principal/ })
            .getByRole("link", { name: copy.nav }),
        ).toBeVisible();
        await gotoHydrated(page, "/content-calendar?month=2030-05");
        await expect(page.getByRole("heading", { name: copy.month })).toBeVisible();
        await expect(page.getByRole("columnheader")).toHaveCount(7);
        await expect(page.getByRole("columnheader").first()).toHaveAttribute(
          "aria-label",
          locale === "pt-BR" ? "domingo" : "Sunday",
        );

        // Pick the day, then one of the member's prompts in the sheet.
        await day(page, "2030-05-14").getByRole("button", { name: copy.day14 }).click();
        const sheet = page.getByTestId("calendar-sheet");
        await expect(sheet.getByRole("heading", { name: copy.day14 })).toBeVisible();
        await expect(sheet.getByRole("searchbox", { name: copy.search })).toBeVisible();
        await sheet.getByTestId("calendar-sheet-prompt").filter({ hasText: copy.title }).click();
        await expect(page.getByText(copy.added)).toBeVisible();
        await expect(sheet).toBeHidden();

        // The day is bold, with its marker.
        await expect(day(page, "2030-05-14")).toHaveAttribute("data-has-entries", "true");
        const number = day(page, "2030-05-14").getByTestId("calendar-day-number");
        expect(
          Number(await number.evaluate((element) => getComputedStyle(element).fontWeight)),
        ).toBeGreaterThanOrEqual(700);
        await day(page, "2030-05-14").getByTestId("calendar-marker").click();
        const dialog = page.getByTestId("calendar-entry-dialog");
        await expect(dialog.getByRole("heading", { name: copy.title })).toBeVisible();
        await expect(dialog).toContainText(copy.scheduled);
        await expect(dialog.getByRole("link", { name: copy.open })).toHaveAttribute(
          "href",
          `/prompt/${promptId}`,
        );

        // Reminder on: nothing at 07:59 in São Paulo, the mail at 08:00, in the member's language.
        await dialog.getByRole("button", { name: copy.enable }).click();
        await expect(page.getByText(copy.updated)).toBeVisible();
        await expect(dialog).toBeHidden();
        await setClock(page, "2030-05-14T07:59:00-03:00");
        expect(await remindersTo(page, email)).toEqual([]);
        await setClock(page, "2030-05-14T08:00:00-03:00");
        const mail = await latestMail(page.request, email, copy.mail);
        expect(mail.text).toContain(`/prompt/${promptId}`);
        await setClock(page, "reset");

        // …and off again.
        await day(page, "2030-05-14").getByTestId("calendar-marker").click();
        await dialog.getByRole("button", { name: copy.disable }).click();
        await expect(page.getByText(copy.updated).first()).toBeVisible();
        await day(page, "2030-05-14").getByTestId("calendar-marker").click();
        await expect(dialog.getByRole("button", { name: copy.enable })).toBeVisible();

        // Move by the date field…
        await dialog.getByLabel(copy.moveLabel).fill("2030-05-20");
        await dialog.getByRole("button", { name: copy.move, exact: true }).click();
        await expect(page.getByText(copy.moved)).toBeVisible();
        await expect(day(page, "2030-05-20")).toHaveAttribute("data-has-entries", "true");
        await expect(day(page, "2030-05-14")).not.toHaveAttribute("data-has-entries");

        // …and by dragging it on a wide screen (tall enough for the whole month: Playwright's drag
        // ends if it has to scroll between picking up and dropping).
        await page.setViewportSize({ width: 1280, height: 1000 });
        await day(page, "2030-05-20").getByTestId("calendar-chip").dragTo(day(page, "2030-05-22"));
        await expect(day(page, "2030-05-22")).toHaveAttribute("data-has-entries", "true");
        await expect(day(page, "2030-05-20")).not.toHaveAttribute("data-has-entries");

        // Delete, confirmed.
        await day(page, "2030-05-22").getByTestId("calendar-marker").click();
        await dialog.getByRole("button", { name: copy.delete }).click();
        await page
          .getByTestId("calendar-delete-confirm")
          .getByRole("button", { name: copy.confirm, exact: true })
          .click();
        await expect(page.getByText(copy.deleted)).toBeVisible();
        await expect(page.locator("[data-testid=calendar-day][data-has-entries]")).toHaveCount(0);
      } finally {
        await setClock(page, "reset");
        await context.close();
      }
    },
  );

  test(`the grid by keyboard (${locale})`, async ({ browser, baseURL }) => {
    const { context, page } = await memberWithPrompt(browser, baseURL, locale);
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day);
    await day(page, "2030-05-14").getByRole("button").first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedDay()).toBe("2030-05-15");
    await page.keyboard.press("ArrowDown");
    expect(await focusedDay()).toBe("2030-05-22");
    await page.keyboard.press("Home");
    expect(await focusedDay()).toBe("2030-05-19");
    // Up across the month's start: April comes in, the focus follows.
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("heading", { name: copy.april })).toBeVisible();
    await expect.poll(focusedDay).toBe("2030-04-28");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("calendar-sheet").getByRole("heading", { level: 2 })).toContainText(
      locale === "pt-BR" ? "28 de abril de 2030" : "April 28, 2030",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("calendar-sheet")).toBeHidden();
    // The only day in the tab order is the one last focused.
    await expect(page.locator('[data-testid=calendar-grid] button[tabindex="0"]')).toHaveCount(1);
    await context.close();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`calendar screens have no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale, scheme);
      const check = async (label: string) => {
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
        expect(summary, `${label} (${scheme}, ${locale})`).toEqual([]);
      };
      await page.request.post("/api/v1/calendar", {
        data: { promptId: Number(promptId), date: "2030-05-14", reminder: true },
      });
      await gotoHydrated(page, "/content-calendar?month=2030-05");
      await check("calendar");
      await day(page, "2030-05-03").getByRole("button").first().click();
      await expect(page.getByTestId("calendar-sheet-prompt").first()).toBeVisible();
      await check("day sheet");
      await page.keyboard.press("Escape");
      await day(page, "2030-05-14").getByTestId("calendar-marker").click();
      await expect(page.getByTestId("calendar-entry-dialog")).toBeVisible();
      await check("entry dialog");
      await gotoHydrated(page, "/settings?tab=calendar");
      await expect(page.getByTestId("calendar-settings")).toBeVisible();
      await check("settings › calendar");
      await context.close();
    });
  }
}

test("adding or moving an entry offline keeps the sheet or dialog as it was, says so, and Retry does it (en)", async ({
  browser,
  baseURL,
}) => {
  const copy = COPY["en-US"];
  const { context, page } = await memberWithPrompt(browser, baseURL, "en-US");
  await gotoHydrated(page, "/content-calendar?month=2030-05");
  await day(page, "2030-05-14").getByRole("button", { name: copy.day14 }).click();
  const sheet = page.getByTestId("calendar-sheet");
  // The list answers the typed search before the connection drops (the empty search's list shows
  // the prompt too, and the search for "launch" would otherwise be asked offline).
  const searched = page.waitForResponse((response) => response.url().includes("/calendar/prompts?q=launch"));
  await sheet.getByRole("searchbox", { name: copy.search }).fill("launch");
  await searched;
  const choice = sheet.getByTestId("calendar-sheet-prompt").filter({ hasText: copy.title });
  await expect(choice).toBeVisible();

  await context.setOffline(true);
  await choice.click();
  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Could not reach the server. Check your connection and try again." });
  await expect(failure).toContainText(`“${copy.title}” was not added to May 14, 2030.`);
  await expect(sheet.getByRole("heading", { name: copy.day14 })).toBeVisible();
  await expect(sheet.getByRole("searchbox", { name: copy.search })).toHaveValue("launch");
  await expect(choice).toBeEnabled();
  await expect(day(page, "2030-05-14")).not.toHaveAttribute("data-has-entries");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await context.setOffline(false);
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(copy.added)).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(day(page, "2030-05-14")).toHaveAttribute("data-has-entries", "true");
  await expect(failure).toHaveCount(0);

  // The entry's own changes too: the dialog stays open, with the day typed, until Retry.
  await day(page, "2030-05-14").getByTestId("calendar-marker").click();
  const dialog = page.getByTestId("calendar-entry-dialog");
  await dialog.getByLabel(copy.moveLabel).fill("2030-05-20");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: copy.move, exact: true }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Could not reach the server." })).toContainText(
    `“${copy.title}” was not moved to May 20, 2030.`,
  );
  await expect(dialog.getByLabel(copy.moveLabel)).toHaveValue("2030-05-20");
  await context.setOffline(false);
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(copy.moved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(day(page, "2030-05-20")).toHaveAttribute("data-has-entries", "true");
  await context.close();
});

test("signed out: no calendar link, and the page asks to log in first", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: /Content calendar|Calendário de conteúdo/ })).toHaveCount(0);
  await page.goto("/content-calendar?month=2030-05");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcontent-calendar/);
});

test(
  "settings: the feed link is shown once and a reset stops the old one",
  { tag: "@postgres" },
  async ({ browser, baseURL }) => {
    const { context, page } = await memberWithPrompt(browser, baseURL, "en-US");
    await page.request.post("/api/v1/calendar", {
      data: {
        promptId: Number((await (await page.request.get("/api/v1/calendar/prompts")).json()).items[0].id),
        date: "2030-05-14",
      },
    });
    await gotoHydrated(page, "/settings?tab=calendar");
    await expect(page.getByTestId("calendar-zone")).toHaveValue("America/Sao_Paulo");
    await page.getByRole("button", { name: "Create private link" }).click();
    const first = await page.getByLabel("Your private calendar link").inputValue();
    expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("DTSTART;VALUE=DATE:20300514");
    await page.reload();
    await expect(page.getByLabel("Your private calendar link")).toHaveCount(0);
    await page.getByRole("button", { name: "Reset link" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset link" }).click();
    const second = await page.getByLabel("Your private calendar link").inputValue();
    expect(second).not.toBe(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
    expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);
    await context.close();
  },
);
