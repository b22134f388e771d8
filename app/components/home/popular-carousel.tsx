import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { coverUrl } from "~/core/covers";
import { PromptBadges } from "~/app/components/catalog/prompt-badges";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import type { PromptSummary } from "~/server/catalog/rows.server";

const AUTOPLAY_MS = 6_000;

/** A looping carousel; it pauses while hovered or focused and never moves for reduced motion. */
export function PopularCarousel({ prompts }: { prompts: PromptSummary[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = prompts.length;

  useEffect(() => {
    if (paused || total < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % total), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, total]);

  if (total === 0) return null;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id="carousel-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("home.carousel.title")}
      </h2>
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={paused ? "polite" : "off"}
        >
          {prompts.map((prompt, i) => (
            <div
              key={prompt.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.carousel.slide", { index: i + 1, total })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="grid w-full shrink-0 md:grid-cols-2"
            >
              <img
                src={coverUrl(prompt, "card")}
                alt=""
                width={600}
                height={350}
                className="aspect-[12/7] h-full w-full object-cover"
                loading={i === 0 ? "eager" : "lazy"}
              />
              <div className="flex flex-col justify-center gap-3 p-6 sm:p-10">
                <PromptBadges prompt={prompt} />
                <h3 className="text-2xl font-bold tracking-tight">{prompt.title}</h3>
                <p className="line-clamp-3 text-muted-foreground">{prompt.description}</p>
                <Button asChild className="mt-2 self-start">
                  <Link to={`/prompt/${prompt.id}`}>
                    {t("prompt.viewPrompt")} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="icon"
            onClick={() => go(index - 1)}
            aria-label={t("home.carousel.previous")}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <div className="flex">
            {prompts.map((prompt, i) => (
              // A 24 px target around a 12 px dot, so a finger can hit it (WCAG 2.5.8).
              <button
                key={prompt.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t("home.carousel.goTo", { index: i + 1 })}
                aria-current={i === index}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  aria-hidden
                  className={cn(
                    "size-3 rounded-full transition-colors",
                    i === index ? "bg-primary" : "bg-border group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={() => go(index + 1)}
            aria-label={t("home.carousel.next")}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
