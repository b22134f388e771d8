import { FlaskConical } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/app/components/ui/card";
import { Alert } from "~/app/components/ui/alert";
import { translator } from "~/app/i18n/i18n";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getDb } from "~/db/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { BillingError, changeTestSubscription, stripeClient } from "~/server/billing/billing.server";
import { getSubscription, tierInForce } from "~/server/billing/subscriptions.server";
import { getConfig } from "~/server/config.server";
import type { Route } from "./+types/billing-test-portal";
import "~/app/components/billing/messages";

function assertTestMode() {
  if (getConfig().mode !== "local" || stripeClient()) throw data(null, { status: 404 });
}

export async function loader({ request }: Route.LoaderArgs) {
  assertTestMode();
  const member = await requireMember(request);
  const state = await getSubscription(await getDb(), member.user.id);
  return {
    locale: localeFromRequest(request),
    tier: tierInForce(state),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    periodEnd: state.currentPeriodEnd?.toISOString() ?? null,
  };
}

const ActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("cancel") }),
  z.object({ action: z.literal("resume") }),
  z.object({ action: z.literal("switch"), plan: z.enum(["creator", "legend"]) }),
]);

export async function action({ request }: Route.ActionArgs) {
  assertTestMode();
  const member = await requireMember(request);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ done: null, failed: true }, { status: 400 });
  try {
    await changeTestSubscription(await getDb(), member.user.id, parsed.data);
  } catch (error) {
    if (error instanceof BillingError) return data({ done: null, failed: true }, { status: 409 });
    throw error;
  }
  return { done: parsed.data.action, failed: false };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: translator(data?.locale ?? "en")("portal.test.meta.title") }, { name: "robots", content: "noindex" }];
}

export default function TestPortal({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { tier, cancelAtPeriodEnd, periodEnd } = loaderData;
  const busy = navigation.state !== "idle";
  const date = periodEnd ? formatLongDate(periodEnd, locale) : "";
  const other = tier === "creator" ? "legend" : "creator";

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card className="border-dashed border-amber-500">
        <CardHeader>
          <Badge variant="premium" className="self-start">
            <FlaskConical aria-hidden /> {t("checkout.test.badge")}
          </Badge>
          <h1 className="mt-2 text-2xl font-semibold">{t("portal.test.title")}</h1>
          <CardDescription>{t("portal.test.body")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {actionData?.done === "cancel" || (cancelAtPeriodEnd && tier !== "free") ? (
            <Alert>{t("portal.test.canceled", { date })}</Alert>
          ) : null}
          {actionData?.done === "resume" ? <Alert variant="success">{t("portal.test.resumed")}</Alert> : null}
          {actionData?.done === "switch" ? (
            <Alert variant="success">{t("portal.test.switched", { plan: t(`plan.${tier === "free" ? "explorer" : tier}.name`) })}</Alert>
          ) : null}
          {tier !== "free" ? (
            <Form method="post" className="flex flex-col gap-3">
              {cancelAtPeriodEnd ? (
                <Button type="submit" name="action" value="resume" disabled={busy}>
                  {t("portal.test.resume")}
                </Button>
              ) : (
                <Button type="submit" name="action" value="cancel" variant="destructive" disabled={busy}>
                  {t("portal.test.cancel")}
                </Button>
              )}
              <input type="hidden" name="plan" value={other} />
              <Button type="submit" name="action" value="switch" variant="outline" disabled={busy}>
                {t("portal.test.switch", { plan: t(`plan.${other}.name`) })}
              </Button>
            </Form>
          ) : null}
          <Button asChild variant="ghost" className="w-full">
            <Link to="/account?tab=subscription">{t("portal.test.back")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
