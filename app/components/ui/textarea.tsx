import type * as React from "react";
import { cn } from "./cn";

/** Tailwind sees these names whole. */
const MIN_HEIGHT = {
  sm: "min-h-20",
  md: "min-h-32",
  lg: "min-h-40",
  xl: "min-h-48",
  "2xl": "min-h-56",
} as const;

/** className adds to the base classes and never names the same property: the height is a prop; a `mono` one takes its size from className. */
export function Textarea({
  className,
  minHeight = "md",
  mono = false,
  ...props
}: React.ComponentProps<"textarea"> & { minHeight?: keyof typeof MIN_HEIGHT; mono?: boolean }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        MIN_HEIGHT[minHeight],
        mono ? "font-mono" : "text-base md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
