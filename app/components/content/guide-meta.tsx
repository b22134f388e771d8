import { Clapperboard, Clock, Rocket, WandSparkles, type LucideIcon } from "lucide-react";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { GuideLevel, GuideSectionSlug } from "~/server/content/content.server";

export const GUIDE_SECTION_ICONS: Record<GuideSectionSlug, LucideIcon> = {
  "getting-started": Rocket,
  "intermediate-techniques": WandSparkles,
  "video-tutorials": Clapperboard,
};

const LEVEL_LABELS: Record<GuideLevel, MessageKey> = {
  beginner: "content.guides.level.beginner",
  intermediate: "content.guides.level.intermediate",
  advanced: "content.guides.level.advanced",
};

/** A guide's level and read time, e.g. "Beginner · 5 min read". */
export function GuideFacts({ level, readTime }: { level: GuideLevel; readTime: number }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="rounded-full border border-border px-2 py-0.5 font-medium text-foreground">
        {t(LEVEL_LABELS[level])}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden />
        {t("content.blog.readTime", { minutes: readTime })}
      </span>
    </span>
  );
}
