import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { isLocale, type Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { user, userRoles } from "~/server/accounts/schema";
import { subscriptions } from "~/server/billing/schema";
import { LIVE_STATUSES, tierInForce } from "~/server/billing/subscriptions.server";
import { translationFor } from "~/server/catalog/rows.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { capabilities, type Tier } from "~/server/entitlements/entitlements";
import { scheduleJob, type Executor, type JobHandler } from "~/server/jobs/jobs.server";
import { dayInZone, wallClock } from "~/core/zoned-time";
import { deliverDueMail, queueMail } from "~/server/mail/mail.server";
import { keyedHash } from "~/server/secrets.server";
import { jobs } from "~/server/jobs/schema";
import { digestDeliveries } from "./schema";

/**
 * The weekly digest (a job, docs/decisions/0006): on Monday from 08:00 in their time zone, each Legend
 * member who has not turned it off gets one mail with the library's prompts of the past week. One
 * job sweeps every quarter of an hour; a row per member and week makes the mail go out once, even
 * with several workers, and a member whose Monday 08:00 came while the server was down gets it on
 * the next sweep of that Monday.
 */

export const DIGEST_JOB = "weekly-digest";
const SWEEP_KEY = "sweep";
const SWEEP_MINUTES = 15;
const DIGEST_HOUR = 8;
const MONDAY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Prompts listed in one mail at most. */
const DIGEST_MAX_PROMPTS = 12;

/** The next quarter of an hour after `now`. */
export function nextSweepAt(now: Date): Date {
  const step = SWEEP_MINUTES * 60 * 1000;
  return new Date(Math.floor(now.getTime() / step) * step + step);
}

/** Makes sure the sweep is scheduled (at server start); an existing one keeps its time. */
export async function ensureDigestSweep(db: Executor, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: DIGEST_JOB, key: SWEEP_KEY, runAt: nextSweepAt(now) })
    .onConflictDoNothing();
}

/** The digest's unsubscribe token: the member's id signed with the app's secret, so one click is enough. */
export function digestUnsubscribeToken(userId: string): string {
  return keyedHash("weekly-digest-unsubscribe", userId);
}

export function digestUnsubscribePath(userId: string): string {
  return `/digest/unsubscribe?u=${encodeURIComponent(userId)}&t=${digestUnsubscribeToken(userId)}`;
}

export function validDigestToken(userId: string, token: string): boolean {
  const expected = Buffer.from(digestUnsubscribeToken(userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function setWeeklyDigest(db: Database, userId: string, on: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ weeklyDigest: on })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return rows.length > 0;
}

export async function weeklyDigestOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.weeklyDigest }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.on ?? false;
}

export interface DigestPrompt {
  id: number;
  title: string;
  description: string;
}

/** The library's prompts that came out in the seven days before `now`, newest first, in `locale`. */
export async function promptsOfTheWeek(db: Executor, locale: Locale, now: Date): Promise<DigestPrompt[]> {
  return db
    .select({ id: prompts.id, title: promptTranslations.title, description: promptTranslations.description })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .where(
      and(
        eq(prompts.source, "catalog"),
        eq(prompts.isPublished, true),
        gt(prompts.publishedAt, new Date(now.getTime() - 7 * DAY_MS)),
        lte(prompts.publishedAt, now),
      ),
    )
    .orderBy(desc(prompts.publishedAt), desc(prompts.id))
    .limit(DIGEST_MAX_PROMPTS);
}

interface Candidate {
  id: string;
  email: string;
  language: string;
  timeZone: string | null;
  tier: string | null;
  status: string | null;
  currentPeriodEnd: Date | null;
  isAdmin: boolean;
}

/** Members who may get the digest: a Legend plan (or admin) in force, and the digest on. */
async function candidates(db: Database, now: Date): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      language: user.language,
      timeZone: user.timeZone,
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(
      and(
        eq(user.weeklyDigest, true),
        eq(user.emailVerified, true),
        or(
          and(
            eq(subscriptions.tier, "legend"),
            inArray(subscriptions.status, [...LIVE_STATUSES]),
            gt(subscriptions.currentPeriodEnd, now),
          ),
          sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
        ),
      ),
    );
  // The entitlements module has the last word on who is Legend.
  return rows.filter((row) => {
    const tier = row.tier
      ? tierInForce(
          {
            tier: row.tier as Tier,
            status: row.status ?? "inactive",
            currentPeriodEnd: row.currentPeriodEnd,
            cancelAtPeriodEnd: false,
            source: null,
            stripeCustomerId: null,
            stripeSubscriptionId: null,
          },
          now,
        )
      : "free";
    return capabilities({ kind: "member", userId: row.id, tier, isAdmin: Boolean(row.isAdmin) }).legendTools;
  });
}

/**
 * Sends the digests due at `now`: to each member for whom it is Monday, 08:00 or later, in their
 * zone, and who has not had this week's. Returns how many mails were queued.
 */
export async function sendDueDigests(db: Database, now: Date, publicUrl: string): Promise<number> {
  let sent = 0;
  for (const member of await candidates(db, now)) {
    const zone = member.timeZone ?? "UTC";
    const wall = wallClock(now, zone);
    if (wall.weekday !== MONDAY || wall.hour < DIGEST_HOUR) continue;
    const weekOf = dayInZone(now, zone);
    const locale: Locale = isLocale(member.language) ? member.language : "pt";
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(digestDeliveries)
        .values({ userId: member.id, weekOf, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: digestDeliveries.userId });
      if (!claimed) return false;
      const week = await promptsOfTheWeek(tx, locale, now);
      // A week without new prompts: nothing to tell, and nothing to send later either.
      if (week.length === 0) return false;
      await queueMail(tx, {
        to: member.email,
        locale,
        template: {
          kind: "weekly-digest",
          prompts: week.map((prompt) => ({
            title: prompt.title,
            description: prompt.description,
            url: `${publicUrl}/prompt/${prompt.id}`,
          })),
          newUrl: `${publicUrl}/new`,
          unsubscribeUrl: publicUrl + digestUnsubscribePath(member.id),
        },
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The sweep job: sends what is due, then comes back at the next quarter of an hour. */
export function weeklyDigestHandler({ publicUrl }: { publicUrl: string }): JobHandler {
  return async ({ db, now }) => {
    const sent = await sendDueDigests(db, now, publicUrl);
    await scheduleJob(db, { kind: DIGEST_JOB, key: SWEEP_KEY, runAt: nextSweepAt(now) });
    if (sent > 0)
      await deliverDueMail(db).catch((error: unknown) =>
        console.error("Digest mail not delivered yet:", error),
      );
  };
}

export function digestJobHandlers(options: { publicUrl: string }) {
  return { [DIGEST_JOB]: weeklyDigestHandler(options) };
}
