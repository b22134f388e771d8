import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { LOCALES, type Locale } from "~/core/locale";
import type { BlogCover } from "~/core/blog-covers";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown.server";

// The information pages' text lives in content/ as Markdown with YAML front matter, one file per
// locale. It is read and rendered once per process; a content change needs a restart (or a deploy).

export const GUIDE_SECTIONS = ["getting-started", "intermediate-techniques", "video-tutorials"] as const;
export type GuideSectionSlug = (typeof GUIDE_SECTIONS)[number];
export const GUIDES_PER_SECTION = 3;

export const LEGAL_PAGES = ["terms", "privacy", "cookies"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

/** Help pages: /help/{slug}, one Markdown file per language in content/help. */
export const HELP_PAGES = ["variables"] as const;
export type HelpPageSlug = (typeof HELP_PAGES)[number];

export const RELATED_ARTICLES = 2;

/**
 * Each article's generated cover: a colour and a lucide icon, drawn by the same renderer as the
 * prompt covers (no remote images).
 */
const BLOG_COVER_ART: Record<number, { color: string; icon: string }> = {
  1: { color: "#4f46e5", icon: "layers" },
  2: { color: "#0f766e", icon: "braces" },
  3: { color: "#b45309", icon: "git-branch" },
};

/** YAML turns `2025-03-12` into a Date; pages want the plain calendar day. */
const CalendarDay = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value));

const ArticleFrontMatter = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: CalendarDay,
  author: z.string().min(1),
  readTime: z.number().int().positive(),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)),
});

const GuideLevel = z.enum(["beginner", "intermediate", "advanced"]);
export type GuideLevel = z.infer<typeof GuideLevel>;

const GuideFrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  readTime: z.number().int().positive(),
  level: GuideLevel,
});

const PageFrontMatter = z.object({ title: z.string().min(1), description: z.string().min(1) });

const AboutFrontMatter = PageFrontMatter.extend({
  mission: z.string().min(1),
  vision: z.string().min(1),
  benefits: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(3),
});

const LegalFrontMatter = PageFrontMatter.extend({ updated: CalendarDay });

const PricingFaqFrontMatter = z.object({ title: z.string().min(1) });

/** `example`: a prompt the page lets the reader fill in, to try what it explains. */
const HelpFrontMatter = PageFrontMatter.extend({ example: z.string().min(1).optional() });

export interface BlogArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  /** minutes */
  readTime: number;
  category: string;
  tags: string[];
  cover: BlogCover;
}

export interface BlogArticle extends BlogArticleSummary {
  html: string;
}

export interface GuideSummary {
  section: GuideSectionSlug;
  position: number;
  title: string;
  description: string;
  readTime: number;
  level: GuideLevel;
}

export interface Guide extends GuideSummary {
  html: string;
}

export interface GuideSection {
  slug: GuideSectionSlug;
  title: string;
  description: string;
  guides: GuideSummary[];
}

export interface AboutPage {
  title: string;
  description: string;
  mission: string;
  vision: string;
  benefits: { title: string; text: string }[];
  html: string;
}

export interface FaqPage {
  title: string;
  description: string;
  questions: { question: string; answerHtml: string }[];
}

/** The pricing page's questions (content/pricing-faq), shaped like the FAQ page's. */
export interface PricingFaq {
  title: string;
  questions: FaqPage["questions"];
}

export interface HelpPage {
  slug: HelpPageSlug;
  title: string;
  description: string;
  example: string | null;
  html: string;
}

export interface LegalPage {
  slug: LegalPageSlug;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  updated: string;
  html: string;
}

interface LocaleContent {
  articles: BlogArticle[];
  sections: (Omit<GuideSection, "guides"> & { guides: Guide[] })[];
  about: AboutPage;
  faq: FaqPage;
  pricingFaq: PricingFaq;
  legal: Record<LegalPageSlug, LegalPage>;
  help: Record<HelpPageSlug, HelpPage>;
}

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`content/${file}: ${problem}`);
    this.name = "ContentError";
  }
}

function readMarkdown<T extends z.ZodType>(
  root: string,
  file: string,
  schema: T,
): { data: z.output<T>; body: string } {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const { data, content } = matter(source);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ContentError(
      file,
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    );
  }
  return { data: parsed.data, body: content };
}

/** The FAQ file is a list of `## question` headings, each followed by its answer. */
function splitQuestions(markdown: MarkdownRenderer, body: string, file: string): FaqPage["questions"] {
  const questions: { question: string; tokens: ReturnType<MarkdownRenderer["lex"]> }[] = [];
  for (const token of markdown.lex(body)) {
    if (token.type === "heading" && token.depth === 2) {
      questions.push({ question: token.text.trim(), tokens: [] });
    } else if (token.type !== "space") {
      const current = questions.at(-1);
      if (!current) throw new ContentError(file, "text before the first question");
      current.tokens.push(token);
    }
  }
  return questions.map(({ question, tokens }) => ({ question, answerHtml: markdown.tokensToHtml(tokens) }));
}

function loadLocale(root: string, markdown: MarkdownRenderer, locale: Locale): LocaleContent {
  const articleIds = fs
    .readdirSync(path.join(root, "blog"))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const articles = articleIds.map((id): BlogArticle => {
    const file = `blog/${id}/${locale}.md`;
    const { data, body } = readMarkdown(root, file, ArticleFrontMatter);
    const art = BLOG_COVER_ART[id];
    if (!art) throw new ContentError(file, `no cover art for article ${id} in BLOG_COVER_ART`);
    return { id, ...data, cover: { id, ...art }, html: markdown.toHtml(body) };
  });

  const sections = GUIDE_SECTIONS.map((slug) => {
    const index = readMarkdown(root, `guides/${slug}/index.${locale}.md`, PageFrontMatter).data;
    const guides = Array.from({ length: GUIDES_PER_SECTION }, (_, i): Guide => {
      const position = i + 1;
      const { data, body } = readMarkdown(root, `guides/${slug}/${position}.${locale}.md`, GuideFrontMatter);
      return { section: slug, position, ...data, html: markdown.toHtml(body) };
    });
    return { slug, title: index.title, description: index.description, guides };
  });

  const aboutFile = readMarkdown(root, `about/${locale}.md`, AboutFrontMatter);
  const faqFile = readMarkdown(root, `faq/${locale}.md`, PageFrontMatter);
  const pricingFaqFile = readMarkdown(root, `pricing-faq/${locale}.md`, PricingFaqFrontMatter);
  const legal = Object.fromEntries(
    LEGAL_PAGES.map((slug) => {
      const { data, body } = readMarkdown(root, `legal/${slug}.${locale}.md`, LegalFrontMatter);
      return [slug, { slug, ...data, html: markdown.toHtml(body) }];
    }),
  ) as Record<LegalPageSlug, LegalPage>;

  const help = Object.fromEntries(
    HELP_PAGES.map((slug) => {
      const { data, body } = readMarkdown(root, `help/${slug}.${locale}.md`, HelpFrontMatter);
      return [slug, { slug, ...data, example: data.example ?? null, html: markdown.toHtml(body) }];
    }),
  ) as Record<HelpPageSlug, HelpPage>;

  return {
    help,
    articles,
    sections,
    about: { ...aboutFile.data, html: markdown.toHtml(aboutFile.body) },
    faq: { ...faqFile.data, questions: splitQuestions(markdown, faqFile.body, `faq/${locale}.md`) },
    pricingFaq: {
      title: pricingFaqFile.data.title,
      questions: splitQuestions(markdown, pricingFaqFile.body, `pricing-faq/${locale}.md`),
    },
    legal,
  };
}

/** Reads and renders every content file of both locales from `root` (the content/ directory). */
export function loadContent(root: string, publicDir: string): Record<Locale, LocaleContent> {
  const markdown = createMarkdownRenderer(publicDir);
  return Object.fromEntries(LOCALES.map((locale) => [locale, loadLocale(root, markdown, locale)])) as Record<
    Locale,
    LocaleContent
  >;
}

let cached: Record<Locale, LocaleContent> | undefined;

function content(locale: Locale): LocaleContent {
  cached ??= loadContent(path.resolve(process.cwd(), "content"), path.resolve(process.cwd(), "public"));
  return cached[locale];
}

function summary({ html: _html, ...article }: BlogArticle): BlogArticleSummary {
  return article;
}

export function listBlogArticles(locale: Locale): BlogArticleSummary[] {
  return content(locale).articles.map(summary);
}

/** The article and the first two other articles (its "read next"), or undefined for an unknown id. */
export function getBlogArticle(
  id: number,
  locale: Locale,
): { article: BlogArticle; related: BlogArticleSummary[] } | undefined {
  const { articles } = content(locale);
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) return undefined;
  const related = articles.filter((candidate) => candidate.id !== id).slice(0, RELATED_ARTICLES);
  return { article, related: related.map(summary) };
}

export function getBlogCover(id: number): BlogCover | undefined {
  const art = BLOG_COVER_ART[id];
  return art && { id, ...art };
}

export function listGuideSections(locale: Locale): GuideSection[] {
  return content(locale).sections.map(({ guides, ...section }) => ({
    ...section,
    guides: guides.map(({ html: _html, ...guide }) => guide),
  }));
}

export function getGuide(
  section: string,
  position: number,
  locale: Locale,
): { guide: Guide; section: Omit<GuideSection, "guides">; siblings: GuideSummary[] } | undefined {
  const found = content(locale).sections.find((candidate) => candidate.slug === section);
  const guide = found?.guides.find((candidate) => candidate.position === position);
  if (!found || !guide) return undefined;
  return {
    guide,
    section: { slug: found.slug, title: found.title, description: found.description },
    siblings: found.guides.map(({ html: _html, ...sibling }) => sibling),
  };
}

export function getAboutPage(locale: Locale): AboutPage {
  return content(locale).about;
}

export function getFaqPage(locale: Locale): FaqPage {
  return content(locale).faq;
}

export function getPricingFaq(locale: Locale): PricingFaq {
  return content(locale).pricingFaq;
}

export function isLegalPageSlug(value: string): value is LegalPageSlug {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

export function getLegalPage(slug: LegalPageSlug, locale: Locale): LegalPage {
  return content(locale).legal[slug];
}

export function isHelpPageSlug(value: string): value is HelpPageSlug {
  return (HELP_PAGES as readonly string[]).includes(value);
}

export function getHelpPage(slug: HelpPageSlug, locale: Locale): HelpPage {
  return content(locale).help[slug];
}

/** Every public path these pages add, for the sitemap test to hold PUBLIC_PATHS to. */
export function contentPaths(): string[] {
  const { articles, sections } = content("en");
  return [
    "/blog",
    ...articles.map((article) => `/blog/${article.id}`),
    "/guides",
    ...sections.flatMap((section) =>
      section.guides.map((guide) => `/guides/${section.slug}/${guide.position}`),
    ),
    "/about",
    "/faq",
    "/contact",
    ...LEGAL_PAGES.map((slug) => `/${slug}`),
    ...HELP_PAGES.map((slug) => `/help/${slug}`),
  ];
}
