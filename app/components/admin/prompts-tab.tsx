import { ExternalLink, Loader2, Pencil, Search, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate } from "~/core/locale";
import type { AdminTabData } from "~/app/routes/admin";
import type { AdminCategory } from "~/server/admin/categories.server";
import type { AdminPromptRow } from "~/server/admin/prompts.server";
import { CatalogueTransfer } from "./catalogue-transfer";
import { Pager } from "./pager";
import { PROMPT_EDITOR } from "./prompt-editor-panel";
import { selectClass } from "./select";
import { useAdminFetcher } from "./use-admin-fetcher";

const SEARCH_DELAY_MS = 300;

type PromptsData = Extract<AdminTabData, { tab: "prompts" }>;

export function PromptsTab({ data, loading }: { data: PromptsData; loading: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(data.filter.q);
  const [author, setAuthor] = useState(data.filter.author ?? "");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useAdminFetcher(DELETE_PROMPT_FETCHER);

  function setFilter(name: string, value: string, delay = 0) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = new URLSearchParams(params);
      next.set("tab", "prompts");
      next.delete("offset");
      if (value.trim()) next.set(name, value.trim());
      else next.delete(name);
      setParams(next, { replace: true, preventScrollReset: true });
    }, delay);
  }

  const categoryTitle = (id: string) => {
    const category = data.categories.find((item) => item.id === id);
    return category ? (locale === "pt" ? category.titlePt : category.titleEn) : id;
  };

  return (
    <div className="space-y-6">
      {data.editing ? (
        <PROMPT_EDITOR.Panel key={data.editing.id} prompt={data.editing} categories={data.categories} />
      ) : null}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t("admin.prompts.title")}</CardTitle>
          <CatalogueTransfer categories={data.categories} />
        </CardHeader>
        <CardContent className="space-y-4">
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
          >
            <div className="relative space-y-1.5 sm:col-span-2">
              <Label htmlFor="admin-prompt-search">{t("admin.prompts.search")}</Label>
              <Search
                className="pointer-events-none absolute bottom-3 left-3 size-4 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="admin-prompt-search"
                type="search"
                className="pl-9"
                value={query}
                placeholder={t("admin.prompts.searchPlaceholder")}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setFilter("q", event.target.value, SEARCH_DELAY_MS);
                }}
                data-testid="admin-prompt-search"
              />
            </div>
            <FilterSelect
              id="category"
              label={t("admin.prompts.category")}
              value={data.filter.category ?? ""}
              onChange={(value) => setFilter("category", value)}
              options={data.categories.map((category) => ({
                value: category.id,
                label: categoryTitle(category.id),
              }))}
            />
            <FilterSelect
              id="premium"
              label={t("admin.prompts.premium")}
              value={data.filter.premium === undefined ? "" : String(data.filter.premium)}
              onChange={(value) => setFilter("premium", value)}
              options={[
                { value: "true", label: t("admin.prompts.premiumOnly") },
                { value: "false", label: t("admin.prompts.freeOnly") },
              ]}
            />
            <FilterSelect
              id="published"
              label={t("admin.prompts.visibility")}
              value={data.filter.published === undefined ? "" : String(data.filter.published)}
              onChange={(value) => setFilter("published", value)}
              options={[
                { value: "true", label: t("admin.prompts.published") },
                { value: "false", label: t("admin.prompts.hidden") },
              ]}
            />
            <FilterSelect
              id="source"
              label={t("admin.prompts.source")}
              value={data.filter.source ?? ""}
              onChange={(value) => setFilter("source", value)}
              options={[
                { value: "catalog", label: t("admin.prompts.catalog") },
                { value: "member", label: t("admin.prompts.member") },
              ]}
            />
            <div className="space-y-1.5 sm:col-span-2 lg:col-span-2">
              <Label htmlFor="admin-prompt-author">{t("admin.prompts.authorEmail")}</Label>
              <Input
                id="admin-prompt-author"
                type="search"
                value={author}
                onChange={(event) => {
                  setAuthor(event.target.value);
                  setFilter("author", event.target.value, SEARCH_DELAY_MS);
                }}
              />
            </div>
          </form>

          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {loading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {t("admin.prompts.count", { total: data.total })}
          </p>

          {data.items.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{t("admin.prompts.empty")}</p>
          ) : (
            <ul className={`divide-y ${loading ? "opacity-60" : ""}`} data-testid="admin-prompts">
              {data.items.map((prompt) => (
                <PromptRow
                  key={prompt.id}
                  prompt={prompt}
                  categoryTitle={categoryTitle(prompt.categoryId)}
                  categories={data.categories}
                />
              ))}
            </ul>
          )}

          <Pager total={data.total} offset={data.filter.offset} limit={data.filter.limit} params={params} />
        </CardContent>
      </Card>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`admin-filter-${id}`}>{label}</Label>
      <select
        id={`admin-filter-${id}`}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("admin.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PromptRow({
  prompt,
  categoryTitle,
}: {
  prompt: AdminPromptRow;
  categoryTitle: string;
  categories: AdminCategory[];
}) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = prompt.titles[locale] ?? prompt.titles.en ?? prompt.titles.pt ?? t("admin.prompts.untitled");
  const preloadEditor = () => {
    PROMPT_EDITOR.preload().catch(() => undefined);
  };
  const editLink = () => {
    const next = new URLSearchParams(params);
    next.set("tab", "prompts");
    next.set("edit", String(prompt.id));
    return `?${next}`;
  };
  return (
    <li
      className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:justify-between"
      data-testid="admin-prompt"
      data-prompt-id={prompt.id}
    >
      <div className="min-w-0">
        <p className="font-medium">
          <span className="mr-2 font-mono text-xs text-muted-foreground">#{prompt.id}</span>
          {title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>{categoryTitle}</span>
          <span aria-hidden>·</span>
          <span>
            {prompt.source === "catalog"
              ? t("admin.prompts.catalog")
              : (prompt.authorEmail ?? t("admin.prompts.member"))}
          </span>
          {prompt.customizedAt ? <Badge variant="outline">{t("admin.prompts.customized")}</Badge> : null}
          {prompt.isScheduled ? (
            <Badge variant="outline" data-testid="admin-scheduled">
              {t("admin.prompts.scheduled", { date: formatLongDate(prompt.publishedAt, locale) })}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FlagToggle prompt={prompt} field="isPremium" label={t("admin.prompts.premiumToggle")} />
        <FlagToggle prompt={prompt} field="isForbidden" label={t("admin.prompts.forbiddenToggle")} />
        <FlagToggle prompt={prompt} field="isPublished" label={t("admin.prompts.publishedToggle")} />
        <Button asChild variant="outline" size="sm">
          <Link
            to={editLink()}
            preventScrollReset={false}
            aria-label={`${t("admin.prompts.edit")}: ${title}`}
            // The editor's code loads as the admin reaches for the link, beside the prompt's data.
            onPointerEnter={preloadEditor}
            onFocus={preloadEditor}
          >
            <Pencil aria-hidden /> {t("admin.prompts.edit")}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/prompt/${prompt.id}`} aria-label={`${t("admin.prompts.view")}: ${title}`}>
            <ExternalLink aria-hidden /> {t("admin.prompts.view")}
          </Link>
        </Button>
        <DeletePrompt id={prompt.id} title={title} />
      </div>
    </li>
  );
}

function FlagToggle({
  prompt,
  field,
  label,
}: {
  prompt: AdminPromptRow;
  field: "isPremium" | "isForbidden" | "isPublished";
  label: string;
}) {
  const fetcher = useAdminFetcher();
  const pending = fetcher.formData?.get("value");
  const on = typeof pending === "string" ? pending === "true" : prompt[field];
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle-prompt" />
      <input type="hidden" name="target" value={prompt.id} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="value" value={String(!prompt[field])} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        disabled={fetcher.state !== "idle"}
        className="inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
        data-testid={`admin-toggle-${field}`}
      >
        <span
          className={`relative inline-block h-4 w-7 rounded-full transition-colors ${on ? "bg-primary" : "bg-muted-foreground/30"}`}
          aria-hidden
        >
          <span
            className={`absolute top-0.5 size-3 rounded-full bg-background transition-all ${on ? "left-3.5" : "left-0.5"}`}
          />
        </span>
        {label}
      </button>
    </fetcher.Form>
  );
}

// The row goes away with the prompt, so the tab (which stays) reports the answer: same fetcher key.
const DELETE_PROMPT_FETCHER = "admin-delete-prompt";

function DeletePrompt({ id, title }: { id: number; title: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: DELETE_PROMPT_FETCHER });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost-destructive"
          size="sm"
          disabled={fetcher.state !== "idle"}
          aria-label={`${t("admin.delete")}: ${title}`}
        >
          <Trash2 aria-hidden /> {t("admin.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("admin.prompts.deleteTitle", { title })}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.prompts.deleteBody")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin.cancel")}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              fetcher.submit({ intent: "delete-prompt", target: String(id) }, { method: "post" })
            }
          >
            {t("admin.delete")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
