import { FolderKanban, Lock } from "lucide-react";
import { Link } from "react-router";
import { LegendUpsell } from "~/app/components/billing/legend-upsell";
import { ProjectsView } from "~/app/components/projects/projects-view";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { countryFromRequest } from "~/core/plans";
import { requireMember } from "~/server/accounts/require-member.server";
import { getDb } from "~/server/database.server";
import { pageGate } from "~/server/entitlements/page-gates";
import { listProjects } from "~/server/projects/projects.server";
import type { Route } from "./+types/projects";

// The projects' messages travel with the pages that show projects, not with every public page.
await provideAreaMessages(import.meta.glob("/core/messages/projects.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "projects");
  const projects = await listProjects(await getDb(), member.user.id);
  // Changing projects is Legend's; a member who left Legend keeps reading the ones they made.
  if (!gate.open && projects.length === 0) {
    return { access: gate.fallback, locale, country: countryFromRequest(request) };
  }
  return { access: gate.open ? ("projects" as const) : ("read-only" as const), locale, projects };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("projects.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "upsell") {
    return (
      <div className="px-4 py-12">
        <LegendUpsell
          name="projects"
          country={loaderData.country}
          icon={<FolderKanban className="mx-auto size-12 text-primary" aria-hidden />}
          texts={{
            title: t("projects.upsell.title"),
            body: t("projects.upsell.body"),
            points: [t("projects.upsell.point1"), t("projects.upsell.point2"), t("projects.upsell.point3")],
            upgrade: t("projects.upsell.upgrade"),
            countdown: (seconds) => t("projects.upsell.countdown", { seconds }),
            stay: t("projects.upsell.stay"),
          }}
        />
      </div>
    );
  }
  const readOnly = loaderData.access === "read-only";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("projects.title")}</h1>
      <p className="mt-1 mb-6 max-w-3xl text-muted-foreground">{t("projects.subtitle")}</p>
      {readOnly ? (
        <div
          className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
          role="status"
          data-testid="projects-read-only"
        >
          <Lock className="size-5 shrink-0 text-primary" aria-hidden />
          <p className="min-w-0 flex-1">{t("projects.readOnly.notice")}</p>
          <Button asChild size="sm">
            <Link to="/pricing">{t("projects.readOnly.upgrade")}</Link>
          </Button>
        </div>
      ) : null}
      <ProjectsView projects={loaderData.projects} readOnly={readOnly} />
    </div>
  );
}
