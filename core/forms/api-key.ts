import { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { plainLine } from "./text";

// The settings form that creates an API key (issue 20), for the form and its action alike.

const m = (key: MessageKey) => key;

export const API_KEY_NAME_MAX = 50;
/** Expiry choices, in days; "never" keeps the key until it is revoked. */
export const API_KEY_EXPIRY_CHOICES = ["never", "7", "30", "90", "365"] as const;

export const ApiKeyCreateSchema = z.object({
  name: z
    .string(m("apiKeys.errors.nameRequired"))
    .trim()
    .min(1, m("apiKeys.errors.nameRequired"))
    .max(API_KEY_NAME_MAX, m("apiKeys.errors.nameMax"))
    .refine(plainLine, { message: m("forms.errors.controlCharacters") }),
  expiresIn: z
    .enum(API_KEY_EXPIRY_CHOICES, m("apiKeys.errors.expiry"))
    .default("never")
    .transform((value) => (value === "never" ? null : Number(value))),
});

export const ApiKeyRevokeSchema = z.object({ id: z.string().min(1).max(100) });
