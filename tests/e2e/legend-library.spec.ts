import type { Browser, Page } from "@playwright/test";
import { CATALOG_PROMPTS_DROPS } from "../../content/catalog/prompts-drops";
import { CATALOG_PROMPTS_FORBIDDEN } from "../../content/catalog/prompts-forbidden";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, expectToast, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// Forbidden prompts, the weekly drops on /new and the daily trends, in each language.

const COPY = {
  en: {
    locale: "en-US",
    country: "US",
    forbidden: "Forbidden",
    forbiddenOnly: "Forbidden only",
    upgradeToLegend: "Upgrade to Legend",
    thisWeek: "This week",
    nextDrop: /Next drop: /,
    trendsTitle: "Daily trends",
    teaserTitle: "Daily trends are part of the Legend plan",
    seePlans: "See the plans",
    notEnough: /not enough activity yet/,
    lastDays: /^Last 8 days, oldest first: /,
    updated: "Prompt updated",
    // Each language schedules its own drop: en and pt tests share a server.
    drop: CATALOG_PROMPTS_DROPS[0]!,
  },
  pt: {
    locale: "pt-BR",
    country: "BR",
    forbidden: "Proibido",
    forbiddenOnly: "Só proibidos",
    upgradeToLegend: "Quero o Legend",
    thisWeek: "Esta semana",
    nextDrop: /Próximo lançamento: /,
    trendsTitle: "Tendências do dia",
    teaserTitle: "As tendências do dia fazem parte do plano Legend",
    seePlans: "Ver os planos",
    notEnough: /não há movimento suficiente/,
    lastDays: /^Últimos 8 dias, do mais antigo ao mais recente: /,
    updated: "Prompt atualizado",
    drop: CATALOG_PROMPTS_DROPS[1]!,
  },
} as const;

async function memberOn(
  browser: Browser,
  baseURL: string | undefined,
  lang: Lang,
  plan: "creator" | "legend" | null,
): Promise<Page> {
  const context = await browser.newContext({ locale: COPY[lang].locale, baseURL });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(`legend-library-${plan ?? "free"}-${lang}`));
  if (plan) {
    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan, country: COPY[lang].country },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
  }
  return page;
}

for (const lang of ["en", "pt"] as const) {
  const copy = COPY[lang];

  test.describe(`the Legend library (${lang})`, () => {
    test.use({ lang });

    test("a Creator finds forbidden prompts by their badge and filter, and gets the Legend upgrade card", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const page = await memberOn(browser, baseURL, lang, "creator");
      await gotoHydrated(page, "/categories");
      await page.getByTestId("forbidden-filter").click();
      await expect(page).toHaveURL(/forbidden=1/);
      const cards = page.locator("main li").filter({ has: page.getByTestId("forbidden-badge") });
      await expect(cards).toHaveCount(CATALOG_PROMPTS_FORBIDDEN.length);
      await expect(page.getByTestId("forbidden-badge").first()).toHaveText(copy.forbidden);
      await expect(page.getByRole("link", { name: copy.forbiddenOnly })).toHaveAttribute(
        "aria-current",
        "page",
      );

      const forbidden = CATALOG_PROMPTS_FORBIDDEN[0]!;
      await page.getByRole("link", { name: forbidden.title[lang] }).first().click();
      // The card stands in for the text, and again beside it on wide screens.
      const card = page.getByTestId("legend-upgrade-card").first();
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: copy.upgradeToLegend })).toHaveAttribute(
        "href",
        "/pricing",
      );
      await expect(page.getByTestId("upgrade-card")).toHaveCount(0);
      // The text is nowhere in the page a Creator gets.
      const firstLine = forbidden.promptText[lang].split("\n")[0]!.slice(0, 60);
      expect(await page.content()).not.toContain(firstLine);
      await page.context().close();
    });

    test("a Legend member reads a forbidden prompt whole", async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const page = await memberOn(browser, baseURL, lang, "legend");
      await gotoHydrated(page, "/categories?forbidden=1");
      const forbidden = CATALOG_PROMPTS_FORBIDDEN[1]!;
      await page.getByRole("link", { name: forbidden.title[lang] }).first().click();
      await expect(page.getByText(forbidden.promptText[lang].split("\n")[0]!.slice(0, 60))).toBeVisible();
      await expect(page.getByTestId("legend-upgrade-card")).toHaveCount(0);
      await page.context().close();
    });

    test(
      "an admin schedules a drop into this week and /new lists it by week",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ admin, openVisitor }) => {
        test.setTimeout(90_000);
        // A retry finds the drop its first attempt released (they share the server): what comes before
        // the release is checked on the first attempt only.
        const firstAttempt = test.info().retry === 0;
        const visitor = await openVisitor();
        await gotoHydrated(visitor, "/new");
        await expect(visitor.getByRole("heading", { level: 2, name: copy.thisWeek })).toBeVisible();
        if (firstAttempt) {
          await expect(visitor.getByTestId("next-drop")).toHaveText(copy.nextDrop);
          await expect(visitor.getByText(copy.drop.title[lang])).toHaveCount(0);
        }

        // Scheduled drops are only in the admin's list until their day.
        const { page } = admin;
        await gotoHydrated(page, `/admin?tab=prompts&q=${encodeURIComponent(copy.drop.title.en)}`);
        const row = page.getByTestId("admin-prompt").first();
        if (firstAttempt) await expect(row.getByTestId("admin-scheduled")).toBeVisible();
        const id = await row.getAttribute("data-prompt-id");
        await gotoHydrated(page, `/admin?tab=prompts&edit=${id}`);
        const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        await page.getByTestId("admin-published-on").fill(yesterday);
        await page.getByTestId("admin-editor-save").click();
        await expectToast(page, copy.updated);

        await gotoHydrated(visitor, "/new");
        const week = visitor.getByTestId("new-week").filter({ hasText: copy.drop.title[lang] });
        await expect(week).toHaveCount(1);
        await expect(week.getByRole("heading", { level: 2 })).toBeVisible();
        await visitor.setViewportSize({ width: 390, height: 844 });
        await expect(visitor.getByRole("link", { name: copy.drop.title[lang] }).first()).toBeVisible();
      },
    );

    test(
      "/trends: a teaser below Legend, and rising searches with their sparklines for Legend",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const free = await memberOn(browser, baseURL, lang, null);
        await gotoHydrated(free, "/trends");
        await expect(free.getByRole("heading", { level: 1, name: copy.teaserTitle })).toBeVisible();
        await expect(free.getByRole("link", { name: copy.seePlans })).toHaveAttribute("href", "/pricing");
        await free.context().close();

        const page = await memberOn(browser, baseURL, lang, "legend");
        // Three searches for a word today make it rise (none before); a word of a forbidden prompt's title.
        const word = CATALOG_PROMPTS_FORBIDDEN[2]!.title[lang]
          .toLowerCase()
          .normalize("NFD")
          .replace(/\p{M}/gu, "")
          .split(/[^a-z]+/)
          .find((candidate) => candidate.length >= 6)!;
        for (let i = 0; i < 3; i++)
          expect((await page.request.get(`/api/v1/prompts?q=${word}&lang=${lang}`)).ok()).toBe(true);

        await gotoHydrated(page, "/trends");
        await expect(page.getByRole("heading", { level: 1, name: copy.trendsTitle })).toBeVisible();
        // Other browser tests' copies and uses (same database, same day) may already make prompts rise;
        // when none do, the page says so and lists the library's picks instead (with no row of zeros).
        const notEnough = page.getByTestId("trends-not-enough");
        const rows = page.getByTestId("trend-prompt");
        await expect(rows.first()).toBeVisible();
        if ((await notEnough.count()) > 0) await expect(notEnough).toHaveText(copy.notEnough);
        else await expect(rows.first().getByRole("img")).toHaveAttribute("aria-label", copy.lastDays);

        const risingWord = page.getByTestId("trend-word").filter({ hasText: word });
        await expect(risingWord).toBeVisible();
        await expect(risingWord.getByRole("img")).toHaveAttribute("aria-label", copy.lastDays);
        await page.context().close();
      },
    );
  });
}
