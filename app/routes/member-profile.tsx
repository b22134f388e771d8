import "~/app/components/community/messages";
import { ArrowBigUp, CalendarDays, UserRound } from "lucide-react";
import { data } from "react-router";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { publicProfile } from "~/server/community/people.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import type { Route } from "./+types/member-profile";

/** /u/:handle: a member's public page. A handle no one has is the app's 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const profile = await publicProfile(await getDb(), params.handle, locale, appClock.now());
  if (!profile) throw data(null, { status: 404 });
  return { locale, profile };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  if (!loaded) return [];
  const t = translator(loaded.locale ?? locale);
  return seoMeta({
    title: t("profile.public.title", { name: loaded.profile.name }),
    description: t("communityPage.subtitle"),
    path: `/u/${loaded.profile.handle}`,
    locale: loaded.locale,
    origin,
  });
}

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { profile } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" data-testid="member-profile">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-full bg-muted" aria-hidden>
            <UserRound className="size-10 text-muted-foreground" />
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words">{profile.name}</h1>
          <p className="text-muted-foreground">@{profile.handle}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden />
              {t("profile.public.memberSince", { date: formatLongDate(profile.memberSince, locale) })}
            </li>
            <li className="flex items-center gap-1" data-testid="profile-upvotes">
              <ArrowBigUp className="size-4" aria-hidden />
              {t("profile.public.upvotes", { count: profile.upvotesReceived })}
            </li>
          </ul>
        </div>
      </header>
      <section className="mt-10" aria-labelledby="profile-prompts">
        <h2 id="profile-prompts" className="mb-4 text-xl font-semibold">
          {t("profile.public.prompts")}
        </h2>
        <PromptGrid
          prompts={profile.prompts}
          columns={3}
          empty={<p className="text-muted-foreground">{t("profile.public.noPrompts")}</p>}
        />
      </section>
    </div>
  );
}
