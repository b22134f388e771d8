import type { Locale } from "~/core/locale";
import { parseTemplate, type BuiltinContext } from "~/core/variables";
import type { Database } from "~/db/client.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { dayInZone } from "~/core/zoned-time";
import { keptValues } from "./saved-values.server";

/**
 * What a prompt page's fill-in form needs from the server: the built-ins' values (today in the
 * member's time zone when they set one, else UTC; their name) and, for a member, the values they
 * kept for this prompt last time.
 */
export async function variablesForPage(
  db: Database,
  member: CurrentMember | null,
  prompt: { id: number; locale: Locale; promptText: string | null },
  readerLocale: Locale,
  now: Date,
): Promise<{ context: BuiltinContext; kept: Record<string, string> | null }> {
  // The member's zone comes with the member.
  const zone = member?.user.timeZone ?? null;
  // A member's kept values, for a text they may read; a visitor keeps none on the account.
  let kept: Record<string, string> | null = member ? {} : null;
  if (member && prompt.promptText !== null) {
    const { variables } = parseTemplate(prompt.promptText);
    kept = await keptValues(db, member.user.id, prompt.id, prompt.locale, variables);
  }
  let today = now.toISOString().slice(0, 10);
  if (zone) {
    try {
      today = dayInZone(now, zone);
    } catch {
      // A zone this runtime does not know: UTC's day.
    }
  }
  return {
    context: { locale: prompt.locale, today, name: member?.user.name ?? null, language: readerLocale },
    kept,
  };
}
