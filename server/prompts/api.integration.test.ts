import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let author: TestMember;
let other: TestMember;
let admin: TestMember;

const PROMPT = {
  title: "Meeting notes to action items",
  description: "Turns raw meeting notes into a clear list of owners and deadlines.",
  categoryId: "consulting",
  tags: ["meetings", "productivity"],
  promptText:
    "From these notes about [project], list every action item with its owner and a due date:\n\n[notes]",
  language: "en",
};

async function call(method: string, path: string, member?: TestMember, body?: unknown) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(member ? bearer(member.sessionToken) : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  author = await createTestMember(auth, testDb.db);
  other = await createTestMember(auth, testDb.db);
  admin = await createTestMember(auth, testDb.db);
  await testDb.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
});
afterAll(async () => {
  await testDb.close();
});

describe("members' prompts through the API", () => {
  it("creating-needs-an-account", async () => {
    expect((await call("POST", "/prompts", undefined, PROMPT)).status).toBe(401);
    expect((await call("GET", "/me/prompts")).status).toBe(401);
  });

  it("a-member-creates-a-private-prompt-others-cannot-see-then-publishes-it", async () => {
    const created = await call("POST", "/prompts", author, { ...PROMPT, isPremium: true });
    expect(created.status).toBe(201);
    expect(created.body.prompt).toMatchObject({
      title: PROMPT.title,
      isPublished: false,
      isPremium: false,
      tags: PROMPT.tags,
    });
    const id = created.body.prompt.id as number;

    expect((await call("GET", `/prompts/${id}`, author)).status).toBe(200);
    expect((await call("GET", `/prompts/${id}`, other)).status).toBe(404);
    expect((await call("GET", `/prompts/${id}`)).status).toBe(404);
    expect((await call("PATCH", `/prompts/${id}`, other, { title: "Taken" })).status).toBe(404);

    const published = await call("PATCH", `/prompts/${id}`, author, { isPublished: true });
    expect(published.status).toBe(200);
    expect(published.body.prompt.isPublished).toBe(true);
    const seen = await call("GET", `/prompts/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.prompt).toMatchObject({ locked: false, promptText: PROMPT.promptText });

    // Published, it is visible but still not theirs to change.
    expect((await call("PATCH", `/prompts/${id}`, other, { title: "Taken" })).status).toBe(403);
    expect((await call("DELETE", `/prompts/${id}`, other)).status).toBe(403);

    const mine = await call("GET", "/me/prompts", author);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((p: { id: number }) => p.id)).toContain(id);
    expect((await call("GET", "/me/prompts", other)).body.items).toEqual([]);
  });

  it("a-change-of-one-field-keeps-the-others-tags-type-and-premium-included", async () => {
    const id = (await call("POST", "/prompts", author, { ...PROMPT, type: "video" })).body.prompt
      .id as number;
    const renamed = await call("PATCH", `/prompts/${id}`, author, { title: "Only the title changes" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.prompt).toMatchObject({
      title: "Only the title changes",
      tags: PROMPT.tags,
      type: "video",
    });

    await call("PATCH", `/prompts/${id}`, admin, { isPremium: true });
    const retitled = await call("PATCH", `/prompts/${id}`, admin, { title: "Still premium" });
    expect(retitled.body.prompt).toMatchObject({
      title: "Still premium",
      isPremium: true,
      tags: PROMPT.tags,
    });
  });

  it("an-admin-edits-and-deletes-any-members-prompt", async () => {
    const id = (await call("POST", "/prompts", author, PROMPT)).body.prompt.id as number;
    const edited = await call("PATCH", `/prompts/${id}`, admin, {
      title: "Tidied by the team",
      isPremium: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.prompt).toMatchObject({ title: "Tidied by the team", isPremium: true });
    expect((await call("DELETE", `/prompts/${id}`, admin)).status).toBe(204);
    expect((await call("GET", `/prompts/${id}`, author)).status).toBe(404);
  });

  it("bad-input-is-a-400-with-the-fields-and-changes-nothing", async () => {
    const before = (await call("GET", "/me/prompts", author)).body.total as number;
    const tooLong = await call("POST", "/prompts", author, {
      ...PROMPT,
      title: "x".repeat(121),
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      promptText: "",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual(
      expect.arrayContaining([
        { path: ["title"], message: "Use at most 120 characters" },
        { path: ["tags"], message: "Use at most 10 tags" },
        { path: ["promptText"], message: "Please fill in all required fields" },
      ]),
    );
    // A variable's mistake says where and why.
    const mistaken = await call("POST", "/prompts", author, {
      ...PROMPT,
      promptText: "Write in a [tone: formal] tone.",
    });
    expect(mistaken.status).toBe(400);
    expect(mistaken.body.issues).toEqual([
      {
        path: ["promptText"],
        message:
          "Line 1, column 19: “formal” is not a kind of variable. Use text, long, date or number, or list the choices separated by “|” (for example “formal | friendly”).",
      },
    ]);
    expect((await call("POST", "/prompts", author, "{not json")).status).toBe(400);
    expect((await call("POST", "/prompts", author, { ...PROMPT, title: "a\u0000b" })).status).toBe(400);
    expect((await call("POST", "/prompts", author, { ...PROMPT, categoryId: "nowhere" })).status).toBe(400);
    expect((await call("GET", "/me/prompts", author)).body.total).toBe(before);
  });

  it("a-members-text-is-stored-as-written-never-as-html", async () => {
    const html = "<img src=x onerror=alert(1)> [name]";
    const created = await call("POST", "/prompts", author, { ...PROMPT, promptText: html });
    expect(created.body.prompt.promptText).toBe(html);
  });
});

describe("malformed text and ids", () => {
  it("a-lone-surrogate-or-nul-in-any-text-field-is-a-400", async () => {
    for (const field of [
      "title",
      "description",
      "promptText",
      "tagline",
      "instructions",
      "credits",
    ] as const) {
      for (const bad of ["half \uD83D emoji", "nul\0byte"]) {
        const answer = await call("POST", "/prompts", author, { ...PROMPT, [field]: bad });
        expect(answer.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    const tag = await call("POST", "/prompts", author, { ...PROMPT, tags: ["\uDE00"] });
    expect(tag.status).toBe(400);
  });

  it("ids-past-the-integer-range-are-not-found", async () => {
    for (const id of ["2147483648", "99999999999", "1\0"]) {
      expect((await call("DELETE", `/prompts/${encodeURIComponent(id)}`, author)).status).toBe(404);
      expect(
        (await call("PATCH", `/prompts/${encodeURIComponent(id)}`, author, { title: "x" })).status,
      ).toBeLessThan(500);
    }
  });
});
