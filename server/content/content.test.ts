import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/core/locale";
import { VARIABLE_EXAMPLES } from "~/core/variable-examples";
import { parseTemplate } from "~/core/variables";
import { PUBLIC_PATHS } from "~/server/seo/sitemap.server";
import {
  contentPaths,
  getBlogArticle,
  getFaqPage,
  getGuide,
  getHelpPage,
  getLegalPage,
  getPricingFaq,
  LEGAL_PAGES,
  listBlogArticles,
  listGuideSections,
} from "./content.server";
import { createMarkdownRenderer } from "./markdown.server";

/** What the FAQ promises, as the product states it: 7-day money-back guarantee, weekly prompts, early access and custom prompts. */
const FAQ_CLAIMS = {
  en: [/7-day money-back guarantee/, /new prompts every week/, /early access/, /request custom prompts/],
  pt: [
    /garantia de reembolso de 7 dias/,
    /prompts novos toda semana/,
    /acesso antecipado/,
    /pedir prompts personalizados/,
  ],
};

describe.each(LOCALES)("content in %s", (locale) => {
  it("documents every kind of variable, with an example prompt that reads without a mistake", () => {
    const help = getHelpPage("variables", locale);
    const example = parseTemplate(help.example ?? "");
    expect(example.issues).toEqual([]);
    expect(new Set(example.variables.map((variable) => variable.kind))).toEqual(
      new Set(["number", "choice", "text", "builtin", "long"]),
    );
    // Each example the editors' "Insert variable" writes reads without a mistake.
    for (const snippet of Object.values(VARIABLE_EXAMPLES[locale])) {
      expect(parseTemplate(snippet).issues, snippet).toEqual([]);
    }
  });

  it("has three blog articles with author, date, read time, category and tags", () => {
    const articles = listBlogArticles(locale);
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3]);
    for (const article of articles) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.author).not.toBe("");
      expect(article.readTime).toBeGreaterThan(0);
      expect(article.tags.length).toBeGreaterThan(0);
    }
  });

  it("relates each article to the first two other articles", () => {
    expect(getBlogArticle(1, locale)?.related.map((article) => article.id)).toEqual([2, 3]);
    expect(getBlogArticle(2, locale)?.related.map((article) => article.id)).toEqual([1, 3]);
    expect(getBlogArticle(3, locale)?.related.map((article) => article.id)).toEqual([1, 2]);
    expect(getBlogArticle(99, locale)).toBeUndefined();
  });

  it("has three guide sections of three guides, each page with its body", () => {
    const sections = listGuideSections(locale);
    expect(sections.map((section) => section.slug)).toEqual([
      "getting-started",
      "intermediate-techniques",
      "video-tutorials",
    ]);
    for (const section of sections) {
      expect(section.guides.map((guide) => guide.position)).toEqual([1, 2, 3]);
      for (const guide of section.guides) {
        expect(getGuide(section.slug, guide.position, locale)?.guide.html).toContain("<h2>");
      }
    }
    expect(getGuide("x", 9, locale)).toBeUndefined();
    expect(getGuide("getting-started", 4, locale)).toBeUndefined();
  });

  it("shows the video tutorial illustrations with their alt text", () => {
    const html = getGuide("video-tutorials", 1, locale)!.guide.html;
    expect(html).toMatch(
      /<img src="\/illustrations\/guides\/content-calendar-month\.svg" alt="[^"]+" width="800" height="450"/,
    );
  });

  it("has eight FAQ questions that make the product's promises, and four on pricing", () => {
    const faq = getFaqPage(locale);
    expect(faq.questions).toHaveLength(8);
    const answers = faq.questions.map((q) => q.answerHtml).join(" ");
    for (const claim of FAQ_CLAIMS[locale]) expect(answers).toMatch(claim);
    expect(getPricingFaq(locale).questions).toHaveLength(4);
  });

  it("dates every legal page May 1, 2025", () => {
    for (const slug of LEGAL_PAGES) expect(getLegalPage(slug, locale).updated).toBe("2025-05-01");
  });
});

describe("markdown", () => {
  const markdown = createMarkdownRenderer(path.resolve("public"));

  it("shows raw HTML as text instead of passing it through", () => {
    const html = markdown.toHtml('Hello <script>alert("x")</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<div");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops links that are not http(s), mailto or our own paths", () => {
    const html = markdown.toHtml("[bad](javascript:alert(1)) [ours](/pricing) [mail](mailto:a@b.c)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="/pricing">ours</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });
});

it("lists every content page in the sitemap", () => {
  expect(PUBLIC_PATHS).toEqual(expect.arrayContaining(contentPaths()));
});
