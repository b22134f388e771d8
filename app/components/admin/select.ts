/** A native select styled like the Input primitive: keyboard and screen-reader behaviour for free. */
export const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50";
