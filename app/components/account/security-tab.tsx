import { Download, KeyRound, LogOut, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import {
  ActionFailureAlert,
  isActionFailure,
  useFormRetry,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { toast } from "~/app/components/ui/toast";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { PASSWORD_MIN_LENGTH, type FieldErrors } from "~/core/forms/auth";
import { importAgain } from "~/app/loading/import-again";

/** What the security tab's forms get back from the settings action. */
export type SettingsResult =
  | { intent: "password"; ok: boolean; fieldErrors?: FieldErrors; formError?: MessageKey }
  | { intent: "mfa-enable"; ok: true; qr: string; secret: string; backupCodes: string[] }
  | { intent: "mfa-enable" | "mfa-verify" | "mfa-disable"; ok: false; formError: MessageKey }
  | { intent: "mfa-verify" | "mfa-disable"; ok: true }
  | { intent: "revoke-sessions"; ok: true }
  | { intent: "delete"; ok: false; formError: MessageKey };

/** The form's schema, loaded after a refused change to re-check each field as it is corrected. */
const loadPasswordChangeSchema = () =>
  importAgain(() => import("~/core/forms/password-change")).then((module) => module.PasswordChangeSchema);

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

/** Settings › Security: password, two-factor sign-in, other sessions, the member's data. */
export function SecurityTab({
  twoFactorEnabled,
  sessionCount,
}: {
  twoFactorEnabled: boolean;
  sessionCount: number;
}) {
  return (
    <>
      <PasswordCard />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <SessionsCard count={sessionCount} />
      <DataCard />
    </>
  );
}
