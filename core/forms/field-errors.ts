import type { z } from "zod";
import type { MessageKey } from "~/core/messages/en";

// Apart from auth.ts's schemas, like password.ts: every form that shows field errors imports this.

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** The first message of each field, for showing under it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}
