import {
  ArrowDown,
  ArrowUp,
  Brain,
  Check,
  Copy,
  GripVertical,
  History,
  ListPlus,
  Loader2,
  Plus,
  Search,
  Timer,
  Trash2,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { deferredPart } from "~/app/components/chat/deferred-part";
import { deferredPromptMenu } from "~/app/components/chat/prompt-menu-deferred";
import { useCopy, writeClipboard } from "~/app/components/prompt/use-clipboard";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { FOCUS_LIMITS, FOCUS_MOODS, FOCUS_SEARCH_MAX } from "~/core/forms/focus";
import type { FocusHistoryEntry, FocusHistoryPage, FocusSession } from "~/server/focus/focus.server";
import type { FocusTask } from "~/server/focus/schema";
import type { LostState } from "./focus-dialogs";
import { clock, MOOD_EMOJI } from "./focus-format";
import { RetryAlert } from "./retry-alert";
import { useFocusSession, type SaveState } from "./use-focus-session";
import { importAgain } from "~/app/loading/import-again";
import { dateFormat } from "~/core/intl";

const lostDialog = deferredPart(() =>
  importAgain(() => import("./focus-dialogs")).then((module) => module.LostDialog),
);
const endDialog = deferredPart(() =>
  importAgain(() => import("./focus-dialogs")).then((module) => module.EndDialog),
);
const sessionDialog = deferredPart(() =>
  importAgain(() => import("./focus-dialogs")).then((module) => module.SessionDialog),
);

/** A short chime from the Web Audio API: no sound file to load. */
function chime() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 1.2);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 1.2);
  } catch {
    // No audio: the toast and the notification still say it.
  }
}

export function FocusView({ current, history }: { current: FocusSession | null; history: FocusHistoryPage }) {
  return (
    <div className="space-y-10">
      {current ? <SessionPanel key={current.id} initial={current} /> : <StartForm />}
      {/* A session ended since: the history starts again from its first page. */}
      <HistoryList key={history.items[0]?.id ?? "empty"} history={history} />
    </div>
  );
}

function StartForm() {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const [title, setTitle] = useState("");
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function start() {
    if (!title.trim()) return setError(true);
    setBusy(true);
    const response = await fetch("/api/v1/focus", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title }),
    }).catch(() => null);
    setBusy(false);
    setFailed(!response?.ok);
    if (!response?.ok) return;
    toast.success(t("focus.created"));
    await revalidator.revalidate();
  }
  return (
    <form
      className="rounded-xl border border-border bg-card p-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Label htmlFor={id} size="lg">
        {t("focus.start.label")}
      </Label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={title}
          maxLength={FOCUS_LIMITS.title}
          placeholder={t("focus.start.placeholder")}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(false);
          }}
        />
        <Button type="submit" disabled={busy} data-testid="focus-start">
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Timer aria-hidden />}{" "}
          {t("focus.start.submit")}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-destructive">
          {t("focus.start.required")}
        </p>
      ) : null}
      {failed ? (
        <RetryAlert
          className="mt-3"
          message={t("focus.failed.start")}
          retryLabel={t("focus.retry")}
          onRetry={() => void start()}
          busy={busy}
          data-testid="focus-start-failed"
        />
      ) : null}
    </form>
  );
}

const SAVE_TEXT: Record<SaveState, Parameters<ReturnType<typeof useT>>[0]> = {
  saved: "focus.save.saved",
  saving: "focus.save.saving",
  failed: "focus.save.notSaved",
  conflict: "focus.save.conflict",
};

function SessionPanel({ initial }: { initial: FocusSession }) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const { session, state, change, addPrompt, flush, retry } = useFocusSession(initial);
  const [now, setNow] = useState(() => Date.now());
  const [blockEnd, setBlockEnd] = useState<number | null>(null);
  const [newTask, setNewTask] = useState("");
  const [promptFailed, setPromptFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [ending, setEnding] = useState<"no" | "busy" | "failed">("no");
  const [lost, setLost] = useState<LostState>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const endButton = useRef<HTMLButtonElement>(null);
  const dragged = useRef<number | null>(null);

  const blockEndRef = useRef<number | null>(null);
  const doneText = useRef("");
  useEffect(() => {
    doneText.current = t("focus.block.done");
  }, [t]);
  useEffect(() => {
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      // A focus block that ends chimes, says so, and notifies when the tab is in the background.
      if (blockEndRef.current !== null && at >= blockEndRef.current) {
        blockEndRef.current = null;
        setBlockEnd(null);
        chime();
        toast.success(doneText.current);
        if ("Notification" in window && Notification.permission === "granted")
          new Notification(doneText.current);
      }
    }, 1000);
    return () => clearInterval(tick);
  }, []);

  const tasks = session.subTasks;
  const setTasks = (next: FocusTask[]) => change({ subTasks: next });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= tasks.length || from === to) return;
    const next = [...tasks];
    const [task] = next.splice(from, 1);
    next.splice(to, 0, task!);
    setTasks(next);
  };

  function startBlock(minutes: number) {
    if ("Notification" in window && Notification.permission === "default")
      void Notification.requestPermission();
    blockEndRef.current = Date.now() + minutes * 60_000;
    setBlockEnd(blockEndRef.current);
  }

  async function askLost() {
    setLost({ status: "loading" });
    await flush();
    try {
      const response = await fetch(`/api/v1/focus/${session.id}/recommendation`, { method: "POST" });
      if (!response.ok) throw new Error(String(response.status));
      setLost({ status: "shown", reply: ((await response.json()) as { reply: string }).reply });
    } catch {
      setLost({ status: "failed" });
    }
  }

  async function end() {
    setEnding("busy");
    await flush();
    const response = await fetch(`/api/v1/focus/${session.id}/end`, { method: "POST" }).catch(() => null);
    if (!response?.ok) return setEnding("failed");
    setEnding("no");
    toast.success(t("focus.ended"));
    await revalidator.revalidate();
  }

  async function sendPrompt() {
    const text = session.workingPrompt.trim();
    if (!text) return;
    setSending(true);
    await writeClipboard(text);
    try {
      await addPrompt(text);
      setPromptFailed(false);
      toast.success(t("focus.prompts.copied"));
    } catch {
      setPromptFailed(true);
    } finally {
      setSending(false);
    }
  }

  const done = tasks.filter((task) => task.done).length;

  return (
    <section className="space-y-6" aria-labelledby={`${id}-title-label`} data-testid="focus-session">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className="text-sm text-muted-foreground"
          role="status"
          data-testid="focus-save-state"
          data-state={state}
        >
          {state === "saving" ? (
            <Loader2 className="mr-1 inline size-3 animate-spin" aria-hidden />
          ) : state === "saved" ? (
            <Check className="mr-1 inline size-3" aria-hidden />
          ) : null}
          {t(SAVE_TEXT[state])}
        </p>
        {state === "failed" ? (
          <RetryAlert
            className="w-full"
            message={t("focus.save.failed")}
            retryLabel={t("focus.retry")}
            onRetry={retry}
            data-testid="focus-save-failed"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onPointerEnter={lostDialog.preload}
            onFocus={lostDialog.preload}
            onClick={() => void askLost()}
            data-testid="focus-lost"
          >
            <Brain aria-hidden /> {t("focus.lost.button")}
          </Button>
          <Button
            ref={endButton}
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={confirmingEnd}
            onPointerEnter={endDialog.preload}
            onFocus={endDialog.preload}
            onClick={() => setConfirmingEnd(true)}
            data-testid="focus-end"
          >
            {t("focus.end.button")}
          </Button>
        </div>
      </div>
      {ending === "failed" ? (
        <RetryAlert
          message={t("focus.failed.end")}
          retryLabel={t("focus.retry")}
          onRetry={() => void end()}
          data-testid="focus-end-failed"
        />
      ) : null}

      <div className="rounded-xl border border-border bg-card p-5">
        <Label
          id={`${id}-title-label`}
          htmlFor={`${id}-title`}
          className="text-xs text-muted-foreground uppercase"
        >
          {t("focus.session.title")}
        </Label>
        <Input
          id={`${id}-title`}
          value={session.title}
          maxLength={FOCUS_LIMITS.title}
          variant="bare"
          className="mt-1 text-2xl font-bold"
          onChange={(event) => change({ title: event.target.value })}
          onBlur={() => !session.title.trim() && change({ title: initial.title })}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="font-mono tabular-nums" data-testid="focus-elapsed">
            {t("focus.elapsed", { time: clock(now - Date.parse(session.createdAt)) })}
          </span>
          {blockEnd ? (
            <>
              <span
                className="rounded-md bg-primary/10 px-2 py-1 font-mono text-primary tabular-nums"
                role="timer"
              >
                {t("focus.block.remaining", { time: clock(blockEnd - now) })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  blockEndRef.current = null;
                  setBlockEnd(null);
                }}
              >
                {t("focus.block.cancel")}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" size="sm" variant="secondary" onClick={() => startBlock(25)}>
                <Timer aria-hidden /> {t("focus.block.start25")}
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={() => startBlock(50)}>
                <Timer aria-hidden /> {t("focus.block.start50")}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="rounded-xl border border-border bg-card p-5" aria-labelledby={`${id}-tasks`}>
          <div className="flex items-baseline justify-between gap-2">
            <h2 id={`${id}-tasks`} className="font-semibold">
              {t("focus.tasks.title")}
            </h2>
            <span className="text-xs text-muted-foreground">
              {t("focus.tasks.done", { done, total: tasks.length })}
            </span>
          </div>
          <form
            className="mt-3 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const text = newTask.trim();
              if (!text || tasks.length >= FOCUS_LIMITS.tasks) return;
              setTasks([
                ...tasks,
                { id: crypto.randomUUID().replace(/-/g, "").slice(0, 16), text, done: false },
              ]);
              setNewTask("");
            }}
          >
            <Label htmlFor={`${id}-new`} className="sr-only">
              {t("focus.tasks.addLabel")}
            </Label>
            <Input
              id={`${id}-new`}
              value={newTask}
              maxLength={FOCUS_LIMITS.task}
              placeholder={t("focus.tasks.placeholder")}
              onChange={(event) => setNewTask(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={!newTask.trim()}>
              <Plus aria-hidden /> {t("focus.tasks.add")}
            </Button>
          </form>
          {tasks.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{t("focus.tasks.empty")}</p>
          ) : (
            <ul className="mt-4 space-y-2">
              {tasks.map((task, index) => (
                <li
                  key={task.id}
                  draggable
                  onDragStart={() => (dragged.current = index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={() => dragged.current !== null && move(dragged.current, index)}
                  className="flex items-center gap-2 rounded-lg border border-border bg-background p-2"
                  data-testid="focus-task"
                >
                  <GripVertical className="size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
                  <input
                    type="checkbox"
                    id={`${id}-task-${task.id}`}
                    checked={task.done}
                    className="size-4 accent-primary"
                    onChange={() =>
                      setTasks(
                        tasks.map((item) => (item.id === task.id ? { ...item, done: !item.done } : item)),
                      )
                    }
                  />
                  <label
                    htmlFor={`${id}-task-${task.id}`}
                    className={cn(
                      "min-w-0 flex-1 text-sm break-words",
                      task.done && "text-muted-foreground line-through",
                    )}
                  >
                    {task.text}
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("focus.tasks.up", { task: task.text })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("focus.tasks.down", { task: task.text })}
                    disabled={index === tasks.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive"
                    aria-label={t("focus.tasks.delete", { task: task.text })}
                    onClick={() => setTasks(tasks.filter((item) => item.id !== task.id))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          {/* A group with a heading, not a fieldset: a legend sits on the card's border, outside the card. */}
          <div
            role="group"
            aria-labelledby={`${id}-mood-title`}
            className="rounded-xl border border-border bg-card p-5"
            data-testid="focus-mood-card"
          >
            <h2 id={`${id}-mood-title`} className="mb-3 font-semibold" data-testid="focus-mood-title">
              {t("focus.mood.title")}
            </h2>
            <div className="grid grid-cols-6 gap-1" role="radiogroup" aria-label={t("focus.mood.title")}>
              {FOCUS_MOODS.map((mood) => (
                <label
                  key={mood}
                  className={cn(
                    "flex cursor-pointer flex-col items-center rounded-lg p-1 text-2xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    session.mood === mood && "bg-primary/15",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-mood`}
                    value={mood}
                    checked={session.mood === mood}
                    onChange={() => change({ mood })}
                    className="sr-only"
                  />
                  <span aria-hidden>{MOOD_EMOJI[mood]}</span>
                  <span className="sr-only">{t(`focus.mood.${mood}`)}</span>
                </label>
              ))}
            </div>
            <Label htmlFor={`${id}-attention`} className="mt-5 block">
              {t("focus.attention.title", { value: session.attention })}
            </Label>
            <input
              id={`${id}-attention`}
              type="range"
              min={1}
              max={10}
              step={1}
              value={session.attention}
              onChange={(event) => change({ attention: Number(event.target.value) })}
              className="mt-2 w-full accent-primary"
            />
          </div>

          <LastPrompts
            prompts={session.lastPrompts}
            value={session.workingPrompt}
            onChange={(workingPrompt) => change({ workingPrompt })}
            onSend={sendPrompt}
            sending={sending}
            failed={promptFailed}
          />
        </div>
      </div>

      <lostDialog.Part
        wanted={lost !== null}
        onUnavailable={() => {
          setLost(null);
          toast.error(t("focus.lost.apology"));
        }}
        lost={lost}
        onClose={() => setLost(null)}
        onRetry={() => void askLost()}
      />
      <endDialog.Part
        wanted={confirmingEnd}
        onUnavailable={() => setConfirmingEnd(false)}
        open={confirmingEnd}
        onOpenChange={setConfirmingEnd}
        onEnd={() => void end()}
        returnFocus={() => endButton.current?.focus()}
      />
    </section>
  );
}

function LastPrompts({
  prompts,
  value,
  onChange,
  onSend,
  sending,
  failed,
}: {
  prompts: string[];
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<void>;
  sending: boolean;
  failed: boolean;
}) {
  const t = useT();
  const id = useId();
  const [picking, setPicking] = useState(false);
  return (
    <section className="rounded-xl border border-border bg-card p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        {t("focus.prompts.title")}
      </h2>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void onSend();
        }}
      >
        <Label htmlFor={`${id}-text`} className="sr-only">
          {t("focus.prompts.label")}
        </Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          value={value}
          maxLength={FOCUS_LIMITS.prompt}
          placeholder={t("focus.prompts.label")}
          onChange={(event) => onChange(event.target.value)}
          mono
          className="text-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!value.trim() || sending} data-testid="focus-prompt-send">
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Copy aria-hidden />}{" "}
            {t("focus.prompts.send")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setPicking(true)}
            onPointerEnter={deferredPromptMenu.preload}
            onFocus={deferredPromptMenu.preload}
            data-testid="focus-prompt-pick"
          >
            <ListPlus aria-hidden /> {t("focus.prompts.pick")}
          </Button>
        </div>
      </form>
      {failed ? (
        <RetryAlert
          className="mt-2"
          message={t("focus.failed.prompt")}
          retryLabel={t("focus.retry")}
          onRetry={() => void onSend()}
          busy={sending}
          data-testid="focus-prompt-failed"
        />
      ) : null}
      <deferredPromptMenu.Part
        wanted={picking}
        onUnavailable={() => setPicking(false)}
        open={picking}
        onOpenChange={setPicking}
        onInsert={onChange}
        endpoint="/api/v1/focus/prompt-menu"
      />
      {prompts.length === 0 ? (
        <p className="mt-3 text-xs text-muted-foreground">{t("focus.prompts.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="focus-prompts">
          {prompts.map((text, index) => (
            <PromptRow key={`${index}-${text.slice(0, 20)}`} text={text} />
          ))}
        </ol>
      )}
    </section>
  );
}

function PromptRow({ text }: { text: string }) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <li className="flex items-start gap-2 rounded-md bg-muted/60 p-2 text-xs">
      <p className="line-clamp-3 min-w-0 flex-1 font-mono break-words">{text}</p>
      <Button
        type="button"
        variant="ghost"
        size="icon-xs"
        className="shrink-0"
        aria-label={t("focus.prompts.copy")}
        onClick={() => void copy(text)}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </li>
  );
}

const SEARCH_DEBOUNCE_MS = 300;

async function fetchHistory(q: string, cursor: string | null): Promise<FocusHistoryPage> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  const response = await fetch(`/api/v1/focus/history?${params.toString()}`);
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as FocusHistoryPage;
}

/** Every ended session, a page at a time ("Show more"), searchable by title. */
function HistoryList({ history }: { history: FocusHistoryPage }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState<FocusSession | null>(null);
  const [items, setItems] = useState<FocusHistoryEntry[]>(history.items);
  const [nextCursor, setNextCursor] = useState(history.nextCursor);
  const [query, setQuery] = useState("");
  const [shownQuery, setShownQuery] = useState("");
  const [loading, setLoading] = useState<"search" | "more" | null>(null);
  const [failed, setFailed] = useState<"search" | "more" | "open" | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const latest = useRef(0);
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function search(q: string) {
    const ticket = ++latest.current;
    setLoading("search");
    try {
      const page = await fetchHistory(q, null);
      if (ticket !== latest.current) return;
      setItems(page.items);
      setNextCursor(page.nextCursor);
      setShownQuery(q);
      setFailed(null);
    } catch {
      if (ticket === latest.current) setFailed("search");
    } finally {
      if (ticket === latest.current) setLoading(null);
    }
  }

  async function more() {
    if (!nextCursor) return;
    const ticket = ++latest.current;
    setLoading("more");
    try {
      const page = await fetchHistory(shownQuery, nextCursor);
      if (ticket !== latest.current) return;
      setItems((current) => [...current, ...page.items]);
      setNextCursor(page.nextCursor);
      setFailed(null);
    } catch {
      if (ticket === latest.current) setFailed("more");
    } finally {
      if (ticket === latest.current) setLoading(null);
    }
  }

  async function openSession(entryId: string) {
    setOpening(entryId);
    try {
      const response = await fetch(`/api/v1/focus/${entryId}`);
      if (!response.ok) throw new Error(String(response.status));
      setOpen(((await response.json()) as { session: FocusSession }).session);
      setFailed(null);
    } catch {
      setFailed("open");
    } finally {
      setOpening(null);
    }
  }

  // The search waits for a pause in typing, so each keystroke is not a request.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => void search(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <section aria-labelledby="focus-history" data-testid="focus-history">
      <h2 id="focus-history" className="mb-3 flex items-center gap-2 text-xl font-bold">
        <History className="size-5" aria-hidden /> {t("focus.history.title")}
      </h2>
      {items.length > 0 || shownQuery || query ? (
        <div className="relative mb-3 max-w-sm">
          <Label htmlFor={`${id}-search`} className="sr-only">
            {t("focus.history.searchLabel")}
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            value={query}
            maxLength={FOCUS_SEARCH_MAX}
            placeholder={t("focus.history.searchPlaceholder")}
            onChange={(event) => {
              typed.current = true;
              setQuery(event.target.value);
            }}
          />
        </div>
      ) : null}
      <p className="sr-only" role="status">
        {loading === "search" ? t("focus.history.searching") : ""}
      </p>
      {failed === "search" ? (
        <RetryAlert
          className="mb-3"
          message={t("focus.failed.search")}
          retryLabel={t("focus.retry")}
          onRetry={() => void search(query.trim())}
          busy={loading !== null}
        />
      ) : null}
      {failed === "open" ? (
        <RetryAlert
          className="mb-3"
          message={t("focus.failed.open")}
          retryLabel={t("focus.retry")}
          onRetry={() => setFailed(null)}
        />
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="focus-history-empty">
          {shownQuery ? t("focus.history.noMatch", { q: shownQuery }) : t("focus.history.empty")}
        </p>
      ) : (
        <ul
          className={cn(
            "divide-y divide-border rounded-xl border border-border bg-card",
            loading === "search" && "opacity-60",
          )}
          aria-busy={loading === "search"}
        >
          {items.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-testid="focus-history-row"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{entry.title}</p>
                <p className="text-xs text-muted-foreground">
                  {t("focus.history.row", {
                    date: date.format(new Date(entry.endedAt)),
                    duration: clock(entry.durationMs),
                    done: entry.tasksDone,
                    total: entry.tasksTotal,
                  })}
                </p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={opening === entry.id}
                onClick={() => void openSession(entry.id)}
              >
                {opening === entry.id ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {t("focus.history.open")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed === "more" ? (
        <RetryAlert
          className="mt-3"
          message={t("focus.failed.more")}
          retryLabel={t("focus.retry")}
          onRetry={() => void more()}
          busy={loading !== null}
        />
      ) : nextCursor ? (
        <Button
          type="button"
          variant="outline"
          className="mt-3"
          disabled={loading !== null}
          onClick={() => void more()}
          data-testid="focus-history-more"
        >
          {loading === "more" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {loading === "more" ? t("focus.history.loadingMore") : t("focus.history.more")}
        </Button>
      ) : null}
      <sessionDialog.Part
        wanted={open !== null}
        onUnavailable={() => {
          setOpen(null);
          setFailed("open");
        }}
        session={open}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
