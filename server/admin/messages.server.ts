import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { listContactMessages, markContactMessageHandled } from "~/server/content/contact.server";
import { contactMessages, type ContactMessageStatus } from "~/server/content/schema";
import { AdminError, type AdminActor } from "./actor.server";
import { audit } from "./audit.server";

export function listMessages(
  db: Database,
  filter: { status?: ContactMessageStatus; limit: number; offset: number },
) {
  return listContactMessages(db, filter);
}

export async function markMessageHandled(db: Database, actor: AdminActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: contactMessages.status,
        subject: contactMessages.subject,
        email: contactMessages.email,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!before) throw new AdminError("message_not_found");
    await markContactMessageHandled(tx, id);
    if (before.status === "handled") return;
    await audit(tx, actor, {
      action: "message.handled",
      targetType: "message",
      targetId: id,
      targetLabel: `${before.subject} (${before.email})`,
      before: { status: before.status },
      after: { status: "handled" },
    });
  });
}
