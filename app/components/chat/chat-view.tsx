import { Bot, Loader2, MessageSquarePlus, MoreHorizontal, Pencil, RotateCcw, Send, Sparkles, Square, Trash2, User, WifiOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
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
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Dialog, DialogContent, DialogTitle } from "~/app/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/app/components/ui/dropdown-menu";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { readEvents, type AnswerErrorCode, type StreamEvent } from "./events";
import { Markdown } from "./markdown";
import { PromptMenu } from "./prompt-menu";

export interface ChatMessageView {
  id: number;
  role: "user" | "assistant";
  content: string;
  status: "streaming" | "done" | "error";
  error: AnswerErrorCode | null;
}

export interface ChatViewProps {
  conversations: { id: string; title: string; updatedAt: string }[];
  conversation: { id: string; title: string; messages: ChatMessageView[] } | null;
  engine: { kind: "model" | "offline"; model: string };
  allowance: { used: number; limit: number; resetsAt: string };
}

const MESSAGE_MAX = 4_000;

const ERROR_KEY: Record<AnswerErrorCode, MessageKey> = {
  upstream: "chat.errors.upstream",
  timeout: "chat.errors.timeout",
  empty: "chat.errors.empty",
  stopped: "chat.errors.stopped",
  interrupted: "chat.errors.interrupted",
};

/** A temporary id for messages shown before the server has numbered them. */
let localIds = -1;

export function ChatView({ conversations, conversation, engine, allowance }: ChatViewProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessageView[]>(conversation?.messages ?? []);
  const [conversationId, setConversationId] = useState<string | null>(conversation?.id ?? null);
  const [input, setInput] = useState("");
  // An answer still being written when the page loaded is followed (below) until it ends.
  const [busy, setBusy] = useState(() => Boolean(conversation?.messages.some((message) => message.status === "streaming")));
  const [notice, setNotice] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [used, setUsed] = useState(allowance.used);
  const inputRef = useRef<HTMLTextAreaElement>(null);
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
      setBusy(Boolean(conversation?.messages.some((message) => message.status === "streaming")));
    }
  }

  // Keep the newest message in view as the answer grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  function patchMessage(id: number, change: (message: ChatMessageView) => ChatMessageView) {
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)));
  }

  /** Applies an answer's events to the message shown in its place. */
  function follow(localId: number, { resumed = false } = {}) {
    let id = localId;
    // Following an answer already under way, the first piece is all of it so far.
    let replace = resumed;
    return (event: StreamEvent) => {
      if (event.event === "start") {
        const { conversationId: cid, userMessageId, messageId } = event.data;
        setConversationId(cid);
        setMessages((current) =>
          current.map((message) =>
            message.id === localId ? { ...message, id: messageId } : message.id === localId - 0.5 ? { ...message, id: userMessageId } : message,
          ),
        );
        id = messageId;
        streamingId.current = messageId;
        // A new conversation gets its address at once, so a reload mid-answer comes back to it.
        if (cid !== serverId) navigate(`/chat-legend?c=${cid}`, { replace: true, preventScrollReset: true });
      } else if (event.event === "delta") {
        const whole = replace;
        replace = false;
        patchMessage(id, (message) => ({ ...message, content: whole ? event.data.text : message.content + event.data.text }));
      } else if (event.event === "done") {
        patchMessage(id, (message) => ({ ...message, content: event.data.content, status: "done", error: null }));
      } else if (event.event === "error") {
        patchMessage(id, (message) => ({ ...message, content: event.data.content, status: "error", error: event.data.code }));
      }
    };
  }

  async function refused(response: Response, text: string | null) {
    const body = (await response.json().catch(() => ({}))) as { resetsAt?: string; limit?: number };
    if (response.status === 429 && body.resetsAt) {
      const time = new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en", { hour: "numeric", minute: "2-digit" }).format(new Date(body.resetsAt));
      setNotice(t("chat.errors.limit", { limit: body.limit ?? allowance.limit, time }));
    } else if (response.status === 400) {
      setNotice(t("chat.errors.tooLong"));
    } else {
      setNotice(t("chat.errors.failed"));
    }
    if (text !== null) setInput(text);
  }

  async function run(request: () => Promise<Response>, optimistic: ChatMessageView[], answerId: number, text: string | null) {
    setBusy(true);
    setNotice(null);
    setMessages((current) => [...current, ...optimistic]);
    try {
      const response = await request();
      if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
        // Refused before anything was written: the message goes back into the box.
        setMessages((current) => current.filter((message) => !optimistic.includes(message)));
        await refused(response, text);
        return;
      }
      setUsed((count) => count + 1);
      await readEvents(response, follow(answerId));
    } catch {
      // The connection dropped: the server goes on writing; the conversation shows where it got to.
      if (streamingId.current === null && text !== null) {
        setMessages((current) => current.filter((message) => !optimistic.includes(message)));
        setInput(text);
      }
      setNotice(t("chat.errors.network"));
    } finally {
      streamingId.current = null;
      setBusy(false);
      revalidator.revalidate();
    }
  }

  async function send() {
    const text = input.trim();
    if (!text || busy) return;
    if (text.length > MESSAGE_MAX) {
      setNotice(t("chat.errors.tooLong"));
      return;
    }
    setInput("");
    const answerId = localIds--;
    const question: ChatMessageView = { id: answerId - 0.5, role: "user", content: text, status: "done", error: null };
    const answer: ChatMessageView = { id: answerId, role: "assistant", content: "", status: "streaming", error: null };
    const startedIn = conversationId;
    await run(
      () =>
        fetch("/api/v1/chat", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ message: text, ...(startedIn ? { conversationId: startedIn } : {}) }),
        }),
      [question, answer],
      answerId,
      text,
    );
    inputRef.current?.focus();
  }

  async function retry() {
    if (!conversationId || busy) return;
    const last = messages.at(-1);
    if (!last || last.role !== "assistant") return;
    const answerId = localIds--;
    setMessages((current) => current.slice(0, -1));
    await run(
      () => fetch(`/api/v1/chat/conversations/${conversationId}/retry`, { method: "POST", headers: { accept: "text/event-stream" } }),
      [{ id: answerId, role: "assistant", content: "", status: "streaming", error: null }],
      answerId,
      null,
    );
  }

  async function stop() {
    const id = streamingId.current ?? messages.find((message) => message.status === "streaming")?.id;
    if (id && id > 0) await fetch(`/api/v1/chat/messages/${id}/stop`, { method: "POST" }).catch(() => undefined);
  }

  // An answer still being written when the page loaded (a reload, a dropped connection): follow it.
  useEffect(() => {
    const pending = conversation?.messages.find((message) => message.status === "streaming");
    // Not when this page is the one receiving it already.
    if (!pending || streamingId.current === pending.id) return;
    const controller = new AbortController();
    streamingId.current = pending.id;
    fetch(`/api/v1/chat/messages/${pending.id}/stream`, { signal: controller.signal, headers: { accept: "text/event-stream" } })
      .then((response) => readEvents(response, follow(pending.id, { resumed: true })))
      .catch(() => undefined)
      .finally(() => {
        if (controller.signal.aborted) return;
        streamingId.current = null;
        setBusy(false);
        revalidator.revalidate();
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation shown
  }, [conversation?.id]);

  const waiting = busy && messages.at(-1)?.role === "assistant" && messages.at(-1)?.content === "";
  const canRetry = !busy && messages.at(-1)?.role === "assistant" && messages.at(-1)?.status !== "streaming";

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
      <ConversationList conversations={conversations} current={conversationId} />

      <section className="flex h-[70vh] min-h-[26rem] min-w-0 flex-col rounded-xl border border-border bg-card" aria-label={t("chat.title")}>
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
          <span className="text-xs text-muted-foreground" data-testid="allowance">
            {t("chat.allowance", { used: Math.min(used, allowance.limit), limit: allowance.limit })}
          </span>
        </div>
        {engine.kind === "offline" ? <p className="sr-only">{t("chat.offline.hint")}</p> : null}

        <div ref={logRef} className="flex-1 space-y-4 overflow-y-auto p-4" role="log" aria-live="polite" aria-busy={busy} data-testid="chat-log" tabIndex={0}>
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
            <div className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="typing-indicator" role="status">
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
          <p className="mx-4 mb-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-red-300" role="alert" data-testid="chat-notice">
            {notice}
          </p>
        ) : null}

        <form
          className="border-t border-border p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Label htmlFor={inputId} className="sr-only">
            {t("chat.input.label")}
          </Label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={input}
            rows={2}
            disabled={busy}
            maxLength={MESSAGE_MAX}
            placeholder={t("chat.input.placeholder")}
            aria-describedby={`${inputId}-hint`}
            data-testid="chat-input"
            className="w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-60"
            onChange={(event) => {
              const value = event.target.value;
              // "/" at the start of an empty message opens the prompt menu.
              if (value === "/" && input === "") {
                setMenuOpen(true);
                return;
              }
              setInput(value);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              {t("chat.input.hint")}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setMenuOpen(true)} disabled={busy} data-testid="open-prompt-menu">
                <MessageSquarePlus aria-hidden /> {t("chat.menu.open")}
              </Button>
              {canRetry ? (
                <Button type="button" variant="outline" size="sm" onClick={() => void retry()} data-testid="chat-retry">
                  <RotateCcw aria-hidden /> {t("chat.retry")}
                </Button>
              ) : null}
              {busy ? (
                <Button type="button" variant="outline" size="sm" onClick={() => void stop()} data-testid="chat-stop">
                  <Square aria-hidden /> {t("chat.stop")}
                </Button>
              ) : (
                <Button type="submit" size="sm" disabled={!input.trim()} data-testid="chat-send">
                  <Send aria-hidden /> {t("chat.send")}
                </Button>
              )}
            </div>
          </div>
        </form>
      </section>

      <PromptMenu
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (!open) requestAnimationFrame(() => inputRef.current?.focus());
        }}
        onInsert={(text) => setInput((current) => (current ? `${current}\n\n${text}` : text).slice(0, MESSAGE_MAX))}
      />
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessageView }) {
  const t = useT();
  const mine = message.role === "user";
  return (
    <div className={cn("flex gap-3", mine && "flex-row-reverse")} data-testid={mine ? "user-message" : "assistant-message"} data-status={message.status}>
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
        aria-hidden
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={cn("max-w-[85%] min-w-0 rounded-xl px-4 py-3 text-sm", mine ? "bg-primary/10" : "bg-muted/50")}>
        <p className="sr-only">{mine ? t("chat.you") : t("chat.assistant")}</p>
        {mine ? <p className="whitespace-pre-wrap break-words">{message.content}</p> : message.content ? <Markdown text={message.content} /> : null}
        {message.status === "error" && message.error ? (
          <p className="mt-1 text-sm text-destructive dark:text-red-300" data-testid="answer-error">
            {t(ERROR_KEY[message.error])}
          </p>
        ) : null}
        {message.status === "streaming" && message.content ? <Loader2 className="mt-1 size-3 animate-spin text-muted-foreground" aria-hidden /> : null}
      </div>
    </div>
  );
}

function ConversationList({ conversations, current }: { conversations: ChatViewProps["conversations"]; current: string | null }) {
  const t = useT();
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const renameId = useId();

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const response = await fetch(`/api/v1/chat/conversations/${renaming.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: renaming.title }),
    });
    if (response.ok) {
      toast.success(t("chat.conversation.renamed"));
      setRenaming(null);
      revalidator.revalidate();
    } else toast.error(t("chat.errors.failed"));
  }

  async function remove() {
    if (!deleting) return;
    const response = await fetch(`/api/v1/chat/conversations/${deleting.id}`, { method: "DELETE" });
    if (!response.ok) {
      toast.error(t("chat.errors.failed"));
      return;
    }
    toast.success(t("chat.conversation.deleted"));
    if (deleting.id === current) navigate("/chat-legend", { replace: true });
    else revalidator.revalidate();
    setDeleting(null);
  }

  const list = (
    <nav aria-label={t("chat.conversations")} className="space-y-1">
      {conversations.length === 0 ? <p className="px-2 py-1 text-sm text-muted-foreground">{t("chat.conversations.empty")}</p> : null}
      {conversations.map((conversation) => (
        <div key={conversation.id} className={cn("group flex items-center gap-1 rounded-md", conversation.id === current && "bg-muted")} data-testid="conversation">
          <Link
            to={`/chat-legend?c=${conversation.id}`}
            aria-current={conversation.id === current ? "page" : undefined}
            className="min-w-0 flex-1 truncate rounded-md px-2 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {conversation.title}
          </Link>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t("chat.conversation.actions", { title: conversation.title })}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRenaming({ id: conversation.id, title: conversation.title })}>
                <Pencil aria-hidden /> {t("chat.conversation.rename")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDeleting({ id: conversation.id, title: conversation.title })} className="text-destructive">
                <Trash2 aria-hidden /> {t("chat.conversation.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ))}
    </nav>
  );

  return (
    <aside className="space-y-3">
      <Button asChild className="w-full">
        <Link to="/chat-legend" data-testid="new-chat">
          <MessageSquarePlus aria-hidden /> {t("chat.new")}
        </Link>
      </Button>
      <details className="rounded-lg border border-border p-2 md:hidden">
        <summary className="cursor-pointer px-1 text-sm font-medium">
          {t("chat.conversations")} ({conversations.length})
        </summary>
        <div className="mt-2">{list}</div>
      </details>
      <div className="hidden md:block">
        <h2 className="mb-2 px-2 text-xs font-semibold text-muted-foreground uppercase">{t("chat.conversations")}</h2>
        <div className="max-h-[62vh] overflow-y-auto">{list}</div>
      </div>

      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent closeLabel={t("chat.conversation.cancel")}>
          <DialogTitle>{t("chat.conversation.renameTitle")}</DialogTitle>
          <form className="grid gap-4" onSubmit={(event) => void rename(event)}>
            <div className="space-y-1.5">
              <Label htmlFor={renameId}>{t("chat.conversation.renameLabel")}</Label>
              <Input
                id={renameId}
                value={renaming?.title ?? ""}
                maxLength={80}
                required
                onChange={(event) => setRenaming((current) => (current ? { ...current, title: event.target.value } : current))}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                {t("chat.conversation.cancel")}
              </Button>
              <Button type="submit" disabled={!renaming?.title.trim()}>
                {t("chat.conversation.save")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("chat.conversation.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("chat.conversation.deleteBody", { title: deleting?.title ?? "" })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("chat.conversation.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void remove()} data-testid="confirm-delete-conversation">
              {t("chat.conversation.deleteConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </aside>
  );
}
