import {
  Bell,
  BellOff,
  CalendarClock,
  Check,
  Copy,
  ExternalLink,
  FolderInput,
  Loader2,
  Lock,
  Pencil,
  Trash2,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
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
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { useFillContext } from "~/app/components/prompts/prompt-fill";
import {
  editableVariables,
  valueProblems,
  VariableFields,
  variableFieldId,
  type VariableValues,
} from "~/app/components/prompts/variable-form";
import { CALENDAR_VALUES_LIMITS, isCalendarDay, keptValues } from "~/core/forms/calendar";
import { fillTemplate, parseTemplate, variableKey, type Template } from "~/core/variables";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import type { CalendarEntry, CalendarEntrySummary } from "~/server/calendar/calendar.server";
import { calendarSummaryPath } from "~/server/calendar/links";
import {
  CALENDAR_ENTRY_PARAM,
  calendarRequest,
  offerUndo,
  retryableFailure,
  showRefusal,
} from "./calendar-api";
import { localToday, longDate } from "./dates";
import { usePastDayCheck } from "./past-day";
import { ReminderMarker } from "./reminder-marker";
import { MoveToProjectDialog } from "~/app/components/projects/move-dialog";
import { ProjectName } from "~/app/components/projects/project-dot";
import { apiRequest } from "~/app/components/projects/projects-api";
import type { ProjectLabel } from "~/server/projects/projects.server";

/**
 * One entry: its prompt (filled with what the member typed when scheduling it, and copied that
 * way), the day, "Open prompt", the reminder toggle, moving it to another day and deleting it
 * (confirmed). The month lists entries without texts, so the prompt's text is fetched when the
 * dialog opens. The reminder toggle keeps the dialog open and the focus on itself; a move or a
 * delete closes it, the month reloads, and a toast offers Undo. A change that got no answer keeps
 * the dialog open, with the day typed, says so in it and offers Retry. Closing with a day picked
 * but not moved to asks first.
 */
export function EntryDialog({
  entry,
  onClose,
  onChanged,
  projects = [],
  canChangeProjects = false,
}: {
  entry: CalendarEntrySummary | null;
  onClose: () => void;
  onChanged: () => void;
  projects?: ProjectLabel[];
  /** Legend: the entry can be moved into a project or out of one */
  canChangeProjects?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const dateId = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [moveTo, setMoveTo] = useState<{ id: string; day: string } | null>(null);
  const day = entry && moveTo?.id === entry.id ? moveTo.day : (entry?.date ?? "");
  const [opened, setOpened] = useState<{ id: string; entry: CalendarEntry | null; failed: boolean } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const entryId = entry?.id ?? null;
  const pastDay = usePastDayCheck();
  const [askDiscard, setAskDiscard] = useState(false);
  // The entry's values being changed (by variable key), and the values last saved here by name.
  const [editing, setEditing] = useState<{ id: string; values: VariableValues; reveal: boolean } | null>(
    null,
  );
  const [savedValues, setSavedValues] = useState<{ id: string; values: Record<string, string> } | null>(null);
  const editingHere = entry && editing?.id === entry.id ? editing : null;
  const dirty = entry !== null && (day !== entry.date || editingHere !== null);
  // The reminder as last saved here, until the month's reload brings the same.
  const [reminderSaved, setReminderSaved] = useState<{ id: string; on: boolean } | null>(null);
  const reminderOn = entry && reminderSaved?.id === entry.id ? reminderSaved.on : Boolean(entry?.reminder);
  const { copied, copy } = useCopy();
  const [movingProject, setMovingProject] = useState(false);
  const project = entry?.projectId ? (projects.find((item) => item.id === entry.projectId) ?? null) : null;
  // The entry's prompt text comes in the reader's language: its built-ins are written in it.
  const context = useFillContext(locale);

  function close() {
    setMoveTo(null);
    setEditing(null);
    setAskDiscard(false);
    onClose();
  }

  useEffect(() => {
    if (!entryId) return;
    let current = true;
    calendarRequest<{ entry: CalendarEntry }>("GET", `/calendar/${entryId}`)
      .then((result) => current && setOpened({ id: entryId, entry: result.entry, failed: false }))
      .catch(() => current && setOpened({ id: entryId, entry: null, failed: true }));
    return () => {
      current = false;
    };
  }, [entryId, attempt]);
  const detail = opened && opened.id === entryId ? opened : null;

  // A change that got no answer (or failed on the server), said in the dialog open for its entry.
  const [failed, setFailed] = useState<{
    entryId: string;
    deleting: boolean;
    failure: ActionFailure;
    what: string;
    retry: () => void;
  } | null>(null);
  const failedHere = failed && failed.entryId === entryId ? failed : null;

  async function change(
    current: CalendarEntrySummary,
    key: MessageKey,
    what: string,
    run: () => Promise<void>,
    retry: () => void,
    { keepOpen = false }: { keepOpen?: boolean } = {},
  ) {
    setBusy(true);
    try {
      await run();
      setFailed(null);
      if (!keepOpen) close();
      onChanged();
    } catch (error) {
      const failure = retryableFailure(error);
      setFailed(
        failure
          ? { entryId: current.id, deleting: key === "calendar.errors.delete", failure, what, retry }
          : null,
      );
      if (!failure) showRefusal(t, key, error);
    } finally {
      setBusy(false);
    }
  }

  // A failed deletion is said in its confirmation, the other changes in the dialog.
  const failureAlert = (deleting: boolean) =>
    failedHere && failedHere.deleting === deleting ? (
      <ActionFailureAlert
        failure={failedHere.failure}
        what={failedHere.what}
        busy={busy}
        onRetry={failedHere.retry}
      />
    ) : null;

  // The button keeps the focus: it is never disabled under it (aria-disabled while saving) and the
  // dialog stays open.
  const setReminder = (current: CalendarEntrySummary, on: boolean) =>
    change(
      current,
      "calendar.errors.reminder",
      t("calendar.failed.reminder"),
      async () => {
        await calendarRequest("PATCH", `/calendar/${current.id}`, { reminder: on });
        setReminderSaved({ id: current.id, on });
        toast.success(t("calendar.entry.reminderUpdated"));
      },
      () => void setReminder(current, on),
      { keepOpen: true },
    );

  const move = (current: CalendarEntrySummary, to: string) =>
    change(
      current,
      "calendar.errors.move",
      t("calendar.failed.move", { title: current.title, date: longDate(to, locale) }),
      async () => {
        await calendarRequest("PATCH", `/calendar/${current.id}`, { date: to });
        const from = current.date;
        offerUndo(
          t,
          t("calendar.entry.moved", { date: longDate(to, locale) }),
          async () => {
            await calendarRequest("PATCH", `/calendar/${current.id}`, { date: from });
            onChanged();
          },
          () => t("calendar.undone.move", { date: longDate(from, locale) }),
        );
      },
      () => void move(current, to),
    );

  const remove = (current: CalendarEntrySummary) => {
    // What adding it again needs: the same prompt, day, reminder and filled values.
    const again = {
      ...(current.prompt.source === "locker"
        ? { lockerPromptId: current.prompt.id }
        : { promptId: current.prompt.id }),
      date: current.date,
      reminder: reminderOn,
      values: (savedValues?.id === current.id ? savedValues.values : null) ?? detail?.entry?.values ?? {},
    };
    return change(
      current,
      "calendar.errors.delete",
      t("calendar.failed.delete", { title: current.title }),
      async () => {
        await calendarRequest("DELETE", `/calendar/${current.id}`);
        setConfirming(false);
        offerUndo(
          t,
          t("calendar.entry.deleted"),
          async () => {
            await calendarRequest("POST", "/calendar", again);
            onChanged();
          },
          () => t("calendar.undone.delete"),
        );
      },
      () => void remove(current),
    );
  };

  const values =
    (entry && savedValues?.id === entry.id ? savedValues.values : null) ?? detail?.entry?.values ?? {};
  const template =
    detail?.entry?.prompt.promptText != null ? parseTemplate(detail.entry.prompt.promptText) : null;
  const fields = template ? editableVariables(template, context) : [];

  const saveValues = (current: CalendarEntrySummary, edited: VariableValues, shape: Template) => {
    const byName = byVariableName(shape, edited, context);
    return change(
      current,
      "calendar.errors.values",
      t("calendar.failed.values"),
      async () => {
        await calendarRequest("PATCH", `/calendar/${current.id}`, { values: byName });
        setSavedValues({ id: current.id, values: byName });
        setEditing(null);
        toast.success(t("calendar.entry.valuesSaved"));
      },
      () => void saveValues(current, edited, shape),
      { keepOpen: true },
    );
  };
  // The entry keeps its values by variable name; the template reads them by key.
  const filledText =
    detail?.entry?.prompt.promptText != null
      ? fillTemplate(
          parseTemplate(detail.entry.prompt.promptText),
          Object.fromEntries(Object.entries(values).map(([name, value]) => [variableKey(name), value])),
          context,
        )
      : null;

  return (
    <>
      <Dialog
        open={entry !== null && !confirming}
        onOpenChange={(open) => {
          if (open) return;
          if (dirty) setAskDiscard(true);
          else close();
        }}
      >
        {entry ? (
          <DialogContent closeLabel={t("calendar.close")} data-testid="calendar-entry-dialog">
            <div className="space-y-1">
              <DialogTitle>{entry.title}</DialogTitle>
              <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                <CalendarClock className="size-4" aria-hidden />{" "}
                {t("calendar.entry.scheduledFor", { date: longDate(entry.date, locale) })}
              </p>
              {project ? (
                <p className="text-sm" data-testid="calendar-entry-project">
                  <ProjectName project={project} />
                </p>
              ) : null}
            </div>
            <DialogDescription className="whitespace-pre-line">
              {detail?.entry?.prompt.description || entry.description || t("calendar.entry.noDescription")}
            </DialogDescription>
            {Object.keys(values).length > 0 ? (
              <section aria-labelledby={`${dateId}-values`} data-testid="calendar-entry-values">
                <h3 id={`${dateId}-values`} className="mb-1.5 text-sm font-semibold">
                  {t("calendar.entry.values")}
                </h3>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md border border-border p-3 text-sm">
                  {Object.entries(values).map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="font-medium text-muted-foreground first-letter:uppercase">{name}</dt>
                      <dd className="break-words whitespace-pre-line">{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            {template && fields.length > 0 && !entry.locked ? (
              editingHere ? (
                <form
                  className="space-y-3 rounded-md border border-border p-3"
                  noValidate
                  data-testid="calendar-entry-edit-values"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (busy) return;
                    const problems = valueProblems(template, context, editingHere.values);
                    if (problems.length > 0) {
                      setEditing({ ...editingHere, reveal: true });
                      document
                        .getElementById(variableFieldId(`${dateId}-v`, template, problems[0]!.variable.key))
                        ?.focus();
                      return;
                    }
                    void saveValues(entry, editingHere.values, template);
                  }}
                >
                  <VariableFields
                    id={`${dateId}-v`}
                    template={template}
                    context={context}
                    values={editingHere.values}
                    onValuesChange={(change) =>
                      setEditing((current) =>
                        current ? { ...current, values: change(current.values) } : current,
                      )
                    }
                    revealProblems={editingHere.reveal}
                  />
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <Button type="button" variant="outline" onClick={() => setEditing(null)}>
                      {t("calendar.entry.cancel")}
                    </Button>
                    <Button type="submit" aria-disabled={busy}>
                      {t("calendar.entry.saveValues")}
                    </Button>
                  </div>
                </form>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() =>
                    setEditing({
                      id: entry.id,
                      values: Object.fromEntries(
                        Object.entries(values).map(([name, value]) => [variableKey(name), value]),
                      ),
                      reveal: false,
                    })
                  }
                  data-testid="calendar-entry-edit-values-open"
                >
                  <Pencil aria-hidden /> {t("calendar.entry.editValues")}
                </Button>
              )
            ) : null}
            <PromptText
              detail={detail}
              text={filledText}
              locked={entry.locked}
              onRetry={() => setAttempt((n) => n + 1)}
            />

            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link
                  to={
                    entry.prompt.source === "library" && Object.keys(values).length > 0
                      ? `${calendarSummaryPath(entry.prompt)}?${CALENDAR_ENTRY_PARAM}=${entry.id}`
                      : calendarSummaryPath(entry.prompt)
                  }
                >
                  <ExternalLink aria-hidden /> {t("calendar.entry.open")}
                </Link>
              </Button>
              {filledText !== null ? (
                <Button
                  variant="outline"
                  onClick={() =>
                    void copy(filledText).then((ok) =>
                      ok
                        ? toast.success(t("calendar.entry.copied"))
                        : toast.error(t("calendar.entry.copyFailed")),
                    )
                  }
                  data-testid="calendar-entry-copy"
                >
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {t("calendar.entry.copy")}
                </Button>
              ) : null}
              <Button
                variant="outline"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) void setReminder(entry, !reminderOn);
                }}
                data-testid="calendar-reminder-toggle"
              >
                {reminderOn ? <BellOff aria-hidden /> : <Bell aria-hidden />}
                {reminderOn ? t("calendar.entry.disableReminder") : t("calendar.entry.enableReminder")}
              </Button>
            </div>
            {/* Rendered only after a click, in the browser: its own today is the one that counts. */}
            {reminderOn ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <ReminderMarker />
                {entry.date >= localToday() ? t("calendar.entry.reminderOn") : t("calendar.reminder.on")}
              </p>
            ) : null}

            <form
              className="flex flex-wrap items-end gap-2 border-t border-border pt-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (isCalendarDay(day) && day !== entry.date)
                  pastDay.schedule(day, entry.title, () => void move(entry, day));
              }}
            >
              <div className="min-w-40 flex-1 space-y-1.5">
                <Label htmlFor={dateId}>{t("calendar.entry.moveLabel")}</Label>
                <Input
                  id={dateId}
                  type="date"
                  required
                  value={day}
                  min="2000-01-01"
                  max="2100-12-31"
                  onChange={(event) => setMoveTo({ id: entry.id, day: event.target.value })}
                />
              </div>
              <Button
                type="submit"
                variant="secondary"
                disabled={busy || !isCalendarDay(day) || day === entry.date}
              >
                {t("calendar.entry.move")}
              </Button>
            </form>

            {failureAlert(false)}

            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              {canChangeProjects && projects.length > 0 ? (
                <Button variant="outline" disabled={busy} onClick={() => setMovingProject(true)}>
                  <FolderInput aria-hidden /> {t("projects.move")}
                </Button>
              ) : null}
              <Button variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden /> {t("calendar.entry.delete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      {pastDay.dialog}
      <MoveToProjectDialog
        item={entry && movingProject ? { title: entry.title, projectId: entry.projectId } : null}
        projects={projects}
        onClose={() => setMovingProject(false)}
        move={(projectId) => apiRequest("PATCH", `/calendar/${entry?.id}`, { projectId })}
        onMoved={() => {
          setMovingProject(false);
          onChanged();
        }}
      />
      <AlertDialog
        open={entry !== null && askDiscard}
        onOpenChange={(open) => (open ? undefined : setAskDiscard(false))}
      >
        {entry ? (
          <AlertDialogContent data-testid="calendar-discard-confirm">
            <AlertDialogHeader>
              <AlertDialogTitle>{t("calendar.discard.title")}</AlertDialogTitle>
              <AlertDialogDescription>
                {t("calendar.discard.body", {
                  date: isCalendarDay(day) ? longDate(day, locale) : day || "—",
                })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("calendar.discard.keep")}</AlertDialogCancel>
              <AlertDialogAction onClick={close}>{t("calendar.discard.confirm")}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>

      <AlertDialog
        open={entry !== null && confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
      >
        {entry ? (
          <AlertDialogContent data-testid="calendar-delete-confirm">
            <AlertDialogHeader>
              <AlertDialogTitle>{t("calendar.entry.deleteTitle")}</AlertDialogTitle>
              <AlertDialogDescription>
                {t("calendar.entry.deleteBody", { title: entry.title, date: longDate(entry.date, locale) })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            {failureAlert(true)}
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

/** The prompt's text once fetched, or the lock the library shows when the member's plan does not open it. */
function PromptText({
  detail,
  text,
  locked,
  onRetry,
}: {
  detail: { entry: CalendarEntry | null; failed: boolean } | null;
  /** the prompt's text with the entry's values filled in */
  text: string | null;
  locked: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  if (locked || detail?.entry?.prompt.locked) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm"
        data-testid="calendar-entry-locked"
      >
        <Lock className="size-4 shrink-0" aria-hidden /> {t("calendar.entry.locked")}
        <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("calendar.entry.seePlans")}
        </Link>
      </div>
    );
  }
  if (!detail) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden /> {t("calendar.entry.loadingText")}
      </p>
    );
  }
  if (detail.failed || !detail.entry) {
    return (
      <div className="space-y-2 text-sm" role="alert">
        <p>{t("calendar.errors.entry")}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("calendar.retry")}
        </Button>
      </div>
    );
  }
  return (
    <pre
      className="max-h-64 overflow-y-auto rounded-md border border-border bg-muted/50 p-3 font-sans text-sm whitespace-pre-wrap"
      data-testid="calendar-entry-text"
    >
      {text}
    </pre>
  );
}

/** The values an entry keeps: each filled field's value under its variable's name. */
function byVariableName(
  template: Template,
  values: VariableValues,
  context: Parameters<typeof editableVariables>[1],
): Record<string, string> {
  return keptValues(
    Object.fromEntries(
      editableVariables(template, context)
        .map((variable) => [
          variable.name,
          (values[variable.key] ?? "").slice(0, CALENDAR_VALUES_LIMITS.value),
        ])
        .slice(0, CALENDAR_VALUES_LIMITS.keys),
    ),
  );
}
