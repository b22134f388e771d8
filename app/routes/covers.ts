import { data, redirect } from "react-router";
import { COVER_FILE_PATTERN, COVER_SIZES, coverUrl, type CoverFormat, type CoverSize } from "~/core/covers";
import { getDb } from "~/server/database.server";
import { listCategoryTitles } from "~/server/catalog/categories.server";
import { coverResponse } from "~/server/catalog/covers.server";
import type { Route } from "./+types/covers";

/** Generated cover art: the category's colour and icon, varied per prompt (no remote images). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = COVER_FILE_PATTERN.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  const [, id, size, , format] = match as unknown as [string, string, CoverSize, string, CoverFormat];
  // Colour and icon only: the prompt counts of listCategories would read every prompt per cover.
  const categories = await listCategoryTitles(await getDb(), "en");
  const category = categories.find((c) => c.id === params.categoryId);
  if (!category || !(size in COVER_SIZES)) throw data(null, { status: 404 });

  const current = coverUrl({ id: Number(id), category }, size, format);
  if (new URL(current, "http://x").pathname !== `/covers/${params.categoryId}/${params.file}`) {
    return redirect(current, 301);
  }
  return coverResponse({ seed: Number(id), color: category.color, icon: category.icon, size }, format);
}
