import { Fragment } from "react";
import { Link } from "react-router";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { MessageKey } from "~/app/i18n/i18n";
import type { PaidPlan } from "~/core/plans";
import "~/app/components/billing/messages";
import { listFormat } from "~/core/intl";

/** One thing a plan card promises, and the page where a member of that plan finds it. */
export interface PlanFeature {
  key: MessageKey;
  href: string;
}

/**
 * What each plan card says, line by line; a line names one or more features, each a link to where
 * it lives. The plans page and the plan-change dialog read this list, and a browser test opens
 * every link as a member of that plan (tests/e2e/plan-links.spec.ts): a promise without a page
 * cannot be written here.
 */
export const PLAN_FEATURES: Record<"explorer" | PaidPlan, PlanFeature[][]> = {
  explorer: [
    [{ key: "plan.feature.fivePerCategory", href: "/categories" }],
    [{ key: "plan.feature.newAfter30Days", href: "/new" }],
    [{ key: "plan.feature.twoFavorites", href: "/profile#favorites-heading" }],
    // The first prompt of the library: free, with fields to fill in.
    [{ key: "plan.feature.fillAndCopy", href: "/prompt/1" }],
  ],
  creator: [
    [{ key: "plan.feature.unlimitedLibrary", href: "/categories" }],
    // A premium prompt: its five expert steps are below its text.
    [{ key: "plan.feature.expertSteps", href: "/prompt/4#steps-heading" }],
    [
      { key: "plan.feature.advancedFilters", href: "/categories" },
      { key: "plan.feature.unlimitedFavorites", href: "/profile#favorites-heading" },
    ],
    [{ key: "plan.feature.earlyAccess", href: "/new" }],
    [
      { key: "plan.feature.focus", href: "/focus" },
      { key: "plan.feature.calendar", href: "/content-calendar" },
      { key: "plan.feature.roadmap", href: "/roadmap" },
    ],
  ],
  legend: [
    [{ key: "plan.feature.everythingInCreator", href: "/pricing#plan-creator" }],
    [{ key: "plan.feature.forbidden", href: "/categories?forbidden=1" }],
    [
      { key: "plan.feature.chat", href: "/chat-legend" },
      { key: "plan.feature.projects", href: "/projects" },
    ],
    [{ key: "plan.feature.vault", href: "/prompt-locker" }],
    [
      { key: "plan.feature.weeklyDrops", href: "/new" },
      { key: "plan.feature.analytics", href: "/analytics" },
      { key: "plan.feature.chatSupport", href: "/support" },
    ],
  ],
};

/**
 * A line of a plan card: its features joined the way the language lists things, each a link to
 * its page unless `linked` is false (inside a dialog that asks to confirm a payment).
 */
export function PlanFeatureLine({ features, linked = true }: { features: PlanFeature[]; linked?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const parts = listFormat(locale, { type: "conjunction" }).formatToParts(
    features.map((feature) => feature.key),
  );
  let index = 0;
  return (
    <span>
      {parts.map((part, position) => {
        if (part.type === "literal") return <Fragment key={position}>{part.value}</Fragment>;
        const feature = features[index++]!;
        if (!linked) return <Fragment key={position}>{t(feature.key)}</Fragment>;
        return (
          <Link
            key={position}
            to={feature.href}
            className="underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-primary focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t(feature.key)}
          </Link>
        );
      })}
    </span>
  );
}
