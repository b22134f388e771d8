import { createLucideIcon } from "lucide-react";

/**
 * Lucide's lock, drawn by lucide from its own outline. Its module sits in the catalogue pages'
 * shared chunk, beside 3.7 KB gzip of filters, which the locker would otherwise load for one icon.
 */
export const LockIcon = createLucideIcon("lock", [
  ["rect", { width: "18", height: "11", x: "3", y: "11", rx: "2", ry: "2", key: "1w4ew1" }],
  ["path", { d: "M7 11V7a5 5 0 0 1 10 0v4", key: "fwvmzm" }],
]);
