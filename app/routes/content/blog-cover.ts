import { data, redirect } from "react-router";
import { COVER_SIZES, type CoverSize } from "~/app/components/catalog/cover";
import { BLOG_COVER_SEED_OFFSET, blogCoverUrl } from "~/app/components/content/blog-cover";
import { renderCoverPng } from "~/server/catalog/covers.server";
import { getBlogCover } from "~/server/content/content.server";
import type { Route } from "./+types/blog-cover";

const FILE_PATTERN = /^(\d{1,4})-(card|detail)\.([a-z0-9]+)\.png$/;

/** An article's cover, generated like the prompt covers (no remote images). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE_PATTERN.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  const [, id, size] = match as unknown as [string, string, CoverSize];
  const cover = getBlogCover(Number(id));
  if (!cover || !(size in COVER_SIZES)) throw data(null, { status: 404 });

  const current = blogCoverUrl(cover, size);
  if (current !== `/covers/blog/${params.file}`) return redirect(current, 301);
  const png = await renderCoverPng({ seed: BLOG_COVER_SEED_OFFSET + cover.id, color: cover.color, icon: cover.icon, size });
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
