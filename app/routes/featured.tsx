import { Flame, Sparkles, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { cn } from "~/app/components/ui/cn";
import { translator, type MessageKey } from "~/app/i18n/i18n";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { listNewestPrompts, listPopularPrompts, utcDay } from "~/server/catalog/lists.server";
import type { Route } from "./+types/featured";

const LIST_SIZE = 8;
const TABS = [
  { id: "trending", label: "featured.tabs.trending", icon: TrendingUp },
  { id: "new", label: "featured.tabs.new", icon: Sparkles },
  { id: "popular", label: "featured.tabs.popular", icon: Flame },
] as const satisfies readonly { id: string; label: MessageKey; icon: unknown }[];
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : "trending";
  const db = await getDb();
  const day = utcDay();
  const prompts =
    tab === "new"
      ? await listNewestPrompts(db, locale, LIST_SIZE)
      : await listPopularPrompts(db, locale, {
          limit: LIST_SIZE,
          windowDays: tab === "trending" ? 7 : 30,
          day: `${day}:${tab}`,
        });
  return { locale, tab, prompts };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, locale } = rootMeta(matches);
  const t = translator(data?.locale ?? locale);
  return seoMeta({
    title: t("featured.meta.title"),
    description: t("featured.meta.description"),
    path: "/featured",
    locale: data?.locale ?? locale,
    origin,
  });
}

export default function Featured({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tab, prompts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("featured.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("featured.subtitle")}</p>
      <nav aria-label={t("featured.tabsLabel")} className="mt-8">
        <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {TABS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={id === "trending" ? "/featured" : `/featured?tab=${id}`}
                preventScrollReset
                aria-current={tab === id ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  tab === id
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden /> {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <PromptGrid prompts={prompts} headingLevel={2} empty={<p>{t("list.empty")}</p>} />
      </div>
    </div>
  );
}
