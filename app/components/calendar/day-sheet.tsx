import { CalendarCheck, Library, Loader2, Lock, PenLine, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/app/components/ui/sheet";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { PlanBadge } from "~/app/components/catalog/prompt-badges";
import type { CalendarEntrySummary, CalendarPromptChoice } from "~/server/calendar/calendar.server";
import { calendarRequest, retryableFailure, showRefusal } from "./calendar-api";
import { fullDate, longDate } from "./dates";
import { usePastDayCheck } from "./past-day";
import { ReminderMarker } from "./reminder-marker";

/**
 * The side sheet of a day: what is already planned for it, and prompts to add: the member's own
 * (written, favourites, locker) newest first and, once they type, the whole library by the site's
 * search, where a prompt their plan does not open is listed, marked and not offered. Picking one
 * adds it (after asking, for a day that has passed) and closes the sheet; an addition that got no
 * answer keeps the sheet as it was and says so in it, with Retry.
 */
export function DaySheet({
  day,
  open,
  onOpenChange,
  entries,
  onOpenEntry,
  onAdded,
  projectId = null,
}: {
  day: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: CalendarEntrySummary[];
  onOpenEntry: (entry: CalendarEntrySummary) => void;
  onAdded: () => void;
  /** the project what is added is planned for (the calendar shows that project) */
  projectId?: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const searchId = useId();
  const [q, setQ] = useState("");
  const [items, setItems] = useState<CalendarPromptChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Which search the list on screen answers; any other means a load is under way.
  const [answered, setAnswered] = useState<string | null>(null);
  const asked = `${attempt}|${q}`;
  const loading = open && answered !== asked;
  const [adding, setAdding] = useState<string | null>(null);
  const [addFailed, setAddFailed] = useState<{
    failure: ActionFailure;
    day: string;
    choice: CalendarPromptChoice;
  } | null>(null);
  const failedHere = open && addFailed && addFailed.day === day ? addFailed : null;
  const pastDay = usePastDayCheck();

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/calendar/prompts?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          setItems(((await response.json()) as { items: CalendarPromptChoice[] }).items);
          setFailed(false);
          setAnswered(asked);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setAnswered(asked);
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, asked]);

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setQ("");
      setAnswered(null);
    }
  }

  async function add(choice: CalendarPromptChoice) {
    if (!day) return;
    pastDay.schedule(day, choice.title, () => void addNow(day, choice));
  }

  async function addNow(day: string, choice: CalendarPromptChoice) {
    const key = `${choice.source}:${choice.id}`;
    setAdding(key);
    try {
      await calendarRequest("POST", "/calendar", {
        ...(choice.source === "locker" ? { lockerPromptId: choice.id } : { promptId: choice.id }),
        date: day,
        ...(projectId ? { projectId } : {}),
      });
      setAddFailed(null);
      toast.success(t("calendar.added"));
      changeOpen(false);
      onAdded();
    } catch (error) {
      // The sheet stays open with the search as typed.
      const failure = retryableFailure(error);
      setAddFailed(failure ? { failure, day, choice } : null);
      if (!failure) showRefusal(t, "calendar.errors.add", error);
    } finally {
      setAdding(null);
    }
  }

  const origin = {
    mine: t("calendar.sheet.origin.mine"),
    favorite: t("calendar.sheet.origin.favorite"),
    locker: t("calendar.sheet.origin.locker"),
    library: t("calendar.sheet.origin.library"),
  };

  return (
    <Sheet open={open} onOpenChange={changeOpen}>
      <SheetContent closeLabel={t("calendar.close")} data-testid="calendar-sheet">
        <SheetTitle>{day ? fullDate(day, locale) : ""}</SheetTitle>

        <section aria-labelledby={`${searchId}-planned`} className="space-y-2">
          <h3 id={`${searchId}-planned`} className="text-sm font-semibold">
            {t("calendar.sheet.planned")}
          </h3>
          {entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("calendar.sheet.nothingPlanned")}</p>
          ) : (
            <ul className="space-y-1" data-testid="calendar-sheet-entries">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    onClick={() => onOpenEntry(entry)}
                    className="flex w-full items-center gap-2 rounded-md border border-border px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <CalendarCheck className="size-4 shrink-0 text-primary" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{entry.title}</span>
                    {entry.reminder ? <ReminderMarker /> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${searchId}-add`} className="flex min-h-0 flex-1 flex-col gap-3">
          <h3 id={`${searchId}-add`} className="text-sm font-semibold">
            {t("calendar.sheet.add")}
          </h3>
          <div className="relative">
            <Label htmlFor={searchId} className="sr-only">
              {t("calendar.sheet.search")}
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t("calendar.sheet.searchPlaceholder")}
              className="pl-9"
              autoComplete="off"
            />
          </div>
          {failedHere && day ? (
            <ActionFailureAlert
              failure={failedHere.failure}
              what={t("calendar.failed.add", { title: failedHere.choice.title, date: longDate(day, locale) })}
              busy={adding !== null}
              onRetry={() => void addNow(day, failedHere.choice)}
            />
          ) : null}
          <div
            className="max-h-[70vh] min-h-0 flex-1 overflow-y-auto pr-1"
            data-testid="calendar-sheet-prompts"
            aria-busy={loading}
          >
            {loading && items === null ? (
              <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden /> {t("calendar.sheet.loading")}
              </p>
            ) : failed ? (
              <div className="space-y-2 py-4 text-sm" role="alert">
                <p>{t("calendar.sheet.loadFailed")}</p>
                <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  {t("calendar.sheet.retry")}
                </Button>
              </div>
            ) : items && items.length === 0 ? (
              q.trim() ? (
                <p className="py-4 text-sm text-muted-foreground">
                  {t("calendar.sheet.noMatch", { q: q.trim() })}
                </p>
              ) : (
                <div className="space-y-3 py-4 text-sm" data-testid="calendar-sheet-empty">
                  <p className="text-muted-foreground">{t("calendar.sheet.empty")}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link to="/categories">
                        <Library aria-hidden /> {t("calendar.sheet.browse")}
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link to="/create-prompt">
                        <PenLine aria-hidden /> {t("calendar.sheet.create")}
                      </Link>
                    </Button>
                  </div>
                </div>
              )
            ) : (
              <ul className="space-y-2">
                {loading ? (
                  <li className="sr-only" role="status">
                    {t("calendar.sheet.loading")}
                  </li>
                ) : null}
                {items?.map((choice) => {
                  const key = `${choice.source}:${choice.id}`;
                  return (
                    <li key={key} className="space-y-1">
                      <button
                        type="button"
                        disabled={choice.locked || adding !== null}
                        onClick={() => void add(choice)}
                        className="w-full rounded-lg border border-border p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
                        data-testid="calendar-sheet-prompt"
                      >
                        <span className="flex items-start justify-between gap-2">
                          <span className="font-medium">{choice.title}</span>
                          {adding === key ? (
                            <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
                          ) : (
                            <Badge variant="secondary" className="shrink-0">
                              {origin[choice.origin]}
                            </Badge>
                          )}
                        </span>
                        {choice.description ? (
                          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">
                            {choice.description}
                          </span>
                        ) : null}
                        {choice.locked ? (
                          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                            <PlanBadge prompt={choice} />
                            <span className="flex items-center gap-1">
                              <Lock className="size-3" aria-hidden /> {t("calendar.sheet.locked")}
                            </span>
                          </span>
                        ) : null}
                      </button>
                      {choice.locked ? (
                        <Link
                          to="/pricing"
                          className="inline-block px-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {t("calendar.entry.seePlans")}
                        </Link>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </section>
        <SheetDescription className="sr-only">{t("calendar.sheet.add")}</SheetDescription>
      </SheetContent>
      {pastDay.dialog}
    </Sheet>
  );
}
