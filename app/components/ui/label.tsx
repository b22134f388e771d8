import type * as React from "react";
import { cn } from "./cn";

export function Label({
  className,
  size = "default",
  ...props
}: React.ComponentProps<"label"> & { size?: "default" | "lg" }) {
  return (
    <label
      data-slot="label"
      className={cn(
        size === "lg" ? "text-base font-semibold" : "text-sm font-medium",
        "leading-none",
        className,
      )}
      {...props}
    />
  );
}
