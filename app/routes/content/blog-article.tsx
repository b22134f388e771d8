import { CalendarDays, Clock, Sparkles, UserRound } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { ArticleCard } from "~/app/components/content/article-card";
import { blogCoverUrl } from "~/core/blog-covers";
import { contentTitle } from "~/app/components/content/meta";
import { PostNotFound } from "~/app/components/content/post-not-found";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ErrorPage } from "~/app/components/layout/status-pages";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { parseId } from "~/core/ids";
import { formatLongDate, htmlLang, localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getBlogArticle } from "~/server/content/content.server";
import type { Route } from "./+types/blog-article";
import "~/app/components/content/messages";

/**
 * The product's rule for article addresses: the id is read as an integer, like parseInt, and
 * defaults to 1, so "2-anything" is article 2 and "abc" is article 1. Null when the leading number
 * is no id (0, or too large): an unknown article.
 */
function articleIdFrom(param: string): number | null {
  const digits = /^\d+/.exec(param)?.[0];
  return digits === undefined ? 1 : parseId(digits.replace(/^0+(?=\d)/, ""));
}

export function loader({ request, params }: Route.LoaderArgs) {
  const id = articleIdFrom(params.id);
  if (id === null) throw data(null, { status: 404 });
  if (String(id) !== params.id) {
    // "/blog/abc" and "/blog/2-anything" are read as articles 1 and 2, at their one address.
    const url = new URL(request.url);
    throw redirect(`/blog/${id}${url.search}`, 301);
  }
  const locale = localeFromRequest(request);
  const found = getBlogArticle(id, locale);
  if (!found) throw data(null, { status: 404 });
  return { locale, ...found };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { article, locale } = data;
  const path = `/blog/${article.id}`;
  const image = blogCoverUrl(article.cover, "detail", "png");
  return seoMeta({
    title: contentTitle(article.title),
    description: article.excerpt,
    path,
    locale,
    origin,
    image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.excerpt,
      inLanguage: htmlLang(locale),
      datePublished: article.date,
      author: { "@type": "Person", name: article.author },
      keywords: article.tags.join(", "),
      articleSection: article.category,
      image: `${origin}${image}`,
      url: `${origin}${path}`,
      publisher: { "@type": "Organization", name: "Promptário" },
    },
  });
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { article, related } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.blog"), to: "/blog" },
          { label: article.title },
        ]}
      />
      <article>
        <header>
          <Badge variant="secondary">{article.category}</Badge>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{article.excerpt}</p>
          <ul
            className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground"
            data-testid="article-meta"
          >
            <li className="inline-flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden />
              {t("content.blog.byAuthor", { author: article.author })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {t("content.blog.readTime", { minutes: article.readTime })}
            </li>
          </ul>
        </header>

        <img
          src={blogCoverUrl(article.cover, "detail")}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
          className="mt-8 aspect-[2/1] w-full rounded-xl bg-muted object-cover"
        />

        <Prose html={article.html} className="mt-8" />

        {article.tags.length > 0 ? (
          <section className="mt-10" aria-labelledby="article-tags-heading">
            <h2 id="article-tags-heading" className="text-sm font-semibold text-muted-foreground">
              {t("prompt.tags")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">#{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>

      <section
        aria-labelledby="article-cta-heading"
        className="mt-12 rounded-2xl border border-primary/30 bg-primary/5 p-6 sm:p-8"
      >
        <h2 id="article-cta-heading" className="flex items-center gap-2 text-xl font-bold">
          <Sparkles className="size-5 text-primary" aria-hidden /> {t("content.blog.cta.title")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("content.blog.cta.body")}</p>
        <Button asChild className="mt-5">
          <Link to="/pricing">{t("content.blog.cta.action")}</Link>
        </Button>
      </section>

      {related.length > 0 ? (
        <section className="mt-14" aria-labelledby="related-articles-heading">
          <h2 id="related-articles-heading" className="text-2xl font-bold tracking-tight">
            {t("content.blog.related")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2" data-testid="related-articles">
            {related.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <PostNotFound /> : <ErrorPage />;
}
