import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import { isLocale, LOCALES } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { user, userRoles } from "~/server/accounts/schema";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { subscriptions } from "~/server/billing/schema";
import {
  applySubscriptionChange,
  getSubscription,
  LIVE_STATUSES,
  tierInForce,
  type SubscriptionState,
} from "~/server/billing/subscriptions.server";
import { catalogChanged } from "~/server/catalog/changes.server";
import { catalogTombstones, categories, categoryTranslations, promptEvents, prompts, promptTranslations } from "~/server/catalog/schema";
import { listContactMessages, markContactMessageHandled } from "~/server/content/contact.server";
import { contactMessages, type ContactMessageStatus } from "~/server/content/schema";
import { capabilities, type Tier } from "~/server/entitlements/entitlements";
import {
  ADMIN_SEARCH_LIMIT,
  type AdminPromptFilter,
  type CategoryCreate,
  type CategoryUpdate,
  PromptTranslationInputSchema,
  type PromptTranslationInput,
  type PromptTranslationPatch,
  type PromptUpdate,
} from "./admin-schemas";
import { adminAuditLog } from "./schema";

/**
 * The admin dashboard's operations (issue 6), shared by the /admin page and /api/v1/admin/*.
 * Every change needs an AdminActor, which only `adminActor` hands out after checking the role, and
 * every change is written to the audit log in the same transaction.
 */

/** SPEC §9: an admin-granted plan lasts 30 days. */
export const ADMIN_GRANT_MS = 2_592_000_000;

export interface AdminActor {
  readonly userId: string;
  readonly email: string;
}

/** The admin behind a request, or null: the one place that decides who may use these operations. */
export function adminActor(member: CurrentMember | null): AdminActor | null {
  if (!member || !capabilities(member.viewer).adminDashboard) return null;
  return { userId: member.user.id, email: member.user.email };
}

export type AdminErrorCode =
  | "please_enter_user_id"
  | "user_not_found"
  | "user_already_admin"
  | "cannot_remove_own_admin"
  | "prompt_not_found"
  | "category_not_found"
  | "category_exists"
  | "category_not_empty"
  | "message_not_found"
  | "translation_incomplete";

const ERROR_TEXT: Record<AdminErrorCode, string> = {
  please_enter_user_id: "Please enter a user ID",
  user_not_found: "User not found",
  user_already_admin: "User is already an admin",
  cannot_remove_own_admin: "You cannot remove your own admin role",
  prompt_not_found: "Prompt not found",
  category_not_found: "Category not found",
  category_exists: "A category with this id already exists",
  category_not_empty: "This category still has prompts; move or delete them first",
  message_not_found: "Message not found",
  translation_incomplete: "A language needs a title, a description and the prompt text",
};

const ERROR_STATUS: Record<AdminErrorCode, 400 | 404 | 409> = {
  please_enter_user_id: 400,
  user_not_found: 404,
  user_already_admin: 409,
  cannot_remove_own_admin: 409,
  prompt_not_found: 404,
  category_not_found: 404,
  category_exists: 409,
  category_not_empty: 409,
  message_not_found: 404,
  translation_incomplete: 400,
};

/** A refusal the admin can act on; `message` is the English text the API returns. */
export class AdminError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(readonly code: AdminErrorCode) {
    super(ERROR_TEXT[code]);
    this.name = "AdminError";
    this.status = ERROR_STATUS[code];
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

async function audit(
  tx: Executor,
  actor: AdminActor,
  entry: { action: string; targetType: string; targetId: string | number; targetLabel?: string | null; before: unknown; after: unknown },
) {
  await tx.insert(adminAuditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// Overview

export interface AdminOverview {
  users: number;
  paying: { creator: number; legend: number };
  prompts: { total: number; catalog: number; member: number; premium: number };
  copiesLast7Days: number;
  newMessages: number;
}

export async function adminOverview(db: Database, now: Date = new Date()): Promise<AdminOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[users], paying, [promptCounts], [copies], [messages]] = await Promise.all([
    db.select({ value: count() }).from(user),
    db
      .select({ tier: subscriptions.tier, value: count() })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          // Paying: a plan bought through checkout, not one an admin granted.
          ne(subscriptions.source, "admin"),
          sql`${subscriptions.currentPeriodEnd} > ${now}`,
        ),
      )
      .groupBy(subscriptions.tier),
    db
      .select({
        total: count(),
        catalog: sql<number>`count(*) filter (where ${prompts.source} = 'catalog')::int`,
        member: sql<number>`count(*) filter (where ${prompts.source} = 'member')::int`,
        premium: sql<number>`count(*) filter (where ${prompts.isPremium})::int`,
      })
      .from(prompts),
    db
      .select({ value: count() })
      .from(promptEvents)
      .where(and(eq(promptEvents.kind, "copy"), sql`${promptEvents.createdAt} > ${weekAgo}`)),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  const perTier = new Map(paying.map((row) => [row.tier, row.value]));
  return {
    users: users?.value ?? 0,
    paying: { creator: perTier.get("creator") ?? 0, legend: perTier.get("legend") ?? 0 },
    prompts: {
      total: promptCounts?.total ?? 0,
      catalog: promptCounts?.catalog ?? 0,
      member: promptCounts?.member ?? 0,
      premium: promptCounts?.premium ?? 0,
    },
    copiesLast7Days: copies?.value ?? 0,
    newMessages: messages?.value ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Users

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  /** the plan in force now (an ended period counts as free) */
  tier: Tier;
  status: string;
  subscribed: boolean;
  subscriptionEnd: string | null;
  source: string | null;
  role: "admin" | "user";
  createdAt: string;
}

/** `%`, `_` and `\` typed by an admin are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Accounts with their plan and whether they are admins, for the users list. */
function subscriberRows(db: Database) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      source: subscriptions.source,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .$dynamic();
}

/** Accounts whose email contains the text, any case (SPEC §9: at most 20); newest first. */
export async function searchSubscribers(db: Database, query: string, now: Date = new Date()): Promise<Subscriber[]> {
  const text = query.trim();
  const rows = await subscriberRows(db)
    .where(text ? ilike(user.email, likePattern(text)) : undefined)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(ADMIN_SEARCH_LIMIT);
  return rows.map((row) => toSubscriber(row, now));
}

function toSubscriber(row: Awaited<ReturnType<typeof subscriberRows>>[number], now: Date): Subscriber {
  const state: SubscriptionState = {
    tier: (row.tier ?? "free") as Tier,
    status: row.status ?? "inactive",
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    source: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  };
  const tier = tierInForce(state, now);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tier,
    status: row.status ?? "inactive",
    subscribed: tier !== "free",
    subscriptionEnd: tier !== "free" ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    source: row.source,
    role: row.isAdmin ? "admin" : "user",
    createdAt: row.createdAt.toISOString(),
  };
}

async function findUser(db: Executor, userId: string) {
  const [found] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return found ?? null;
}

async function roleOf(db: Executor, userId: string): Promise<"admin" | "user"> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return row ? "admin" : "user";
}

async function subscriberById(db: Database, userId: string, now: Date): Promise<Subscriber> {
  const [row] = await subscriberRows(db)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw new AdminError("user_not_found");
  return toSubscriber(row, now);
}

function planOf(state: SubscriptionState) {
  return { tier: state.tier, status: state.status, end: state.currentPeriodEnd?.toISOString() ?? null, source: state.source };
}

/**
 * SPEC §4: "none" makes the user free (not subscribed, tier and end cleared); creator or legend
 * subscribes them until 30 days from now, recorded with source "admin".
 */
export async function setSubscriberTier(
  db: Database,
  actor: AdminActor,
  userId: string,
  choice: "none" | "creator" | "legend",
  now: Date = new Date(),
): Promise<Subscriber> {
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const before = await getSubscription(tx, userId);
    // An admin's decision is the newest state, even over a Stripe event stamped a moment ahead.
    const stateAt = new Date(Math.max(now.getTime(), (await stateAtOf(tx, userId)) + 1));
    await applySubscriptionChange(tx, {
      userId,
      tier: choice === "none" ? "free" : choice,
      status: choice === "none" ? "inactive" : "active",
      currentPeriodEnd: choice === "none" ? null : new Date(now.getTime() + ADMIN_GRANT_MS),
      cancelAtPeriodEnd: false,
      source: "admin",
      stateAt,
    });
    const after = await getSubscription(tx, userId);
    await audit(tx, actor, {
      action: "user.subscription",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: planOf(before),
      after: planOf(after),
    });
  });
  return subscriberById(db, userId, now);
}

async function stateAtOf(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ stateAt: subscriptions.stateAt }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.stateAt.getTime() ?? 0;
}

/** SPEC §4: the chosen role replaces all of the user's role rows. An admin keeps their own role. */
export async function setUserRole(
  db: Database,
  actor: AdminActor,
  userId: string,
  role: "user" | "admin",
  now: Date = new Date(),
): Promise<Subscriber> {
  if (userId === actor.userId && role !== "admin") throw new AdminError("cannot_remove_own_admin");
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const before = await roleOf(tx, userId);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role });
    await audit(tx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: { role: before },
      after: { role },
    });
  });
  return subscriberById(db, userId, now);
}

/** SPEC §5 "Set admin": a non-blank id of an existing user who is not an admin yet. */
export async function assignAdminById(db: Database, actor: AdminActor, rawUserId: string): Promise<Subscriber> {
  const userId = rawUserId.trim();
  if (!userId) throw new AdminError("please_enter_user_id");
  // Our ids are 32 characters; anything far longer names nobody (and is not worth a query).
  if (userId.length > 200) throw new AdminError("user_not_found");
  await db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new AdminError("user_not_found");
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: "admin" })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) throw new AdminError("user_already_admin");
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "user")));
    await audit(tx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: userId,
      targetLabel: target.email,
      before: { role: "user" },
      after: { role: "admin" },
    });
  });
  return subscriberById(db, userId, new Date());
}

// ---------------------------------------------------------------------------------------------
// Prompts

export interface AdminPromptRow {
  id: number;
  source: "catalog" | "member";
  titles: Partial<Record<Locale, string>>;
  categoryId: string;
  authorEmail: string | null;
  isPremium: boolean;
  isPublished: boolean;
  customizedAt: string | null;
  updatedAt: string;
}

export interface AdminPromptTranslation {
  title: string;
  tagline: string | null;
  description: string;
  promptText: string;
  instructions: string | null;
  credits: string | null;
  tags: string[];
  steps: string[];
}

export interface AdminPromptDetail extends AdminPromptRow {
  translations: Partial<Record<Locale, AdminPromptTranslation>>;
}

/** The columns of a prompt row in the admin's lists, read with its author's email. */
const promptRowColumns = {
  id: prompts.id,
  source: prompts.source,
  categoryId: prompts.categoryId,
  authorEmail: user.email,
  isPremium: prompts.isPremium,
  isPublished: prompts.isPublished,
  customizedAt: prompts.customizedAt,
  updatedAt: prompts.updatedAt,
};

type PromptRowColumns = Pick<
  typeof prompts.$inferSelect,
  "id" | "source" | "categoryId" | "isPremium" | "isPublished" | "customizedAt" | "updatedAt"
> & { authorEmail: string | null };

function toPromptRow(row: PromptRowColumns, titles: Partial<Record<Locale, string>>): AdminPromptRow {
  return {
    id: row.id,
    source: row.source === "catalog" ? "catalog" : "member",
    titles,
    categoryId: row.categoryId,
    authorEmail: row.authorEmail,
    isPremium: row.isPremium,
    isPublished: row.isPublished,
    customizedAt: row.customizedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How an audit entry names a prompt: its English title, else its Portuguese one, else its id. */
function promptLabel(prompt: AdminPromptRow): string {
  return prompt.titles.en ?? prompt.titles.pt ?? `#${prompt.id}`;
}

const titleIn = (locale: Locale) =>
  sql<string | null>`(select pt.title from ${promptTranslations} pt where pt.prompt_id = "prompts"."id" and pt.locale = ${locale})`;

/** Every prompt, catalogue and member-made, published or not, with the filters of the prompts tab. */
export async function listAdminPrompts(
  db: Database,
  filter: AdminPromptFilter,
): Promise<{ items: AdminPromptRow[]; total: number }> {
  const where: SQL[] = [];
  const text = filter.q.trim();
  if (text) {
    const byTitle = sql`exists (select 1 from ${promptTranslations} pt where pt.prompt_id = "prompts"."id" and pt.title ilike ${likePattern(text)})`;
    where.push(/^\d{1,9}$/.test(text) ? or(eq(prompts.id, Number(text)), byTitle)! : byTitle);
  }
  if (filter.category) where.push(eq(prompts.categoryId, filter.category));
  if (filter.premium !== undefined) where.push(eq(prompts.isPremium, filter.premium));
  if (filter.published !== undefined) where.push(eq(prompts.isPublished, filter.published));
  if (filter.source) where.push(eq(prompts.source, filter.source));
  if (filter.author) where.push(ilike(user.email, likePattern(filter.author)));

  const condition = where.length ? and(...where) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...promptRowColumns, titleEn: titleIn("en"), titlePt: titleIn("pt") })
      .from(prompts)
      .leftJoin(user, eq(user.id, prompts.authorId))
      .where(condition)
      .orderBy(asc(prompts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(prompts).leftJoin(user, eq(user.id, prompts.authorId)).where(condition),
  ]);
  return {
    total: totals?.value ?? 0,
    items: rows.map((row) =>
      toPromptRow(row, { ...(row.titleEn ? { en: row.titleEn } : {}), ...(row.titlePt ? { pt: row.titlePt } : {}) }),
    ),
  };
}

export async function getAdminPrompt(db: Executor, id: number): Promise<AdminPromptDetail> {
  const [row] = await db
    .select(promptRowColumns)
    .from(prompts)
    .leftJoin(user, eq(user.id, prompts.authorId))
    .where(eq(prompts.id, id))
    .limit(1);
  if (!row) throw new AdminError("prompt_not_found");
  const translations = await db
    .select({
      locale: promptTranslations.locale,
      title: promptTranslations.title,
      tagline: promptTranslations.tagline,
      description: promptTranslations.description,
      promptText: promptTranslations.promptText,
      instructions: promptTranslations.instructions,
      credits: promptTranslations.credits,
      tags: promptTranslations.tags,
      steps: promptTranslations.steps,
    })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, id));
  const byLocale: Partial<Record<Locale, AdminPromptTranslation>> = {};
  const titles: Partial<Record<Locale, string>> = {};
  for (const { locale, ...fields } of translations) {
    if (!isLocale(locale)) continue;
    byLocale[locale] = fields;
    titles[locale] = fields.title;
  }
  return { ...toPromptRow(row, titles), translations: byLocale };
}

function auditedPrompt(detail: AdminPromptDetail) {
  return {
    categoryId: detail.categoryId,
    isPremium: detail.isPremium,
    isPublished: detail.isPublished,
    translations: detail.translations,
  };
}

/** Thrown inside a transaction to undo a change that changed nothing (no customised mark, no audit entry). */
class NothingChanged<T> extends Error {
  constructor(readonly current: T) {
    super("nothing changed");
  }
}

async function unlessUnchanged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NothingChanged) return error.current as T;
    throw error;
  }
}

const isEmpty = (value: object) => Object.keys(value).length === 0;

/** Once a change to what visitors see is committed, copies of public pages are dropped. */
async function published<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  catalogChanged();
  return result;
}

/** A language's fields after a partial change: what was sent replaces, the rest is kept. */
function mergedTranslation(current: AdminPromptTranslation | undefined, patch: PromptTranslationPatch): PromptTranslationInput {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const parsed = PromptTranslationInputSchema.safeParse({ tags: [], steps: [], ...current, ...sent });
  if (!parsed.success) throw new AdminError("translation_incomplete");
  return parsed.data;
}

/**
 * Edits a prompt: its category, flags, and the text of either language. A catalogue prompt that an
 * admin has touched is marked customised, so the start-up seed never puts the old text back.
 */
export async function updatePrompt(db: Database, actor: AdminActor, id: number, change: PromptUpdate): Promise<AdminPromptDetail> {
  return published(unlessUnchanged(db.transaction(async (tx) => {
    const before = await getAdminPrompt(tx, id);
    if (change.categoryId !== undefined) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, change.categoryId));
      if (!category) throw new AdminError("category_not_found");
    }
    await tx
      .update(prompts)
      .set({
        ...(change.categoryId !== undefined ? { categoryId: change.categoryId } : {}),
        ...(change.isPremium !== undefined ? { isPremium: change.isPremium } : {}),
        ...(change.isPublished !== undefined ? { isPublished: change.isPublished } : {}),
        customizedAt: before.source === "catalog" ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(prompts.id, id));
    for (const locale of LOCALES) {
      const patch = change.translations?.[locale];
      if (patch) await writeTranslation(tx, id, locale, mergedTranslation(before.translations[locale], patch));
    }
    const after = await getAdminPrompt(tx, id);
    const changed = changedFields(auditedPrompt(before), auditedPrompt(after));
    if (isEmpty(changed.after) && isEmpty(changed.before)) throw new NothingChanged(before);
    await audit(tx, actor, {
      action: "prompt.update",
      targetType: "prompt",
      targetId: id,
      targetLabel: promptLabel(after),
      ...changed,
    });
    return after;
  })));
}

async function writeTranslation(tx: Executor, promptId: number, locale: Locale, fields: PromptTranslationInput) {
  await tx
    .insert(promptTranslations)
    .values({ promptId, locale, ...fields })
    .onConflictDoUpdate({ target: [promptTranslations.promptId, promptTranslations.locale], set: fields });
}

export async function deletePrompt(db: Database, actor: AdminActor, id: number): Promise<void> {
  await published(db.transaction(async (tx) => {
    const before = await getAdminPrompt(tx, id);
    await tx.delete(prompts).where(eq(prompts.id, id));
    // Without this, the next start's seed would load the catalogue prompt from content/ again.
    if (before.source === "catalog") {
      await tx.insert(catalogTombstones).values({ kind: "prompt", itemId: String(id) }).onConflictDoNothing();
    }
    await audit(tx, actor, {
      action: "prompt.delete",
      targetType: "prompt",
      targetId: id,
      targetLabel: promptLabel(before),
      before: { ...auditedPrompt(before), source: before.source, authorEmail: before.authorEmail },
      after: null,
    });
  }));
}

// ---------------------------------------------------------------------------------------------
// Categories

export interface AdminCategory {
  id: string;
  titleEn: string;
  titlePt: string;
  icon: string;
  color: string;
  position: number;
  promptCount: number;
}

export async function listAdminCategories(db: Executor, only?: { id: string }): Promise<AdminCategory[]> {
  const title = (locale: Locale) =>
    sql<string>`coalesce((select ct.title from ${categoryTranslations} ct where ct.category_id = "categories"."id" and ct.locale = ${locale}), "categories"."id")`;
  const rows = await db
    .select({
      id: categories.id,
      titleEn: title("en"),
      titlePt: title("pt"),
      icon: categories.icon,
      color: categories.color,
      position: categories.position,
      promptCount: sql<number>`(select count(*)::int from ${prompts} p where p.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(only ? eq(categories.id, only.id) : undefined)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows;
}

async function categoryById(tx: Executor, id: string): Promise<AdminCategory> {
  const [found] = await listAdminCategories(tx, { id });
  if (!found) throw new AdminError("category_not_found");
  return found;
}

const categoryAudit = ({ promptCount: _count, ...fields }: AdminCategory) => fields;

export async function createCategory(db: Database, actor: AdminActor, input: CategoryCreate): Promise<AdminCategory> {
  return published(db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values({ id: input.id, icon: input.icon, color: input.color, position: input.position })
      .onConflictDoNothing()
      .returning({ id: categories.id });
    if (inserted.length === 0) throw new AdminError("category_exists");
    await tx.insert(categoryTranslations).values([
      { categoryId: input.id, locale: "en", title: input.titleEn },
      { categoryId: input.id, locale: "pt", title: input.titlePt },
    ]);
    const after = await categoryById(tx, input.id);
    await audit(tx, actor, {
      action: "category.create",
      targetType: "category",
      targetId: input.id,
      targetLabel: input.titleEn,
      before: null,
      after: categoryAudit(after),
    });
    return after;
  }));
}

export async function updateCategory(db: Database, actor: AdminActor, id: string, change: CategoryUpdate): Promise<AdminCategory> {
  return published(unlessUnchanged(db.transaction(async (tx) => {
    const before = await categoryById(tx, id);
    const columns = {
      ...(change.icon !== undefined ? { icon: change.icon } : {}),
      ...(change.color !== undefined ? { color: change.color } : {}),
      ...(change.position !== undefined ? { position: change.position } : {}),
    };
    await tx.update(categories).set({ ...columns, updatedAt: new Date() }).where(eq(categories.id, id));
    for (const [locale, title] of [
      ["en", change.titleEn],
      ["pt", change.titlePt],
    ] as const) {
      if (title === undefined) continue;
      await tx
        .insert(categoryTranslations)
        .values({ categoryId: id, locale, title })
        .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.locale], set: { title } });
    }
    const after = await categoryById(tx, id);
    const changed = changedFields(categoryAudit(before), categoryAudit(after));
    if (isEmpty(changed.after) && isEmpty(changed.before)) throw new NothingChanged(before);
    await audit(tx, actor, {
      action: "category.update",
      targetType: "category",
      targetId: id,
      targetLabel: after.titleEn,
      ...changed,
    });
    return after;
  })));
}

/** A category that still holds prompts is refused, so no prompt is ever left without one. */
export async function deleteCategory(db: Database, actor: AdminActor, id: string): Promise<void> {
  await published(db.transaction(async (tx) => {
    const before = await categoryById(tx, id);
    if (before.promptCount > 0) throw new AdminError("category_not_empty");
    await tx.delete(categories).where(eq(categories.id, id));
    await tx.insert(catalogTombstones).values({ kind: "category", itemId: id }).onConflictDoNothing();
    await audit(tx, actor, {
      action: "category.delete",
      targetType: "category",
      targetId: id,
      targetLabel: before.titleEn,
      before: categoryAudit(before),
      after: null,
    });
  }));
}

// ---------------------------------------------------------------------------------------------
// Messages

export function listMessages(db: Database, filter: { status?: ContactMessageStatus; limit: number; offset: number }) {
  return listContactMessages(db, filter);
}

export async function markMessageHandled(db: Database, actor: AdminActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contactMessages.status, subject: contactMessages.subject, email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!before) throw new AdminError("message_not_found");
    await markContactMessageHandled(tx, id);
    if (before.status === "handled") return;
    await audit(tx, actor, {
      action: "message.handled",
      targetType: "message",
      targetId: id,
      targetLabel: `${before.subject} (${before.email})`,
      before: { status: before.status },
      after: { status: "handled" },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Audit log

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export async function listAuditLog(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminAuditLog),
  ]);
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totals?.value ?? 0 };
}

/** Keeps only the fields that differ, so an audit entry reads as the change it records. */
function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const a = before[key];
    const b = after[key];
    if (a !== null && b !== null && typeof a === "object" && typeof b === "object" && !Array.isArray(a)) {
      const nested = changedFields(a as Record<string, unknown>, b as Record<string, unknown>);
      if (Object.keys(nested.after).length || Object.keys(nested.before).length) {
        was[key] = nested.before as T[keyof T];
        now[key] = nested.after as T[keyof T];
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[key] = a;
      now[key] = b;
    }
  }
  return { before: was, after: now };
}
