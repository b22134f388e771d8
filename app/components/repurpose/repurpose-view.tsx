import { EventSourceParserStream } from "eventsource-parser/stream";
import { BookOpenText, History, Loader2, Trash2, WifiOff } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { useRevalidator } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Textarea } from "~/app/components/ui/textarea";
import { useLocale, useT } from "~/app/i18n/use-locale";
import {
  REPURPOSE_FORMATS,
  REPURPOSE_MAX_CHARS,
  REPURPOSE_TONES,
  charCount,
  type RepurposeFormat,
  type RepurposeTone,
} from "~/core/forms/repurpose";
import type { Locale } from "~/core/locale";
import type { RepurposeRun, RepurposeRunSummary } from "~/server/repurpose/runs.server";
import { RetryAlert } from "~/app/components/focus/retry-alert";
import { ResultCard, type Result } from "./result-card";
import { importAgain } from "~/app/loading/import-again";
import { dateFormat, numberFormat } from "~/core/intl";

// The chat's prompt menu and its messages load only when a member starts from a prompt.
const PromptPicker = lazyWhenOnline(() => importAgain(() => import("./prompt-picker")));

export interface RepurposeViewProps {
  engine: { kind: "model" | "offline"; model: string };
  allowance: { used: number; limit: number; resetsAt: string };
  /** the member's recent runs, newest first */
  runs: RepurposeRunSummary[];
  /** the newest run, whole: its results are shown again after a reload */
  lastRun: RepurposeRun | null;
}

const resultsOf = (run: RepurposeRun | null): Partial<Record<RepurposeFormat, Result>> =>
  Object.fromEntries((run?.results ?? []).map((result) => [result.format, { ...result }]));

interface FormState {
  text: string;
  formats: RepurposeFormat[];
  language: Locale;
  tone: RepurposeTone;
}

/** The form survives a reload or a failed request: it is kept in the tab's session storage. */
const STORAGE_KEY = "promptario.repurpose.form";

function restore(fallback: FormState): FormState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<FormState> | null;
    if (!saved) return fallback;
    return {
      text: typeof saved.text === "string" ? saved.text : fallback.text,
      formats: Array.isArray(saved.formats)
        ? REPURPOSE_FORMATS.filter((format) => saved.formats!.includes(format))
        : fallback.formats,
      language: saved.language === "en" || saved.language === "pt" ? saved.language : fallback.language,
      tone: REPURPOSE_TONES.find((tone) => tone === saved.tone) ?? fallback.tone,
    };
  } catch {
    return fallback;
  }
}

type Problems = { text?: string; formats?: string; form?: string };

/** Reads the API's server-sent events to their end. */
async function readEvents(
  response: Response,
  onEvent: (event: string, data: Record<string, unknown>) => void,
) {
  if (!response.body) return;
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    try {
      onEvent(value.event ?? "message", JSON.parse(value.data) as Record<string, unknown>);
    } catch {
      // A line that is not ours: ignored.
    }
  }
}

/**
 * The repurposer: the text, formats, language and tone; the versions stream in side by
 * side from POST /api/v1/repurpose, each with its length against its platform's limit.
 */
export function RepurposeView({ engine: initialEngine, allowance, runs, lastRun }: RepurposeViewProps) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const id = useId();
  const [form, setForm] = useState<FormState>({
    text: "",
    formats: ["thread", "linkedin"],
    language: locale,
    tone: "professional",
  });
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [results, setResults] = useState<Partial<Record<RepurposeFormat, Result>>>(() => resultsOf(lastRun));
  const [order, setOrder] = useState<RepurposeFormat[]>(lastRun?.formats ?? []);
  const [engine, setEngine] = useState(initialEngine);
  const [running, setRunning] = useState(0);
  const [source, setSource] = useState(lastRun?.text ?? "");
  /** the run the results belong to: a format written again replaces its version there */
  const [runId, setRunId] = useState<number | null>(lastRun?.id ?? null);
  /** the request that failed, to send again as it was */
  const [failedRun, setFailedRun] = useState<{
    formats: RepurposeFormat[];
    input: FormState;
    runId: number | null;
  } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  // Loaded on first use only, then kept so that it can close with its animation.
  const [picked, setPicked] = useState(false);
  const controllers = useRef(new Set<AbortController>());
  /** the run the page was loaded with (later runs are the page's own) */
  const loadedRun = useRef(lastRun);

  useEffect(() => {
    // A tab with nothing kept yet starts from the last run's input.
    setForm((current) => {
      const last = loadedRun.current;
      return restore(
        last && !sessionStorage.getItem(STORAGE_KEY)
          ? { text: last.text, formats: last.formats, language: last.language, tone: last.tone }
          : current,
      );
    });
    setRestored(true);
    const active = controllers.current;
    return () => active.forEach((controller) => controller.abort());
  }, []);
  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(form));
    } catch {
      // Storage full or refused: the form still holds the text.
    }
  }, [form, restored]);

  const number = numberFormat(locale);
  const length = charCount(form.text.trim());
  const over = length > REPURPOSE_MAX_CHARS;
  const left = Math.max(0, allowance.limit - allowance.used);

  const update = (patch: Partial<Record<RepurposeFormat, Partial<Result>>>) =>
    setResults((current) => {
      const next = { ...current };
      for (const [format, change] of Object.entries(patch) as [RepurposeFormat, Partial<Result>][]) {
        next[format] = {
          ...(next[format] ?? { format, content: "", status: "writing", error: null }),
          ...change,
        };
      }
      return next;
    });

  /** Writes the given formats (all of the form's, or one again), streaming into their cards. */
  const run = async (formats: RepurposeFormat[], input: FormState, into: number | null = null) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    setRunning((count) => count + 1);
    setProblems({});
    setFailedRun(null);
    let reached = false;
    update(
      Object.fromEntries(formats.map((format) => [format, { content: "", status: "writing", error: null }])),
    );
    const fail = (message: string) => {
      setProblems({ form: message });
      setFailedRun({ formats, input, runId: into });
      update(Object.fromEntries(formats.map((format) => [format, { status: "error", error: "failed" }])));
    };
    try {
      const response = await fetch("/api/v1/repurpose", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({
          text: input.text,
          formats,
          language: input.language,
          tone: input.tone,
          ...(into ? { runId: into } : {}),
        }),
        signal: controller.signal,
      });
      reached = true;
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as {
          error?: string;
          issues?: { path: (string | number)[]; message: string }[];
        };
        const field = body.issues?.[0]?.path[0];
        if (response.status === 400 && (field === "text" || field === "formats")) {
          setProblems({ [field]: body.error });
          update(Object.fromEntries(formats.map((format) => [format, { status: "error", error: "failed" }])));
        } else fail(body.error ?? t("repurpose.error.generic"));
        return;
      }
      await readEvents(response, (event, data) => {
        const format = data.format as RepurposeFormat;
        if (event === "start") {
          setEngine(data.engine as RepurposeViewProps["engine"]);
          if (typeof data.runId === "number") setRunId(data.runId);
        } else if (event === "delta")
          setResults((current) => {
            const result = current[format];
            return result
              ? { ...current, [format]: { ...result, content: result.content + String(data.text) } }
              : current;
          });
        else if (event === "done")
          update({ [format]: { status: "done", content: String(data.content), error: null } });
        else if (event === "error")
          update({
            [format]: { status: "error", content: String(data.content ?? ""), error: String(data.code) },
          });
      });
      // A stream cut short leaves a card writing: say so.
      setResults((current) => {
        const next = { ...current };
        for (const format of formats)
          if (next[format]?.status === "writing")
            next[format] = { ...next[format]!, status: "error", error: "upstream" };
        return next;
      });
    } catch {
      if (!controller.signal.aborted) fail(t("repurpose.error.network"));
    } finally {
      controllers.current.delete(controller);
      setRunning((count) => count - 1);
      // The allowance and the recent runs changed; without a connection there is nothing new to read.
      if (reached) void revalidator.revalidate();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (length === 0) found.text = t("repurpose.text.required");
    else if (over)
      found.text = t("repurpose.text.tooLong", {
        max: number.format(REPURPOSE_MAX_CHARS),
        over: number.format(length - REPURPOSE_MAX_CHARS),
      });
    if (form.formats.length === 0) found.formats = t("repurpose.formats.required");
    setProblems(found);
    if (found.text) return textRef.current?.focus();
    if (found.formats) return document.getElementById(`${id}-format-${REPURPOSE_FORMATS[0]}`)?.focus();
    setOrder(form.formats);
    setResults({});
    setSource(form.text.trim());
    setRunId(null);
    void run(form.formats, form);
  };

  const toggle = (format: RepurposeFormat, checked: boolean) =>
    setForm((current) => ({
      ...current,
      formats: REPURPOSE_FORMATS.filter((value) =>
        value === format ? checked : current.formats.includes(value),
      ),
    }));

  const selectClass =
    "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        onSubmit={submit}
        noValidate
        className="space-y-5"
        data-testid="repurpose-form"
        aria-label={t("repurpose.title")}
      >
        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={`${id}-text`} className="text-sm font-semibold">
              {t("repurpose.text.label")} <span aria-hidden>*</span>
            </label>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setPicked(true);
                setPicking(true);
              }}
              data-testid="repurpose-from-prompt"
            >
              <BookOpenText aria-hidden /> {t("repurpose.fromPrompt")}
            </Button>
          </div>
          <p id={`${id}-text-hint`} className="mt-1 text-xs text-muted-foreground">
            {t("repurpose.text.hint", { max: number.format(REPURPOSE_MAX_CHARS) })}
          </p>
          <Textarea
            ref={textRef}
            id={`${id}-text`}
            name="text"
            required
            rows={12}
            value={form.text}
            onChange={(event) => setForm((current) => ({ ...current, text: event.target.value }))}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={`${id}-text-hint ${id}-text-counter${problems.text ? ` ${id}-text-error` : ""}`}
            className="mt-2 min-h-56"
          />
          <div className="mt-1 flex flex-wrap items-start justify-between gap-2 text-xs">
            {problems.text ? (
              <p id={`${id}-text-error`} className="font-medium text-destructive" role="alert">
                {problems.text}
              </p>
            ) : (
              <span />
            )}
            <p
              id={`${id}-text-counter`}
              className={cn("tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}
              data-testid="repurpose-counter"
            >
              {t("repurpose.text.counter", {
                count: number.format(length),
                max: number.format(REPURPOSE_MAX_CHARS),
              })}
            </p>
          </div>
        </div>

        <fieldset aria-describedby={problems.formats ? `${id}-formats-error` : undefined}>
          <legend className="text-sm font-semibold">{t("repurpose.formats.legend")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REPURPOSE_FORMATS.map((format) => (
              <label
                key={format}
                htmlFor={`${id}-format-${format}`}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  id={`${id}-format-${format}`}
                  type="checkbox"
                  name="formats"
                  value={format}
                  checked={form.formats.includes(format)}
                  onChange={(event) => toggle(format, event.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                {t(`repurpose.format.${format}`)}
              </label>
            ))}
          </div>
          {problems.formats ? (
            <p id={`${id}-formats-error`} className="mt-1 text-xs font-medium text-destructive" role="alert">
              {problems.formats}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-language`} className="text-sm font-semibold">
              {t("repurpose.language.label")}
            </label>
            <select
              id={`${id}-language`}
              name="language"
              className={cn(selectClass, "mt-2")}
              value={form.language}
              onChange={(event) =>
                setForm((current) => ({ ...current, language: event.target.value === "en" ? "en" : "pt" }))
              }
            >
              <option value="pt">{t("repurpose.language.pt")}</option>
              <option value="en">{t("repurpose.language.en")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-tone`} className="text-sm font-semibold">
              {t("repurpose.tone.label")}
            </label>
            <select
              id={`${id}-tone`}
              name="tone"
              className={cn(selectClass, "mt-2")}
              value={form.tone}
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  tone: REPURPOSE_TONES.find((tone) => tone === event.target.value) ?? "professional",
                }))
              }
            >
              {REPURPOSE_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {t(`repurpose.tone.${tone}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={running > 0}>
            {running > 0 ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {running > 0 ? t("repurpose.submitting") : t("repurpose.submit")}
          </Button>
          <p className="text-xs text-muted-foreground" data-testid="repurpose-allowance">
            {t("repurpose.allowance", { left: number.format(left), limit: allowance.limit })}
          </p>
        </div>
        {problems.form && failedRun ? (
          <RetryAlert
            message={problems.form}
            retryLabel={t("repurpose.retry")}
            busy={running > 0}
            onRetry={() => void run(failedRun.formats, failedRun.input, failedRun.runId)}
            data-testid="repurpose-error"
          />
        ) : problems.form ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive"
            data-testid="repurpose-error"
          >
            {problems.form}
          </p>
        ) : null}
      </form>

      <section aria-labelledby={`${id}-results`} aria-busy={running > 0} className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-results`} className="text-lg font-bold tracking-tight">
            {t("repurpose.results.title")}
          </h2>
          {engine.kind === "offline" ? (
            <Badge variant="outline" title={t("repurpose.offline.hint")} data-testid="repurpose-offline">
              <WifiOff aria-hidden /> {t("repurpose.offline.badge")}
            </Badge>
          ) : null}
        </div>
        {engine.kind === "offline" ? (
          <p className="mt-1 text-sm text-muted-foreground">{t("repurpose.offline.hint")}</p>
        ) : null}
        {order.length === 0 ? null : (
          <ul className="mt-4 space-y-4">
            {order.map((format) => {
              const result = results[format];
              return result ? (
                <li key={format}>
                  <ResultCard
                    result={result}
                    source={source}
                    busy={running > 0}
                    onRegenerate={() => void run([format], { ...form, text: source }, runId)}
                  />
                </li>
              ) : null;
            })}
          </ul>
        )}
        <RecentRuns
          runs={runs}
          current={runId}
          busy={running > 0}
          onOpen={(opened) => {
            setForm({
              text: opened.text,
              formats: opened.formats,
              language: opened.language,
              tone: opened.tone,
            });
            setOrder(opened.formats);
            setResults(resultsOf(opened));
            setSource(opened.text);
            setRunId(opened.id);
            setProblems({});
            setFailedRun(null);
          }}
          onDeleted={(deleted) => {
            if (deleted === runId) setRunId(null);
            void revalidator.revalidate();
          }}
        />
      </section>
      {picked ? (
        <Suspense fallback={null}>
          <PromptPicker
            open={picking}
            onOpenChange={(open) => {
              setPicking(open);
              if (!open) requestAnimationFrame(() => textRef.current?.focus());
            }}
            insertLabel={t("repurpose.fromPromptInsert")}
            // Added after what is there: nothing typed is replaced.
            onInsert={(text) =>
              setForm((current) => ({ ...current, text: current.text ? `${current.text}\n\n${text}` : text }))
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The member's last runs, kept on the server: one reopens with its input and results. */
function RecentRuns({
  runs,
  current,
  busy,
  onOpen,
  onDeleted,
}: {
  runs: RepurposeRunSummary[];
  current: number | null;
  busy: boolean;
  onOpen: (run: RepurposeRun) => void;
  onDeleted: (id: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ action: "open" | "delete"; id: number } | null>(null);
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function act(action: "open" | "delete", runId: number) {
    setPending(runId);
    try {
      const response = await fetch(`/api/v1/repurpose/runs/${runId}`, {
        method: action === "open" ? "GET" : "DELETE",
      });
      if (!response.ok) throw new Error(String(response.status));
      if (action === "open") onOpen(((await response.json()) as { run: RepurposeRun }).run);
      else onDeleted(runId);
      setFailed(null);
    } catch {
      setFailed({ action, id: runId });
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-runs`} className="mt-8" data-testid="repurpose-runs">
      <h2 id={`${id}-runs`} className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <History className="size-5" aria-hidden /> {t("repurpose.runs.title")}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">{t("repurpose.runs.hint")}</p>
      {failed ? (
        <RetryAlert
          className="mt-3"
          message={t(failed.action === "open" ? "repurpose.runs.openFailed" : "repurpose.runs.deleteFailed")}
          retryLabel={t("repurpose.retry")}
          busy={pending !== null}
          onRetry={() => void act(failed.action, failed.id)}
        />
      ) : null}
      {runs.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("repurpose.runs.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
          {runs.map((run) => {
            const when = date.format(new Date(run.createdAt));
            return (
              <li
                key={run.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
                data-testid="repurpose-run"
              >
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm break-words">{run.preview}</p>
                  <p className="text-xs text-muted-foreground">
                    {when} · {run.formats.map((format) => t(`repurpose.format.${format}`)).join(", ")}
                  </p>
                </div>
                <div className="flex gap-2">
                  {run.id === current ? (
                    <span className="self-center text-xs font-semibold text-primary">
                      {t("repurpose.runs.current")}
                    </span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy || pending !== null}
                      onClick={() => void act("open", run.id)}
                      aria-label={t("repurpose.runs.openLabel", { date: when })}
                    >
                      {pending === run.id ? <Loader2 className="animate-spin" aria-hidden /> : null}{" "}
                      {t("repurpose.runs.open")}
                    </Button>
                  )}
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="ghost"
                    className="text-destructive"
                    disabled={pending !== null}
                    onClick={() => void act("delete", run.id)}
                    aria-label={t("repurpose.runs.deleteLabel", { date: when })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
