import { useMemo } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CalendarView } from "~/app/components/calendar/calendar-view";
import { calendarViewOf, defaultCalendarView } from "~/app/components/calendar/view";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { isCalendarMonth } from "~/core/forms/calendar";
import { allFields, packRows, unpackRows } from "~/core/packed";
import { localeFromRequest } from "~/core/locale";
import { projectFilterOf } from "~/core/forms/projects";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { listCalendarMonth, type CalendarEntrySummary } from "~/server/calendar/calendar.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { listProjectLabels } from "~/server/projects/projects.server";
import { dayInZone } from "~/core/zoned-time";
import type { Route } from "./+types/content-calendar";

/** The month's entries travel as rows of these fields (core/packed): the page's largest part. */
const ENTRY_FIELDS = allFields<CalendarEntrySummary>()(
  "id",
  "date",
  "title",
  "reminder",
  "locked",
  "description",
  "projectId",
  "prompt",
);

await provideAreaMessages(import.meta.glob("/core/messages/{calendar,projects}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const db = await getDb();
  // The member's zone comes with the member: the month starts on their today without another read.
  const timeZone = member.user.timeZone;
  const today = dayInZone(new Date(), timeZone ?? "UTC");
  const params = new URL(request.url).searchParams;
  const requested = params.get("month");
  const month = requested && isCalendarMonth(requested) ? requested : today.slice(0, 7);
  // Entries planned for one project (or for none); a member who left Legend still filters by theirs.
  const project = projectFilterOf(params.get("project"));
  const [entries, projects] = await Promise.all([
    listCalendarMonth(db, member.viewer, month, locale, project),
    listProjectLabels(db, member.user.id),
  ]);
  return {
    locale,
    month,
    today,
    entries: packRows(entries, ENTRY_FIELDS),
    timeZone,
    projects,
    project: project ?? null,
    canChangeProjects: capabilities(member.viewer).projects,
    defaultView: defaultCalendarView(request.headers),
  };
}

// Switching between the grid and the list changes only `view=` in the address: the month the
// page holds is drawn the other way, without asking the server again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("view");
    params.sort();
    return params.toString();
  };
  const onlyView =
    withoutView(currentUrl) === withoutView(nextUrl) &&
    calendarViewOf(currentUrl.searchParams.get("view")) !== calendarViewOf(nextUrl.searchParams.get("view"));
  return onlyView ? false : defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("calendar.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ContentCalendarPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const entries = useMemo(() => unpackRows(loaderData.entries, ENTRY_FIELDS), [loaderData.entries]);
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("calendar.title")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t("calendar.subtitle")}</p>
      <CalendarView
        month={loaderData.month}
        today={loaderData.today}
        entries={entries}
        timeZone={loaderData.timeZone}
        projects={loaderData.projects}
        project={loaderData.project}
        canChangeProjects={loaderData.canChangeProjects}
        defaultView={loaderData.defaultView}
      />
    </div>
  );
}
