import "~/app/components/community/messages";
import { ArrowBigUp, Sparkles, Trophy, Users } from "lucide-react";
import { Link } from "react-router";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { communityOverview } from "~/server/community/people.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import type { Route } from "./+types/community";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, ...(await communityOverview(await getDb(), locale, appClock.now())) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("communityPage.title"),
    description: t("communityPage.subtitle"),
    path: "/community",
    locale: data?.locale ?? locale,
    origin,
  });
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { week, month, newest, helpful } = loaderData;
  const noVotes = <p className="text-muted-foreground">{t("communityPage.noVotes")}</p>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" data-testid="community-page">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Users className="size-7 text-primary" aria-hidden /> {t("communityPage.title")}
        </h1>
        <p className="mt-2 text-muted-foreground">{t("communityPage.subtitle")}</p>
      </header>

      <section className="mt-10" aria-labelledby="community-week" data-testid="community-week">
        <h2 id="community-week" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <Trophy className="size-5 text-primary" aria-hidden /> {t("communityPage.week")}
        </h2>
        <PromptGrid prompts={week} columns={3} empty={noVotes} />
      </section>

      <section className="mt-10" aria-labelledby="community-month" data-testid="community-month">
        <h2 id="community-month" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <ArrowBigUp className="size-5 text-primary" aria-hidden /> {t("communityPage.month")}
        </h2>
        <PromptGrid prompts={month} columns={3} empty={noVotes} />
      </section>

      <section className="mt-10" aria-labelledby="community-newest" data-testid="community-newest">
        <h2 id="community-newest" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden /> {t("communityPage.newest")}
        </h2>
        <PromptGrid
          prompts={newest}
          columns={3}
          empty={
            <div className="space-y-3">
              <p className="text-muted-foreground">{t("communityPage.noPrompts")}</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild variant="outline">
                  <Link to="/categories">{t("communityPage.browse")}</Link>
                </Button>
                <Button asChild>
                  <Link to="/create-prompt">{t("communityPage.create")}</Link>
                </Button>
              </div>
            </div>
          }
        />
      </section>

      <section className="mt-10" aria-labelledby="community-helpful" data-testid="community-helpful">
        <h2 id="community-helpful" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="size-5 text-primary" aria-hidden /> {t("communityPage.helpful")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{t("communityPage.helpfulHint")}</p>
        {helpful.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
            {t("communityPage.noHelpful")}
          </p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {helpful.map((member) => (
              <li key={member.handle}>
                <Link
                  to={`/u/${member.handle}`}
                  className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {member.avatarUrl ? (
                    <img src={member.avatarUrl} alt="" className="size-10 rounded-full object-cover" />
                  ) : (
                    <span className="flex size-10 items-center justify-center rounded-full bg-muted text-sm font-semibold">
                      {member.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{member.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">@{member.handle}</span>
                  </span>
                  <span className="text-sm tabular-nums text-muted-foreground">
                    {t("communityPage.upvotes", { count: member.upvotes })}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
