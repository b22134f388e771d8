import { Check, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { rootMeta } from "~/app/components/seo/seo";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/app/components/ui/card";
import { provideAreaMessages, translator, type MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getAuth } from "~/server/accounts/auth.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { decideConsent, describeConsent, signedOAuthQuery } from "~/server/oauth/consent.server";
import type { Route } from "./+types/oauth-consent";

await provideAreaMessages(import.meta.glob("/core/messages/integrations.{en,pt}.ts"));

const DecisionSchema = z.object({ decision: z.enum(["allow", "deny"]) });

// The authorization server sends a signed-in member here when an assistant asks to connect
// (docs/decisions/0007). The page shows who asks and for what; the decision goes back to Better Auth.
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const consent = await describeConsent(await getAuth(), request);
  const locale = localeFromRequest(request);
  if (!consent) return data({ locale, email: member.user.email, consent: null }, { status: 400 });
  const { oauthQuery: _signed, ...shown } = consent;
  return { locale, email: member.user.email, consent: shown };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { locale } = rootMeta(matches);
  const t = translator(loaderData?.locale ?? locale);
  return [{ title: t("oauth.meta.title") }, { name: "robots", content: "noindex" }];
}

export async function action({ request }: Route.ActionArgs) {
  await requireMember(request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  const oauthQuery = signedOAuthQuery(new URL(request.url));
  if (!parsed.success || !oauthQuery) return data({ error: "oauth.failed" as MessageKey }, { status: 400 });
  const decided = await decideConsent(await getAuth(), request, parsed.data.decision === "allow", oauthQuery);
  if (!decided.ok) {
    return data(
      { error: (decided.reason === "expired" ? "oauth.expired" : "oauth.failed") as MessageKey },
      { status: 400 },
    );
  }
  // Back to the assistant (its redirect address was checked when it registered).
  return redirect(decided.redirectTo);
}

const CAN: MessageKey[] = ["oauth.can.prompts", "oauth.can.search", "oauth.can.write"];

export default function OAuthConsent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { consent, email } = loaderData;

  if (!consent) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-bold">{t("oauth.invalid.title")}</h1>
            <CardDescription>{t("oauth.invalid.body")}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild variant="outline">
              <Link to="/">{t("oauth.backHome")}</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }

  const extraScopes = consent.scopes.filter((scope) => scope !== "openid");
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <ShieldCheck className="size-4" aria-hidden /> {t("oauth.eyebrow")}
          </p>
          <h1 className="text-2xl leading-tight font-bold text-balance">
            {t("oauth.title", { client: consent.clientName })}
          </h1>
          <CardDescription>{t("oauth.signedInAs", { email })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {actionData?.error && (
            <Alert variant="destructive" role="alert">
              {t(actionData.error)}
            </Alert>
          )}
          <p>{t("oauth.intro", { client: consent.clientName })}</p>
          <ul className="space-y-2">
            {CAN.map((key) => (
              <li key={key} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
          {extraScopes.length > 0 && (
            <div>
              <p className="text-sm font-medium">{t("oauth.scopes.title")}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
                {extraScopes.map((scope) => (
                  <li key={scope}>{t(`oauth.scope.${scope}` as MessageKey)}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-sm text-muted-foreground">{t("oauth.cannot")}</p>
          <div className="space-y-1 rounded-lg bg-muted p-3 text-sm">
            {consent.clientHost && <p>{t("oauth.site", { host: consent.clientHost })}</p>}
            <p>{t("oauth.returnTo", { host: consent.redirectHost })}</p>
          </div>
        </CardContent>
        <CardFooter>
          <Form method="post" className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" name="decision" value="deny" variant="outline" disabled={busy}>
              {t("oauth.deny")}
            </Button>
            <Button type="submit" name="decision" value="allow" disabled={busy}>
              {busy ? t("oauth.deciding") : t("oauth.allow")}
            </Button>
          </Form>
        </CardFooter>
      </Card>
    </div>
  );
}
