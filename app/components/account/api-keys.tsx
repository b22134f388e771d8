import { Check, Copy, KeyRound, Trash2, Unplug } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { Alert } from "~/app/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { API_KEY_EXPIRY_CHOICES, API_KEY_NAME_MAX } from "~/core/forms/api-key";
import { formatLongDate } from "~/core/locale";
import type { ApiKeyFormResult } from "~/server/keys/api-key-form.server";
import type { ApiKeySummary, CreatedApiKey } from "~/server/keys/keys.server";
import type { AssistantConnection } from "~/server/oauth/connections.server";
import type { DisconnectResult } from "~/server/oauth/connections-form.server";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50";

/** The settings API tab: create a key (shown once), list keys, revoke one. */
export function ApiKeysPanel({
  keys,
  assistants,
}: {
  keys: ApiKeySummary[];
  assistants: AssistantConnection[];
}) {
  const t = useT();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4" aria-hidden /> {t("apiKeys.title")}
          </CardTitle>
          <CardDescription>
            {t("apiKeys.body")}{" "}
            <Link to="/integrations" className="font-medium text-primary underline underline-offset-4">
              {t("apiKeys.setupLink")}
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {created ? (
            <NewKey created={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateKeyForm onCreated={setCreated} />
          )}
        </CardContent>
      </Card>
      <KeyList keys={keys} />
      <AssistantList assistants={assistants} />
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const t = useT();
  const fetcher = useFetcher<ApiKeyFormResult | ActionFailure>();
  const expiryId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<ApiKeyFormResult | undefined>(undefined);
  const answer = isActionFailure(fetcher.data) ? undefined : fetcher.data;
  const result = answer?.intent === "api-key-create" ? answer : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) onCreated(result.created);
  });
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const formError = result && !result.ok ? result.formError : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate ref={formRef}>
      <input type="hidden" name="intent" value="api-key-create" />
      <h4 className="text-base font-semibold">{t("apiKeys.create.title")}</h4>
      {formError ? <Alert variant="destructive">{t(formError)}</Alert> : null}
      <ActionFailureAlert
        failure={busy ? undefined : fetcher.data}
        onRetry={() => formRef.current?.requestSubmit()}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label={t("apiKeys.create.name")}
          name="name"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          hint={t("apiKeys.create.nameHint")}
          error={errors.name}
          required
        />
        <div className="space-y-1.5">
          <Label htmlFor={expiryId}>{t("apiKeys.create.expiry")}</Label>
          <select id={expiryId} name="expiresIn" defaultValue="90" className={selectClass}>
            {API_KEY_EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`apiKeys.expiry.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? t("apiKeys.create.creating") : t("apiKeys.create.submit")}
      </Button>
    </fetcher.Form>
  );
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useT();
  const { copied, copy } = useCopy();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The key appears where the form was: move the focus to it so keyboard and screen-reader users find it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4" data-testid="new-api-key">
      <div role="status" className="space-y-1">
        <h4 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          {t("apiKeys.created.title")}
        </h4>
        <p className="text-sm text-muted-foreground">{t("apiKeys.created.body")}</p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t("apiKeys.created.label")}</Label>
        <div className="flex gap-2">
          <input
            ref={field}
            id={id}
            readOnly
            value={created.key}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            spellCheck={false}
          />
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              if (!(await copy(created.key))) {
                field.current?.select();
                toast.error(t("apiKeys.copyFailed"));
              }
            }}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            <span aria-live="polite">{copied ? t("apiKeys.copied") : t("apiKeys.copy")}</span>
          </Button>
        </div>
      </div>
      <Button type="button" onClick={onDone}>
        {t("apiKeys.created.done")}
      </Button>
    </div>
  );
}

function KeyList({ keys }: { keys: ApiKeySummary[] }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<ApiKeyFormResult | ActionFailure>({ key: REVOKE_FETCHER });
  // What Retry sends again after a request that got no answer.
  const lastRevoked = useRef<string | null>(null);
  function revoke(id: string) {
    lastRevoked.current = id;
    void fetcher.submit({ intent: "api-key-revoke", id }, { method: "post" });
  }
  useRevokeToast();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("apiKeys.list.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ActionFailureAlert
          failure={fetcher.state === "idle" ? fetcher.data : undefined}
          onRetry={() => lastRevoked.current && revoke(lastRevoked.current)}
          className="mb-3"
        />
        {keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("apiKeys.list.empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("apiKeys.list.title")}>
            {keys.map((key) => {
              const expired = key.expired;
              return (
                <li
                  key={key.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                  data-testid="api-key-row"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium break-words">{key.name}</p>
                    <p className="font-mono text-xs text-muted-foreground">{key.start}…</p>
                    <p className="text-xs text-muted-foreground">
                      {t("apiKeys.list.created", { date: formatLongDate(key.createdAt, locale) })} ·{" "}
                      {key.lastUsedAt
                        ? t("apiKeys.list.lastUsed", { date: formatLongDate(key.lastUsedAt, locale) })
                        : t("apiKeys.list.neverUsed")}{" "}
                      ·{" "}
                      <span className={expired ? "font-medium text-destructive" : undefined}>
                        {key.expiresAt
                          ? t(expired ? "apiKeys.list.expired" : "apiKeys.list.expires", {
                              date: formatLongDate(key.expiresAt, locale),
                            })
                          : t("apiKeys.list.noExpiry")}
                      </span>
                    </p>
                  </div>
                  <RevokeButton apiKey={key} onConfirm={() => revoke(key.id)} />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One fetcher for every revoke button, watched by the list: a revoked key's row (and button) is gone. */
const REVOKE_FETCHER = "api-key-revoke";

function useRevokeToast() {
  const t = useT();
  const fetcher = useFetcher<ApiKeyFormResult | ActionFailure>({ key: REVOKE_FETCHER });
  const handled = useRef<ApiKeyFormResult | undefined>(undefined);
  useEffect(() => {
    const result = isActionFailure(fetcher.data) ? undefined : fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(t("apiKeys.revoked"));
    else if (result.formError) toast.error(t(result.formError));
  });
}

function RevokeButton({ apiKey, onConfirm }: { apiKey: ApiKeySummary; onConfirm: () => void }) {
  const t = useT();
  const fetcher = useFetcher({ key: REVOKE_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={t("apiKeys.revoke.label", { name: apiKey.name })}
        >
          <Trash2 aria-hidden /> {t("apiKeys.revoke")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("apiKeys.revoke.title", { name: apiKey.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("apiKeys.revoke.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("apiKeys.revoke.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("apiKeys.revoke.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Assistants connected through OAuth: when, last token, and a way to end their access. */
function AssistantList({ assistants }: { assistants: AssistantConnection[] }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<DisconnectResult | ActionFailure>({ key: "oauth-disconnect" });
  const handled = useRef<DisconnectResult | undefined>(undefined);
  const lastDisconnected = useRef<string | null>(null);
  function disconnect(clientId: string) {
    lastDisconnected.current = clientId;
    void fetcher.submit({ intent: "oauth-disconnect", clientId }, { method: "post" });
  }
  useEffect(() => {
    const result = isActionFailure(fetcher.data) ? undefined : fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(t("oauthApps.disconnected"));
    else toast.error(t(result.formError));
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("oauthApps.title")}</CardTitle>
        <CardDescription>{t("oauthApps.body")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ActionFailureAlert
          failure={fetcher.state === "idle" ? fetcher.data : undefined}
          onRetry={() => lastDisconnected.current && disconnect(lastDisconnected.current)}
          className="mb-3"
        />
        {assistants.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("oauthApps.empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("oauthApps.title")}>
            {assistants.map((assistant) => (
              <li
                key={assistant.clientId}
                className="flex flex-wrap items-start justify-between gap-3 py-3"
                data-testid="assistant-row"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">{assistant.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("oauthApps.connected", { date: formatLongDate(assistant.connectedAt, locale) })}
                    {assistant.lastTokenAt
                      ? ` · ${t("oauthApps.lastUsed", { date: formatLongDate(assistant.lastTokenAt, locale) })}`
                      : ""}
                  </p>
                </div>
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={fetcher.state !== "idle"}
                      aria-label={t("oauthApps.disconnect.label", { name: assistant.name })}
                    >
                      <Unplug aria-hidden /> {t("oauthApps.disconnect")}
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>
                        {t("oauthApps.disconnect.title", { name: assistant.name })}
                      </AlertDialogTitle>
                      <AlertDialogDescription>{t("oauthApps.disconnect.body")}</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{t("apiKeys.revoke.cancel")}</AlertDialogCancel>
                      <AlertDialogAction onClick={() => disconnect(assistant.clientId)}>
                        {t("oauthApps.disconnect")}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
