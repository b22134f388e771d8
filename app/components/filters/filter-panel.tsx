import { Loader2, Lock, SlidersHorizontal } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import type { CategorySummary } from "~/server/catalog/rows.server";
import type { FilterFacets } from "~/server/catalog/facets.server";
import {
  ACCESS_LEVELS,
  AUTHORS,
  PLACEHOLDER_CHOICES,
  PUBLISHED_WINDOWS,
  SORTS,
  UPVOTE_STEPS,
  type PromptFilters,
} from "~/server/catalog/filters";

export interface FilterPanelProps {
  /** where the form is sent (the page itself) */
  action: string;
  filters: PromptFilters;
  /** null when there is nothing to count; shown on a locked panel too */
  facets: FilterFacets | null;
  /** the viewer's plan lacks the advanced filters: the panel shows them locked, with the plans */
  locked: boolean;
  /** the categories to choose among; none on a category's own page */
  categories: CategorySummary[];
  /** kept as they are: the query's words, the "forbidden" shortcut */
  hidden: Record<string, string>;
  /** a query is typed: "relevance" ranks by it */
  hasQuery: boolean;
}

/**
 * The advanced filters as a GET form: it works without JavaScript (Apply), and with it every change
 * navigates at once, keeping the scroll position; the URL holds the filters, so a link shares them
 * and Back restores them. On a phone the same form sits in a drawer (<details>, no script needed).
 */
export function FilterPanel(props: FilterPanelProps) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === props.action;
  return (
    <>
      <details className="group rounded-xl border lg:hidden" data-testid="filters-drawer">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal className="size-4" aria-hidden /> {t("filters.open")}
            {props.locked ? <Lock className="size-3.5 text-muted-foreground" aria-hidden /> : null}
          </span>
          {pending ? <Loader2 className="size-4 animate-spin" aria-label={t("filters.updating")} /> : null}
        </summary>
        <div className="border-t px-4 py-4">
          <FilterForm {...props} idPrefix="phone" pending={pending} />
        </div>
      </details>
      <aside className="hidden lg:block" aria-label={t("filters.title")} data-testid="filters-sidebar">
        <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
          <SlidersHorizontal className="size-4" aria-hidden /> {t("filters.title")}
          {pending ? <Loader2 className="size-4 animate-spin" aria-label={t("filters.updating")} /> : null}
        </h2>
        <FilterForm {...props} idPrefix="desktop" pending={pending} />
      </aside>
    </>
  );
}

function FilterForm({
  action,
  filters,
  facets,
  locked,
  categories,
  hidden,
  hasQuery,
  idPrefix,
  pending,
}: FilterPanelProps & { idPrefix: string; pending: boolean }) {
  const t = useT();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const count = (value: number | undefined) =>
    value === undefined ? null : (
      <span className="ml-auto text-xs text-muted-foreground tabular-nums" data-testid="facet-count">
        {t("filters.count", { count: value })}
      </span>
    );
  // Empty choices ("any") are left out of the URL, so a shared link holds only what is chosen.
  const send = () => {
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current))
      if (typeof value === "string" && value !== "") params.append(name, value);
    submit(params, { method: "get", action, preventScrollReset: true });
  };
  const choice = (
    name: string,
    values: readonly string[],
    selected: string | undefined,
    label: (value: string) => string,
    counts?: Record<string, number>,
    anyLabel?: string,
  ) => (
    <fieldset className="space-y-1" disabled={locked}>
      <legend className="mb-1 text-sm font-medium">{t(`filters.${name}` as "filters.access")}</legend>
      {[...(anyLabel ? [""] : []), ...values].map((value) => (
        <label
          key={value || "any"}
          className="flex items-center gap-2 rounded-md px-1 py-0.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={(selected ?? "") === value}
            className="size-4 accent-primary"
          />
          <span>{value ? label(value) : anyLabel}</span>
          {value && counts ? count(counts[value]) : null}
        </label>
      ))}
    </fieldset>
  );

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      preventScrollReset
      onChange={send}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className={cn("space-y-5", pending && "opacity-70")}
      data-testid={`filters-form-${idPrefix}`}
      key={JSON.stringify(filters)}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {locked ? (
        <div
          className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          data-testid="filters-locked"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Lock className="size-4" aria-hidden /> {t("filters.locked.title")}
          </p>
          <p className="mt-1 text-muted-foreground">{t("filters.locked.body")}</p>
          <Button asChild size="sm" className="mt-3">
            <Link to="/pricing" data-testid="filters-pricing">
              {t("filters.locked.cta")}
            </Link>
          </Button>
        </div>
      ) : null}

      <fieldset className="space-y-1" disabled={locked}>
        <label htmlFor={`${idPrefix}-sort`} className="mb-1 block text-sm font-medium">
          {t("filters.sort")}
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          defaultValue={filters.sort === "relevance" ? "" : filters.sort}
          className="w-full rounded-md border bg-background px-2 py-1.5 text-sm"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort === "relevance" ? "" : sort}>
              {t(
                sort === "relevance" && !hasQuery
                  ? "filters.sort.default"
                  : (`filters.sort.${sort}` as "filters.sort.newest"),
              )}
            </option>
          ))}
        </select>
      </fieldset>

      {categories.length > 0 ? (
        <fieldset className="space-y-1" disabled={locked}>
          <legend className="mb-1 text-sm font-medium">{t("filters.categories")}</legend>
          {categories.map((category) => (
            <label
              key={category.id}
              className="flex items-center gap-2 rounded-md px-1 py-0.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="checkbox"
                name="category"
                value={category.id}
                defaultChecked={filters.categories.includes(category.id)}
                className="size-4 accent-primary"
              />
              <span>{category.title}</span>
              {count(facets?.categories[category.id] ?? (facets ? 0 : undefined))}
            </label>
          ))}
        </fieldset>
      ) : null}

      <fieldset className="space-y-1" disabled={locked}>
        <legend className="mb-1 text-sm font-medium">{t("filters.tags")}</legend>
        {filters.tags.map((tag) => (
          <label key={tag} className="flex items-center gap-2 px-1 py-0.5 text-sm">
            <input type="checkbox" name="tag" value={tag} defaultChecked className="size-4 accent-primary" />
            <span>{tag}</span>
          </label>
        ))}
        {(facets?.tags ?? []).map(({ tag, count: n }) => (
          <label
            key={tag}
            className="flex items-center gap-2 rounded-md px-1 py-0.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="checkbox" name="tag" value={tag} className="size-4 accent-primary" />
            <span>{tag}</span>
            {count(n)}
          </label>
        ))}
        {facets && facets.tags.length === 0 && filters.tags.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("filters.tags.none")}</p>
        ) : null}
      </fieldset>

      {choice(
        "access",
        ACCESS_LEVELS,
        filters.access,
        (value) => t(`filters.access.${value}` as "filters.access.free"),
        facets?.access,
        t("filters.access.any"),
      )}
      {choice(
        "placeholders",
        PLACEHOLDER_CHOICES,
        filters.placeholders,
        (value) => t(`filters.placeholders.${value}` as "filters.placeholders.with"),
        facets?.placeholders,
        t("filters.placeholders.any"),
      )}
      {choice(
        "published",
        PUBLISHED_WINDOWS,
        filters.published,
        (value) => t(`filters.published.${value}` as "filters.published.7d"),
        facets?.published,
        t("filters.published.any"),
      )}
      {choice(
        "author",
        AUTHORS,
        filters.author,
        (value) => t(`filters.author.${value}` as "filters.author.library"),
        facets?.author,
        t("filters.author.any"),
      )}
      {choice(
        "upvotes",
        UPVOTE_STEPS.map(String),
        filters.minUpvotes === undefined ? undefined : String(filters.minUpvotes),
        (value) => t("filters.upvotes.atLeast", { count: value }),
        facets?.upvotes,
        t("filters.upvotes.any"),
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={locked} data-testid="filters-apply">
          {t("filters.apply")}
        </Button>
        {!locked ? (
          <Button asChild variant="ghost" size="sm">
            <Link
              to={`${action}${hidden.q ? `?q=${encodeURIComponent(hidden.q)}` : ""}`}
              preventScrollReset
              data-testid="filters-clear"
            >
              {t("filters.clear")}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
