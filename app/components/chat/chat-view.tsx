import { Bot, RotateCcw, Sparkles, WifiOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { Composer, MESSAGE_MAX, type ComposerHandle } from "./composer";
import { chatPath, ConversationList, type ConversationPageView } from "./conversation-list";
import { loadEventParser, readEvents, type StreamEvent } from "./events";
import { MessageBubble, type ChatMessageView } from "./message-bubble";
import { deferredPromptMenu } from "./prompt-menu-deferred";
import { ProjectDot } from "~/app/components/projects/project-dot";
import type { ProjectLabel } from "~/server/projects/projects.server";
import { dateFormat } from "~/core/intl";

export type { ChatMessageView };

export interface ChatViewProps {
  conversations: ConversationPageView;
  conversation: { id: string; title: string; projectId: string | null; messages: ChatMessageView[] } | null;
  engine: { kind: "model" | "offline"; model: string };
  allowance: { used: number; limit: number; resetsAt: string };
  projects: ProjectLabel[];
  /** the list's project filter: a project's id, "none", or null for every conversation */
  project: string | null;
  /** the browser said it is a phone: the server draws the list folded above the chat */
  narrowFirst: boolean;
}

/** A temporary id for messages shown before the server has numbered them. */
let localIds = -1;

/**
 * What did not get through, so Retry can do it again: a message the server never took (it is back
 * in the box), an answer asked again, or an answer whose stream broke off while it was written.
 */
type Failure =
  { kind: "send"; text: string } | { kind: "regenerate" } | { kind: "follow"; messageId: number };

/** Why a request got no answer at all: the browser is offline, or the server could not be reached. */
const unreachable = (): MessageKey =>
  typeof navigator !== "undefined" && !navigator.onLine ? "chat.errors.offline" : "chat.errors.unreachable";

export function ChatView({
  conversations,
  conversation,
  engine,
  allowance,
  projects,
  project,
  narrowFirst,
}: ChatViewProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [messages, setMessages] = useState<ChatMessageView[]>(conversation?.messages ?? []);
  const [conversationId, setConversationId] = useState<string | null>(conversation?.id ?? null);
  // An answer still being written when the page loaded is followed (below) until it ends.
  const [busy, setBusy] = useState(() =>
    Boolean(conversation?.messages.some((message) => message.status === "streaming")),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The project this chat is in: the open conversation's, or for a new one the list's filter.
  const activeProjectId =
    conversationId && conversationId === conversation?.id
      ? conversation.projectId
      : project && project !== "none"
        ? project
        : null;
  const activeProject = projects.find((entry) => entry.id === activeProjectId) ?? null;
  // The box keeps what is typed in its own state: a key press does not render this view.
  const composer = useRef<ComposerHandle>(null);
  // The box is disabled while an answer is written: it takes the focus back once it is enabled.
  const refocus = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const streamingId = useRef<number | null>(null);

  // Another conversation chosen (or a new chat): its messages, from the server. The conversation
  // this page just started is already shown, and keeps what it shows.
  const serverId = conversation?.id ?? null;
  const [shown, setShown] = useState(serverId);
  if (serverId !== shown) {
    setShown(serverId);
    if (serverId !== conversationId) {
      setMessages(conversation?.messages ?? []);
      setConversationId(serverId);
      setNotice(null);
      setFailure(null);
      setBusy(Boolean(conversation?.messages.some((message) => message.status === "streaming")));
    }
  }

  // The answers' stream parser loads when the page is first idle (online), not with the page.
  useEffect(() => {
    const preload = () => {
      if (navigator.onLine) loadEventParser().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 4000 });
    return () => cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    composer.current?.focus();
  }, [busy]);

  // Keep the newest message in view as the answer grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  function patchMessage(id: number, change: (message: ChatMessageView) => ChatMessageView) {
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)));
  }

  /** Applies an answer's events to the message shown in its place. */
  /** `localId`: the answer shown in its place; `questionId`: the question shown with it, if any. */
  function follow(
    localId: number,
    { resumed = false, questionId }: { resumed?: boolean; questionId?: number } = {},
  ) {
    let id = localId;
    // Following an answer already under way, the first piece is all of it so far.
    let replace = resumed;
    return (event: StreamEvent) => {
      if (event.event === "start") {
        const { conversationId: cid, userMessageId, messageId } = event.data;
        setConversationId(cid);
        setMessages((current) =>
          current.map((message) =>
            message.id === localId
              ? { ...message, id: messageId }
              : message.id === questionId
                ? { ...message, id: userMessageId }
                : message,
          ),
        );
        id = messageId;
        streamingId.current = messageId;
        // A new conversation gets its address at once, so a reload mid-answer comes back to it.
        if (cid !== serverId)
          navigate(chatPath({ c: cid, project }), { replace: true, preventScrollReset: true });
      } else if (event.event === "delta") {
        const whole = replace;
        replace = false;
        patchMessage(id, (message) => ({
          ...message,
          content: whole ? event.data.text : message.content + event.data.text,
        }));
      } else if (event.event === "done") {
        patchMessage(id, (message) => ({
          ...message,
          content: event.data.content,
          status: "done",
          error: null,
        }));
      } else if (event.event === "error") {
        patchMessage(id, (message) => ({
          ...message,
          content: event.data.content,
          status: "error",
          error: event.data.code,
        }));
      }
    };
  }

  /** The server answered, but not with an answer: says why, and what Retry can do about it. */
  async function refused(response: Response, retry: Failure) {
    const body = (await response.json().catch(() => ({}))) as { resetsAt?: string; limit?: number };
    if (response.status === 429 && body.resetsAt) {
      const time = dateFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(body.resetsAt));
      setNotice(t("chat.errors.limit", { limit: body.limit ?? allowance.limit, time }));
    } else if (response.status === 400 && retry.kind === "send") {
      setNotice(t("chat.errors.tooLong"));
    } else {
      setNotice(t(response.status >= 500 ? "chat.errors.server" : "chat.errors.failed"));
      setFailure(retry);
    }
  }

  /**
   * Runs a request that streams an answer. Whatever fails, the page stays as it was: a message the
   * server did not take goes back into the box, an answer cut off mid-way can be followed again.
   */
  async function run(
    request: () => Promise<Response>,
    optimistic: ChatMessageView[],
    answerId: number,
    retry: Failure,
    resumed = false,
  ) {
    const before = messages;
    const text = retry.kind === "send" ? retry.text : null;
    setBusy(true);
    setNotice(null);
    setFailure(null);
    refocus.current = true;
    setMessages((current) => [...current, ...optimistic]);
    let started = false;
    let ended = false;
    try {
      const response = await request();
      if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
        // Refused before anything was written: the page goes back to how it was, the message into the box.
        setMessages(before);
        if (text !== null) composer.current?.setText(text);
        await refused(response, retry);
        return;
      }
      const question = optimistic.find((message) => message.role === "user");
      const onEvent = follow(answerId, { questionId: question?.id, resumed });
      await readEvents(response, (event) => {
        started = true;
        if (event.event === "done" || event.event === "error") ended = true;
        onEvent(event);
      });
      if (!ended) throw new Error("The answer's stream ended before the answer did");
    } catch {
      if (!started) {
        // Nothing reached the server, or nothing came back: the message goes back into the box.
        setMessages(before);
        if (text !== null) composer.current?.setText(text);
        setNotice(t(unreachable()));
        setFailure(retry);
      } else {
        // The question is kept on the server and its answer may still be being written there.
        const messageId = streamingId.current ?? answerId;
        patchMessage(messageId, (message) => ({ ...message, status: "error", error: "interrupted" }));
        setNotice(t("chat.errors.dropped"));
        setFailure({ kind: "follow", messageId });
      }
    } finally {
      streamingId.current = null;
      setBusy(false);
      // The list and the allowance, read again only when the server is there to answer.
      if (ended) revalidator.revalidate();
    }
  }

  async function send(again?: string) {
    const text = (again ?? composer.current?.text() ?? "").trim();
    if (!text || busy) return;
    if (text.length > MESSAGE_MAX) {
      setNotice(t("chat.errors.tooLong"));
      return;
    }
    composer.current?.setText("");
    const questionId = localIds--;
    const answerId = localIds--;
    const question: ChatMessageView = {
      id: questionId,
      role: "user",
      content: text,
      status: "done",
      error: null,
    };
    const answer: ChatMessageView = {
      id: answerId,
      role: "assistant",
      content: "",
      status: "streaming",
      error: null,
    };
    const startedIn = conversationId;
    // A new conversation starts in the project the list shows.
    const newIn = !startedIn && activeProject ? activeProject.id : null;
    await run(
      () =>
        fetch("/api/v1/chat", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({
            message: text,
            ...(startedIn ? { conversationId: startedIn } : {}),
            ...(newIn ? { projectId: newIn } : {}),
          }),
        }),
      [question, answer],
      answerId,
      { kind: "send", text },
    );
  }

  async function retry() {
    if (!conversationId || busy) return;
    const last = messages.at(-1);
    if (!last || last.role !== "assistant") return;
    const answerId = localIds--;
    setMessages((current) => current.slice(0, -1));
    await run(
      () =>
        fetch(`/api/v1/chat/conversations/${conversationId}/retry`, {
          method: "POST",
          headers: { accept: "text/event-stream" },
        }),
      [{ id: answerId, role: "assistant", content: "", status: "streaming", error: null }],
      answerId,
      { kind: "regenerate" },
    );
  }

  /** Follows again an answer whose stream broke off: what the server has written, then the rest. */
  async function followAgain(messageId: number) {
    if (busy) return;
    patchMessage(messageId, (message) => ({ ...message, status: "streaming", error: null }));
    streamingId.current = messageId;
    await run(
      () => fetch(`/api/v1/chat/messages/${messageId}/stream`, { headers: { accept: "text/event-stream" } }),
      [],
      messageId,
      { kind: "follow", messageId },
      true,
    );
  }

  /** Retry after a failure: does again what failed. */
  function tryAgain() {
    if (!failure) return;
    if (failure.kind === "send") {
      const typed = composer.current?.text() ?? "";
      void send(typed.trim() ? typed : failure.text);
    } else if (failure.kind === "regenerate") void retry();
    else void followAgain(failure.messageId);
  }

  async function stop() {
    const id = streamingId.current ?? messages.find((message) => message.status === "streaming")?.id;
    if (id && id > 0)
      await fetch(`/api/v1/chat/messages/${id}/stop`, { method: "POST" }).catch(() => undefined);
  }

  // An answer still being written when the page loaded (a reload, a dropped connection): follow it.
  useEffect(() => {
    const pending = conversation?.messages.find((message) => message.status === "streaming");
    // Not when this page is the one receiving it already.
    if (!pending || streamingId.current === pending.id) return;
    const controller = new AbortController();
    streamingId.current = pending.id;
    let ended = false;
    const onEvent = follow(pending.id, { resumed: true });
    fetch(`/api/v1/chat/messages/${pending.id}/stream`, {
      signal: controller.signal,
      headers: { accept: "text/event-stream" },
    })
      .then((response) =>
        readEvents(response, (event) => {
          if (event.event === "done" || event.event === "error") ended = true;
          onEvent(event);
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        if (controller.signal.aborted) return;
        streamingId.current = null;
        setBusy(false);
        if (ended) {
          revalidator.revalidate();
          return;
        }
        patchMessage(pending.id, (message) => ({ ...message, status: "error", error: "interrupted" }));
        setNotice(t("chat.errors.dropped"));
        setFailure({ kind: "follow", messageId: pending.id });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation shown
  }, [conversation?.id]);

  const waiting = busy && messages.at(-1)?.role === "assistant" && messages.at(-1)?.content === "";
  const canRetry =
    !busy && !failure && messages.at(-1)?.role === "assistant" && messages.at(-1)?.status !== "streaming";

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
      <ConversationList
        page={conversations}
        current={conversationId}
        projects={projects}
        project={project}
        narrowFirst={narrowFirst}
      />

      <section
        // A phone's screen less the header, the title and the row above (about 12 rem); a
        // desktop's 70 %.
        className="flex h-[calc(100dvh-12rem)] min-h-[22rem] min-w-0 flex-col rounded-xl border border-border bg-card md:h-[70dvh]"
        aria-label={t("chat.title")}
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
          {engine.kind === "offline" ? (
            <Badge variant="outline" title={t("chat.offline.hint")} data-testid="offline-badge">
              <WifiOff className="size-3" aria-hidden /> {t("chat.offline.badge")}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Sparkles className="size-3" aria-hidden /> {t("chat.model.badge", { model: engine.model })}
            </Badge>
          )}
          {activeProject ? (
            <span
              className="inline-flex min-w-0 items-center gap-1.5 text-xs font-medium"
              data-testid="chat-project"
            >
              <ProjectDot color={activeProject.color} />
              {/* A phone's header has room for the project's name only. */}
              <span className="max-w-40 truncate sm:hidden">{activeProject.name}</span>
              <span className="hidden truncate sm:inline">
                {activeProject.hasInstructions
                  ? t("projects.chat.instructions", { name: activeProject.name })
                  : t("projects.chat.noInstructions", { name: activeProject.name })}
              </span>
            </span>
          ) : null}
          <span className="text-xs text-muted-foreground" data-testid="allowance">
            {t("chat.allowance", { used: Math.min(allowance.used, allowance.limit), limit: allowance.limit })}
          </span>
        </div>
        {engine.kind === "offline" ? <p className="sr-only">{t("chat.offline.hint")}</p> : null}

        <div
          ref={logRef}
          className="flex-1 space-y-4 overflow-y-auto p-4"
          role="log"
          aria-live="polite"
          aria-busy={busy}
          data-testid="chat-log"
          tabIndex={0}
        >
          {messages.length === 0 ? (
            <div className="mx-auto max-w-md py-10 text-center">
              <Bot className="mx-auto size-10 text-primary" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">{t("chat.empty.title")}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("chat.empty.body")}</p>
            </div>
          ) : (
            messages.map((message) => <MessageBubble key={message.id} message={message} />)
          )}
          {waiting ? (
            <div
              className="flex items-center gap-2 text-sm text-muted-foreground"
              data-testid="typing-indicator"
              role="status"
            >
              <span className="flex gap-1" aria-hidden>
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
              </span>
              <span className="sr-only">{t("chat.typing")}</span>
            </div>
          ) : null}
        </div>

        {notice ? (
          <div
            className="mx-4 mb-2 flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-red-300"
            role="alert"
          >
            <p data-testid="chat-notice">{notice}</p>
            {failure && !busy ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={tryAgain}
                data-testid="chat-notice-retry"
              >
                <RotateCcw aria-hidden /> {t("chat.retry")}
              </Button>
            ) : null}
          </div>
        ) : null}

        <Composer
          ref={composer}
          busy={busy}
          canRetry={canRetry}
          onSend={() => void send()}
          onOpenMenu={() => setMenuOpen(true)}
          onRetry={() => void retry()}
          onStop={() => void stop()}
        />
      </section>

      <deferredPromptMenu.Part
        wanted={menuOpen}
        onUnavailable={() => {
          setMenuOpen(false);
          setNotice(t(unreachable()));
        }}
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (!open) requestAnimationFrame(() => composer.current?.focus());
        }}
        onInsert={(text) => composer.current?.insert(text)}
      />
    </div>
  );
}
