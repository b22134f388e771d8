import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { useT } from "~/app/i18n/use-locale";

export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("category.breadcrumb")} className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 ? <ChevronRight className="size-3.5" aria-hidden /> : null}
            <li
              aria-current={item.to ? undefined : "page"}
              className={item.to ? undefined : "text-foreground"}
            >
              {item.to ? (
                <Link to={item.to} className="hover:text-foreground">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
