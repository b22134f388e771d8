import { Bell, BellOff, CalendarClock, ExternalLink, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { isCalendarDay } from "~/core/forms/calendar";
import type { CalendarEntry } from "~/server/calendar/calendar.server";
import { calendarRequest, failureMessage } from "./calendar-api";
import { localToday, longDate } from "./dates";

/**
 * One entry (SPEC §2, §4): its prompt, the day, "Open prompt", the reminder toggle, moving it to
 * another day and deleting it (confirmed). Each change closes the dialog and the month reloads.
 */
export function EntryDialog({ entry, onClose, onChanged }: { entry: CalendarEntry | null; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  const dateId = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [moveTo, setMoveTo] = useState<{ id: string; day: string } | null>(null);
  const day = entry && moveTo?.id === entry.id ? moveTo.day : (entry?.date ?? "");

  async function change(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
      onClose();
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  const toggleReminder = (current: CalendarEntry) =>
    change(async () => {
      try {
        await calendarRequest("PATCH", `/calendar/${current.id}`, { reminder: !current.reminder });
        toast.success(t("calendar.entry.reminderUpdated"));
      } catch (error) {
        toast.error(failureMessage(t, "calendar.errors.reminder", error));
      }
    });

  const move = (current: CalendarEntry) =>
    change(async () => {
      try {
        await calendarRequest("PATCH", `/calendar/${current.id}`, { date: day });
        toast.success(t("calendar.entry.moved", { date: longDate(day, locale) }));
      } catch (error) {
        toast.error(failureMessage(t, "calendar.errors.move", error));
      }
    });

  const remove = (current: CalendarEntry) =>
    change(async () => {
      setConfirming(false);
      try {
        await calendarRequest("DELETE", `/calendar/${current.id}`);
        toast.success(t("calendar.entry.deleted"));
      } catch (error) {
        toast.error(failureMessage(t, "calendar.errors.delete", error));
      }
    });

  return (
    <>
      <Dialog open={entry !== null && !confirming} onOpenChange={(open) => (open ? undefined : onClose())}>
        {entry ? (
          <DialogContent closeLabel={t("calendar.close")} data-testid="calendar-entry-dialog">
            <div className="space-y-1">
              <DialogTitle>{entry.prompt.title}</DialogTitle>
              <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                <CalendarClock className="size-4" aria-hidden /> {t("calendar.entry.scheduledFor", { date: longDate(entry.date, locale) })}
              </p>
            </div>
            <DialogDescription className="whitespace-pre-line">{entry.prompt.description || t("calendar.entry.noDescription")}</DialogDescription>

            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={entry.prompt.url}>
                  <ExternalLink aria-hidden /> {t("calendar.entry.open")}
                </Link>
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => void toggleReminder(entry)} data-testid="calendar-reminder-toggle">
                {entry.reminder ? <BellOff aria-hidden /> : <Bell aria-hidden />}
                {entry.reminder ? t("calendar.entry.disableReminder") : t("calendar.entry.enableReminder")}
              </Button>
            </div>
            {/* Rendered only after a click, in the browser: its own today is the one that counts. */}
            {entry.reminder && entry.date >= localToday() ? <p className="text-sm text-muted-foreground">{t("calendar.entry.reminderOn")}</p> : null}

            <form
              className="flex flex-wrap items-end gap-2 border-t border-border pt-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (isCalendarDay(day) && day !== entry.date) void move(entry);
              }}
            >
              <div className="min-w-40 flex-1 space-y-1.5">
                <Label htmlFor={dateId}>{t("calendar.entry.moveLabel")}</Label>
                <Input id={dateId} type="date" required value={day} min="2000-01-01" max="2100-12-31" onChange={(event) => setMoveTo({ id: entry.id, day: event.target.value })} />
              </div>
              <Button type="submit" variant="secondary" disabled={busy || !isCalendarDay(day) || day === entry.date}>
                {t("calendar.entry.move")}
              </Button>
            </form>

            <div className="border-t border-border pt-4">
              <Button variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden /> {t("calendar.entry.delete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      <AlertDialog open={entry !== null && confirming} onOpenChange={(open) => (open ? undefined : setConfirming(false))}>
        {entry ? (
          <AlertDialogContent data-testid="calendar-delete-confirm">
            <AlertDialogHeader>
              <AlertDialogTitle>{t("calendar.entry.deleteTitle")}</AlertDialogTitle>
              <AlertDialogDescription>{t("calendar.entry.deleteBody", { title: entry.prompt.title, date: longDate(entry.date, locale) })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("calendar.entry.cancel")}</AlertDialogCancel>
              <AlertDialogAction
                onClick={(event) => {
                  event.preventDefault();
                  void remove(entry);
                }}
              >
                {t("calendar.entry.deleteConfirm")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </>
  );
}
