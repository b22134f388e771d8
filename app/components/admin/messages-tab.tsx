import { Check, Mail, Star } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardTitle } from "~/app/components/ui/card";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import { formatDateTime } from "./format";
import { Pager } from "./pager";
import { PromptRequestsInbox } from "./prompt-requests-inbox";
import { useAdminFetcher } from "./use-admin-fetcher";

type InboxData = Extract<AdminTabData, { tab: "messages" }>;
type MessagesData = Extract<InboxData, { inbox: "contact" }>;

/** The inbox: contact messages, or members' prompt requests, one list at a time. */
export function MessagesTab({ data }: { data: InboxData }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <nav className="inline-flex rounded-lg bg-muted p-1" aria-label={t("admin.inbox.label")}>
        {(["contact", "requests"] as const).map((inbox) => (
          <Link
            key={inbox}
            to={inbox === "contact" ? "?tab=messages" : "?tab=messages&inbox=requests"}
            aria-current={data.inbox === inbox ? "page" : undefined}
            className="rounded-md px-3 py-1.5 text-sm font-medium aria-[current=page]:bg-background aria-[current=page]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            preventScrollReset
            data-testid={`admin-inbox-${inbox}`}
          >
            {t(inbox === "contact" ? "admin.inbox.contact" : "admin.inbox.requests")}
          </Link>
        ))}
      </nav>
      {data.inbox === "requests" ? <PromptRequestsInbox data={data} /> : <ContactMessages data={data} />}
    </div>
  );
}

function ContactMessages({ data }: { data: MessagesData }) {
  const t = useT();
  const [params] = useSearchParams();
  const status = data.filter.status;
  const filterLink = (value: "new" | "handled" | null) => {
    const next = new URLSearchParams({ tab: "messages" });
    if (value) next.set("status", value);
    return `?${next}`;
  };
  const filters = [
    { value: null, label: t("admin.all") },
    { value: "new" as const, label: t("admin.messages.new") },
    { value: "handled" as const, label: t("admin.messages.handled") },
  ];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-6">
        <CardTitle>{t("admin.messages.title")}</CardTitle>
        <nav className="inline-flex rounded-lg bg-muted p-1" aria-label={t("admin.messages.title")}>
          {filters.map((filter) => (
            <Link
              key={filter.label}
              to={filterLink(filter.value)}
              aria-current={(status ?? null) === filter.value ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium aria-[current=page]:bg-background aria-[current=page]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              preventScrollReset
            >
              {filter.label}
            </Link>
          ))}
        </nav>
      </div>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t("admin.messages.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="admin-messages">
            {data.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
        <Pager total={data.total} offset={data.filter.offset} limit={data.filter.limit} params={params} />
      </CardContent>
    </Card>
  );
}

function MessageItem({ message }: { message: MessagesData["items"][number] }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useAdminFetcher();
  const handled = message.status === "handled";
  const created =
    typeof message.createdAt === "string" ? message.createdAt : new Date(message.createdAt).toISOString();
  return (
    <li
      className="rounded-lg border"
      data-testid="admin-message"
      data-status={message.status}
      data-priority={message.priority}
    >
      <details open={!handled} className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="min-w-0">
            <span className="block font-medium">{message.subject}</span>
            <span className="block text-sm text-muted-foreground">
              {t("admin.messages.from", { name: message.name, email: message.email })}
            </span>
          </span>
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            {message.priority ? (
              <Badge
                variant="outline"
                className="border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300"
                data-testid="priority-badge"
              >
                <Star aria-hidden className="size-3" /> {t("admin.messages.priority")}
              </Badge>
            ) : null}
            <Badge variant={handled ? "secondary" : "default"}>
              {handled ? t("admin.messages.handled") : t("admin.messages.new")}
            </Badge>
            <time dateTime={created}>{formatDateTime(created, locale)}</time>
          </span>
        </summary>
        <div className="border-t p-4">
          <p className="text-xs text-muted-foreground">
            {t("admin.messages.language", { language: t(`language.${message.locale}`) })}
          </p>
          <p className="mt-2 text-sm whitespace-pre-wrap">{message.message}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                <Mail aria-hidden /> {t("admin.messages.reply")}
              </a>
            </Button>
            {!handled ? (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="message-handled" />
                <input type="hidden" name="target" value={message.id} />
                <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
                  <Check aria-hidden /> {t("admin.messages.markHandled")}
                </Button>
              </fetcher.Form>
            ) : null}
          </div>
        </div>
      </details>
    </li>
  );
}
