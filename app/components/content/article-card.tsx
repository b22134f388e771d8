import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { formatLongDate } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { BlogArticleSummary } from "~/server/content/content.server";
import { blogCoverUrl } from "~/core/blog-covers";

/** A blog article in a list: cover, category, date, read time and a link to it. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: BlogArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
      data-testid="article-card"
    >
      <img
        src={blogCoverUrl(article.cover, "card")}
        alt=""
        width={600}
        height={350}
        loading="lazy"
        decoding="async"
        className="aspect-[12/7] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{article.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t("content.blog.readTime", { minutes: article.readTime })}
          </span>
        </div>
        <Heading className="text-lg leading-snug font-semibold text-balance">
          <Link
            to={`/blog/${article.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <span
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary"
          aria-hidden
        >
          {t("content.blog.readArticle")}{" "}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
