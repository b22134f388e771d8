import { LOCKER_LIMITS, LockerPromptSchema } from "~/core/forms/locker";
import {
  fitForLocker,
  REPURPOSE_FORMATS,
  type LockerFit,
  type RepurposeFormat,
} from "~/core/forms/repurpose";
import { intlLocale, type Locale } from "~/core/locale";
import { repurposeEn } from "~/core/messages/repurpose.en";
import { repurposePt } from "~/core/messages/repurpose.pt";
import type { Database } from "~/db/client.server";
import { createLockerPrompt } from "~/server/locker/locker.server";

const NOTES: Record<Locale, Record<"posts" | "chars", string>> = {
  en: {
    posts: repurposeEn["repurpose.trimmedNote.posts"],
    chars: repurposeEn["repurpose.trimmedNote.chars"],
  },
  pt: {
    posts: repurposePt["repurpose.trimmedNote.posts"],
    chars: repurposePt["repurpose.trimmedNote.chars"],
  },
};

export type SavedToLocker =
  { ok: true; id: string; trimmed: LockerFit["trimmed"] } | { ok: false; status: 400 };

/**
 * "Save to locker" on a result: it becomes a saved prompt of the member's, tagged with its format.
 * A version longer than a locker prompt (a thread of a near-20,000-character text, with its
 * numbering) is saved shortened, with a note in its description, and the answer says what was kept.
 * Throws LockerError when the locker refuses it (full, for one).
 */
export async function saveRepurposedToLocker(
  db: Database,
  userId: string,
  locale: Locale,
  form: { format: unknown; title: unknown; content: unknown },
): Promise<SavedToLocker> {
  const format: RepurposeFormat | undefined = REPURPOSE_FORMATS.find((value) => value === form.format);
  const fit = fitForLocker(
    format ?? "blog",
    typeof form.content === "string" ? form.content : "",
    LOCKER_LIMITS.content,
  );
  const number = new Intl.NumberFormat(intlLocale(locale));
  const input = LockerPromptSchema.safeParse({
    title: form.title,
    content: fit.content,
    description: fit.trimmed
      ? NOTES[locale][fit.trimmed.unit]
          .replace("{kept}", number.format(fit.trimmed.kept))
          .replace("{total}", number.format(fit.trimmed.total))
      : null,
    tags: ["repurposed", ...(format ? [format] : [])],
  });
  if (!input.success) return { ok: false, status: 400 };
  const saved = await createLockerPrompt(db, userId, input.data);
  return { ok: true, id: saved.id, trimmed: fit.trimmed };
}
