import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { listChangelog } from "./roadmap.server";

const FEED_TITLE: Record<Locale, string> = {
  en: "Promptário changelog",
  pt: "Novidades do Promptário",
};
const HREFLANG = { en: "en", pt: "pt-BR" } as const;

/** Text for XML element content and attribute values alike. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The changelog as an Atom 1.0 feed (RFC 4287) in one language: one entry per shipped item, newest
 * first. `updated` is the newest shipping date, or the app clock's time when nothing shipped yet.
 */
export async function buildChangelogFeed(
  db: Database,
  origin: string,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<string> {
  const items = (await listChangelog(db, locale)).flatMap((month) => month.items);
  const page = `${origin}/changelog?lang=${locale}`;
  const self = `${origin}/changelog.atom?lang=${locale}`;
  const updated =
    items
      .map((item) => item.shippedAt ?? item.createdAt)
      .sort()
      .at(-1) ?? now.toISOString();
  const entries = items.map((item) => {
    const when = item.shippedAt ?? item.createdAt;
    const link = item.blogPostId ? `${origin}/blog/${item.blogPostId}?lang=${locale}` : page;
    return [
      "<entry>",
      `<id>${escapeXml(`${origin}/roadmap/${item.id}`)}</id>`,
      `<title type="text" xml:lang="${HREFLANG[item.language]}">${escapeXml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `<updated>${when}</updated>`,
      `<published>${when}</published>`,
      item.description
        ? `<summary type="text" xml:lang="${HREFLANG[item.language]}">${escapeXml(item.description)}</summary>`
        : "",
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HREFLANG[locale]}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title type="text">${escapeXml(FEED_TITLE[locale])}</title>`,
    `<updated>${updated}</updated>`,
    `<author><name>Promptário</name><uri>${escapeXml(origin)}</uri></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
