import { FolderX, Loader2 } from "lucide-react";
import { data, isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ErrorPage } from "~/app/components/layout/status-pages";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { z } from "zod";
import { cachedCategories, listCategoryPrompts } from "~/server/catalog/categories.server";
import { FilterPanel } from "~/app/components/filters/filter-panel";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { getViewer } from "~/server/accounts/viewer.server";
import { NO_FILTERS } from "~/server/catalog/filters";
import { filterFacets } from "~/server/catalog/facets.server";
import { capabilities } from "~/server/entitlements/entitlements";
import type { Route } from "./+types/category";

await provideAreaMessages(import.meta.glob("/core/messages/filters.{en,pt}.ts"));

/** Prompts a page shows at first, and for each "Show more" (divisible by the grid's 2, 3 and 4 columns). */
const PAGE_SIZE = 48;
/** "Show more" stops at the first SHOWN_AT_MOST: past it, the category is searched (as /categories caps a search). */
const SHOWN_AT_MOST = 480;
const PageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(SHOWN_AT_MOST / PAGE_SIZE)
  .catch(1);

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const db = await getDb();
  // The counts come with the category (kept as of the catalogue's version): a count of a category
  // of eighty thousand prompts is not made again for every reader.
  const category = (await cachedCategories(db, locale)).find((candidate) => candidate.id === params.id);
  if (!category) throw data(null, { status: 404 });
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  const viewer = await getViewer(request);
  // The filters of this category are applied on /categories (its panel sends them there).
  const locked = !capabilities(viewer).advancedFilters;
  const filters = { ...NO_FILTERS, categories: [category.id] };
  const [prompts, facets] = await Promise.all([
    listCategoryPrompts(db, category.id, locale, { limit: PAGE_SIZE * page }),
    filterFacets(db, { filters, locale, viewer }),
  ]);
  return {
    locale,
    category,
    prompts,
    page,
    total: Math.max(category.promptCount, prompts.length),
    filters,
    facets,
    locked,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  if (!data) return [{ title: t("category.notFound.title") }];
  return seoMeta({
    title: t("category.meta.title", { title: data.category.title }),
    description: t("category.meta.description", { title: data.category.title }),
    path: `/category/${data.category.id}`,
    locale: data.locale,
    origin,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, prompts, page, total, filters, facets, locked } = loaderData;
  const capped = prompts.length >= SHOWN_AT_MOST && total > prompts.length;
  const navigation = useNavigation();
  const location = useLocation();
  // "Show more" reloads this page with a larger `page`: it says so until the prompts are in.
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.categories"), to: "/categories" },
          { label: category.title },
        ]}
      />
      <div className="flex items-center gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl text-white"
          style={{ backgroundColor: category.color }}
        >
          <CategoryIcon name={category.icon} className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{category.title}</h1>
          <p className="mt-1 text-muted-foreground">{t("category.count", { count: total })}</p>
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FilterPanel
          action="/categories"
          filters={filters}
          facets={facets}
          locked={locked}
          categories={[]}
          hidden={{ category: category.id }}
          hasQuery={false}
        />
        <div className="min-w-0">
          <PromptGrid
            headingLevel={2}
            prompts={prompts}
            empty={
              <>
                <h2 className="text-lg font-semibold">{t("category.empty.title")}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{t("category.empty.body")}</p>
                <Button asChild variant="outline" className="mt-4">
                  <Link to="/categories">{t("category.notFound.action")}</Link>
                </Button>
              </>
            }
          />
        </div>
      </div>
      {capped ? (
        <p className="mt-10 text-center text-sm text-muted-foreground" data-testid="category-capped">
          {t("category.capped", { count: prompts.length })}{" "}
          <Link
            to={`/categories?category=${category.id}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("category.searchIn")}
          </Link>
        </p>
      ) : prompts.length < total ? (
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link
              to={`?page=${page + 1}`}
              preventScrollReset
              replace
              data-testid="category-more"
              aria-disabled={loadingMore || undefined}
              className={loadingMore ? "pointer-events-none opacity-70" : undefined}
            >
              {loadingMore ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {loadingMore ? t("category.loadingMore") : t("category.more")}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage />;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="category-not-found"
    >
      <title>{t("category.notFound.title")}</title>
      <FolderX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("category.notFound.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("category.notFound.body")}</p>
      <Button asChild className="mt-8">
        <Link to="/categories">{t("category.notFound.action")}</Link>
      </Button>
    </section>
  );
}
