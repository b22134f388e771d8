import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createAi } from "~/server/ai/ai.server";
import type { AiConfig } from "~/server/ai/config.server";
import { startFakeOpenAi, type FakeOpenAi } from "~/server/ai/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestClock, type TestClock } from "~/server/jobs/clock.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let testDb: TestDatabase;
let auth: Auth;
let fake: FakeOpenAi;
let clock: TestClock;
let model: Hono;
let offline: Hono;
let legend: TestMember;
let other: TestMember;
let creator: TestMember;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const aiConfig = (baseUrl: string | undefined): AiConfig => ({
  baseUrl,
  apiKey: "test-key",
  model: "test-model",
  dailyMessages: 1_000,
  timeoutMs: 2_000,
  offlinePaceMs: 0,
});

/** Through the app with the model behind the local OpenAI-compatible server, unless told offline. */
const call = (method: string, path: string, member?: TestMember, body?: unknown, app = model) =>
  callApi(app, method, path, member, body) as Promise<{ status: number; body: Json }>;

const DAY = "2026-12-01";

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  fake = await startFakeOpenAi();
  clock = createTestClock(new Date("2026-11-25T10:00:00Z"));
  const database = async () => testDb.db;
  model = new Hono().route(
    "/api/v1",
    createApiV1({ database, clock, ai: createAi({ database, config: aiConfig(fake.url) }) }),
  );
  offline = new Hono().route(
    "/api/v1",
    createApiV1({ database, clock, ai: createAi({ database, config: aiConfig(undefined) }) }),
  );
  [legend, other, creator] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await Promise.all([
    grantPlan(testDb.db, legend.userId, "legend"),
    grantPlan(testDb.db, other.userId, "legend"),
    grantPlan(testDb.db, creator.userId, "creator"),
  ]);
});
afterAll(async () => {
  await fake.close();
  await testDb.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = { kind: "answer", pieces: ["Noted."] };
});

async function makeProject(member: TestMember, body: Json) {
  const made = await call("POST", "/projects", member, body);
  expect(made.status).toBe(201);
  return made.body.project as Json;
}

describe("projects through the API", () => {
  it("makes-one-with-a-name-unique-whatever-its-case-a-palette-colour-and-bounded-instructions", async () => {
    const project = await makeProject(legend, { name: "  Wedding  ", instructions: "Formal tone." });
    expect(project).toMatchObject({
      name: "Wedding",
      color: "blue",
      instructions: "Formal tone.",
      counts: { prompts: 0, conversations: 0, calendarEntries: 0 },
    });
    const twin = await call("POST", "/projects", legend, { name: "WEDDING" });
    expect(twin).toMatchObject({ status: 409, body: { code: "project_exists" } });
    // Another member's names are theirs.
    await makeProject(other, { name: "Wedding", color: "pink" });

    const badColour = await call("POST", "/projects", legend, { name: "Paint", color: "#ff0000" });
    expect(badColour.status).toBe(400);
    expect(badColour.body.issues[0].path).toEqual(["color"]);
    const tooLong = await call("POST", "/projects", legend, {
      name: "Long",
      instructions: "x".repeat(4_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues[0].path).toEqual(["instructions"]);
    expect((await call("POST", "/projects", legend, { name: "" })).status).toBe(400);
    expect((await call("POST", "/projects", legend, { name: "x".repeat(61) })).status).toBe(400);

    const changed = await call("PATCH", `/projects/${project.id}`, legend, {
      color: "teal",
      name: "wedding",
    });
    expect(changed.body.project).toMatchObject({ name: "wedding", color: "teal" });
    expect((await call("PATCH", `/projects/${project.id}`, legend, {})).status).toBe(400);
  });

  it("another-members-project-does-not-exist-and-cannot-hold-your-things", async () => {
    const theirs = await makeProject(other, { name: "Secret plans" });
    expect((await call("GET", `/projects/${theirs.id}`, legend)).status).toBe(404);
    expect((await call("PATCH", `/projects/${theirs.id}`, legend, { name: "Mine" })).status).toBe(404);
    expect((await call("DELETE", `/projects/${theirs.id}`, legend)).status).toBe(404);
    expect((await call("GET", "/projects/not-a-uuid", legend)).body.code).toBe("project_not_found");

    const intoTheirs = await call("POST", "/locker/prompts", legend, {
      title: "Mine",
      content: "Text",
      projectId: theirs.id,
    });
    expect(intoTheirs).toMatchObject({ status: 404, body: { code: "project_not_found" } });
    const chat = await call("POST", "/chat", legend, { message: "Hello", projectId: theirs.id });
    expect(chat.status).toBe(404);
    const entry = await call("POST", "/calendar", legend, {
      promptId: 1,
      date: DAY,
      projectId: theirs.id,
    });
    expect(entry).toMatchObject({ status: 404, body: { code: "project_not_found" } });
  });

  it("is-legends-to-make-and-fill-and-a-former-legend-member-still-reads-what-they-own", async () => {
    expect((await call("GET", "/projects")).status).toBe(401);
    expect((await call("GET", "/projects", creator)).body).toEqual({ items: [] });
    const refused = await call("POST", "/projects", creator, { name: "Mine" });
    expect(refused).toMatchObject({ status: 403, body: { error: "Projects are part of the Legend plan" } });

    const leaving = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, leaving.userId, "legend");
    const project = await makeProject(leaving, { name: "Launch", instructions: "Short answers." });
    const saved = await call("POST", "/locker/prompts", leaving, {
      title: "Launch email",
      content: "Write it",
      projectId: project.id,
    });
    const entry = await call("POST", "/calendar", leaving, { promptId: 1, date: DAY, projectId: project.id });
    expect(entry.status).toBe(201);
    await grantPlan(testDb.db, leaving.userId, "creator");

    const listed = await call("GET", "/projects", leaving);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        name: "Launch",
        counts: { prompts: 1, conversations: 0, calendarEntries: 1 },
      }),
    ]);
    expect((await call("GET", `/projects/${project.id}`, leaving)).status).toBe(200);
    const inProject = await call("GET", `/locker/prompts?project=${project.id}`, leaving);
    expect(inProject.body.items.map((prompt: Json) => prompt.id)).toEqual([saved.body.prompt.id]);
    const month = await call("GET", `/calendar?month=2026-12&project=${project.id}`, leaving);
    expect(month.body.entries).toHaveLength(1);

    expect((await call("PATCH", `/projects/${project.id}`, leaving, { name: "Mine" })).status).toBe(403);
    expect((await call("DELETE", `/projects/${project.id}`, leaving)).status).toBe(403);
    const moveOut = await call("PATCH", `/calendar/${entry.body.entry.id}`, leaving, { projectId: null });
    expect(moveOut).toMatchObject({ status: 403, body: { code: "projects_not_in_plan" } });
  });

  it("sends-the-projects-instructions-to-the-model-with-every-answer-in-it-and-the-next-after-a-change", async () => {
    const project = await makeProject(legend, {
      name: "Bakery",
      instructions: "Always answer as a pastry chef.\nKeep it under 50 words.",
    });
    const started = await call("POST", "/chat", legend, {
      message: "Ideas for a menu?",
      projectId: project.id,
    });
    expect(started.status).toBe(200);
    const system = fake.requests[0]!.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Promptário's assistant");
    expect(system.content).toContain("“Bakery”");
    expect(system.content).toContain("Always answer as a pastry chef.\nKeep it under 50 words.");
    expect(fake.requests[0]!.messages.at(-1)).toEqual({ role: "user", content: "Ideas for a menu?" });

    const conversationId = started.body.conversationId as string;
    expect((await call("GET", `/chat/conversations/${conversationId}`, legend)).body.projectId).toBe(
      project.id,
    );
    await call("PATCH", `/projects/${project.id}`, legend, { instructions: "Answer in one line." });
    await call("POST", "/chat", legend, { message: "And drinks?", conversationId });
    expect(fake.requests[1]!.messages[0]!.content).toContain("Answer in one line.");
    expect(fake.requests[1]!.messages[0]!.content).not.toContain("pastry chef");

    // Out of the project, the answer goes without them; a conversation outside any has none.
    const moved = await call("PATCH", `/chat/conversations/${conversationId}`, legend, { projectId: null });
    expect(moved.body).toMatchObject({ id: conversationId, projectId: null });
    await call("POST", "/chat", legend, { message: "Once more", conversationId });
    expect(fake.requests[2]!.messages[0]!.content).not.toContain("Bakery");
  });

  it("lists-conversations-by-project-and-moves-them-in-and-out", async () => {
    const project = await makeProject(legend, { name: "Podcast", color: "violet" });
    const inside = await call("POST", "/chat", legend, { message: "Episode titles", projectId: project.id });
    const outside = await call("POST", "/chat", legend, { message: "Something else" });
    const ids = async (query: string) =>
      (await call("GET", `/chat/conversations?${query}`, legend)).body.items.map((item: Json) => item.id);
    expect(await ids(`project=${project.id}`)).toEqual([inside.body.conversationId]);
    expect(await ids("project=none")).toContain(outside.body.conversationId);
    expect(await ids("project=none")).not.toContain(inside.body.conversationId);
    expect((await call("GET", "/chat/conversations?project=nope", legend)).status).toBe(400);

    await call("PATCH", `/chat/conversations/${outside.body.conversationId}`, legend, {
      projectId: project.id,
    });
    expect(await ids(`project=${project.id}`)).toEqual([
      outside.body.conversationId,
      inside.body.conversationId,
    ]);
  });

  it("the-offline-assistant-says-it-follows-the-instructions-and-suggests-the-projects-saved-prompts-first", async () => {
    const project = await makeProject(legend, {
      name: "Clinic",
      instructions: "Patients are children; keep a gentle tone.",
    });
    await call("POST", "/locker/prompts", legend, {
      title: "Vaccination reminder for parents",
      description: "A friendly note before the visit",
      content: "Remind [parent name] that [child] has a vaccination on [date].",
      projectId: project.id,
    });
    // The same prompt outside the project is not offered as the project's.
    await call("POST", "/locker/prompts", legend, { title: "Vaccination reminder, general", content: "x" });

    const answer = await call(
      "POST",
      "/chat",
      legend,
      { message: "Write a vaccination reminder", projectId: project.id },
      offline,
    );
    expect(answer.status).toBe(200);
    const text = answer.body.response as string;
    expect(text).toMatch(
      /^I am following the instructions of your project \*\*Clinic\*\*: “Patients are children; keep a gentle tone\.”/,
    );
    expect(text).toMatch(
      /### 1\. \[Vaccination reminder for parents\]\(\/prompt-locker\?project=[0-9a-f-]{36}&edit=[0-9a-f-]{36}\) \(saved in Clinic\)/,
    );
    expect(text).toContain("`[parent name]`, `[child]`, `[date]`");
    expect(text).not.toContain("Vaccination reminder, general");

    const outside = await call("POST", "/chat", legend, { message: "Write a vaccination reminder" }, offline);
    expect(outside.body.response).not.toContain("following the instructions");
    expect(outside.body.response).not.toContain("saved in");
  });

  it("deleting-keeps-what-it-held-in-no-project-and-undo-puts-it-back", async () => {
    const project = await makeProject(legend, {
      name: "Moving house",
      color: "amber",
      instructions: "Lists.",
    });
    const prompt = await call("POST", "/locker/prompts", legend, {
      title: "Packing list",
      content: "List",
      projectId: project.id,
    });
    const chat = await call("POST", "/chat", legend, { message: "Boxes?", projectId: project.id });
    const entry = await call("POST", "/calendar", legend, { promptId: 1, date: DAY, projectId: project.id });
    expect(entry.status).toBe(201);

    const deleted = await call("DELETE", `/projects/${project.id}`, legend);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      project: { name: "Moving house" },
      counts: { prompts: 1, conversations: 1, calendarEntries: 1 },
      restorableUntil: "2026-11-25T11:00:00.000Z",
    });
    expect((await call("GET", `/projects/${project.id}`, legend)).status).toBe(404);
    const promptAfter = await call("GET", `/locker/prompts/${prompt.body.prompt.id}`, legend);
    expect(promptAfter.body.prompt).toMatchObject({ title: "Packing list", projectId: null });
    const chatAfter = await call("GET", `/chat/conversations/${chat.body.conversationId}`, legend);
    expect(chatAfter.body).toMatchObject({ projectId: null });
    expect(chatAfter.body.messages).toHaveLength(2);
    const entryAfter = await call("GET", `/calendar/${entry.body.entry.id}`, legend);
    expect(entryAfter.body.entry).toMatchObject({ date: DAY, projectId: null });

    // Meanwhile the prompt went into another project: undo leaves it there.
    const elsewhere = await makeProject(legend, { name: "Elsewhere" });
    await call("PATCH", `/locker/prompts/${prompt.body.prompt.id}`, legend, { projectId: elsewhere.id });

    const restored = await call("POST", `/projects/${project.id}/restore`, legend);
    expect(restored.status).toBe(201);
    expect(restored.body.project).toMatchObject({
      id: project.id,
      name: "Moving house",
      color: "amber",
      instructions: "Lists.",
      counts: { prompts: 0, conversations: 1, calendarEntries: 1 },
    });
    expect((await call("POST", `/projects/${project.id}/restore`, legend)).status).toBe(404);
    // Someone else cannot restore it, and an hour later nobody can.
    await call("DELETE", `/projects/${project.id}`, legend);
    expect((await call("POST", `/projects/${project.id}/restore`, other)).status).toBe(404);
    clock.advance(61 * 60 * 1000);
    expect((await call("POST", `/projects/${project.id}/restore`, legend)).body.code).toBe(
      "deleted_project_not_found",
    );
  });

  it("the-former-folder-endpoints-still-answer-on-projects", async () => {
    const made = await call("POST", "/locker/categories", legend, { name: "Old client" });
    expect(made.status).toBe(201);
    expect(made.body.category).toEqual({ id: expect.any(String), name: "Old client", promptCount: 0 });
    const saved = await call("POST", "/locker/prompts", legend, {
      title: "Old way",
      content: "Text",
      categoryId: made.body.category.id,
    });
    expect(saved.body.prompt).toMatchObject({
      projectId: made.body.category.id,
      categoryId: made.body.category.id,
    });
    const listed = await call("GET", `/locker/prompts?category=${made.body.category.id}`, legend);
    expect(listed.body.items).toHaveLength(1);
    expect((await call("GET", "/locker/categories", legend)).body.items).toContainEqual({
      id: made.body.category.id,
      name: "Old client",
      promptCount: 1,
    });
    expect((await call("POST", "/locker/categories", legend, { name: "old CLIENT" })).body.code).toBe(
      "category_exists",
    );
    expect((await call("GET", "/projects", legend)).body.items).toContainEqual(
      expect.objectContaining({ id: made.body.category.id, name: "Old client", color: "blue" }),
    );
    expect((await call("DELETE", `/locker/categories/${made.body.category.id}`, legend)).status).toBe(204);
    expect(
      (await call("GET", `/locker/prompts/${saved.body.prompt.id}`, legend)).body.prompt.projectId,
    ).toBeNull();
  });
});
