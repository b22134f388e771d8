import { Check, Copy, Loader2, Search, UserCog } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "~/app/components/ui/toast";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import type { Subscriber } from "~/server/admin/users.server";
import type { PaymentView } from "~/server/billing/refunds.server";
import { PaymentsList as Payments } from "./payments-list";
import { formatDate } from "./format";
import { useAdminFetcher } from "./use-admin-fetcher";

const SEARCH_DELAY_MS = 300;
const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50";

export function UsersTab({
  data,
  me,
  loading,
}: {
  data: Extract<AdminTabData, { tab: "users" }>;
  me: string;
  loading: boolean;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(data.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Typing searches after a short pause; the address keeps the search, so it can be shared.
  function onQueryChange(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (value.trim()) next.set("q", value.trim());
      else next.delete("q");
      setParams(next, { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t("admin.users.title")}</CardTitle>
          <CardDescription>{t("admin.users.hint")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form role="search" onSubmit={(event) => event.preventDefault()} className="relative mb-4">
            <Label htmlFor="admin-user-search" className="sr-only">
              {t("admin.users.searchLabel")}
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="admin-user-search"
              type="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder={t("admin.users.searchPlaceholder")}
              className="pl-9"
              autoComplete="off"
              data-testid="admin-user-search"
            />
            {loading ? (
              <Loader2
                className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
                aria-label={t("admin.loading")}
              />
            ) : null}
          </form>
          {data.users.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground" data-testid="admin-users-empty">
              {data.q ? t("admin.users.empty", { q: data.q }) : t("admin.users.none")}
            </p>
          ) : (
            <ul className={`divide-y ${loading ? "opacity-60" : ""}`} data-testid="admin-users">
              {data.users.map((subscriber) => (
                <SubscriberRow
                  key={subscriber.id}
                  subscriber={subscriber}
                  isMe={subscriber.id === me}
                  payments={data.payments[subscriber.id] ?? []}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <SetAdminCard />
    </div>
  );
}

function SubscriberRow({
  subscriber,
  isMe,
  payments,
}: {
  subscriber: Subscriber;
  isMe: boolean;
  payments: PaymentView[];
}) {
  const t = useT();
  const locale = useLocale();
  const tierFetcher = useAdminFetcher();
  const roleFetcher = useAdminFetcher();
  const tierValue = subscriber.tier === "free" ? "none" : subscriber.tier;
  const pendingTier = tierFetcher.formData?.get("tier");
  const pendingRole = roleFetcher.formData?.get("role");

  return (
    <li className="py-4" data-testid="admin-user" data-email={subscriber.email}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <p className="truncate font-medium">
            {subscriber.email}{" "}
            {isMe ? <span className="text-sm text-muted-foreground">({t("admin.users.you")})</span> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{subscriber.name}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            <Badge variant={subscriber.subscribed ? "premium" : "secondary"} data-testid="admin-user-tier">
              {subscriber.subscribed
                ? t(`admin.users.tier.${subscriber.tier}` as "admin.users.tier.creator")
                : t("admin.users.free")}
            </Badge>
            {subscriber.subscribed ? (
              <span className="text-muted-foreground" data-testid="admin-user-end">
                {t("admin.users.end")}: {formatDate(subscriber.subscriptionEnd, locale)}
              </span>
            ) : null}
            {subscriber.role === "admin" ? (
              <Badge variant="outline">{t("admin.users.role.admin")}</Badge>
            ) : null}
            <CopyId id={subscriber.id} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <tierFetcher.Form method="post" onChange={(event) => tierFetcher.submit(event.currentTarget)}>
            <input type="hidden" name="intent" value="set-tier" />
            <input type="hidden" name="target" value={subscriber.id} />
            <select
              name="tier"
              className={selectClass}
              aria-label={t("admin.users.tierLabel", { email: subscriber.email })}
              value={typeof pendingTier === "string" ? pendingTier : tierValue}
              disabled={tierFetcher.state !== "idle"}
              onChange={() => undefined}
              data-testid="admin-user-tier-select"
            >
              <option value="none">{t("admin.users.tier.none")}</option>
              <option value="creator">{t("admin.users.tier.creator")}</option>
              <option value="legend">{t("admin.users.tier.legend")}</option>
            </select>
          </tierFetcher.Form>
          <roleFetcher.Form method="post" onChange={(event) => roleFetcher.submit(event.currentTarget)}>
            <input type="hidden" name="intent" value="set-role" />
            <input type="hidden" name="target" value={subscriber.id} />
            <select
              name="role"
              className={selectClass}
              aria-label={t("admin.users.roleLabel", { email: subscriber.email })}
              value={typeof pendingRole === "string" ? pendingRole : subscriber.role}
              disabled={roleFetcher.state !== "idle" || isMe}
              onChange={() => undefined}
              data-testid="admin-user-role-select"
            >
              <option value="user">{t("admin.users.role.user")}</option>
              <option value="admin">{t("admin.users.role.admin")}</option>
            </select>
          </roleFetcher.Form>
        </div>
      </div>
      {payments.length > 0 ? <Payments email={subscriber.email} payments={payments} /> : null}
    </li>
  );
}

function CopyId({ id }: { id: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded px-1 font-mono text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      title={t("admin.users.copyId")}
      aria-label={`${t("admin.users.copyId")}: ${id}`}
      data-testid="admin-user-id"
      data-user-id={id}
      onClick={() => {
        navigator.clipboard?.writeText(id).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => toast.error(t("admin.errors.generic")),
        );
      }}
    >
      {copied ? <Check className="size-3" aria-hidden /> : <Copy className="size-3" aria-hidden />}
      {id.slice(0, 8)}…
    </button>
  );
}

function SetAdminCard() {
  const t = useT();
  const fetcher = useAdminFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "assign-admin")
      formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog className="size-4" aria-hidden /> {t("admin.setAdmin.title")}
        </CardTitle>
        <CardDescription>{t("admin.setAdmin.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          className="space-y-3"
          ref={formRef}
          noValidate
          data-testid="admin-set-admin"
        >
          <input type="hidden" name="intent" value="assign-admin" />
          <div className="space-y-1.5">
            <Label htmlFor="admin-set-admin-id">{t("admin.setAdmin.label")}</Label>
            <Input
              id="admin-set-admin-id"
              name="userId"
              autoComplete="off"
              className="font-mono"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "admin-set-admin-error" : undefined}
            />
            {error ? (
              <p id="admin-set-admin-error" className="text-sm text-destructive" role="alert">
                {t(error)}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t("admin.saving") : t("admin.setAdmin.submit")}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
