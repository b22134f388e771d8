import { CalendarPlus, Loader2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { useFillContext } from "~/app/components/prompts/prompt-fill";
import {
  editableVariables,
  TemplatePreview,
  valueProblems,
  VariableFields,
  variableFieldId,
  type VariableValues,
} from "~/app/components/prompts/variable-form";
import { CALENDAR_VALUES_LIMITS, isCalendarDay, keptValues } from "~/core/forms/calendar";
import type { Locale } from "~/core/locale";
import { parseTemplate, variableKey } from "~/core/variables";
import type { CalendarEntry } from "~/server/calendar/calendar.server";
import { CALENDAR_ENTRY_PARAM, calendarRequest, retryableFailure, showRefusal } from "./calendar-api";
import { localToday, longDate } from "./dates";
import { usePastDayCheck } from "./past-day";

// The prompt page loads this button lazily, for members: its messages come with it.
await provideAreaMessages(import.meta.glob("/core/messages/calendar-add.{en,pt}.ts"));

/**
 * The values the member typed in the prompt page's placeholder fields, by placeholder name. The
 * fields say which placeholder they fill in their `data-placeholder` attribute; reading them here
 * leaves the page's fill-in area as it is.
 */
export function readFilledValues(root: ParentNode = document): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[data-placeholder], textarea[data-placeholder], select[data-placeholder]",
  )) {
    const name = field.dataset.placeholder;
    if (name && field.value.trim()) values[name] = field.value.slice(0, CALENDAR_VALUES_LIMITS.value);
  }
  return keptValues(Object.fromEntries(Object.entries(values).slice(0, CALENDAR_VALUES_LIMITS.keys)));
}

/**
 * Types kept values into the page's placeholder fields, as a person would (the page's own state
 * follows through its change handlers). Only empty fields are filled: nothing typed is overwritten.
 */
function fillPlaceholderFields(values: Record<string, string>, root: ParentNode = document) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[data-placeholder], textarea[data-placeholder], select[data-placeholder]",
  )) {
    const value = values[field.dataset.placeholder ?? ""];
    if (field instanceof HTMLSelectElement) {
      // A choice is never empty when it has a default: the entry's choice replaces the default.
      const option = [...field.options].find(
        (candidate) => candidate.value.toLowerCase() === value?.toLowerCase(),
      );
      if (!option || field.value === option.value) continue;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(field, option.value);
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    if (!value || field.value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * "Add to calendar" on a prompt page the member can read: a day (today by default), an optional
 * reminder, and the prompt's fill-in fields, opened with what the page's fields hold (each of its
 * kind, checked, with the text as it will read), kept with the entry by variable name. A day that has passed is
 * confirmed first. A request that gets no answer keeps the dialog as it was, says so, and offers
 * Retry (decision 0009); a refusal is said in a toast.
 *
 * Opened from a calendar entry (`?calendarEntry=<id>`), it also fills the page's empty placeholder
 * fields with the values that entry kept.
 */
export function AddToCalendar({
  promptId,
  title,
  text,
  language,
  values: givenValues,
}: {
  promptId: number;
  title: string;
  /** the prompt's text, whose variables the entry keeps values for */
  text: string;
  /** the language the text is written in */
  language: Locale;
  /** the filled values by name, when the page hands them over; otherwise read from its fields on opening */
  values?: Record<string, string>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState("");
  const [reminder, setReminder] = useState(false);
  const context = useFillContext(language);
  const template = useMemo(() => parseTemplate(text), [text]);
  const fields = editableVariables(template, context);
  // By variable key, as the fields keep them; sent by name, as entries keep them.
  const [values, setValues] = useState<VariableValues>({});
  const [revealProblems, setRevealProblems] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const pastDay = usePastDayCheck();
  const button = useRef<HTMLButtonElement>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const entryId = searchParams.get(CALENDAR_ENTRY_PARAM);

  // Lazily loaded after the page hydrated: the attribute tells when the button answers clicks.
  useEffect(() => {
    button.current?.setAttribute("data-ready", "true");
  }, []);

  useEffect(() => {
    if (!entryId) return;
    let current = true;
    calendarRequest<{ entry: CalendarEntry }>("GET", `/calendar/${encodeURIComponent(entryId)}`)
      .then(({ entry }) => {
        if (current && entry.prompt.source === "library" && entry.prompt.id === promptId)
          fillPlaceholderFields(entry.values);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [entryId, promptId]);

  function openDialog() {
    setDay((current) => current || localToday());
    const byName = keptValues(givenValues ?? readFilledValues());
    setValues(Object.fromEntries(Object.entries(byName).map(([name, value]) => [variableKey(name), value])));
    setRevealProblems(false);
    setFailure(null);
    setOpen(true);
  }

  const problems = valueProblems(template, context, values);
  /** What the entry keeps: each filled field's value under its variable's name. */
  const kept = keptValues(
    Object.fromEntries(
      fields
        .map((variable) => [
          variable.name,
          (values[variable.key] ?? "").slice(0, CALENDAR_VALUES_LIMITS.value),
        ])
        .slice(0, CALENDAR_VALUES_LIMITS.keys),
    ),
  );

  async function add() {
    setBusy(true);
    try {
      await calendarRequest("POST", "/calendar", { promptId, date: day, reminder, values: kept });
      setFailure(null);
      setOpen(false);
      toast.success(t("calendar.add.added", { date: longDate(day, locale) }), {
        action: {
          label: t("calendar.add.open"),
          onClick: () => void navigate(`/content-calendar?month=${day.slice(0, 7)}`),
        },
      });
    } catch (error) {
      const retryable = retryableFailure(error);
      setFailure(retryable);
      if (!retryable) showRefusal(t, "calendar.add.refused", error);
    } finally {
      setBusy(false);
    }
  }

  const validDay = isCalendarDay(day);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="w-full"
        onClick={openDialog}
        data-testid="add-to-calendar"
      >
        <CalendarPlus aria-hidden /> {t("calendar.add.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("calendar.close")} data-testid="add-to-calendar-dialog">
          <DialogTitle>{t("calendar.add.title")}</DialogTitle>
          <DialogDescription>{t("calendar.add.description", { title })}</DialogDescription>
          <form
            className="space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!validDay || busy) return;
              if (problems.length > 0) {
                setRevealProblems(true);
                document
                  .getElementById(variableFieldId(`${id}-v`, template, problems[0]!.variable.key))
                  ?.focus();
                return;
              }
              pastDay.schedule(day, title, () => void add());
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-day`}>{t("calendar.add.day")}</Label>
              <Input
                id={`${id}-day`}
                type="date"
                required
                min="2000-01-01"
                max="2100-12-31"
                value={day}
                onChange={(event) => setDay(event.target.value)}
                aria-invalid={!validDay}
                aria-describedby={validDay ? undefined : `${id}-day-error`}
              />
              {validDay ? null : (
                <p id={`${id}-day-error`} className="text-sm text-destructive">
                  {t("calendar.add.invalidDay")}
                </p>
              )}
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={reminder}
                onChange={(event) => setReminder(event.target.checked)}
              />
              {t("calendar.add.reminder")}
            </label>
            <section aria-labelledby={`${id}-values`} className="space-y-1.5">
              <h3 id={`${id}-values`} className="text-sm font-semibold">
                {t("calendar.add.values")}
              </h3>
              {fields.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("calendar.add.noValues")}</p>
              ) : (
                <div className="space-y-3" data-testid="add-to-calendar-values">
                  <VariableFields
                    id={`${id}-v`}
                    template={template}
                    context={context}
                    values={values}
                    onValuesChange={setValues}
                    revealProblems={revealProblems}
                  />
                  {revealProblems && problems.length > 0 ? (
                    <p role="alert" className="text-sm font-medium text-destructive">
                      {t("variables.form.fixBefore", { count: problems.length })}
                    </p>
                  ) : null}
                  <TemplatePreview
                    template={template}
                    context={context}
                    values={values}
                    aria-label={t("variables.form.preview")}
                    data-testid="add-to-calendar-preview"
                    className="max-h-40 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
                  />
                </div>
              )}
            </section>
            {failure ? (
              <ActionFailureAlert
                failure={failure}
                what={t("calendar.add.failed", { title, date: validDay ? longDate(day, locale) : day })}
                busy={busy}
                onRetry={() => void add()}
              />
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("calendar.add.cancel")}
              </Button>
              <Button type="submit" aria-disabled={busy || !validDay}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarPlus aria-hidden />}
                {t("calendar.add.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      {pastDay.dialog}
    </>
  );
}
