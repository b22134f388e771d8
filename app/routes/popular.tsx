import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { Breadcrumb } from "~/app/components/layout/breadcrumb";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { translator } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { listPopularPrompts, utcDay } from "~/server/catalog/lists.server";
import type { Route } from "./+types/popular";

const LIST_SIZE = 12;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const prompts = await listPopularPrompts(await getDb(), locale, {
    limit: LIST_SIZE,
    windowDays: 30,
    day: `${utcDay()}:popular-page`,
  });
  return { locale, prompts };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("popular.meta.title"),
    description: t("popular.meta.description"),
    path: "/popular",
    locale: data?.locale ?? locale,
    origin,
  });
}

export default function Popular({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.popular") }]} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("popular.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("popular.subtitle")}</p>
      <div className="mt-8">
        <PromptGrid prompts={loaderData.prompts} headingLevel={2} empty={<p>{t("list.empty")}</p>} />
      </div>
    </div>
  );
}
