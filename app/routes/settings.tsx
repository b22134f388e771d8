import { Download, KeyRound, LogOut, ShieldCheck, Trash2 } from "lucide-react";
import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher, useSearchParams } from "react-router";
import { ApiKeysPanel } from "~/app/components/account/api-keys";
import { NotificationMailSettings } from "~/app/components/notifications/notification-mail-settings";
import { PlanCard } from "~/app/components/account/plan-card";
import { RefundCard } from "~/app/components/billing/refund-card";
import { ProfileForm } from "~/app/components/account/profile-form";
import { FormField } from "~/app/components/auth/form-field";
import {
  ActionFailureAlert,
  isActionFailure,
  keepPageOnFailure,
  skipRevalidationAfterFailure,
  useFormRetry,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { fieldErrors, PASSWORD_MIN_LENGTH, type FieldErrors } from "~/core/forms/auth";
import { PasswordChangeSchema } from "~/core/forms/password-change";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import { toast } from "~/app/components/ui/toast";
import { CalendarSettingsCards } from "~/app/components/calendar/calendar-settings";
import { provideAreaMessages, translator, type MessageKey } from "~/app/i18n/i18n";
import { getCalendarSettings } from "~/server/calendar/settings.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { handleProfileForm } from "~/server/accounts/profile-form.server";
import { getProfile } from "~/server/accounts/profile.server";
import { HandleCard } from "~/app/components/community/handle-card";
import { handleOf } from "~/server/community/handles.server";
import { erasePersonalData } from "~/server/features.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { planSummary } from "~/server/billing/plan-summary.server";
import { handleRefundForm, REFUND_INTENT } from "~/server/billing/refund-form.server";
import { refundOfferFor } from "~/server/billing/refunds.server";
import { appClock } from "~/server/jobs/clock.server";
import { handleApiKeyForm, isApiKeyIntent } from "~/server/keys/api-key-form.server";
import { listApiKeys } from "~/server/keys/keys.server";
import { listConnections } from "~/server/oauth/connections.server";
import { DISCONNECT_INTENT, handleDisconnectForm } from "~/server/oauth/connections-form.server";
import type { Route } from "./+types/settings";
import "~/app/components/account/messages";
import "~/app/components/billing/messages";

// The calendar and API tabs' messages ship with this page too.
await provideAreaMessages(import.meta.glob("/core/messages/{calendar,integrations}.{en,pt}.ts"));

const TABS = ["profile", "subscription", "security", "calendar", "api"] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const auth = await getAuth();
  const db = await getDb();
  const [profile, sessions, calendar, apiKeys, assistants, handle, refund] = await Promise.all([
    getProfile(db, member.user.id),
    auth.api.listSessions({ headers: request.headers }).catch(() => []),
    getCalendarSettings(db, member.user.id),
    listApiKeys(db, member.user.id),
    listConnections(db, member.user.id),
    handleOf(db, member.user.id),
    refundOfferFor(db, member.user.id, appClock.now()),
  ]);
  if (!profile) throw redirect("/login");
  return {
    locale: localeFromRequest(request),
    profile,
    sessionCount: sessions.length,
    plan: planSummary(member.subscription),
    refund,
    calendar,
    legend: capabilities(member.viewer).legendTools,
    apiKeys,
    assistants,
    handle,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("settings.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export type SettingsResult =
  | { intent: "password"; ok: boolean; fieldErrors?: FieldErrors; formError?: MessageKey }
  | { intent: "mfa-enable"; ok: true; qr: string; secret: string; backupCodes: string[] }
  | { intent: "mfa-enable" | "mfa-verify" | "mfa-disable"; ok: false; formError: MessageKey }
  | { intent: "mfa-verify" | "mfa-disable"; ok: true }
  | { intent: "revoke-sessions"; ok: true }
  | { intent: "delete"; ok: false; formError: MessageKey };

/** The form's schema, loaded after a refused change to re-check each field as it is corrected. */
const loadPasswordChangeSchema = () =>
  import("~/core/forms/password-change").then((module) => module.PasswordChangeSchema);

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const auth = await getAuth();
  const headers = request.headers;
  if (isApiKeyIntent(intent)) return handleApiKeyForm(request, intent, form, member);
  if (intent === DISCONNECT_INTENT) return handleDisconnectForm(form, member);
  if (intent === REFUND_INTENT) return handleRefundForm(form, member);

  switch (intent) {
    case "profile":
      return handleProfileForm(form, member);

    case "password": {
      const parsed = PasswordChangeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        return data<SettingsResult>(
          { intent, ok: false, fieldErrors: fieldErrors(parsed.error) },
          { status: 400 },
        );
      }
      try {
        const result = await auth.api.changePassword({
          body: {
            currentPassword: parsed.data.currentPassword,
            newPassword: parsed.data.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          returnHeaders: true,
        });
        const out = new Headers();
        for (const cookie of result.headers.getSetCookie()) out.append("Set-Cookie", cookie);
        return data<SettingsResult>({ intent, ok: true }, { headers: out });
      } catch (error) {
        const wrong = error instanceof APIError && error.statusCode === 400;
        return data<SettingsResult>(
          {
            intent,
            ok: false,
            fieldErrors: wrong ? { currentPassword: "settings.password.wrong" } : {},
            formError: wrong ? undefined : "profile.updateFailed",
          },
          { status: wrong ? 400 : 500 },
        );
      }
    }

    case "mfa-enable": {
      try {
        const result = await auth.api.enableTwoFactor({
          body: { password: String(form.get("password") ?? "") },
          headers,
        });
        if (!("totpURI" in result)) throw new Error("TOTP is not enabled");
        const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
        const qr = await QRCode.toString(result.totpURI, { type: "svg", margin: 1, width: 200 });
        return data<SettingsResult>({
          intent,
          ok: true,
          qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`,
          secret,
          backupCodes: result.backupCodes,
        });
      } catch {
        return data<SettingsResult>({ intent, ok: false, formError: "settings.mfa.failed" }, { status: 400 });
      }
    }

    case "mfa-verify": {
      try {
        await auth.api.verifyTOTP({ body: { code: String(form.get("code") ?? "").trim() }, headers });
        return data<SettingsResult>({ intent, ok: true });
      } catch {
        return data<SettingsResult>(
          { intent, ok: false, formError: "auth.errors.invalidCode" },
          { status: 400 },
        );
      }
    }

    case "mfa-disable": {
      try {
        await auth.api.disableTwoFactor({ body: { password: String(form.get("password") ?? "") }, headers });
        return data<SettingsResult>({ intent, ok: true });
      } catch {
        return data<SettingsResult>({ intent, ok: false, formError: "settings.mfa.failed" }, { status: 400 });
      }
    }

    case "revoke-sessions":
      await auth.api.revokeOtherSessions({ headers });
      return data<SettingsResult>({ intent, ok: true });

    case "delete": {
      const word = translator(localeFromRequest(request))("settings.delete.confirmWord");
      if (String(form.get("confirm") ?? "").trim() !== word) {
        return data<SettingsResult>(
          { intent, ok: false, formError: "settings.delete.mismatch" },
          { status: 400 },
        );
      }
      const signedOut = await auth.api
        .signOut({ headers, returnHeaders: true })
        .catch(() => ({ headers: new Headers() }));
      await erasePersonalData(await getDb(), member.user.id);
      const out = new Headers();
      for (const cookie of signedOut.headers.getSetCookie()) out.append("Set-Cookie", cookie);
      out.append("Set-Cookie", setFlashCookie("settings.delete.done"));
      return redirect("/", { headers: out });
    }

    default:
      return data({ error: "Unknown action" }, { status: 400 });
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

/** The server's answer, or undefined after a request that got none. */
function answerOf(data: SettingsResult | ActionFailure | undefined): SettingsResult | undefined {
  return isActionFailure(data) ? undefined : data;
}

/** A fetcher's last result, hidden while it sends again. */
function idleData(fetcher: { state: string; data?: unknown }) {
  return fetcher.state === "idle" ? fetcher.data : undefined;
}

function useResultToast(
  result: SettingsResult | undefined,
  state: string,
  onSuccess: (result: SettingsResult) => MessageKey | null,
) {
  const t = useT();
  const handled = useRef<SettingsResult | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      const key = onSuccess(result);
      if (key) toast.success(t(key));
    } else if ("formError" in result && result.formError) {
      toast.error(t(result.formError));
    }
  });
}

function PasswordCard() {
  const t = useT();
  const fetcher = useFetcher<SettingsResult | ActionFailure>();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = answerOf(fetcher.data);
  const result = answer?.intent === "password" ? answer : undefined;
  useResultToast(result, fetcher.state, () => {
    formRef.current?.reset();
    return "settings.password.changed";
  });
  const { errors, onInput } = useFieldErrors(
    result && "fieldErrors" in result ? result.fieldErrors : undefined,
    loadPasswordChangeSchema,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4" aria-hidden /> {t("settings.password.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="space-y-4" ref={formRef} noValidate onInput={onInput}>
          <input type="hidden" name="intent" value="password" />
          <ActionFailureAlert failure={idleData(fetcher)} onRetry={() => formRef.current?.requestSubmit()} />
          <FormField
            label={t("settings.password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
            required
          />
          <FormField
            label={t("settings.password.new")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t("auth.passwordRule", { min: PASSWORD_MIN_LENGTH })}
            error={errors.newPassword}
            required
          />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? t("auth.processing") : t("settings.password.submit")}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const fetcher = useFetcher<SettingsResult | ActionFailure>();
  const { remember, retry } = useFormRetry();
  const [setup, setSetup] = useState<Extract<SettingsResult, { intent: "mfa-enable"; ok: true }> | null>(
    null,
  );
  const result = answerOf(fetcher.data);
  useResultToast(result, fetcher.state, (done) => {
    if (done.intent === "mfa-enable" && "qr" in done) {
      setSetup(done);
      return null;
    }
    if (done.intent === "mfa-verify") return "settings.mfa.enabled";
    if (done.intent === "mfa-disable") {
      setSetup(null);
      return "settings.mfa.disabled";
    }
    return null;
  });
  const busy = fetcher.state !== "idle";
  const error = result && !result.ok && "formError" in result ? result.formError : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4" aria-hidden /> {t("settings.mfa.title")}
        </CardTitle>
        <CardDescription>{enabled ? t("settings.mfa.on") : t("settings.mfa.off")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4" onSubmit={remember}>
        {error ? <Alert variant="destructive">{t(error)}</Alert> : null}
        <ActionFailureAlert failure={idleData(fetcher)} onRetry={retry} />
        {enabled ? (
          <fetcher.Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="mfa-disable" />
            <FormField
              label={t("settings.mfa.passwordLabel")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {t("settings.mfa.disable")}
            </Button>
          </fetcher.Form>
        ) : setup ? (
          <div className="space-y-4" data-testid="mfa-setup">
            <p className="text-sm">{t("settings.mfa.scan")}</p>
            <img
              src={setup.qr}
              alt={t("settings.mfa.qrAlt")}
              width={200}
              height={200}
              className="rounded-lg border border-border bg-white p-2"
            />
            <div>
              <p className="text-sm font-medium">{t("settings.mfa.manualKey")}</p>
              <code
                className="mt-1 block rounded bg-muted px-3 py-2 font-mono text-sm break-all"
                data-testid="mfa-secret"
              >
                {setup.secret}
              </code>
            </div>
            <div>
              <p className="text-sm font-medium">{t("settings.mfa.backupCodes")}</p>
              <p className="text-xs text-muted-foreground">{t("settings.mfa.backupHint")}</p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="mfa-backup-codes">
                {setup.backupCodes.map((code) => (
                  <li key={code} className="rounded bg-muted px-2 py-1">
                    {code}
                  </li>
                ))}
              </ul>
            </div>
            <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="mfa-verify" />
              <div className="min-w-48 flex-1">
                <FormField
                  label={t("auth.fields.code")}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
              </div>
              <Button type="submit" disabled={busy}>
                {t("settings.mfa.verify")}
              </Button>
            </fetcher.Form>
          </div>
        ) : (
          <fetcher.Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="mfa-enable" />
            <FormField
              label={t("settings.mfa.passwordLabel")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" disabled={busy}>
              {t("settings.mfa.enable")}
            </Button>
          </fetcher.Form>
        )}
      </CardContent>
    </Card>
  );
}

function SessionsCard({ count }: { count: number }) {
  const t = useT();
  const fetcher = useFetcher<SettingsResult | ActionFailure>();
  const { remember, retry } = useFormRetry();
  useResultToast(answerOf(fetcher.data), fetcher.state, () => "settings.sessions.revoked");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogOut className="size-4" aria-hidden /> {t("settings.sessions.title")}
        </CardTitle>
        <CardDescription>
          {t("settings.sessions.body")} {t("settings.sessions.count", { count })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ActionFailureAlert failure={idleData(fetcher)} onRetry={retry} className="mb-4" />
        <fetcher.Form method="post" onSubmit={remember}>
          <input type="hidden" name="intent" value="revoke-sessions" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            {t("settings.sessions.revoke")}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function DataCard() {
  const t = useT();
  const fetcher = useFetcher<SettingsResult | ActionFailure>();
  const { remember, retry } = useFormRetry();
  const word = t("settings.delete.confirmWord");
  const [typed, setTyped] = useState("");
  const result = answerOf(fetcher.data);
  const error = result && !result.ok && "formError" in result ? result.formError : undefined;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("settings.data.title")}</CardTitle>
          <CardDescription>{t("settings.data.downloadBody")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="/settings/export" download>
              <Download aria-hidden /> {t("settings.data.download")}
            </a>
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-destructive">
            <Trash2 className="size-4" aria-hidden /> {t("settings.delete.title")}
          </CardTitle>
          <CardDescription>{t("settings.delete.body")}</CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" className="space-y-4" onSubmit={remember}>
            <input type="hidden" name="intent" value="delete" />
            {error ? <Alert variant="destructive">{t(error)}</Alert> : null}
            <ActionFailureAlert failure={idleData(fetcher)} onRetry={retry} />
            <FormField
              label={t("settings.delete.confirmLabel", { word })}
              name="confirm"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button
              type="submit"
              variant="destructive"
              disabled={typed.trim() !== word || fetcher.state !== "idle"}
            >
              {t("settings.delete.submit")}
            </Button>
          </fetcher.Form>
        </CardContent>
      </Card>
    </>
  );
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "profile";
  const { profile, sessionCount } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("settings.title")}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === "profile" ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
        className="mt-8"
      >
        <TabsList>
          <TabsTrigger value="profile">{t("settings.tabs.profile")}</TabsTrigger>
          <TabsTrigger value="subscription">{t("settings.tabs.subscription")}</TabsTrigger>
          <TabsTrigger value="security">{t("settings.tabs.security")}</TabsTrigger>
          <TabsTrigger value="calendar">{t("calendar.settings.tab")}</TabsTrigger>
          <TabsTrigger value="api">{t("apiKeys.tab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <div className="p-6">
              <ProfileForm profile={profile} action="/settings" />
            </div>
          </Card>
          <NotificationMailSettings />
          <Card className="mt-4">
            <div className="p-6">
              <HandleCard initial={loaderData.handle} />
            </div>
          </Card>
        </TabsContent>
        <TabsContent value="subscription">
          <PlanCard plan={loaderData.plan} />
          <RefundCard offer={loaderData.refund} />
        </TabsContent>
        <TabsContent value="security" className="mt-4 space-y-6">
          <PasswordCard />
          <TwoFactorCard enabled={Boolean(profile.twoFactorEnabled)} />
          <SessionsCard count={sessionCount} />
          <DataCard />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarSettingsCards settings={loaderData.calendar} legend={loaderData.legend} />
        </TabsContent>
        <TabsContent value="api">
          <ApiKeysPanel keys={loaderData.apiKeys} assistants={loaderData.assistants} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
