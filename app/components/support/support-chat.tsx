import { Loader2, WifiOff } from "lucide-react";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";
import { SUPPORT_MESSAGE_MAX } from "~/core/forms/support";
import {
  mergeMessages,
  newClientId,
  supportRequest,
  TYPING_SHOWN_MS,
  type SupportAnswer,
  type SupportMessage,
} from "./support-api";
import { SupportComposer } from "./support-composer";
import { SupportMessageItem } from "./support-message";
import { useLiveEvents } from "./use-live-events";

export interface MemberConversation {
  id: number;
  status: "open" | "closed";
  assignee: { name: string } | null;
  createdAt: string;
  closedAt: string | null;
}

export interface SupportHistory {
  conversation: MemberConversation | null;
  messages: SupportMessage[];
  hasEarlier: boolean;
}

/** A message shown before the server has it: being sent, or not sent (kept, with Retry). */
interface Pending {
  key: string;
  clientId: string | undefined;
  body: string;
  createdAt: string;
  status: "sending" | "failed";
}

let localKeys = 0;

/**
 * A Legend member's chat with the team. A message shows at once; if the request gets no answer it
 * stays, marked "Not sent", and Retry sends it again (stored once, by its client id). Answers,
 * the team's typing and changes to the conversation arrive live.
 */
export function SupportChat({ history, timeZone }: { history: SupportHistory; timeZone: string }) {
  const t = useT();
  const [messages, setMessages] = useState(history.messages);
  const [conversation, setConversation] = useState(history.conversation);
  const [hasEarlier, setHasEarlier] = useState(history.hasEarlier);
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [earlier, setEarlier] = useState<"idle" | "loading" | "failed">("idle");
  /** who of the team is typing: a name, null for "the team", undefined for nobody */
  const [typing, setTyping] = useState<string | null | undefined>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const firstId = messages[0]?.id;

  const { connected } = useLiveEvents(
    "/api/v1/support/events",
    {
      message: (message: SupportMessage) => {
        setMessages((current) => mergeMessages(current, [message]));
        if (message.clientId)
          setPending((current) => current.filter((item) => item.clientId !== message.clientId));
        if (message.author === "admin") setTyping(undefined);
      },
      conversation: ({ conversation: changed }: { conversation: MemberConversation | null }) =>
        setConversation(changed),
      typing: ({ name }: { name: string | null }) => {
        setTyping(name);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
      },
    },
    { after: history.messages.at(-1)?.id ?? 0 },
  );
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The newest message stays in view, unless the member scrolled up to read.
  const count = messages.length + pending.length;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && stickToBottom.current) log.scrollTop = log.scrollHeight;
  }, [count, typing]);

  function refusal(answer: Extract<SupportAnswer<unknown>, { kind: "refused" }>): string {
    if (answer.code === "message_limit")
      return t("support.limit", { minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) });
    if (answer.status === 400) return t("support.invalid");
    return t("support.refused", { error: answer.error });
  }

  async function deliver(item: Pending): Promise<boolean> {
    setPending((current) =>
      current.map((entry) => (entry.key === item.key ? { ...entry, status: "sending" } : entry)),
    );
    const answer = await supportRequest<{ message: SupportMessage; conversation: MemberConversation }>(
      "POST",
      "/support/messages",
      { body: item.body, clientId: item.clientId },
    );
    if (answer.kind === "ok") {
      setMessages((current) => mergeMessages(current, [answer.data.message]));
      setConversation(answer.data.conversation);
      setPending((current) => current.filter((entry) => entry.key !== item.key));
      return true;
    }
    if (answer.kind === "failed") {
      setPending((current) =>
        current.map((entry) => (entry.key === item.key ? { ...entry, status: "failed" } : entry)),
      );
      setFailure(answer.failure);
      return false;
    }
    // The server meant it: the message leaves the chat and goes back into the box, with why.
    setPending((current) => current.filter((entry) => entry.key !== item.key));
    setText((current) => (current.trim() ? current : item.body));
    setNotice(refusal(answer));
    return false;
  }

  async function send() {
    const body = text.trim();
    if (!body) return;
    if (body.length > SUPPORT_MESSAGE_MAX) return setNotice(t("support.tooLong"));
    setNotice(null);
    stickToBottom.current = true;
    const item: Pending = {
      key: `local-${++localKeys}`,
      clientId: newClientId(),
      body,
      createdAt: new Date().toISOString(),
      status: "sending",
    };
    setPending((current) => [...current, item]);
    setText("");
    // Sent in order: a message waits for the ones before it that are still on their way.
    if (pending.some((entry) => entry.status === "failed")) {
      setPending((current) =>
        current.map((entry) => (entry.key === item.key ? { ...entry, status: "failed" } : entry)),
      );
      return;
    }
    await deliver(item);
  }

  async function retry() {
    setFailure(null);
    setNotice(null);
    for (const item of pending.filter((entry) => entry.status === "failed"))
      if (!(await deliver(item))) return;
  }

  async function loadEarlier() {
    if (firstId === undefined) return;
    setEarlier("loading");
    const answer = await supportRequest<SupportHistory>("GET", `/support?before=${firstId}`);
    if (answer.kind !== "ok") return setEarlier("failed");
    const log = logRef.current;
    const from = log ? log.scrollHeight - log.scrollTop : 0;
    stickToBottom.current = false;
    setMessages((current) => mergeMessages(current, answer.data.messages));
    setHasEarlier(answer.data.hasEarlier);
    setEarlier("idle");
    // Keep the message the member was reading where it was.
    requestAnimationFrame(() => {
      if (log) log.scrollTop = log.scrollHeight - from;
    });
  }

  const typingLine =
    typing === undefined ? null : typing ? t("support.typing", { name: typing }) : t("support.typingTeam");

  return (
    <section
      aria-labelledby="support-log-title"
      className="flex h-[min(72vh,42rem)] min-h-[24rem] flex-col overflow-hidden rounded-xl border border-border bg-card"
      data-testid="support-chat"
    >
      <h2 id="support-log-title" className="sr-only">
        {t("support.log")}
      </h2>
      {!connected ? (
        <p
          role="status"
          className="flex items-center gap-2 border-b border-border bg-muted px-4 py-2 text-xs"
          data-testid="support-reconnecting"
        >
          <WifiOff className="size-3.5 shrink-0" aria-hidden /> {t("support.reconnecting")}
        </p>
      ) : null}
      {conversation?.status === "open" && conversation.assignee ? (
        <p
          className="border-b border-border px-4 py-2 text-xs text-muted-foreground"
          data-testid="support-assignee"
        >
          {t("support.assignee", { name: conversation.assignee.name })}
        </p>
      ) : null}
      <div
        ref={logRef}
        role="log"
        aria-labelledby="support-log-title"
        tabIndex={0}
        className="flex-1 overflow-y-auto px-3 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset sm:px-5"
        onScroll={(event) => {
          const log = event.currentTarget;
          stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 80;
        }}
      >
        {hasEarlier ? (
          <div className="mb-4 text-center">
            <Button variant="outline" size="sm" onClick={loadEarlier} disabled={earlier === "loading"}>
              {earlier === "loading" ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t("support.earlier")}
            </Button>
            {earlier === "failed" ? (
              <p role="alert" className="mt-2 text-xs text-destructive">
                {t("support.earlierFailed")}
              </p>
            ) : null}
          </div>
        ) : null}
        {messages.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground" data-testid="support-empty">
            {t("support.empty")}
          </p>
        ) : null}
        <ol className="space-y-3" data-testid="support-messages">
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {index > 0 && messages[index - 1]!.conversationId !== message.conversationId ? (
                <li className="flex items-center gap-3 py-2 text-xs text-muted-foreground" aria-hidden>
                  <span className="h-px flex-1 bg-border" /> {t("support.newConversation")}
                  <span className="h-px flex-1 bg-border" />
                </li>
              ) : null}
              <SupportMessageItem
                id={message.id}
                body={message.body}
                mine={message.author === "member"}
                author={
                  message.author === "member" ? t("support.you") : (message.authorName ?? t("support.team"))
                }
                createdAt={message.createdAt}
                timeZone={timeZone}
              />
            </Fragment>
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
        {conversation?.status === "closed" && pending.length === 0 ? (
          <p className="mt-4 text-center text-xs text-muted-foreground" data-testid="support-closed">
            {t("support.closed")}
          </p>
        ) : null}
      </div>
      <div className="space-y-2 border-t border-border p-3 sm:p-4">
        <p
          role="status"
          className="min-h-4 text-xs text-muted-foreground italic"
          data-testid="support-typing"
        >
          {typingLine}
        </p>
        <ActionFailureAlert failure={failure} onRetry={retry} what={t("support.notDone")} />
        {notice ? (
          <p role="alert" className="text-sm text-destructive" data-testid="support-notice">
            {notice}
          </p>
        ) : null}
        <SupportComposer
          value={text}
          onChange={(value) => {
            setText(value);
            if (notice) setNotice(null);
          }}
          onSend={() => void send()}
          onTyping={() => void supportRequest("POST", "/support/typing")}
          label={t("support.field")}
          placeholder={t("support.placeholder")}
          sendLabel={t("support.send")}
          hint={t("support.hint")}
          testId="support-composer"
        />
      </div>
    </section>
  );
}
