import { CalendarDays, ChevronLeft, ChevronRight, List, Loader2, Rss } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link, useNavigate, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { shiftMonth } from "~/core/forms/calendar";
import type { CalendarEntrySummary } from "~/server/calendar/calendar.server";
import { AgendaList } from "./agenda-list";
import { calendarRequest, offerUndo, retryableFailure, showRefusal } from "./calendar-api";
import { longDate, localToday, monthTitle } from "./dates";
import { loadCalendarDialogs, useCalendarDialogs } from "./deferred-dialogs";
import { MonthGrid } from "./month-grid";
import type { PastDayQuestion } from "./past-day";
import { CALENDAR_VIEWS, calendarPath, calendarViewOf, type CalendarViewName } from "./view";
import { ProjectFilter } from "~/app/components/projects/project-select";
import type { ProjectColor } from "~/core/forms/projects";
import type { ProjectLabel } from "~/server/projects/projects.server";

/**
 * The content calendar's page body: the month (from the loader; moving between months loads
 * the next one) as a grid or as a list grouped by day (the list on phones unless the member picks
 * the grid; only the view shown is drawn, the other when it is chosen), the selected day's sheet
 * and the entry dialog (loaded after the month, deferred-dialogs.ts). After any change the month is
 * fetched again, so it shows what the server holds; a move or a delete offers Undo.
 */
export function CalendarView({
  month,
  today: serverToday,
  entries,
  timeZone,
  projects,
  project,
  canChangeProjects,
  defaultView,
}: {
  month: string;
  today: string;
  entries: CalendarEntrySummary[];
  timeZone: string | null;
  projects: ProjectLabel[];
  /** the project filter (in the address): a project's id, "none", or null for every entry */
  project: string | null;
  /** Legend: entries can be put in projects */
  canChangeProjects: boolean;
  /** the view the server drew when none is chosen (its guess from the browser's mobile hint) */
  defaultView: CalendarViewName;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const headingId = useId();
  // The page was drawn with the server's idea of today; the browser knows the reader's own.
  const today = useSyncExternalStore(subscribeNothing, localToday, () => serverToday);
  const [selected, setSelected] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(() =>
    serverToday.startsWith(month) ? serverToday : `${month}-01`,
  );
  const [zone, setZone] = useState(timeZone);
  const zoneSent = useRef(false);
  // The view chosen is in the address; without one, the list on a phone and the grid on a wider
  // screen: the server guessed from the browser's hint, the screen's width decides once hydrated.
  const [searchParams] = useSearchParams();
  const chosenView = calendarViewOf(searchParams.get("view"));
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => defaultView === "agenda");
  const view = chosenView ?? (phone ? "agenda" : "month");
  const dialogs = useCalendarDialogs();
  // A drag to a day that has passed asks first (past-day.tsx's question, drawn with the dialogs).
  const [pastMove, setPastMove] = useState<PastDayQuestion | null>(null);
  // Where the keyboard was when an entry opened: it goes back there when the dialog closes, unless
  // the dialog already put it somewhere (the month's reload can replace what Radix would restore).
  const returnFocus = useRef<HTMLElement | null>(null);
  const openEntryDialog = (id: string) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenEntryId(id);
    loadCalendarDialogs();
  };
  const closeEntryDialog = () => {
    setOpenEntryId(null);
    const target = returnFocus.current;
    setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target?.isConnected) target.focus();
    }, 50);
  };

  // Reminders go by the member's zone: the first visit tells the server the browser's.
  useEffect(() => {
    if (timeZone || zoneSent.current) return;
    zoneSent.current = true;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone) return;
    calendarRequest<{ settings: { timeZone: string | null } }>("PATCH", "/calendar/settings", {
      timeZone: browserZone,
    })
      .then((result) => setZone(result.settings.timeZone))
      .catch(() => undefined);
  }, [timeZone]);

  // When another month comes in (buttons, the address), the keyboard's day moves into it, unless
  // the keyboard brought that month in and already chose its day.
  const [shownMonth, setShownMonth] = useState(month);
  if (shownMonth !== month) {
    setShownMonth(month);
    if (!focusDay.startsWith(month)) setFocusDay(today.startsWith(month) ? today : `${month}-01`);
  }

  const loading =
    (navigation.state === "loading" && navigation.location.pathname === "/content-calendar") ||
    revalidator.state === "loading";
  const openEntry = entries.find((entry) => entry.id === openEntryId) ?? null;
  const dayEntries = selected ? entries.filter((entry) => entry.date === selected) : [];

  const goToMonth = (target: string) =>
    void navigate(calendarPath(target, project, chosenView), { preventScrollReset: true });
  const projectColors = new Map<string, ProjectColor>(projects.map((entry) => [entry.id, entry.color]));
  // What is added while the calendar shows one project is planned for it.
  const addingTo = canChangeProjects && project && project !== "none" ? project : null;
  const refresh = () => void revalidator.revalidate();

  function openDay(day: string) {
    setFocusDay(day);
    setSelected(day);
    setSheetOpen(true);
    loadCalendarDialogs();
  }

  function onDayClick(day: string) {
    setFocusDay(day);
    if (day === selected && !sheetOpen) {
      setSelected(null);
      return;
    }
    setSelected(day);
    setSheetOpen(true);
    loadCalendarDialogs();
  }

  // A move by dragging that got no answer: said above the month, with Retry.
  const [moveFailed, setMoveFailed] = useState<{
    failure: ActionFailure;
    id: string;
    title: string;
    day: string;
    from?: string;
  } | null>(null);
  const [moving, setMoving] = useState(false);

  async function moveEntry(id: string, day: string, from?: string) {
    const title = entries.find((entry) => entry.id === id)?.title ?? moveFailed?.title ?? "";
    const before = from ?? entries.find((entry) => entry.id === id)?.date;
    setMoving(true);
    try {
      await calendarRequest("PATCH", `/calendar/${id}`, { date: day });
      setMoveFailed(null);
      if (before)
        offerUndo(
          t,
          t("calendar.entry.moved", { date: longDate(day, locale) }),
          async () => {
            await calendarRequest("PATCH", `/calendar/${id}`, { date: before });
            refresh();
          },
          () => t("calendar.undone.move", { date: longDate(before, locale) }),
        );
      else toast.success(t("calendar.entry.moved", { date: longDate(day, locale) }));
      refresh();
    } catch (error) {
      const failure = retryableFailure(error);
      setMoveFailed(failure ? { failure, id, title, day, from: before } : null);
      if (!failure) showRefusal(t, "calendar.errors.move", error);
    } finally {
      setMoving(false);
    }
  }

  return (
    <>
      {projects.length > 0 ? (
        <ProjectFilter
          id={`${headingId}-project`}
          className="mb-4 sm:max-w-xs"
          projects={projects}
          value={project}
          onChange={(value) =>
            void navigate(calendarPath(month, value, chosenView), { preventScrollReset: true })
          }
        />
      ) : null}
      {moveFailed ? (
        <ActionFailureAlert
          className="mb-4"
          failure={moveFailed.failure}
          what={t("calendar.failed.move", {
            title: moveFailed.title,
            date: longDate(moveFailed.day, locale),
          })}
          busy={moving}
          onRetry={() => void moveEntry(moveFailed.id, moveFailed.day, moveFailed.from)}
        />
      ) : null}
      <section
        className="rounded-2xl border border-border bg-card shadow-sm"
        aria-labelledby={headingId}
        data-testid="calendar"
        data-month={month}
        onPointerOver={dialogs ? undefined : loadCalendarDialogs}
        onFocus={dialogs ? undefined : loadCalendarDialogs}
      >
        <div className="flex flex-wrap items-center gap-2 border-b border-border p-3 sm:p-4">
          <h2 id={headingId} className="text-lg font-bold sm:text-xl" aria-live="polite">
            {monthTitle(month, locale)}
          </h2>
          {loading ? (
            <span
              role="status"
              className="flex items-center gap-1.5 text-sm text-muted-foreground"
              data-testid="calendar-loading"
            >
              <Loader2 className="size-4 animate-spin" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("calendar.loading")}</span>
            </span>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
            {/* Without scripts the buttons load the page in that view; with them, the month in hand
                is drawn the other way (the route does not reload for `view=` alone). */}
            <form method="get" action="/content-calendar" className="contents">
              <input type="hidden" name="month" value={month} />
              {project ? <input type="hidden" name="project" value={project} /> : null}
              <div
                role="group"
                aria-label={t("calendar.view.label")}
                className="mr-1 flex rounded-md border border-border p-0.5"
              >
                {CALENDAR_VIEWS.map((option) => (
                  <Button
                    key={option}
                    type="submit"
                    name="view"
                    value={option}
                    variant={view === option ? "secondary" : "ghost"}
                    size="sm"
                    className="h-7 px-2"
                    aria-pressed={view === option}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(calendarPath(month, project, option), {
                        replace: true,
                        preventScrollReset: true,
                      });
                    }}
                    data-testid={`calendar-view-${option}`}
                  >
                    {option === "month" ? <CalendarDays aria-hidden /> : <List aria-hidden />}
                    {t(option === "month" ? "calendar.view.month" : "calendar.view.agenda")}
                  </Button>
                ))}
              </div>
            </form>
            <Button
              variant="outline"
              size="sm"
              onClick={() => goToMonth(today.slice(0, 7))}
              disabled={month === today.slice(0, 7)}
            >
              {t("calendar.today")}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("calendar.previousMonth")}
              onClick={() => goToMonth(shiftMonth(month, -1))}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("calendar.nextMonth")}
              onClick={() => goToMonth(shiftMonth(month, 1))}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        <p id={`${headingId}-hint`} className="sr-only">
          {t("calendar.gridHint")}
        </p>
        <div className={cn(loading && "opacity-60 transition-opacity")}>
          {view === "agenda" ? (
            <AgendaList
              month={month}
              today={today}
              entries={entries}
              onOpenEntry={(entry) => openEntryDialog(entry.id)}
              onOpenDay={openDay}
              projectColors={projectColors}
            />
          ) : (
            <MonthGrid
              month={month}
              today={today}
              entries={entries}
              selected={selected}
              focusDay={focusDay}
              onFocusDay={setFocusDay}
              onGoToMonth={(day) => goToMonth(day.slice(0, 7))}
              onDayClick={onDayClick}
              onOpenEntry={(entry) => openEntryDialog(entry.id)}
              onMoveEntry={(id, day) => {
                const run = () => void moveEntry(id, day);
                if (day >= localToday()) return run();
                setPastMove({ day, title: entries.find((entry) => entry.id === id)?.title ?? "", run });
                loadCalendarDialogs();
              }}
              labelledBy={headingId}
              projectColors={projectColors}
            />
          )}
        </div>
      </section>

      <div className="mt-4 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          {t("calendar.reminderNote", { zone: zone ?? "UTC" })}{" "}
          <Link
            to="/settings?tab=calendar"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("calendar.reminderNote.settings")}
          </Link>
          <span className="hidden md:inline"> · {t("calendar.dragHint")}</span>
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to="/settings?tab=calendar">
            <Rss aria-hidden /> {t("calendar.subscribe")}
          </Link>
        </Button>
      </div>

      {dialogs ? (
        <>
          <dialogs.DaySheet
            day={selected}
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            entries={dayEntries}
            onOpenEntry={(entry) => {
              setSheetOpen(false);
              openEntryDialog(entry.id);
            }}
            onAdded={refresh}
            projectId={addingTo}
          />
          <dialogs.EntryDialog
            entry={openEntry}
            onClose={closeEntryDialog}
            onChanged={refresh}
            projects={projects}
            canChangeProjects={canChangeProjects}
          />
          <dialogs.PastDayDialog
            asked={pastMove}
            onAnswer={(confirmed) => {
              setPastMove(null);
              if (confirmed) pastMove?.run();
            }}
          />
        </>
      ) : null}
    </>
  );
}

const subscribeNothing = () => () => {};

const PHONE = "(max-width: 639px)";
const isPhone = () => window.matchMedia(PHONE).matches;
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
