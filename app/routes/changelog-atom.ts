import { localeFromRequest } from "~/core/locale";
import { getConfig } from "~/server/config.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import { buildChangelogFeed } from "~/server/roadmap/feed.server";
import type { Route } from "./+types/changelog-atom";

/** The changelog as an Atom feed, in the language of `?lang=` (or the request's). */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = await buildChangelogFeed(
    await getDb(),
    getConfig().publicUrl,
    localeFromRequest(request),
    appClock.now(),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
      Vary: "Accept-Language, Cookie",
    },
  });
}
