import { Crown, Flame } from "lucide-react";
import { Badge } from "~/app/components/ui/badge";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import type { PromptSummary } from "~/server/catalog/rows.server";
import { CategoryIcon } from "./category-icon";

/** The category badge and, for premium prompts, the premium badge (or Legend's "forbidden" one). */
export function PromptBadges({
  prompt,
}: {
  prompt: Pick<PromptSummary, "category" | "isPremium" | "isForbidden">;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary">
        <CategoryIcon name={prompt.category.icon} /> {prompt.category.title}
      </Badge>
      {prompt.isForbidden ? (
        <Badge variant="forbidden" title={t("prompt.forbidden.hint")} data-testid="forbidden-badge">
          <Flame aria-hidden /> {t("prompt.forbidden")}
        </Badge>
      ) : prompt.isPremium ? (
        <Badge variant="premium">
          <Crown aria-hidden /> {t("prompt.premium")}
        </Badge>
      ) : null}
    </div>
  );
}

/**
 * The plan a prompt needs: Legend for a forbidden prompt, Creator for a premium one, none for a free
 * one. The one rule every picker follows, so a list never calls a Legend prompt "Premium".
 */
export function promptPlan(prompt: {
  isPremium: boolean;
  isForbidden?: boolean;
}): "creator" | "legend" | null {
  if (prompt.isForbidden) return "legend";
  return prompt.isPremium ? "creator" : null;
}

/** A small badge naming the plan that opens the prompt, for the pickers' rows. */
export function PlanBadge({
  prompt,
  className,
}: {
  prompt: { isPremium: boolean; isForbidden?: boolean };
  className?: string;
}) {
  const t = useT();
  const plan = promptPlan(prompt);
  if (!plan) return null;
  return plan === "legend" ? (
    <Badge
      variant="forbidden"
      title={t("prompt.plan.legend.hint")}
      data-testid="plan-badge"
      data-plan="legend"
      className={cn("shrink-0", className)}
    >
      <Flame aria-hidden /> {t("prompt.plan.legend")}
    </Badge>
  ) : (
    <Badge
      variant="premium"
      title={t("prompt.plan.creator.hint")}
      data-testid="plan-badge"
      data-plan="creator"
      className={cn("shrink-0", className)}
    >
      <Crown aria-hidden /> {t("prompt.plan.creator")}
    </Badge>
  );
}
