import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { promptEvents } from "./schema";

export const PROMPT_EVENT_KINDS = ["copy", "share", "use", "favorite"] as const;
export type PromptEventKind = (typeof PROMPT_EVENT_KINDS)[number];

/** One client counts once per prompt and kind in this window… */
const REPEAT_WINDOW_MINUTES = 10;
/** …and at most this many events an hour, so a script cannot inflate "popular". */
const CLIENT_EVENTS_PER_HOUR = 60;

/**
 * Records a copy, share, use or favourite. Returns whether it counted; never throws, because
 * recording must not break what the user was doing.
 */
export async function recordPromptEvent(
  db: Database,
  event: { promptId: number; kind: PromptEventKind; userId: string | null; clientKey: string },
): Promise<boolean> {
  try {
    const inserted = (await db.execute(sql`
      insert into ${promptEvents} (prompt_id, kind, user_id, client_key)
      select ${event.promptId}, ${event.kind}, ${event.userId}, ${event.clientKey}
      where exists (select 1 from prompts where id = ${event.promptId})
        and not exists (
          select 1 from ${promptEvents}
          where client_key = ${event.clientKey} and prompt_id = ${event.promptId} and kind = ${event.kind}
            and created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
        )
        and (
          select count(*) from ${promptEvents}
          where client_key = ${event.clientKey} and created_at > now() - interval '1 hour'
        ) < ${CLIENT_EVENTS_PER_HOUR}
      returning id`)) as { rows?: unknown[] };
    return (inserted.rows?.length ?? 0) > 0;
  } catch (error) {
    console.error("Could not record a prompt event:", error instanceof Error ? error.message : error);
    return false;
  }
}
