import { Form, Link } from "react-router";
import { ROADMAP_STATUSES, type RoadmapStatus } from "~/core/forms/roadmap";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";

/** The status filter: links kept in the URL (`?status=`), so it works without the page's script. */
export function StatusFilter({ current }: { current: RoadmapStatus | null }) {
  const t = useT();
  const options: { value: RoadmapStatus | null; label: string }[] = [
    { value: null, label: t("roadmap.filter.all") },
    ...ROADMAP_STATUSES.map((status) => ({ value: status, label: t(`roadmap.status.${status}`) })),
  ];
  return (
    <nav aria-label={t("roadmap.filter.label")} data-testid="roadmap-filter">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value ?? "all"}>
              <Link
                to={option.value ? `?status=${option.value}` : "."}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border hover:bg-muted",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <noscript>
        <Form method="get" className="mt-2 flex gap-2">
          <select name="status" defaultValue={current ?? ""} aria-label={t("roadmap.filter.label")}>
            {options.map((option) => (
              <option key={option.value ?? "all"} value={option.value ?? ""}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="submit">{t("roadmap.filter.apply")}</button>
        </Form>
      </noscript>
    </nav>
  );
}
