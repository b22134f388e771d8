import type * as React from "react";
import { cn } from "~/app/components/ui/cn";
import { PROJECT_PALETTE, type ProjectColor } from "~/core/forms/projects";

/**
 * A project's colour, as a dot beside its name: the shade of each theme (both 3:1 or more against
 * the page), never the only sign of the project, so it is hidden from screen readers.
 */
export function ProjectDot({ color, className }: { color: ProjectColor; className?: string }) {
  const shades = PROJECT_PALETTE[color] ?? PROJECT_PALETTE.blue;
  return (
    <span
      aria-hidden
      data-slot="project-dot"
      data-color={color}
      className={cn(
        "inline-block size-2.5 shrink-0 rounded-full bg-(--dot-light) dark:bg-(--dot-dark)",
        className,
      )}
      style={{ "--dot-light": shades.light, "--dot-dark": shades.dark } as React.CSSProperties}
    />
  );
}

/** A project's name with its dot. */
export function ProjectName({
  project,
  className,
}: {
  project: { name: string; color: ProjectColor };
  className?: string;
}) {
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-1.5", className)}>
      <ProjectDot color={project.color} />
      <span className="truncate">{project.name}</span>
    </span>
  );
}
