import { Flame, Loader2, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { CategoryFilter } from "~/app/components/catalog/category-filter";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Input } from "~/app/components/ui/input";
import { translator } from "~/app/i18n/i18n";
import { intlLocale, localeFromRequest } from "~/core/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/core/search";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { getViewer } from "~/server/accounts/viewer.server";
import { cachedCategories } from "~/server/catalog/categories.server";
import { queryWords } from "~/server/catalog/search.server";
import { recordSearchWords } from "~/server/catalog/trends.server";
import { SEARCH_MATCH_LIMIT } from "~/server/catalog/search-limit";
import { FilterPanel } from "~/app/components/filters/filter-panel";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { capabilities } from "~/server/entitlements/entitlements";
import {
  advancedFiltersUsed,
  basicFiltersOf,
  filterSearchParams,
  filtersFromSearchParams,
  type PromptFilters,
} from "~/server/catalog/filters";
import { searchWithFacets } from "~/server/catalog/facets.server";
import type { Route } from "./+types/categories";

await provideAreaMessages(import.meta.glob("/core/messages/filters.{en,pt}.ts"));

const PAGE_SIZE = 24;
/** "Show more" stops where the search stops counting. */
const MAX_PAGE = Math.ceil(SEARCH_MATCH_LIMIT / PAGE_SIZE);
const SEARCH_DEBOUNCE_MS = 250;

const SearchParamsSchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).catch(""),
  category: z.string().trim().max(64).catch(""),
  forbidden: z
    .string()
    .catch("")
    .transform((value) => value === "1"),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((page) => Math.min(page, MAX_PAGE)),
});

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const params = SearchParamsSchema.parse(Object.fromEntries(url.searchParams));
  const db = await getDb();
  const categories = await cachedCategories(db, locale);
  const viewer = await getViewer(request);
  // Advanced filters for the plans that include them (server/entitlements); anyone else keeps the
  // query and one category, and sees the panel locked.
  const locked = !capabilities(viewer).advancedFilters;
  const asked = filtersFromSearchParams(url.searchParams);
  const known = {
    ...asked,
    categories: asked.categories.filter((id) => categories.some((c) => c.id === id)),
  };
  const filters: PromptFilters = locked ? basicFiltersOf(known) : known;
  const category = filters.categories.length === 1 ? filters.categories[0]! : null;
  // Counted for every reader on what they may search (a visitor's words match the text of a
  // prompt only where they may read it): a locked panel shows what the filters would leave.
  const { result, facets } = await searchWithFacets(db, {
    q: params.q,
    forbiddenOnly: params.forbidden,
    locale,
    limit: PAGE_SIZE * params.page,
    offset: 0,
    viewer,
    filters,
  });
  // A search counts towards today's rising words once, not again for "Show more".
  if (params.page === 1) await recordSearchWords(db, locale, queryWords(params.q));
  return {
    locale,
    q: params.q,
    category,
    forbidden: params.forbidden,
    page: params.page,
    categories,
    filters,
    facets,
    locked,
    ...result,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("categories.meta.title"),
    description: t("categories.meta.description"),
    path: "/categories",
    locale: data?.locale ?? locale,
    origin,
  });
}

function hrefWith(params: {
  q?: string;
  category?: string | null;
  forbidden?: boolean;
  page?: number;
  filters?: PromptFilters;
}) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.filters)
    filterSearchParams(
      { ...params.filters, categories: params.category === undefined ? params.filters.categories : [] },
      search,
    );
  if (params.category) search.set("category", params.category);
  if (params.forbidden) search.set("forbidden", "1");
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `/categories?${query}` : "/categories";
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const {
    locale,
    q,
    category,
    forbidden,
    page,
    categories,
    items,
    total,
    totalCapped,
    filters,
    facets,
    locked,
    suggestedQuery,
  } = loaderData;
  const filtered = advancedFiltersUsed(filters).length > 0;
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/categories";
  const [query, setQuery] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward change the URL's query: show it in the box.
  if (q !== lastQ) {
    setLastQ(q);
    setQuery(q);
  }
  useEffect(() => () => clearTimeout(debounce.current), []);

  function search(next: string, form: HTMLFormElement) {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      // The first keystroke adds a history entry; refinements replace it.
      submit(form, { replace: q !== "", preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    setQuery(next);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("categories.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("categories.subtitle")}</p>

      <Form method="get" role="search" className="mt-8" onSubmit={() => clearTimeout(debounce.current)}>
        {[...filterSearchParams(filters)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {forbidden ? <input type="hidden" name="forbidden" value="1" /> : null}
        <label htmlFor="prompt-search" className="sr-only">
          {t("categories.searchLabel")}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="prompt-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => search(event.target.value, event.currentTarget.form!)}
            placeholder={t("categories.searchPlaceholder")}
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            enterKeyHint="search"
            variant="large"
          />
          {searching ? (
            <Loader2
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
              aria-label={t("categories.loading")}
            />
          ) : null}
        </div>
      </Form>

      <div className="mt-6">
        <CategoryFilter
          categories={categories}
          selected={category}
          hrefFor={(id) => hrefWith({ q, category: id, forbidden, filters })}
        />
      </div>

      <nav aria-label={t("categories.filter.label")} className="mt-3 flex flex-wrap gap-2">
        {[false, true].map((only) => (
          <Link
            key={String(only)}
            to={hrefWith({ q, forbidden: only, filters })}
            preventScrollReset
            aria-current={forbidden === only ? "page" : undefined}
            data-testid={only ? "forbidden-filter" : "all-prompts-filter"}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              forbidden === only
                ? "border-zinc-900 bg-zinc-900 text-white dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-900"
                : "border-border bg-background text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            {only ? <Flame className="size-3.5" aria-hidden /> : null}
            {t(only ? "categories.filter.forbidden" : "categories.filter.all")}
          </Link>
        ))}
      </nav>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3" aria-live="polite">
        <p className="text-sm text-muted-foreground" data-testid="results-count">
          {totalCapped
            ? t("categories.results.capped", { count: total.toLocaleString(intlLocale(locale)) })
            : t("categories.results", { count: total })}
          {q ? ` ${t("categories.resultsFor", { query: q })}` : ""}
        </p>
        {q || category || forbidden || filtered ? (
          <Button asChild variant="ghost" size="sm">
            <Link to="/categories" preventScrollReset onClick={() => setQuery("")}>
              <X aria-hidden /> {t("categories.clear")}
            </Link>
          </Button>
        ) : null}
      </div>

      {suggestedQuery ? (
        <p className="mt-2 text-sm" data-testid="did-you-mean">
          {t("search.didYouMean")}{" "}
          <Link
            to={hrefWith({ q: suggestedQuery, category, forbidden })}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {suggestedQuery}
          </Link>
          ?
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FilterPanel
          action="/categories"
          filters={filters}
          facets={facets}
          locked={locked}
          categories={categories}
          hidden={{ ...(q ? { q } : {}), ...(forbidden ? { forbidden: "1" } : {}) }}
          hasQuery={q !== ""}
        />
        <div className={cn("min-w-0 transition-opacity", searching && "opacity-60")} aria-busy={searching}>
          <PromptGrid
            headingLevel={2}
            prompts={items}
            empty={
              <>
                <h2 className="text-lg font-semibold">{t("categories.empty.title")}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{t("categories.empty.body")}</p>
                <Button asChild variant="outline" className="mt-4">
                  <Link to="/categories" onClick={() => setQuery("")}>
                    {t("categories.clear")}
                  </Link>
                </Button>
              </>
            }
          />
        </div>
      </div>

      {items.length < total ? (
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={hrefWith({ q, forbidden, page: page + 1, filters })} preventScrollReset replace>
              {t("categories.loadMore")}
            </Link>
          </Button>
        </div>
      ) : totalCapped && q ? (
        <p className="mt-10 text-center text-sm text-muted-foreground">{t("categories.refine")}</p>
      ) : null}
    </div>
  );
}
