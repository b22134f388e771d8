import { ArrowRight, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { cn } from "~/app/components/ui/cn";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { AI_TOOL_NAMES } from "~/core/forms/requests";
import { formatLongDate } from "~/core/locale";
import type { PromptRequestView } from "~/server/requests/requests.server";
import "./messages";

const STATUS_STYLE: Record<PromptRequestView["status"], string> = {
  open: "border-sky-600 text-sky-800 dark:border-sky-400 dark:text-sky-300",
  in_progress: "border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300",
  done: "border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300",
  declined: "border-border text-muted-foreground",
};

/** The member's requests, newest first: status, what they asked, and the team's answer. */
export function RequestList({ requests }: { requests: PromptRequestView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="requests-list-heading" className="mt-10">
      <h2 id="requests-list-heading" className="text-lg font-semibold">
        {t("requests.list.heading")}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="requests-empty">
          {t("requests.list.empty")}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="requests-list">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request }: { request: PromptRequestView }) {
  const t = useT();
  const locale = useLocale();
  const tool =
    AI_TOOL_NAMES[request.aiTool] ??
    t(request.aiTool === "any" ? "requests.form.aiTool.any" : "requests.form.aiTool.other");
  return (
    <li
      id={`request-${request.id}`}
      className="scroll-mt-24 rounded-lg border border-border bg-card p-4"
      data-testid="request"
      data-status={request.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="outline" className={cn(STATUS_STYLE[request.status])} data-testid="request-status">
          {t(`requests.status.${request.status}`)}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {t("requests.sentOn", { date: formatLongDate(request.createdAt, locale) })} ·{" "}
          {t("requests.forTool", { tool })}
        </span>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{request.purpose}</p>
      {request.example ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-muted-foreground">{t("requests.example")}</summary>
          <p className="mt-1 border-l-2 border-border pl-3 break-words whitespace-pre-wrap">
            {request.example}
          </p>
        </details>
      ) : null}
      {request.answer || request.prompt ? (
        <div className="mt-4 rounded-md bg-muted/60 p-3" data-testid="request-answer">
          {request.answer ? (
            <>
              <p className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
                <MessageSquareText className="size-3.5" aria-hidden /> {t("requests.answer")}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{request.answer}</p>
            </>
          ) : null}
          {request.prompt ? (
            <Link
              to={`/prompt/${request.prompt.id}`}
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t("requests.prompt", { title: request.prompt.title ?? t("requests.promptUntitled") })}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
