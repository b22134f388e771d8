/** Cover image sizes: 600×350 on cards, 1200×600 on the detail page and OpenGraph. */
export const COVER_SIZES = {
  card: { width: 600, height: 350 },
  detail: { width: 1200, height: 600 },
} as const;
export type CoverSize = keyof typeof COVER_SIZES;
/**
 * Pages show the SVG (a few KB, sharp at any width); OpenGraph and JSON-LD need the PNG, which
 * social networks and search engines accept.
 */
export type CoverFormat = "svg" | "png";
export const COVER_FILE_PATTERN = /^(\d{1,9})-(card|detail)\.([a-z0-9]+)\.(svg|png)$/;

export interface CoverSubject {
  id: number;
  category: { id: string; color: string; icon: string };
}

/** FNV-1a, enough to make a URL change when a category's colour or icon does. */
export function coverVersion(color: string, icon: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${color}|${icon}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function coverUrl(
  { id, category }: CoverSubject,
  size: CoverSize,
  format: CoverFormat = "svg",
): string {
  return `/covers/${category.id}/${id}-${size}.${coverVersion(category.color, category.icon)}.${format}`;
}
