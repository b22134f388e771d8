import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import { CategoryIcon } from "./category-icon";

/** "All" plus one link per category; the choice lives in the URL so it can be shared. */
export function CategoryFilter({
  categories,
  selected,
  hrefFor,
}: {
  categories: { id: string; title: string; icon: string }[];
  selected: string | null;
  hrefFor: (categoryId: string | null) => string;
}) {
  const t = useT();
  const item = (active: boolean) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
      active
        ? "border-primary bg-primary text-primary-foreground"
        : "border-border bg-background text-muted-foreground hover:bg-accent hover:text-foreground",
    );
  return (
    // The chips wrap onto more lines: none is cut at the screen's edge.
    <nav aria-label={t("categories.tabsLabel")} className="pb-2">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={hrefFor(null)}
            className={item(selected === null)}
            aria-current={selected === null ? "page" : undefined}
            preventScrollReset
          >
            {t("categories.all")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={hrefFor(category.id)}
              className={item(selected === category.id)}
              aria-current={selected === category.id ? "page" : undefined}
              preventScrollReset
            >
              <CategoryIcon name={category.icon} className="size-3.5" /> {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
