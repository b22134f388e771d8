import { ArticleCard } from "~/app/components/content/article-card";
import { contentTitle } from "~/app/components/content/meta";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { listBlogArticles } from "~/server/content/content.server";
import type { Route } from "./+types/blog";
import "~/app/components/content/messages";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, articles: listBlogArticles(locale) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale: rootLocale } = rootMeta(matches);
  const locale = data?.locale ?? rootLocale;
  const t = translator(locale);
  return seoMeta({
    title: contentTitle(t("content.blog.meta.title")),
    description: t("content.blog.meta.description"),
    path: "/blog",
    locale,
    origin,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { articles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.blog") }]} />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("content.blog.title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("content.blog.subtitle")}</p>
      </header>
      {articles.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {t("content.blog.empty")}
        </p>
      )}
    </div>
  );
}
