import { MailCheck } from "lucide-react";
import { APIError } from "better-auth/api";
import { data, Form, Link, redirect, redirectDocument, useLocation, useNavigation } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import {
  EmailSchema,
  fieldErrors,
  LoginSchema,
  PASSWORD_MIN_LENGTH,
  safeRedirect,
  SignupSchema,
  type FieldErrors,
} from "~/core/forms/auth";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { cn } from "~/app/components/ui/cn";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getAuth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import { hit, limitAuthAttempt, type RateRule } from "~/server/accounts/rate-limit.server";
import { getConfig } from "~/server/config.server";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { authorizeAgainPath } from "~/server/oauth/consent.server";
import { redirectBack } from "~/server/accounts/redirect-back.server";
import type { Route } from "./+types/login";
import "~/app/components/account/messages";

type Tab = "login" | "signup";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An assistant's OAuth request (docs/decisions/0007) sent the visitor here: after signing in, it starts again.
  const authorizeAgain = authorizeAgainPath(url);
  if (authorizeAgain) {
    if (await getCurrentMember(request)) throw redirectDocument(authorizeAgain);
    throw redirect(`/login?redirectTo=${encodeURIComponent(authorizeAgain)}`);
  }
  if (await getCurrentMember(request)) throw redirectBack(safeRedirect(url.searchParams.get("redirectTo")));
  return {
    locale: localeFromRequest(request),
    googleEnabled: Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("auth.meta.title"),
    description: t("auth.meta.description"),
    path: "/login",
    locale: data?.locale ?? locale,
    origin,
  });
}

interface ActionResult {
  intent: Tab | "google" | "resend";
  fieldErrors?: FieldErrors;
  formError?: MessageKey;
  serverMessage?: string;
  signedUpEmail?: string;
  resent?: { outcome: "sent" | "limited" | "failed"; minutes?: number };
  values?: { name?: string; email?: string };
}

function copySetCookies(from: Headers, to: Headers = new Headers()) {
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

function authErrorMessage(
  error: unknown,
  fallback: MessageKey,
): { key: MessageKey; status: number; server?: string } {
  if (!(error instanceof APIError)) return { key: fallback, status: 500 };
  const code = (error.body as { code?: string } | undefined)?.code ?? "";
  const status = error.statusCode;
  if (status === 429) return { key: "auth.errors.tooManyAttempts", status };
  if (code === "INVALID_EMAIL_OR_PASSWORD") return { key: "auth.errors.invalidCredentials", status };
  if (code === "EMAIL_NOT_VERIFIED") return { key: "auth.errors.emailNotVerified", status };
  if (code.startsWith("USER_ALREADY_EXISTS")) return { key: "auth.errors.userExists", status };
  return { key: fallback, status, server: error.message };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const auth = await getAuth();

  if (intent === "google") {
    try {
      const result = await auth.api.signInSocial({ body: { provider: "google", callbackURL: redirectTo } });
      if (!result.url) throw new Error("no url");
      return redirect(result.url);
    } catch {
      return data<ActionResult>({ intent: "google", formError: "auth.errors.googleConfig" }, { status: 500 });
    }
  }

  if (intent === "resend") return resendVerification(form, redirectTo, context.clientAddress);

  const tab: Tab = intent === "signup" ? "signup" : "login";
  const raw = Object.fromEntries(form) as Record<string, string>;
  const values = { name: raw.name, email: raw.email };
  const parsed = (tab === "signup" ? SignupSchema : LoginSchema).safeParse(raw);
  if (!parsed.success) {
    return data<ActionResult>(
      { intent: tab, fieldErrors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const { email, password } = parsed.data;

  const config = getConfig();
  const limit = await limitAuthAttempt(
    await getDb(),
    tab === "signup" ? "sign-up" : "sign-in",
    context.clientAddress,
    email,
    tab === "signup" ? config.authSignUpLimit : config.authSignInLimit,
  );
  if (!limit.allowed) {
    return data<ActionResult>(
      { intent: tab, formError: "auth.errors.tooManyAttempts", values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const locale = localeFromRequest(request);
  try {
    if (tab === "signup") {
      const name = String((parsed.data as { name?: string }).name ?? "");
      await auth.api.signUpEmail({
        body: {
          name,
          email,
          password,
          language: locale,
          callbackURL: `/auth/verified?redirectTo=${encodeURIComponent(redirectTo)}`,
        },
        headers: request.headers,
      });
      return data<ActionResult>({ intent: "signup", signedUpEmail: email });
    }

    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, callbackURL: redirectTo },
      headers: request.headers,
      returnHeaders: true,
    });
    const cookies = copySetCookies(headers);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return redirect(`/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: cookies });
    }
    cookies.append("Set-Cookie", setFlashCookie("auth.loginSuccess"));
    return redirectBack(redirectTo, { headers: cookies });
  } catch (error) {
    const { key, status, server } = authErrorMessage(
      error,
      tab === "signup" ? "auth.errors.signupFailed" : "auth.errors.loginFailed",
    );
    return data<ActionResult>({ intent: tab, formError: key, serverMessage: server, values }, { status });
  }
}

// A confirmation mail is a mail sent on the site's behalf: a few an hour per address and account.
const RESEND_RULE: RateRule = { max: 3, windowMs: 15 * 60_000 };

/** "Resend the mail" on the page after signing up; answers the same whether or not the account exists. */
async function resendVerification(form: FormData, redirectTo: string, clientAddress: string) {
  const parsed = EmailSchema.safeParse(form.get("email"));
  if (!parsed.success) return data<ActionResult>({ intent: "resend" }, { status: 400 });
  const email = parsed.data;
  const db = await getDb();
  const byAddress = await hit(db, `verify-mail:ip:${clientAddress}`, RESEND_RULE);
  const byAccount = await hit(db, `verify-mail:account:${email.toLowerCase()}`, RESEND_RULE);
  if (!byAddress.allowed || !byAccount.allowed) {
    const wait = Math.max(byAddress.retryAfterSeconds, byAccount.retryAfterSeconds);
    return data<ActionResult>(
      {
        intent: "resend",
        signedUpEmail: email,
        resent: { outcome: "limited", minutes: Math.ceil(wait / 60) },
      },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  try {
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: `/auth/verified?redirectTo=${encodeURIComponent(redirectTo)}` },
    });
  } catch (error) {
    // Better Auth refuses an address that is already confirmed; saying so would tell who has an account.
    if (!(error instanceof APIError) || error.statusCode >= 500) {
      console.error(
        "Resending the confirmation mail failed:",
        error instanceof Error ? error.message : error,
      );
      return data<ActionResult>(
        { intent: "resend", signedUpEmail: email, resent: { outcome: "failed" } },
        { status: 500 },
      );
    }
  }
  return data<ActionResult>({ intent: "resend", signedUpEmail: email, resent: { outcome: "sent" } });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  const tab: Tab =
    location.pathname === "/signup" || new URLSearchParams(location.search).get("tab") === "signup"
      ? "signup"
      : "login";
  const redirectTo = new URLSearchParams(location.search).get("redirectTo") ?? "/";
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const { errors, onInput } = useFieldErrors(
    result?.intent === tab ? result.fieldErrors : undefined,
    tab === "signup" ? SignupSchema : LoginSchema,
  );
  const search = redirectTo !== "/" ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";

  if (result?.signedUpEmail) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader className="items-center text-center">
            <MailCheck className="size-10 text-primary" aria-hidden />
            <CardTitle className="text-2xl">{t("auth.signup.success")}</CardTitle>
            <CardDescription>{t("auth.signup.checkEmail", { email: result.signedUpEmail })}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {result.resent ? (
              <Alert
                // Only a mail that failed is an error; "sent" and "wait a few minutes" are notices.
                variant={result.resent.outcome === "failed" ? "destructive" : "info"}
                data-testid="resend-result"
              >
                {result.resent.outcome === "sent"
                  ? t("auth.resend.sent", { email: result.signedUpEmail })
                  : result.resent.outcome === "limited"
                    ? t("auth.resend.limited", { minutes: result.resent.minutes ?? 1 })
                    : t("auth.resend.failed")}
              </Alert>
            ) : null}
            <div className="flex flex-wrap justify-center gap-2">
              <Form method="post">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <input type="hidden" name="email" value={result.signedUpEmail} />
                <Button type="submit" name="intent" value="resend" disabled={pendingIntent === "resend"}>
                  {pendingIntent === "resend" ? t("auth.resendPending") : t("auth.resend")}
                </Button>
              </Form>
              <Button asChild variant="outline">
                <Link to={`/login${search}`}>{t("auth.backToLogin")}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <nav aria-label={t("auth.tabs.login")} className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1">
        {(["login", "signup"] as const).map((option) => (
          <Link
            key={option}
            to={`/${option}${search}`}
            replace
            aria-current={tab === option ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-center text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              tab === option ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
            )}
          >
            {t(option === "login" ? "auth.tabs.login" : "auth.tabs.signup")}
          </Link>
        ))}
      </nav>

      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold">
            {t(tab === "login" ? "auth.login.title" : "auth.signup.title")}
          </h1>
          <CardDescription>
            {t(tab === "login" ? "auth.login.subtitle" : "auth.signup.subtitle")}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {result?.formError && (result.intent === tab || result.intent === "google") ? (
            <Alert
              // "Confirm your email first" is a step to take, not a failure.
              variant={result.formError === "auth.errors.emailNotVerified" ? "info" : "destructive"}
              data-testid="auth-error"
            >
              <div>
                <p className="font-medium">{t(result.formError)}</p>
                {result.serverMessage ? <p className="mt-1 opacity-90">{result.serverMessage}</p> : null}
              </div>
            </Alert>
          ) : null}

          {loaderData.googleEnabled ? (
            <>
              <Form method="post">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <Button
                  type="submit"
                  name="intent"
                  value="google"
                  variant="outline"
                  className="w-full"
                  disabled={pendingIntent === "google"}
                >
                  {pendingIntent === "google" ? t("auth.googlePending") : t("auth.google")}
                </Button>
              </Form>
              <p className="text-center text-xs text-muted-foreground uppercase">{t("auth.or")}</p>
            </>
          ) : null}

          <Form method="post" className="space-y-4" noValidate key={tab} onInput={onInput}>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {tab === "signup" ? (
              <FormField
                label={t("auth.fields.name")}
                name="name"
                autoComplete="name"
                defaultValue={result?.values?.name}
                error={errors.name}
                required
              />
            ) : null}
            <FormField
              label={t("auth.fields.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result?.values?.email}
              error={errors.email}
              required
            />
            <FormField
              label={t("auth.fields.password")}
              name="password"
              type="password"
              autoComplete={tab === "login" ? "current-password" : "new-password"}
              minLength={tab === "signup" ? PASSWORD_MIN_LENGTH : undefined}
              hint={tab === "signup" ? t("auth.passwordRule", { min: PASSWORD_MIN_LENGTH }) : undefined}
              error={errors.password}
              required
            />
            <Button
              type="submit"
              name="intent"
              value={tab}
              className="w-full"
              disabled={pendingIntent === tab}
            >
              {pendingIntent === tab
                ? t("auth.processing")
                : t(tab === "login" ? "auth.submit.login" : "auth.submit.signup")}
            </Button>
          </Form>
          {tab === "login" ? (
            <p className="text-center text-sm">
              <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
                {t("auth.forgot")}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
