import { ExternalLink, Loader2, Send, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import {
  AI_TOOL_NAMES,
  PROMPT_REQUEST_ANSWER_MAX,
  PROMPT_REQUEST_ANSWER_STATUSES,
  requestTitle,
  type PromptRequestAiTool,
} from "~/core/forms/requests";
import { formatDateTime } from "./format";
import { Pager } from "./pager";
import { selectClass } from "./select";
import { fieldError, useAdminFetcher } from "./use-admin-fetcher";

type RequestsData = Extract<AdminTabData, { tab: "messages"; inbox: "requests" }>;
type PromptRequest = RequestsData["items"][number];

const STATUSES = ["open", "in_progress", "done", "declined"] as const;

function useToolName() {
  const t = useT();
  return (tool: PromptRequestAiTool) =>
    AI_TOOL_NAMES[tool] ?? t(tool === "any" ? "admin.requests.tool.any" : "admin.requests.tool.other");
}

/** Members' prompt requests in the admin inbox: waiting ones first, each answered in place. */
export function PromptRequestsInbox({ data }: { data: RequestsData }) {
  const t = useT();
  const [params] = useSearchParams();
  const status = data.filter.status ?? null;
  const filterLink = (value: string | null) => {
    const next = new URLSearchParams({ tab: "messages", inbox: "requests" });
    if (value) next.set("status", value);
    return `?${next}`;
  };
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-6">
        <CardTitle>{t("admin.requests.title")}</CardTitle>
        <nav className="flex flex-wrap rounded-lg bg-muted p-1" aria-label={t("admin.requests.statusLabel")}>
          {[null, ...STATUSES].map((value) => (
            <Link
              key={value ?? "all"}
              to={filterLink(value)}
              aria-current={status === value ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium aria-[current=page]:bg-background aria-[current=page]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              preventScrollReset
            >
              {value ? t(`admin.requests.status.${value}`) : t("admin.all")}
            </Link>
          ))}
        </nav>
      </div>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t("admin.requests.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="admin-prompt-requests">
            {data.items.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
        <Pager total={data.total} offset={data.filter.offset} limit={data.filter.limit} params={params} />
      </CardContent>
    </Card>
  );
}

function RequestItem({ request }: { request: PromptRequest }) {
  const t = useT();
  const locale = useLocale();
  const toolName = useToolName();
  const waiting = request.status === "open" || request.status === "in_progress";
  const title = requestTitle(request.purpose);
  return (
    <li
      className="rounded-lg border"
      data-testid="admin-prompt-request"
      data-status={request.status}
      id={`request-${request.id}`}
    >
      <details open={waiting} className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="min-w-0">
            <span className="line-clamp-2 block font-medium break-words">{title}</span>
            <span className="block text-sm text-muted-foreground">
              {t("admin.messages.from", { name: request.requester.name, email: request.requester.email })}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">
              <Sparkles aria-hidden className="size-3" /> {t("admin.requests.kind")}
            </Badge>
            <Badge variant={waiting ? "default" : "secondary"} data-testid="admin-prompt-request-status">
              {t(`admin.requests.status.${request.status}`)}
            </Badge>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, locale)}</time>
          </span>
        </summary>
        <div className="space-y-4 border-t p-4">
          <div>
            {request.purpose !== title ? (
              <>
                <h3 className="text-xs font-semibold text-muted-foreground uppercase">
                  {t("admin.requests.purpose")}
                </h3>
                <p className="mt-1 mb-2 text-sm break-words whitespace-pre-wrap">{request.purpose}</p>
              </>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {t("admin.requests.aiTool", { tool: toolName(request.aiTool) })} ·{" "}
              {t("admin.messages.language", { language: t(`language.${request.locale}`) })}
            </p>
          </div>
          {request.example ? (
            <div>
              <h3 className="text-xs font-semibold text-muted-foreground uppercase">
                {t("admin.requests.example")}
              </h3>
              <p className="mt-1 border-l-2 border-primary pl-3 text-sm break-words whitespace-pre-wrap">
                {request.example}
              </p>
            </div>
          ) : null}
          {request.prompt ? (
            <p className="text-sm">
              <Link to={`/prompt/${request.prompt.id}`} className="inline-flex items-center gap-1 underline">
                {t("admin.requests.linked", { title: request.prompt.title ?? `#${request.prompt.id}` })}
                <ExternalLink aria-hidden className="size-3" />
              </Link>
            </p>
          ) : null}
          <AnswerForm request={request} />
        </div>
      </details>
    </li>
  );
}

function AnswerForm({ request }: { request: PromptRequest }) {
  const t = useT();
  const id = useId();
  const fetcher = useAdminFetcher(`answer-request-${request.id}`);
  const result = fetcher.data?.target === String(request.id) ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const error = (name: string): MessageKey | undefined => fieldError(result, name);
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${id}-${name}-error` : undefined,
  });
  const errorLine = (name: string) =>
    error(name) ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {t(error(name)!)}
      </p>
    ) : null;
  return (
    <fetcher.Form method="post" className="space-y-3" noValidate data-testid="admin-answer-request">
      <h3 className="text-sm font-semibold">{t("admin.requests.answerHeading")}</h3>
      <input type="hidden" name="intent" value="answer-request" />
      <input type="hidden" name="target" value={request.id} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>{t("admin.requests.statusLabel")}</Label>
          <select
            {...field("status")}
            className={selectClass}
            defaultValue={request.status === "open" ? "in_progress" : request.status}
          >
            {PROMPT_REQUEST_ANSWER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.requests.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-prompt`}>{t("admin.requests.promptLabel")}</Label>
          <Input
            {...field("prompt")}
            defaultValue={request.prompt ? String(request.prompt.id) : ""}
            autoComplete="off"
            maxLength={300}
            aria-describedby={error("prompt") ? `${id}-prompt-error` : `${id}-prompt-hint`}
          />
          <p id={`${id}-prompt-hint`} className="text-xs text-muted-foreground">
            {t("admin.requests.promptHint")}
          </p>
          {errorLine("prompt")}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-answer`}>
          {t("admin.requests.answerLabel", { language: t(`language.${request.locale}`) })}
        </Label>
        <Textarea
          {...field("answer")}
          defaultValue={request.answer ?? ""}
          maxLength={PROMPT_REQUEST_ANSWER_MAX}
          minHeight="sm"
        />
        {errorLine("answer")}
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {t("admin.requests.submit")}
      </Button>
    </fetcher.Form>
  );
}
