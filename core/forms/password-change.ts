import { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { PasswordSchema } from "./auth";

// The settings form that changes the password: its action checks with this schema, and the form
// loads it to re-check a refused field as it is corrected (zod stays out of the page until then).

const m = (key: MessageKey) => key;

export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, m("auth.errors.required")).max(128),
  newPassword: PasswordSchema,
});
