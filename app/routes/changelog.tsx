import "~/app/components/roadmap/messages";
import { Rss } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localeFromRequest, type Locale } from "~/core/locale";
import { listBlogArticles } from "~/server/content/content.server";
import { getDb } from "~/server/database.server";
import { listChangelog } from "~/server/roadmap/roadmap.server";
import type { Route } from "./+types/changelog";
import { dateFormat } from "~/core/intl";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const months = await listChangelog(await getDb(), locale);
  const posts = new Map(listBlogArticles(locale).map((article) => [article.id, article.title]));
  return {
    locale,
    months: months.map((month) => ({
      ...month,
      items: month.items.map((item) => ({
        ...item,
        blogPostTitle: item.blogPostId ? (posts.get(item.blogPostId) ?? null) : null,
      })),
    })),
  };
}

const feedHref = (origin: string, locale: Locale) => `${origin}/changelog.atom?lang=${locale}`;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, locale: rootLocale } = rootMeta(matches);
  const locale = loaded?.locale ?? rootLocale;
  const t = translator(locale);
  return [
    ...seoMeta({
      title: t("roadmap.changelog.meta.title"),
      description: t("roadmap.changelog.meta.description"),
      path: "/changelog",
      locale,
      origin,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: t("roadmap.changelog.title"),
      href: feedHref(origin, locale),
    },
  ];
}

function monthLabel(month: string, locale: Locale) {
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export default function ChangelogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { months } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("roadmap.changelog.title") }]} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("roadmap.changelog.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("roadmap.changelog.subtitle")}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <a
          href={`/changelog.atom?lang=${locale}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          <Rss className="size-4" aria-hidden /> {t("roadmap.changelog.feed")}
        </a>
        <Link to="/roadmap" className="font-medium text-primary underline">
          {t("roadmap.changelog.roadmapLink")}
        </Link>
      </p>
      {months.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{t("roadmap.changelog.empty")}</p>
      ) : (
        <div className="mt-8 space-y-10">
          {months.map((month) => (
            <section key={month.month} aria-labelledby={`month-${month.month}`} data-testid="changelog-month">
              <h2 id={`month-${month.month}`} className="text-xl font-bold capitalize">
                {monthLabel(month.month, locale)}
              </h2>
              <ul className="mt-3 space-y-3">
                {month.items.map((item) => (
                  <li
                    key={item.id}
                    className="rounded-lg border border-border p-4"
                    data-testid="changelog-item"
                  >
                    <h3 className="font-semibold break-words" lang={item.language === "pt" ? "pt-BR" : "en"}>
                      <Link to={`/roadmap/${item.id}`} className="hover:underline">
                        {item.title}
                      </Link>
                    </h3>
                    {item.description ? (
                      <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
                        {item.description}
                      </p>
                    ) : null}
                    {item.blogPostId ? (
                      <Link
                        to={`/blog/${item.blogPostId}`}
                        className="mt-2 inline-block text-sm font-medium text-primary underline"
                      >
                        {item.blogPostTitle ?? t("roadmap.readPost")}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
