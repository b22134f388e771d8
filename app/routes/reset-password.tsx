import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { fieldErrors, PASSWORD_MIN_LENGTH, ResetPasswordSchema, type FieldErrors } from "~/core/forms/auth";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { toast } from "~/app/components/ui/toast";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import type { Route } from "./+types/reset-password";
import "~/app/components/account/messages";

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromRequest(request) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: translator(data?.locale ?? "en")("auth.resetPage.meta.title") }];
}

export async function action({ request }: Route.ActionArgs) {
  const raw = Object.fromEntries(await request.formData()) as Record<string, string>;
  const parsed = ResetPasswordSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token)
      return redirect("/forgot-password", {
        headers: { "Set-Cookie": setFlashCookie("auth.resetPage.invalid") },
      });
    return data(
      { fieldErrors: errors as FieldErrors, formError: null as MessageKey | null },
      { status: 400 },
    );
  }
  try {
    const auth = await getAuth();
    // Better Auth revokes the member's other sessions (revokeSessionsOnPasswordReset).
    await auth.api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
  } catch {
    return redirect("/forgot-password", {
      headers: { "Set-Cookie": setFlashCookie("auth.resetPage.invalid") },
    });
  }
  return redirect("/login", { headers: { "Set-Cookie": setFlashCookie("auth.resetPage.updated") } });
}

/** The token travels in the URL fragment (never sent to a server), so it is read in the browser. */
function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get("token");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
    setToken(value);
  }, []);
  return token;
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const token = useFragmentToken();
  const { errors, onInput } = useFieldErrors(actionData?.fieldErrors, ResetPasswordSchema);

  useEffect(() => {
    if (token === null) {
      toast.error(t("auth.resetPage.invalid"));
      navigate("/forgot-password", { replace: true });
    }
  }, [token, navigate, t]);

  const pending = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold">{t("auth.resetPage.title")}</h1>
          <CardDescription>{t("auth.resetPage.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {token === null ? <Alert variant="destructive">{t("auth.resetPage.invalid")}</Alert> : null}
          <Form method="post" className="space-y-4" noValidate onInput={onInput}>
            <input type="hidden" name="token" value={token ?? ""} />
            <FormField
              label={t("auth.fields.newPassword")}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              hint={t("auth.passwordRule", { min: PASSWORD_MIN_LENGTH })}
              error={errors.password}
              required
            />
            <Button type="submit" className="w-full" disabled={pending || !token}>
              {pending ? t("auth.processing") : t("auth.resetPage.submit")}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
