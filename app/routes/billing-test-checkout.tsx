import { FlaskConical } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/app/components/ui/alert";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import {
  cancelTestCheckout,
  completeTestCheckout,
  getTestCheckout,
  stripeClient,
} from "~/server/billing/billing.server";
import { formatPrice, PRICES } from "~/core/plans";
import { getConfig } from "~/server/config.server";
import type { Route } from "./+types/billing-test-checkout";
import "~/app/components/billing/messages";

/** Local mode without Stripe only: production never offers a checkout that charges nobody. */
function assertTestMode() {
  if (getConfig().mode !== "local" || stripeClient()) throw data(null, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  assertTestMode();
  const member = await requireMember(request);
  const checkout = await getTestCheckout(await getDb(), params.id, member.user.id);
  return { locale: localeFromRequest(request), checkout: checkout?.status === "open" ? checkout : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertTestMode();
  const member = await requireMember(request);
  const form = await request.formData();
  const db = await getDb();
  if (form.get("intent") === "cancel") {
    await cancelTestCheckout(db, params.id, member.user.id);
    return redirect("/pricing");
  }
  const plan = await completeTestCheckout(db, params.id, member.user.id);
  if (!plan) return data({ failed: true }, { status: 409 });
  return redirect(`/subscription-success?test_checkout=${encodeURIComponent(params.id)}`);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("checkout.test.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { checkout } = loaderData;
  const busy = navigation.state !== "idle";
  const price = checkout
    ? formatPrice(PRICES[checkout.plan][checkout.currency], checkout.currency, locale)
    : "";
  const planName = checkout ? t(`plan.${checkout.plan}.name`) : "";

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card className="border-dashed border-amber-500">
        <CardHeader>
          <Badge variant="premium" className="self-start" data-testid="test-mode-badge">
            <FlaskConical aria-hidden /> {t("checkout.test.badge")}
          </Badge>
          <h1 className="mt-2 text-2xl font-semibold">{t("checkout.test.title")}</h1>
          <CardDescription>{t("checkout.test.body")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {!checkout || actionData?.failed ? (
            <Alert variant="destructive">{t("checkout.test.notFound")}</Alert>
          ) : (
            <>
              <p className="rounded-lg bg-muted p-4 text-center text-lg font-semibold">
                {t("checkout.test.summary", { plan: planName, price })}
              </p>
              <Form method="post" className="flex flex-col gap-3">
                <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
                  {t("checkout.test.pay", { price })}
                </Button>
                <Button type="submit" name="intent" value="cancel" variant="ghost" disabled={busy}>
                  {t("checkout.test.cancel")}
                </Button>
              </Form>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
