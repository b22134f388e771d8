import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accountsFeature } from "~/server/accounts/feature.server";
import { user } from "~/server/accounts/schema";
import { adminFeature } from "~/server/admin/feature.server";
import { aiFeature } from "~/server/ai/feature.server";
import { billingFeature } from "~/server/billing/feature.server";
import { calendarFeature } from "~/server/calendar/feature.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { catalogFeature } from "~/server/catalog/feature.server";
import { chatFeature } from "~/server/chat/feature.server";
import { communityFeature } from "~/server/community/feature.server";
import { contentFeature } from "~/server/content/feature.server";
import { digestFeature } from "~/server/digest/feature.server";
import type { DataSubject, Feature } from "~/server/feature";
import { focusFeature } from "~/server/focus/feature.server";
import { insightsFeature } from "~/server/insights/feature.server";
import type { JobHandlers } from "~/server/jobs/jobs.server";
import { keysFeature } from "~/server/keys/feature.server";
import { lockerFeature } from "~/server/locker/feature.server";
import { mailFeature } from "~/server/mail/feature.server";
import { notificationsFeature } from "~/server/notifications/feature.server";
import { oauthFeature } from "~/server/oauth/feature.server";
import { projectsFeature } from "~/server/projects/feature.server";
import { memberPromptsFeature } from "~/server/prompts/feature.server";
import { repurposeFeature } from "~/server/repurpose/feature.server";
import { requestsFeature } from "~/server/requests/feature.server";
import { roadmapFeature } from "~/server/roadmap/feature.server";
import { supportFeature } from "~/server/support/feature.server";
import { variablesFeature } from "~/server/variables/feature.server";
import { promptVersionsFeature } from "~/server/versions/feature.server";

/**
 * Every feature of the server, in one list: the account export, account deletion and the scheduled
 * jobs are built from it (docs/architecture.md). A new feature adds its `feature.server.ts` here.
 */
export const FEATURES: readonly Feature[] = [
  accountsFeature,
  memberPromptsFeature,
  catalogFeature,
  billingFeature,
  projectsFeature,
  lockerFeature,
  calendarFeature,
  chatFeature,
  focusFeature,
  repurposeFeature,
  aiFeature,
  keysFeature,
  oauthFeature,
  contentFeature,
  digestFeature,
  mailFeature,
  adminFeature,
  insightsFeature,
  communityFeature,
  roadmapFeature,
  notificationsFeature,
  supportFeature,
  requestsFeature,
  variablesFeature,
  promptVersionsFeature,
];

/** The export's format: bump the version when a field changes meaning or goes away. */
export const EXPORT_FORMAT = { format: "promptario-account-export", version: 3 } as const;

async function subjectOf(db: Database, userId: string): Promise<DataSubject | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Everything we keep about a member, as one JSON document ("Download my data"; LGPD art. 18, GDPR art. 20). */
export async function exportPersonalData(db: Database, userId: string, now: Date = new Date()) {
  const subject = await subjectOf(db, userId);
  if (!subject) return null;
  const parts = await Promise.all(
    FEATURES.filter((feature) => feature.personalData).map(
      async (feature) => [feature.name, await feature.personalData!.export(db, subject)] as const,
    ),
  );
  return { ...EXPORT_FORMAT, exportedAt: now.toISOString(), ...Object.fromEntries(parts) };
}

/**
 * Deletes the member and everything that is theirs: each feature's own erasure first, then the user
 * row, whose foreign keys remove (or detach) the rest, all in one transaction.
 */
export async function erasePersonalData(db: Database, userId: string): Promise<void> {
  const subject = await subjectOf(db, userId);
  if (!subject) return;
  await db.transaction(async (tx) => {
    for (const feature of FEATURES) await feature.personalData?.erase?.(tx, subject);
    await tx.delete(user).where(eq(user.id, subject.id));
  });
  // Their published prompts may be on public pages.
  await catalogChanged();
}

/** Every kind of scheduled work the server runs, by job kind. */
export function featureJobHandlers(options: { publicUrl: string }): JobHandlers {
  return Object.assign({}, ...FEATURES.map((feature) => feature.jobs?.(options) ?? {}));
}
