import { Bot, Loader2, User } from "lucide-react";
import { Suspense } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { cn } from "~/app/components/ui/cn";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { AnswerErrorCode } from "./events";
import { importAgain } from "~/app/loading/import-again";

// An answer's Markdown (with its code blocks' copy buttons) loads with the first answer shown, like
// react-markdown itself: a page rendered on the server keeps the server's HTML until then, and an
// answer streaming in reads as plain text for that moment.
const Markdown = lazyWhenOnline(() =>
  importAgain(() => import("./markdown")).then((module) => ({ default: module.Markdown })),
);

export interface ChatMessageView {
  id: number;
  role: "user" | "assistant";
  content: string;
  status: "streaming" | "done" | "error";
  error: AnswerErrorCode | null;
}

const ERROR_KEY: Record<AnswerErrorCode, MessageKey> = {
  upstream: "chat.errors.upstream",
  timeout: "chat.errors.timeout",
  empty: "chat.errors.empty",
  stopped: "chat.errors.stopped",
  interrupted: "chat.errors.interrupted",
};

/** One message: the member's as plain text, the assistant's as safe Markdown, a failure in words. */
export function MessageBubble({ message }: { message: ChatMessageView }) {
  const t = useT();
  const mine = message.role === "user";
  return (
    <div
      className={cn("flex gap-3", mine && "flex-row-reverse")}
      data-testid={mine ? "user-message" : "assistant-message"}
      data-status={message.status}
    >
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
        aria-hidden
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "max-w-[85%] min-w-0 rounded-xl px-4 py-3 text-sm",
          mine ? "bg-primary/10" : "bg-muted/50",
        )}
      >
        <p className="sr-only">{mine ? t("chat.you") : t("chat.assistant")}</p>
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : message.content ? (
          <Suspense fallback={<p className="whitespace-pre-wrap break-words">{message.content}</p>}>
            <Markdown text={message.content} />
          </Suspense>
        ) : null}
        {message.status === "error" && message.error ? (
          <p className="mt-1 text-sm text-destructive dark:text-red-300" data-testid="answer-error">
            {t(ERROR_KEY[message.error])}
          </p>
        ) : null}
        {message.status === "streaming" && message.content ? (
          <Loader2 className="mt-1 size-3 animate-spin text-muted-foreground" aria-hidden />
        ) : null}
      </div>
    </div>
  );
}
