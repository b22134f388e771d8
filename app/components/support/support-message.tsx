import { Loader2 } from "lucide-react";
import { cn } from "~/app/components/ui/cn";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatMessageTime } from "./use-time-zone";

/** One message of a support chat: the reader's own on the right, the other side's on the left. */
export function SupportMessageItem({
  body,
  author,
  mine,
  createdAt,
  timeZone,
  status = "sent",
  id,
}: {
  body: string;
  /** who wrote it, as the reader knows them */
  author: string;
  mine: boolean;
  createdAt: string;
  timeZone: string;
  status?: "sent" | "sending" | "failed";
  id?: number;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <li
      className={cn("flex max-w-[85%] flex-col sm:max-w-[75%]", mine ? "ml-auto items-end" : "items-start")}
      data-testid="support-message"
      data-mine={mine}
      data-status={status}
      data-message-id={id}
    >
      <p className="px-1 text-xs text-muted-foreground">
        <span className="font-medium">{author}</span>
        <span aria-hidden> · </span>
        <time dateTime={createdAt}>{formatMessageTime(createdAt, locale, timeZone)}</time>
      </p>
      <p
        className={cn(
          "mt-1 rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-muted text-foreground",
          status === "failed" && "opacity-70",
        )}
      >
        {body}
      </p>
      {status === "sending" ? (
        <p className="mt-1 flex items-center gap-1 px-1 text-xs text-muted-foreground">
          <Loader2 className="size-3 animate-spin" aria-hidden /> {t("support.sending")}
        </p>
      ) : status === "failed" ? (
        <p className="mt-1 px-1 text-xs font-medium text-destructive">{t("support.notSent")}</p>
      ) : null}
    </li>
  );
}
