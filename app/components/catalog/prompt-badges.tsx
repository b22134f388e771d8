import { Crown, Flame } from "lucide-react";
import { Badge } from "~/app/components/ui/badge";
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
