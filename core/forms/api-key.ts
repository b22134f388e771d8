import { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { isWellFormedText, plainLine } from "./text";

// The settings form that creates an API key (server/keys/rules.ts), for the form and its action alike.

const m = (key: MessageKey) => key;

export const API_KEY_NAME_MAX = 50;
/** Expiry choices, in days; "never" keeps the key until it is revoked. */
export const API_KEY_EXPIRY_CHOICES = ["never", "7", "30", "90", "365"] as const;

export const ApiKeyCreateSchema = z.object({
  name: z
    .string(m("apiKeys.errors.nameRequired"))
    .trim()
    .min(1, m("apiKeys.errors.nameRequired"))
    .refine(plainLine, { message: m("forms.errors.controlCharacters") })
    .refine(isWellFormedText, { message: m("forms.errors.controlCharacters") })
    // Better Auth counts a name in UTF-16 units, where an emoji takes two: counted the same way
    // here, so a name of emoji is refused in the form and never by the plugin with a 500.
    .refine((name) => name.length <= API_KEY_NAME_MAX, m("apiKeys.errors.nameMax")),
  expiresIn: z
    .enum(API_KEY_EXPIRY_CHOICES, m("apiKeys.errors.expiry"))
    .default("never")
    .transform((value) => (value === "never" ? null : Number(value))),
});

export const ApiKeyRevokeSchema = z.object({ id: z.string().min(1).max(100).refine(plainLine) });
