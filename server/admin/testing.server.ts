import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { applySubscriptionChange } from "~/server/billing/subscriptions.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * For tests: an account row without a password. Enough to be listed and managed by an admin, and
 * fast to make in bulk (no sign-up, no hashing).
 */
export async function insertAccount(
  db: Database,
  {
    email = `account-${randomUUID()}@example.com`,
    createdAt = new Date(),
  }: { email?: string; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(user)
    .values({ id, name: email.split("@")[0] ?? email, email, emailVerified: true, createdAt });
  return id;
}

/** For tests: a plan bought through Stripe, active for 30 days unless told otherwise. */
export function subscribe(
  db: Database,
  userId: string,
  tier: "creator" | "legend",
  {
    status = "active",
    currentPeriodEnd = new Date(Date.now() + 30 * DAY_MS),
  }: { status?: string; currentPeriodEnd?: Date } = {},
) {
  return applySubscriptionChange(db, {
    userId,
    tier,
    status,
    currentPeriodEnd,
    source: "stripe",
    stateAt: new Date(),
  });
}

/** For tests: a prompt a member wrote, in Portuguese only, with two placeholders. */
export async function insertMemberPrompt(
  db: Database,
  authorId: string,
  title: string,
  {
    categoryId = "marketing",
    isPremium = false,
    isPublished = true,
  }: { categoryId?: string; isPremium?: boolean; isPublished?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(prompts)
    .values({ categoryId, source: "member", authorId, isPremium, isPublished })
    .returning({ id: prompts.id });
  if (!row) throw new Error("prompt insert returned no row");
  await db.insert(promptTranslations).values({
    promptId: row.id,
    locale: "pt",
    title,
    description: "Um prompt escrito por um membro.",
    promptText: "Escreva uma legenda para [produto] no tom [tom].",
  });
  return row.id;
}
