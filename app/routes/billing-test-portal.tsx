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
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { PlanChangeText } from "~/app/components/billing/plan-change";
import {
  BillingError,
  changePlan,
  changeTestSubscription,
  previewPlanChange,
  scheduledPlanOf,
  stripeClient,
} from "~/server/billing/billing.server";
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
  const db = await getDb();
  const state = await getSubscription(db, member.user.id);
  const tier = tierInForce(state);
  const scheduled = await scheduledPlanOf(db, member.user.id);
  // The change on offer, with what it costs today, as the pricing page says it: the other plan, or
  // keeping this one when a change to the other is already waiting for the period end.
  const target = tier === "free" ? null : scheduled ? tier : tier === "creator" ? "legend" : "creator";
  const change = target
    ? await previewPlanChange({ db, stripe: null }, member.user.id, target).catch(() => null)
    : null;
  return {
    locale: localeFromRequest(request),
    tier,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    periodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    change,
  };
}

const ActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("cancel") }),
  z.object({ action: z.literal("resume") }),
  z.object({
    action: z.literal("switch"),
    plan: z.enum(["creator", "legend"]),
    quotedAt: z.coerce.number().int().positive(),
  }),
]);

export async function action({ request }: Route.ActionArgs) {
  assertTestMode();
  const member = await requireMember(request);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ done: null, failed: true, change: null }, { status: 400 });
  try {
    const db = await getDb();
    if (parsed.data.action === "switch") {
      const change = await changePlan(
        { db, stripe: null },
        member.user.id,
        parsed.data.plan,
        parsed.data.quotedAt,
      );
      return { done: parsed.data.action, failed: false, change };
    }
    await changeTestSubscription(db, member.user.id, parsed.data);
  } catch (error) {
    if (error instanceof BillingError)
      return data({ done: null, failed: true, change: null }, { status: 409 });
    throw error;
  }
  return { done: parsed.data.action, failed: false, change: null };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("portal.test.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function TestPortal({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { tier, cancelAtPeriodEnd, periodEnd, change } = loaderData;
  const busy = navigation.state !== "idle";
  const date = periodEnd ? formatLongDate(periodEnd, locale) : "";

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
          {actionData?.change?.kind === "downgrade" ? (
            <Alert variant="success">
              {t("change.done.downgrade", {
                plan: t(`plan.${actionData.change.to}.name`),
                date: formatLongDate(actionData.change.effectiveAt, locale),
              })}
            </Alert>
          ) : actionData?.done === "switch" ? (
            <Alert variant="success">
              {t("portal.test.switched", { plan: t(`plan.${tier === "free" ? "explorer" : tier}.name`) })}
            </Alert>
          ) : null}
          {actionData?.failed ? <Alert variant="destructive">{t("change.errors.failed")}</Alert> : null}
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
            </Form>
          ) : null}
          {tier !== "free" && change ? (
            <Form method="post" className="flex flex-col gap-3 rounded-lg border p-4 text-sm">
              <PlanChangeText change={change} periodEnd={periodEnd} />
              <input type="hidden" name="plan" value={change.to} />
              <input type="hidden" name="quotedAt" value={change.quotedAt} />
              <Button type="submit" name="action" value="switch" variant="outline" disabled={busy}>
                {change.kind === "keep"
                  ? t("change.keepConfirm", { plan: t(`plan.${change.to}.name`) })
                  : t("portal.test.switch", { plan: t(`plan.${change.to}.name`) })}
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
