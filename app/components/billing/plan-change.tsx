import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/app/components/ui/dialog";
import { toast } from "~/app/components/ui/toast";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate } from "~/core/locale";
import { formatPrice, PRICES, type Currency, type PaidPlan } from "~/core/plans";
import { PLAN_FEATURES, PlanFeatureLine, type PlanFeature } from "~/app/components/billing/plan-features";
import "~/app/components/billing/messages";

/** A change of plan as GET /api/v1/billing/change answers it. */
export interface PlanChange {
  from: PaidPlan;
  to: PaidPlan;
  kind: "upgrade" | "downgrade" | "keep";
  amountDue: number;
  currency: Currency;
  effectiveAt: string;
  quotedAt: number;
}

/** What a higher plan brings that the lower one has not (Legend's first line is "everything in Creator"). */
const ADDS: Record<PaidPlan, PlanFeature[][]> = {
  creator: [],
  legend: PLAN_FEATURES.legend.slice(1),
};

/**
 * What a change of plan does, in the member's words: what they pay today and from when, and what
 * becomes of the plan they have. `periodEnd` is when the current paid period ends.
 */
export function PlanChangeText({ change, periodEnd }: { change: PlanChange; periodEnd: string | null }) {
  const t = useT();
  const locale = useLocale();
  const plan = t(`plan.${change.to}.name`);
  const current = t(`plan.${change.from}.name`);
  const price = (tier: PaidPlan) => formatPrice(PRICES[tier][change.currency], change.currency, locale);
  const date = formatLongDate(
    change.kind === "upgrade" && periodEnd ? periodEnd : change.effectiveAt,
    locale,
  );

  if (change.kind === "keep") {
    return (
      <p data-testid="plan-change-text">
        {t("change.keep.body", { plan, date: periodEnd ? formatLongDate(periodEnd, locale) : date })}
      </p>
    );
  }
  if (change.kind === "downgrade") {
    return (
      <div className="space-y-2" data-testid="plan-change-text">
        <p className="font-medium">{t("change.downgrade.when", { plan, current, date })}</p>
        <p>
          {t("change.downgrade.after", { date, price: price(change.to), currentPrice: price(change.from) })}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="plan-change-text">
      <p>{t("change.upgrade.adds", { plan, current })}</p>
      <ul className="space-y-1" data-testid="plan-change-adds">
        {ADDS[change.to].map((line) => (
          <li key={line[0]!.key} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />{" "}
            <PlanFeatureLine features={line} linked={false} />
          </li>
        ))}
      </ul>
      <p className="font-medium">
        {t("change.upgrade.today", { amount: formatPrice(change.amountDue, change.currency, locale), plan })}
      </p>
      <p>{t("change.upgrade.replaces", { plan, current, date, price: price(change.to) })}</p>
    </div>
  );
}

type Step =
  | { name: "loading" }
  | { name: "ready"; change: PlanChange }
  | { name: "saving"; change: PlanChange }
  | { name: "failed"; message: MessageKey; change: PlanChange | null };

const FAILURES: Record<string, MessageKey> = {
  "payment-failed": "change.errors.payment",
  "quote-expired": "change.errors.expired",
};

/**
 * Asks before changing the member's plan: it loads what the change costs today, says it, and
 * changes the plan only on confirmation. Every failure says so and offers Retry. Mount it with a
 * `key` per plan so each opening starts from loading.
 */
export function PlanChangeDialog({
  plan,
  periodEnd,
  onOpenChange,
}: {
  plan: PaidPlan | null;
  periodEnd: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>({ name: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!plan) return;
    const controller = new AbortController();
    fetch(`/api/v1/billing/change?plan=${encodeURIComponent(plan)}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { change?: PlanChange };
        if (!response.ok || !body.change) throw new Error(`preview answered ${response.status}`);
        setStep({ name: "ready", change: body.change });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setStep({ name: "failed", message: "change.errors.preview", change: null });
      });
    return () => controller.abort();
  }, [plan, attempt]);

  async function confirm(change: PlanChange) {
    setStep({ name: "saving", change });
    try {
      const response = await fetch("/api/v1/billing/change", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ plan: change.to, quotedAt: change.quotedAt }),
      });
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      if (!response.ok) {
        const message = FAILURES[body.code ?? ""] ?? "change.errors.failed";
        // An expired quote is shown again before anything is charged.
        setStep({ name: "failed", message, change: body.code === "quote-expired" ? null : change });
        return;
      }
      const name = t(`plan.${change.to}.name`);
      toast.success(
        change.kind === "upgrade"
          ? t("change.done.upgrade", { plan: name })
          : change.kind === "downgrade"
            ? t("change.done.downgrade", { plan: name, date: formatLongDate(change.effectiveAt, locale) })
            : t("change.done.keep", { plan: name }),
      );
      onOpenChange(false);
      void revalidator.revalidate();
    } catch {
      setStep({ name: "failed", message: "change.errors.failed", change });
    }
  }

  function retryPreview() {
    setStep({ name: "loading" });
    setAttempt((n) => n + 1);
  }

  const planName = plan ? t(`plan.${plan}.name`) : "";
  const change = step.name === "loading" ? null : step.change;
  const keeping = change?.kind === "keep";

  return (
    <Dialog open={plan !== null} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("change.close")}
        data-testid="plan-change-dialog"
        aria-busy={step.name === "loading" || step.name === "saving"}
      >
        <DialogTitle>
          {keeping ? t("change.keepTitle", { plan: planName }) : t("change.title", { plan: planName })}
        </DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-3 text-sm text-foreground">
            {step.name === "loading" ? (
              <p role="status" className="text-muted-foreground">
                {t("change.loading")}
              </p>
            ) : change ? (
              <PlanChangeText change={change} periodEnd={periodEnd} />
            ) : null}
          </div>
        </DialogDescription>
        {step.name === "failed" ? <Alert variant="destructive">{t(step.message)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={step.name === "saving"}>
            {t("change.notNow")}
          </Button>
          {step.name === "failed" ? (
            <Button onClick={() => (step.change ? void confirm(step.change) : retryPreview())}>
              {t("change.retry")}
            </Button>
          ) : (
            <Button
              disabled={step.name !== "ready"}
              onClick={() => (step.name === "ready" ? void confirm(step.change) : undefined)}
            >
              {step.name === "saving"
                ? t("change.saving")
                : keeping
                  ? t("change.keepConfirm", { plan: planName })
                  : t("change.confirm")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
