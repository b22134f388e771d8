/** The icons a category may use: `categories.icon` holds one of these names (lucide's spelling). */
export const CATEGORY_ICON_NAMES = [
  "apple",
  "book-open",
  "bot",
  "briefcase",
  "camera",
  "code",
  "graduation-cap",
  "grid-3x3",
  "megaphone",
  "palette",
  "shapes",
  "sparkles",
  "wallet",
] as const;

export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];
