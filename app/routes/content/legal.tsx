import { data } from "react-router";
import { contentTitle } from "~/app/components/content/meta";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getLegalPage, isLegalPageSlug } from "~/server/content/content.server";
import type { Route } from "./+types/legal";
import "~/app/components/content/messages";

// One module for /terms, /privacy and /cookies (app/content-routes.ts); the path names the page.
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  if (!isLegalPageSlug(slug)) throw data(null, { status: 404 });
  const locale = localeFromRequest(request);
  return { locale, page: getLegalPage(slug, locale) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { page, locale } = data;
  return seoMeta({
    title: contentTitle(page.title),
    description: page.description,
    path: `/${page.slug}`,
    locale,
    origin,
  });
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: page.title }]} />
      <article>
        <header className="border-b border-border pb-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-sm text-muted-foreground" data-testid="last-updated">
            {t("content.legal.lastUpdated")}{" "}
            <time dateTime={page.updated}>{formatLongDate(page.updated, locale)}</time>
          </p>
        </header>
        <Prose html={page.html} className="mt-8" />
      </article>
    </div>
  );
}
