import { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { fieldErrors, type FieldErrors } from "./field-errors";
import { PASSWORD_MIN_LENGTH } from "./password";
import { plainLine } from "./text";

// Form schemas shared by the forms (field errors in place) and the actions (400 on bad input).
// Messages are translation keys.

const m = (key: MessageKey) => key;

const controls = { message: m("forms.errors.controlCharacters") };

export const EmailSchema = z
  .string()
  .trim()
  .min(1, m("auth.errors.required"))
  .max(254)
  .refine(plainLine, controls)
  .pipe(z.email(m("auth.errors.email")));
export { PASSWORD_MIN_LENGTH };

export const PasswordSchema = z
  .string()
  .min(1, m("auth.errors.required"))
  .min(PASSWORD_MIN_LENGTH, m("auth.errors.passwordMin"))
  .max(128);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, m("auth.errors.required")).max(128),
});

export const SignupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, m("auth.errors.required"))
    .max(100, m("auth.errors.nameMax"))
    .refine(plainLine, controls),
  email: EmailSchema,
  password: PasswordSchema,
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  password: PasswordSchema,
});

export { fieldErrors, type FieldErrors };

/** Only paths on this site: never an open redirect. */
export function safeRedirect(value: unknown, fallback = "/"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return fallback;
  }
  return value;
}
