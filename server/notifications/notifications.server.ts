import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "~/core/locale";
import type { Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { promptTranslations } from "~/server/catalog/schema";
import { memberHandles } from "~/server/community/schema";
import { getConfig } from "~/server/config.server";
import { queueMail } from "~/server/mail/mail.server";
import { NOTIFICATION_KINDS, notificationMail, notifications, type NotificationKind } from "./schema";

export { NOTIFICATION_KINDS, type NotificationKind };

/** Mail is on for replies unless the member turns it off; the other kinds only when they turn it on. */
export const NOTIFICATION_MAIL_DEFAULTS: Record<NotificationKind, boolean> = {
  comment_reply: true,
  fork: false,
  example: false,
  roadmap_status: false,
  // The member asked for it and waits for the answer.
  prompt_request: true,
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** What a notification is about: the member's comment, prompt, example or prompt request, or a roadmap item. */
export interface NotificationSubject {
  type: "comment" | "prompt" | "example" | "roadmap_item" | "prompt_request";
  id: string | number;
  /**
   * a title to show (a prompt's or a roadmap item's), never a prompt's or a comment's text; by
   * language, the recipient's is kept (else any)
   */
  title?: string | Partial<Record<Locale, string>> | null;
  /** a path inside the app, e.g. `/prompt/12#comments` */
  url: string;
}

export interface NotifyInput {
  recipientId: string;
  kind: NotificationKind;
  /** who did it; a member is never told about their own action */
  actorId?: string | null;
  subject: NotificationSubject;
  /**
   * for `roadmap_status` and `prompt_request`: the new status; for a roadmap item, the title of the
   * item it was merged into (by language, like `subject.title`)
   */
  detail?: { status?: string; mergedInto?: NotificationSubject["title"] };
  now: Date;
}

/**
 * Tells a member that something happened to what is theirs, in the caller's transaction (the
 * notification exists exactly when the action does). Nothing when the recipient is the actor; one
 * unread notification per kind, subject and actor, so a burst of replies from one member is one
 * line. When the recipient has mail on for the kind, a mail in their language is queued in the same
 * transaction. Returns the new notification's id, or null when none was made.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<{ id: number } | null> {
  const { recipientId, kind, subject, now } = input;
  const actorId = input.actorId ?? null;
  if (actorId === recipientId) return null;
  const [recipient] = await tx
    .select({
      email: user.email,
      language: user.language,
      mail: notificationMail.mail,
    })
    .from(user)
    .leftJoin(notificationMail, and(eq(notificationMail.userId, user.id), eq(notificationMail.kind, kind)))
    .where(eq(user.id, recipientId));
  if (!recipient) return null;
  const locale: Locale = isLocale(recipient.language) ? recipient.language : "pt";
  const title = titleIn(subject.title, locale);
  const mergedInto = titleIn(input.detail?.mergedInto, locale);
  const detail = input.detail
    ? {
        ...(input.detail.status ? { status: input.detail.status } : {}),
        ...(mergedInto ? { mergedInto } : {}),
      }
    : null;
  const [created] = await tx
    .insert(notifications)
    .values({
      recipientId,
      kind,
      actorId,
      subjectType: subject.type,
      subjectId: String(subject.id),
      subjectTitle: title,
      subjectUrl: subject.url,
      detail,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!created) return null;
  if (recipient.mail ?? NOTIFICATION_MAIL_DEFAULTS[kind]) {
    // Known by their handle, as in the community; without one the mail says "a member".
    const [handle] = actorId
      ? await tx
          .select({ value: memberHandles.handle })
          .from(memberHandles)
          .where(eq(memberHandles.userId, actorId))
      : [];
    const actor = handle ? `@${handle.value}` : null;
    const { publicUrl } = getConfig();
    await queueMail(tx, {
      to: recipient.email,
      locale,
      template: {
        kind: "notification",
        notification: kind,
        actor: actor ?? null,
        title,
        status: input.detail?.status,
        mergedInto: mergedInto ?? undefined,
        url: publicUrl + subject.url,
        settingsUrl: `${publicUrl}/settings#notifications`,
      },
    });
  }
  return created;
}

/**
 * Takes back the recipient's unread notification of this kind about this subject, so that news which
 * supersedes it (a request first in progress, then done) comes as a new notification and mail
 * instead of waiting behind the old one.
 */
export async function withdrawUnread(
  tx: Executor,
  input: { recipientId: string; kind: NotificationKind; subject: Pick<NotificationSubject, "type" | "id"> },
): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.recipientId, input.recipientId),
        eq(notifications.kind, input.kind),
        eq(notifications.subjectType, input.subject.type),
        eq(notifications.subjectId, String(input.subject.id)),
        isNull(notifications.readAt),
      ),
    );
}

function titleIn(title: NotificationSubject["title"], locale: Locale): string | null {
  if (title === undefined || title === null || typeof title === "string") return title ?? null;
  return title[locale] ?? Object.values(title)[0] ?? null;
}

/** A prompt's title in each language it has, for `subject.title`. */
export async function promptTitles(tx: Executor, promptId: number): Promise<Partial<Record<Locale, string>>> {
  const rows = await tx
    .select({ locale: promptTranslations.locale, title: promptTranslations.title })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, promptId));
  return Object.fromEntries(rows.filter((row) => isLocale(row.locale)).map((row) => [row.locale, row.title]));
}

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  actor: string | null;
  title: string | null;
  url: string;
  detail: Record<string, string> | null;
  createdAt: string;
  read: boolean;
}

/** The member's notifications, newest first, a page at a time, with how many are unread. */
export async function listNotifications(
  db: Executor,
  userId: string,
  { page = 1 }: { page?: number } = {},
): Promise<{ items: NotificationView[]; total: number; unread: number; page: number; pageSize: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        // Members are known in the community by their handle only; without one, "a member".
        actor: sql<string | null>`'@' || ${memberHandles.handle}`,
        title: notifications.subjectTitle,
        url: notifications.subjectUrl,
        detail: notifications.detail,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(memberHandles, eq(memberHandles.userId, notifications.actorId))
      .where(eq(notifications.recipientId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.recipientId, userId)),
  ]);
  return {
    items: rows.map(({ readAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
    })),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
}

/** How many of the member's notifications are unread (the header's bell). */
export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/**
 * Marks the member's notification read, or all of them when `id` is "all". Another member's id
 * changes nothing. Returns how many are still unread.
 */
export async function markRead(db: Executor, userId: string, id: number | "all", now: Date): Promise<number> {
  const mine = eq(notifications.recipientId, userId);
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt), id === "all" ? undefined : eq(notifications.id, id)));
  return unreadCount(db, userId);
}

/** For each kind, whether the member gets a mail. */
export async function mailSettings(db: Executor, userId: string): Promise<Record<NotificationKind, boolean>> {
  const rows = await db
    .select({ kind: notificationMail.kind, mail: notificationMail.mail })
    .from(notificationMail)
    .where(eq(notificationMail.userId, userId));
  const settings = { ...NOTIFICATION_MAIL_DEFAULTS };
  for (const row of rows) settings[row.kind] = row.mail;
  return settings;
}

export async function setMailSettings(
  db: Executor,
  userId: string,
  changes: Partial<Record<NotificationKind, boolean>>,
): Promise<Record<NotificationKind, boolean>> {
  const values = NOTIFICATION_KINDS.flatMap((kind) =>
    changes[kind] === undefined ? [] : [{ userId, kind, mail: changes[kind]! }],
  );
  if (values.length)
    await db
      .insert(notificationMail)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationMail.userId, notificationMail.kind],
        set: { mail: sql`excluded.mail` },
      });
  return mailSettings(db, userId);
}

/** Marks the member's notification read and answers where it points, or null when it is not theirs. */
export async function openNotification(
  db: Executor,
  userId: string,
  id: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.recipientId, userId), eq(notifications.id, id)))
    .returning({ url: notifications.subjectUrl });
  return row?.url ?? null;
}
