import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/app/components/ui/cn";
import type { PromptSummary } from "~/server/catalog/rows.server";
import { PromptCard } from "./prompt-card";

export function PromptGrid({
  prompts,
  columns = 4,
  empty,
  className,
  headingLevel = 3,
}: {
  prompts: PromptSummary[];
  columns?: 3 | 4;
  /** the cards' heading level: 2 when the grid follows the page's h1 with no section heading */
  headingLevel?: 2 | 3;
  empty?: ReactNode;
  className?: string;
}) {
  if (prompts.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden />
        <div className="mt-4">{empty}</div>
      </div>
    );
  }
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 4 ? "lg:grid-cols-3 xl:grid-cols-4" : "lg:grid-cols-3",
        className,
      )}
    >
      {prompts.map((prompt) => (
        <li key={prompt.id} className="flex">
          <PromptCard prompt={prompt} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
