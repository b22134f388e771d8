import { Sparkles } from "lucide-react";
import { PromptCard } from "~/app/components/catalog/prompt-card";
import { useT } from "~/app/i18n/use-locale";
import { reasonMessage, type RecommendationReason } from "~/core/insights/reason";
import type { PromptSummary } from "~/server/catalog/rows.server";

export interface RecommendationItem {
  prompt: PromptSummary;
  reason: RecommendationReason;
}

/** Recommended prompts, each with why it was picked, on the home page and /analytics. */
export function RecommendationGrid({ items }: { items: RecommendationItem[] }) {
  const t = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="recommendations">
      {items.map(({ prompt, reason }) => {
        const { key, vars } = reasonMessage(reason);
        return (
          // Each item spans two rows of the list's grid (its reason, its card), so the cards of a row
          // line up however many lines the reasons above them take.
          <li
            key={prompt.id}
            className="row-span-2 grid grid-rows-subgrid gap-2"
            data-testid="recommendation"
            data-reason={reason.kind}
          >
            <p className="flex items-start gap-1.5 text-sm font-medium text-primary">
              <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />{" "}
              <span data-testid="recommendation-reason">{t(key, vars)}</span>
            </p>
            <div className="flex">
              <PromptCard prompt={prompt} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
