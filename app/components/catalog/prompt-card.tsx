import { ArrowBigUp } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/app/i18n/use-locale";
import type { PromptSummary } from "~/server/catalog/rows.server";
import { coverUrl } from "~/core/covers";
import { PromptBadges } from "./prompt-badges";

/** `headingLevel`: 2 where the cards follow the page's h1 directly, 3 under a section's h2. */
export function PromptCard({ prompt, headingLevel = 3 }: { prompt: PromptSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <img
        src={coverUrl(prompt, "card")}
        alt=""
        width={600}
        height={350}
        loading="lazy"
        decoding="async"
        className="aspect-[12/7] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <PromptBadges prompt={prompt} />
        <Heading className="text-base leading-snug font-semibold">
          <Link
            to={`/prompt/${prompt.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {prompt.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">{prompt.description}</p>
        {prompt.upvotes > 0 ? (
          <p
            className="mt-auto flex items-center gap-1 text-xs text-muted-foreground"
            data-testid="card-upvotes"
          >
            <ArrowBigUp className="size-4" aria-hidden />
            <span className="sr-only">{t("community.upvotes.count", { count: prompt.upvotes })}</span>
            <span aria-hidden className="tabular-nums">
              {prompt.upvotes}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
