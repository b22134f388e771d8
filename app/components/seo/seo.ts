import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/core/locale";

export interface SeoInput {
  title: string;
  description: string;
  /** the page's path, without query */
  path: string;
  locale: Locale;
  /** the public origin (PUBLIC_URL), from the root loader */
  origin: string;
  /** a path to a 1200×600 image */
  image?: string;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>;
}

const OG_LOCALE = { en: "en_US", pt: "pt_BR" } as const;

/** The language lives in a cookie, so each language version of a page has its own `?lang=` URL. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${path}?lang=${locale}`;
}

/** Title, description, canonical and hreflang links, OpenGraph and Twitter cards, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = localizedUrl(input.origin, input.path, input.locale);
  const image = input.image ? `${input.origin}${input.image}` : `${input.origin}/og-default.png`;
  const other: Locale = input.locale === "pt" ? "en" : "pt";
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: localizedUrl(input.origin, input.path, "en") },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "pt-BR",
      href: localizedUrl(input.origin, input.path, "pt"),
    },
    // Every alternate is a canonical URL; without a language of its own a visitor gets English.
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localizedUrl(input.origin, input.path, "en"),
    },
    { property: "og:site_name", content: "Promptário" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[input.locale] },
    { property: "og:locale:alternate", content: OG_LOCALE[other] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "600" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  // React Router escapes this JSON for the <script> it renders, so titles cannot break out of it.
  if (input.jsonLd) meta.push({ "script:ld+json": input.jsonLd });
  return meta;
}

type RootMatchData = { origin?: string; locale?: Locale } | undefined;

/** The root loader's origin and locale, for route meta functions. */
export function rootMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[]): {
  origin: string;
  locale: Locale;
} {
  const root = matches.find((match) => match?.id === "root")?.data as RootMatchData;
  return { origin: root?.origin ?? "", locale: root?.locale ?? "en" };
}
