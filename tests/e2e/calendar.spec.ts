import { expect, test, type Browser, type Page } from "@playwright/test";
import { latestMail, signUpAndVerify, uniqueEmail, type MailboxMessage } from "./support/accounts";
import { AXE_VARIANTS, expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// The content calendar. The tests plan on May 2030, far from the real today.

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
    search: "Search your prompts and the library",
    addButton: "Add to calendar",
    addDialog: "Add to your calendar",
    addDay: "Day",
    addReminder: "Email me a reminder at 08:00 that day",
    addSubmit: "Add",
    addedOn: "Added to your calendar on May 14, 2030",
    values: "What you filled in",
    copyPrompt: "Copy prompt",
    copied: "Prompt copied with what you filled in",
    reminderOn: "Reminder on",
    withReminder: "Tuesday, May 14, 2030, 1 prompt planned, with a reminder",
    library: "Library",
    locked: "Your plan doesn't include this prompt",
    undo: "Undo",
    undoneMove: "Move undone: back on May 14, 2030",
    restored: "Entry restored",
    pastTitle: "Schedule it in the past?",
    pastConfirm: "Schedule anyway",
    pastCancel: "Choose another day",
    viewMonth: "Month",
    viewList: "List",
    discardTitle: "Discard your change?",
    keepEditing: "Keep editing",
    discard: "Discard",
    product: "the Aurora lamp",
    audience: "small bakeries",
    filled: "Write a LinkedIn post announcing the Aurora lamp to small bakeries.",
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
    search: "Buscar nos seus prompts e na biblioteca",
    addButton: "Adicionar ao calendário",
    addDialog: "Adicionar ao seu calendário",
    addDay: "Dia",
    addReminder: "Me lembrar por e-mail às 08:00 nesse dia",
    addSubmit: "Adicionar",
    addedOn: "Adicionado ao seu calendário em 14 de maio de 2030",
    values: "O que você preencheu",
    copyPrompt: "Copiar prompt",
    copied: "Prompt copiado com o que você preencheu",
    reminderOn: "Lembrete ativado",
    withReminder: "terça-feira, 14 de maio de 2030, 1 prompt planejado, com lembrete",
    library: "Biblioteca",
    locked: "Seu plano não inclui este prompt",
    undo: "Desfazer",
    undoneMove: "Mudança desfeita: de volta em 14 de maio de 2030",
    restored: "Entrada restaurada",
    pastTitle: "Agendar no passado?",
    pastConfirm: "Agendar mesmo assim",
    pastCancel: "Escolher outro dia",
    viewMonth: "Mês",
    viewList: "Lista",
    discardTitle: "Descartar a alteração?",
    keepEditing: "Continuar editando",
    discard: "Descartar",
    product: "a luminária Aurora",
    audience: "pequenas padarias",
    filled: "Write a LinkedIn post announcing a luminária Aurora to pequenas padarias.",
  },
};

async function memberWithPrompt(
  browser: Browser,
  baseURL: string | undefined,
  locale: keyof typeof COPY,
  colorScheme: "light" | "dark" = "light",
  viewport: { width: number; height: number } = DESKTOP,
) {
  const copy = COPY[locale];
  const context = await browser.newContext({
    locale,
    baseURL,
    colorScheme,
    viewport,
    timezoneId: "America/Sao_Paulo",
    permissions: ["clipboard-read", "clipboard-write"],
  });
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

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

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

// The reminder moves the server's test clock (POST /dev/clock): these run one at a time.
test.describe("the 08:00 reminder", () => {
  test.describe.configure({ mode: "serial" });
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
          // The dialog stays open, the focus on the reminder's button.
          await dialog.getByRole("button", { name: copy.enable }).click();
          await expect(page.getByText(copy.updated)).toBeVisible();
          await expect(dialog.getByRole("button", { name: copy.disable })).toBeFocused();
          await page.keyboard.press("Escape");
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
          await expect(dialog.getByRole("button", { name: copy.enable })).toBeFocused();

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
  }
});

for (const locale of ["en-US", "pt-BR"] as const) {
  const copy = COPY[locale];

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
}

for (const { scheme, locale } of AXE_VARIANTS) {
  test(`calendar screens have no axe violations (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale, scheme);
    const check = (label: string) => expectNoAxeViolations(page, `${label} (${scheme}, ${locale})`);
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
    const planned = await page.request.post("/api/v1/calendar", {
      data: {
        promptId: Number((await (await page.request.get("/api/v1/calendar/prompts")).json()).items[0].id),
        date: "2030-05-14",
      },
    });
    // Once, on PostgreSQL, the feed came back empty: if the entry was not planned, say why.
    expect(planned.ok(), await planned.text()).toBe(true);
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

/** A toast of Sonner's that says `text`. */
const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** An entry on 2030-05-14 for the member's prompt, added through the API. */
async function addEntry(page: Page, promptId: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post("/api/v1/calendar", {
    data: { promptId: Number(promptId), date: "2030-05-14", ...extra },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { entry: { id: string } }).entry;
}

for (const [locale, viewport] of [
  ["en-US", DESKTOP],
  ["pt-BR", PHONE],
] as const) {
  const copy = COPY[locale];
  const size = viewport === PHONE ? "phone" : "desktop";

  test(`add to calendar from a prompt page keeps the filled values, shown, copied and filled again (${locale}, ${size})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale, "light", viewport);
    await gotoHydrated(page, `/prompt/${promptId}`);
    await page.locator('[data-placeholder="product"]').fill(copy.product);
    await page.locator('[data-placeholder="audience"]').fill(copy.audience);
    const button = page.getByRole("button", { name: copy.addButton });
    await expect(button).toHaveAttribute("data-ready", "true");
    await button.click();
    const dialog = page.getByRole("dialog", { name: copy.addDialog });
    await expect(dialog.getByTestId("add-to-calendar-values")).toContainText(copy.product);
    await expect(dialog.getByTestId("add-to-calendar-values")).toContainText(copy.audience);
    await dialog.getByLabel(copy.addDay, { exact: true }).fill("2030-05-14");
    await dialog.getByLabel(copy.addReminder).check();
    await dialog.getByRole("button", { name: copy.addSubmit, exact: true }).click();
    await expect(page.getByText(copy.addedOn)).toBeVisible();
    await expect(dialog).toBeHidden();

    await gotoHydrated(page, "/content-calendar?month=2030-05");
    if (viewport === PHONE) {
      // A phone shows the month as a list, grouped by day.
      await expect(page.getByTestId("calendar-agenda")).toBeVisible();
      await expect(page.getByTestId("calendar-grid")).toBeHidden();
      const entry = page.getByTestId("calendar-agenda-entry").filter({ hasText: copy.title });
      await expect(entry.getByRole("img", { name: copy.reminderOn })).toBeVisible();
      await entry.click();
    } else {
      await expect(day(page, "2030-05-14").getByTestId("calendar-marker")).toHaveAccessibleName(
        new RegExp(copy.reminderOn === "Reminder on" ? "with a reminder" : "com lembrete"),
      );
      await day(page, "2030-05-14").getByTestId("calendar-marker").click();
    }
    const entryDialog = page.getByTestId("calendar-entry-dialog");
    await expect(entryDialog.getByRole("heading", { name: copy.values })).toBeVisible();
    await expect(entryDialog.getByTestId("calendar-entry-values")).toContainText(copy.audience);
    await expect(entryDialog.getByTestId("calendar-entry-text")).toHaveText(copy.filled);
    await entryDialog.getByRole("button", { name: copy.copyPrompt }).click();
    await expect(page.getByText(copy.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy.filled);

    // "Open prompt" brings the values back into the prompt page's fields.
    await entryDialog.getByRole("link", { name: copy.open }).click();
    await expect(page).toHaveURL(new RegExp(`/prompt/${promptId}\\?calendarEntry=`));
    await expect(page.locator('[data-placeholder="product"]')).toHaveValue(copy.product);
    await expect(page.locator('[data-placeholder="audience"]')).toHaveValue(copy.audience);
    await context.close();
  });

  test(`the day sheet searches the whole library, marking what the plan does not open (${locale}, ${size})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await memberWithPrompt(browser, baseURL, locale, "light", viewport);
    // A library prompt the free plan opens and one it does not, as the API's search lists them.
    const search = async (q: string) =>
      (
        (await (
          await page.request.get(`/api/v1/calendar/prompts?q=${encodeURIComponent(q)}`, {
            headers: { "accept-language": locale },
          })
        ).json()) as {
          items: { id: number; title: string; origin: string; locked: boolean }[];
        }
      ).items.filter((item) => item.origin === "library");
    let open: { title: string } | undefined;
    let closed: { title: string } | undefined;
    for (const word of ["post", "email", "plan", "plano", "conteúdo", "vendas", "story", "video"]) {
      const items = await search(word);
      open ??= items.find((item) => !item.locked);
      closed ??= items.find((item) => item.locked);
      if (open && closed) break;
    }
    expect(open && closed, "the seeded library has prompts of both kinds").toBeTruthy();

    await gotoHydrated(page, "/content-calendar?month=2030-05");
    if (viewport === PHONE) {
      await page
        .getByTestId("calendar-agenda")
        .getByLabel(/Plan a day|Planejar um dia/)
        .fill("2030-05-14");
      await page.getByRole("button", { name: /Open day|Abrir dia/ }).click();
    } else {
      await day(page, "2030-05-14").getByRole("button", { name: copy.day14 }).click();
    }
    const sheet = page.getByTestId("calendar-sheet");
    await expect(sheet.getByRole("heading", { name: copy.day14 })).toBeVisible();
    const searchbox = sheet.getByRole("searchbox", { name: copy.search });
    await searchbox.fill(closed!.title);
    const lockedChoice = sheet
      .getByTestId("calendar-sheet-prompt")
      .filter({ hasText: closed!.title })
      .first();
    await expect(lockedChoice).toContainText(copy.library);
    await expect(lockedChoice).toContainText(copy.locked);
    await expect(lockedChoice).toBeDisabled();

    await searchbox.fill(open!.title);
    const openChoice = sheet.getByTestId("calendar-sheet-prompt").filter({ hasText: open!.title }).first();
    await expect(openChoice).toContainText(copy.library);
    await expect(openChoice).toBeEnabled();
    await openChoice.click();
    await expect(page.getByText(copy.added)).toBeVisible();
    await expect(sheet).toBeHidden();
    if (viewport === PHONE)
      await expect(page.getByTestId("calendar-agenda-entry").filter({ hasText: open!.title })).toBeVisible();
    else await expect(day(page, "2030-05-14")).toHaveAttribute("data-has-entries", "true");
    await context.close();
  });

  test(`undo a move and a delete; a past day is confirmed first (${locale}, ${size})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale, "light", viewport);
    await addEntry(page, promptId, { values: { product: copy.product } });
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    const dialog = page.getByTestId("calendar-entry-dialog");
    const openEntry = async (date: string) => {
      if (viewport === PHONE)
        await page
          .locator(`[data-testid=calendar-agenda-day][data-day="${date}"]`)
          .getByTestId("calendar-agenda-entry")
          .click();
      else await day(page, date).getByTestId("calendar-marker").click();
      await expect(dialog).toBeVisible();
    };
    const planned = (date: string) =>
      viewport === PHONE
        ? page.locator(`[data-testid=calendar-agenda-day][data-day="${date}"]`)
        : page.locator(`[data-testid=calendar-day][data-day="${date}"][data-has-entries]`);

    // Move, then Undo: the entry is back on its day.
    await openEntry("2030-05-14");
    await dialog.getByLabel(copy.moveLabel).fill("2030-05-20");
    await dialog.getByRole("button", { name: copy.move, exact: true }).click();
    await expect(planned("2030-05-20")).toHaveCount(1);
    const undoMove = page.waitForRequest(
      (request) => request.method() === "PATCH" && request.url().includes("/api/v1/calendar/"),
    );
    await toastWith(page, copy.moved).getByRole("button", { name: copy.undo }).click();
    expect((await undoMove).postDataJSON()).toEqual({ date: "2030-05-14" });
    await expect(page.getByText(copy.undoneMove)).toBeVisible();
    await expect(planned("2030-05-14")).toHaveCount(1);
    await expect(planned("2030-05-20")).toHaveCount(0);

    // Delete, then Undo: the entry comes back with what was filled in.
    await openEntry("2030-05-14");
    await expect(dialog.getByTestId("calendar-entry-values")).toContainText(copy.product);
    await dialog.getByRole("button", { name: copy.delete }).click();
    await page
      .getByTestId("calendar-delete-confirm")
      .getByRole("button", { name: copy.confirm, exact: true })
      .click();
    await expect(planned("2030-05-14")).toHaveCount(0);
    await toastWith(page, copy.deleted).getByRole("button", { name: copy.undo }).click();
    await expect(page.getByText(copy.restored)).toBeVisible();
    await expect(planned("2030-05-14")).toHaveCount(1);
    await openEntry("2030-05-14");
    await expect(dialog.getByTestId("calendar-entry-values")).toContainText(copy.product);

    // Moving to a day that has passed asks first; "Choose another day" changes nothing.
    await dialog.getByLabel(copy.moveLabel).fill("2020-05-14");
    await dialog.getByRole("button", { name: copy.move, exact: true }).click();
    const past = page.getByRole("alertdialog", { name: copy.pastTitle });
    await expect(past).toBeVisible();
    await past.getByRole("button", { name: copy.pastCancel }).click();
    await expect(past).toBeHidden();
    await expect(dialog.getByLabel(copy.moveLabel)).toHaveValue("2020-05-14");
    await dialog.getByRole("button", { name: copy.move, exact: true }).click();
    await past.getByRole("button", { name: copy.pastConfirm }).click();
    await expect(
      page.getByText(
        locale === "en-US" ? "Entry moved to May 14, 2020" : "Entrada movida para 14 de maio de 2020",
      ),
    ).toBeVisible();
    await gotoHydrated(page, "/content-calendar?month=2020-05");
    await expect(planned("2020-05-14")).toHaveCount(1);
    await context.close();
  });
}

for (const locale of ["en-US", "pt-BR"] as const) {
  const copy = COPY[locale];

  test(`the reminder keeps the focus, its marker shows, and unsaved edits ask before Escape closes (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale);
    await addEntry(page, promptId);
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    await day(page, "2030-05-14").getByTestId("calendar-marker").click();
    const dialog = page.getByTestId("calendar-entry-dialog");
    const toggle = dialog.getByTestId("calendar-reminder-toggle");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(copy.updated)).toBeVisible();
    await expect(dialog.getByRole("button", { name: copy.disable })).toBeFocused();
    await expect(dialog.getByRole("img", { name: copy.reminderOn })).toBeVisible();
    // The month shows the bell, named, on the day.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(day(page, "2030-05-14").getByRole("button", { name: copy.withReminder })).toHaveCount(1);
    await expect(day(page, "2030-05-14").getByTestId("calendar-chip-reminder")).toBeVisible();
    await day(page, "2030-05-14").getByTestId("calendar-marker").click();

    // A day picked but not moved to: Escape asks; keeping it keeps the day typed.
    await dialog.getByLabel(copy.moveLabel).fill("2030-05-21");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: copy.discardTitle });
    await expect(discard).toBeVisible();
    await discard.getByRole("button", { name: copy.keepEditing }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(copy.moveLabel)).toHaveValue("2030-05-21");
    await page.keyboard.press("Escape");
    await discard.getByRole("button", { name: copy.discard, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(day(page, "2030-05-14")).toHaveAttribute("data-has-entries", "true");
    // Without a change, Escape just closes.
    await day(page, "2030-05-14").getByTestId("calendar-marker").click();
    await expect(dialog.getByLabel(copy.moveLabel)).toHaveValue("2030-05-14");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);
    await context.close();
  });

  test(`the list view by keyboard, toggled on a desktop (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale);
    await addEntry(page, promptId, { reminder: true });
    await page.request.post("/api/v1/calendar", { data: { promptId: Number(promptId), date: "2030-05-02" } });
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    await expect(page.getByTestId("calendar-agenda")).toBeHidden();
    await page.getByRole("button", { name: copy.viewList, exact: true }).click();
    await expect(page.getByRole("button", { name: copy.viewList, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("calendar-grid")).toBeHidden();
    const days = page.getByTestId("calendar-agenda-day");
    await expect(days).toHaveCount(2);
    await expect(days.first().getByRole("heading")).toContainText(
      locale === "en-US" ? "May 2, 2030" : "2 de maio de 2030",
    );
    await expect(days.nth(1).getByRole("img", { name: copy.reminderOn })).toBeVisible();
    // Tab reaches the entries in reading order; Enter opens one.
    await days.first().getByTestId("calendar-agenda-entry").focus();
    await expect(days.first().getByTestId("calendar-agenda-entry")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(days.first().getByRole("button", { name: /May 2, 2030|2 de maio de 2030/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(days.nth(1).getByTestId("calendar-agenda-entry")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("calendar-entry-dialog")).toContainText(copy.scheduled);
    await page.keyboard.press("Escape");
    await expect(days.nth(1).getByTestId("calendar-agenda-entry")).toBeFocused();
    await page.getByRole("button", { name: copy.viewMonth, exact: true }).click();
    await expect(page.getByTestId("calendar-grid")).toBeVisible();
    await context.close();
  });
}

for (const [scheme, viewport] of [
  ["light", PHONE],
  ["dark", DESKTOP],
] as const) {
  const size = viewport === PHONE ? "phone" : "desktop";
  test(`the list view has no axe violations, with screenshots (${scheme}, ${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const locale = scheme === "light" ? "en-US" : "pt-BR";
    const { context, page, promptId } = await memberWithPrompt(browser, baseURL, locale, scheme, viewport);
    await addEntry(page, promptId, { reminder: true });
    await page.request.post("/api/v1/calendar", { data: { promptId: Number(promptId), date: "2030-05-02" } });
    await page.request.post("/api/v1/calendar", { data: { promptId: Number(promptId), date: "2030-05-02" } });
    await gotoHydrated(page, "/content-calendar?month=2030-05");
    if (viewport === DESKTOP) await page.getByTestId("calendar-view-agenda").click();
    await expect(page.getByTestId("calendar-agenda")).toBeVisible();
    await expectNoAxeViolations(page, `list view (${scheme}, ${size})`);
    await page.screenshot({
      path: testInfo.outputPath(`calendar-agenda-${scheme}-${size}.png`),
      fullPage: true,
    });
    if (process.env.CALENDAR_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.CALENDAR_SCREENSHOTS}/calendar-agenda-${scheme}-${size}.png`,
        fullPage: true,
      });
    await context.close();
  });
}
