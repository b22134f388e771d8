import { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { plainLine, plainText } from "./text";

// The contact form's rules (all four fields required, email type), shared by the form (field
// errors in place) and the action (400 on bad input). Messages are translation keys.

const m = (key: MessageKey) => key;

export const CONTACT_MAX_LENGTH = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** A field people never see; a bot that fills it gets a success answer and nothing is kept. */
export const CONTACT_HONEYPOT_FIELD = "website";

const required = m("content.contact.errors.required");
const controls = { message: m("forms.errors.controlCharacters") };

export const ContactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, required)
    .max(CONTACT_MAX_LENGTH.name, m("content.contact.errors.nameMax"))
    .refine(plainLine, controls),
  email: z
    .string()
    .trim()
    .min(1, required)
    .max(CONTACT_MAX_LENGTH.email, m("content.contact.errors.emailMax"))
    .refine(plainLine, controls)
    .pipe(z.email(m("content.contact.errors.email"))),
  subject: z
    .string()
    .trim()
    .min(1, required)
    .max(CONTACT_MAX_LENGTH.subject, m("content.contact.errors.subjectMax"))
    .refine(plainLine, controls),
  message: z
    .string()
    .trim()
    .min(1, required)
    .max(CONTACT_MAX_LENGTH.message, m("content.contact.errors.messageMax"))
    .refine(plainText, controls),
});

export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
