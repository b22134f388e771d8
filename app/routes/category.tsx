import { FolderX } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { ErrorPage } from "~/app/components/layout/status-pages";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Button } from "~/app/components/ui/button";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/db/database.server";
import { getCategory, listCategoryPrompts } from "~/server/catalog/categories.server";
import type { Route } from "./+types/category";

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const db = await getDb();
  const category = await getCategory(db, params.id, locale);
  if (!category) throw data(null, { status: 404 });
  return { locale, category, prompts: await listCategoryPrompts(db, category.id, locale) };
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
  const { category, prompts } = loaderData;
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
          <p className="mt-1 text-muted-foreground">
            {prompts.length === 1 ? t("category.count.one") : t("category.count.other", { count: prompts.length })}
          </p>
        </div>
      </div>
      <div className="mt-10">
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
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="category-not-found">
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
