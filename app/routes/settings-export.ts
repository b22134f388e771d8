import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { exportPersonalData } from "~/server/features.server";
import type { Route } from "./+types/settings-export";

/** "Download my data": everything we keep about the member, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const payload = await exportPersonalData(await getDb(), member.user.id);
  return new Response(JSON.stringify(payload, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="promptario-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
