import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { NOTIFICATION_KINDS } from "./schema";

// What /api/v1/me/notifications reads and answers; `meta({ id })` names each one in the document.

export const NotificationIdParams = z.object({
  id: IdParamSchema.meta({ description: "The notification's id." }),
});

export const NotificationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1).describe("1 is the newest 20."),
});

const NotificationSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.string().nullable().describe("Who did it; null for a former member or the team."),
  title: z.string().nullable().describe("The title of what it is about (never a prompt's text)."),
  url: z.string().describe("Where to read it, a path in the app."),
  detail: z.record(z.string(), z.string()).nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});

export const NotificationListSchema = z
  .strictObject({
    items: z.array(NotificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "NotificationList" });

export const UnreadSchema = z
  .strictObject({ unread: z.number().int().describe("How many are still unread.") })
  .meta({ id: "NotificationUnread" });

const kindFlags = (describe: string) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().describe(describe)])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >;

export const MailSettingsSchema = z
  .strictObject(kindFlags("Whether this kind also comes by mail."))
  .meta({ id: "NotificationMailSettings" });

export const MailSettingsInput = z
  .strictObject(kindFlags("Turn the mail for this kind on or off."))
  .partial()
  .meta({ id: "NotificationMailSettingsInput" });
