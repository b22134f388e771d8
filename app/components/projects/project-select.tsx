import { selectClass } from "~/app/components/admin/select";
import { cn } from "~/app/components/ui/cn";
import { Label } from "~/app/components/ui/label";
import { useT } from "~/app/i18n/use-locale";
import type { ProjectLabel } from "~/server/projects/projects.server";

/**
 * A list's project filter, as a native select (keyboard and screen readers for free): everything,
 * what is in no project, or one project. The value is what `?project=` holds ("" for everything).
 */
export function ProjectFilter({
  id,
  projects,
  value,
  onChange,
  className,
  label,
  counts,
  allLabel,
}: {
  id: string;
  projects: Pick<ProjectLabel, "id" | "name" | "color">[];
  value: string | null;
  onChange: (value: string | null) => void;
  className?: string;
  /** the label, when the page words it its own way */
  label?: string;
  /** how many each option holds, when the page knows */
  counts?: { all: number; none: number; byProject: Map<string, number> };
  /** the first option's words, when "All projects" would not say what it lists */
  allLabel?: string;
}) {
  const t = useT();
  const count = (n: number | undefined) => (counts && n !== undefined ? ` (${n})` : "");
  return (
    <div className={className}>
      <Label htmlFor={id}>{label ?? t("projects.filter.label")}</Label>
      <select
        id={id}
        className={cn(selectClass, "mt-1.5")}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
        data-testid="project-filter"
      >
        <option value="">{allLabel ?? `${t("projects.filter.all")}${count(counts?.all)}`}</option>
        <option value="none">{`${t("projects.filter.none")}${count(counts?.none)}`}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {`${project.name}${count(counts?.byProject.get(project.id))}`}
          </option>
        ))}
      </select>
    </div>
  );
}
