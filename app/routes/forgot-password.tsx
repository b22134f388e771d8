import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { fieldErrors, ForgotPasswordSchema, type FieldErrors } from "~/core/forms/auth";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { limitAuthAttempt } from "~/server/accounts/rate-limit.server";
import type { Route } from "./+types/forgot-password";
import "~/app/components/account/messages";

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromRequest(request) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: translator(data?.locale ?? "en")("auth.forgotPage.meta.title") }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const raw = Object.fromEntries(await request.formData()) as Record<string, string>;
  const parsed = ForgotPasswordSchema.safeParse(raw);
  if (!parsed.success) {
    return data(
      { fieldErrors: fieldErrors(parsed.error) as FieldErrors, formError: null, email: raw.email },
      { status: 400 },
    );
  }
  const limit = await limitAuthAttempt(await getDb(), "reset", context.clientAddress, parsed.data.email);
  if (!limit.allowed) {
    return data(
      {
        fieldErrors: {} as FieldErrors,
        formError: "auth.errors.tooManyAttempts" as MessageKey,
        email: raw.email,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const auth = await getAuth();
    // Answers the same whether or not the email has an account.
    await auth.api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    console.error("Password reset request failed:", error instanceof Error ? error.message : error);
    return data(
      { fieldErrors: {} as FieldErrors, formError: "auth.forgotPage.error" as MessageKey, email: raw.email },
      { status: 500 },
    );
  }
  return redirect("/login", { headers: { "Set-Cookie": setFlashCookie("auth.forgotPage.sent") } });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, onInput } = useFieldErrors(actionData?.fieldErrors, ForgotPasswordSchema);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold">{t("auth.forgotPage.title")}</h1>
          <CardDescription>{t("auth.forgotPage.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {actionData?.formError ? <Alert variant="destructive">{t(actionData.formError)}</Alert> : null}
          <Form method="post" className="space-y-4" noValidate onInput={onInput}>
            <FormField
              label={t("auth.fields.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={actionData?.email}
              error={errors.email}
              required
            />
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? t("auth.processing") : t("auth.forgotPage.submit")}
            </Button>
          </Form>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/login">
              <ArrowLeft aria-hidden /> {t("auth.backToLogin")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
