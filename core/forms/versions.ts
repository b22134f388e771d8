import { z } from "zod";
import { plainLine } from "./text";

/** A version's optional note: what changed, in the saver's words. */
export const CHANGE_NOTE_MAX = 280;

/** The change note as every editor sends it: optional, trimmed, empty means none. */
export function changeNoteSchema(tooLong: string) {
  return z
    .string()
    .trim()
    .max(CHANGE_NOTE_MAX, tooLong)
    .refine(plainLine, tooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .optional();
}
