import "~/app/components/support/messages";
import { ArrowLeft, Loader2, Lock, LockOpen, UserCheck, WifiOff } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useRevalidator } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import {
  mergeMessages,
  newClientId,
  supportRequest,
  TYPING_SHOWN_MS,
  type SupportAnswer,
  type SupportMessage,
} from "~/app/components/support/support-api";
import { SupportComposer } from "~/app/components/support/support-composer";
import { SupportMessageItem } from "~/app/components/support/support-message";
import { useTimeZone } from "~/app/components/support/use-time-zone";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardTitle } from "~/app/components/ui/card";
import { cn } from "~/app/components/ui/cn";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import type { Locale } from "~/core/locale";
import { SUPPORT_MESSAGE_MAX } from "~/core/forms/support";
import { selectClass } from "./select";
import type { DeskEvent, DeskFeed } from "./use-desk-feed";
import { numberFormat } from "~/core/intl";

type SupportData = Extract<AdminTabData, { tab: "support" }>;
type Summary = SupportData["items"][number];
type Status = SupportData["filter"]["status"];

const STATUSES = ["open", "closed"] as const;

/** Open: the longest waiting first, then the latest activity; closed: the most recently closed. */
function ordered(items: Summary[], status: Status): Summary[] {
  const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);
  return [...items].sort((a, b) =>
    status === "open"
      ? time(a.waitingSince) - time(b.waitingSince) ||
        Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt) ||
        b.id - a.id
      : Date.parse(b.closedAt ?? b.lastMessageAt) - Date.parse(a.closedAt ?? a.lastMessageAt) || b.id - a.id,
  );
}

function upsert(items: Summary[], changed: Summary, status: Status): Summary[] {
  const others = items.filter((item) => item.id !== changed.id);
  return ordered(changed.status === status ? [...others, changed] : others, status);
}

/** "5 min", "3 h", "2 days" in the reader's language. */
function waited(since: string, now: number, locale: Locale): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), "hour"]
        : [Math.floor(minutes / 1440), "day"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

const NOW_STEP_MS = 30_000;
const subscribeNow = (changed: () => void) => {
  const timer = setInterval(changed, NOW_STEP_MS);
  return () => clearInterval(timer);
};

/** The time now to the half minute, after hydration only (the server's would differ). */
function useNow(): number | null {
  return useSyncExternalStore(
    subscribeNow,
    () => Math.floor(Date.now() / NOW_STEP_MS) * NOW_STEP_MS,
    () => null,
  );
}

/**
 * The team's desk: Legend members' conversations, the longest waiting first, kept live by the
 * dashboard's stream; one conversation open beside the list (on a phone, instead of it).
 */
export function SupportTab({ data, feed, me }: { data: SupportData; feed: DeskFeed; me: string }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const revalidator = useRevalidator();
  const status = data.filter.status;
  const [items, setItems] = useState(data.items);
  const [shownItems, setShownItems] = useState(data.items);
  if (shownItems !== data.items) {
    setShownItems(data.items);
    setItems(data.items);
  }
  const selectedId = data.selected?.conversation.id ?? null;

  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const readyOnce = useRef(false);
  const { listen } = feed;
  useEffect(
    () =>
      listen((event: DeskEvent) => {
        if (event.type === "ready" || event.type === "resync") {
          // Connected again (or events were lost on the way): read the list and the conversation again.
          if (event.type === "resync" || readyOnce.current) void revalidate.current();
          readyOnce.current = true;
        } else if (event.type === "message" || event.type === "conversation") {
          const conversation = event.data.conversation as Summary | null;
          if (conversation) setItems((current) => upsert(current, conversation, status));
        }
      }),
    [listen, status],
  );

  const link = (id: number) =>
    `?${new URLSearchParams({ tab: "support", ...(status === "closed" ? { status } : {}), c: String(id) })}`;
  const filterLink = (value: Status) =>
    `?${new URLSearchParams(value === "open" ? { tab: "support" } : { tab: "support", status: value })}`;

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-4">
        <div className="min-w-0">
          <CardTitle>{t("admin.support.title")}</CardTitle>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{t("admin.support.subtitle")}</p>
        </div>
        <nav
          className="inline-flex max-w-full rounded-lg bg-muted p-1"
          aria-label={t("admin.support.filter")}
        >
          {STATUSES.map((value) => (
            <Link
              key={value}
              to={filterLink(value)}
              aria-current={status === value ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap aria-[current=page]:bg-background aria-[current=page]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              preventScrollReset
              data-testid={`support-filter-${value}`}
            >
              {t(`admin.support.status.${value}`)}
            </Link>
          ))}
        </nav>
      </div>
      {!feed.connected ? (
        <p role="status" className="mx-6 mb-3 flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-xs">
          <WifiOff className="size-3.5" aria-hidden /> {t("admin.support.reconnecting")}
        </p>
      ) : null}
      <div className="grid border-t border-border lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-label={t("admin.support.list")}
          className={cn("border-border lg:border-r", selectedId !== null && "hidden lg:block")}
        >
          {items.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground" data-testid="support-desk-empty">
              {t(status === "open" ? "admin.support.emptyOpen" : "admin.support.emptyClosed")}
            </p>
          ) : (
            <ul
              className="max-h-[40rem] divide-y divide-border overflow-y-auto"
              data-testid="support-desk-list"
            >
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={link(item.id)}
                    preventScrollReset
                    aria-current={item.id === selectedId ? "true" : undefined}
                    className="block px-4 py-3 text-sm hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset aria-[current=true]:bg-muted"
                    data-testid="support-desk-item"
                    data-conversation-id={item.id}
                    data-unread={item.unread}
                  >
                    <span className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate font-semibold">{item.member.name}</span>
                      {item.unread ? <Badge>{t("admin.support.unread")}</Badge> : null}
                    </span>
                    {item.lastMessage ? (
                      <span className="mt-0.5 line-clamp-2 block text-muted-foreground">
                        {item.lastMessage.preview}
                      </span>
                    ) : null}
                    <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      {item.status === "open" && item.waitingSince ? (
                        <span className="font-medium text-amber-700 dark:text-amber-400">
                          {now === null
                            ? t("admin.support.waiting", { duration: "…" })
                            : t("admin.support.waiting", {
                                duration: waited(item.waitingSince, now, locale),
                              })}
                        </span>
                      ) : item.status === "open" ? (
                        <span>{t("admin.support.answered")}</span>
                      ) : null}
                      <span>{assigneeText(t, item, me)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        {data.selected ? (
          <ConversationPane
            key={data.selected.conversation.id}
            selected={data.selected}
            listen={feed.listen}
            admins={data.admins}
            me={me}
            backLink={filterLink(status)}
            onChange={(changed) => setItems((current) => upsert(current, changed, status))}
          />
        ) : (
          <p className="hidden p-10 text-center text-sm text-muted-foreground lg:block">
            {t("admin.support.pick")}
          </p>
        )}
      </div>
    </Card>
  );
}

function assigneeText(t: ReturnType<typeof useT>, item: Summary, me: string): string {
  if (!item.assignee) return t("admin.support.unassigned");
  return item.assignee.id === me
    ? t("admin.support.yours")
    : t("admin.support.assignee", { name: item.assignee.name });
}

interface Pending {
  key: string;
  clientId: string | undefined;
  body: string;
  createdAt: string;
  status: "sending" | "failed";
}

let localKeys = 0;

function ConversationPane({
  selected,
  listen,
  admins,
  me,
  backLink,
  onChange,
}: {
  selected: NonNullable<SupportData["selected"]>;
  listen: DeskFeed["listen"];
  admins: SupportData["admins"];
  me: string;
  backLink: string;
  onChange: (conversation: Summary) => void;
}) {
  const t = useT();
  const timeZone = useTimeZone(null);
  const [conversation, setConversation] = useState(selected.conversation);
  const [messages, setMessages] = useState(selected.messages as SupportMessage[]);
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    setConversation(selected.conversation);
    setMessages((current) => mergeMessages(current, selected.messages as SupportMessage[]));
  }
  const current = conversation;
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [retryAction, setRetryAction] = useState<(() => void) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [assignTo, setAssignTo] = useState(me);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const logRef = useRef<HTMLDivElement>(null);
  const id = conversation.id;

  const markRead = (upTo?: number) =>
    void supportRequest(
      "POST",
      `/admin/support/conversations/${id}/read`,
      upTo === undefined ? {} : { upTo },
    );

  // Seen by the team as soon as an admin has it on screen.
  useEffect(() => {
    if (selected.conversation.unread) markRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation shown
  }, [id]);

  useEffect(
    () =>
      listen((event) => {
        if (event.type === "message") {
          const message = event.data.message as SupportMessage;
          if (message.conversationId !== id) return;
          setMessages((list) => mergeMessages(list, [message]));
          if (message.clientId)
            setPending((list) => list.filter((item) => item.clientId !== message.clientId));
          setConversation(event.data.conversation as Summary);
          if (message.author === "member") {
            setTyping(false);
            if (document.visibilityState === "visible") markRead(message.id);
          }
        } else if (event.type === "conversation") {
          const changed = event.data.conversation as Summary;
          if (changed.id === id) setConversation(changed);
        } else if (event.type === "typing" && event.data.conversationId === id) {
          setTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markRead only reads `id`
    [listen, id],
  );
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const count = messages.length + pending.length;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count, typing]);

  function refusal(answer: Extract<SupportAnswer<unknown>, { kind: "refused" }>): string {
    if (answer.code === "assigned_to_other")
      return t("admin.support.error.assigned_to_other", { name: answer.assignee?.name ?? "?" });
    if (answer.code === "conversation_closed" || answer.code === "member_has_open_conversation")
      return t(`admin.support.error.${answer.code}` as MessageKey);
    return t("admin.support.error.other", { error: answer.error });
  }

  function changed(summary: Summary) {
    setConversation(summary);
    onChange(summary);
  }

  async function deliver(item: Pending): Promise<boolean> {
    setPending((list) =>
      list.map((entry) => (entry.key === item.key ? { ...entry, status: "sending" } : entry)),
    );
    const answer = await supportRequest<{ message: SupportMessage; conversation: Summary }>(
      "POST",
      `/admin/support/conversations/${id}/messages`,
      { body: item.body, clientId: item.clientId },
    );
    if (answer.kind === "ok") {
      setMessages((list) => mergeMessages(list, [answer.data.message]));
      setPending((list) => list.filter((entry) => entry.key !== item.key));
      changed(answer.data.conversation);
      return true;
    }
    if (answer.kind === "failed") {
      setPending((list) =>
        list.map((entry) => (entry.key === item.key ? { ...entry, status: "failed" } : entry)),
      );
      setFailure(answer.failure);
      setRetryAction(() => () => void retrySends());
      return false;
    }
    setPending((list) => list.filter((entry) => entry.key !== item.key));
    setText((value) => (value.trim() ? value : item.body));
    setNotice(refusal(answer));
    return false;
  }

  async function send() {
    const body = text.trim();
    if (!body) return;
    if (body.length > SUPPORT_MESSAGE_MAX) return setNotice(t("support.tooLong"));
    setNotice(null);
    const item: Pending = {
      key: `local-${++localKeys}`,
      clientId: newClientId(),
      body,
      createdAt: new Date().toISOString(),
      status: "sending",
    };
    setPending((list) => [...list, item]);
    setText("");
    if (pending.some((entry) => entry.status === "failed")) {
      setPending((list) =>
        list.map((entry) => (entry.key === item.key ? { ...entry, status: "failed" } : entry)),
      );
      return;
    }
    await deliver(item);
  }

  async function retrySends() {
    setFailure(null);
    setNotice(null);
    for (const item of pending.filter((entry) => entry.status === "failed"))
      if (!(await deliver(item))) return;
  }

  async function act(name: string, method: string, path: string, body?: unknown) {
    setWorking(name);
    setFailure(null);
    setNotice(null);
    const answer = await supportRequest<{ conversation: Summary }>(
      method,
      `/admin/support/conversations/${id}${path}`,
      body,
    );
    setWorking(null);
    if (answer.kind === "ok") changed(answer.data.conversation);
    else if (answer.kind === "refused") setNotice(refusal(answer));
    else {
      setFailure(answer.failure);
      setRetryAction(() => () => void act(name, method, path, body));
    }
  }

  const open = current.status === "open";
  const busy = working !== null;

  return (
    <section
      aria-labelledby={`support-conversation-${id}`}
      className="flex min-h-[32rem] flex-col"
      data-testid="support-desk-conversation"
      data-conversation-id={id}
    >
      <header className="space-y-3 border-b border-border p-4">
        <Link
          to={backLink}
          preventScrollReset
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline lg:hidden"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t("admin.support.back")}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`support-conversation-${id}`} className="truncate font-semibold">
              {current.member.name}
            </h3>
            <p className="truncate text-sm text-muted-foreground">{current.member.email}</p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={open ? "default" : "secondary"}>
              {t(`admin.support.status.${current.status}`)}
            </Badge>
          </div>
        </div>
        <p className="text-sm" data-testid="support-desk-assignee">
          {assigneeText(t, current, me)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {open && !current.assignee ? (
            <Button size="sm" onClick={() => void act("take", "POST", "/take")} disabled={busy}>
              {working === "take" ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <UserCheck aria-hidden />
              )}
              {t("admin.support.take")}
            </Button>
          ) : null}
          <label className="sr-only" htmlFor={`assign-${id}`}>
            {t("admin.support.assignTo")}
          </label>
          <select
            id={`assign-${id}`}
            className={cn(selectClass, "h-8 w-auto max-w-[12rem]")}
            value={assignTo}
            onChange={(event) => setAssignTo(event.target.value)}
            disabled={busy}
          >
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void act("assign", "PUT", "/assignee", { adminId: assignTo })}
            disabled={busy || current.assignee?.id === assignTo}
          >
            {working === "assign" ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("admin.support.assign")}
          </Button>
          {open ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void act("close", "POST", "/close")}
              disabled={busy}
            >
              {working === "close" ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
              {t("admin.support.close")}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void act("reopen", "POST", "/reopen")}
              disabled={busy}
            >
              {working === "reopen" ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <LockOpen aria-hidden />
              )}
              {t("admin.support.reopen")}
            </Button>
          )}
        </div>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-labelledby={`support-conversation-${id}`}
        tabIndex={0}
        className="max-h-[28rem] min-h-[16rem] flex-1 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <ol className="space-y-3" data-testid="support-desk-messages">
          {messages.map((message) => (
            <SupportMessageItem
              key={message.id}
              id={message.id}
              body={message.body}
              mine={message.author === "admin"}
              author={
                message.author === "member"
                  ? current.member.name
                  : (message.authorName ?? t("admin.support.teamMember"))
              }
              createdAt={message.createdAt}
              timeZone={timeZone}
            />
          ))}
          {pending.map((item) => (
            <SupportMessageItem
              key={item.key}
              body={item.body}
              mine
              author={t("support.you")}
              createdAt={item.createdAt}
              timeZone={timeZone}
              status={item.status}
            />
          ))}
        </ol>
      </div>
      <div className="space-y-2 border-t border-border p-4">
        <p
          role="status"
          className="min-h-4 text-xs text-muted-foreground italic"
          data-testid="support-desk-typing"
        >
          {typing ? t("admin.support.typing", { name: current.member.name }) : null}
        </p>
        <ActionFailureAlert
          failure={failure}
          onRetry={() => retryAction?.()}
          what={t(
            pending.some((item) => item.status === "failed")
              ? "admin.support.notDone"
              : "admin.support.changeNotDone",
          )}
        />
        {notice ? (
          <p role="alert" className="text-sm text-destructive" data-testid="support-desk-notice">
            {notice}
          </p>
        ) : null}
        {open ? (
          <SupportComposer
            value={text}
            onChange={(value) => {
              setText(value);
              if (notice) setNotice(null);
            }}
            onSend={() => void send()}
            onTyping={() => void supportRequest("POST", `/admin/support/conversations/${id}/typing`)}
            label={t("admin.support.field")}
            placeholder={t("admin.support.placeholder")}
            sendLabel={t("admin.support.send")}
            hint={t("support.hint")}
            testId="support-desk-composer"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("admin.support.closedNote")}</p>
        )}
      </div>
    </section>
  );
}
