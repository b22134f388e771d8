import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/server/catalog/seed.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { favorites, userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createMemberLookup } from "~/server/accounts/viewer.server";
import { applySubscriptionChange, getSubscription } from "~/server/billing/subscriptions.server";
import { categories, promptEvents, prompts, promptTranslations } from "~/server/catalog/schema";
import { submitContactMessage } from "~/server/content/contact.server";
import { ADMIN_SEARCH_LIMIT } from "./admin-schemas";
import {
  ADMIN_GRANT_MS,
  assignAdminById,
  searchSubscribers,
  setSubscriberTier,
  setUserRole,
} from "./users.server";
import { AdminError, adminActor, type AdminActor, type AdminErrorCode } from "./actor.server";
import { adminOverview } from "./overview.server";
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from "./categories.server";
import { deletePrompt, getAdminPrompt, updatePrompt } from "./prompts.server";
import { listAuditLog } from "./audit.server";
import { listMessages, markMessageHandled } from "./messages.server";
import { adminAuditLog } from "./schema";
import * as fixtures from "./testing.server";

const DAY_MS = 24 * 60 * 60 * 1000;

let testDb: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

/** The member behind a bearer token, looked up as every page and API request does. */
async function currentMember(member: TestMember) {
  const lookup = createMemberLookup(async () => ({ db: testDb.db, auth }));
  return lookup(new Request("http://localhost/admin", { headers: bearer(member.sessionToken) }));
}

async function createAdmin(): Promise<{ member: TestMember; actor: AdminActor }> {
  const member = await createTestMember(auth, testDb.db);
  await grantAdmin(testDb.db, member.email);
  const actor = adminActor(await currentMember(member));
  if (!actor) throw new Error(`${member.email} was granted admin but got no AdminActor`);
  return { member, actor };
}

function rolesOf(userId: string) {
  return testDb.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
}

function auditEntriesFor(targetType: string, targetId: string | number) {
  return testDb.db
    .select({
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetLabel: adminAuditLog.targetLabel,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
    })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, String(targetId))))
    .orderBy(asc(adminAuditLog.id));
}

async function auditTotal() {
  return (await listAuditLog(testDb.db, { limit: 1, offset: 0 })).total;
}

async function expectRefusal(
  attempt: Promise<unknown>,
  code: AdminErrorCode,
  status: number,
  message: string,
) {
  await expect(attempt).rejects.toBeInstanceOf(AdminError);
  await expect(attempt).rejects.toMatchObject({ code, status, message });
}

const NEW_CATEGORY = {
  titleEn: "Podcasts",
  titlePt: "Podcasts e Áudio",
  icon: "megaphone",
  color: "#112233",
  position: 13,
} as const;

describe("adminActor", () => {
  it("is handed out to an admin and to no one else", async () => {
    const free = await createTestMember(auth, testDb.db);
    const creator = await createTestMember(auth, testDb.db);
    const legend = await createTestMember(auth, testDb.db);
    await fixtures.subscribe(testDb.db, creator.userId, "creator");
    await fixtures.subscribe(testDb.db, legend.userId, "legend");
    const { member: admin } = await createAdmin();

    expect(adminActor(null)).toBeNull();
    for (const member of [free, creator, legend]) expect(adminActor(await currentMember(member))).toBeNull();
    expect(adminActor(await currentMember(admin))).toEqual({ userId: admin.userId, email: admin.email });
  });
});

describe("searchSubscribers", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 25; i++)
      await fixtures.insertAccount(testDb.db, { email: `alice-${String(i).padStart(2, "0")}@example.com` });
    await fixtures.insertAccount(testDb.db, { email: "zoe@wonderland-books.example" });
    await fixtures.insertAccount(testDb.db, { email: "under_score@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "underxscore@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "save100%now@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "save1000now@example.com" });
  });

  it("finds accounts whose email contains the text, whatever its case", async () => {
    expect((await searchSubscribers(testDb.db, "ALICE-07")).map((found) => found.email)).toEqual([
      "alice-07@example.com",
    ]);
    expect((await searchSubscribers(testDb.db, "Wonderland")).map((found) => found.email)).toEqual([
      "zoe@wonderland-books.example",
    ]);
  });

  it(`returns at most ${ADMIN_SEARCH_LIMIT} accounts when more match`, async () => {
    const found = await searchSubscribers(testDb.db, "alice");
    expect(found).toHaveLength(ADMIN_SEARCH_LIMIT);
    expect(found.every((subscriber) => subscriber.email.startsWith("alice-"))).toBe(true);
  });

  it("searches for % and _ as the characters themselves", async () => {
    expect((await searchSubscribers(testDb.db, "under_score")).map((found) => found.email)).toEqual([
      "under_score@example.com",
    ]);
    expect((await searchSubscribers(testDb.db, "100%n")).map((found) => found.email)).toEqual([
      "save100%now@example.com",
    ]);
    expect((await searchSubscribers(testDb.db, "%")).map((found) => found.email)).toEqual([
      "save100%now@example.com",
    ]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await searchSubscribers(testDb.db, "nobody-matches-this")).toEqual([]);
  });

  it("shows each account's plan in force and role", async () => {
    const paying = await fixtures.insertAccount(testDb.db, { email: "paying-subscriber@example.com" });
    const lapsed = await fixtures.insertAccount(testDb.db, { email: "lapsed-subscriber@example.com" });
    await fixtures.subscribe(testDb.db, paying, "creator");
    await fixtures.subscribe(testDb.db, lapsed, "legend", {
      currentPeriodEnd: new Date(Date.now() - DAY_MS),
    });
    await testDb.db.insert(userRoles).values({ userId: paying, role: "admin" });

    const [payingFound] = await searchSubscribers(testDb.db, "paying-subscriber");
    expect(payingFound).toMatchObject({
      id: paying,
      tier: "creator",
      subscribed: true,
      source: "stripe",
      role: "admin",
    });
    const [lapsedFound] = await searchSubscribers(testDb.db, "lapsed-subscriber");
    expect(lapsedFound).toMatchObject({
      id: lapsed,
      tier: "free",
      subscribed: false,
      subscriptionEnd: null,
      role: "user",
    });
  });
});

describe("setSubscriberTier", () => {
  let admin: { member: TestMember; actor: AdminActor };
  let target: TestMember;

  beforeAll(async () => {
    admin = await createAdmin();
    target = await createTestMember(auth, testDb.db);
  });

  it.each(["legend", "creator"] as const)(
    "grants %s for 30 days, recorded as given by an admin, in force at once",
    async (tier) => {
      const now = new Date();
      const subscriber = await setSubscriberTier(testDb.db, admin.actor, target.userId, tier, now);

      const end = new Date(now.getTime() + ADMIN_GRANT_MS);
      expect(ADMIN_GRANT_MS).toBe(2_592_000_000);
      expect(subscriber).toMatchObject({
        id: target.userId,
        tier,
        subscribed: true,
        subscriptionEnd: end.toISOString(),
        source: "admin",
      });
      expect(await getSubscription(testDb.db, target.userId)).toMatchObject({
        tier,
        status: "active",
        currentPeriodEnd: end,
        source: "admin",
      });
      expect((await currentMember(target))?.viewer.tier).toBe(tier);
    },
  );

  it('"none" makes the member free: not subscribed, no tier, no end', async () => {
    await setSubscriberTier(testDb.db, admin.actor, target.userId, "legend");
    const subscriber = await setSubscriberTier(testDb.db, admin.actor, target.userId, "none");

    expect(subscriber).toMatchObject({ tier: "free", subscribed: false, subscriptionEnd: null });
    expect(await getSubscription(testDb.db, target.userId)).toMatchObject({
      tier: "free",
      currentPeriodEnd: null,
    });
    expect((await currentMember(target))?.viewer.tier).toBe("free");
  });

  it("overrides a Stripe state stamped a moment ahead of the admin's clock", async () => {
    const member = await fixtures.insertAccount(testDb.db, {
      email: `stripe-ahead-${randomUUID()}@example.com`,
    });
    await applySubscriptionChange(testDb.db, {
      userId: member,
      tier: "legend",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
      source: "stripe",
      stateAt: new Date(Date.now() + 60_000),
    });

    expect(await setSubscriberTier(testDb.db, admin.actor, member, "none")).toMatchObject({
      tier: "free",
      subscribed: false,
    });
    expect(await getSubscription(testDb.db, member)).toMatchObject({ tier: "free", source: "admin" });
  });

  it("writes who changed which plan, from what to what, to the audit log", async () => {
    const member = await fixtures.insertAccount(testDb.db, {
      email: `audited-tier-${randomUUID()}@example.com`,
    });
    const now = new Date();
    await setSubscriberTier(testDb.db, admin.actor, member, "legend", now);

    expect(await auditEntriesFor("user", member)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "user.subscription",
        targetLabel: expect.stringMatching(/^audited-tier-/),
        before: { tier: "free", status: "inactive", end: null, source: null },
        after: {
          tier: "legend",
          status: "active",
          end: new Date(now.getTime() + ADMIN_GRANT_MS).toISOString(),
          source: "admin",
        },
      },
    ]);
  });

  it("refuses an unknown user and logs nothing", async () => {
    const entries = await auditTotal();
    await expectRefusal(
      setSubscriberTier(testDb.db, admin.actor, "no-such-user", "legend"),
      "user_not_found",
      404,
      "User not found",
    );
    expect(await auditTotal()).toBe(entries);
  });
});

describe("setUserRole", () => {
  let admin: { member: TestMember; actor: AdminActor };
  let target: TestMember;

  beforeAll(async () => {
    admin = await createAdmin();
    target = await createTestMember(auth, testDb.db);
  });

  it("makes a user an admin, and back, replacing every role row", async () => {
    await testDb.db.insert(userRoles).values({ userId: target.userId, role: "user" });

    expect(await setUserRole(testDb.db, admin.actor, target.userId, "admin")).toMatchObject({
      role: "admin",
    });
    expect(await rolesOf(target.userId)).toEqual([{ role: "admin" }]);
    expect((await currentMember(target))?.viewer.isAdmin).toBe(true);

    expect(await setUserRole(testDb.db, admin.actor, target.userId, "user")).toMatchObject({ role: "user" });
    expect(await rolesOf(target.userId)).toEqual([{ role: "user" }]);
    expect((await currentMember(target))?.viewer.isAdmin).toBe(false);
  });

  it("leaves exactly the chosen role when the user held both", async () => {
    const member = await fixtures.insertAccount(testDb.db, {
      email: `two-roles-${randomUUID()}@example.com`,
    });
    await testDb.db.insert(userRoles).values([
      { userId: member, role: "admin" },
      { userId: member, role: "user" },
    ]);
    await setUserRole(testDb.db, admin.actor, member, "user");
    expect(await rolesOf(member)).toEqual([{ role: "user" }]);
  });

  it("will not let an admin remove their own admin role", async () => {
    await expectRefusal(
      setUserRole(testDb.db, admin.actor, admin.actor.userId, "user"),
      "cannot_remove_own_admin",
      409,
      "You cannot remove your own admin role",
    );
    expect(await rolesOf(admin.actor.userId)).toEqual([{ role: "admin" }]);
    expect((await currentMember(admin.member))?.viewer.isAdmin).toBe(true);
  });

  it("writes the role before and after to the audit log", async () => {
    const member = await fixtures.insertAccount(testDb.db, {
      email: `audited-role-${randomUUID()}@example.com`,
    });
    await setUserRole(testDb.db, admin.actor, member, "admin");
    expect(await auditEntriesFor("user", member)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "user.role",
        targetLabel: expect.stringMatching(/^audited-role-/),
        before: { role: "user" },
        after: { role: "admin" },
      },
    ]);
  });

  it("refuses an unknown user", async () => {
    await expectRefusal(
      setUserRole(testDb.db, admin.actor, "no-such-user", "admin"),
      "user_not_found",
      404,
      "User not found",
    );
  });
});

describe("assignAdminById (Set admin)", () => {
  let admin: { member: TestMember; actor: AdminActor };

  beforeAll(async () => {
    admin = await createAdmin();
  });

  it("asks for a user ID when it is blank", async () => {
    await expectRefusal(
      assignAdminById(testDb.db, admin.actor, "   "),
      "please_enter_user_id",
      400,
      "Please enter a user ID",
    );
  });

  it("says the user is not found for an unknown id", async () => {
    await expectRefusal(
      assignAdminById(testDb.db, admin.actor, "no-such-user"),
      "user_not_found",
      404,
      "User not found",
    );
  });

  it("says the user is already an admin, and logs nothing", async () => {
    const entries = await auditTotal();
    await expectRefusal(
      assignAdminById(testDb.db, admin.actor, admin.actor.userId),
      "user_already_admin",
      409,
      "User is already an admin",
    );
    expect(await auditTotal()).toBe(entries);
  });

  it("makes the user an admin, ignoring spaces around the id, and logs it", async () => {
    const target = await createTestMember(auth, testDb.db);
    await testDb.db.insert(userRoles).values({ userId: target.userId, role: "user" });

    expect(await assignAdminById(testDb.db, admin.actor, `  ${target.userId} `)).toMatchObject({
      id: target.userId,
      role: "admin",
    });
    expect(await rolesOf(target.userId)).toEqual([{ role: "admin" }]);
    expect(adminActor(await currentMember(target))).toEqual({ userId: target.userId, email: target.email });
    expect(await auditEntriesFor("user", target.userId)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "user.role",
        targetLabel: target.email,
        before: { role: "user" },
        after: { role: "admin" },
      },
    ]);
  });
});

describe("updatePrompt", () => {
  let admin: { member: TestMember; actor: AdminActor };

  beforeAll(async () => {
    admin = await createAdmin();
  });

  it("changes a catalogue prompt's Portuguese title, marks it customised, and the seed leaves it so", async () => {
    const before = await getAdminPrompt(testDb.db, 4);
    const pt = before.translations.pt!;
    expect(before.customizedAt).toBeNull();

    const after = await updatePrompt(testDb.db, admin.actor, 4, {
      translations: { pt: { ...pt, title: "Título revisado pela equipe" } },
    });

    expect(after.titles).toEqual({ en: before.titles.en, pt: "Título revisado pela equipe" });
    expect(after.translations.en).toEqual(before.translations.en);
    expect(after.customizedAt).not.toBeNull();

    await seedDatabase(testDb.db);
    expect((await getAdminPrompt(testDb.db, 4)).titles.pt).toBe("Título revisado pela equipe");
  });

  it("keeps the premium and published flags an admin set when the seed runs again", async () => {
    const before = await getAdminPrompt(testDb.db, 6);
    await updatePrompt(testDb.db, admin.actor, 6, { isPremium: !before.isPremium, isPublished: false });

    await seedDatabase(testDb.db);
    expect(await getAdminPrompt(testDb.db, 6)).toMatchObject({
      isPremium: !before.isPremium,
      isPublished: false,
    });
  });

  it("does not mark a member's prompt as a customised catalogue prompt", async () => {
    const author = await fixtures.insertAccount(testDb.db, { email: `author-${randomUUID()}@example.com` });
    const id = await fixtures.insertMemberPrompt(testDb.db, author, "Legendas para padaria");
    const after = await updatePrompt(testDb.db, admin.actor, id, { isPremium: true });
    expect(after).toMatchObject({ source: "member", isPremium: true, customizedAt: null });
  });

  it("writes only the fields that changed to the audit log", async () => {
    const before = await getAdminPrompt(testDb.db, 7);
    await updatePrompt(testDb.db, admin.actor, 7, {
      isPremium: !before.isPremium,
      translations: { en: { ...before.translations.en!, title: "A sharper title" } },
    });

    expect(await auditEntriesFor("prompt", 7)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "prompt.update",
        targetLabel: "A sharper title",
        before: { isPremium: before.isPremium, translations: { en: { title: before.titles.en } } },
        after: { isPremium: !before.isPremium, translations: { en: { title: "A sharper title" } } },
      },
    ]);
  });

  it("refuses a category that does not exist and changes nothing", async () => {
    const before = await getAdminPrompt(testDb.db, 8);
    const entries = await auditTotal();
    await expectRefusal(
      updatePrompt(testDb.db, admin.actor, 8, {
        categoryId: "no-such-category",
        isPremium: !before.isPremium,
      }),
      "category_not_found",
      404,
      "Category not found",
    );
    expect(await getAdminPrompt(testDb.db, 8)).toEqual(before);
    expect(await auditTotal()).toBe(entries);
  });

  it("changes only the fields sent for a language and keeps the others", async () => {
    const before = await getAdminPrompt(testDb.db, 9);
    const after = await updatePrompt(testDb.db, admin.actor, 9, {
      translations: { en: { title: "Just the title" } },
    });
    expect(after.translations.en).toEqual({ ...before.translations.en, title: "Just the title" });
    expect(after.translations.pt).toEqual(before.translations.pt);
  });

  it("refuses to add a language without a title, a description and the prompt text", async () => {
    const author = await fixtures.insertAccount(testDb.db, { email: `author-${randomUUID()}@example.com` });
    const id = await fixtures.insertMemberPrompt(testDb.db, author, "Roteiro de vídeo curto");
    const before = await getAdminPrompt(testDb.db, id);
    expect(before.translations.en).toBeUndefined();
    await expectRefusal(
      updatePrompt(testDb.db, admin.actor, id, { translations: { en: { title: "Short video script" } } }),
      "translation_incomplete",
      400,
      "A language needs a title, a description and the prompt text",
    );
    expect(await getAdminPrompt(testDb.db, id)).toEqual(before);
  });

  it("changes nothing, marks nothing customised and logs nothing when the values are the same", async () => {
    const before = await getAdminPrompt(testDb.db, 10);
    const entries = await auditTotal();
    const after = await updatePrompt(testDb.db, admin.actor, 10, {
      isPremium: before.isPremium,
      translations: { pt: { title: before.titles.pt } },
    });
    expect(after).toEqual(before);
    expect(await getAdminPrompt(testDb.db, 10)).toEqual(before);
    expect(await auditTotal()).toBe(entries);
  });

  it("refuses a prompt that does not exist", async () => {
    await expectRefusal(
      updatePrompt(testDb.db, admin.actor, 999_999, { isPremium: true }),
      "prompt_not_found",
      404,
      "Prompt not found",
    );
  });
});

describe("deletePrompt", () => {
  let admin: { member: TestMember; actor: AdminActor };

  beforeAll(async () => {
    admin = await createAdmin();
  });

  it("removes the prompt, its translations and the favourites that held it, and logs what it was", async () => {
    const author = await fixtures.insertAccount(testDb.db, { email: `author-${randomUUID()}@example.com` });
    const id = await fixtures.insertMemberPrompt(testDb.db, author, "Prompt a apagar");
    await testDb.db.insert(favorites).values({ userId: author, promptId: id });

    await deletePrompt(testDb.db, admin.actor, id);

    await expectRefusal(getAdminPrompt(testDb.db, id), "prompt_not_found", 404, "Prompt not found");
    expect(
      await testDb.db.select().from(promptTranslations).where(eq(promptTranslations.promptId, id)),
    ).toEqual([]);
    expect(await testDb.db.select().from(favorites).where(eq(favorites.promptId, id))).toEqual([]);
    expect(await auditEntriesFor("prompt", id)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "prompt.delete",
        targetLabel: "Prompt a apagar",
        before: expect.objectContaining({
          source: "member",
          categoryId: "marketing",
          translations: { pt: expect.objectContaining({ title: "Prompt a apagar" }) },
        }),
        after: null,
      },
    ]);
  });

  it("refuses a prompt that does not exist", async () => {
    await expectRefusal(
      deletePrompt(testDb.db, admin.actor, 999_999),
      "prompt_not_found",
      404,
      "Prompt not found",
    );
  });

  // The seed runs on every start (server/catalog/seed.server.ts); a deletion it undoes did not stick.
  it("keeps a deleted catalogue prompt deleted when the seed runs again", async () => {
    await deletePrompt(testDb.db, admin.actor, 9);
    await seedDatabase(testDb.db);
    await expectRefusal(getAdminPrompt(testDb.db, 9), "prompt_not_found", 404, "Prompt not found");
  });
});

describe("categories", () => {
  let admin: { member: TestMember; actor: AdminActor };

  beforeAll(async () => {
    admin = await createAdmin();
  });

  it("creates a category with both titles, listed with no prompts, and logs it", async () => {
    const created = await createCategory(testDb.db, admin.actor, { id: "podcasts", ...NEW_CATEGORY });
    const expected = { id: "podcasts", ...NEW_CATEGORY, promptCount: 0 };
    expect(created).toEqual(expected);
    expect(await listAdminCategories(testDb.db)).toContainEqual(expected);
    expect(await auditEntriesFor("category", "podcasts")).toEqual([
      {
        actorEmail: admin.member.email,
        action: "category.create",
        targetLabel: "Podcasts",
        before: null,
        after: { id: "podcasts", ...NEW_CATEGORY },
      },
    ]);
  });

  it("refuses a second category with the same id and keeps the first as it was", async () => {
    await expectRefusal(
      createCategory(testDb.db, admin.actor, { ...NEW_CATEGORY, id: "marketing", titleEn: "Other" }),
      "category_exists",
      409,
      "A category with this id already exists",
    );
    expect(
      (await listAdminCategories(testDb.db)).find((category) => category.id === "marketing"),
    ).toMatchObject({
      titleEn: "Marketing",
      icon: "megaphone",
    });
  });

  it("updates only what was sent and logs just that change", async () => {
    await createCategory(testDb.db, admin.actor, {
      id: "newsletters",
      ...NEW_CATEGORY,
      titleEn: "Newsletters",
    });
    const updated = await updateCategory(testDb.db, admin.actor, "newsletters", {
      titlePt: "Boletins",
      color: "#abcdef",
    });

    expect(updated).toMatchObject({
      titleEn: "Newsletters",
      titlePt: "Boletins",
      icon: NEW_CATEGORY.icon,
      color: "#abcdef",
    });
    const [, change] = await auditEntriesFor("category", "newsletters");
    expect(change).toEqual({
      actorEmail: admin.member.email,
      action: "category.update",
      targetLabel: "Newsletters",
      before: { titlePt: NEW_CATEGORY.titlePt, color: NEW_CATEGORY.color },
      after: { titlePt: "Boletins", color: "#abcdef" },
    });
  });

  it("refuses to delete a category that still has prompts", async () => {
    const entries = await auditTotal();
    await expectRefusal(
      deleteCategory(testDb.db, admin.actor, "finance"),
      "category_not_empty",
      409,
      "This category still has prompts; move or delete them first",
    );
    expect((await listAdminCategories(testDb.db)).map((category) => category.id)).toContain("finance");
    expect(await auditTotal()).toBe(entries);
  });

  it("deletes an empty category and logs what it was", async () => {
    await createCategory(testDb.db, admin.actor, {
      id: "short-lived",
      ...NEW_CATEGORY,
      titleEn: "Short-lived",
    });
    await deleteCategory(testDb.db, admin.actor, "short-lived");

    expect((await listAdminCategories(testDb.db)).map((category) => category.id)).not.toContain(
      "short-lived",
    );
    const [, deletion] = await auditEntriesFor("category", "short-lived");
    expect(deletion).toEqual({
      actorEmail: admin.member.email,
      action: "category.delete",
      targetLabel: "Short-lived",
      before: { id: "short-lived", ...NEW_CATEGORY, titleEn: "Short-lived" },
      after: null,
    });
  });

  it("refuses an unknown category", async () => {
    await expectRefusal(
      updateCategory(testDb.db, admin.actor, "no-such-category", { icon: "code" }),
      "category_not_found",
      404,
      "Category not found",
    );
    await expectRefusal(
      deleteCategory(testDb.db, admin.actor, "no-such-category"),
      "category_not_found",
      404,
      "Category not found",
    );
  });

  // The seed runs on every start (server/catalog/seed.server.ts); a deletion it undoes did not stick.
  it("keeps a deleted catalogue category deleted when the seed runs again", async () => {
    const held = await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.categoryId, "education"));
    for (const { id } of held) await updatePrompt(testDb.db, admin.actor, id, { categoryId: "programming" });
    await deleteCategory(testDb.db, admin.actor, "education");

    await seedDatabase(testDb.db);
    expect(
      await testDb.db.select({ id: categories.id }).from(categories).where(eq(categories.id, "education")),
    ).toEqual([]);
  });
});

describe("contact messages", () => {
  let admin: { member: TestMember; actor: AdminActor };

  beforeAll(async () => {
    admin = await createAdmin();
  });

  async function storeMessage(subject: string) {
    const result = await submitContactMessage(testDb.db, {
      message: {
        name: "Ana Souza",
        email: "ana@example.com",
        subject,
        message: "Vocês têm prompts para padarias?",
      },
      locale: "pt",
      clientAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      honeypot: "",
    });
    if (result.status !== "sent") throw new Error(`the contact message was not stored: ${result.status}`);
    return result.id;
  }

  it("marks a message handled once, logging it once", async () => {
    const id = await storeMessage("Prompts para padarias");
    await markMessageHandled(testDb.db, admin.actor, id);
    await markMessageHandled(testDb.db, admin.actor, id);

    const { items } = await listMessages(testDb.db, { status: "handled", limit: 50, offset: 0 });
    expect(items.find((item) => item.id === id)).toMatchObject({
      status: "handled",
      handledAt: expect.any(Date),
    });
    expect(await auditEntriesFor("message", id)).toEqual([
      {
        actorEmail: admin.member.email,
        action: "message.handled",
        targetLabel: "Prompts para padarias (ana@example.com)",
        before: { status: "new" },
        after: { status: "handled" },
      },
    ]);
  });

  it("refuses a message that does not exist", async () => {
    await expectRefusal(
      markMessageHandled(testDb.db, admin.actor, 999_999),
      "message_not_found",
      404,
      "Message not found",
    );
  });
});

describe("listAuditLog", () => {
  it("lists the newest change first, with the total", async () => {
    const admin = await createAdmin();
    const member = await fixtures.insertAccount(testDb.db, {
      email: `audit-order-${randomUUID()}@example.com`,
    });
    await setSubscriberTier(testDb.db, admin.actor, member, "creator");
    await setUserRole(testDb.db, admin.actor, member, "admin");
    await setSubscriberTier(testDb.db, admin.actor, member, "none");

    const { items, total } = await listAuditLog(testDb.db, { limit: 3, offset: 0 });
    expect(
      items.map((entry) => [
        entry.action,
        entry.targetId,
        (entry.after as { tier?: string; role?: string }).tier ?? "role",
      ]),
    ).toEqual([
      ["user.subscription", member, "free"],
      ["user.role", member, "role"],
      ["user.subscription", member, "creator"],
    ]);
    expect(items.every((entry) => entry.actorEmail === admin.member.email)).toBe(true);
    expect(total).toBeGreaterThanOrEqual(3);
    const { items: older } = await listAuditLog(testDb.db, { limit: 1, offset: 3 });
    expect(older[0]?.id).toBeLessThan(items[2]!.id);
  });
});

describe("adminOverview", () => {
  it("counts accounts, paying members per tier, prompts, last week's copies and new messages", async () => {
    const now = new Date();
    const before = await adminOverview(testDb.db, now);

    const creator = await fixtures.insertAccount(testDb.db, {
      email: `overview-creator-${randomUUID()}@example.com`,
    });
    const legend = await fixtures.insertAccount(testDb.db, {
      email: `overview-legend-${randomUUID()}@example.com`,
    });
    const lapsed = await fixtures.insertAccount(testDb.db, {
      email: `overview-lapsed-${randomUUID()}@example.com`,
    });
    const canceled = await fixtures.insertAccount(testDb.db, {
      email: `overview-canceled-${randomUUID()}@example.com`,
    });
    await fixtures.subscribe(testDb.db, creator, "creator");
    await fixtures.subscribe(testDb.db, legend, "legend");
    await fixtures.subscribe(testDb.db, lapsed, "legend", {
      currentPeriodEnd: new Date(now.getTime() - DAY_MS),
    });
    await fixtures.subscribe(testDb.db, canceled, "creator", { status: "canceled" });
    // A plan an admin granted is not a paying member.
    const granted = await fixtures.insertAccount(testDb.db, {
      email: `overview-granted-${randomUUID()}@example.com`,
    });
    const { actor } = await createAdmin();
    await setSubscriberTier(testDb.db, actor, granted, "legend", now);

    await fixtures.insertMemberPrompt(testDb.db, creator, "Prompt premium de membro", { isPremium: true });

    const event = (kind: string, ageMs: number) => ({
      promptId: 1,
      kind,
      clientKey: `overview-${randomUUID()}`,
      createdAt: new Date(now.getTime() - ageMs),
    });
    await testDb.db
      .insert(promptEvents)
      .values([
        event("copy", 60_000),
        event("copy", 6 * DAY_MS),
        event("copy", 8 * DAY_MS),
        event("share", 60_000),
      ]);

    for (const subject of ["Primeira", "Segunda"]) {
      await submitContactMessage(testDb.db, {
        message: { name: "Ana", email: "ana@example.com", subject, message: "Olá!" },
        locale: "pt",
        clientAddress: `192.0.2.${subject.length}`,
        honeypot: "",
      });
    }

    const after = await adminOverview(testDb.db, now);
    expect({
      users: after.users - before.users,
      creator: after.paying.creator - before.paying.creator,
      legend: after.paying.legend - before.paying.legend,
      prompts: after.prompts.total - before.prompts.total,
      memberPrompts: after.prompts.member - before.prompts.member,
      premiumPrompts: after.prompts.premium - before.prompts.premium,
      catalogPrompts: after.prompts.catalog - before.prompts.catalog,
      copies: after.copiesLast7Days - before.copiesLast7Days,
      newMessages: after.newMessages - before.newMessages,
    }).toEqual({
      users: 6,
      creator: 1,
      legend: 1,
      prompts: 1,
      memberPrompts: 1,
      premiumPrompts: 1,
      catalogPrompts: 0,
      copies: 2,
      newMessages: 2,
    });
    expect(after.prompts.total).toBe(after.prompts.catalog + after.prompts.member);
  });
});
