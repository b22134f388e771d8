import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { StatusBadge } from "./status-badge";
import type { RoadmapItemData, RoadmapViewerData } from "./roadmap-types";
import { VoteButton } from "./vote-button";

/** "In Portuguese" beside a member's idea nobody has translated into the reader's language yet. */
export function LanguageHint({ language }: { language: RoadmapItemData["language"] }) {
  const t = useT();
  const locale = useLocale();
  if (language === locale) return null;
  return (
    <span
      lang={locale === "pt" ? "pt-BR" : "en"}
      className="text-xs text-muted-foreground"
      data-testid="roadmap-language-hint"
    >
      {t(language === "pt" ? "roadmap.inLanguage.pt" : "roadmap.inLanguage.en")}
    </span>
  );
}

export function RoadmapItemCard({
  item,
  viewer,
  action,
}: {
  item: RoadmapItemData;
  viewer: RoadmapViewerData;
  action: string;
}) {
  const t = useT();
  const locale = useLocale();
  const lang = item.language === "pt" ? "pt-BR" : "en";
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="roadmap-item">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={item.status} />
            <LanguageHint language={item.language} />
          </div>
          <h2 className="text-lg font-semibold break-words" lang={lang}>
            <Link to={`/roadmap/${item.id}`} className="hover:underline focus-visible:underline">
              {item.title}
            </Link>
          </h2>
          {item.description ? (
            <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground" lang={lang}>
              {item.description}
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
            <Link
              to={`/roadmap/${item.id}#comments`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <MessageSquare className="size-3.5" aria-hidden />{" "}
              {t("roadmap.comments", { count: item.comments })}
            </Link>
            {item.shippedAt ? (
              <span>{t("roadmap.shippedOn", { date: formatLongDate(item.shippedAt, locale) })}</span>
            ) : null}
            {item.blogPostId ? (
              <Link to={`/blog/${item.blogPostId}`} className="text-primary hover:underline">
                {t("roadmap.readPost")}
              </Link>
            ) : null}
          </p>
        </div>
        <div className="shrink-0">
          <VoteButton item={item} viewer={viewer} action={action} />
        </div>
      </div>
    </li>
  );
}
