import { and, asc, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/server/catalog/seed.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { ADMIN_GRANT_MS } from "~/server/admin/users.server";
import { getAdminPrompt } from "~/server/admin/prompts.server";
import { listAdminCategories } from "~/server/admin/categories.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { getSubscription } from "~/server/billing/subscriptions.server";
import { promptEvents, prompts } from "~/server/catalog/schema";
import { listContactMessages, submitContactMessage } from "~/server/content/contact.server";
import {
  AdminCategoryResponseSchema,
  AdminErrorSchema,
  AdminOverviewSchema,
  AdminPromptListSchema,
  AdminPromptResponseSchema,
  AuditListSchema,
  ContactMessageListSchema,
  SubscriberListSchema,
  SubscriberResponseSchema,
} from "./api-schemas";
import { createApiV1 } from "~/server/http/api/v1.server";
import * as fixtures from "~/server/admin/testing.server";

const DAY_MS = 24 * 60 * 60 * 1000;

type Json = Record<string, unknown>;

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let admin: TestMember;
let free: TestMember;
let creator: TestMember;
let legend: TestMember;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  const newMember = () => createTestMember(auth, testDb.db);
  [admin, free, creator, legend] = await Promise.all([newMember(), newMember(), newMember(), newMember()]);
  await grantAdmin(testDb.db, admin.email);
  await fixtures.subscribe(testDb.db, creator.userId, "creator");
  await fixtures.subscribe(testDb.db, legend.userId, "legend");
});
afterAll(async () => {
  await testDb.close();
});

async function call<T = Json>(
  method: string,
  path: string,
  { as, body }: { as?: TestMember; body?: unknown } = {},
) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(as ? bearer(as.sessionToken) : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A copy or share, sent from `address` as the Node server hands the socket to Hono. */
async function sendEvent(promptId: number, kind: string, address: string) {
  const response = await app.request(
    `/api/v1/prompts/${promptId}/events`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return response.status;
}

let nextContactAddress = 1;
async function storeMessage(subject: string) {
  const result = await submitContactMessage(testDb.db, {
    message: {
      name: "Ana Souza",
      email: "ana@example.com",
      subject,
      message: "Vocês têm prompts para padarias?",
    },
    locale: "pt",
    clientAddress: `203.0.113.${nextContactAddress++}`,
    honeypot: "",
  });
  if (result.status !== "sent") throw new Error(`the contact message was not stored: ${result.status}`);
  return result.id;
}

function rolesOf(userId: string) {
  return testDb.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
}

async function auditTotal() {
  return (await listAuditLog(testDb.db, { limit: 1, offset: 0 })).total;
}

const publicPrompt = (id: number, as?: TestMember) =>
  call<{ prompt: { title: string; isPremium: boolean; locked: boolean } }>("GET", `/prompts/${id}?lang=pt`, {
    as,
  });
const publicCategories = () =>
  call<{ categories: { id: string; title: string; icon: string; color: string }[] }>(
    "GET",
    "/categories?lang=pt",
  );

/** A catalogue prompt with the given premium flag that no test has touched yet. */
const takenPromptIds = new Set([3]);
async function untouchedCatalogPrompt(isPremium: boolean) {
  const rows = await testDb.db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.source, "catalog"), eq(prompts.isPremium, isPremium)))
    .orderBy(asc(prompts.id));
  const found = rows.find((row) => !takenPromptIds.has(row.id));
  if (!found) throw new Error(`no untouched catalogue prompt with isPremium=${isPremium}`);
  takenPromptIds.add(found.id);
  return found.id;
}

interface Targets {
  userId: string;
  messageId: number;
  categoryId: string;
}

const ADMIN_ENDPOINTS: {
  method: string;
  route: string;
  path: (t: Targets) => string;
  body?: (t: Targets) => unknown;
}[] = [
  { method: "GET", route: "/overview", path: () => "/admin/overview" },
  { method: "GET", route: "/users", path: () => "/admin/users?q=example" },
  {
    method: "PUT",
    route: "/users/:id/subscription",
    path: (t) => `/admin/users/${t.userId}/subscription`,
    body: () => ({ tier: "legend" }),
  },
  {
    method: "PUT",
    route: "/users/:id/role",
    path: (t) => `/admin/users/${t.userId}/role`,
    body: () => ({ role: "admin" }),
  },
  { method: "POST", route: "/admins", path: () => "/admin/admins", body: (t) => ({ userId: t.userId }) },
  { method: "GET", route: "/prompts", path: () => "/admin/prompts" },
  { method: "GET", route: "/prompts/:id", path: () => "/admin/prompts/3" },
  {
    method: "PATCH",
    route: "/prompts/:id",
    path: () => "/admin/prompts/3",
    body: () => ({ isPremium: true, isPublished: false }),
  },
  { method: "DELETE", route: "/prompts/:id", path: () => "/admin/prompts/3" },
  { method: "GET", route: "/categories", path: () => "/admin/categories" },
  {
    method: "POST",
    route: "/categories",
    path: () => "/admin/categories",
    body: () => ({
      id: "intruders",
      titleEn: "Intruders",
      titlePt: "Intrusos",
      icon: "bot",
      color: "#000000",
      position: 20,
    }),
  },
  {
    method: "PATCH",
    route: "/categories/:id",
    path: (t) => `/admin/categories/${t.categoryId}`,
    body: () => ({ titlePt: "Invadida" }),
  },
  { method: "DELETE", route: "/categories/:id", path: (t) => `/admin/categories/${t.categoryId}` },
  { method: "GET", route: "/messages", path: () => "/admin/messages" },
  { method: "POST", route: "/messages/:id/handled", path: (t) => `/admin/messages/${t.messageId}/handled` },
  { method: "GET", route: "/audit", path: () => "/admin/audit" },
];

const OUTSIDERS = [
  { who: "an anonymous caller", member: () => undefined, status: 401, error: "Authentication required" },
  { who: "a free member", member: () => free, status: 403, error: "Admin role required" },
  { who: "a Creator member", member: () => creator, status: 403, error: "Admin role required" },
  { who: "a Legend member", member: () => legend, status: 403, error: "Admin role required" },
];

describe("who may use /api/v1/admin", () => {
  const targets: Targets = { userId: "", messageId: 0, categoryId: "admin-only" };

  beforeAll(async () => {
    targets.userId = await fixtures.insertAccount(testDb.db);
    targets.messageId = await storeMessage("Sobre o painel");
    const created = await call("POST", "/admin/categories", {
      as: admin,
      body: {
        id: targets.categoryId,
        titleEn: "Admin only",
        titlePt: "Só admin",
        icon: "code",
        color: "#123456",
        position: 30,
      },
    });
    expect(created.status).toBe(201);
  });

  /** Everything an outsider's call could change. */
  async function adminState() {
    return {
      subscription: await getSubscription(testDb.db, targets.userId),
      roles: await rolesOf(targets.userId),
      prompt: await getAdminPrompt(testDb.db, 3),
      categories: await listAdminCategories(testDb.db),
      messages: (await listContactMessages(testDb.db)).items,
      auditEntries: await auditTotal(),
    };
  }

  for (const { who, member, status, error } of OUTSIDERS) {
    describe(who, () => {
      for (const { method, route, path, body } of ADMIN_ENDPOINTS) {
        it(`gets ${status} from ${method} ${route}, and nothing changes`, async () => {
          const before = await adminState();
          expect(await call(method, path(targets), { as: member(), body: body?.(targets) })).toEqual({
            status,
            body: { error },
          });
          expect(await adminState()).toEqual(before);
        });
      }
    });
  }

  for (const { route, path } of ADMIN_ENDPOINTS.filter((endpoint) => endpoint.method === "GET")) {
    it(`an admin gets 200 from GET ${route}`, async () => {
      expect((await call("GET", path(targets), { as: admin })).status).toBe(200);
    });
  }

  it("refuses a bearer token that does not verify with 401", async () => {
    const forged = { ...free, sessionToken: "not-a-real-token" };
    expect((await call("GET", "/admin/overview", { as: forged })).status).toBe(401);
  });
});

describe("POST /admins (Set admin)", () => {
  it.each([
    ["an empty id", { userId: "" }],
    ["a blank id", { userId: "   " }],
    ["no id", {}],
    ["no body", undefined],
  ])("asks for a user ID given %s: 400", async (_case, body) => {
    const { status, body: answer } = await call("POST", "/admin/admins", { as: admin, body });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: "Please enter a user ID", code: "please_enter_user_id" });
  });

  it.each([
    ["an unknown id", "no-such-user"],
    ["an id longer than any account's", "x".repeat(201)],
  ])("says the user is not found given %s: 404", async (_case, userId) => {
    expect(await call("POST", "/admin/admins", { as: admin, body: { userId } })).toEqual({
      status: 404,
      body: { error: "User not found", code: "user_not_found" },
    });
  });

  it("says the user is already an admin: 409", async () => {
    expect(await call("POST", "/admin/admins", { as: admin, body: { userId: admin.userId } })).toEqual({
      status: 409,
      body: { error: "User is already an admin", code: "user_already_admin" },
    });
  });

  it("assigns the admin role: 201, and the new admin's next request to an admin endpoint succeeds", async () => {
    const newcomer = await createTestMember(auth, testDb.db);
    expect((await call("GET", "/admin/overview", { as: newcomer })).status).toBe(403);

    const { status, body } = await call("POST", "/admin/admins", {
      as: admin,
      body: { userId: newcomer.userId },
    });

    expect(status).toBe(201);
    const answer = SubscriberResponseSchema.parse(body);
    expect(answer.message).toBe("Admin role assigned");
    expect(answer.user).toMatchObject({ id: newcomer.userId, email: newcomer.email, role: "admin" });
    expect((await call("GET", "/admin/overview", { as: newcomer })).status).toBe(200);
  });
});

describe("GET /users (subscriber search)", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 25; i++)
      await fixtures.insertAccount(testDb.db, { email: `alice-${String(i).padStart(2, "0")}@example.com` });
    await fixtures.insertAccount(testDb.db, { email: "under_score@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "underxscore@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "save100%now@example.com" });
    await fixtures.insertAccount(testDb.db, { email: "save1000now@example.com" });
  });

  const search = async (q: string) => {
    const { status, body } = await call("GET", `/admin/users?q=${encodeURIComponent(q)}`, { as: admin });
    expect(status).toBe(200);
    return SubscriberListSchema.parse(body).users.map((found) => found.email);
  };

  it("finds emails containing the text, whatever its case", async () => {
    expect(await search("ALICE-07")).toEqual(["alice-07@example.com"]);
    expect(await search("E-1")).toEqual(
      expect.arrayContaining(["alice-10@example.com", "alice-19@example.com"]),
    );
  });

  it("answers at most 20 accounts when 25 match", async () => {
    const found = await search("ALICE");
    expect(found).toHaveLength(20);
    expect(found.every((email) => email.startsWith("alice-"))).toBe(true);
  });

  it("searches for % and _ as typed, not as wildcards", async () => {
    expect(await search("under_score")).toEqual(["under_score@example.com"]);
    expect(await search("100%n")).toEqual(["save100%now@example.com"]);
  });

  it("shows each account's plan and role", async () => {
    const { body } = await call("GET", `/admin/users?q=${encodeURIComponent(legend.email.toUpperCase())}`, {
      as: admin,
    });
    expect(SubscriberListSchema.parse(body).users).toEqual([
      expect.objectContaining({
        id: legend.userId,
        email: legend.email,
        tier: "legend",
        subscribed: true,
        source: "stripe",
        role: "user",
      }),
    ]);
  });
});

describe("PUT /users/:id/subscription", () => {
  let target: TestMember;

  beforeAll(async () => {
    target = await createTestMember(auth, testDb.db);
  });

  const check = async () => (await call("POST", "/subscription/check", { as: target })).body;

  it.each(["legend", "creator"] as const)(
    "grants %s for 30 days from now, given by an admin, in force at once",
    async (tier) => {
      const sent = Date.now();
      const { status, body } = await call("PUT", `/admin/users/${target.userId}/subscription`, {
        as: admin,
        body: { tier },
      });
      const answered = Date.now();

      expect(status).toBe(200);
      const { user: subscriber } = SubscriberResponseSchema.parse(body);
      expect(subscriber).toMatchObject({ id: target.userId, tier, subscribed: true, source: "admin" });
      const end = new Date(subscriber.subscriptionEnd!).getTime();
      expect(end).toBeGreaterThanOrEqual(sent + 2_592_000_000);
      expect(end).toBeLessThanOrEqual(answered + ADMIN_GRANT_MS);
      expect(await check()).toMatchObject({
        subscribed: true,
        subscription_tier: tier,
        subscription_end: subscriber.subscriptionEnd,
      });
    },
  );

  it('"none" makes the member free: not subscribed, no end', async () => {
    await call("PUT", `/admin/users/${target.userId}/subscription`, { as: admin, body: { tier: "legend" } });
    const { status, body } = await call("PUT", `/admin/users/${target.userId}/subscription`, {
      as: admin,
      body: { tier: "none" },
    });

    expect(status).toBe(200);
    expect(SubscriberResponseSchema.parse(body).user).toMatchObject({
      tier: "free",
      subscribed: false,
      subscriptionEnd: null,
    });
    expect(await check()).toMatchObject({
      subscribed: false,
      subscription_tier: "free",
      subscription_end: null,
    });
  });

  it.each([
    ["an unknown tier", { tier: "pro" }],
    ["no tier", {}],
    ["a body that is not JSON", "tier=legend"],
  ])("answers 400 to %s and changes nothing", async (_case, body) => {
    const before = await getSubscription(testDb.db, target.userId);
    const { status, body: answer } = await call("PUT", `/admin/users/${target.userId}/subscription`, {
      as: admin,
      body,
    });
    expect(status).toBe(400);
    expect(AdminErrorSchema.parse(answer).issues?.length).toBeGreaterThan(0);
    expect(await getSubscription(testDb.db, target.userId)).toEqual(before);
  });

  it("says an unknown user is not found: 404", async () => {
    expect(
      await call("PUT", "/admin/users/no-such-user/subscription", { as: admin, body: { tier: "legend" } }),
    ).toEqual({
      status: 404,
      body: { error: "User not found", code: "user_not_found" },
    });
  });
});

describe("PUT /users/:id/role", () => {
  it("makes a member an admin and back, replacing their role", async () => {
    const target = await createTestMember(auth, testDb.db);

    const promoted = await call("PUT", `/admin/users/${target.userId}/role`, {
      as: admin,
      body: { role: "admin" },
    });
    expect(promoted.status).toBe(200);
    expect(SubscriberResponseSchema.parse(promoted.body).user.role).toBe("admin");
    expect(await rolesOf(target.userId)).toEqual([{ role: "admin" }]);
    expect((await call("GET", "/admin/overview", { as: target })).status).toBe(200);

    const demoted = await call("PUT", `/admin/users/${target.userId}/role`, {
      as: admin,
      body: { role: "user" },
    });
    expect(demoted.status).toBe(200);
    expect(SubscriberResponseSchema.parse(demoted.body).user.role).toBe("user");
    expect(await rolesOf(target.userId)).toEqual([{ role: "user" }]);
    expect((await call("GET", "/admin/overview", { as: target })).status).toBe(403);
  });

  it("will not let an admin remove their own admin role: 409, still an admin", async () => {
    expect(
      await call("PUT", `/admin/users/${admin.userId}/role`, { as: admin, body: { role: "user" } }),
    ).toEqual({
      status: 409,
      body: { error: "You cannot remove your own admin role", code: "cannot_remove_own_admin" },
    });
    expect(await rolesOf(admin.userId)).toEqual([{ role: "admin" }]);
    expect((await call("GET", "/admin/overview", { as: admin })).status).toBe(200);
  });

  it("answers 400 to a role that does not exist", async () => {
    const target = await fixtures.insertAccount(testDb.db);
    const { status, body } = await call("PUT", `/admin/users/${target}/role`, {
      as: admin,
      body: { role: "owner" },
    });
    expect(status).toBe(400);
    expect(body.error).toBe("Choose user or admin");
    expect(await rolesOf(target)).toEqual([]);
  });
});

describe("admin prompts", () => {
  it("an edited Portuguese title shows on the public API at once, and the seed does not put the old one back", async () => {
    const id = await untouchedCatalogPrompt(false);
    const { body: detail } = await call("GET", `/admin/prompts/${id}`, { as: admin });
    const pt = AdminPromptResponseSchema.parse(detail).prompt.translations.pt!;

    const { status, body } = await call("PATCH", `/admin/prompts/${id}`, {
      as: admin,
      body: { translations: { pt: { ...pt, title: "Título novo da equipe" } } },
    });

    expect(status).toBe(200);
    expect(AdminPromptResponseSchema.parse(body).prompt.titles.pt).toBe("Título novo da equipe");
    expect((await publicPrompt(id)).body.prompt.title).toBe("Título novo da equipe");
    const [row] = await testDb.db
      .select({ customizedAt: prompts.customizedAt })
      .from(prompts)
      .where(eq(prompts.id, id));
    expect(row?.customizedAt).toBeInstanceOf(Date);

    await seedDatabase(testDb.db);
    expect((await publicPrompt(id)).body.prompt.title).toBe("Título novo da equipe");
  });

  it("marks a prompt premium, which locks its text for a free member, and back", async () => {
    const id = await untouchedCatalogPrompt(false);
    const premium = await call("PATCH", `/admin/prompts/${id}`, {
      as: admin,
      body: { isPremium: true },
    });
    expect(premium.status).toBe(200);
    expect(AdminPromptResponseSchema.parse(premium.body).prompt.isPremium).toBe(true);
    expect((await publicPrompt(id, free)).body.prompt).toMatchObject({ isPremium: true, locked: true });

    await call("PATCH", `/admin/prompts/${id}`, { as: admin, body: { isPremium: false } });
    expect((await publicPrompt(id, free)).body.prompt.isPremium).toBe(false);
  });

  it("hides an unpublished prompt from the public API (404 to a visitor) until it is published again", async () => {
    const id = await untouchedCatalogPrompt(false);
    const hidden = await call("PATCH", `/admin/prompts/${id}`, {
      as: admin,
      body: { isPublished: false },
    });
    expect(hidden.status).toBe(200);
    expect(AdminPromptResponseSchema.parse(hidden.body).prompt.isPublished).toBe(false);
    expect(await publicPrompt(id)).toEqual({ status: 404, body: { error: "Prompt not found" } });

    await call("PATCH", `/admin/prompts/${id}`, { as: admin, body: { isPublished: true } });
    expect((await publicPrompt(id)).status).toBe(200);
  });

  it("deletes a prompt: gone from the admin and the public API", async () => {
    const id = await untouchedCatalogPrompt(true);
    expect(await call("DELETE", `/admin/prompts/${id}`, { as: admin })).toEqual({
      status: 200,
      body: { deleted: true, id },
    });

    expect(await call("GET", `/admin/prompts/${id}`, { as: admin })).toEqual({
      status: 404,
      body: { error: "Prompt not found", code: "prompt_not_found" },
    });
    expect((await publicPrompt(id, admin)).status).toBe(404);
    expect((await call("DELETE", `/admin/prompts/${id}`, { as: admin })).status).toBe(404);
  });

  it.each([
    ["nothing to change", {}],
    ["translations with no language in them", { translations: {} }],
    ["a premium flag that is not true or false", { isPremium: "sometimes" }],
    ["an empty category", { categoryId: "" }],
    [
      "a translation without a title",
      {
        translations: {
          pt: { title: " ", description: "Descrição", promptText: "Texto", tags: [], steps: [] },
        },
      },
    ],
    ["a body that is not JSON", "isPremium=true"],
  ])("answers 400 with the issues to %s, and changes nothing", async (_case, body) => {
    const before = await getAdminPrompt(testDb.db, 3);
    const entries = await auditTotal();

    const { status, body: answer } = await call("PATCH", "/admin/prompts/3", { as: admin, body });

    expect(status).toBe(400);
    expect(AdminErrorSchema.parse(answer).issues?.length).toBeGreaterThan(0);
    expect(await getAdminPrompt(testDb.db, 3)).toEqual(before);
    expect(await auditTotal()).toBe(entries);
  });

  it("says which: a category that does not exist is 404 and changes nothing", async () => {
    const before = await getAdminPrompt(testDb.db, 3);
    expect(
      await call("PATCH", "/admin/prompts/3", { as: admin, body: { categoryId: "no-such-category" } }),
    ).toEqual({
      status: 404,
      body: { error: "Category not found", code: "category_not_found" },
    });
    expect(await getAdminPrompt(testDb.db, 3)).toEqual(before);
  });

  it.each(["999999", "abc", "0"])("answers 404 for prompt id %s", async (id) => {
    expect((await call("GET", `/admin/prompts/${id}`, { as: admin })).status).toBe(404);
    expect(
      (await call("PATCH", `/admin/prompts/${id}`, { as: admin, body: { isPremium: true } })).status,
    ).toBe(404);
    expect((await call("DELETE", `/admin/prompts/${id}`, { as: admin })).status).toBe(404);
  });

  describe("GET /prompts filters", () => {
    let memberPrompt: number;
    let hiddenMemberPrompt: number;

    beforeAll(async () => {
      memberPrompt = await fixtures.insertMemberPrompt(
        testDb.db,
        free.userId,
        "Legendas para Padaria Artesanal",
        {
          categoryId: "finance",
        },
      );
      hiddenMemberPrompt = await fixtures.insertMemberPrompt(testDb.db, free.userId, "Rascunho escondido", {
        isPublished: false,
      });
    });

    const list = async (query: string) => {
      const { status, body } = await call("GET", `/admin/prompts?limit=100&${query}`, { as: admin });
      expect(status).toBe(200);
      const { items, total } = AdminPromptListSchema.parse(body);
      expect(total).toBe(items.length);
      return items;
    };
    const idsWhere = async (where: SQL) =>
      (await testDb.db.select({ id: prompts.id }).from(prompts).where(where).orderBy(asc(prompts.id))).map(
        (row) => row.id,
      );

    it("by category, member prompts included", async () => {
      const items = await list("category=finance");
      expect(items.map((item) => item.id)).toEqual(await idsWhere(eq(prompts.categoryId, "finance")));
      expect(items.map((item) => item.id)).toContain(memberPrompt);
    });

    it("by premium flag", async () => {
      expect((await list("premium=true")).map((item) => item.id)).toEqual(
        await idsWhere(eq(prompts.isPremium, true)),
      );
      expect((await list("premium=false")).map((item) => item.id)).toEqual(
        await idsWhere(eq(prompts.isPremium, false)),
      );
    });

    it("by published flag", async () => {
      const hidden = await list("published=false");
      expect(hidden.map((item) => item.id)).toEqual(await idsWhere(eq(prompts.isPublished, false)));
      expect(hidden.map((item) => item.id)).toContain(hiddenMemberPrompt);
    });

    it("by source", async () => {
      const member = await list("source=member");
      expect(member.map((item) => item.id)).toEqual(await idsWhere(eq(prompts.source, "member")));
      expect(member.every((item) => item.authorEmail === free.email)).toBe(true);
      expect(
        (await list("source=catalog")).every(
          (item) => item.source === "catalog" && item.authorEmail === null,
        ),
      ).toBe(true);
    });

    it("by part of a title in any case, or by id", async () => {
      expect((await list("q=PADARIA")).map((item) => item.id)).toEqual([memberPrompt]);
      expect((await list(`q=${memberPrompt}`)).map((item) => item.id)).toEqual([memberPrompt]);
    });

    it("combined", async () => {
      expect((await list("source=member&published=true&category=finance")).map((item) => item.id)).toEqual([
        memberPrompt,
      ]);
    });

    it("answers 400 to a filter value it does not know", async () => {
      expect((await call("GET", "/admin/prompts?source=robots", { as: admin })).status).toBe(400);
    });
  });
});

describe("admin categories", () => {
  const AI_AGENTS = {
    id: "ai-agents",
    titleEn: "AI Agents",
    titlePt: "Agentes de IA",
    icon: "bot",
    color: "#A1B2C3",
    position: 13,
  };

  it("creates a category, listed publicly in Portuguese, and refuses the same id twice", async () => {
    const { status, body } = await call("POST", "/admin/categories", { as: admin, body: AI_AGENTS });

    expect(status).toBe(201);
    expect(AdminCategoryResponseSchema.parse(body).category).toEqual({
      ...AI_AGENTS,
      color: "#a1b2c3",
      promptCount: 0,
    });
    expect((await publicCategories()).body.categories).toContainEqual({
      id: "ai-agents",
      title: "Agentes de IA",
      icon: "bot",
      color: "#a1b2c3",
      promptCount: 0,
    });

    expect(
      await call("POST", "/admin/categories", { as: admin, body: { ...AI_AGENTS, titleEn: "Other" } }),
    ).toEqual({
      status: 409,
      body: { error: "A category with this id already exists", code: "category_exists" },
    });
  });

  it("updates titles, icon, colour and order, as the public list then shows", async () => {
    const { status } = await call("PATCH", "/admin/categories/ai-agents", {
      as: admin,
      body: { titleEn: "Agents", titlePt: "Agentes", icon: "sparkles", color: "#0f0f0f", position: 1 },
    });
    expect(status).toBe(200);

    const [first] = (await publicCategories()).body.categories;
    expect(first).toEqual({
      id: "ai-agents",
      title: "Agentes",
      icon: "sparkles",
      color: "#0f0f0f",
      promptCount: 0,
    });
    expect(
      (await call<{ categories: { title: string }[] }>("GET", "/categories?lang=en")).body.categories[0]
        ?.title,
    ).toBe("Agents");
  });

  it.each([
    ["a colour that is not #rrggbb", { color: "red" }, "A colour is written #rrggbb"],
    ["an icon that is not offered", { icon: "skull" }, "Choose one of the available icons"],
    ["an order below 1", { position: 0 }, "Order starts at 1"],
    ["an empty title", { titlePt: "  " }, "This field is required"],
  ])("answers 400 to %s, creating and changing nothing", async (_case, change, message) => {
    const before = await listAdminCategories(testDb.db);

    const created = await call("POST", "/admin/categories", {
      as: admin,
      body: { ...AI_AGENTS, id: "rejected", ...change },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(message);
    const updated = await call("PATCH", "/admin/categories/ai-agents", { as: admin, body: change });
    expect(updated.status).toBe(400);
    expect(updated.body.error).toBe(message);

    expect(await listAdminCategories(testDb.db)).toEqual(before);
  });

  it("refuses to delete a category that still has prompts: 409, still listed", async () => {
    expect(await call("DELETE", "/admin/categories/finance", { as: admin })).toEqual({
      status: 409,
      body: {
        error: "This category still has prompts; move or delete them first",
        code: "category_not_empty",
      },
    });
    expect((await publicCategories()).body.categories.map((category) => category.id)).toContain("finance");
  });

  it("deletes an empty category", async () => {
    expect(await call("DELETE", "/admin/categories/ai-agents", { as: admin })).toEqual({
      status: 200,
      body: { deleted: true, id: "ai-agents" },
    });
    expect((await publicCategories()).body.categories.map((category) => category.id)).not.toContain(
      "ai-agents",
    );
  });

  it("says an unknown category is not found: 404", async () => {
    const notFound = { status: 404, body: { error: "Category not found", code: "category_not_found" } };
    expect(
      await call("PATCH", "/admin/categories/no-such-category", { as: admin, body: { icon: "code" } }),
    ).toEqual(notFound);
    expect(await call("DELETE", "/admin/categories/no-such-category", { as: admin })).toEqual(notFound);
  });
});

describe("admin messages", () => {
  const messages = async (query = "") =>
    ContactMessageListSchema.parse((await call("GET", `/admin/messages${query}`, { as: admin })).body)
      .messages;

  it("lists a stored contact message as new, and marks it handled", async () => {
    const id = await storeMessage("Parceria com padarias");

    expect(await messages()).toContainEqual(
      expect.objectContaining({
        id,
        name: "Ana Souza",
        email: "ana@example.com",
        subject: "Parceria com padarias",
        message: "Vocês têm prompts para padarias?",
        locale: "pt",
        status: "new",
        handledAt: null,
      }),
    );

    expect(await call("POST", `/admin/messages/${id}/handled`, { as: admin })).toEqual({
      status: 200,
      body: { id, status: "handled" },
    });

    const handled = (await messages("?status=handled")).find((message) => message.id === id);
    expect(handled).toMatchObject({ status: "handled", handledAt: expect.any(String) });
    expect((await messages("?status=new")).map((message) => message.id)).not.toContain(id);
  });

  it.each(["999999", "abc"])("says message %s is not found: 404", async (id) => {
    expect(await call("POST", `/admin/messages/${id}/handled`, { as: admin })).toEqual({
      status: 404,
      body: { error: "Message not found", code: "message_not_found" },
    });
  });
});

describe("GET /audit", () => {
  it("records every change with who, what, the target, before and after, newest first", async () => {
    const tierTarget = await fixtures.insertAccount(testDb.db);
    const roleTarget = await fixtures.insertAccount(testDb.db);
    const newAdmin = await fixtures.insertAccount(testDb.db);
    const editedPrompt = await untouchedCatalogPrompt(true);
    const deletedPrompt = await fixtures.insertMemberPrompt(testDb.db, free.userId, "Prompt para apagar");
    const message = await storeMessage("Auditoria");
    const totalBefore = await auditTotal();

    const changes: [string, string, unknown?][] = [
      ["PUT", `/admin/users/${tierTarget}/subscription`, { tier: "legend" }],
      ["PUT", `/admin/users/${roleTarget}/role`, { role: "admin" }],
      ["POST", "/admin/admins", { userId: newAdmin }],
      ["PATCH", `/admin/prompts/${editedPrompt}`, { isPremium: false }],
      ["DELETE", `/admin/prompts/${deletedPrompt}`],
      [
        "POST",
        "/admin/categories",
        {
          id: "audited",
          titleEn: "Audited",
          titlePt: "Auditada",
          icon: "code",
          color: "#101010",
          position: 40,
        },
      ],
      ["PATCH", "/admin/categories/audited", { titlePt: "Auditada de novo" }],
      ["DELETE", "/admin/categories/audited"],
      ["POST", `/admin/messages/${message}/handled`],
    ];
    for (const [method, path, body] of changes) {
      expect((await call(method, path, { as: admin, body })).status, `${method} ${path}`).toBeLessThan(300);
    }

    const { status, body: answer } = await call("GET", `/admin/audit?limit=${changes.length}`, { as: admin });
    expect(status).toBe(200);
    const body = AuditListSchema.parse(answer);
    expect(body.total).toBe(totalBefore + changes.length);
    expect(body.entries.every((entry) => entry.actorEmail === admin.email)).toBe(true);
    expect(
      body.entries.map(({ action, targetType, targetId, before, after }) => ({
        action,
        targetType,
        targetId,
        before,
        after,
      })),
    ).toEqual(
      [
        {
          action: "user.subscription",
          targetType: "user",
          targetId: tierTarget,
          before: expect.objectContaining({ tier: "free" }),
          after: expect.objectContaining({ tier: "legend", source: "admin" }),
        },
        {
          action: "user.role",
          targetType: "user",
          targetId: roleTarget,
          before: { role: "user" },
          after: { role: "admin" },
        },
        {
          action: "user.role",
          targetType: "user",
          targetId: newAdmin,
          before: { role: "user" },
          after: { role: "admin" },
        },
        {
          action: "prompt.update",
          targetType: "prompt",
          targetId: String(editedPrompt),
          before: { isPremium: true },
          after: { isPremium: false },
        },
        {
          action: "prompt.delete",
          targetType: "prompt",
          targetId: String(deletedPrompt),
          before: expect.objectContaining({ source: "member" }),
          after: null,
        },
        {
          action: "category.create",
          targetType: "category",
          targetId: "audited",
          before: null,
          after: expect.objectContaining({ titlePt: "Auditada" }),
        },
        {
          action: "category.update",
          targetType: "category",
          targetId: "audited",
          before: { titlePt: "Auditada" },
          after: { titlePt: "Auditada de novo" },
        },
        {
          action: "category.delete",
          targetType: "category",
          targetId: "audited",
          before: expect.objectContaining({ titlePt: "Auditada de novo" }),
          after: null,
        },
        {
          action: "message.handled",
          targetType: "message",
          targetId: String(message),
          before: { status: "new" },
          after: { status: "handled" },
        },
      ].reverse(),
    );
    const times = body.entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("GET /overview", () => {
  it("counts accounts, paying members per tier, prompts, copies of the last 7 days and new messages", async () => {
    const overview = async () => {
      const { status, body } = await call("GET", "/admin/overview", { as: admin });
      expect(status).toBe(200);
      return AdminOverviewSchema.parse(body);
    };
    const before = await overview();

    const newCreator = await fixtures.insertAccount(testDb.db);
    const newLegend = await fixtures.insertAccount(testDb.db);
    await fixtures.insertAccount(testDb.db);
    await fixtures.subscribe(testDb.db, newCreator, "creator");
    await fixtures.subscribe(testDb.db, newLegend, "legend");
    await fixtures.insertMemberPrompt(testDb.db, newCreator, "Prompt novo para a visão geral");
    expect(await sendEvent(1, "copy", "198.51.100.1")).toBe(202);
    expect(await sendEvent(1, "copy", "198.51.100.2")).toBe(202);
    expect(await sendEvent(2, "share", "198.51.100.1")).toBe(202);
    await testDb.db.insert(promptEvents).values({
      promptId: 1,
      kind: "copy",
      clientKey: "an-old-copy",
      createdAt: new Date(Date.now() - 8 * DAY_MS),
    });
    await storeMessage("Primeira");
    const handled = await storeMessage("Segunda");
    await call("POST", `/admin/messages/${handled}/handled`, { as: admin });

    const after = await overview();
    expect({
      users: after.users - before.users,
      creator: after.paying.creator - before.paying.creator,
      legend: after.paying.legend - before.paying.legend,
      prompts: after.prompts.total - before.prompts.total,
      memberPrompts: after.prompts.member - before.prompts.member,
      copies: after.copiesLast7Days - before.copiesLast7Days,
      newMessages: after.newMessages - before.newMessages,
    }).toEqual({ users: 3, creator: 1, legend: 1, prompts: 1, memberPrompts: 1, copies: 2, newMessages: 1 });
  });
});
