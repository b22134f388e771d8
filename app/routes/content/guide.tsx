import { ArrowLeft, ArrowRight, LayoutGrid } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { GuideFacts } from "~/app/components/content/guide-meta";
import { contentTitle } from "~/app/components/content/meta";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getGuide } from "~/server/content/content.server";
import type { Route } from "./+types/guide";
import "~/app/components/content/messages";

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const position = /^[1-9]$/.test(params.position) ? Number(params.position) : 0;
  const found = getGuide(params.section, position, locale);
  if (!found) throw data(null, { status: 404 });
  return { locale, ...found };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { guide, section, locale } = data;
  return seoMeta({
    title: contentTitle(`${guide.title} · ${section.title}`),
    description: guide.description,
    path: `/guides/${section.slug}/${guide.position}`,
    locale,
    origin,
    type: "article",
  });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { guide, section, siblings } = loaderData;
  const previous = siblings.find((sibling) => sibling.position === guide.position - 1);
  const next = siblings.find((sibling) => sibling.position === guide.position + 1);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("content.guides.breadcrumb"), to: "/guides" },
          { label: section.title, to: `/guides#guides-${section.slug}` },
          { label: guide.title },
        ]}
      />
      <article>
        <header>
          <p className="text-sm font-semibold text-primary">
            {section.title} · {t("content.guides.position", { position: guide.position })}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {guide.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{guide.description}</p>
          <div className="mt-4">
            <GuideFacts level={guide.level} readTime={guide.readTime} />
          </div>
        </header>
        <Prose html={guide.html} className="mt-8" />
      </article>

      <nav
        aria-label={t("content.guides.moreInSection")}
        className="mt-12 grid gap-4 border-t border-border pt-8 sm:grid-cols-2"
      >
        {previous ? (
          <Link
            to={`/guides/${section.slug}/${previous.position}`}
            className="group rounded-xl border border-border p-4 transition-colors hover:bg-accent"
            rel="prev"
          >
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <ArrowLeft className="size-3.5" aria-hidden /> {t("content.guides.previous")}
            </span>
            <span className="mt-1 block font-semibold">{previous.title}</span>
          </Link>
        ) : (
          <span className="hidden sm:block" />
        )}
        {next ? (
          <Link
            to={`/guides/${section.slug}/${next.position}`}
            className="group rounded-xl border border-border p-4 text-right transition-colors hover:bg-accent"
            rel="next"
          >
            <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
              {t("content.guides.next")} <ArrowRight className="size-3.5" aria-hidden />
            </span>
            <span className="mt-1 block font-semibold">{next.title}</span>
          </Link>
        ) : null}
      </nav>
      <div className="mt-6 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/guides">
            <LayoutGrid aria-hidden /> {t("content.guides.all")}
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
