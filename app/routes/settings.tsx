import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { data, redirect, useSearchParams } from "react-router";
import { lazyTab } from "~/app/components/account/lazy-tab";
import type { SettingsResult } from "~/app/components/account/security-tab";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { fieldErrors } from "~/core/forms/auth";
import { PasswordChangeSchema } from "~/core/forms/password-change";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { getCalendarSettings } from "~/server/calendar/settings.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { handleProfileForm } from "~/server/accounts/profile-form.server";
import { getProfile } from "~/server/accounts/profile.server";
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
import { importAgain } from "~/app/loading/import-again";

// The calendar and API tabs' messages ship with this page too.
await provideAreaMessages(import.meta.glob("/core/messages/{calendar,integrations}.{en,pt}.ts"));

const TABS = ["profile", "subscription", "security", "calendar", "api"] as const;
type Tab = (typeof TABS)[number];

function tabOf(requested: string | null): Tab {
  return TABS.includes(requested as Tab) ? (requested as Tab) : "profile";
}

// Each tab's panels (their forms, dialogs and messages) load when that tab is shown.
const ProfileTab = lazyTab(() =>
  importAgain(() => import("~/app/components/account/profile-tab")).then((module) => module.ProfileTab),
);
const SubscriptionTab = lazyTab(() =>
  importAgain(() => import("~/app/components/account/subscription-tab")).then(
    (module) => module.SubscriptionTab,
  ),
);
const SecurityTab = lazyTab(() =>
  importAgain(() => import("~/app/components/account/security-tab")).then((module) => module.SecurityTab),
);
const CalendarTab = lazyTab(() =>
  importAgain(() => import("~/app/components/calendar/calendar-settings")).then(
    (module) => module.CalendarSettingsCards,
  ),
);
const ApiTab = lazyTab(() =>
  importAgain(() => import("~/app/components/account/api-keys")).then((module) => module.ApiKeysPanel),
);
const TAB_PANELS: Record<Tab, { preload(): void; ready(): Promise<unknown> }> = {
  profile: ProfileTab,
  subscription: SubscriptionTab,
  security: SecurityTab,
  calendar: CalendarTab,
  api: ApiTab,
};

// The server holds every tab's module from the start. A browser opening the page waits here, before
// it hydrates, for the tab the address asks for, so that tab hydrates with the rest over the server's
// HTML and nothing typed into it early is lost (this module also loads ahead of a link to the page
// being followed: the tab then loads when shown, behind its fallback).
if (import.meta.env.SSR) for (const panel of Object.values(TAB_PANELS)) panel.preload();
else if (/^\/(settings|account)\/?$/.test(window.location.pathname)) {
  await TAB_PANELS[tabOf(new URLSearchParams(window.location.search).get("tab"))]
    .ready()
    .catch(() => undefined);
}

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

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const { profile } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("settings.title")}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          TAB_PANELS[value as Tab].preload();
          setParams(value === "profile" ? {} : { tab: value }, { replace: true, preventScrollReset: true });
        }}
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
          <ProfileTab profile={profile} handle={loaderData.handle} />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionTab plan={loaderData.plan} refund={loaderData.refund} />
        </TabsContent>
        <TabsContent value="security" className="mt-4 space-y-6">
          <SecurityTab
            twoFactorEnabled={Boolean(profile.twoFactorEnabled)}
            sessionCount={loaderData.sessionCount}
          />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab settings={loaderData.calendar} legend={loaderData.legend} />
        </TabsContent>
        <TabsContent value="api">
          <ApiTab keys={loaderData.apiKeys} assistants={loaderData.assistants} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
