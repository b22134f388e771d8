import { Bell, CalendarCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/app/components/ui/cn";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { ProjectDot } from "~/app/components/projects/project-dot";
import type { ProjectColor } from "~/core/forms/projects";
import { shiftDay } from "~/core/forms/calendar";
import type { CalendarEntrySummary } from "~/server/calendar/calendar.server";
import { fullDate, monthWeeks, weekdayNames } from "./dates";

const ENTRY_DRAG_TYPE = "application/x-promptario-calendar-entry";

/**
 * One month, weeks starting on Sunday, as an ARIA grid: one day is in the tab order at a
 * time, the arrow keys move between days (across months too), Home/End go to the week's ends,
 * Page Up/Down change month, Enter or Space opens the day. Days with entries are bold with a
 * marker that opens the first entry; on a wide screen their titles show and can be dragged to
 * another day.
 */
export function MonthGrid({
  month,
  today,
  entries,
  selected,
  focusDay,
  onFocusDay,
  onGoToMonth,
  onDayClick,
  onOpenEntry,
  onMoveEntry,
  labelledBy,
  projectColors,
}: {
  month: string;
  today: string;
  entries: CalendarEntrySummary[];
  selected: string | null;
  focusDay: string;
  onFocusDay: (day: string) => void;
  /** a key press left the month: show the month of `day` and focus it there */
  onGoToMonth: (day: string) => void;
  onDayClick: (day: string) => void;
  onOpenEntry: (entry: CalendarEntrySummary) => void;
  onMoveEntry: (entryId: string, day: string) => void;
  labelledBy: string;
  /** each project's colour, for the dot beside its entries */
  projectColors?: Map<string, ProjectColor>;
}) {
  const t = useT();
  const locale = useLocale();
  const grid = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(false);
  const [dropDay, setDropDay] = useState<string | null>(null);
  const byDay = new Map<string, CalendarEntrySummary[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);

  // After a key press moved the focus, the new day takes it (once its month is on screen).
  useEffect(() => {
    if (!focusWanted.current) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    if (button) {
      button.focus();
      focusWanted.current = false;
    }
  }, [focusDay, month]);

  function onKeyDown(event: React.KeyboardEvent) {
    const day = (event.target as HTMLElement).dataset.day;
    if (!day) return;
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    let next: string | null = null;
    if (event.key in moves) next = shiftDay(day, moves[event.key]!);
    else if (event.key === "PageUp" || event.key === "PageDown")
      next = shiftMonthKeepingDay(day, event.key === "PageUp" ? -1 : 1);
    if (!next) return;
    event.preventDefault();
    focusWanted.current = true;
    onFocusDay(next);
    if (next.slice(0, 7) !== month) onGoToMonth(next);
  }

  const weekdays = weekdayNames(locale);
  return (
    <div
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={`${labelledBy}-hint`}
      ref={grid}
      onKeyDown={onKeyDown}
      className="w-full"
      data-testid="calendar-grid"
    >
      <div role="row" className="grid grid-cols-7 border-b border-border">
        {weekdays.map((name) => (
          <div
            key={name.long}
            role="columnheader"
            aria-label={name.long}
            className="py-2 text-center text-xs font-medium text-muted-foreground uppercase sm:text-sm sm:normal-case"
          >
            <span aria-hidden>{name.short}</span>
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week, index) => (
        <div role="row" key={index} className="grid grid-cols-7">
          {week.map((day, column) => {
            if (!day)
              return (
                <div
                  role="gridcell"
                  key={`pad-${column}`}
                  className="min-h-16 border-b border-border/60 bg-muted/30 sm:min-h-24 md:min-h-28"
                />
              );
            const dayEntries = byDay.get(day) ?? [];
            const first = dayEntries[0];
            const isSelected = day === selected;
            const isToday = day === today;
            const planned = dayEntries.length
              ? t("calendar.day.entries", {
                  day: fullDate(day, locale),
                  count: dayEntries.length,
                })
              : fullDate(day, locale);
            const reminded = dayEntries.some((entry) => entry.reminder);
            const name = reminded ? t("calendar.day.withReminder", { name: planned }) : planned;
            return (
              <div
                role="gridcell"
                key={day}
                aria-selected={isSelected}
                className={cn(
                  "calendar-cell",
                  dropDay === day && "bg-primary/10 ring-2 ring-primary ring-inset",
                )}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes(ENTRY_DRAG_TYPE)) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                  setDropDay(day);
                }}
                onDragLeave={() => setDropDay((current) => (current === day ? null : current))}
                onDrop={(event) => {
                  const id = event.dataTransfer.getData(ENTRY_DRAG_TYPE);
                  setDropDay(null);
                  if (!id) return;
                  event.preventDefault();
                  const entry = entries.find((candidate) => candidate.id === id);
                  if (entry && entry.date !== day) onMoveEntry(id, day);
                }}
                data-testid="calendar-day"
                data-day={day}
                data-has-entries={dayEntries.length > 0 || undefined}
              >
                <button
                  type="button"
                  data-day={day}
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-label={name}
                  aria-current={isToday ? "date" : undefined}
                  onClick={() => onDayClick(day)}
                  onFocus={() => onFocusDay(day)}
                  className={cn("calendar-day", isSelected && "bg-primary/10")}
                >
                  <span
                    aria-hidden
                    className={cn(
                      "flex size-7 items-center justify-center rounded-full tabular-nums",
                      isToday
                        ? "bg-primary font-bold text-primary-foreground"
                        : dayEntries.length > 0
                          ? "font-extrabold text-foreground"
                          : "text-muted-foreground",
                      isSelected && !isToday && "ring-2 ring-primary",
                    )}
                    data-testid="calendar-day-number"
                  >
                    {Number(day.slice(8))}
                  </span>
                </button>
                {first ? (
                  <button
                    type="button"
                    tabIndex={-1}
                    onClick={() => onOpenEntry(first)}
                    aria-label={
                      first.reminder
                        ? t("calendar.day.withReminder", {
                            name: t("calendar.day.marker", { title: first.title }),
                          })
                        : t("calendar.day.marker", { title: first.title })
                    }
                    title={first.title}
                    className="calendar-marker"
                    data-testid="calendar-marker"
                  >
                    {first.reminder ? (
                      <Bell className="size-4 fill-current text-amber-600 dark:text-amber-400" aria-hidden />
                    ) : (
                      <CalendarCheck className="size-4" aria-hidden />
                    )}
                  </button>
                ) : null}
                {dayEntries.length > 0 ? (
                  <ul className="calendar-chips" aria-hidden>
                    {dayEntries.slice(0, 2).map((entry) => (
                      <li key={entry.id}>
                        <button
                          type="button"
                          tabIndex={-1}
                          draggable
                          onDragStart={(event) => {
                            event.dataTransfer.setData(ENTRY_DRAG_TYPE, entry.id);
                            event.dataTransfer.effectAllowed = "move";
                          }}
                          onClick={() => onOpenEntry(entry)}
                          className="calendar-chip"
                          data-testid="calendar-chip"
                        >
                          {entry.projectId && projectColors?.has(entry.projectId) ? (
                            <ProjectDot color={projectColors.get(entry.projectId)!} className="size-2" />
                          ) : null}
                          <span className="min-w-0 flex-1 truncate">{entry.title}</span>
                          {entry.reminder ? (
                            <Bell
                              className="size-3 shrink-0 fill-current text-amber-600 dark:text-amber-400"
                              aria-hidden
                              data-testid="calendar-chip-reminder"
                            />
                          ) : null}
                        </button>
                      </li>
                    ))}
                    {dayEntries.length > 2 ? (
                      <li className="px-1.5 text-xs text-muted-foreground">
                        {t("calendar.day.more", { count: dayEntries.length - 2 })}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function shiftMonthKeepingDay(day: string, by: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + by, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}
