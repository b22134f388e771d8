import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

export const NOTIFICATION_KINDS = [
  "comment_reply",
  "fork",
  "example",
  "roadmap_status",
  "prompt_request",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Something that happened to a member's content or to what they follow. It keeps a title and a link,
 * never the text of a prompt or a comment: the recipient's plan may change before they read it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    subjectTitle: text("subject_title"),
    /** a path inside the app, e.g. /prompt/12#comments */
    subjectUrl: text("subject_url").notNull(),
    /** what else the kind needs to be read: a roadmap item's new status, the item it was merged into */
    detail: jsonb("detail").$type<Record<string, string>>(),
    createdAt: timestampTz("created_at").notNull(),
    readAt: timestampTz("read_at"),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientId, t.createdAt),
    // One unread notification per kind, subject and actor: a second reply by the same member waits
    // in the first one.
    uniqueIndex("notifications_unread_once_idx")
      .on(t.recipientId, t.kind, t.subjectType, t.subjectId, sql`coalesce(${t.actorId}, '')`)
      .where(sql`${t.readAt} is null`),
    check(
      "notifications_kind_check",
      sql`${t.kind} in ('comment_reply', 'fork', 'example', 'roadmap_status', 'prompt_request')`,
    ),
    check("notifications_url_check", sql`left(${t.subjectUrl}, 1) = '/'`),
  ],
);

/** A member's choice of mail for a kind; no row means the kind's default (NOTIFICATION_MAIL_DEFAULTS). */
export const notificationMail = pgTable(
  "notification_mail",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    mail: boolean("mail").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      "notification_mail_kind_check",
      sql`${t.kind} in ('comment_reply', 'fork', 'example', 'roadmap_status', 'prompt_request')`,
    ),
  ],
);
