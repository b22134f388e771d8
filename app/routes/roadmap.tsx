import "~/app/components/roadmap/messages";
import { data, Link } from "react-router";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ProposalForm } from "~/app/components/roadmap/proposal-form";
import { RoadmapItemCard } from "~/app/components/roadmap/roadmap-item-card";
import { StatusFilter } from "~/app/components/roadmap/status-filter";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { getDb } from "~/server/database.server";
import { ANONYMOUS } from "~/server/entitlements/entitlements";
import { roadmapAction, roadmapViewerOf, statusFilterOf } from "~/server/roadmap/page.server";
import { listRoadmap } from "~/server/roadmap/roadmap.server";
import type { Route } from "./+types/roadmap";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const member = await getCurrentMember(request);
  const status = statusFilterOf(request) ?? null;
  const items = await listRoadmap(await getDb(), member?.viewer ?? ANONYMOUS, {
    status: status ?? undefined,
    locale,
  });
  return { locale, status, items, viewer: roadmapViewerOf(member) };
}

export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await roadmapAction(request);
  return data(result, { status });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(loaded?.locale ?? locale);
  return seoMeta({
    title: t("roadmap.meta.title"),
    description: t("roadmap.meta.description"),
    path: "/roadmap",
    locale: loaded?.locale ?? locale,
    origin,
  });
}

export default function RoadmapPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, viewer, status } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("roadmap.title") }]} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("roadmap.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("roadmap.subtitle")}</p>
      <p className="mt-2 text-sm">
        <Link to="/changelog" className="font-medium text-primary underline">
          {t("roadmap.changelogLink")}
        </Link>
      </p>

      {viewer.canTakePart ? null : (
        <div
          className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
          data-testid="roadmap-upgrade-banner"
        >
          <p className="min-w-0 flex-1">{t("roadmap.upgrade")}</p>
          <Link
            to={viewer.signedIn ? "/pricing" : "/login"}
            className="inline-flex h-9 items-center rounded-md bg-primary px-3 font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {viewer.signedIn ? t("roadmap.upgrade.link") : t("roadmap.signIn")}
          </Link>
        </div>
      )}

      <div className="mt-6 space-y-2">
        <StatusFilter current={status} />
        <p className="text-xs text-muted-foreground">{t("roadmap.sortedByVotes")}</p>
      </div>

      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground" data-testid="roadmap-empty">
          {t(status ? "roadmap.empty.filtered" : "roadmap.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <RoadmapItemCard key={item.id} item={item} viewer={viewer} action="/roadmap" />
          ))}
        </ul>
      )}

      {viewer.canTakePart ? (
        <div className="mt-10">
          <ProposalForm action="/roadmap" />
        </div>
      ) : null}
    </div>
  );
}
