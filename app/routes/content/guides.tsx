import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { GUIDE_SECTION_ICONS, GuideFacts } from "~/app/components/content/guide-meta";
import { contentTitle } from "~/app/components/content/meta";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { listGuideSections } from "~/server/content/content.server";
import type { Route } from "./+types/guides";
import "~/app/components/content/messages";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, sections: listGuideSections(locale) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale: rootLocale } = rootMeta(matches);
  const locale = data?.locale ?? rootLocale;
  const t = translator(locale);
  return seoMeta({
    title: contentTitle(t("content.guides.meta.title")),
    description: t("content.guides.meta.description"),
    path: "/guides",
    locale,
    origin,
  });
}

export default function Guides({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("content.guides.breadcrumb") }]} />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("content.guides.title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t("content.guides.subtitle")}</p>
      </header>

      <div className="mt-12 space-y-14">
        {loaderData.sections.map((section) => {
          const Icon = GUIDE_SECTION_ICONS[section.slug];
          return (
            <section
              key={section.slug}
              aria-labelledby={`guides-${section.slug}`}
              data-testid="guide-section"
            >
              <div className="flex items-start gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h2 id={`guides-${section.slug}`} className="text-2xl font-bold tracking-tight">
                    {section.title}
                  </h2>
                  <p className="mt-1 max-w-2xl text-muted-foreground">{section.description}</p>
                </div>
              </div>
              <ol className="mt-6 grid gap-5 md:grid-cols-3">
                {section.guides.map((guide) => (
                  <li key={guide.position}>
                    <article className="group relative flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
                      <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                        {t("content.guides.position", { position: guide.position })}
                      </p>
                      <h3 className="text-lg leading-snug font-semibold text-balance">
                        <Link
                          to={`/guides/${section.slug}/${guide.position}`}
                          className="after:absolute after:inset-0 focus-visible:outline-none"
                        >
                          {guide.title}
                        </Link>
                      </h3>
                      <p className="text-sm text-muted-foreground">{guide.description}</p>
                      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                        <GuideFacts level={guide.level} readTime={guide.readTime} />
                        <ArrowRight
                          className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                          aria-hidden
                        />
                      </div>
                    </article>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
