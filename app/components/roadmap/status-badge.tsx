import type { RoadmapStatus } from "~/core/forms/roadmap";
import { Badge } from "~/app/components/ui/badge";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";

const TONE: Record<RoadmapStatus, string> = {
  under_review: "border-border bg-muted text-foreground",
  planned: "border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  in_progress: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  shipped: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  declined: "border-transparent bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
};

export function StatusBadge({ status }: { status: RoadmapStatus }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(TONE[status])} data-testid="roadmap-status">
      {t(`roadmap.status.${status}`)}
    </Badge>
  );
}
