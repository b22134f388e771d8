import { and, asc, eq } from "drizzle-orm";
import { releasedBy } from "~/server/catalog/rows.server";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { categories, prompts } from "~/server/catalog/schema";
import { LOCALES } from "~/core/locale";

/** Public pages that exist today; a new public page adds itself here. */
export const PUBLIC_PATHS = [
  "/",
  "/categories",
  "/featured",
  "/popular",
  "/roadmap",
  "/changelog",
  "/community",
  // Information pages; server/content/content.test.ts keeps this list in step with content/.
  "/blog",
  "/blog/1",
  "/blog/2",
  "/blog/3",
  "/guides",
  "/guides/getting-started/1",
  "/guides/getting-started/2",
  "/guides/getting-started/3",
  "/guides/intermediate-techniques/1",
  "/guides/intermediate-techniques/2",
  "/guides/intermediate-techniques/3",
  "/guides/video-tutorials/1",
  "/guides/video-tutorials/2",
  "/guides/video-tutorials/3",
  "/about",
  "/faq",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
  "/help/variables",
];

const HREFLANG = { en: "en", pt: "pt-BR" } as const;

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every public page, category and published prompt, once per language, with hreflang alternates.
 * It lists addresses only — never any prompt text.
 */
export async function buildSitemap(
  db: Database,
  origin: string,
  now: Date = appClock.now(),
): Promise<string> {
  const [categoryRows, promptRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position)),
    db
      .select({ id: prompts.id, updatedAt: prompts.updatedAt })
      .from(prompts)
      .where(and(eq(prompts.isPublished, true), releasedBy(now)))
      .orderBy(asc(prompts.id)),
  ]);
  const pages: { path: string; lastmod?: Date }[] = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    { path: "/new" },
    ...categoryRows.map((row) => ({ path: `/category/${row.id}` })),
    ...promptRows.map((row) => ({ path: `/prompt/${row.id}`, lastmod: row.updatedAt })),
  ];

  const urls = pages.flatMap(({ path, lastmod }) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeXml(`${origin}${path}?lang=${other}`)}"/>`,
      ).join("");
      return `<url><loc>${escapeXml(`${origin}${path}?lang=${locale}`)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""
      }${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobots(origin: string, production: boolean): string {
  const rules = production
    ? [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /admin",
        "Disallow: /settings",
        "Disallow: /account",
        "Disallow: /profile",
      ]
    : ["User-agent: *", "Disallow: /"];
  return `${rules.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
