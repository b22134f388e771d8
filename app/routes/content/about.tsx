import { Clock, Compass, Eye, Layers, Sparkles, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { contentTitle } from "~/app/components/content/meta";
import { Prose } from "~/app/components/content/prose";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import type { MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getAboutPage } from "~/server/content/content.server";
import type { Route } from "./+types/about";
import "~/app/components/content/messages";

const BENEFIT_ICONS: LucideIcon[] = [Sparkles, Layers, TrendingUp];

/** The product's claims, as the copy states them. */
const CLAIMS: { icon: LucideIcon; value: MessageKey; label: MessageKey }[] = [
  {
    icon: Users,
    value: "content.about.claims.professionals.value",
    label: "content.about.claims.professionals.label",
  },
  { icon: Clock, value: "content.about.claims.hours.value", label: "content.about.claims.hours.label" },
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return { locale, about: getAboutPage(locale) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  return seoMeta({
    title: contentTitle(data.about.title),
    description: data.about.description,
    path: "/about",
    locale: data.locale,
    origin,
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { about } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: about.title }]} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{about.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{about.description}</p>
      </header>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:max-w-3xl" data-testid="about-claims">
        {CLAIMS.map(({ icon: Icon, value, label }) => (
          <li key={value} className="flex items-center gap-4 rounded-xl border border-border bg-card p-5">
            <Icon className="size-8 shrink-0 text-primary" aria-hidden />
            <p className="flex flex-col">
              <span className="text-3xl font-extrabold tracking-tight">{t(value)}</span>
              <span className="text-sm text-muted-foreground">{t(label)}</span>
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="about-mission"
          className="rounded-2xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="about-mission" className="flex items-center gap-2 text-xl font-bold">
            <Compass className="size-5 text-primary" aria-hidden /> {t("content.about.mission")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{about.mission}</p>
        </section>
        <section
          aria-labelledby="about-vision"
          className="rounded-2xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="about-vision" className="flex items-center gap-2 text-xl font-bold">
            <Eye className="size-5 text-primary" aria-hidden /> {t("content.about.vision")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{about.vision}</p>
        </section>
      </div>

      <section aria-labelledby="about-benefits" className="mt-16">
        <h2 id="about-benefits" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("content.about.benefits")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {about.benefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index] ?? Sparkles;
            return (
              <li key={benefit.title} className="rounded-xl border border-border bg-card p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-story" className="mt-16 max-w-3xl">
        <h2 id="about-story" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("content.about.story")}
        </h2>
        <Prose html={about.html} className="mt-6" />
      </section>

      <section
        aria-labelledby="about-cta"
        className="mt-16 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10"
      >
        <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("content.about.cta.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">{t("content.about.cta.body")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">{t("content.about.cta.signup")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline-inverse">
            <Link to="/pricing">{t("content.about.cta.pricing")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
