import { Bell, Check, CheckCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, redirect, useActionData, useFetcher, useSubmit } from "react-router";
import { z } from "zod";
import {
  isActionFailure,
  keepPageOnFailure,
  skipRevalidationAfterFailure,
} from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { toast } from "~/app/components/ui/toast";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { isAnswerStatus } from "~/core/forms/requests";
import { localeFromRequest } from "~/core/locale";
import { requireMember } from "~/server/accounts/require-member.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import {
  listNotifications,
  markRead,
  openNotification,
  type NotificationView,
} from "~/server/notifications/notifications.server";
import type { Route } from "./+types/notifications";
import { dateFormat } from "~/core/intl";

await provideAreaMessages(import.meta.glob("/core/messages/notifications.{en,pt}.ts"));

const PageSchema = z.coerce.number().int().min(1).max(1000).catch(1);
const ReadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.union([z.literal("all"), z.coerce.number().int().min(1)]) }),
  z.object({ intent: z.literal("open"), id: z.coerce.number().int().min(1) }),
]);

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return {
    locale: localeFromRequest(request),
    ...(await listNotifications(await getDb(), member.user.id, { page })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const parsed = ReadSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const }, { status: 400 });
  if (parsed.data.intent === "open") {
    // Read on the way to what it is about: one request, so the bell there counts it read.
    const url = await openNotification(await getDb(), member.user.id, parsed.data.id, appClock.now());
    throw redirect(url ?? "/notifications");
  }
  const unread = await markRead(await getDb(), member.user.id, parsed.data.id, appClock.now());
  return { ok: true as const, unread };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("notifications.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

/** The member's notifications, newest first; read state changes at once and comes back if the request fails. */
export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageSize } = loaderData;
  const allFetcher = useReadFetcher("notification-read-all");
  const allPending = allFetcher.state !== "idle";
  const unread = allPending ? 0 : loaderData.unread;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Opening one failed before it could go: say so; it stays unread.
  const opened = useActionData<ReadAnswer>();
  useEffect(() => {
    if (opened && isActionFailure(opened)) toast.error(t("notifications.failed"));
  }, [opened, t]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("notifications.title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="notifications-unread">
            {t("notifications.unread", { count: unread })}
          </p>
        </div>
        {loaderData.unread > 0 ? (
          <allFetcher.Form method="post">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="id" value="all" />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={allPending}
              data-testid="notifications-read-all"
            >
              <CheckCheck aria-hidden /> {t("notifications.markAllRead")}
            </Button>
          </allFetcher.Form>
        ) : null}
      </div>

      {items.length === 0 ? (
        <div
          className="mt-10 flex flex-col items-center gap-3 text-center text-muted-foreground"
          data-testid="notifications-empty"
        >
          <Bell className="size-8" aria-hidden />
          <p>{t("notifications.empty")}</p>
        </div>
      ) : (
        <ul
          className="mt-6 divide-y divide-border rounded-lg border border-border"
          data-testid="notifications"
        >
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} allRead={allPending} />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="mt-6 flex justify-between" aria-label={t("notifications.title")}>
          {page > 1 ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={page === 2 ? "/notifications" : `/notifications?page=${page - 1}`}>
                {t("notifications.newer")}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/notifications?page=${page + 1}`}>{t("notifications.older")}</Link>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

type ReadAnswer = { ok: true; unread: number } | { ok: false } | { actionFailure: "offline" | "server" };

/** A fetcher whose failure is toasted once; the optimistic state it drove then falls back by itself. */
function useReadFetcher(key: string) {
  const t = useT();
  const fetcher = useFetcher<ReadAnswer>({ key });
  const seen = useRef<ReadAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (isActionFailure(answer) || !answer.ok) toast.error(t("notifications.failed"));
  }, [fetcher.state, fetcher.data, t]);
  return fetcher;
}

function NotificationItem({ item, allRead }: { item: NotificationView; allRead: boolean }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useReadFetcher(`notification-read-${item.id}`);
  const answer = fetcher.data;
  const failed = answer !== undefined && (isActionFailure(answer) || !answer.ok);
  // Read while the request is out, or once it answered; back to unread when it failed.
  const read = item.read || allRead || fetcher.state !== "idle" || (answer !== undefined && !failed);
  const title =
    item.title ??
    t(item.kind === "prompt_request" ? "notifications.yourRequest" : "notifications.yourPrompt");
  const actor = item.actor ?? t("notifications.someone");
  const text =
    item.kind === "roadmap_status" && item.detail?.mergedInto
      ? t("notifications.kind.roadmap_merged", { title, into: item.detail.mergedInto })
      : item.kind === "prompt_request" && isAnswerStatus(item.detail?.status)
        ? t(`notifications.kind.prompt_request.${item.detail.status}`, { title })
        : t(`notifications.kind.${item.kind}`, { actor, title });
  const submit = useSubmit();
  const markRead = () => {
    if (!read) fetcher.submit({ intent: "read", id: String(item.id) }, { method: "post" });
  };
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A plain click goes through the action, which marks it read and redirects; a click that opens
    // a new tab just follows the link.
    if (read || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void submit({ intent: "open", id: String(item.id) }, { method: "post" });
  };

  return (
    <li
      className={cn("flex items-start gap-3 p-4", read ? "" : "bg-primary/5")}
      data-testid="notification"
      data-read={read}
    >
      <span
        className={cn("mt-2 size-2 shrink-0 rounded-full", read ? "bg-transparent" : "bg-primary")}
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <Link
          to={item.url}
          onClick={open}
          className={cn("break-words hover:underline focus-visible:underline", read ? "" : "font-semibold")}
        >
          {text}
        </Link>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>
            {dateFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(item.createdAt))}
          </time>
        </p>
      </div>
      {read ? null : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={markRead}
          data-testid="notification-read"
          aria-label={`${t("notifications.markRead")}: ${text}`}
        >
          <Check aria-hidden />
          <span className="hidden sm:inline">{t("notifications.markRead")}</span>
        </Button>
      )}
    </li>
  );
}
