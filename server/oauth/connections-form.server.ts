import { data } from "react-router";
import { z } from "zod";
import { plainLine } from "~/core/forms/text";
import type { MessageKey } from "~/core/messages/en";
import { getDb } from "~/server/database.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { disconnectAssistant } from "./connections.server";

export const DISCONNECT_INTENT = "oauth-disconnect";

export type DisconnectResult =
  | { intent: typeof DISCONNECT_INTENT; ok: true }
  | { intent: typeof DISCONNECT_INTENT; ok: false; formError: MessageKey };

const DisconnectSchema = z.object({ clientId: z.string().min(1).max(200).refine(plainLine) });

/** The settings API tab's "Disconnect" for an assistant connected through OAuth. */
export async function handleDisconnectForm(form: FormData, member: CurrentMember) {
  const parsed = DisconnectSchema.safeParse(Object.fromEntries(form));
  const done =
    parsed.success && (await disconnectAssistant(await getDb(), member.user.id, parsed.data.clientId));
  if (!done) {
    return data<DisconnectResult>(
      { intent: DISCONNECT_INTENT, ok: false, formError: "oauthApps.errors.notFound" },
      { status: 404 },
    );
  }
  return data<DisconnectResult>({ intent: DISCONNECT_INTENT, ok: true });
}
