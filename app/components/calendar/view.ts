import { requestSaysPhone } from "~/core/device";

/**
 * The calendar's two views of a month. The chosen one is in the address (`view=`), so the server
 * draws only that one and a reload or a link keeps it; without a choice, the server guesses from
 * the browser's mobile hint (the list on phones) and the browser corrects it by its screen width.
 */
export type CalendarViewName = "month" | "agenda";

export const CALENDAR_VIEWS: readonly CalendarViewName[] = ["month", "agenda"];

export function calendarViewOf(value: string | null | undefined): CalendarViewName | null {
  return value === "month" || value === "agenda" ? value : null;
}

/** What a browser that chose nothing gets first: the list when it says it is a phone. */
export function defaultCalendarView(headers: Headers): CalendarViewName {
  return requestSaysPhone(headers) ? "agenda" : "month";
}

/** The calendar's address: a month, within the project filter, in the chosen view. */
export function calendarPath(month: string, project: string | null, view: CalendarViewName | null) {
  const params = new URLSearchParams({ month });
  if (project) params.set("project", project);
  if (view) params.set("view", view);
  return `/content-calendar?${params}`;
}
