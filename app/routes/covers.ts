import { data, redirect } from "react-router";
import { COVER_SIZES, coverUrl, type CoverSize } from "~/app/components/catalog/cover";
import { getDb } from "~/db/database.server";
import { listCategories } from "~/server/catalog/catalog.server";
import { renderCoverPng } from "~/server/catalog/covers.server";
import type { Route } from "./+types/covers";

const FILE_PATTERN = /^(\d{1,9})-(card|detail)\.([a-z0-9]+)\.png$/;

/** Generated cover art: the category's colour and icon, varied per prompt (no remote images). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE_PATTERN.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  const [, id, size] = match as unknown as [string, string, CoverSize];
  const categories = await listCategories(await getDb(), "en");
  const category = categories.find((c) => c.id === params.categoryId);
  if (!category || !(size in COVER_SIZES)) throw data(null, { status: 404 });

  const current = coverUrl({ id: Number(id), category }, size);
  if (new URL(current, "http://x").pathname !== `/covers/${params.categoryId}/${params.file}`) {
    return redirect(current, 301);
  }
  const png = await renderCoverPng({ seed: Number(id), color: category.color, icon: category.icon, size });
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
