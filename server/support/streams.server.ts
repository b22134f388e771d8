import type { Database } from "~/db/client.server";
import type { AdminActor } from "~/server/admin/actor.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import {
  conversationSummary,
  deskMessage,
  deskMessagesAfter,
  newestMessageId,
  unreadConversations,
} from "./desk.server";
import { streamLoop, subscribe, type StreamEvent, type SupportEvent } from "./live.server";
import { enterPresence, leavePresence, refreshPresence } from "./presence.server";
import { memberConversation, memberMessagesAfter, requireSupportMember } from "./support.server";

/**
 * The two live streams of chat support, written as server-sent events by the API:
 *
 * - a member's: `message` (id = the message's id) for every message of theirs after the id they
 *   resume from, `conversation` when theirs changes (assigned, closed, reopened), `typing` while
 *   an admin writes to them. It marks the member present (so answers are not mailed).
 * - the team's: `ready` ({unread}) at the start, then `message` ({message, conversation, unread})
 *   for every new message, `conversation` ({conversation, unread}) for every change, `typing`
 *   while a member writes, and `resync` when events may have been missed (the page reads the list again).
 *
 * Both send `ping` every STREAM_TICK_MS and read the tables then too, so an event lost on the way
 * is late, never missing. They end after STREAM_MAX_MS; the browser opens the next one.
 */

export interface FollowOptions {
  /** resume after this message id (Last-Event-ID); 0 from the start */
  after: number;
  send: (event: StreamEvent) => Promise<void>;
  signal: AbortSignal;
  maxMs?: number;
}

/** A member's stream; `ended` resolves when it ends. Refuses (SupportError) before it begins. */
export async function followAsMember(
  db: Database,
  viewer: Viewer,
  options: FollowOptions,
): Promise<{ ended: Promise<void> }> {
  const { userId } = requireSupportMember(viewer);
  let lastId = options.after;
  const presence = await enterPresence(db, userId);
  let unsubscribe: () => void = () => {};

  const catchUp = async () => {
    for (const message of await memberMessagesAfter(db, userId, lastId)) {
      lastId = Math.max(lastId, message.id);
      await options.send({ event: "message", id: message.id, data: message });
    }
  };
  const sendConversation = async () =>
    options.send({ event: "conversation", data: { conversation: await memberConversation(db, userId) } });

  const loop = streamLoop(
    {
      signal: options.signal,
      maxMs: options.maxMs,
      tick: async () => {
        await refreshPresence(db, presence);
        await options.send({ event: "ping", data: {} });
        await catchUp();
      },
    },
    async () => {
      unsubscribe();
      await leavePresence(db, presence);
    },
  );
  const onEvent = (event: SupportEvent) => {
    if (event.type === "resume") {
      loop.step(catchUp);
      loop.step(sendConversation);
    } else if (event.memberId !== userId) return;
    else if (event.type === "message") loop.step(catchUp);
    else if (event.type === "conversation") loop.step(sendConversation);
    else if (event.type === "typing" && event.by === "admin")
      loop.step(() => options.send({ event: "typing", data: { name: event.name } }));
  };
  unsubscribe = await subscribe(db, onEvent).catch((error: unknown) => {
    loop.end();
    throw error;
  });
  loop.step(sendConversation);
  loop.step(catchUp);
  return { ended: loop.ended };
}

/** The team's stream over every conversation. */
export async function followAsAdmin(
  db: Database,
  _actor: AdminActor,
  options: FollowOptions,
): Promise<{ ended: Promise<void> }> {
  let lastId = options.after > 0 ? options.after : await newestMessageId(db);
  // Messages already sent, by id: an event and the tick's read may both find one.
  const sent = new Set<number>();
  let unsubscribe: () => void = () => {};

  const sendMessage = async (id: number) => {
    if (sent.has(id)) return;
    const message = await deskMessage(db, id);
    if (!message) return;
    await sendFound(message);
  };
  const sendFound = async (message: NonNullable<Awaited<ReturnType<typeof deskMessage>>>) => {
    if (sent.has(message.id)) return;
    if (sent.size > 1_000) sent.clear();
    sent.add(message.id);
    lastId = Math.max(lastId, message.id);
    const [conversation, unread] = await Promise.all([
      conversationSummary(db, message.conversationId),
      unreadConversations(db),
    ]);
    await options.send({ event: "message", id: message.id, data: { message, conversation, unread } });
  };
  const catchUp = async () => {
    for (const message of await deskMessagesAfter(db, lastId)) await sendFound(message);
  };
  const sendConversation = async (id: number) => {
    const [conversation, unread] = await Promise.all([conversationSummary(db, id), unreadConversations(db)]);
    if (conversation) await options.send({ event: "conversation", data: { conversation, unread } });
  };

  const loop = streamLoop(
    {
      signal: options.signal,
      maxMs: options.maxMs,
      tick: async () => {
        await options.send({ event: "ping", data: {} });
        await catchUp();
      },
    },
    async () => unsubscribe(),
  );
  const onEvent = (event: SupportEvent) => {
    if (event.type === "resume") loop.step(() => options.send({ event: "resync", data: {} }));
    else if (event.type === "message") loop.step(() => sendMessage(event.messageId));
    else if (event.type === "conversation") loop.step(() => sendConversation(event.conversationId));
    else if (event.type === "typing" && event.by === "member")
      loop.step(() => options.send({ event: "typing", data: { conversationId: event.conversationId } }));
  };
  unsubscribe = await subscribe(db, onEvent).catch((error: unknown) => {
    loop.end();
    throw error;
  });
  loop.step(async () => options.send({ event: "ready", data: { unread: await unreadConversations(db) } }));
  if (options.after > 0) loop.step(catchUp);
  return { ended: loop.ended };
}
