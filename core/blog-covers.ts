import { coverVersion, type CoverFormat, type CoverSize } from "~/core/covers";

/** An article's generated cover art (server/content/content.server.ts BLOG_COVER_ART). */
export interface BlogCover {
  id: number;
  color: string;
  icon: string;
}

/** Seeds apart from the prompt ids, so an article's art never repeats a prompt's. */
export const BLOG_COVER_SEED_OFFSET = 10_000;

export function blogCoverUrl(cover: BlogCover, size: CoverSize, format: CoverFormat = "svg"): string {
  return `/covers/blog/${cover.id}-${size}.${coverVersion(cover.color, cover.icon)}.${format}`;
}
