import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { promptEvents } from "./schema";

export const PROMPT_EVENT_KINDS = ["copy", "share", "use", "favorite"] as const;
export type PromptEventKind = (typeof PROMPT_EVENT_KINDS)[number];

/** One person counts once per prompt and kind in this window… */
const REPEAT_WINDOW_MINUTES = 10;
/** …and at most this many events an hour, so a script cannot inflate "popular". */
const EVENTS_PER_HOUR = 60;

/**
 * Records a copy, share, use or favourite. Returns whether it counted; never throws, because
 * recording must not break what the user was doing.
 *
 * Who "one person" is: a signed-in member is their account, wherever they are, so two members
 * behind one office or school address each count; an anonymous visitor is their (hashed) address,
 * among the other anonymous events from it.
 */
export async function recordPromptEvent(
  db: Database,
  event: { promptId: number; kind: PromptEventKind; userId: string | null; clientKey: string },
): Promise<boolean> {
  const sameActor =
    event.userId === null
      ? sql`user_id is null and client_key = ${event.clientKey}`
      : sql`user_id = ${event.userId}`;
  try {
    const inserted = (await db.execute(sql`
      insert into ${promptEvents} (prompt_id, kind, user_id, client_key)
      select ${event.promptId}, ${event.kind}, ${event.userId}, ${event.clientKey}
      where exists (select 1 from prompts where id = ${event.promptId})
        and not exists (
          select 1 from ${promptEvents}
          where ${sameActor} and prompt_id = ${event.promptId} and kind = ${event.kind}
            and created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
        )
        and (
          select count(*) from ${promptEvents}
          where ${sameActor} and created_at > now() - interval '1 hour'
        ) < ${EVENTS_PER_HOUR}
      returning id`)) as { rows?: unknown[] };
    return (inserted.rows?.length ?? 0) > 0;
  } catch (error) {
    console.error("Could not record a prompt event:", error instanceof Error ? error.message : error);
    return false;
  }
}
