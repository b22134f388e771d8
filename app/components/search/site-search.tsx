import { FolderOpen, Loader2, Search, Tag } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { PlanBadge } from "~/app/components/catalog/prompt-badges";
import { cn } from "~/app/components/ui/cn";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/core/search";
import { useSuggestions } from "./use-suggestions";

/** The results page: the catalogue's search, which also works without JavaScript. */
export const SEARCH_RESULTS_PATH = "/categories";

export function searchHref(query: string) {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: query })}`;
}

interface Option {
  id: string;
  href: string;
  group: "prompts" | "categories" | "tags" | "didYouMean" | "all";
  label: ReactNode;
}

/**
 * The search box of the header: a plain GET form to the results page, enhanced into a combobox
 * (the ARIA 1.2 pattern: the focus stays in the field, the arrows move the active option, Enter
 * opens it, Escape closes the list) that suggests prompts, categories and tags as one types.
 */
export function SiteSearch({
  className,
  inputRef,
  autoFocus,
  onDone,
  testId,
}: {
  className?: string;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  /** after a suggestion is opened or the form submitted (closes a menu holding the box) */
  onDone?: () => void;
  testId?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = useId();
  const listId = `${id}-list`;
  const onResultsPage = location.pathname === SEARCH_RESULTS_PATH;
  const [value, setValue] = useState(() => (onResultsPage ? (searchParams.get("q") ?? "") : ""));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const state = useSuggestions(value, locale, open);

  // Landing on another page empties the box; on the results page it shows the words searched.
  const pageQuery = onResultsPage ? (searchParams.get("q") ?? "") : "";
  const [lastPageQuery, setLastPageQuery] = useState(pageQuery);
  if (pageQuery !== lastPageQuery) {
    setLastPageQuery(pageQuery);
    setValue(pageQuery);
    setOpen(false);
  }

  const query = value.trim();
  const suggestions =
    state.status === "done" ? state.suggestions : state.status === "loading" ? state.last : null;
  const options: Option[] = [];
  if (suggestions && query) {
    if (suggestions.didYouMean)
      options.push({
        id: `${id}-dym`,
        href: searchHref(suggestions.didYouMean),
        group: "didYouMean",
        label: (
          <span>
            {t("search.didYouMean")} <strong className="font-semibold">{suggestions.didYouMean}</strong>?
          </span>
        ),
      });
    suggestions.prompts.forEach((prompt) =>
      options.push({
        id: `${id}-p${prompt.id}`,
        href: `/prompt/${prompt.id}`,
        group: "prompts",
        label: (
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className="min-w-0 flex-1 truncate">{prompt.title}</span>
            <PlanBadge prompt={prompt} />
            <span className="hidden shrink-0 text-xs text-muted-foreground sm:inline">
              {prompt.category.title}
            </span>
          </span>
        ),
      }),
    );
    suggestions.categories.forEach((category) =>
      options.push({
        id: `${id}-c${category.id}`,
        href: `/category/${category.id}`,
        group: "categories",
        label: (
          <span className="flex items-center gap-2">
            <FolderOpen className="size-4 shrink-0" style={{ color: category.color }} aria-hidden />
            {category.title}
          </span>
        ),
      }),
    );
    suggestions.tags.forEach((tag) =>
      options.push({
        id: `${id}-t${tag}`,
        href: searchHref(tag),
        group: "tags",
        label: (
          <span className="flex items-center gap-2">
            <Tag className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {tag}
          </span>
        ),
      }),
    );
  }
  if (query)
    options.push({
      id: `${id}-all`,
      href: searchHref(query),
      group: "all",
      label: (
        <span className="flex min-w-0 items-center gap-2">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="line-clamp-2 [overflow-wrap:anywhere]">{t("search.seeAll", { query })}</span>
        </span>
      ),
    });
  const expanded = open && query !== "" && state.status !== "idle";
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    onDone?.();
    void navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        // Past either end the focus goes back to the field itself.
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      go(activeOption);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue("");
      }
    }
  }

  const groups: { key: Option["group"]; label?: string }[] = [
    { key: "didYouMean" },
    { key: "prompts", label: t("search.group.prompts") },
    { key: "categories", label: t("search.group.categories") },
    { key: "tags", label: t("search.group.tags") },
    { key: "all" },
  ];
  const status =
    state.status === "failed"
      ? t("search.failed")
      : state.status === "done"
        ? options.length - 1 === 1
          ? t("search.count.one")
          : t("search.count.other", { count: options.length - 1 })
        : "";

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  return (
    <Form
      method="get"
      action={SEARCH_RESULTS_PATH}
      role="search"
      className={cn("relative", className)}
      data-testid={testId}
      onSubmit={() => {
        setOpen(false);
        onDone?.();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("search.label")}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        aria-keyshortcuts="/"
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          if (value.trim()) setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background py-1 pr-8 pl-8 text-sm shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-search-cancel-button]:hidden"
      />
      {state.status === "loading" && expanded ? (
        <Loader2
          className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden
        />
      ) : value === "" ? (
        <kbd
          className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-border px-1.5 font-mono text-[11px] leading-4 text-muted-foreground md:block"
          title={t("search.shortcut")}
          aria-hidden
        >
          /
        </kbd>
      ) : null}
      <p role="status" className="sr-only">
        {expanded ? status : ""}
      </p>

      <div
        className={cn(
          "absolute top-full right-0 left-0 z-50 mt-1 min-w-72 overflow-hidden rounded-lg border border-border bg-popover text-popover-foreground shadow-lg",
          !expanded && "hidden",
        )}
        data-testid="search-popup"
      >
        {state.status === "failed" ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{t("search.failed")}</p>
        ) : suggestions && suggestions.total === 0 && !suggestions.didYouMean ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{t("search.noMatches", { query })}</p>
        ) : !suggestions ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{t("search.loading")}</p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t("search.label")}
          className="max-h-[min(24rem,70vh)] overflow-y-auto py-1"
        >
          {groups.map(({ key, label }) => {
            const inGroup = options.filter((option) => option.group === key);
            if (inGroup.length === 0) return null;
            const headingId = `${id}-g-${key}`;
            return (
              <div
                key={key}
                role="group"
                aria-labelledby={label ? headingId : undefined}
                aria-label={label ? undefined : key === "all" ? t("search.open") : t("search.didYouMean")}
                className={cn(key === "all" && "mt-1 border-t border-border pt-1")}
              >
                {label ? (
                  <div
                    id={headingId}
                    role="presentation"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {label}
                  </div>
                ) : null}
                {inGroup.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <div
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={index === active}
                      data-href={option.href}
                      // The field keeps the focus: a press on an option must not blur it first.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(index)}
                      onClick={() => go(option)}
                      className={cn(
                        "mx-1 flex cursor-pointer items-center rounded-md px-2 py-1.5 text-sm",
                        index === active && "bg-accent text-accent-foreground",
                        option.group === "didYouMean" && "text-foreground",
                      )}
                    >
                      {option.label}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Form>
  );
}
