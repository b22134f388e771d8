import { ArrowRight, Sparkles } from "lucide-react";
import { Suspense } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { Await, Link } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { Benefits } from "~/app/components/home/benefits";
import { getStartedPath, MemberDay, MemberTools } from "~/app/components/home/member-home";
import { PopularCarousel } from "~/app/components/home/popular-carousel";
import type { RecommendationItem } from "~/app/components/insights/recommendation-grid";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getCurrentMember, type CurrentMember } from "~/server/accounts/viewer.server";
import type { Database } from "~/db/client.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { getMemberHome } from "~/server/insights/member-home.server";
import { getRecommendations } from "~/server/insights/recommendations.server";
import { appClock } from "~/server/jobs/clock.server";
import { cachedCategories } from "~/server/catalog/categories.server";
import { listFeaturedPrompts, listPopularPrompts, utcDay } from "~/server/catalog/lists.server";
import type { Route } from "./+types/home";
import { importAgain } from "~/app/loading/import-again";

await provideAreaMessages(import.meta.glob("/core/messages/home.{en,pt}.ts"));

// Legend members only: anonymous visitors never load its code.
const RecommendationGrid = lazyWhenOnline(() =>
  importAgain(() => import("~/app/components/insights/recommendation-grid")).then((m) => ({
    default: m.RecommendationGrid,
  })),
);

// How many prompts each of the home page's rows shows: carousel 3, featured 4, "popular this week" 4.
const CAROUSEL_COUNT = 3;
const FEATURED_COUNT = 4;
const WEEK_COUNT = 4;
/** "Recommended for you", for Legend members only. */
const RECOMMENDED_COUNT = 4;

/**
 * A Legend member's recommendations, streamed after the page (never awaited), so their slower
 * query never holds up the member's day.
 */
function recommendedFor(member: CurrentMember, locale: ReturnType<typeof localeFromRequest>, db: Database) {
  if (!capabilities(member.viewer).legendTools) return null;
  return getRecommendations(db, member.viewer, {
    locale,
    now: appClock.now(),
    limit: RECOMMENDED_COUNT,
  }).catch((error: unknown): RecommendationItem[] => {
    console.error("Could not load recommendations:", error instanceof Error ? error.message : error);
    return [];
  });
}

/** The member's day: every block read at once, each bounded; a failure leaves the public page. */
async function memberDayOf(
  member: CurrentMember,
  locale: ReturnType<typeof localeFromRequest>,
  db: Database,
) {
  try {
    return await getMemberHome(db, member.viewer, { locale, now: appClock.now() });
  } catch (error) {
    console.error("Could not load the member home:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const db = await getDb();
  const day = utcDay();
  // An anonymous visitor has no session cookie: the lookup answers at once.
  const member = await getCurrentMember(request);
  if (member) {
    const can = capabilities(member.viewer);
    const [home, categories, featured] = await Promise.all([
      memberDayOf(member, locale, db),
      cachedCategories(db, locale),
      listFeaturedPrompts(db, locale, FEATURED_COUNT),
    ]);
    return {
      locale,
      categories,
      featured,
      popular: [],
      thisWeek: [],
      member: {
        name: member.user.name,
        home,
        plan: { focusMode: can.focusMode, legendTools: can.legendTools },
      },
      /** null for everyone but Legend members; a promise the page streams in for them */
      recommended: recommendedFor(member, locale, db),
    };
  }
  const [categories, featured, popular, thisWeek] = await Promise.all([
    cachedCategories(db, locale),
    listFeaturedPrompts(db, locale, FEATURED_COUNT),
    listPopularPrompts(db, locale, { limit: CAROUSEL_COUNT, windowDays: 30, day }),
    listPopularPrompts(db, locale, { limit: WEEK_COUNT + CAROUSEL_COUNT, windowDays: 7, day: `${day}:week` }),
  ]);
  const inCarousel = new Set(popular.map((prompt) => prompt.id));
  return {
    locale,
    categories,
    featured,
    popular,
    thisWeek: thisWeek.filter((prompt) => !inCarousel.has(prompt.id)).slice(0, WEEK_COUNT),
    member: null,
    recommended: null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("home.meta.title"),
    description: t("home.meta.description"),
    path: "/",
    locale: data?.locale ?? locale,
    origin,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Promptário",
      url: origin,
      potentialAction: {
        "@type": "SearchAction",
        target: `${origin}/categories?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, featured, popular, thisWeek, recommended, member } = loaderData;

  return (
    <>
      {member ? (
        <>
          {member.home ? (
            <MemberDay home={member.home} name={member.name} />
          ) : (
            <h1 className="sr-only">{t("home.hero.title")}</h1>
          )}
          {recommended ? <RecommendedRow items={recommended} /> : null}
          <MemberTools plan={member.plan} />
          <Hero signedIn compact />
        </>
      ) : (
        <>
          <Hero signedIn={false} />
          <div className="mx-auto max-w-6xl px-4 py-16">
            <PopularCarousel prompts={popular} />
          </div>
        </>
      )}
      <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="home-categories">
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="home-categories" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("home.categories.title")}
            </h2>
            <p className="mt-1 text-muted-foreground">{t("home.categories.subtitle")}</p>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 text-sm font-medium transition-colors hover:border-primary/50 hover:bg-accent"
              >
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg text-white"
                  style={{ backgroundColor: category.color }}
                >
                  <CategoryIcon name={category.icon} className="size-5" />
                </span>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="home-featured">
        <h2 id="home-featured" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("home.featured.title")}
        </h2>
        <p className="mt-1 mb-8 text-muted-foreground">{t("home.featured.subtitle")}</p>
        <PromptGrid prompts={featured} empty={<p>{t("list.empty")}</p>} />
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/categories">
              {t("home.categories.viewAll")} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>

      {member ? null : (
        <>
          <Benefits />

          <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="home-week">
            <h2 id="home-week" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("home.popularWeek.title")}
            </h2>
            <p className="mt-1 mb-8 text-muted-foreground">{t("home.popularWeek.subtitle")}</p>
            <PromptGrid prompts={thisWeek} empty={<p>{t("list.empty")}</p>} />
          </section>

          <section className="mx-auto max-w-6xl px-4 pb-8" aria-labelledby="home-cta">
            <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
              <h2 id="home-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t("home.cta.title")}
              </h2>
              <p className="mx-auto mt-3 max-w-xl opacity-90">{t("home.cta.body")}</p>
              <Button asChild size="lg" variant="secondary" className="mt-8">
                <Link to="/pricing">
                  {t("home.cta.button")} <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          </section>
        </>
      )}
    </>
  );
}

/** The public hero: the whole top of the page for a visitor, a smaller band below a member's day. */
function Hero({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const t = useT();
  const Heading = compact ? "h2" : "h1";
  return (
    <section
      className={cn(
        "relative overflow-hidden",
        compact
          ? "mx-auto mt-12 mb-16 max-w-6xl px-4"
          : "border-b border-border bg-gradient-to-b from-primary/10 via-background to-background",
      )}
    >
      <div
        className={cn(
          "mx-auto flex flex-col items-center text-center",
          compact
            ? "rounded-2xl border border-border bg-gradient-to-b from-primary/10 to-card px-6 py-12"
            : "max-w-4xl px-4 py-20 sm:py-28",
        )}
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles className="size-3.5 text-primary" aria-hidden /> {t("home.hero.eyebrow")}
        </p>
        <Heading
          className={cn(
            "mt-6 font-extrabold tracking-tight text-balance",
            compact ? "text-3xl sm:text-4xl" : "text-4xl sm:text-6xl",
          )}
        >
          {t("home.hero.title")}
        </Heading>
        <p className="mt-6 max-w-2xl text-lg text-balance text-muted-foreground">{t("home.hero.subtitle")}</p>
        <div className={cn("flex flex-col gap-3 sm:flex-row", compact ? "mt-8" : "mt-10")}>
          <Button asChild size="lg">
            <Link to={getStartedPath(signedIn)} data-testid="get-started">
              {t("home.hero.getStarted")} <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/categories">{t("home.hero.browse")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function RecommendedRow({ items }: { items: Promise<RecommendationItem[]> }) {
  const t = useT();
  return (
    <section
      className="mx-auto max-w-6xl px-4 pt-16"
      aria-labelledby="home-recommended"
      data-testid="home-recommended"
    >
      <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="home-recommended" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("recommended.title")}
          </h2>
          <p className="mt-1 text-muted-foreground">{t("recommended.subtitle")}</p>
        </div>
        <Link to="/analytics" className="text-sm font-medium text-primary hover:underline">
          {t("recommended.more")}
        </Link>
      </div>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-muted" aria-hidden />}>
        <Await resolve={items}>
          {(resolved) => (resolved.length > 0 ? <RecommendationGrid items={resolved} /> : null)}
        </Await>
      </Suspense>
    </section>
  );
}
