import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { user } from "~/server/accounts/schema";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { insertMemberPrompt, subscribe } from "~/server/admin/testing.server";
import { exportPersonalData } from "~/server/features.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { mailOutbox } from "~/server/mail/schema";
import { notifications } from "~/server/notifications/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { promptRequests } from "./schema";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let admin: TestMember;
let explorer: TestMember;
const clock = createTestClock(new Date());

const REQUEST = {
  purpose: "A prompt that turns a client's brief into a week of Instagram captions for a bakery.",
  aiTool: "chatgpt",
  example: "Monday: fresh sourdough, 7 a.m. Tag a friend who needs breakfast.",
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, clock }));
  [admin, explorer] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await grantAdmin(testDb.db, admin.email);
}, 120_000);
afterAll(() => testDb.close());

async function paying(tier: "creator" | "legend", language: "en" | "pt" = "pt") {
  const member = await createTestMember(auth, testDb.db);
  await subscribe(testDb.db, member.userId, tier);
  await testDb.db.update(user).set({ language }).where(eq(user.id, member.userId));
  return member;
}

const mailsTo = (email: string) =>
  testDb.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe("who may request a prompt", () => {
  it("an Explorer is refused and pointed to the plans; a visitor must sign in", async () => {
    const refused = await callApi(app, "POST", "/requests", explorer, REQUEST);
    expect(refused).toMatchObject({ status: 403, body: { code: "plan_required", upgradeUrl: "/pricing" } });
    expect((await callApi(app, "GET", "/requests", explorer)).body).toEqual({
      requests: [],
      waiting: 0,
      limit: 5,
    });
    expect((await callApi(app, "POST", "/requests", undefined, REQUEST)).status).toBe(401);
  });

  it("a Creator's request is checked field by field, then kept open", async () => {
    const creator = await paying("creator");
    const invalid = await callApi(app, "POST", "/requests", creator, {
      purpose: "short",
      aiTool: "skynet",
      example: "x".repeat(2001),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      "aiTool",
      "example",
      "purpose",
    ]);
    expect((await callApi(app, "POST", "/requests", creator, "not json")).status).toBe(400);

    const sent = await callApi(app, "POST", "/requests", creator, REQUEST);
    expect(sent.status).toBe(201);
    expect(sent.body.request).toMatchObject({ ...REQUEST, status: "open", answer: null, prompt: null });
    const mine = await callApi(app, "GET", "/requests", creator);
    expect(mine.body).toMatchObject({ waiting: 1, requests: [{ id: sent.body.request.id }] });
    // Another member reads only their own.
    expect((await callApi(app, "GET", "/requests", explorer)).body.requests).toEqual([]);
  });

  it("at most 5 wait at once, even when sent together; an answer frees a place", async () => {
    const legend = await paying("legend");
    for (let i = 0; i < 3; i++)
      expect((await callApi(app, "POST", "/requests", legend, REQUEST)).status).toBe(201);
    const together = await Promise.all(
      [0, 1, 2].map(() => callApi(app, "POST", "/requests", legend, REQUEST)),
    );
    expect(together.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const limited = together.find((answer) => answer.status === 409)!;
    expect(limited.body).toMatchObject({ code: "open_limit" });
    expect(limited.body.error).toMatch(/5 requests waiting/);

    const [first] = await testDb.db
      .select({ id: promptRequests.id })
      .from(promptRequests)
      .where(eq(promptRequests.userId, legend.userId))
      .limit(1);
    const declined = await callApi(app, "PUT", `/admin/prompt-requests/${first!.id}`, admin, {
      status: "declined",
      answer: "The library already has this one: see the bakery captions prompt.",
    });
    expect(declined.status).toBe(200);
    expect((await callApi(app, "POST", "/requests", legend, REQUEST)).status).toBe(201);
  });
});

describe("an admin answers", () => {
  it("lists requests in the inbox for admins only, and answers one: status, answer, linked prompt, notification and mail", async () => {
    const creator = await paying("creator", "en");
    const sent = await callApi(app, "POST", "/requests", creator, REQUEST);
    const id = sent.body.request.id as number;

    expect((await callApi(app, "GET", "/admin/prompt-requests", creator)).status).toBe(403);
    const inbox = await callApi(app, "GET", "/admin/prompt-requests?status=open", admin);
    expect(inbox.status).toBe(200);
    expect(inbox.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      status: "open",
      locale: "en",
      requester: { id: creator.userId, email: creator.email },
    });
    expect((await callApi(app, "GET", "/admin/prompt-requests?status=lost", admin)).status).toBe(400);

    const inProgress = await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, {
      status: "in_progress",
      answer: "We're on it.",
    });
    expect(inProgress.status).toBe(200);

    // Done needs a prompt, and a prompt that exists and is published.
    const noPrompt = await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, { status: "done" });
    expect(noPrompt.status).toBe(400);
    expect(noPrompt.body.issues[0].path).toEqual(["prompt"]);
    const missing = await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, {
      status: "done",
      prompt: "999999",
    });
    expect(missing).toMatchObject({ status: 400, body: { code: "prompt_not_found" } });
    const hidden = await insertMemberPrompt(testDb.db, admin.userId, "Rascunho", { isPublished: false });
    expect(
      (
        await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, {
          status: "done",
          prompt: String(hidden),
        })
      ).body,
    ).toMatchObject({ code: "prompt_not_found" });
    expect((await callApi(app, "PUT", "/admin/prompt-requests/abc", admin, { status: "done" })).status).toBe(
      404,
    );

    const done = await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, {
      status: "done",
      answer: "Here it is, with a version for Reels too.",
      prompt: "http://localhost/prompt/1",
    });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({ status: "done", prompt: { id: 1 } });

    const mine = (await callApi(app, "GET", "/requests", creator)).body.requests[0];
    expect(mine).toMatchObject({
      status: "done",
      answer: "Here it is, with a version for Reels too.",
      prompt: { id: 1, title: expect.any(String) },
    });

    // The newer answer replaced the unread one: one notification, saying it is done.
    const bell = await callApi(app, "GET", "/me/notifications", creator);
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({
      kind: "prompt_request",
      url: `/requests#request-${id}`,
      detail: { status: "done" },
      actor: null,
    });
    const subjects = (await mailsTo(creator.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The team is writing the prompt you asked for/),
        expect.stringMatching(/^The prompt you asked for is ready: “A prompt that turns/),
      ]),
    );

    const audit = await listAuditLog(testDb.db, { limit: 20, offset: 0 });
    expect(
      audit.items.find((entry) => entry.action === "request.answer" && entry.targetId === String(id)),
    ).toMatchObject({
      actorEmail: admin.email,
      targetType: "prompt_request",
      after: { status: "done", promptId: 1, answered: true },
    });

    // Sending the same answer again changes nothing and tells no one.
    await callApi(app, "PUT", `/admin/prompt-requests/${id}`, admin, {
      status: "done",
      answer: "Here it is, with a version for Reels too.",
      prompt: "/prompt/1",
    });
    const rows = await testDb.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipientId, creator.userId), eq(notifications.kind, "prompt_request")));
    expect(rows).toHaveLength(1);

    const exported = (await exportPersonalData(testDb.db, creator.userId)) as unknown as {
      promptRequests: { requests: { purpose: string; status: string }[] };
    };
    expect(exported.promptRequests.requests).toEqual([
      expect.objectContaining({ purpose: REQUEST.purpose, status: "done" }),
    ]);
  });
});
