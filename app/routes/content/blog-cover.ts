import { data, redirect } from "react-router";
import { COVER_FILE_PATTERN, COVER_SIZES, type CoverFormat, type CoverSize } from "~/core/covers";
import { BLOG_COVER_SEED_OFFSET, blogCoverUrl } from "~/core/blog-covers";
import { coverResponse } from "~/server/catalog/covers.server";
import { getBlogCover } from "~/server/content/content.server";
import type { Route } from "./+types/blog-cover";

/** An article's cover, generated like the prompt covers (no remote images). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = COVER_FILE_PATTERN.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  const [, id, size, , format] = match as unknown as [string, string, CoverSize, string, CoverFormat];
  const cover = getBlogCover(Number(id));
  if (!cover || !(size in COVER_SIZES)) throw data(null, { status: 404 });

  const current = blogCoverUrl(cover, size, format);
  if (current !== `/covers/blog/${params.file}`) return redirect(current, 301);
  return coverResponse(
    { seed: BLOG_COVER_SEED_OFFSET + cover.id, color: cover.color, icon: cover.icon, size },
    format,
  );
}
