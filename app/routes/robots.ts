import { getConfig } from "~/server/config.server";
import { buildRobots } from "~/server/seo/sitemap.server";

// Local mode asks crawlers to stay away; production invites them.
export function loader() {
  const config = getConfig();
  return new Response(buildRobots(config.publicUrl, config.mode === "production"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
