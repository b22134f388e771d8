import { getDb } from "~/server/database.server";
import { getConfig } from "~/server/config.server";
import { buildSitemap } from "~/server/seo/sitemap.server";

export async function loader() {
  const xml = await buildSitemap(await getDb(), getConfig().publicUrl);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
