import "~/app/components/roadmap/messages";
import { data, Link, redirect } from "react-router";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { RoadmapAdmin } from "~/app/components/roadmap/roadmap-admin";
import { RoadmapComments } from "~/app/components/roadmap/roadmap-comments";
import { LanguageHint } from "~/app/components/roadmap/roadmap-item-card";
import { StatusBadge } from "~/app/components/roadmap/status-badge";
import { VoteButton } from "~/app/components/roadmap/vote-button";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { parseId } from "~/core/ids";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { getDb } from "~/server/database.server";
import { ANONYMOUS } from "~/server/entitlements/entitlements";
import { RoadmapError } from "~/server/roadmap/errors";
import { blogPostChoices, roadmapAction, roadmapViewerOf } from "~/server/roadmap/page.server";
import { getRoadmapItem, listRoadmap } from "~/server/roadmap/roadmap.server";
import type { Route } from "./+types/roadmap-item";

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  const locale = localeFromRequest(request);
  const member = await getCurrentMember(request);
  const viewer = member?.viewer ?? ANONYMOUS;
  const db = await getDb();
  const found = await getRoadmapItem(db, viewer, id, locale).catch((error: unknown) => {
    if (error instanceof RoadmapError) throw data(null, { status: 404 });
    throw error;
  });
  // A duplicate merged into another item leads there.
  if (found.mergedIntoId !== null) throw redirect(`/roadmap/${found.mergedIntoId}`, 301);
  const admin = found.texts
    ? {
        texts: found.texts,
        blogPosts: blogPostChoices(locale),
        others: (await listRoadmap(db, viewer, { locale }))
          .filter((other) => other.id !== id)
          .map((other) => ({ id: other.id, title: other.title })),
      }
    : null;
  return { locale, item: found.item, comments: found.comments, viewer: roadmapViewerOf(member), admin };
}

export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await roadmapAction(request);
  if (result.ok && result.intent === "merge" && result.itemId) throw redirect(`/roadmap/${result.itemId}`);
  return data(result, { status });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(loaded?.locale ?? locale);
  if (!loaded) return [{ title: t("roadmap.meta.title") }];
  return seoMeta({
    title: `${loaded.item.title} | ${t("roadmap.title")}`,
    description: loaded.item.description.slice(0, 160) || t("roadmap.meta.description"),
    path: `/roadmap/${loaded.item.id}`,
    locale: loaded.locale,
    origin,
  });
}

export default function RoadmapItemPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { item, comments, viewer, admin } = loaderData;
  const lang = item.language === "pt" ? "pt-BR" : "en";
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div>
        <Breadcrumb items={[{ label: t("roadmap.title"), to: "/roadmap" }, { label: item.title }]} />
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          <LanguageHint language={item.language} />
        </div>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words sm:text-3xl" lang={lang}>
          {item.title}
        </h1>
        {item.description ? (
          <p className="mt-3 whitespace-pre-line text-muted-foreground" lang={lang}>
            {item.description}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          <VoteButton item={item} viewer={viewer} action={`/roadmap/${item.id}`} />
          {item.shippedAt ? (
            <span>{t("roadmap.shippedOn", { date: formatLongDate(item.shippedAt, locale) })}</span>
          ) : null}
          {item.blogPostId ? (
            <Link to={`/blog/${item.blogPostId}`} className="font-medium text-primary underline">
              {t("roadmap.readPost")}
            </Link>
          ) : null}
        </div>
        <p className="mt-4 text-sm">
          <Link to="/roadmap" className="text-primary underline">
            {t("roadmap.back")}
          </Link>
        </p>
      </div>
      {admin ? (
        <RoadmapAdmin itemId={item.id} status={item.status} blogPostId={item.blogPostId} admin={admin} />
      ) : null}
      <RoadmapComments itemId={item.id} comments={comments} viewer={viewer} />
    </div>
  );
}
