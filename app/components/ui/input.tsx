import type * as React from "react";
import { cn } from "./cn";

/**
 * `large`: the tall search field of the catalogue; `compact`: small text (a link to copy); `bare`: text typed in place, without a box.
 * className adds to the base classes and never names the same property (docs/decisions/0005).
 */
export function Input({
  className,
  type = "text",
  variant = "default",
  ...props
}: React.ComponentProps<"input"> & { variant?: "default" | "large" | "compact" | "bare" }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex w-full min-w-0 rounded-md bg-background py-2 transition-colors outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
        variant === "bare"
          ? "h-10"
          : "border border-input shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
        {
          default: "h-10 px-3 text-base md:text-sm",
          large: "h-12 px-10 text-base md:text-sm",
          compact: "h-10 px-3 text-xs",
          bare: null,
        }[variant],
        className,
      )}
      {...props}
    />
  );
}
