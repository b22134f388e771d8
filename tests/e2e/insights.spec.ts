import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// A Legend member's analytics and recommendations, and priority support, in each language.

const COPY = {
  en: {
    locale: "en-US",
    country: "US",
    title: "Your analytics",
    emptyTitle: "Your analytics start with your first prompt",
    teaser: "Analytics and recommendations",
    seePlan: "See the Legend plan",
    period90: "Last 90 days",
    menu: "Analytics",
    recommended: "Recommended for you",
    reason:
      /^(Because you use .+ prompts|Because you like prompts tagged “.+”|Members who used “.+” also used this|Popular this week|A good place to start)$/,
    markUsed: "Mark as used",
    priority: "You have priority support.",
    chatYours: "Chat support is open to you.",
    normalTime: "We usually answer within three business days.",
    send: "Send message",
    sent: "Message sent",
    badge: "Priority",
    fields: { name: "Name", email: "Email", subject: "Subject", message: "Message" },
  },
  pt: {
    locale: "pt-BR",
    country: "BR",
    title: "Suas estatísticas",
    emptyTitle: "Suas estatísticas começam no seu primeiro prompt",
    teaser: "Estatísticas e recomendações",
    seePlan: "Conhecer o plano Legend",
    period90: "Últimos 90 dias",
    menu: "Estatísticas",
    recommended: "Recomendados para você",
    reason:
      /^(Porque você usa prompts de .+|Porque você curte prompts com a tag “.+”|Quem usou “.+” também usou este|Em alta nesta semana|Um bom ponto de partida)$/,
    markUsed: "Marcar como usado",
    priority: "Você tem suporte prioritário.",
    chatYours: "O suporte por chat está disponível para você.",
    normalTime: "Costumamos responder em até três dias úteis.",
    send: "Enviar mensagem",
    sent: "Mensagem enviada",
    badge: "Prioridade",
    fields: { name: "Nome", email: "E-mail", subject: "Assunto", message: "Mensagem" },
  },
} as const;

async function memberOn(
  browser: Browser,
  baseURL: string | undefined,
  lang: Lang,
  plan: "creator" | "legend" | null,
) {
  const context = await browser.newContext({
    locale: COPY[lang].locale,
    baseURL,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  const email = uniqueEmail(`insights-${plan ?? "free"}-${lang}`);
  await signUpAndVerify(page, email);
  if (plan) {
    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan, country: COPY[lang].country },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
  }
  return { page, email };
}

/**
 * Copies prompts with their button, each counted for this member (copies are de-duplicated per
 * member, not per address). The copy event is a keepalive fetch, so it is read through a route
 * rather than waited for as a response.
 */
async function copyPrompts(page: Page, ids: number[]) {
  const recorded: boolean[] = [];
  await page.route("**/api/v1/prompts/*/events", async (route) => {
    const response = await route.fetch();
    recorded.push(((await response.json()) as { recorded: boolean }).recorded);
    await route.fulfill({ response });
  });
  for (const [index, id] of ids.entries()) {
    await gotoHydrated(page, `/prompt/${id}`);
    await page.getByTestId("copy-prompt").click();
    await expect.poll(() => recorded.length).toBe(index + 1);
  }
  await page.unroute("**/api/v1/prompts/*/events");
  expect(recorded).toEqual(ids.map(() => true));
}

/** The button turns at once (optimistic); the test waits for the server's answer before leaving. */
function promptAction(page: Page, id: number) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(`/prompt/${id}`),
  );
}

async function markUsed(page: Page, id: number, lang: Lang) {
  await gotoHydrated(page, `/prompt/${id}`);
  const saved = promptAction(page, id);
  await page.getByRole("button", { name: COPY[lang].markUsed }).click();
  await expect(page.getByRole("button", { name: COPY[lang].markUsed })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
}

async function expectNoAxeViolations(page: Page, label: string) {
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
  expect(summary, label).toEqual([]);
}

for (const lang of ["en", "pt"] as const) {
  const copy = COPY[lang];

  test.describe(`Legend insights (${lang})`, () => {
    test.use({ lang });

    test("a Creator gets the teaser with a way to the plans", async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const { page } = await memberOn(browser, baseURL, lang, "creator");
      await gotoHydrated(page, "/analytics");
      const teaser = page.getByTestId("analytics-teaser");
      await expect(teaser.getByRole("heading", { level: 1 })).toHaveText(copy.teaser);
      await teaser.getByRole("link", { name: copy.seePlan }).click();
      await expect(page).toHaveURL(/\/pricing/);
      await gotoHydrated(page, "/contact");
      await expect(page.getByTestId("answer-time")).toHaveText(copy.normalTime);
      await expect(page.getByTestId("priority-support")).toHaveCount(0);
      await page.context().close();
    });

    test(
      "a Legend member's analytics after copies and uses, the home row, and axe in both themes",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ browser, baseURL }) => {
        test.setTimeout(150_000);
        const { page } = await memberOn(browser, baseURL, lang, "legend");

        await gotoHydrated(page, "/analytics");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
        await expect(page.getByRole("heading", { name: copy.emptyTitle })).toBeVisible();
        // With no history, this week's popular prompts are recommended all the same.
        await expect(
          page.getByTestId("analytics-recommended").getByTestId("recommendation").first(),
        ).toBeVisible();

        const [first, second, third] = [1, 3, 5];
        await copyPrompts(page, [first, second]);
        await markUsed(page, first, lang);
        await markUsed(page, third, lang);
        const favorited = promptAction(page, third);
        await page.getByTestId("favorite-toggle").click();
        await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
        expect((await favorited).ok()).toBe(true);

        // Reached from the account menu, where the other Legend tools are.
        await gotoHydrated(page, "/");
        await page.getByTestId("account-menu").click();
        await page.getByRole("menuitem", { name: copy.menu }).click();
        await expect(page).toHaveURL(/\/analytics$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
        await expect(page.getByTestId("total-copies").locator("dd").first()).toHaveText("2");
        await expect(page.getByTestId("total-uses").locator("dd").first()).toHaveText("2");
        await expect(page.getByTestId("total-favorites").locator("dd").first()).toHaveText("1");
        await expect(page.getByTestId("total-active").locator("dd").first()).toHaveText("1");
        await expect(page.getByTestId("streak-days")).toHaveAttribute("data-days", "1");
        // The chart is drawn, and its numbers are in a table for screen readers: today's row.
        await expect(page.getByTestId("activity-chart").locator("svg")).toBeVisible();
        const today = page.getByTestId("activity-table").locator("tbody tr");
        await expect(today).toHaveCount(1);
        await expect(today.locator("td")).toHaveText(["2", "2", "1", "0"]);
        await expect(page.getByTestId("top-prompts").getByRole("listitem").first()).toBeVisible();
        await expect(page.getByTestId("top-categories").getByRole("listitem").first()).toBeVisible();

        // Recommendations leave out what the member used.
        const recommended = page.getByTestId("analytics-recommended").getByTestId("recommendation");
        await expect(recommended.first()).toBeVisible();
        const used = new Set([first, second, third].map((id) => `/prompt/${id}`));
        for (const link of await recommended.getByRole("link").all()) {
          expect(used.has((await link.getAttribute("href")) ?? "")).toBe(false);
        }
        await expect(recommended.first().getByTestId("recommendation-reason")).toHaveText(copy.reason);

        // The period is in the URL.
        await page.getByRole("link", { name: copy.period90 }).click();
        await expect(page).toHaveURL(/\/analytics\?days=90$/);
        await expect(page.getByRole("link", { name: copy.period90 })).toHaveAttribute("aria-current", "page");
        await expect(page.getByTestId("total-uses").locator("dd").first()).toHaveText("2");

        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await gotoHydrated(page, "/analytics");
          await expect(page.getByTestId("activity-chart").locator("svg")).toBeVisible();
          await expectNoAxeViolations(page, `/analytics (${scheme}, ${lang})`);
        }

        // The home page's row, for this Legend member only.
        await page.emulateMedia({ colorScheme: "light" });
        await gotoHydrated(page, "/");
        const row = page.getByTestId("home-recommended");
        await expect(row.getByRole("heading", { name: copy.recommended })).toBeVisible();
        await expect(row.getByTestId("recommendation").first()).toBeVisible();
        await expect(row.getByTestId("recommendation-reason").first()).toHaveText(copy.reason);
        await expectNoAxeViolations(page, `/ with recommendations (${lang})`);

        const visitor = await browser.newPage({ locale: copy.locale, baseURL });
        await visitor.goto("/");
        await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(visitor.getByTestId("home-recommended")).toHaveCount(0);
        await visitor.close();
        await page.context().close();
      },
    );

    test(
      "a Legend member is told of priority support (in English, their message then reaches the inbox first, badged)",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ browser, baseURL, admin }) => {
        test.setTimeout(120_000);
        const { page, email } = await memberOn(browser, baseURL, lang, "legend");
        await gotoHydrated(page, "/contact");
        await expect(page.getByTestId("priority-support")).toContainText(copy.priority);
        await expect(page.getByTestId("answer-time")).toHaveCount(0);
        await expect(page.getByText(copy.chatYours)).toBeVisible();
        // Contact messages are limited to 5 per address in 10 minutes, and every browser test shares
        // one address: the English run sends, the Portuguese one checks the notice only.
        if (lang === "pt") {
          await page.context().close();
          return;
        }
        const subject = `Priority question ${randomUUID().slice(0, 8)}`;
        const form = page.getByTestId("contact-form");
        // A member's own address fills the form.
        await expect(form.getByLabel(copy.fields.email)).toHaveValue(email);
        await form.getByLabel(copy.fields.name).fill("Ana Souza");
        await form.getByLabel(copy.fields.email).fill(email);
        await form.getByLabel(copy.fields.subject).fill(subject);
        await form
          .getByLabel(copy.fields.message)
          .fill("How do I share a prompt from my locker with my team?");
        await form.getByRole("button", { name: copy.send }).click();
        await expect(page.getByText(copy.sent)).toBeVisible();
        await page.context().close();

        // A visitor cannot ask for priority through the form: it comes from the session only.
        const visitor = await browser.newPage({ locale: copy.locale, baseURL });
        const claimed = `Claimed priority ${randomUUID().slice(0, 8)}`;
        const posted = await visitor.request.post("/contact", {
          form: {
            name: "Eve",
            email: "eve@example.com",
            subject: claimed,
            message: "Please answer me first, thanks.",
            priority: "true",
          },
          headers: { origin: new URL(baseURL!).origin },
        });
        expect(posted.status()).toBe(200);
        await visitor.close();

        const inbox = admin.page;
        await gotoHydrated(inbox, "/admin?tab=messages&status=new");
        const message = inbox.getByTestId("admin-message").filter({ hasText: subject });
        await expect(message).toHaveAttribute("data-priority", "true");
        await expect(message.getByTestId("priority-badge")).toHaveText(copy.badge);
        const unclaimed = inbox.getByTestId("admin-message").filter({ hasText: claimed });
        await expect(unclaimed).toHaveAttribute("data-priority", "false");
        await expect(unclaimed.getByTestId("priority-badge")).toHaveCount(0);
        // New priority messages come before every other new one.
        const all = inbox.getByTestId("admin-message");
        const priorities = await all.evaluateAll((items) =>
          items.map((item) => item.getAttribute("data-priority")),
        );
        expect(
          priorities.indexOf("false") === -1 || priorities.lastIndexOf("true") < priorities.indexOf("false"),
        ).toBe(true);
      },
    );
  });
}
