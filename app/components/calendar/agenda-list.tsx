import { CalendarCheck, CalendarPlus, Lock, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { ProjectDot } from "~/app/components/projects/project-dot";
import type { ProjectColor } from "~/core/forms/projects";
import { isCalendarDay } from "~/core/forms/calendar";
import type { CalendarEntrySummary } from "~/server/calendar/calendar.server";
import { fullDate, longDate, monthTitle } from "./dates";
import { ReminderMarker } from "./reminder-marker";

/**
 * The month as a list: the days that have entries, in order, each with its entries and a way to
 * add one more; a date field opens any other day. Plain headings, lists and buttons, so the keyboard
 * and a screen reader go through it in reading order.
 */
export function AgendaList({
  month,
  today,
  entries,
  onOpenEntry,
  onOpenDay,
  projectColors,
}: {
  month: string;
  today: string;
  entries: CalendarEntrySummary[];
  onOpenEntry: (entry: CalendarEntrySummary) => void;
  onOpenDay: (day: string) => void;
  /** each project's colour, for the dot beside its entries */
  projectColors?: Map<string, ProjectColor>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [picked, setPicked] = useState<{ month: string; day: string } | null>(null);
  const pickedDay = picked?.month === month ? picked.day : today.startsWith(month) ? today : `${month}-01`;
  const days = new Map<string, CalendarEntrySummary[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);

  return (
    <div className="space-y-4 p-3 sm:p-4" data-testid="calendar-agenda">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (isCalendarDay(pickedDay)) onOpenDay(pickedDay);
        }}
      >
        <div className="min-w-40 flex-1 space-y-1.5 sm:flex-none">
          <Label htmlFor={`${id}-day`}>{t("calendar.agenda.planDay")}</Label>
          <Input
            id={`${id}-day`}
            type="date"
            required
            min="2000-01-01"
            max="2100-12-31"
            value={pickedDay}
            onChange={(event) => setPicked({ month, day: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!isCalendarDay(pickedDay)}>
          <CalendarPlus aria-hidden /> {t("calendar.agenda.open")}
        </Button>
      </form>

      {days.size === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t("calendar.agenda.empty", { month: monthTitle(month, locale) })}
        </p>
      ) : (
        <ol className="space-y-4" aria-label={monthTitle(month, locale)}>
          {[...days].map(([day, dayEntries]) => (
            <li key={day} data-testid="calendar-agenda-day" data-day={day}>
              <h3
                id={`${id}-${day}`}
                className={cn(
                  "mb-2 flex items-center gap-2 text-sm font-semibold",
                  day === today ? "text-primary" : day < today ? "text-muted-foreground" : undefined,
                )}
              >
                <span className="inline-block first-letter:uppercase">{fullDate(day, locale)}</span>
                {day === today ? (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                    {t("calendar.today")}
                  </span>
                ) : null}
              </h3>
              <ul className="space-y-1.5" aria-labelledby={`${id}-${day}`}>
                {dayEntries.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      onClick={() => onOpenEntry(entry)}
                      className="flex w-full items-start gap-3 rounded-lg border border-border bg-background p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      data-testid="calendar-agenda-entry"
                      data-entry-id={entry.id}
                    >
                      <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-1.5 font-medium">
                          {entry.projectId && projectColors?.has(entry.projectId) ? (
                            <ProjectDot color={projectColors.get(entry.projectId)!} />
                          ) : null}
                          <span className="min-w-0">{entry.title}</span>
                        </span>
                        {entry.description ? (
                          <span className="mt-0.5 line-clamp-1 block text-sm text-muted-foreground">
                            {entry.description}
                          </span>
                        ) : null}
                      </span>
                      {entry.locked ? (
                        <Lock
                          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                          role="img"
                          aria-label={t("calendar.entry.locked")}
                        />
                      ) : null}
                      {entry.reminder ? <ReminderMarker className="mt-0.5" /> : null}
                    </button>
                  </li>
                ))}
              </ul>
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 text-muted-foreground"
                onClick={() => onOpenDay(day)}
              >
                <Plus aria-hidden /> {t("calendar.agenda.add", { date: longDate(day, locale) })}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
