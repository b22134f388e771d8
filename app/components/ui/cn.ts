import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes (tailwind-merge cost
 * every public page 8.4 KB gzip, docs/decisions/0005): a component's className adds to its base
 * classes and never names a property they set; what varies (size, tone, height) is a prop or a
 * variant. In development, a class that tailwind-merge would have dropped is reported once.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) reportConflicts(classes);
  return classes;
}

const reported = new Set<string>();

function reportConflicts(classes: string) {
  if (reported.has(classes)) return;
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = [...new Set(classes.split(/\s+/))].filter((name) => name && !kept.has(name));
  if (overridden.length === 0) return;
  reported.add(classes);
  console.warn(
    `cn(): "${overridden.join(" ")}" conflicts with a later class in "${classes}"; pass a variant instead.`,
  );
}
