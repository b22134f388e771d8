import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { latestMail, type MailboxMessage } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

const SUPPORT_EMAIL = "support@promptario.app";

const GUIDE_PATHS = ["getting-started", "intermediate-techniques", "video-tutorials"].flatMap((section) =>
  [1, 2, 3].map((position) => `/guides/${section}/${position}`),
);

/** Every information page, with its heading in each language where it is fixed text. */
const PAGES: { path: string; h1?: { en: string; pt: string } }[] = [
  { path: "/blog", h1: { en: "The Promptário blog", pt: "Blog do Promptário" } },
  { path: "/blog/1" },
  { path: "/blog/2" },
  { path: "/blog/3" },
  { path: "/guides", h1: { en: "Guides", pt: "Guias" } },
  ...GUIDE_PATHS.map((path) => ({ path })),
  { path: "/about", h1: { en: "About Promptário", pt: "Sobre o Promptário" } },
  { path: "/faq", h1: { en: "Frequently Asked Questions", pt: "Perguntas frequentes" } },
  { path: "/contact", h1: { en: "Contact us", pt: "Fale conosco" } },
  { path: "/terms", h1: { en: "Terms of Service", pt: "Termos de Uso" } },
  { path: "/privacy", h1: { en: "Privacy Policy", pt: "Política de Privacidade" } },
  { path: "/cookies", h1: { en: "Cookie Policy", pt: "Política de Cookies" } },
];

const LANGUAGES = [
  { locale: "en", browserLocale: "en-US", htmlLang: "en" },
  { locale: "pt", browserLocale: "pt-BR", htmlLang: "pt-BR" },
] as const;

async function newPage(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: "en-US", baseURL, ...options });
  return { context, page: await context.newPage() };
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}

test.describe("server-rendered in both languages", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} renders on the server in English and Portuguese`, async ({ browser, baseURL }) => {
      const titles: string[] = [];
      for (const { locale, browserLocale, htmlLang } of LANGUAGES) {
        // No JavaScript: what a search engine or a slow phone gets is the server's HTML.
        const { context, page } = await newPage(browser, baseURL, {
          locale: browserLocale,
          javaScriptEnabled: false,
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveCount(1);
        if (h1) await expect(heading).toHaveText(h1[locale]);
        const title = await page.title();
        expect(title).toContain("Promptário");
        titles.push(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${path}\\?lang=${locale}$`),
        );
        await context.close();
      }
      expect(titles[0]).not.toBe(titles[1]);
    });
  }

  test("no two pages share a title or a description", async ({ request }) => {
    for (const lang of ["en", "pt"]) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const { path } of PAGES) {
        const html = await (await request.get(`${path}?lang=${lang}`)).text();
        titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
        descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "");
      }
      expect(titles.size, lang).toBe(PAGES.length);
      expect(descriptions.size, lang).toBe(PAGES.length);
    }
  });

  test("the sitemap lists every page in both languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { path } of PAGES) {
      expect(xml, path).toContain(`${path}?lang=en</loc>`);
      expect(xml, path).toContain(`${path}?lang=pt</loc>`);
    }
  });
});

test.describe("blog", () => {
  test("lists three articles with cover, category, date, read time and a link", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/blog");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toHaveAttribute("href", "/");
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first).toContainText("Prompt craft");
    await expect(first).toContainText("March 12, 2025");
    await expect(first).toContainText("5 min read");
    const cover = first.locator("img");
    await expect(cover).toHaveAttribute("src", /^\/covers\/blog\/1-card\.[a-z0-9]+\.svg$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The Anatomy of a Great Prompt");
    await context.close();
  });

  test("an article shows author, date, read time, tags, a call to action and two related articles", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/blog/2");
    const facts = page.getByTestId("article-meta");
    await expect(facts).toContainText("By Rafael Tavares");
    await expect(facts).toContainText("May 20, 2025");
    await expect(facts).toContainText("5 min read");
    await expect(page.getByText("#placeholders")).toBeVisible();
    await expect(page.locator("article h2").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");

    const related = page.getByTestId("related-articles").getByRole("link");
    await expect(related).toHaveCount(2);
    await expect(related.nth(0)).toHaveAttribute("href", "/blog/1");
    await expect(related.nth(1)).toHaveAttribute("href", "/blog/3");

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/covers\/blog\/2-detail\.[a-z0-9]+\.png$/,
    );
    await expect(page.locator('link[hreflang="pt-BR"]')).toHaveAttribute("href", /\/blog\/2\?lang=pt$/);
    await context.close();
  });

  test("an article's date is in the reader's language", async ({ browser, baseURL }) => {
    const { context, page } = await newPage(browser, baseURL, { locale: "pt-BR" });
    await page.goto("/blog/1");
    const facts = page.getByTestId("article-meta");
    await expect(facts).toContainText("Por Marina Albuquerque");
    await expect(facts).toContainText("12 de março de 2025");
    await expect(facts).toContainText("5 min de leitura");
    await context.close();
  });

  test("an id that is not a number reads as article 1", async ({ page }) => {
    await page.goto("/blog/abc?lang=en");
    await expect(page).toHaveURL(/\/blog\/1\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The Anatomy of a Great Prompt");
  });

  test("an unknown article shows post not found with status 404 and a link to the blog", async ({ page }) => {
    const response = await page.goto("/blog/99?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("guides", () => {
  test("three sections of three guides, each linking to its page", async ({ browser, baseURL }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/guides");
    const sections = page.getByTestId("guide-section");
    await expect(sections).toHaveCount(3);
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText([
      "Getting Started",
      "Intermediate Techniques",
      "Video Tutorials",
    ]);
    const links = sections.getByRole("link");
    await expect(links).toHaveCount(9);
    for (let i = 0; i < GUIDE_PATHS.length; i++)
      await expect(links.nth(i)).toHaveAttribute("href", GUIDE_PATHS[i]!);

    await links.nth(6).click();
    await expect(page).toHaveURL(/\/guides\/video-tutorials\/1$/);
    const illustration = page.getByRole("img", {
      name: "Month grid with marked days and the side panel listing your prompts",
    });
    await illustration.scrollIntoViewIfNeeded();
    await expect
      .poll(() => illustration.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole("link", { name: /Next guide/ }).click();
    await expect(page).toHaveURL(/\/guides\/video-tutorials\/2$/);
    await context.close();
  });

  test("an unknown guide shows the not-found page with status 404", async ({ page }) => {
    for (const path of ["/guides/x/9", "/guides/getting-started/4", "/guides/getting-started/01"]) {
      const response = await page.goto(`${path}?lang=en`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" }), path).toBeVisible();
    }
  });
});

test.describe("about and legal", () => {
  test("about shows mission, vision, three benefits, the claims and the two calls to action", async ({
    page,
  }) => {
    await page.goto("/about?lang=en");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=about-benefits] li")).toHaveCount(3);
    await expect(page.getByTestId("about-claims")).toContainText("50,000+");
    await expect(page.getByTestId("about-claims")).toContainText("8+ hours");
    await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  test("legal pages say when they were last updated, in the reader's language", async ({ page }) => {
    for (const path of ["/terms", "/privacy", "/cookies"]) {
      await page.goto(`${path}?lang=en`);
      await expect(page.getByTestId("last-updated"), path).toHaveText("Last updated: May 1, 2025");
      await page.goto(`${path}?lang=pt`);
      await expect(page.getByTestId("last-updated"), path).toHaveText(
        "Última atualização: 1 de maio de 2025",
      );
    }
  });
});

test.describe("FAQ", () => {
  test("opens one answer at a time, with the mouse and with the keyboard", async ({ browser, baseURL }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/faq");
    const questions = page.getByTestId("faq").getByRole("button");
    await expect(questions).toHaveCount(8);
    const answers = page.getByTestId("faq").getByRole("region");
    await expect(answers).toHaveCount(0);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(answers).toHaveCount(1);
    await expect(answers.first()).toContainText("5 prompts in each category");

    await questions.nth(5).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(5)).toHaveAttribute("aria-expanded", "true");
    await expect(answers).toHaveCount(1);
    await expect(answers.first()).toContainText("7-day money-back guarantee");

    await questions.nth(5).click();
    await expect(answers).toHaveCount(0);

    // Keyboard: Enter opens, the arrow keys move between questions, Space opens the next one.
    await questions.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(3)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
    await expect(answers).toHaveCount(1);

    await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  });

  test("the answers and their FAQPage data are in the server's HTML", async ({ request }) => {
    for (const [lang, answer] of [
      ["en", "5 prompts in each category"],
      ["pt", "5 prompts em cada categoria"],
    ]) {
      const html = await (await request.get(`/faq?lang=${lang}`)).text();
      expect(html.match(/role="region"/g), lang).toHaveLength(8);
      expect(html, lang).toContain(answer);
      const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1] ?? "{}";
      const faqPage = JSON.parse(jsonLd) as { "@type": string; mainEntity: unknown[] };
      expect(faqPage["@type"], lang).toBe("FAQPage");
      expect(faqPage.mainEntity, lang).toHaveLength(8);
    }
  });

  const FAQ_KEYBOARD = [
    {
      browserLocale: "en-US",
      first: { question: "What does the free Explorer plan include?", answer: "5 prompts in each category" },
      last: { question: "What do you do with my data?", answer: "We do not sell your data." },
    },
    {
      browserLocale: "pt-BR",
      first: { question: "O que o plano gratuito Explorer inclui?", answer: "5 prompts em cada categoria" },
      last: { question: "O que vocês fazem com os meus dados?", answer: "Não vendemos seus dados." },
    },
  ];
  const VIEWPORTS = [
    { name: "desktop", viewport: { width: 1280, height: 720 } },
    { name: "phone", viewport: { width: 390, height: 844 } },
  ];
  for (const { browserLocale, first, last } of FAQ_KEYBOARD) {
    for (const { name, viewport } of VIEWPORTS) {
      test(`a keyboard user reads the answers in ${browserLocale} on a ${name}`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await newPage(browser, baseURL, { locale: browserLocale, viewport });
        await gotoHydrated(page, "/faq");
        const faq = page.getByTestId("faq");
        const firstQuestion = faq.getByRole("button", { name: first.question });
        const lastQuestion = faq.getByRole("button", { name: last.question });
        const answer = (question: string) => faq.getByRole("region", { name: question });
        // Each question is a level-2 heading holding its button.
        await expect(page.getByRole("heading", { level: 2, name: first.question })).toBeVisible();

        // The questions come right after the page's heading and description in the Tab order.
        await page.getByRole("heading", { level: 1 }).click();
        await page.keyboard.press("Tab");
        await expect(firstQuestion).toBeFocused();
        await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
        await expect(answer(first.question)).toBeHidden();

        await page.keyboard.press("Enter");
        await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
        await expect(answer(first.question)).toBeVisible();
        await expect(answer(first.question)).toContainText(first.answer);
        await expect(answer(first.question)).toHaveAttribute(
          "id",
          (await firstQuestion.getAttribute("aria-controls"))!,
        );

        await page.keyboard.press("ArrowDown");
        await expect(faq.getByRole("button").nth(1)).toBeFocused();
        await page.keyboard.press("End");
        await expect(lastQuestion).toBeFocused();
        await page.keyboard.press("Home");
        await expect(firstQuestion).toBeFocused();
        await page.keyboard.press("ArrowUp");
        await expect(lastQuestion).toBeFocused();

        // Opening the last answer closes the first; Space closes it again.
        await page.keyboard.press("Enter");
        await expect(lastQuestion).toHaveAttribute("aria-expanded", "true");
        await expect(answer(last.question)).toBeVisible();
        await expect(answer(last.question)).toContainText(last.answer);
        await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
        await expect(answer(first.question)).toBeHidden();
        await page.keyboard.press("Space");
        await expect(lastQuestion).toHaveAttribute("aria-expanded", "false");
        await expect(faq.getByRole("region")).toHaveCount(0);
        await context.close();
      });
    }
  }
});

test.describe("contact", () => {
  test("gives a visitor the address and the form, and no Live Chat block (chat support is Legend's)", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(page.getByTestId("contact-form")).toBeVisible();
    await expect(page.getByTestId("live-chat")).toHaveCount(0);
    await expect(page.getByText("Live Chat")).toHaveCount(0);
    await context.close();
  });

  test("shows field errors in place, then sends the message to support and resets the form", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/contact");
    const form = page.getByTestId("contact-form");
    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const subject = form.getByLabel("Subject");
    const message = form.getByLabel("Message");
    const send = form.getByRole("button", { name: "Send message" });

    await send.click();
    await expect(form.getByText("This field is required.")).toHaveCount(4);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();

    const topic = `Custom prompt request ${randomUUID().slice(0, 8)}`;
    await name.fill("Ana Souza");
    await email.fill("ana@not-an-email");
    await subject.fill(topic);
    await message.fill("Could you add a prompt for a bakery's weekly Instagram plan?");
    await send.click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByText("This field is required.")).toHaveCount(0);
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page, "contact form with errors");

    await email.fill("ana@example.com");
    await send.click();
    await expect(page.getByText("Message sent")).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue("");
    await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);

    const mail: MailboxMessage = await latestMail(page.request, SUPPORT_EMAIL, new RegExp(topic));
    expect(mail.subject).toBe(`Contact form: ${topic}`);
    expect(mail.text).toContain("Ana Souza");
    expect(mail.text).toContain("ana@example.com");
    expect(mail.text).toContain("a bakery's weekly Instagram plan?");
    await context.close();
  });

  test("without JavaScript the server answers a bad message with errors and keeps what was typed", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL, { locale: "pt-BR", javaScriptEnabled: false });
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Nome").fill("Bruno");
    await form.getByLabel("E-mail").fill("bruno@");
    await form.getByLabel("Mensagem").fill("Olá!");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/contact") && r.request().method() === "POST"),
      form.getByRole("button", { name: "Enviar mensagem" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText("Informe um e-mail válido.")).toBeVisible();
    await expect(page.getByText("Este campo é obrigatório.")).toHaveCount(1);
    await expect(page.getByTestId("contact-form").getByLabel("Nome")).toHaveValue("Bruno");
    await expect(page.getByTestId("contact-form").getByLabel("Mensagem")).toHaveValue("Olá!");
    await context.close();
  });

  test("a bot that fills the hidden field is told it worked, and nothing is sent", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL);
    await gotoHydrated(page, "/contact");
    const form = page.getByTestId("contact-form");
    const topic = `Cheap followers ${randomUUID().slice(0, 8)}`;
    await form.getByLabel("Name").fill("Bot");
    await form.getByLabel("Email").fill("bot@example.com");
    await form.getByLabel("Subject").fill(topic);
    await form.getByLabel("Message").fill("Buy now");
    await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    const messages = (await (await page.request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
    expect(messages.some((m) => m.subject.includes(topic))).toBe(false);
    await context.close();
  });
});

test.describe("accessibility", () => {
  for (const { path } of PAGES) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ browser, baseURL }) => {
        const { context, page } = await newPage(browser, baseURL, { colorScheme });
        await gotoHydrated(page, path);
        if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        else await expect(page.locator("html")).not.toHaveClass(/dark/);
        // An open answer is checked too: its links and text are only visible then.
        if (path === "/faq") await page.getByTestId("faq").getByRole("button").first().click();
        await expectNoAxeViolations(page, `${path} (${colorScheme})`);
        await context.close();
      });
    }
  }

  test("/blog/99 has no axe violations", async ({ page }) => {
    await page.goto("/blog/99?lang=en");
    await expectNoAxeViolations(page, "/blog/99");
  });
});
