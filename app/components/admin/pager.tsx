import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";

/** Newer/older links for a list read `limit` at a time; the address keeps the page. */
export function Pager({
  total,
  offset,
  limit,
  params,
}: {
  total: number;
  offset: number;
  limit: number;
  params: URLSearchParams;
}) {
  const t = useT();
  if (total <= limit) return null;
  const link = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    next.set("offset", String(nextOffset));
    return `?${next}`;
  };
  return (
    <nav className="mt-4 flex items-center justify-between text-sm">
      <span className="text-muted-foreground">
        {t("admin.pageOf", { from: offset + 1, to: Math.min(offset + limit, total), total })}
      </span>
      <span className="flex gap-2">
        {offset > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={link(Math.max(0, offset - limit))} preventScrollReset>
              {t("admin.previous")}
            </Link>
          </Button>
        ) : null}
        {offset + limit < total ? (
          <Button asChild variant="outline" size="sm">
            <Link to={link(offset + limit)} preventScrollReset>
              {t("admin.next")}
            </Link>
          </Button>
        ) : null}
      </span>
    </nav>
  );
}
