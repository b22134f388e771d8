import { ShieldCheck } from "lucide-react";
import { APIError } from "better-auth/api";
import { data, Form, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { FormField } from "~/app/components/auth/form-field";
import { safeRedirect } from "~/core/forms/auth";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { redirectBack } from "~/server/accounts/redirect-back.server";
import type { Route } from "./+types/login-two-factor";
import "~/app/components/account/messages";

const CodeSchema = z.object({
  code: z.string().trim().min(6).max(32),
  method: z.enum(["totp", "otp"]).catch("totp"),
  trustDevice: z.literal("on").optional(),
});

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromRequest(request) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: translator(data?.locale ?? "en")("auth.twoFactor.title") }];
}

type Result = { error?: MessageKey; emailSent?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const auth = await getAuth();

  if (form.get("intent") === "send-email") {
    try {
      await auth.api.sendTwoFactorOTP({ headers: request.headers, body: {} });
      return data<Result>({ emailSent: true });
    } catch {
      return data<Result>({ error: "auth.errors.loginFailed" }, { status: 400 });
    }
  }

  const parsed = CodeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<Result>({ error: "auth.errors.invalidCode" }, { status: 400 });
  const { code, method } = parsed.data;
  const trustDevice = parsed.data.trustDevice === "on";

  const attempts =
    method === "otp"
      ? [
          () =>
            auth.api.verifyTwoFactorOTP({
              headers: request.headers,
              body: { code, trustDevice },
              returnHeaders: true,
            }),
        ]
      : [
          () =>
            auth.api.verifyTOTP({
              headers: request.headers,
              body: { code, trustDevice },
              returnHeaders: true,
            }),
          () =>
            auth.api.verifyBackupCode({
              headers: request.headers,
              body: { code, trustDevice },
              returnHeaders: true,
            }),
        ];
  for (const attempt of attempts) {
    try {
      const { headers } = await attempt();
      const out = new Headers();
      for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
      out.append("Set-Cookie", setFlashCookie("auth.loginSuccess"));
      return redirectBack(redirectTo, { headers: out });
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 429) {
        return data<Result>({ error: "auth.errors.tooManyAttempts" }, { status: 429 });
      }
    }
  }
  return data<Result>({ error: "auth.errors.invalidCode" }, { status: 400 });
}

export default function TwoFactorStep({ actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const redirectTo = new URLSearchParams(location.search).get("redirectTo") ?? "/";
  const pending = navigation.state !== "idle";
  const method = actionData?.emailSent ? "otp" : "totp";

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <ShieldCheck className="size-8 text-primary" aria-hidden />
          <h1 className="text-2xl leading-tight font-semibold">{t("auth.twoFactor.title")}</h1>
          <CardDescription>
            {actionData?.emailSent ? t("auth.twoFactor.emailSent") : t("auth.twoFactor.subtitle")}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {actionData?.error ? <Alert variant="destructive">{t(actionData.error)}</Alert> : null}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <input type="hidden" name="method" value={method} />
            <FormField
              label={t("auth.fields.code")}
              name="code"
              inputMode="text"
              autoComplete="one-time-code"
              autoFocus
              required
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="trustDevice" className="size-4 accent-[var(--primary)]" />
              {t("auth.twoFactor.trust")}
            </label>
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? t("auth.processing") : t("auth.twoFactor.submit")}
            </Button>
          </Form>
          {!actionData?.emailSent ? (
            <Form method="post">
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Button type="submit" name="intent" value="send-email" variant="ghost" className="w-full">
                {t("auth.twoFactor.useEmail")}
              </Button>
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
